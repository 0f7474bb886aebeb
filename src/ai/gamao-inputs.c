/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-inputs.h"

#include "gamao-inputs-view.h"

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

/* The class from each side's rearmost point (0: none left). */
static GamaoPositionKind
kind_of_rearmost (int mine, int theirs)
{
  if (mine == 0 || theirs == 0)
    return GAMAO_CLASS_OVER;
  if (mine + theirs > 25)
    return GAMAO_CLASS_CONTACT;
  if (mine <= 6 && theirs <= 6)
    return GAMAO_CLASS_BEAROFF;
  return GAMAO_CLASS_RACE;
}

GamaoPositionKind
gamao_position_kind (const GamaoBoard *board)
{
  return kind_of_rearmost (rearmost (board->checkers[GAMAO_SIDE_ON_ROLL]),
                           rearmost (board->checkers[GAMAO_SIDE_OPPONENT]));
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

/* hitting_rolls_free() when the attacker has checkers on the bar, which
 * enter first (as roll_hits() decides it, for all checkers at once). */
static unsigned
hitting_rolls_from_bar (const GamaoInputsView *attacker)
{
  const uint32_t blots = attacker->their_blots, open = attacker->open;
  const uint32_t mine = attacker->mine & 0x1fffffeu;
  const unsigned on_bar = attacker->bar;
  unsigned count = 0;

  for (int d1 = 1; d1 <= 6; d1++)
    {
      const uint32_t entry = 1u << (25 - d1);
      /* The double: the checkers left free after entering step on. */
      if ((open & entry) && ((blots & entry) || on_bar < 4))
        {
          uint32_t reach = mine | entry, hit = blots & entry;
          for (unsigned k = 0; k < 4 - on_bar && !hit; k++)
            {
              reach = (reach >> d1) & open;
              hit = reach & blots;
            }
          count += hit != 0;
        }
      for (int d2 = d1 + 1; d2 <= 6; d2++)
        {
          const uint32_t entry2 = 1u << (25 - d2);
          bool hit;
          if (on_bar >= 2)
            hit = blots & (entry | entry2);
          else
            /* Enter with either die, then play the other. */
            hit = ((open & entry) && ((blots & entry) || (((mine | entry) >> d2) & blots)))
                  || ((open & entry2) && ((blots & entry2) || (((mine | entry2) >> d1) & blots)));
          count += hit ? 2 : 0;
        }
    }
  return count;
}

unsigned
gamao_hitting_rolls_view (const GamaoInputsView *attacker)
{
  if (!attacker->their_blots)
    return 0;
  if (attacker->bar == 0)
    return hitting_rolls_free (attacker->mine, attacker->their_blots, attacker->open);
  return hitting_rolls_from_bar (attacker);
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

const uint8_t *
gamao_escape_table (void)
{
  pthread_once (&escape_once, fill_escape_table);
  return escape_table;
}

unsigned
gamao_escaping_rolls_from (uint32_t blocked, int point)
{
  /* Relative point j + 1 is point - 12 + j; points below 1 are open. */
  return gamao_escapes (gamao_escape_table (), blocked, point);
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

/* What the views need of one side's checkers, the bar left out. */
typedef struct
{
  uint32_t mine, made, blots; /* bit p for point p (1..24) */
  unsigned pips, on_board, outside, back, outside_pips, spares;
} SideCounts;

#ifdef __SSE2__
#include <emmintrin.h>

/* Sixteen bytes' sum in each half, added. */
static inline unsigned
byte_sum (__m128i bytes)
{
  __m128i s = _mm_sad_epu8 (bytes, _mm_setzero_si128 ());
  return (unsigned) (_mm_cvtsi128_si32 (s) + _mm_extract_epi16 (s, 4));
}

/* The dot product of the points' counts (unpacked to 16 bits) with
 * weights for slots 0..23. */
static inline unsigned
weighted_sum (__m128i a, __m128i b, __m128i c, const int16_t w[24])
{
  __m128i s = _mm_add_epi32 (
      _mm_add_epi32 (_mm_madd_epi16 (a, _mm_loadu_si128 ((const __m128i *) w)),
                     _mm_madd_epi16 (b, _mm_loadu_si128 ((const __m128i *) (w + 8)))),
      _mm_madd_epi16 (c, _mm_loadu_si128 ((const __m128i *) (w + 16))));
  s = _mm_add_epi32 (s, _mm_shuffle_epi32 (s, 0x4e));
  s = _mm_add_epi32 (s, _mm_shuffle_epi32 (s, 0xb1));
  return (unsigned) _mm_cvtsi128_si32 (s);
}

/* The sixteen and eight bytes' comparison masks as one mask of points. */
static inline uint32_t
point_mask (__m128i lo, __m128i hi)
{
  return ((uint32_t) _mm_movemask_epi8 (lo) | (uint32_t) (_mm_movemask_epi8 (hi) & 0xff) << 16)
         << 1;
}

static const int16_t pip_weights[24] = { 1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                         13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24 };
static const int16_t outside_weights[24] = { 0, 0, 0,  0,  0,  0,  1,  2,  3,  4,  5,  6,
                                             7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 };

static void
side_counts (const uint8_t *side, SideCounts *c)
{
  const __m128i zero = _mm_setzero_si128 (), one = _mm_set1_epi8 (1);
  __m128i lo = _mm_loadu_si128 ((const __m128i *) side);
  __m128i hi = _mm_loadl_epi64 ((const __m128i *) (side + 16));

  c->mine = ~point_mask (_mm_cmpeq_epi8 (lo, zero), _mm_cmpeq_epi8 (hi, zero)) & 0x1fffffeu;
  c->made = point_mask (_mm_cmpgt_epi8 (lo, one), _mm_cmpgt_epi8 (hi, one));
  c->blots = point_mask (_mm_cmpeq_epi8 (lo, one), _mm_cmpeq_epi8 (hi, one));
  c->on_board = byte_sum (lo) + byte_sum (hi);
  /* Slots 0..5 are the home board, slots 18..23 the other side's. */
  c->outside = c->on_board - byte_sum (_mm_and_si128 (lo, _mm_set_epi32 (0, 0, 0xffff, -1)));
  c->back = byte_sum (_mm_and_si128 (hi, _mm_set_epi32 (0, 0, -1, (int) 0xffff0000u)));
  c->spares = byte_sum (_mm_subs_epu8 (lo, _mm_set1_epi8 (2)))
              + byte_sum (_mm_subs_epu8 (hi, _mm_set1_epi8 (2)));
  __m128i a = _mm_unpacklo_epi8 (lo, zero), b = _mm_unpackhi_epi8 (lo, zero);
  __m128i d = _mm_unpacklo_epi8 (hi, zero);
  c->pips = weighted_sum (a, b, d, pip_weights);
  c->outside_pips = weighted_sum (a, b, d, outside_weights);
}
#else
static void
side_counts (const uint8_t *side, SideCounts *c)
{
  memset (c, 0, sizeof *c);
  for (int p = 1; p <= 24; p++)
    {
      unsigned n = side[p - 1];
      c->mine |= (uint32_t) (n != 0) << p;
      c->made |= (uint32_t) (n >= 2) << p;
      c->blots |= (uint32_t) (n == 1) << p;
      c->pips += n * (unsigned) p;
      c->on_board += n;
      c->outside += p > 6 ? n : 0;
      c->back += p > 18 ? n : 0;
      c->outside_pips += p > 6 ? (unsigned) (p - 6) * n : 0;
      c->spares += n > 2 ? n - 2 : 0;
    }
}
#endif

/* Point p of one side is point 25 - p of the other. */
static uint32_t
turn_points (uint32_t x)
{
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  x = (x >> 16) | (x << 16);
  return x >> 6;
}

static void
view_of (GamaoInputsView *v, const GamaoBoard *board, const SideCounts *mine,
         const SideCounts *theirs)
{
  unsigned bar = board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR];

  v->board = board;
  v->bar = bar;
  v->mine = mine->mine | (uint32_t) (bar != 0) << 25;
  v->made = mine->made;
  v->own_blots = mine->blots;
  v->blocked = turn_points (theirs->made);
  v->their_blots = turn_points (theirs->blots);
  v->open = ~v->blocked & 0x1fffffeu;
  v->pips = mine->pips + 25u * bar;
  v->on_board = mine->on_board + bar;
  v->outside = mine->outside + bar;
  v->back = mine->back;
  v->outside_pips = mine->outside_pips + 19u * bar;
  v->spares = mine->spares;
}

void
gamao_inputs_views_init (GamaoInputsView *view, GamaoInputsView *other, const GamaoBoard *board,
                         const GamaoBoard *turned)
{
  SideCounts on_roll, opponent;

  side_counts (board->checkers[GAMAO_SIDE_ON_ROLL], &on_roll);
  side_counts (board->checkers[GAMAO_SIDE_OPPONENT], &opponent);
  view_of (view, board, &on_roll, &opponent);
  view_of (other, turned, &opponent, &on_roll);
}

GamaoPositionKind
gamao_inputs_view_kind (const GamaoInputsView *view, const GamaoInputsView *other)
{
  return kind_of_rearmost (gamao_highest_bit (view->mine), gamao_highest_bit (other->mine));
}

/* side_crashed() of the view's side. */
static bool
view_crashed (const GamaoInputsView *view)
{
  const uint8_t *side = view->board->checkers[GAMAO_SIDE_ON_ROLL];

  return view->on_board - side[0] - side[1] <= 7;
}

bool
gamao_inputs_view_crashed (const GamaoInputsView *view, const GamaoInputsView *other)
{
  return gamao_highest_bit (view->mine) + gamao_highest_bit (other->mine) > 25
         && (view_crashed (view) || view_crashed (other));
}

/* The four units of each point for 0..15 checkers. */
static const float point_units[16][4] = {
  { 0, 0, 0, 0 }, { 1, 0, 0, 0 }, { 1, 1, 0, 0 }, { 1, 1, 1, 0 },
  { 1, 1, 1, 0.5f }, { 1, 1, 1, 1.0f }, { 1, 1, 1, 1.5f }, { 1, 1, 1, 2.0f },
  { 1, 1, 1, 2.5f }, { 1, 1, 1, 3.0f }, { 1, 1, 1, 3.5f }, { 1, 1, 1, 4.0f },
  { 1, 1, 1, 4.5f }, { 1, 1, 1, 5.0f }, { 1, 1, 1, 5.5f }, { 1, 1, 1, 6.0f },
};

static void
encode_points (const uint8_t *side, float *out)
{
  for (int i = 0; i < 24; i++)
    {
      unsigned n = side[i];
      if (n < 16)
        {
          memcpy (out + 4 * i, point_units[n], sizeof point_units[n]);
          continue;
        }
      out[4 * i + 0] = 1.0f;
      out[4 * i + 1] = 1.0f;
      out[4 * i + 2] = 1.0f;
      out[4 * i + 3] = (float) (n - 3) * 0.5f;
    }
}

/* The length of the longest run of set bits. */
static unsigned
longest_run (uint32_t bits)
{
  unsigned n = 0;

  for (; bits; n++)
    bits &= bits >> 1;
  return n;
}

/* The features of the side on roll of `mover`; `attacker` is the view
 * of its opponent. */
static void
encode_features (const GamaoInputsView *mover, const GamaoInputsView *attacker, float *out)
{
  unsigned blots = gamao_bits (mover->own_blots);
  int back_point = gamao_highest_bit (mover->mine);

  float *f = out;
  *f++ = (float) mover->pips / 167.0f;
  *f++ = (float) gamao_bits (mover->made & 0x7eu) / 6.0f;
  *f++ = (float) longest_run (mover->made) / 6.0f;
  *f++ = blots > 4 ? 1.0f : (float) blots / 4.0f;
  *f++ = (float) gamao_hitting_rolls_view (attacker) / 36.0f;
  *f++ = back_point >= 13
             ? (float) gamao_escapes (gamao_escape_table (), mover->blocked, back_point) / 36.0f
             : 1.0f;
  *f++ = (float) mover->outside / 15.0f;
  *f++ = (float) mover->back / 5.0f;
  *f++ = (float) gamao_bits (mover->made & (0x3fu << 19)) / 2.0f;
  *f++ = (float) back_point / 25.0f;
}

static void
encode_side_contact (const GamaoInputsView *mover, const GamaoInputsView *attacker, float *out)
{
  const uint8_t *side = mover->board->checkers[GAMAO_SIDE_ON_ROLL];
  unsigned off = mover->on_board >= GAMAO_CHECKERS ? 0 : GAMAO_CHECKERS - mover->on_board;

  encode_points (side, out);
  out[96] = side[GAMAO_BAR] >= 1;
  out[97] = (float) side[GAMAO_BAR] * 0.5f;
  out[98] = (float) off / 15.0f;
  encode_features (mover, attacker, out + 99);
}

void
gamao_inputs_contact_views (const GamaoInputsView *view, const GamaoInputsView *other,
                            float *inputs)
{
  encode_side_contact (view, other, inputs);
  encode_side_contact (other, view, inputs + GAMAO_CONTACT_SIDE_INPUTS);
}

void
gamao_inputs_contact (const GamaoBoard *board, float inputs[GAMAO_CONTACT_INPUTS])
{
  GamaoBoard turned = *board;
  GamaoInputsView view, other;

  gamao_board_swap_sides (&turned);
  gamao_inputs_views_init (&view, &other, board, &turned);
  gamao_inputs_contact_views (&view, &other, inputs);
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
