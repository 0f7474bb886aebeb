/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of rollouts: known positions come out as they must, the figures
 * are reproducible whatever the threads, variance reduction reduces the
 * variance, and a rollout can be cancelled. */
#include "config.h"

#include "ai-test-boards.h"
#include "gamao-eval.h"
#include "gamao-play-list.h"
#include "gamao-rollout.h"

#include <glib.h>
#include <math.h>
#include <string.h>

static GamaoEvaluator evaluator;

/* Games for a test whose checks hold for any number of games (equal
 * figures, exact identities): a third under memcheck or the sanitizers
 * (GAMAO_TEST_SLOW, set by build-aux/check), where each game is many
 * times slower. The statistical tests always play all theirs. */
static unsigned
exact_games (unsigned games)
{
  return g_getenv ("GAMAO_TEST_SLOW") ? games / 3 : games;
}

static void
money_root (GamaoRolloutRoot *root, const GamaoBoard *board)
{
  memset (root, 0, sizeof *root);
  root->board = *board;
  root->cube.cube_value = 1;
  root->cube.efficiency = 0.68f;
}

static void
settings_for (GamaoRolloutSettings *s, unsigned games, unsigned truncate, bool cubeful)
{
  gamao_rollout_settings_init (s);
  s->games = games;
  s->truncate = truncate;
  s->cubeful = cubeful;
  s->threads = 2;
  s->seed = 20261124;
}

static void
won_race (GamaoBoard *board)
{
  /* Three checkers on our 1 and 2 points against fifteen on the other
   * side's 8 and 9 points: we are off in two turns at most, they cannot
   * get one checker off by then, and none of theirs is in our home. */
  gamao_board_clear (board);
  board->checkers[GAMAO_SIDE_ON_ROLL][0] = 2;
  board->checkers[GAMAO_SIDE_ON_ROLL][1] = 1;
  board->checkers[GAMAO_SIDE_OPPONENT][7] = 8;
  board->checkers[GAMAO_SIDE_OPPONENT][8] = 7;
}

static void
test_won_race (void)
{
  GamaoBoard board;
  GamaoRolloutRoot root;
  GamaoRolloutSettings s;
  GamaoRolloutResult r;

  won_race (&board);
  money_root (&root, &board);
  settings_for (&s, 72, 0, true);
  g_assert_true (gamao_rollout_run (&evaluator, &root, 1, &s, NULL, NULL, &r));
  g_assert_cmpuint (r.games, ==, 72);
  /* Every game is a gammon, so every figure is exact. */
  g_assert_cmpfloat_with_epsilon (r.outputs[GAMAO_OUT_WIN].mean, 1.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (r.outputs[GAMAO_OUT_WIN_GAMMON].mean, 1.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (r.outputs[GAMAO_OUT_WIN_BACKGAMMON].mean, 0.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (r.cubeless.mean, 2.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (r.cubeless.se, 0.0, 1e-6);
  /* Too good to double: the cube stays put and the gammon is played for. */
  g_assert_cmpfloat_with_epsilon (r.cubeful.mean, 2.0, 1e-6);
}

static void
test_finished_play (void)
{
  GamaoBoard board;
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  GamaoRolloutRoot root;
  GamaoRolloutSettings s;
  GamaoRolloutResult r;
  GamaoCubeInfo cube = { .cube_value = 1, .efficiency = 0.68f };

  /* 6-6 bears off the last three checkers: the play ends the game. */
  won_race (&board);
  gamao_play_list_generate (list, &board, 6, 6);
  g_assert_cmpuint (list->n_plays, ==, 1);
  gamao_rollout_root_after_play (&root, &list->plays[0].after, &cube);
  settings_for (&s, 36, 0, true);
  g_assert_true (gamao_rollout_run (&evaluator, &root, 1, &s, NULL, NULL, &r));
  gamao_rollout_result_flip (&r);
  g_assert_cmpfloat_with_epsilon (r.outputs[GAMAO_OUT_WIN].mean, 1.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (r.cubeless.mean, 2.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (r.cubeful.mean, 2.0, 1e-6);
  g_free (list);
}

static void
test_closed_out (void)
{
  GamaoBoard board;
  GamaoRolloutRoot roots[2];
  GamaoRolloutSettings s;
  GamaoRolloutResult r[2];

  ai_test_closed_out (&board);
  money_root (&roots[0], &board);
  gamao_board_swap_sides (&board);
  money_root (&roots[1], &board);
  settings_for (&s, 72, 0, false);
  g_assert_true (gamao_rollout_run (&evaluator, roots, 2, &s, NULL, NULL, r));
  /* The side that closed the board wins nearly always, on roll or not. */
  g_assert_cmpfloat (r[0].outputs[GAMAO_OUT_WIN].mean, >, 0.85);
  g_assert_cmpfloat (r[1].outputs[GAMAO_OUT_WIN].mean, <, 0.15);
  g_assert_cmpfloat (r[0].cubeless.mean, >, 0.7);
}

static void
test_start_symmetric (void)
{
  GamaoBoard board;
  GamaoRolloutRoot root;
  GamaoRolloutSettings s;
  GamaoRolloutResult r;

  /* Before any roll the position is the same for both sides; the side
   * about to roll is a small favourite, and gammons are even. */
  gamao_board_init_start (&board);
  money_root (&root, &board);
  settings_for (&s, 144, 8, false);
  g_assert_true (gamao_rollout_run (&evaluator, &root, 1, &s, NULL, NULL, &r));
  g_assert_cmpfloat (r.outputs[GAMAO_OUT_WIN].mean, >, 0.47);
  g_assert_cmpfloat (r.outputs[GAMAO_OUT_WIN].mean, <, 0.60);
  g_assert_cmpfloat (fabs (r.outputs[GAMAO_OUT_WIN_GAMMON].mean
                           - r.outputs[GAMAO_OUT_LOSE_GAMMON].mean),
                     <, 0.05);
}

static void
test_reproducible (void)
{
  GamaoBoard board;
  GamaoRolloutRoot root;
  GamaoRolloutSettings s;
  GamaoRolloutResult one, two, other_seed;

  gamao_board_init_start (&board);
  money_root (&root, &board);
  settings_for (&s, exact_games (72), 6, true);
  s.threads = 1;
  gamao_rollout_run (&evaluator, &root, 1, &s, NULL, NULL, &one);
  s.threads = 2;
  gamao_rollout_run (&evaluator, &root, 1, &s, NULL, NULL, &two);
  g_assert_cmpmem (&one, sizeof one, &two, sizeof two);
  s.seed++;
  gamao_rollout_run (&evaluator, &root, 1, &s, NULL, NULL, &other_seed);
  g_assert_cmpfloat (one.cubeless.mean, !=, other_seed.cubeless.mean);
}

static void
test_variance_reduction (void)
{
  GamaoBoard board;
  GamaoRolloutRoot root;
  GamaoRolloutSettings s;
  GamaoRolloutResult with, without;

  gamao_board_init_start (&board);
  money_root (&root, &board);
  settings_for (&s, 144, 6, false);
  gamao_rollout_run (&evaluator, &root, 1, &s, NULL, NULL, &with);
  s.variance_reduction = false;
  gamao_rollout_run (&evaluator, &root, 1, &s, NULL, NULL, &without);
  /* Six plies of luck are most of the spread of a truncated game. */
  g_assert_cmpfloat (with.cubeless.se, <, 0.5 * without.cubeless.se);
  /* Both estimate the same thing. */
  double se = sqrt (with.cubeless.se * with.cubeless.se + without.cubeless.se * without.cubeless.se);
  g_assert_cmpfloat (fabs (with.cubeless.mean - without.cubeless.mean), <, 4.0 * se);
}

static void
test_match_dmp (void)
{
  GamaoBoard board;
  GamaoRolloutRoot root;
  GamaoRolloutSettings s;
  GamaoRolloutResult r;

  /* Both players one point away, after the Crawford game: the cube is
   * dead and gammons do not count, so the match winning chance is the
   * chance to win the game, cubeful or not. */
  gamao_board_init_start (&board);
  money_root (&root, &board);
  root.cube.match_length = 7;
  root.cube.need = 1;
  root.cube.opp_need = 1;
  root.cube.post_crawford = true;
  settings_for (&s, exact_games (72), 6, true);
  g_assert_true (gamao_rollout_run (&evaluator, &root, 1, &s, NULL, NULL, &r));
  g_assert_true (r.is_match);
  g_assert_cmpfloat_with_epsilon (r.cubeful.mean, r.cubeless.mean, 1e-6);
  g_assert_cmpfloat_with_epsilon (r.cubeless.mean, r.outputs[GAMAO_OUT_WIN].mean, 1e-6);
  /* Seen from the other side: its own chance to win, still equal. */
  double before = r.cubeful.mean;
  gamao_rollout_result_flip (&r);
  g_assert_cmpfloat_with_epsilon (r.cubeful.mean, 1.0 - before, 1e-6);
  g_assert_cmpfloat_with_epsilon (r.cubeful.mean, r.outputs[GAMAO_OUT_WIN].mean, 1e-6);
}

typedef struct
{
  unsigned calls, last_done, last_total;
  bool cancel;
} Progress;

static bool
on_progress (void *data, unsigned done, unsigned total)
{
  Progress *p = data;

  p->calls++;
  p->last_done = done;
  p->last_total = total;
  return !p->cancel;
}

static void
test_progress_and_cancel (void)
{
  GamaoBoard board;
  GamaoRolloutRoot root;
  GamaoRolloutSettings s;
  GamaoRolloutResult r;
  Progress p = { 0 };

  gamao_board_init_start (&board);
  money_root (&root, &board);
  settings_for (&s, 36, 2, false);
  g_assert_true (gamao_rollout_run (&evaluator, &root, 1, &s, on_progress, &p, &r));
  g_assert_cmpuint (p.calls, >=, 1);
  g_assert_cmpuint (p.last_done, ==, 36);
  g_assert_cmpuint (p.last_total, ==, 36);

  p = (Progress){ .cancel = true };
  settings_for (&s, 100000, 0, true);
  g_assert_false (gamao_rollout_run (&evaluator, &root, 1, &s, on_progress, &p, &r));
  g_assert_cmpuint (r.games, <, 100000);
}

static bool
stop_after_ten (void *data, unsigned done, unsigned total)
{
  return done < 10;
}

/* Stopped early, a rollout of two roots has played about as many games
 * of each (the roots take turns), so that their figures still compare. */
static void
test_stopped_roots_even (void)
{
  GamaoBoard board;
  GamaoRolloutRoot roots[2];
  GamaoRolloutSettings s;
  GamaoRolloutResult r[2];

  gamao_board_init_start (&board);
  money_root (&roots[0], &board);
  money_root (&roots[1], &board);
  settings_for (&s, 100000, 0, true);
  s.threads = 2;
  g_assert_false (gamao_rollout_run (&evaluator, roots, 2, &s, stop_after_ten, NULL, r));
  g_assert_cmpuint (r[0].games, >, 0);
  g_assert_cmpuint (r[1].games, >, 0);
  g_assert_cmpuint (r[0].games, <, 100000);
  g_assert_cmpuint (MAX (r[0].games, r[1].games) - MIN (r[0].games, r[1].games), <=, 2);
}

int
main (int argc, char **argv)
{
  GamaoWeightsError error;

  g_test_init (&argc, &argv, NULL);
  error = gamao_evaluator_load (&evaluator, NULL);
  if (error != GAMAO_WEIGHTS_OK)
    g_error ("%s: %s", gamao_data_dir (), gamao_weights_error_message (error));

  g_test_add_func ("/ai/rollout/won-race", test_won_race);
  g_test_add_func ("/ai/rollout/finished-play", test_finished_play);
  g_test_add_func ("/ai/rollout/closed-out", test_closed_out);
  g_test_add_func ("/ai/rollout/start-symmetric", test_start_symmetric);
  g_test_add_func ("/ai/rollout/reproducible", test_reproducible);
  g_test_add_func ("/ai/rollout/match-dmp", test_match_dmp);
  g_test_add_func ("/ai/rollout/variance-reduction", test_variance_reduction);
  g_test_add_func ("/ai/rollout/progress-and-cancel", test_progress_and_cancel);
  g_test_add_func ("/ai/rollout/stopped-roots-even", test_stopped_roots_even);

  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
