/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The second contact input layout: the first layout plus, per side,
 * features of the kinds strong programs are known to use (pips lost to
 * hits, containment, mobility, timing, backbone, anchors, entering,
 * back games, crashed boards). The definitions are our own. */
#include "config.h"

#include "gamao-inputs.h"

#include <string.h>

static inline unsigned
theirs_at (const GamaoBoard *board, int p)
{
  return board->checkers[GAMAO_SIDE_OPPONENT][24 - p];
}

/* Bit p (1..24) set where the side on roll of `board` may land. */
static uint32_t
open_mask (const GamaoBoard *board)
{
  uint32_t open = 0;

  for (int p = 1; p <= 24; p++)
    open |= (uint32_t) (theirs_at (board, p) < 2) << p;
  return open;
}

static int
highest_bit (uint32_t x)
{
  return x ? 31 - __builtin_clz (x) : 0;
}

/* The pips the side not on roll can expect to lose to a hit by the side
 * on roll's next roll: for each roll, the farthest-advanced blot it can
 * hit (a hit blot at the attacker's point p loses p pips), over the 36
 * rolls. Checkers on the bar are treated as free, which overstates the
 * shots a little when the attacker must enter first. */
static float
expected_pips_lost (const GamaoBoard *attacker)
{
  uint32_t mine = 0, blots = 0, open = open_mask (attacker), step[7];
  float sum = 0.0f;

  for (int p = 1; p <= 24; p++)
    {
      mine |= (uint32_t) (attacker->checkers[GAMAO_SIDE_ON_ROLL][p - 1] != 0) << p;
      blots |= (uint32_t) (theirs_at (attacker, p) == 1) << p;
    }
  if (attacker->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR])
    mine |= 1u << 25;
  if (!blots)
    return 0.0f;
  for (int d = 1; d <= 6; d++)
    step[d] = (mine >> d) & open;
  for (int d1 = 1; d1 <= 6; d1++)
    {
      uint32_t reach = step[d1], hit = reach & blots;
      for (int k = 2; k <= 4; k++)
        {
          reach = (reach >> d1) & open;
          hit |= reach & blots;
        }
      sum += (float) highest_bit (hit);
      for (int d2 = d1 + 1; d2 <= 6; d2++)
        {
          uint32_t h = (step[d1] | step[d2] | (step[d1] >> d2) | (step[d2] >> d1)) & blots;
          sum += 2.0f * (float) highest_bit (h);
        }
    }
  return sum / 36.0f;
}

/* How many of the 36 rolls the side on roll of `board` would escape
 * with from the hardest point in 13..24 to leave: how well the other
 * side contains a checker anywhere back there. */
static unsigned
containment (const GamaoBoard *board)
{
  unsigned worst = 36;
  uint32_t blocked = gamao_blocked_points (board);

  for (int p = 13; p <= 24; p++)
    {
      unsigned e = gamao_escaping_rolls_from (blocked, p);
      if (e < worst)
        worst = e;
    }
  return worst;
}

/* How many (checker, die) pairs of the side on roll have an open
 * landing point, out of 15 x 6. */
static unsigned
mobility (const GamaoBoard *board)
{
  const uint8_t *side = board->checkers[GAMAO_SIDE_ON_ROLL];
  uint32_t open = open_mask (board) | 1u;
  unsigned count = 0;

  for (int from = 1; from <= 25; from++)
    {
      unsigned n = side[from - 1];
      if (!n)
        continue;
      for (int d = 1; d <= 6; d++)
        if (from - d < 1 || (open >> (from - d) & 1u))
          count += n;
    }
  return count;
}

static float
clamp (float x, float lo, float hi)
{
  return x < lo ? lo : x > hi ? hi : x;
}

/* The features of the side on roll of `me` (`attacker` is the same board
 * with the other side on roll). */
static void
encode_extra (const GamaoBoard *me, const GamaoBoard *attacker, float *f)
{
  const uint8_t *side = me->checkers[GAMAO_SIDE_ON_ROLL];
  const uint8_t *other = me->checkers[GAMAO_SIDE_OPPONENT];
  unsigned outside_pips = 0, spares = 0, backbone = 0, outer = 0, buried = 0, closed = 0;
  int deepest_anchor = 0;

  for (int i = 0; i < 24; i++)
    {
      int p = i + 1;
      if (p > 6)
        outside_pips += (unsigned) (p - 6) * side[i];
      if (side[i] > 2)
        spares += side[i] - 2u;
      if (p >= 13 && side[i] >= 2)
        backbone++;
      if (p >= 7 && p <= 12 && side[i] >= 2)
        outer++;
      if (p <= 2)
        buried += side[i];
      if (p >= 19 && side[i] >= 2)
        deepest_anchor = p;
    }
  outside_pips += 19u * side[GAMAO_BAR];
  for (int i = 0; i < 6; i++)
    closed += other[i] >= 2;

  int pips = (int) gamao_board_pip_count (me, GAMAO_SIDE_ON_ROLL);
  int their_pips = (int) gamao_board_pip_count (me, GAMAO_SIDE_OPPONENT);
  float dance = (float) closed / 6.0f;
  unsigned in_play = gamao_board_checkers_on_board (me, GAMAO_SIDE_ON_ROLL);

  *f++ = expected_pips_lost (attacker) / 24.0f;
  *f++ = (float) containment (me) / 36.0f;
  *f++ = (float) mobility (me) / 90.0f;
  *f++ = clamp ((float) outside_pips / 100.0f, 0.0f, 2.0f);
  *f++ = clamp ((float) spares / 10.0f, 0.0f, 1.0f);
  *f++ = (float) backbone / 6.0f;
  *f++ = deepest_anchor ? (float) (deepest_anchor - 18) / 6.0f : 0.0f;
  *f++ = side[19] >= 2 || side[20] >= 2;
  *f++ = dance * dance;
  *f++ = (float) outer / 6.0f;
  *f++ = gamao_board_is_back_game (me, GAMAO_SIDE_ON_ROLL);
  *f++ = clamp ((float) (pips - their_pips) / 100.0f, -1.0f, 1.0f);
  *f++ = (float) buried / 15.0f;
  *f++ = in_play - side[0] - side[1] <= 7;
}

void
gamao_inputs_contact2 (const GamaoBoard *board, float inputs[GAMAO_CONTACT2_INPUTS])
{
  GamaoBoard turned = *board;
  float *extra = inputs + GAMAO_CONTACT_INPUTS;

  gamao_inputs_contact (board, inputs);
  gamao_board_swap_sides (&turned);
  encode_extra (board, &turned, extra);
  encode_extra (&turned, board, extra + GAMAO_CONTACT_EXTRA_SIDE_INPUTS);
}

void
gamao_inputs_for_net (const GamaoBoard *board, unsigned n_inputs, float *inputs)
{
  if (n_inputs == GAMAO_CONTACT3_INPUTS)
    gamao_inputs_contact3 (board, inputs);
  else if (n_inputs == GAMAO_CONTACT2_INPUTS)
    gamao_inputs_contact2 (board, inputs);
  else
    gamao_inputs_contact (board, inputs);
}
