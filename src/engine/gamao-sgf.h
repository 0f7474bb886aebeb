/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-sgf.h: GNU Backgammon's .sgf match files (SGF with GM[6]), both
 * ways: one game tree per game, the match in MI, the rules in RU, the
 * result in RE, rolls, plays and cube actions as nodes. Comments (C)
 * are notes, through the *_with_notes calls; analysis and other
 * properties are skipped when read and never written. */
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

/* Notes as .sgf comments: a game tree's root comment is the match's
 * note (the trees' comments joined by a blank line when read), a move
 * node's comment is the note on the action that node made (a no-double
 * kept at its roll goes on the play node the roll is written in). */
typedef struct
{
  size_t game, action; /* the action's place in the record, from 0 */
  char *text;
} GamaoSgfNote;

typedef struct
{
  char *match;         /* NULL: none */
  GamaoSgfNote *items; /* in the order added */
  size_t n, allocated;
} GamaoSgfNotes;

/* Adds a copy of `text` (nothing for NULL or ""); joined with a blank
 * line to a note already there at the same place. */
void gamao_sgf_notes_add (GamaoSgfNotes *notes, size_t game, size_t action, const char *text);
void gamao_sgf_notes_add_match (GamaoSgfNotes *notes, const char *text);
/* The note at that place, or NULL. */
const char *gamao_sgf_notes_find (const GamaoSgfNotes *notes, size_t game, size_t action);
/* Frees what `notes` holds and empties it. */
void gamao_sgf_notes_clear (GamaoSgfNotes *notes);

/* gamao_sgf_write() with `notes` (NULL: none) as comments. */
char *gamao_sgf_write_with_notes (const GamaoMatchRecord *record, const GamaoSgfNotes *notes);
/* gamao_sgf_read() that also fills `notes` (emptied first) from the
 * comments of the main line. */
GamaoMatchRecord *gamao_sgf_read_with_notes (const char *text, size_t length,
                                             GamaoSgfNotes *notes, GamaoMatfileError *error);
