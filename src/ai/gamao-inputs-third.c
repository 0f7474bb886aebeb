/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The third contact input layout: the second, then per side a few
 * features of the next roll and of timing that a 0-ply net cannot work
 * out from the point encoding in one hidden layer: how often a side can
 * be hit twice, how often it can make a new point at home, how often all
 * its checkers on the bar come in, how its back checkers escape on
 * average, the pips it still needs to break contact, and the pips it can
 * play without giving up a point it holds. The definitions are our own. */
#include "config.h"

#include "gamao-inputs.h"

/* Bit p (1..24) set where the side on roll of `board` has at least `n`
 * checkers; bit 25 for the bar when `with_bar`. */
static uint32_t
mine_mask (const GamaoBoard *board, unsigned n, bool with_bar)
{
  const uint8_t *side = board->checkers[GAMAO_SIDE_ON_ROLL];
  uint32_t mask = 0;

  for (int p = 1; p <= 24; p++)
    mask |= (uint32_t) (side[p - 1] >= n) << p;
  if (with_bar && side[GAMAO_BAR] >= n)
    mask |= 1u << 25;
  return mask;
}

/* Bit p (1..24) set where the side not on roll has a blot (`blots`),
 * and where it has fewer than two checkers (`open`: the side on roll may
 * land there). */
static void
their_points (const GamaoBoard *board, uint32_t *blots, uint32_t *open)
{
  *blots = *open = 0;
  for (int p = 1; p <= 24; p++)
    {
      unsigned theirs = board->checkers[GAMAO_SIDE_OPPONENT][24 - p];
      *blots |= (uint32_t) (theirs == 1) << p;
      *open |= (uint32_t) (theirs < 2) << p;
    }
}

/* Where the side on roll's checkers can be after exactly k steps of d
 * over open points, from the points in `from`. */
static uint32_t
steps_of (uint32_t from, uint32_t open, int d, int k)
{
  uint32_t reach = from;

  for (int i = 0; i < k; i++)
    reach = (reach >> d) & open;
  return reach;
}

/* Whether blots of `a` (hit with die d1) and of `b` (hit with d2) hold
 * two different blots hit by two different checkers: a point that sends
 * a checker to both must have two there (`two`). */
static bool
hit_apart (uint32_t a, uint32_t b, int d1, int d2, uint32_t two)
{
  for (uint32_t x = a; x; x &= x - 1)
    for (uint32_t y = b; y; y &= y - 1)
      {
        int px = __builtin_ctz (x), py = __builtin_ctz (y);
        if (px != py && (px + d1 != py + d2 || (two >> (px + d1) & 1u)))
          return true;
      }
  return false;
}

/* Whether a double of d hits two blots: two checkers with at most four
 * steps between them, or one checker hitting on the way and again. */
static bool
double_hits_two (uint32_t mine, uint32_t open, uint32_t blots, int d)
{
  uint32_t hit[4];

  for (int k = 1; k <= 3; k++)
    hit[k] = steps_of (mine, open, d, k) & blots;
  if (__builtin_popcount (hit[1]) >= 2 || __builtin_popcount (hit[2]) >= 2)
    return true;
  if (hit[1] && (hit[2] | hit[3]) && __builtin_popcount (hit[1] | hit[2] | hit[3]) >= 2)
    return true;
  for (int k = 1; k <= 3; k++)
    for (int j = 1; k + j <= 4; j++)
      if (steps_of (hit[k], open, d, j) & blots)
        return true;
  return false;
}

/* How many of the 36 rolls let the side on roll of `attacker` hit two
 * blots of the other side. Quick: checkers on the bar count as free
 * (they must come in first), so it may overstate a little. */
static unsigned
double_hit_rolls (const GamaoBoard *attacker)
{
  uint32_t mine = mine_mask (attacker, 1, true), two = mine_mask (attacker, 2, true);
  uint32_t open, blots, step[7];
  unsigned count = 0;

  their_points (attacker, &blots, &open);
  if (__builtin_popcount (blots) < 2)
    return 0;
  for (int d = 1; d <= 6; d++)
    step[d] = (mine >> d) & open;
  for (int d1 = 1; d1 <= 6; d1++)
    {
      count += double_hits_two (mine, open, blots, d1);
      for (int d2 = d1 + 1; d2 <= 6; d2++)
        {
          uint32_t a = step[d1] & blots, b = step[d2] & blots;
          /* One checker hitting with one die and going on with the
           * other to hit again. */
          bool chained = ((a >> d2) & blots) || ((b >> d1) & blots);
          count += (chained || hit_apart (a, b, d1, d2, two)) ? 2 : 0;
        }
    }
  return count;
}

/* How many of the 36 rolls let the side on roll of `board` make a point
 * it does not hold on its home board or bar point (1..7): a blot there
 * covered, or two checkers brought together onto an open point. None
 * while it has checkers on the bar, which must come in first (the net
 * sees those through the entering feature). */
static unsigned
pointing_rolls (const GamaoBoard *board)
{
  if (board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR])
    return 0;
  uint32_t one = mine_mask (board, 1, false), two = mine_mask (board, 2, false), open, their_blots;
  their_points (board, &their_blots, &open);
  uint32_t targets = open & ~two & 0xfeu, empty = targets & ~one, my_blots = targets & one;
  unsigned count = 0;

  if (!targets)
    return 0;
  for (int d1 = 1; d1 <= 6; d1++)
    {
      uint32_t s1 = steps_of (one, open, d1, 1), s2 = steps_of (one, open, d1, 2);
      uint32_t s3 = steps_of (one, open, d1, 3), s4 = steps_of (one, open, d1, 4);
      uint32_t pair = steps_of (two, open, d1, 1) | steps_of (two, open, d1, 2);
      uint32_t made = (my_blots & (s1 | s2 | s3 | s4)) | (empty & (pair | (s1 & (s2 | s3))));
      count += made != 0;
      for (int d2 = d1 + 1; d2 <= 6; d2++)
        {
          uint32_t a = one >> d1, b = one >> d2;
          uint32_t both = (((one >> d1) & open) >> d2) | (((one >> d2) & open) >> d1);
          made = (my_blots & (a | b | both)) | (empty & a & b);
          count += made ? 2 : 0;
        }
    }
  return count;
}

/* The chance that a side with `on_bar` checkers there fails to bring
 * them all in against `closed` closed points. */
static float
entering_fails (unsigned on_bar, unsigned closed)
{
  float open = (float) (6 - closed) / 6.0f;

  if (on_bar == 0)
    return 0.0f;
  if (on_bar == 1)
    return (1.0f - open) * (1.0f - open);
  if (on_bar == 2)
    /* Both dice must find an open point (a double on one enters both). */
    return 1.0f - open * open;
  /* Three or more come in only with a double on an open point, and five
   * or more not at all. */
  return on_bar >= 5 ? 1.0f : 1.0f - (float) (6 - closed) / 36.0f;
}

/* The mean number of rolls (of 36) with which the side on roll's
 * checkers from its 13 point back, the bar included, escape past every
 * point the other side holds within twelve pips; 36 with none there. */
static float
mean_escapes (const GamaoBoard *board)
{
  const uint8_t *side = board->checkers[GAMAO_SIDE_ON_ROLL];
  uint32_t blocked = gamao_blocked_points (board);
  unsigned n = 0, sum = 0;

  for (int p = 13; p <= 25; p++)
    {
      unsigned here = side[p - 1];
      n += here;
      sum += here * gamao_escaping_rolls_from (blocked, p);
    }
  return n ? (float) sum / (float) n : 36.0f;
}

/* The pips the side on roll must still play with the checkers that have
 * not passed the other side's rearmost one, to pass it. */
static unsigned
pips_to_break_contact (const GamaoBoard *board)
{
  const uint8_t *side = board->checkers[GAMAO_SIDE_ON_ROLL];
  const uint8_t *other = board->checkers[GAMAO_SIDE_OPPONENT];
  int their_back = 0, pips = 0;

  for (int i = 24; i >= 0 && !their_back; i--)
    if (other[i])
      their_back = i + 1;
  /* Their checker on their point q stands on our point 25 - q. */
  int front = 25 - their_back;
  for (int p = front + 1; p <= 25; p++)
    pips += (p - front) * side[p - 1];
  return (unsigned) pips;
}

/* The pips the side on roll could play without giving up a point it
 * holds in either home board, where points matter most: two checkers of
 * each such point stay, every other checker may run down to the ace. */
static unsigned
free_pips (const GamaoBoard *board)
{
  const uint8_t *side = board->checkers[GAMAO_SIDE_ON_ROLL];
  unsigned pips = 24u * side[GAMAO_BAR];

  for (int p = 2; p <= 24; p++)
    {
      unsigned n = side[p - 1];
      bool holding = (p <= 6 || p >= 19) && n >= 2;
      pips += (n - (holding ? 2u : 0u)) * (unsigned) (p - 1);
    }
  return pips;
}

static float
capped (float x, float hi)
{
  return x > hi ? hi : x;
}

/* The features of the side on roll of `me` (`attacker` is the same
 * board with the other side on roll). */
static void
encode_third (const GamaoBoard *me, const GamaoBoard *attacker, float *f)
{
  const uint8_t *other = me->checkers[GAMAO_SIDE_OPPONENT];
  unsigned closed = 0;

  for (int i = 0; i < 6; i++)
    closed += other[i] >= 2;
  *f++ = (float) double_hit_rolls (attacker) / 36.0f;
  *f++ = (float) pointing_rolls (me) / 36.0f;
  *f++ = entering_fails (me->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR], closed);
  *f++ = mean_escapes (me) / 36.0f;
  *f++ = capped ((float) pips_to_break_contact (me) / 100.0f, 2.0f);
  *f++ = capped ((float) free_pips (me) / 100.0f, 2.0f);
}

void
gamao_inputs_contact3 (const GamaoBoard *board, float inputs[GAMAO_CONTACT3_INPUTS])
{
  GamaoBoard turned = *board;
  float *third = inputs + GAMAO_CONTACT2_INPUTS;

  gamao_inputs_contact2 (board, inputs);
  gamao_board_swap_sides (&turned);
  encode_third (board, &turned, third);
  encode_third (&turned, board, third + GAMAO_CONTACT_THIRD_SIDE_INPUTS);
}
