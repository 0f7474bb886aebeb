/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The phase of a position: see gamao-phase.h for the rules, which are
 * issue 29's words. */
#include "config.h"

#include "gamao-phase.h"

#include "gamao-i18n.h"

#include <string.h>

static const char *const phase_keys[GAMAO_N_PHASES] = {
  "bear-off", "race", "opening", "back-game", "prime", "contact",
};

/* The point (0..25) of `side`'s rearmost checker in its own count (the
 * bar is 25), or -1 with none left on the board. */
static int
rearmost (const GamaoBoard *board, GamaoSide side)
{
  for (int slot = GAMAO_BAR; slot >= 0; slot--)
    if (board->checkers[side][slot])
      return slot + 1;
  return -1;
}

bool
gamao_phase_has_contact (const GamaoBoard *board)
{
  int mover = rearmost (board, GAMAO_SIDE_ON_ROLL);
  int other = rearmost (board, GAMAO_SIDE_OPPONENT);

  if (mover < 0 || other < 0)
    return false;
  /* The other side's rearmost checker, on the mover's count, is at
   * 25 - other; the sides have passed each other when every checker of
   * the mover is below it. */
  return mover > 25 - other;
}

bool
gamao_phase_has_prime (const GamaoBoard *board, GamaoSide side)
{
  GamaoSide other = side == GAMAO_SIDE_ON_ROLL ? GAMAO_SIDE_OPPONENT : GAMAO_SIDE_ON_ROLL;
  int run = 0;
  /* The other side's checkers move up `side`'s count: one on `side`'s
   * point q (its own point 25 - q, the bar at q = 0) is behind a prime
   * that starts above q. */
  int lowest_other = 26;

  for (int slot = GAMAO_BAR; slot >= 0; slot--)
    if (board->checkers[other][slot])
      {
        lowest_other = 25 - (slot + 1);
        break;
      }
  for (int point = 1; point <= GAMAO_POINTS; point++)
    {
      run = board->checkers[side][point - 1] >= 2 ? run + 1 : 0;
      if (run >= GAMAO_PHASE_PRIME_POINTS && lowest_other < point - run + 1)
        return true;
    }
  return false;
}

/* The mover holds two or more points in the opponent's home board (the
 * mover's points 19 to 24) and trails by 40 pips or more. */
static bool
is_back_game (const GamaoBoard *board)
{
  unsigned held = 0;

  for (int point = 19; point <= 24; point++)
    if (board->checkers[GAMAO_SIDE_ON_ROLL][point - 1] >= 2)
      held++;
  return held >= 2
         && gamao_board_pip_count (board, GAMAO_SIDE_ON_ROLL)
              >= gamao_board_pip_count (board, GAMAO_SIDE_OPPONENT) + GAMAO_PHASE_BACK_GAME_PIPS;
}

GamaoPhase
gamao_phase_of (const GamaoBoard *board, unsigned plays_before)
{
  if (!gamao_phase_has_contact (board))
    return gamao_board_all_home (board, GAMAO_SIDE_ON_ROLL) ? GAMAO_PHASE_BEAR_OFF
                                                            : GAMAO_PHASE_RACE;
  if (plays_before < GAMAO_PHASE_OPENING_PLAYS)
    return GAMAO_PHASE_OPENING;
  if (is_back_game (board))
    return GAMAO_PHASE_BACK_GAME;
  if (gamao_phase_has_prime (board, GAMAO_SIDE_ON_ROLL)
      || gamao_phase_has_prime (board, GAMAO_SIDE_OPPONENT))
    return GAMAO_PHASE_PRIME;
  return GAMAO_PHASE_CONTACT;
}

static const char *const phase_names[GAMAO_N_PHASES] = {
  GAMAO_N_ ("Bear-off"), GAMAO_N_ ("Race"), GAMAO_N_ ("Opening"),
  GAMAO_N_ ("Back game"), GAMAO_N_ ("Prime"), GAMAO_N_ ("Contact"),
};

const char *
gamao_phase_name (GamaoPhase phase)
{
  return (unsigned) phase < GAMAO_N_PHASES ? GAMAO_TR (phase_names[phase]) : "";
}

const char *
gamao_phase_key (GamaoPhase phase)
{
  return (unsigned) phase < GAMAO_N_PHASES ? phase_keys[phase] : "";
}

int
gamao_phase_from_key (const char *key)
{
  for (int p = 0; key && p < GAMAO_N_PHASES; p++)
    if (strcmp (key, phase_keys[p]) == 0)
      return p;
  return -1;
}
