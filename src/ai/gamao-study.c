/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-study.c: the study panel's figures. */
#include "config.h"

#include "gamao-study.h"
#include "gamao-i18n.h"
#include "gamao-inputs.h"
#include "gamao-met.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* gnubg's EPC factor: the mean pips of a roll, doubles counted four
 * times, 8 1/6. */
#define EPC_PIPS_PER_ROLL (49.0f / 6.0f)

/* Sides in the pairs: [0] on roll, [1] opponent. */
static const GamaoSide pair_side[2] = { GAMAO_SIDE_ON_ROLL, GAMAO_SIDE_OPPONENT };

static bool
all_home (const uint8_t *checkers)
{
  unsigned n = 0;

  for (int i = 6; i < 25; i++)
    if (checkers[i])
      return false;
  for (int i = 0; i < 6; i++)
    n += checkers[i];
  return n > 0;
}

static int
at_least (int n, int floor)
{
  return n > floor ? n - floor : 0;
}

/* Keith: pips, + 2 per checker beyond one on the 1-point, + 1 per
 * checker beyond one on the 2-point, + 1 per checker beyond three on the
 * 3-point, + 1 per empty 4-, 5- and 6-point. */
static int
keith_count (const GamaoBoard *board, GamaoSide side)
{
  const uint8_t *c = board->checkers[side];
  int n = (int) gamao_board_pip_count (board, side);

  n += 2 * at_least (c[0], 1) + at_least (c[1], 1) + at_least (c[2], 3);
  for (int i = 3; i < 6; i++)
    n += c[i] == 0;
  return n;
}

/* Thorp: pips, + 2 per checker left, + 1 per checker on the 1-point,
 * - 1 per home point held. */
static int
thorp_count (const GamaoBoard *board, GamaoSide side)
{
  const uint8_t *c = board->checkers[side];
  int n = (int) gamao_board_pip_count (board, side);

  n += 2 * (int) gamao_board_checkers_on_board (board, side) + c[0];
  for (int i = 0; i < 6; i++)
    n -= c[i] > 0;
  return n;
}

/* The bands gnubg 1.07 prints: the trailer's count T against the
 * leader's adjusted count L. */
static GamaoRaceVerdict
keith_verdict (float leader, float trailer)
{
  if (trailer >= leader - 2.0f)
    return GAMAO_RACE_DOUBLE_PASS;
  if (trailer >= leader - 3.0f)
    return GAMAO_RACE_REDOUBLE_TAKE;
  if (trailer >= leader - 4.0f)
    return GAMAO_RACE_DOUBLE_TAKE;
  return GAMAO_RACE_NO_DOUBLE;
}

static GamaoRaceVerdict
thorp_verdict (float leader, float trailer)
{
  if (trailer >= leader + 2.0f)
    return GAMAO_RACE_DOUBLE_PASS;
  if (trailer >= leader - 1.0f)
    return GAMAO_RACE_REDOUBLE_TAKE;
  if (trailer >= leader - 2.0f)
    return GAMAO_RACE_DOUBLE_TAKE;
  return GAMAO_RACE_NO_DOUBLE;
}

void
gamao_study_counts (const GamaoBearoff *db, const GamaoBoard *board, GamaoStudyCounts *out)
{
  memset (out, 0, sizeof *out);
  for (int i = 0; i < 2; i++)
    {
      GamaoSide side = pair_side[i];

      out->pips[i] = gamao_board_pip_count (board, side);
      out->keith[i] = keith_count (board, side);
      out->thorp[i] = thorp_count (board, side);
      if (db && all_home (board->checkers[side]))
        {
          out->has_epc[i] = true;
          out->mean_rolls[i] = gamao_bearoff_expected_turns (db, board->checkers[side]);
          out->epc[i] = EPC_PIPS_PER_ROLL * out->mean_rolls[i];
        }
    }
  out->keith_adjusted = (float) out->keith[0] * 8.0f / 7.0f;
  out->keith_verdict = keith_verdict (out->keith_adjusted, (float) out->keith[1]);
  out->thorp_adjusted = out->thorp[0] > 30 ? (float) out->thorp[0] * 1.1f : (float) out->thorp[0];
  out->thorp_verdict = thorp_verdict (out->thorp_adjusted, (float) out->thorp[1]);
  out->race = gamao_position_kind (board) != GAMAO_CLASS_CONTACT;
}

const char *
gamao_race_verdict_words (GamaoRaceVerdict verdict)
{
  switch (verdict)
    {
    case GAMAO_RACE_DOUBLE_TAKE:
      return GAMAO_TR ("Double, take");
    case GAMAO_RACE_REDOUBLE_TAKE:
      return GAMAO_TR ("Redouble, take");
    case GAMAO_RACE_DOUBLE_PASS:
      return GAMAO_TR ("Double, pass");
    case GAMAO_RACE_NO_DOUBLE:
    default:
      return GAMAO_TR ("No double, take");
    }
}

const char *
gamao_race_verdict_key (GamaoRaceVerdict verdict)
{
  static const char *const keys[] = { "no-double", "double-take", "redouble-take", "double-pass" };

  return verdict <= GAMAO_RACE_DOUBLE_PASS ? keys[verdict] : keys[0];
}

/* ---- the stakes at the score ---- */

/* `player`'s match winning chance after it wins `points` (negative:
 * loses them) in this game; in money play, the points. After the
 * Crawford game, or once a side is a point from the match outside it,
 * the match goes on post-Crawford. */
static float
value_after (const GamaoMatchState *s, int player, int points)
{
  if (s->match_length == 0)
    return (float) points;
  int need = (int) s->match_length - (int) s->score[player];
  int opp_need = (int) s->match_length - (int) s->score[1 - player];
  bool post = s->crawford || need == 1 || opp_need == 1;

  return points > 0 ? gamao_met_equity (need - points, opp_need, post)
                    : gamao_met_equity (need, opp_need + points, post);
}

static void
gammon_values (const GamaoMatchState *s, int player, float *gammon, float *backgammon)
{
  int cube = (int) s->cube_value;

  if (s->match_length == 0)
    {
      bool jacoby = s->jacoby && s->cube_owner == GAMAO_CUBE_CENTERED;
      *gammon = jacoby ? 0.0f : 0.5f;
      *backgammon = jacoby ? 0.0f : 1.0f;
      return;
    }
  float w = value_after (s, player, cube), l = value_after (s, player, -cube);
  float swing = w - l;

  *gammon = swing > 0.0f ? (value_after (s, player, 2 * cube) - w) / swing : 0.0f;
  *backgammon = swing > 0.0f ? (value_after (s, player, 3 * cube) - w) / swing : 0.0f;
}

void
gamao_study_stakes (const GamaoMatchState *state, GamaoStudyStakes *out)
{
  int me = state->on_roll ? 1 : 0, taker = 1 - me, cube = (int) state->cube_value;
  bool single_only = state->match_length == 0 && state->jacoby
                     && state->cube_owner == GAMAO_CUBE_CENTERED;

  memset (out, 0, sizeof *out);
  out->match = state->match_length > 0;
  gammon_values (state, me, &out->gammon_value[0], &out->backgammon_value[0]);
  gammon_values (state, taker, &out->gammon_value[1], &out->backgammon_value[1]);
  for (int k = 0; k < 3; k++)
    {
      int points = (single_only ? 1 : k + 1) * cube;
      out->after[0][k] = value_after (state, me, points);
      out->after[1][k] = value_after (state, me, -points);
    }
  float pass = value_after (state, taker, -cube);
  float win = value_after (state, taker, 2 * cube), lose = value_after (state, taker, -2 * cube);
  out->has_take_point = !(out->match && state->crawford) && win - lose > 1e-6f;
  if (out->has_take_point)
    out->take_point = (pass - lose) / (win - lose);
}

/* ---- the figures in words ---- */

typedef struct
{
  char *out;
  size_t size, len;
} Text;

__attribute__ ((format (printf, 2, 3))) static void
put (Text *t, const char *format, ...)
{
  va_list args;

  if (t->len >= t->size)
    return;
  va_start (args, format);
  int n = vsnprintf (t->out + t->len, t->size - t->len, format, args);
  va_end (args);
  t->len = n < 0 ? t->size : t->len + (size_t) n;
}

static void
put_counts (Text *t, const GamaoStudyCounts *c)
{
  put (t, "%-22s %10s %10s\n", "", GAMAO_TR ("On roll"), GAMAO_TR ("Opponent"));
  put (t, "%-22s %10u %10u\n", GAMAO_TR ("Pips"), c->pips[0], c->pips[1]);
  put (t, "%-22s", GAMAO_TR ("Effective pip count"));
  for (int i = 0; i < 2; i++)
    if (c->has_epc[i])
      put (t, " %10.2f", c->epc[i]);
    else
      put (t, " %10s", "-");
  put (t, "\n%-22s %10d %10d  ", GAMAO_TR ("Keith count"), c->keith[0], c->keith[1]);
  /* Translators: the leader's adjusted count, then what the count advises. */
  put (t, GAMAO_TR ("leader %.1f: %s\n"), c->keith_adjusted,
       gamao_race_verdict_words (c->keith_verdict));
  put (t, "%-22s %10d %10d  ", GAMAO_TR ("Thorp count"), c->thorp[0], c->thorp[1]);
  put (t, GAMAO_TR ("leader %.1f: %s\n"), c->thorp_adjusted,
       gamao_race_verdict_words (c->thorp_verdict));
}

void
gamao_study_write_figures (const GamaoStudyCounts *counts, const GamaoStudyStakes *k, char *out,
                           size_t size)
{
  Text t = { out, size, 0 };

  if (size)
    out[0] = '\0';
  put_counts (&t, counts);
  if (k->has_take_point)
    put (&t, GAMAO_TR ("Take point of the opponent: %.1f%%\n"), 100.0f * k->take_point);
  else
    put (&t, "%s\n",
         GAMAO_TR ("Take point of the opponent: none (no double in the Crawford game)"));
  put (&t,
       GAMAO_TR ("Gammon values: on roll %.3f (backgammon %.3f), opponent %.3f "
                 "(backgammon %.3f)\n"),
       k->gammon_value[0], k->backgammon_value[0], k->gammon_value[1], k->backgammon_value[1]);
}

/* ---- the temperature map ---- */

void
gamao_study_roll (unsigned i, int *d1, int *d2)
{
  /* 6-6, 6-5, ..., 6-1, 5-5, ..., 1-1. */
  int high = 6;

  while (i >= (unsigned) high)
    i -= (unsigned) high--;
  *d1 = high;
  *d2 = high - (int) i;
}

void
gamao_study_temperature_square (GamaoSearch *search, const GamaoBoard *board, int d1, int d2,
                                unsigned plies, GamaoTemperatureSquare *square)
{
  float outputs[GAMAO_N_OUTPUTS];

  memset (square, 0, sizeof *square);
  square->d1 = d1 > d2 ? d1 : d2;
  square->d2 = d1 > d2 ? d2 : d1;
  gamao_play_list_generate (&search->plays, board, square->d1, square->d2);
  int chosen = gamao_search_choose_at (search, board, &search->plays, plies, 0.0f);
  if (chosen >= 0)
    {
      square->has_play = true;
      gamao_notation_write (&search->plays.plays[chosen], square->play, sizeof square->play);
      square->equity = search->ranked[0].equity;
      return;
    }
  /* No play: the opponent rolls next in the same position. */
  GamaoBoard turned = *board;
  gamao_board_swap_sides (&turned);
  gamao_search_evaluate (search, &turned, plies, outputs);
  gamao_outputs_flip (outputs);
  square->equity = search->match ? gamao_cube_cubeless_value (search->match, outputs)
                                 : gamao_outputs_equity (outputs);
}
