/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-bearoff.h: the one-sided bearoff database. For every way to place
 * up to 15 checkers on the six home points (54,264 of them) it holds the
 * probability of needing exactly n turns to bear them all off, playing to
 * need the fewest turns on average, and for positions with nothing off
 * yet the probability of needing n turns to bear off the first checker
 * (which decides gammons). Together they give the exact cubeless chances
 * of any race where both sides are home. */
#pragma once

#include "gamao-board.h"
#include "gamao-net.h"

#define GAMAO_BEAROFF_POSITIONS 54264
#define GAMAO_BEAROFF_TURNS 32
#define GAMAO_BEAROFF_FILE "gamao-bearoff.db"

typedef struct GamaoBearoff GamaoBearoff;

/* Computes the whole database (a few seconds). */
GamaoBearoff *gamao_bearoff_generate (void);
/* NULL when the file is missing or damaged. */
GamaoBearoff *gamao_bearoff_load (const char *path);
bool gamao_bearoff_save (const GamaoBearoff *db, const char *path);
void gamao_bearoff_free (GamaoBearoff *db);

/* The index of a side's home board (checkers on points 1..6). */
unsigned gamao_bearoff_index (const uint8_t home[6]);
/* The home board of an index (below GAMAO_BEAROFF_POSITIONS). */
void gamao_bearoff_home (unsigned index, uint8_t home[6]);

/* Expected number of turns to bear off everything from `home`. */
float gamao_bearoff_expected_turns (const GamaoBearoff *db, const uint8_t home[6]);
/* Probability of needing exactly `turns` turns (0..GAMAO_BEAROFF_TURNS-1). */
float gamao_bearoff_turn_probability (const GamaoBearoff *db, const uint8_t home[6], unsigned turns);

/* The exact cubeless outputs of a position where both sides are home,
 * for the side on roll. */
void gamao_bearoff_evaluate (const GamaoBearoff *db, const GamaoBoard *board,
                             float outputs[GAMAO_N_OUTPUTS]);
