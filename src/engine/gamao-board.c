/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-board.h"
#include "gamao-i18n.h"

#include <string.h>

/* Checkers a side has on each slot at the start, counted from its own ace. */
static const uint8_t start_layout[25] = {
  [5] = 5, [7] = 3, [12] = 5, [23] = 2,
};

void
gamao_board_clear (GamaoBoard *board)
{
  memset (board, 0, sizeof *board);
}

void
gamao_board_init_start (GamaoBoard *board)
{
  memcpy (board->checkers[0], start_layout, sizeof start_layout);
  memcpy (board->checkers[1], start_layout, sizeof start_layout);
}

unsigned
gamao_board_checkers_on_board (const GamaoBoard *board, GamaoSide side)
{
  unsigned n = 0;

  for (int i = 0; i < 25; i++)
    n += board->checkers[side][i];
  return n;
}

unsigned
gamao_board_borne_off (const GamaoBoard *board, GamaoSide side)
{
  unsigned n = gamao_board_checkers_on_board (board, side);

  return n >= GAMAO_CHECKERS ? 0 : GAMAO_CHECKERS - n;
}

unsigned
gamao_board_pip_count (const GamaoBoard *board, GamaoSide side)
{
  unsigned pips = 0;

  for (int i = 0; i < 25; i++)
    pips += board->checkers[side][i] * (unsigned) (i + 1);
  return pips;
}

bool
gamao_board_all_home (const GamaoBoard *board, GamaoSide side)
{
  for (int i = 6; i < 25; i++)
    if (board->checkers[side][i])
      return false;
  return true;
}

bool
gamao_board_equal (const GamaoBoard *a, const GamaoBoard *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

void
gamao_board_swap_sides (GamaoBoard *board)
{
  uint8_t tmp[25];

  memcpy (tmp, board->checkers[0], sizeof tmp);
  memcpy (board->checkers[0], board->checkers[1], sizeof tmp);
  memcpy (board->checkers[1], tmp, sizeof tmp);
}

/* A side's home board is closed when it holds all six home points; a
 * checker on the other side's bar then cannot enter. */
static bool
home_board_closed (const GamaoBoard *board, GamaoSide side)
{
  for (int i = 0; i < 6; i++)
    if (board->checkers[side][i] < 2)
      return false;
  return true;
}

GamaoBoardValidity
gamao_board_validate (const GamaoBoard *board)
{
  if (gamao_board_checkers_on_board (board, 0) > GAMAO_CHECKERS
      || gamao_board_checkers_on_board (board, 1) > GAMAO_CHECKERS)
    return GAMAO_BOARD_TOO_MANY_CHECKERS;
  for (int i = 0; i < GAMAO_POINTS; i++)
    if (board->checkers[0][i] && board->checkers[1][23 - i])
      return GAMAO_BOARD_POINT_SHARED;
  if (board->checkers[0][GAMAO_BAR] && board->checkers[1][GAMAO_BAR]
      && home_board_closed (board, 0) && home_board_closed (board, 1))
    return GAMAO_BOARD_BOTH_CLOSED_OUT;
  return GAMAO_BOARD_OK;
}

GamaoBoardValidity
gamao_board_validate_input (const GamaoBoard *board)
{
  GamaoBoardValidity v = gamao_board_validate (board);

  /* A game ends when the first side bears off its last checker, so no
   * game reaches a board where neither side has one (gnubg scores such a
   * board as a game already won and lists no plays). */
  if (v == GAMAO_BOARD_OK && gamao_board_checkers_on_board (board, 0) == 0
      && gamao_board_checkers_on_board (board, 1) == 0)
    return GAMAO_BOARD_NO_CHECKERS;
  return v;
}

const char *
gamao_board_validity_message (GamaoBoardValidity validity)
{
  switch (validity)
    {
    case GAMAO_BOARD_OK:
      return GAMAO_TR ("The position is valid");
    case GAMAO_BOARD_TOO_MANY_CHECKERS:
      return GAMAO_TR ("A side has more than 15 checkers");
    case GAMAO_BOARD_POINT_SHARED:
      return GAMAO_TR ("Both sides have checkers on the same point");
    case GAMAO_BOARD_BOTH_CLOSED_OUT:
      return GAMAO_TR ("Both sides are on the bar against closed boards");
    case GAMAO_BOARD_NO_CHECKERS:
      return GAMAO_TR ("The board has no checkers");
    default:
      return GAMAO_TR ("The position is not valid");
    }
}

unsigned
gamao_board_opponent_at (const GamaoBoard *board, int point)
{
  return board->checkers[GAMAO_SIDE_OPPONENT][24 - point];
}

int
gamao_step_destination (int from, int die)
{
  int to = from - die;

  return to > 0 ? to : GAMAO_POINT_OFF;
}

/* Bearing off from `from` with a die larger than needed is allowed only
 * when no checker of the mover stands on a higher point. */
static bool
checker_above (const GamaoBoard *board, int from)
{
  for (int i = from; i < 6; i++)
    if (board->checkers[GAMAO_SIDE_ON_ROLL][i])
      return true;
  return false;
}

GamaoStepVerdict
gamao_board_check_step (const GamaoBoard *board, int from, int die)
{
  const uint8_t *mine = board->checkers[GAMAO_SIDE_ON_ROLL];

  if (die < 1 || die > 6)
    return GAMAO_STEP_BAD_DIE;
  if (from < 1 || from > GAMAO_POINT_BAR || mine[from - 1] == 0)
    return GAMAO_STEP_NO_CHECKER;
  if (from != GAMAO_POINT_BAR && mine[GAMAO_BAR])
    return GAMAO_STEP_BAR_FIRST;

  int to = from - die;
  if (to > 0)
    return gamao_board_opponent_at (board, to) >= 2 ? GAMAO_STEP_BLOCKED : GAMAO_STEP_OK;
  if (!gamao_board_all_home (board, GAMAO_SIDE_ON_ROLL))
    return GAMAO_STEP_NOT_ALL_HOME;
  if (to < 0 && checker_above (board, from))
    return GAMAO_STEP_HIGHER_CHECKER;
  return GAMAO_STEP_OK;
}

const char *
gamao_step_verdict_message (GamaoStepVerdict verdict)
{
  switch (verdict)
    {
    case GAMAO_STEP_OK:
      return GAMAO_TR ("The move is legal");
    case GAMAO_STEP_NO_CHECKER:
      return GAMAO_TR ("There is no checker of yours there");
    case GAMAO_STEP_BAR_FIRST:
      return GAMAO_TR ("You must enter from the bar first");
    case GAMAO_STEP_BLOCKED:
      return GAMAO_TR ("That point is held by two or more opposing checkers");
    case GAMAO_STEP_NOT_ALL_HOME:
      return GAMAO_TR ("Not all your checkers are home yet");
    case GAMAO_STEP_HIGHER_CHECKER:
      return GAMAO_TR ("A checker on a higher point must be moved first");
    case GAMAO_STEP_NO_SUCH_DIE:
      return GAMAO_TR ("None of the dice left has that number");
    case GAMAO_STEP_LARGER_DIE:
      return GAMAO_TR ("Only one die can be played, so it must be the larger one");
    case GAMAO_STEP_WASTES_DICE:
      return GAMAO_TR ("That move would leave dice unplayed that the rules require you to use");
    case GAMAO_STEP_TURN_DONE:
      return GAMAO_TR ("All the dice have been played");
    case GAMAO_STEP_BAD_DIE:
    default:
      return GAMAO_TR ("Dice show 1 to 6");
    }
}

bool
gamao_board_apply_step (GamaoBoard *board, int from, int die)
{
  uint8_t *mine = board->checkers[GAMAO_SIDE_ON_ROLL];
  uint8_t *theirs = board->checkers[GAMAO_SIDE_OPPONENT];
  int to = from - die;

  mine[from - 1]--;
  if (to <= 0)
    return false;
  mine[to - 1]++;
  if (theirs[24 - to] == 1)
    {
      theirs[24 - to] = 0;
      theirs[GAMAO_BAR]++;
      return true;
    }
  return false;
}
