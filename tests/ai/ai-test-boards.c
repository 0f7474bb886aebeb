/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ai-test-boards.h"

void
ai_test_closed_out (GamaoBoard *board)
{
  gamao_board_clear (board);
  for (int i = 0; i < 6; i++)
    board->checkers[GAMAO_SIDE_ON_ROLL][i] = 2;
  board->checkers[GAMAO_SIDE_ON_ROLL][7] = 3;
  board->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR] = 1;
  board->checkers[GAMAO_SIDE_OPPONENT][5] = 5;
  board->checkers[GAMAO_SIDE_OPPONENT][4] = 5;
  board->checkers[GAMAO_SIDE_OPPONENT][3] = 4;
}
