/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-inputs.h"

#include <pthread.h>
#include <string.h>

/* Checkers of the side not on roll on the mover's point p (1..24). */
static inline unsigned
theirs_at (const GamaoBoard *board, int p)
{
  return board->checkers[GAMAO_SIDE_OPPONENT][24 - p];
}

static inline bool
is_open (const GamaoBoard *board, int p)
{
  return theirs_at (board, p) < 2;
}

static inline bool
is_blot (const GamaoBoard *board, int p)
{
  return p >= 1 && p <= 24 && theirs_at (board, p) == 1;
}

static int
rearmost (const uint8_t *side)
{
  for (int i = 24; i >= 0; i--)
    if (side[i])
      return i + 1;
  return 0;
}

bool
gamao_board_has_contact (const GamaoBoard *board)
{
  int mine = rearmost (board->checkers[GAMAO_SIDE_ON_ROLL]);
  int theirs = rearmost (board->checkers[GAMAO_SIDE_OPPONENT]);

  return mine && theirs && mine + theirs > 25;
}

GamaoPositionKind
gamao_position_kind (const GamaoBoard *board)
{
  int mine = rearmost (board->checkers[GAMAO_SIDE_ON_ROLL]);
  int theirs = rearmost (board->checkers[GAMAO_SIDE_OPPONENT]);

  if (mine == 0 || theirs == 0)
    return GAMAO_CLASS_OVER;
  if (mine + theirs > 25)
    return GAMAO_CLASS_CONTACT;
  if (mine <= 6 && theirs <= 6)
    return GAMAO_CLASS_BEAROFF;
  return GAMAO_CLASS_RACE;
}

static bool
side_crashed (const GamaoBoard *board, GamaoSide s)
{
  const uint8_t *side = board->checkers[s];
  unsigned in_play = gamao_board_checkers_on_board (board, s);

  return in_play - side[0] - side[1] <= 7;
}

bool
gamao_board_is_crashed (const GamaoBoard *board)
{
  return gamao_board_has_contact (board)
         && (side_crashed (board, GAMAO_SIDE_ON_ROLL) || side_crashed (board, GAMAO_SIDE_OPPONENT));
}

bool
gamao_board_is_back_game (const GamaoBoard *board, GamaoSide s)
{
  const uint8_t *side = board->checkers[s];
  unsigned held = 0;

  for (int i = 18; i < 24; i++)
    held += side[i] >= 2;
  return held >= 2
         && gamao_board_pip_count (board, s) >= gamao_board_pip_count (board, 1 - s) + 60;
}

/* Whether a checker on `from` can hit with the dice in `steps` (all
 * equal for doubles) taken in order, landing on open points on the way. */
static bool
chain_hits (const GamaoBoard *board, int from, const int *steps, int n_steps)
{
  int p = from;

  for (int s = 0; s < n_steps; s++)
    {
      p -= steps[s];
      if (p < 1 || !is_open (board, p))
        return false;
      if (is_blot (board, p))
        return true;
    }
  return false;
}

static bool
roll_hits_free (const GamaoBoard *board, int d1, int d2, int n_dice_free, int entered_at)
{
  const uint8_t *mine = board->checkers[GAMAO_SIDE_ON_ROLL];
  int steps_a[4] = { d1, d2, d1, d1 };
  int steps_b[2] = { d2, d1 };

  for (int from = 24; from >= 1; from--)
    {
      if (!mine[from - 1] && from != entered_at)
        continue;
      if (d1 == d2)
        {
          if (chain_hits (board, from, steps_a, n_dice_free))
            return true;
        }
      else if (n_dice_free == 2)
        {
          if (chain_hits (board, from, steps_a, 2) || chain_hits (board, from, steps_b, 2))
            return true;
        }
      else if (chain_hits (board, from, &d2, 1))
        return true;
    }
  return false;
}

/* Whether the side on roll can hit a blot with d1-d2, honouring that
 * checkers on the bar enter first. */
static bool
roll_hits (const GamaoBoard *board, int d1, int d2)
{
  unsigned on_bar = board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR];
  int n_dice = d1 == d2 ? 4 : 2;

  if (on_bar == 0)
    return roll_hits_free (board, d1, d2, n_dice, 0);
  if (d1 == d2)
    {
      int entry = 25 - d1;
      if (!is_open (board, entry))
        return false;
      if (is_blot (board, entry))
        return true;
      if ((int) on_bar >= n_dice)
        return false;
      return roll_hits_free (board, d1, d1, n_dice - (int) on_bar, entry);
    }
  /* Two or more on the bar: each die can only enter, and one entering
   * on a blot hits whether or not the other die enters too. */
  if (on_bar >= 2)
    return is_blot (board, 25 - d1) || is_blot (board, 25 - d2);
  /* One on the bar: enter with either die, then play the other. */
  for (int order = 0; order < 2; order++)
    {
      int enter = order ? d2 : d1, other = order ? d1 : d2;
      if (!is_open (board, 25 - enter))
        continue;
      if (is_blot (board, 25 - enter) || roll_hits_free (board, enter, other, 1, 25 - enter))
        return true;
    }
  return false;
}

/* Without checkers on the bar every checker is free, and a roll's hits
 * can be found for all checkers at once: bit p of a mask stands for the
 * mover's point p, and shifting right by d moves every checker d pips. */
static unsigned
hitting_rolls_free (uint32_t mine, uint32_t blots, uint32_t open)
{
  uint32_t step[7];
  unsigned count = 0;

  for (int d = 1; d <= 6; d++)
    step[d] = (mine >> d) & open;
  for (int d1 = 1; d1 <= 6; d1++)
    {
      bool direct = (step[d1] & blots) != 0;
      /* The double: up to four steps along open points. */
      uint32_t reach = step[d1];
      bool hits = direct;
      for (int k = 2; k <= 4 && !hits; k++)
        {
          reach = (reach >> d1) & open;
          hits = (reach & blots) != 0;
        }
      count += hits;
      for (int d2 = d1 + 1; d2 <= 6; d2++)
        if (direct || (step[d2] & blots) || ((step[d1] >> d2) & blots)
            || ((step[d2] >> d1) & blots))
          count += 2;
    }
  return count;
}

unsigned
gamao_hitting_rolls (const GamaoBoard *board)
{
  unsigned count = 0;
  uint32_t mine = 0, blots = 0, open = 0;

  for (int p = 1; p <= 24; p++)
    {
      mine |= (uint32_t) (board->checkers[GAMAO_SIDE_ON_ROLL][p - 1] != 0) << p;
      blots |= (uint32_t) is_blot (board, p) << p;
      open |= (uint32_t) is_open (board, p) << p;
    }
  if (!blots)
    return 0;
  if (board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] == 0)
    return hitting_rolls_free (mine, blots, open);
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      if (roll_hits (board, d1, d2))
        count += d1 == d2 ? 1 : 2;
  return count;
}

/* Whether a checker on relative point 13 escapes past the lowest
 * blocked point below it, moving by `steps` over open points; bit j of
 * `blocked` is relative point j + 1. */
static bool
reaches_below (uint32_t blocked, int lowest, const int *steps, int n_steps)
{
  int p = 13;

  for (int s = 0; s < n_steps; s++)
    {
      p -= steps[s];
      if (p < lowest)
        return true;
      if (blocked >> (p - 1) & 1u)
        return false;
    }
  return false;
}

/* How many rolls escape, for every pattern of blocked points among the
 * twelve in front of a checker: escaping depends on nothing else, so
 * the evaluator looks it up instead of trying 21 rolls each time. */
static uint8_t escape_table[1u << 12];
static pthread_once_t escape_once = PTHREAD_ONCE_INIT;

static void
fill_escape_table (void)
{
  for (uint32_t blocked = 0; blocked < (1u << 12); blocked++)
    {
      int lowest = 0;
      unsigned count = 0;

      for (int p = 12; p >= 1; p--)
        if (blocked >> (p - 1) & 1u)
          lowest = p;
      if (lowest == 0)
        {
          escape_table[blocked] = 36;
          continue;
        }
      for (int d1 = 1; d1 <= 6; d1++)
        for (int d2 = d1; d2 <= 6; d2++)
          {
            int a[4] = { d1, d2, d1, d1 }, b[2] = { d2, d1 };
            bool escapes = d1 == d2 ? reaches_below (blocked, lowest, a, 4)
                                    : reaches_below (blocked, lowest, a, 2)
                                          || reaches_below (blocked, lowest, b, 2);
            if (escapes)
              count += d1 == d2 ? 1 : 2;
          }
      escape_table[blocked] = (uint8_t) count;
    }
}

/* Bit p (1..24) set where the side not on roll holds a point. */
static uint32_t
blocked_points (const GamaoBoard *board)
{
  uint32_t blocked = 0;

  for (int p = 1; p <= 24; p++)
    blocked |= (uint32_t) !is_open (board, p) << p;
  return blocked;
}

unsigned
gamao_escaping_rolls_from (uint32_t blocked, int point)
{
  pthread_once (&escape_once, fill_escape_table);
  /* Relative point j + 1 is point - 12 + j; points below 1 are open. */
  uint32_t window = point >= 12 ? blocked >> (point - 12) : blocked << (12 - point);
  return escape_table[window & 0xfffu];
}

unsigned
gamao_escaping_rolls (const GamaoBoard *board, int point)
{
  return gamao_escaping_rolls_from (blocked_points (board), point);
}

unsigned
gamao_blocked_points (const GamaoBoard *board)
{
  return blocked_points (board);
}

static void
encode_points (const uint8_t *side, float *out)
{
  for (int i = 0; i < 24; i++)
    {
      unsigned n = side[i];
      out[4 * i + 0] = n >= 1;
      out[4 * i + 1] = n >= 2;
      out[4 * i + 2] = n >= 3;
      out[4 * i + 3] = n > 3 ? (float) (n - 3) * 0.5f : 0.0f;
    }
}

static unsigned
longest_prime (const uint8_t *side)
{
  unsigned best = 0, run = 0;

  for (int i = 0; i < 24; i++)
    {
      run = side[i] >= 2 ? run + 1 : 0;
      if (run > best)
        best = run;
    }
  return best;
}

/* The features of side `s` of `board`; `as_mover` is the board turned so
 * that side s is on roll, `as_attacker` so that its opponent is. */
static void
encode_features (const GamaoBoard *as_mover, const GamaoBoard *as_attacker, float *out)
{
  const uint8_t *side = as_mover->checkers[GAMAO_SIDE_ON_ROLL];
  unsigned home_points = 0, blots = 0, outside = 0, back = 0, anchors = 0;
  int back_point = rearmost (side);

  for (int i = 0; i < 24; i++)
    {
      home_points += i < 6 && side[i] >= 2;
      blots += side[i] == 1;
      outside += i >= 6 ? side[i] : 0;
      back += i >= 18 ? side[i] : 0;
      anchors += i >= 18 && side[i] >= 2;
    }
  outside += side[GAMAO_BAR];

  float *f = out;
  *f++ = (float) gamao_board_pip_count (as_mover, GAMAO_SIDE_ON_ROLL) / 167.0f;
  *f++ = (float) home_points / 6.0f;
  *f++ = (float) longest_prime (side) / 6.0f;
  *f++ = blots > 4 ? 1.0f : (float) blots / 4.0f;
  *f++ = (float) gamao_hitting_rolls (as_attacker) / 36.0f;
  *f++ = back_point >= 13 ? (float) gamao_escaping_rolls (as_mover, back_point) / 36.0f : 1.0f;
  *f++ = (float) outside / 15.0f;
  *f++ = (float) back / 5.0f;
  *f++ = (float) anchors / 2.0f;
  *f++ = (float) back_point / 25.0f;
}

static void
encode_side_contact (const GamaoBoard *board, GamaoSide s, float *out)
{
  const uint8_t *side = board->checkers[s];
  unsigned off = gamao_board_borne_off (board, s);
  GamaoBoard as_mover = *board, as_attacker = *board;

  if (s == GAMAO_SIDE_OPPONENT)
    gamao_board_swap_sides (&as_mover);
  else
    gamao_board_swap_sides (&as_attacker);

  encode_points (side, out);
  out[96] = side[GAMAO_BAR] >= 1;
  out[97] = (float) side[GAMAO_BAR] * 0.5f;
  out[98] = (float) off / 15.0f;
  encode_features (&as_mover, &as_attacker, out + 99);
}

void
gamao_inputs_contact (const GamaoBoard *board, float inputs[GAMAO_CONTACT_INPUTS])
{
  encode_side_contact (board, GAMAO_SIDE_ON_ROLL, inputs);
  encode_side_contact (board, GAMAO_SIDE_OPPONENT, inputs + GAMAO_CONTACT_SIDE_INPUTS);
}

static void
encode_side_race (const GamaoBoard *board, GamaoSide s, float *out)
{
  const uint8_t *side = board->checkers[s];
  unsigned off = gamao_board_borne_off (board, s), outside = 0;

  for (int i = 6; i < 25; i++)
    outside += side[i];
  encode_points (side, out);
  out[96] = (float) off / 15.0f;
  out[97] = off == 0;
  out[98] = (float) gamao_board_pip_count (board, s) / 100.0f;
  out[99] = (float) outside / 15.0f;
  out[100] = off >= 14;
}

void
gamao_inputs_race (const GamaoBoard *board, float inputs[GAMAO_RACE_INPUTS])
{
  encode_side_race (board, GAMAO_SIDE_ON_ROLL, inputs);
  encode_side_race (board, GAMAO_SIDE_OPPONENT, inputs + GAMAO_RACE_SIDE_INPUTS);
}
