/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-text.h: a position drawn in text, for terminals and logs. */
#pragma once

#include "gamao-match-state.h"

#include <stddef.h>

/* Draws `board` seen from the side on roll (its home board at the bottom
 * right, X), with pip counts and, when `state` is not NULL, the cube, the
 * score and the dice. Returns the number of bytes written (truncated to
 * `size`). */
size_t gamao_board_text (const GamaoBoard *board, const GamaoMatchState *state, char *out,
                         size_t size);
/* The same, naming the player on roll and the cube's owner by `names`
 * (player 0's and player 1's, or NULL) beside their colour: player 0
 * plays the light checkers, player 1 the dark. */
size_t gamao_board_text_named (const GamaoBoard *board, const GamaoMatchState *state,
                               const char *const names[2], char *out, size_t size);
