/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The study panel's figures against values worked out by hand: the
 * effective pip count from the one-sided bearoff database, the Keith
 * and Thorp counts (gnubg's "show keith" and "show thorp" on the
 * starting position), the take point, gammon values and the match
 * winning chances after each result at five scores from the
 * Kazaross-XG2 table, and the temperature map's squares against the
 * hint's first play for each roll. (tests/oracle/run-study.py compares
 * the counts and gammon values with gnubg's own.) */
#include "config.h"

#include "ai-test-boards.h"
#include "gamao-study.h"

#include <glib.h>
#include <string.h>

static GamaoEvaluator evaluator;

#define CLOSE(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), 5e-5)

static void
test_epc (void)
{
  GamaoBoard board;
  GamaoStudyCounts c;
  char text[32];

  /* One checker on the 1-point: off in one roll, 49/6 = 8.17 pips.
   * One on the 6-point: 9 rolls of 36 fall short (1-1, 1-2, 1-3, 1-4,
   * 2-3), so 1 + 9/36 = 1.25 rolls, 10.21 pips. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][5] = 1;
  gamao_study_counts (evaluator.bearoff, &board, &c);
  g_assert_true (c.has_epc[0] && c.has_epc[1]);
  CLOSE (c.epc[0], 49.0 / 6.0);
  CLOSE (c.epc[1], 49.0 / 6.0 * 1.25);
  g_snprintf (text, sizeof text, "%.2f %.2f", c.epc[0], c.epc[1]);
  g_assert_cmpstr (text, ==, "8.17 10.21");
  g_assert_cmpuint (c.pips[0], ==, 1);
  g_assert_cmpuint (c.pips[1], ==, 6);
  g_assert_true (c.race);

  /* A checker outside the home board, or on the bar: no EPC for that side. */
  board.checkers[GAMAO_SIDE_OPPONENT][6] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] = 1;
  gamao_study_counts (evaluator.bearoff, &board, &c);
  g_assert_false (c.has_epc[0]);
  g_assert_false (c.has_epc[1]);
  /* Without the database, none at all. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][0] = 1;
  gamao_study_counts (NULL, &board, &c);
  g_assert_false (c.has_epc[0]);
}

static void
test_keith_thorp (void)
{
  GamaoBoard board;
  GamaoStudyCounts c;
  char text[32];

  /* The start, as gnubg prints it: Keith 167 + 2 (empty 4- and
   * 5-points) = 169, L = 169 * 8/7 = 193.1, no double; Thorp 167 + 30
   * - 1 (the 6-point) = 196, L = 215.6, no double. */
  gamao_board_init_start (&board);
  gamao_study_counts (evaluator.bearoff, &board, &c);
  g_assert_cmpint (c.keith[0], ==, 169);
  g_assert_cmpint (c.keith[1], ==, 169);
  g_snprintf (text, sizeof text, "%.1f", c.keith_adjusted);
  g_assert_cmpstr (text, ==, "193.1");
  g_assert_cmpint (c.keith_verdict, ==, GAMAO_RACE_NO_DOUBLE);
  g_assert_cmpint (c.thorp[0], ==, 196);
  g_snprintf (text, sizeof text, "%.1f", c.thorp_adjusted);
  g_assert_cmpstr (text, ==, "215.6");
  g_assert_cmpint (c.thorp_verdict, ==, GAMAO_RACE_NO_DOUBLE);
  g_assert_false (c.race);

  /* On roll: 4 on the 1-point, 3 on the 2-point, 5 on the 3-point,
   * 3 on the 6-point: 4 + 6 + 15 + 18 = 43 pips. Keith: + 2 * 3 + 2
   * + 2 + 2 (4- and 5-points empty) = 55, L = 62.9. Thorp: 43 + 30 + 4
   * - 4 = 73, L = 80.3. Opponent: 15 on its 4-point, 60 pips; Keith
   * 60 + 2 (5- and 6-points empty) = 62; Thorp 60 + 30 - 1 = 89.
   * Keith: T = 62 >= L - 2 = 60.9: double, pass. Thorp: T = 89 >=
   * L + 2: double, pass. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 4;
  board.checkers[GAMAO_SIDE_ON_ROLL][1] = 3;
  board.checkers[GAMAO_SIDE_ON_ROLL][2] = 5;
  board.checkers[GAMAO_SIDE_ON_ROLL][5] = 3;
  board.checkers[GAMAO_SIDE_OPPONENT][3] = 15;
  gamao_study_counts (evaluator.bearoff, &board, &c);
  g_assert_cmpuint (c.pips[0], ==, 43);
  g_assert_cmpint (c.keith[0], ==, 55);
  g_assert_cmpint (c.keith[1], ==, 62);
  g_assert_cmpint (c.thorp[0], ==, 73);
  g_assert_cmpint (c.thorp[1], ==, 89);
  CLOSE (c.thorp_adjusted, 80.3);
  g_assert_cmpint (c.keith_verdict, ==, GAMAO_RACE_DOUBLE_PASS);
  g_assert_cmpint (c.thorp_verdict, ==, GAMAO_RACE_DOUBLE_PASS);
  g_assert_cmpstr (gamao_race_verdict_key (c.keith_verdict), ==, "double-pass");
}

static void
state_at (GamaoMatchState *s, unsigned length, unsigned score0, unsigned score1, int on_roll)
{
  gamao_match_state_init (s, length);
  s->score[0] = score0;
  s->score[1] = score1;
  s->on_roll = on_roll;
  s->game_state = GAMAO_GAME_PLAYING;
}

/* Kazaross-XG2, as gnubg's "show matchequitytable" prints it: the
 * match winning chance needing `a` against `b` (pre-Crawford). */
static double
met (int a, int b)
{
  static const double t[5][5] = {
    { 0.50000, 0.67736, 0.75076, 0.81436, 0.84179 },
    { 0.32264, 0.50000, 0.59947, 0.66870, 0.74359 },
    { 0.24924, 0.40053, 0.50000, 0.57150, 0.64795 },
    { 0.18564, 0.33130, 0.42850, 0.50000, 0.57732 },
    { 0.15821, 0.25641, 0.35205, 0.42268, 0.50000 },
  };
  return a <= 0 ? 1.0 : b <= 0 ? 0.0 : t[a - 1][b - 1];
}

/* Post-Crawford: the trailer's chance needing 2 against the leader's 1. */
#define POST_2_AWAY 0.48803

static void
test_stakes (void)
{
  GamaoMatchState s;
  GamaoStudyStakes k;

  /* 1. Money, cube in the middle, Jacoby: gammons do not count yet. */
  state_at (&s, 0, 0, 0, 1);
  gamao_study_stakes (&s, &k);
  g_assert_false (k.match);
  CLOSE (k.take_point, 0.25);
  CLOSE (k.gammon_value[0], 0.0);
  CLOSE (k.after[0][2], 1.0);
  /* Money without Jacoby, a 2-cube: 0.5 and 1 as gnubg prints them,
   * and the take point still 25%: (-2 + 4) / (4 + 4). */
  s.jacoby = false;
  s.cube_value = 2;
  s.cube_owner = 1;
  gamao_study_stakes (&s, &k);
  CLOSE (k.take_point, 0.25);
  CLOSE (k.gammon_value[1], 0.5);
  CLOSE (k.backgammon_value[1], 1.0);
  CLOSE (k.after[0][1], 4.0);
  CLOSE (k.after[1][2], -6.0);

  /* 2. 7 points, 2-4, light (5-away) on roll: gnubg prints gammon
   * values 0.41548 and 0.57063, backgammon values 0.99349 and 1.48998.
   * Light: W = MET(4,3), L = MET(5,2), G = MET(3,3), B = MET(2,3). */
  state_at (&s, 7, 2, 4, 0);
  gamao_study_stakes (&s, &k);
  g_assert_true (k.match);
  double w = met (4, 3), l = met (5, 2);
  CLOSE (k.gammon_value[0], (met (3, 3) - w) / (w - l));
  CLOSE (k.gammon_value[0], 0.41548);
  CLOSE (k.backgammon_value[0], (met (2, 3) - w) / (w - l));
  CLOSE (k.gammon_value[1], 0.57063);
  CLOSE (k.backgammon_value[1], 1.48998);
  /* Dark takes: P = MET(3,4) after passing, W = MET(1,5), L = MET(3,3). */
  CLOSE (k.take_point, (met (3, 4) - met (3, 3)) / (met (1, 5) - met (3, 3)));
  CLOSE (k.after[0][0], met (4, 3));
  CLOSE (k.after[0][1], met (3, 3));
  CLOSE (k.after[1][0], met (5, 2));
  CLOSE (k.after[1][2], 0.0);

  /* 3. 5 points, 0-0, dark on roll: light takes at
   * (MET(5,4) - MET(5,3)) / (MET(3,5) - MET(5,3)) = 23.9%. */
  state_at (&s, 5, 0, 0, 1);
  gamao_study_stakes (&s, &k);
  CLOSE (k.take_point, (met (5, 4) - met (5, 3)) / (met (3, 5) - met (5, 3)));
  g_assert_cmpfloat (k.take_point, >, 0.2386);
  g_assert_cmpfloat (k.take_point, <, 0.2388);
  w = met (4, 5), l = met (5, 4);
  CLOSE (k.gammon_value[0], (met (3, 5) - w) / (w - l));
  CLOSE (k.backgammon_value[0], (met (2, 5) - w) / (w - l));

  /* 4. 5 points, 4-2 after the Crawford game, dark (3-away) on roll.
   * Light, a point from the match, takes: P = 1 - 0.48803 after
   * passing, W = 1, L = 0.5 (both a point away). Dark: W = 0.48803,
   * L = 0, G = 0.5, B = 1. */
  state_at (&s, 5, 4, 2, 1);
  gamao_study_stakes (&s, &k);
  CLOSE (k.take_point, ((1.0 - POST_2_AWAY) - 0.5) / (1.0 - 0.5));
  CLOSE (k.gammon_value[0], (0.5 - POST_2_AWAY) / POST_2_AWAY);
  CLOSE (k.backgammon_value[0], (1.0 - POST_2_AWAY) / POST_2_AWAY);

  /* 5. 3 points, 2-1, the Crawford game, light on roll: nobody doubles;
   * light's gammons are worth nothing (W = 1 already), dark's gammon
   * wins the match from 0.5: (1 - 0.5) / (0.5 - 0) = 1. */
  state_at (&s, 3, 2, 1, 0);
  s.crawford = true;
  gamao_study_stakes (&s, &k);
  g_assert_false (k.has_take_point);
  CLOSE (k.gammon_value[0], 0.0);
  CLOSE (k.gammon_value[1], 1.0);
  CLOSE (k.backgammon_value[1], 1.0);
  CLOSE (k.after[1][0], 0.5);
}

static void
test_rolls (void)
{
  gboolean seen[7][7] = { { FALSE } };

  for (unsigned i = 0; i < GAMAO_STUDY_ROLLS; i++)
    {
      int d1, d2;
      gamao_study_roll (i, &d1, &d2);
      g_assert_cmpint (d1, >=, d2);
      g_assert_cmpint (d2, >=, 1);
      g_assert_false (seen[d1][d2]);
      seen[d1][d2] = TRUE;
    }
  int d1, d2;
  gamao_study_roll (0, &d1, &d2);
  g_assert_true (d1 == 6 && d2 == 6);
  gamao_study_roll (20, &d1, &d2);
  g_assert_true (d1 == 1 && d2 == 1);
}

/* Every square is the hint's first play for its roll, with its equity. */
static void
assert_map_is_hint (const GamaoBoard *board, const GamaoCubeInfo *match, GamaoLevel level,
                    unsigned n_rolls)
{
  GamaoSearch *search = gamao_search_new (&evaluator), *hint = gamao_search_new (&evaluator);

  search->match = hint->match = match;
  for (unsigned i = 0; i < n_rolls; i++)
    {
      GamaoTemperatureSquare sq;
      char best[GAMAO_NOTATION_MAX];
      int d1, d2;

      gamao_study_roll (i, &d1, &d2);
      gamao_study_temperature_square (search, board, d2, d1, gamao_level_plies (level), &sq);
      g_assert_cmpint (sq.d1, ==, d1);
      g_assert_true (sq.has_play);
      g_assert_cmpuint (gamao_search_rank (hint, board, d1, d2, level), >, 0);
      gamao_notation_write (&hint->plays.plays[hint->ranked[0].index], best, sizeof best);
      g_assert_cmpstr (sq.play, ==, best);
      CLOSE (sq.equity, hint->ranked[0].equity);
    }
  gamao_search_free (search);
  gamao_search_free (hint);
}

static void
test_temperature_map (void)
{
  GamaoBoard board;
  GamaoMatchState s;
  GamaoCubeInfo info;

  /* Under memcheck (GAMAO_TEST_SLOW) a few squares at 0-ply say enough. */
  gboolean slow = g_getenv ("GAMAO_TEST_SLOW") != NULL;
  unsigned rolls = slow ? 3 : GAMAO_STUDY_ROLLS;

  gamao_board_init_start (&board);
  assert_map_is_hint (&board, NULL, GAMAO_LEVEL_EXPERT, rolls);
  /* At a match score, and at the hint's own 2-ply for a few rolls. */
  state_at (&s, 7, 2, 4, 1);
  gamao_cube_info_from_state (&info, &s, 1, gamao_cube_efficiency (&board));
  assert_map_is_hint (&board, &info, GAMAO_LEVEL_EXPERT, rolls);
  if (!slow)
    assert_map_is_hint (&board, NULL, GAMAO_LEVEL_WORLD_CLASS, 3);

  /* Closed out: no roll plays, and every square says so, with the
   * equity of the position the opponent then rolls in. */
  GamaoSearch *search = gamao_search_new (&evaluator);
  GamaoTemperatureSquare sq;
  ai_test_closed_out (&board);
  gamao_board_swap_sides (&board);
  g_assert_cmpuint (board.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR], >, 0);
  gamao_study_temperature_square (search, &board, 6, 6, 0, &sq);
  g_assert_false (sq.has_play);
  g_assert_cmpstr (sq.play, ==, "");
  g_assert_cmpfloat (sq.equity, <, -0.5);
  gamao_search_free (search);
}

int
main (int argc, char **argv)
{
  GamaoWeightsError error;

  g_test_init (&argc, &argv, NULL);
  error = gamao_evaluator_load (&evaluator, NULL);
  if (error != GAMAO_WEIGHTS_OK)
    g_error ("%s", gamao_weights_error_message (error));
  g_test_add_func ("/study/epc", test_epc);
  g_test_add_func ("/study/keith-thorp", test_keith_thorp);
  g_test_add_func ("/study/stakes", test_stakes);
  g_test_add_func ("/study/rolls", test_rolls);
  g_test_add_func ("/study/temperature-map", test_temperature_map);
  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
