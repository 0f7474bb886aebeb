/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-result.h"
#include "gamao-i18n.h"

GamaoResultKind
gamao_result_of_board (const GamaoBoard *board, GamaoSide winner)
{
  GamaoSide loser = winner == GAMAO_SIDE_ON_ROLL ? GAMAO_SIDE_OPPONENT : GAMAO_SIDE_ON_ROLL;

  if (gamao_board_checkers_on_board (board, winner) > 0)
    return GAMAO_RESULT_NONE;
  if (gamao_board_borne_off (board, loser) > 0)
    return GAMAO_RESULT_SINGLE;
  /* The winner's home board is the loser's points 19..24, plus the bar. */
  for (int i = 18; i < 25; i++)
    if (board->checkers[loser][i])
      return GAMAO_RESULT_BACKGAMMON;
  return GAMAO_RESULT_GAMMON;
}

unsigned
gamao_result_points (GamaoResultKind kind, unsigned cube_value)
{
  return (unsigned) kind * cube_value;
}

const char *
gamao_result_kind_name (GamaoResultKind kind)
{
  switch (kind)
    {
    case GAMAO_RESULT_SINGLE:
      return GAMAO_TR ("single game");
    case GAMAO_RESULT_GAMMON:
      return GAMAO_TR ("gammon");
    case GAMAO_RESULT_BACKGAMMON:
      return GAMAO_TR ("backgammon");
    case GAMAO_RESULT_NONE:
    default:
      return GAMAO_TR ("no result");
    }
}

const char *
gamao_result_kind_phrase (GamaoResultKind kind)
{
  switch (kind)
    {
    case GAMAO_RESULT_GAMMON:
      return GAMAO_TR ("a gammon");
    case GAMAO_RESULT_BACKGAMMON:
      return GAMAO_TR ("a backgammon");
    case GAMAO_RESULT_SINGLE:
    case GAMAO_RESULT_NONE:
    default:
      return GAMAO_TR ("a single game");
    }
}
