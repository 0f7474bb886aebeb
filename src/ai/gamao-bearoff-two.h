/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-bearoff-two.h: the two-sided bearoff database. For every ending
 * where both sides have at most six checkers left, all on their home
 * boards (924 ways a side, 853,776 pairs), it holds the exact chance that
 * the side on roll wins, both sides playing to win (not, as the one-sided
 * database assumes, to bear off in the fewest turns on average). No
 * gammon is possible there: each side has borne off nine checkers. */
#pragma once

#include "gamao-board.h"
#include "gamao-net.h"

#include <stdbool.h>

/* Checkers a side may have left for the database to know the ending. */
#define GAMAO_BEAROFF_TWO_CHECKERS 6
/* The ways to place up to six checkers on six points: C(12, 6). */
#define GAMAO_BEAROFF_TWO_SIDE 924
#define GAMAO_BEAROFF_TWO_FILE "gamao-bearoff-two.db"

typedef struct GamaoBearoffTwo GamaoBearoffTwo;

/* Computes the whole database (about a second). */
GamaoBearoffTwo *gamao_bearoff_two_generate (void);
/* NULL when the file is missing or damaged. */
GamaoBearoffTwo *gamao_bearoff_two_load (const char *path);
bool gamao_bearoff_two_save (const GamaoBearoffTwo *db, const char *path);
void gamao_bearoff_two_free (GamaoBearoffTwo *db);

/* Whether the database knows `board`: both sides home, none borne off
 * all, and at most six checkers each. */
bool gamao_bearoff_two_covers (const GamaoBoard *board);

/* The chance that the side on roll wins a covered position. */
float gamao_bearoff_two_win (const GamaoBearoffTwo *db, const GamaoBoard *board);

/* The exact cubeless outputs of a covered position (no gammons). */
void gamao_bearoff_two_evaluate (const GamaoBearoffTwo *db, const GamaoBoard *board,
                                 float outputs[GAMAO_N_OUTPUTS]);
