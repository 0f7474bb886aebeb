/* SPDX-License-Identifier: GPL-3.0-or-later */
/* engine-test-util.h: positions written by hand for the engine tests. */
#pragma once

#include "gamao-play-list.h"

/* Fills `board` from two sides written as "point:count" pairs, each from
 * that side's own point of view, 25 for the bar: "6:5 8:3 13:5 24:2".
 * The position must be valid. */
void test_board_from_spec (GamaoBoard *board, const char *mover, const char *opponent);

/* Every legal play for `board` and the roll, in gnubg notation, sorted
 * bytewise and joined by "|"; "" when there is none. Free with g_free. */
char *test_plays_found (const GamaoBoard *board, int d1, int d2);

/* The same for a "|"-separated list written by hand, in any order. */
char *test_plays_sorted (const char *plays);
