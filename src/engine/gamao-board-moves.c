/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-board-moves.h"

#include <string.h>

void
gamao_board_moves_clear (GamaoBoardMoves *moves)
{
  memset (moves->targets, 0, sizeof moves->targets);
  memset (moves->quick, -1, sizeof moves->quick);
  memset (moves->by_die, -1, sizeof moves->by_die);
}

void
gamao_board_moves_add (GamaoBoardMoves *moves, int from, const GamaoTarget *target)
{
  if (from < 1 || from > 25 || target->to < 0 || target->to > 24)
    return;
  moves->targets[from] |= 1u << target->to;
  if (target->n_dice == 1 && target->dice[0] >= 1 && target->dice[0] <= 6)
    moves->by_die[from][target->dice[0]] = (int8_t) target->to;
}
