/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-board-moves.h"

#include <string.h>

void
gamao_board_moves_clear (GamaoBoardMoves *moves)
{
  memset (moves->targets, 0, sizeof moves->targets);
  memset (moves->quick, -1, sizeof moves->quick);
}
