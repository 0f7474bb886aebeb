/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-inputs-view.h: one side's view of a board as the contact encoders
 * need it, computed in one pass over the points: bit masks of where each
 * side stands and the counts the features share. Private to the encoders
 * (gamao-inputs*.c), which used to walk the points again for each
 * feature, and each evaluation runs them twice. */
#pragma once

#include "gamao-inputs.h"

typedef struct
{
  const GamaoBoard *board; /* the side described is on roll */
  uint32_t mine;           /* bit p (1..24): a checker on its point p; bit 25: on the bar */
  uint32_t made;           /* bit p (1..24): two or more there */
  uint32_t own_blots;      /* bit p (1..24): exactly one */
  uint32_t blocked;        /* bit p (1..24): the other side holds the point */
  uint32_t their_blots;    /* bit p (1..24): the other side has a blot there */
  uint32_t open;           /* bit p (1..24): not blocked */
  unsigned pips;
  unsigned on_board;       /* checkers not borne off, the bar's included */
  unsigned bar;
  unsigned outside;        /* on points 7..24 and the bar */
  unsigned back;           /* on points 19..24 */
  unsigned outside_pips;   /* the pips to bring every checker into the home board */
  unsigned spares;         /* checkers beyond two on each point */
} GamaoInputsView;

/* The views of `board` (`view`) and of `turned`, the same board with
 * the other side on roll (`other`). */
void gamao_inputs_views_init (GamaoInputsView *view, GamaoInputsView *other,
                              const GamaoBoard *board, const GamaoBoard *turned);

/* The first contact layout from the views of both sides of one board
 * (`view` of the side on roll, `other` of the board turned). */
void gamao_inputs_contact_views (const GamaoInputsView *view, const GamaoInputsView *other,
                                 float *inputs);

/* gamao_hitting_rolls() of the view's board. */
unsigned gamao_hitting_rolls_view (const GamaoInputsView *attacker);

/* The table behind gamao_escaping_rolls_from(), filled on first use:
 * rolls (of 36) that escape for each pattern of the twelve points in
 * front of a checker. */
const uint8_t *gamao_escape_table (void);

/* gamao_escaping_rolls_from() with the table at hand. */
static inline unsigned
gamao_escapes (const uint8_t *table, uint32_t blocked, int point)
{
  uint32_t window = point >= 12 ? blocked >> (point - 12) : blocked << (12 - point);
  return table[window & 0xfffu];
}

/* How many bits are set (without -mpopcnt, __builtin_popcount is a call
 * into libgcc). */
static inline unsigned
gamao_bits (uint32_t x)
{
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (x * 0x01010101u) >> 24;
}

/* gamao_position_kind() and gamao_board_is_crashed() of the board of
 * `view`, `other` the view of it turned. */
GamaoPositionKind gamao_inputs_view_kind (const GamaoInputsView *view,
                                          const GamaoInputsView *other);
bool gamao_inputs_view_crashed (const GamaoInputsView *view, const GamaoInputsView *other);

/* gamao_inputs_for_net() from the views of both sides. */
void gamao_inputs_for_net_views (const GamaoInputsView *view, const GamaoInputsView *other,
                                 unsigned n_inputs, float *inputs);

static inline int
gamao_highest_bit (uint32_t x)
{
  return x ? 31 - __builtin_clz (x) : 0;
}
