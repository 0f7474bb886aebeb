/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rollout of a kept decision (the replay's Roll Out): a root per
 * play, after it with the opponent to roll, the cube seen by the
 * opponent; with no plays the cube decision (no double, double/take);
 * run off the main thread, stopped early with the games done. */
#include "config.h"

#include "gamao-analysis-settings.h"
#include "gamao-play-list.h"
#include "gamao-rollout-job.h"

#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static void
test_roots (void)
{
  GamaoPlayList *list = malloc (sizeof *list);
  GamaoBoard board, after[2];
  GamaoMatchState state;
  const char *names[2] = { "8/5 6/5", "24/23 13/10" };

  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 7);
  state.game_state = GAMAO_GAME_PLAYING;
  state.score[0] = 3;
  state.on_roll = state.turn = 1;
  state.dice[0] = 3;
  state.dice[1] = 1;
  gamao_play_list_generate (list, &board, 3, 1);
  after[0] = list->plays[0].after;
  after[1] = list->plays[1].after;
  g_autofree GamaoRolloutJob *r = gamao_rollout_job_new_for_plays (&board, &state, after, names,
                                                                   2, 9);
  g_assert_true (r->plays);
  g_assert_true (r->is_match);
  g_assert_cmpuint (r->n_roots, ==, 2);
  g_assert_cmpuint (r->settings.games, ==, 9);
  for (int i = 0; i < 2; i++)
    {
      GamaoBoard turned = after[i];
      gamao_board_swap_sides (&turned);
      g_assert_true (memcmp (&r->roots[i].board, &turned, sizeof turned) == 0);
      g_assert_cmpstr (r->notation[i], ==, names[i]);
      g_assert_false (r->roots[i].no_double);
    }
  /* The mover is player 1: the cube is seen from their side, the root's
   * from the opponent's. */
  g_assert_cmpuint (r->cube.match_length, ==, 7);

  /* No plays: the cube decision before rolling. */
  state.dice[0] = state.dice[1] = 0;
  g_autofree GamaoRolloutJob *cube = gamao_rollout_job_new_for_plays (&board, &state, NULL, NULL,
                                                                      0, 9);
  g_assert_false (cube->plays);
  g_assert_cmpuint (cube->n_roots, ==, 2);
  g_assert_true (cube->roots[0].no_double);
  g_assert_false (cube->roots[1].no_double);
  g_assert_cmpuint (cube->roots[1].cube.cube_value, ==, 2 * cube->roots[0].cube.cube_value);
  free (list);
}

/* The job lives as long as its task: copied out in the callback. */
static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  GamaoRolloutJob **out = data;
  g_autoptr (GError) error = NULL;
  GamaoRolloutJob *r = gamao_rollout_job_run_finish (result, &error);

  g_assert_no_error (error);
  *out = g_memdup2 (r, sizeof *r);
}

/* Run and stopped: the results cover the games done, with a standard
 * error for each play. */
static void
test_run_and_stop (void)
{
  GamaoPlayList *list = malloc (sizeof *list);
  GamaoBoard board, after[2];
  GamaoMatchState state;
  const char *names[2] = { "a", "b" };
  g_autofree GamaoRolloutJob *done = NULL;

  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 0);
  state.game_state = GAMAO_GAME_PLAYING;
  gamao_play_list_generate (list, &board, 6, 5);
  after[0] = list->plays[0].after;
  after[1] = list->plays[1].after;
  GamaoRolloutJob *r = gamao_rollout_job_new_for_plays (&board, &state, after, names, 2, 100000);
  r->settings.threads = 1;
  gamao_rollout_job_run (r, NULL, on_done, &done);
  while (gamao_rollout_job_get_done (r, NULL) < 4)
    g_main_context_iteration (NULL, FALSE);
  gamao_rollout_job_stop (r);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  for (int i = 0; i < 2; i++)
    {
      g_assert_cmpuint (done->results[i].games, >, 0);
      g_assert_cmpuint (done->results[i].games, <, 100000);
      g_assert_cmpfloat (done->results[i].cubeful.se, >, 0.0);
      g_assert_cmpfloat (fabs (done->results[i].cubeful.mean), <, 3.0);
    }
  free (list);
}

/* One ranking for the hint and the replay: best cubeful figure first,
 * equal figures in the roots' order, the plays a stopped rollout did
 * not reach last whatever their (empty) figure. */
static void
test_rank (void)
{
  g_autofree GamaoRolloutJob *job = g_new0 (GamaoRolloutJob, 1);
  const double mean[] = { -0.2, 0.1, -5.0, 0.4, 0.1, 0.0 };
  const guint games[] = { 10, 10, 10, 10, 10, 0 };
  const guint want[] = { 3, 1, 4, 0, 2, 5 };
  guint order[GAMAO_AI_MAX_HINTS];

  job->plays = TRUE;
  job->settings.cubeful = TRUE;
  job->n_roots = G_N_ELEMENTS (mean);
  for (guint i = 0; i < job->n_roots; i++)
    {
      job->results[i].games = games[i];
      job->results[i].cubeful.mean = mean[i];
    }
  g_assert_cmpuint (gamao_rollout_job_rank (job, order), ==, G_N_ELEMENTS (want));
  for (guint k = 0; k < G_N_ELEMENTS (want); k++)
    g_assert_cmpuint (order[k], ==, want[k]);
  /* A play not reached sorts last even against a worse figure. */
  job->results[5].cubeful.mean = 9.0;
  gamao_rollout_job_rank (job, order);
  g_assert_cmpuint (order[5], ==, 5);
}

/* The figures as both panels write them: equity normalised to a 1-point
 * cube with its standard error, and at a match the match winning chance
 * after it (gamao-figures' convention). */
static void
test_texts (void)
{
  g_autofree GamaoRolloutJob *money_job = g_new0 (GamaoRolloutJob, 1);
  g_autofree GamaoRolloutJob *match_job = g_new0 (GamaoRolloutJob, 1);
  GamaoMatchState state;
  GamaoBoard board;

  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 0);
  gamao_cube_info_from_state (&money_job->cube, &state, 0, 1.0f);
  gamao_match_state_init (&state, 7);
  gamao_cube_info_from_state (&match_job->cube, &state, 0, 1.0f);
  match_job->is_match = TRUE;

  g_autofree char *money
    = gamao_rollout_job_equity_text (money_job, (GamaoEstimate){ 0.1234, 0.0041 });
  g_autofree char *loss = gamao_rollout_job_equity_text (money_job, (GamaoEstimate){ -0.5, 0.01 });
  /* 7-away, 7-away: a single game is worth half the swing between 6-away
   * and 7-away... 50% is equity 0 whatever the table says. */
  g_autofree char *even = gamao_rollout_job_equity_text (match_job, (GamaoEstimate){ 0.5, 0.0 });
  g_autofree char *chance = gamao_rollout_percent_text ((GamaoEstimate){ 0.14, 0.002 });

  g_assert_cmpstr (money, ==, "equity +0.123 ± 0.004");
  g_assert_cmpstr (loss, ==, "equity \u2212" "0.500 ± 0.010");
  g_assert_cmpstr (even, ==, "equity 0.000 ± 0.000 · match 50.0%");
  g_assert_cmpstr (chance, ==, "14.0% ± 0.2%");
}

/* The settings below the UI reach the job: games, truncation, plies and
 * the cube, and a job made with no number of games takes the settings'. */
static void
test_settings (void)
{
  g_autoptr (GamaoAnalysisSettings) settings = gamao_analysis_settings_new ();
  GamaoBoard board;
  GamaoMatchState state;
  const char *names[1] = { "a" };

  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 0);
  state.game_state = GAMAO_GAME_PLAYING;
  g_object_set (settings, "rollout-games", 1296, "rollout-truncate", 0, "rollout-plies", 1,
                "rollout-cubeful", FALSE, NULL);
  gamao_analysis_settings_set_default (settings);
  g_autofree GamaoRolloutJob *r = gamao_rollout_job_new_for_plays (&board, &state, &board, names,
                                                                   1, 0);
  g_assert_cmpuint (r->settings.games, ==, 1296);
  g_assert_cmpuint (r->settings.truncate, ==, 0);
  g_assert_cmpuint (r->settings.plies, ==, 1);
  g_assert_false (r->settings.cubeful);
  g_autofree char *said = gamao_rollout_job_settings_text (r);
  g_assert_cmpstr (said, ==, "rollout: 1296 games, 1\u2011ply, played to the end, cubeless");

  /* The defaults: fast, as before the settings existed. */
  gamao_analysis_settings_set_default (NULL);
  g_autoptr (GamaoAnalysisSettings) plain = gamao_analysis_settings_new ();
  gamao_analysis_settings_set_default (plain);
  g_autofree GamaoRolloutJob *d = gamao_rollout_job_new_for_plays (&board, &state, &board, names,
                                                                   1, 0);
  g_assert_cmpuint (d->settings.games, ==, 324);
  g_assert_cmpuint (d->settings.truncate, ==, 10);
  g_assert_cmpuint (d->settings.plies, ==, 0);
  g_assert_true (d->settings.cubeful);
  /* A cube decision is rolled out with the cube whatever they say. */
  g_object_set (plain, "rollout-cubeful", FALSE, NULL);
  g_autofree GamaoRolloutJob *cube = gamao_rollout_job_new_for_plays (&board, &state, NULL, NULL,
                                                                      0, 36);
  g_assert_true (cube->settings.cubeful);
  g_assert_cmpuint (cube->settings.games, ==, 36);
  gamao_analysis_settings_set_default (NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rollout-job/roots", test_roots);
  g_test_add_func ("/rollout-job/run-and-stop", test_run_and_stop);
  g_test_add_func ("/rollout-job/rank", test_rank);
  g_test_add_func ("/rollout-job/texts", test_texts);
  g_test_add_func ("/rollout-job/settings", test_settings);
  return g_test_run ();
}
