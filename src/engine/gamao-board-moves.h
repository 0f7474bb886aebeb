/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-moves.h: where each checker of the player on roll may go
 * now, the way a board offers it to a pointer: the game's window and the
 * rules book's exercises fill it, the board widget shows it. */
#pragma once

#include <stdint.h>

#include "gamao-turn.h"

/* In the mover's point numbers: targets[from] (from 1..25, 25 the bar)
 * has bit `to` (0..24, 0 off) set for every place the checker on `from`
 * may go; quick[from] is where a single click sends it, or -1 when a
 * click should only pick it up; by_die[from][d] is where die d alone
 * sends it (the keyboard's 1 to 6), or -1. */
typedef struct
{
  uint32_t targets[26];
  int8_t quick[26];
  int8_t by_die[26][7];
} GamaoBoardMoves;

/* Nothing may move. */
void gamao_board_moves_clear (GamaoBoardMoves *moves);
/* Offers `target` (one of gamao_turn_targets()'s) to the checker on
 * `from`: in targets[], and in by_die[] when one die takes it there.
 * quick[] is left to the caller, whose policy it is. */
void gamao_board_moves_add (GamaoBoardMoves *moves, int from, const GamaoTarget *target);
