/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The second contact input layout: the first layout plus, per side,
 * features of the kinds strong programs are known to use (pips lost to
 * hits, containment, mobility, timing, backbone, anchors, entering,
 * back games, crashed boards). The definitions are our own. */
#include "config.h"

#include "gamao-inputs.h"

#include "gamao-inputs-view.h"

#include <string.h>

/* The pips the side not on roll can expect to lose to a hit by the side
 * on roll's next roll: for each roll, the farthest-advanced blot it can
 * hit (a hit blot at the attacker's point p loses p pips), over the 36
 * rolls. Checkers on the bar are treated as free, which overstates the
 * shots a little when the attacker must enter first. */
static float
expected_pips_lost (const GamaoInputsView *attacker)
{
  uint32_t mine = attacker->mine, blots = attacker->their_blots, open = attacker->open, step[7];
  float sum = 0.0f;

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
      sum += (float) gamao_highest_bit (hit);
      for (int d2 = d1 + 1; d2 <= 6; d2++)
        {
          uint32_t h = (step[d1] | step[d2] | (step[d1] >> d2) | (step[d2] >> d1)) & blots;
          sum += 2.0f * (float) gamao_highest_bit (h);
        }
    }
  return sum / 36.0f;
}

/* How many of the 36 rolls the side on roll would escape with from the
 * hardest point in 13..24 to leave: how well the other side contains a
 * checker anywhere back there. */
static unsigned
containment (const GamaoInputsView *view)
{
  const uint8_t *table = gamao_escape_table ();
  unsigned worst = 36;

  for (int p = 13; p <= 24; p++)
    {
      unsigned e = gamao_escapes (table, view->blocked, p);
      if (e < worst)
        worst = e;
    }
  return worst;
}

/* How many (checker, die) pairs of the side on roll have an open
 * landing point, out of 15 x 6. */
static unsigned
mobility (const GamaoInputsView *view)
{
  const uint8_t *side = view->board->checkers[GAMAO_SIDE_ON_ROLL];
  /* Bit k + 6 stands for point k: bearing off (k <= 0) is always open. */
  uint64_t landing = (uint64_t) (view->open | 1u) << 6 | 0x3fu;
  unsigned count = 0;

  /* Only the points with checkers (and the bar, bit 25). */
  for (uint32_t m = view->mine; m; m &= m - 1)
    {
      int from = __builtin_ctz (m);
      count += side[from - 1] * gamao_bits ((uint32_t) (landing >> from) & 0x3fu);
    }
  return count;
}

static float
clamp (float x, float lo, float hi)
{
  return x < lo ? lo : x > hi ? hi : x;
}

/* The features of the side on roll of `me` (`attacker` is the view of
 * the other side). */
static void
encode_extra (const GamaoInputsView *me, const GamaoInputsView *attacker, float *f)
{
  const uint8_t *side = me->board->checkers[GAMAO_SIDE_ON_ROLL];
  const uint32_t home_of_theirs = 0x3fu << 19;
  unsigned backbone = gamao_bits (me->made & (0xfffu << 13));
  unsigned outer = gamao_bits (me->made & (0x3fu << 7));
  unsigned buried = side[0] + side[1];
  unsigned closed = gamao_bits (me->blocked & home_of_theirs);
  int deepest_anchor = gamao_highest_bit (me->made & home_of_theirs);
  int pips = (int) me->pips, their_pips = (int) attacker->pips;
  float dance = (float) closed / 6.0f;
  unsigned in_play = me->on_board;
  bool back_game = gamao_bits (me->made & home_of_theirs) >= 2
                   && me->pips >= attacker->pips + 60;

  *f++ = expected_pips_lost (attacker) / 24.0f;
  *f++ = (float) containment (me) / 36.0f;
  *f++ = (float) mobility (me) / 90.0f;
  *f++ = clamp ((float) me->outside_pips / 100.0f, 0.0f, 2.0f);
  *f++ = clamp ((float) me->spares / 10.0f, 0.0f, 1.0f);
  *f++ = (float) backbone / 6.0f;
  *f++ = deepest_anchor ? (float) (deepest_anchor - 18) / 6.0f : 0.0f;
  *f++ = side[19] >= 2 || side[20] >= 2;
  *f++ = dance * dance;
  *f++ = (float) outer / 6.0f;
  *f++ = back_game;
  *f++ = clamp ((float) (pips - their_pips) / 100.0f, -1.0f, 1.0f);
  *f++ = (float) buried / 15.0f;
  *f++ = in_play - side[0] - side[1] <= 7;
}

void
gamao_inputs_contact2 (const GamaoBoard *board, float inputs[GAMAO_CONTACT2_INPUTS])
{
  GamaoBoard turned = *board;
  GamaoInputsView view, other;

  gamao_board_swap_sides (&turned);
  gamao_inputs_views_init (&view, &other, board, &turned);
  gamao_inputs_for_net_views (&view, &other, GAMAO_CONTACT2_INPUTS, inputs);
}

void
gamao_inputs_for_net_views (const GamaoInputsView *view, const GamaoInputsView *other,
                            unsigned n_inputs, float *inputs)
{
  if (n_inputs == GAMAO_CONTACT3_INPUTS)
    {
      gamao_inputs_contact3 (view->board, inputs);
      return;
    }
  gamao_inputs_contact_views (view, other, inputs);
  if (n_inputs == GAMAO_CONTACT2_INPUTS)
    {
      float *extra = inputs + GAMAO_CONTACT_INPUTS;
      encode_extra (view, other, extra);
      encode_extra (other, view, extra + GAMAO_CONTACT_EXTRA_SIDE_INPUTS);
    }
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
