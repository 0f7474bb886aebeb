/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-sgf.h: GNU Backgammon's .sgf match files (SGF with GM[6]), both
 * ways: one game tree per game, the match in MI, the rules in RU, the
 * result in RE, rolls, plays and cube actions as nodes. Analysis,
 * comments and other properties are skipped when read and never
 * written. */
#pragma once

#include "gamao-matfile.h"

/* The whole file as a NUL-terminated string, to free() with free(). A
 * game set up from a position (has_start) is written as if it began
 * from the opening roll: callers refuse such records first. */
char *gamao_sgf_write (const GamaoMatchRecord *record);

/* Reads `length` bytes of `text`, checking every action against the
 * rules as the .mat reader does. Returns a new record, or NULL with
 * `error` filled in (the line of the node at fault). */
GamaoMatchRecord *gamao_sgf_read (const char *text, size_t length, GamaoMatfileError *error);

/* Whether `text` looks like a backgammon .sgf file rather than a .mat. */
bool gamao_sgf_detect (const char *text, size_t length);
