/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The analysis depth and the rollout settings in one object below the
 * UI, without a display: it follows the GSettings keys both ways, and
 * what it says reaches the AI service's questions (the hint's and the
 * tutor's depth) and the analysis queue. (The rollout job's part is in
 * test-rollout-job.) */
#include "config.h"

#include "gamao-ai-service.h"
#include "gamao-analysis-queue.h"
#include "gamao-analysis-settings.h"

#include <glib/gstdio.h>

static void
test_follows_settings (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GamaoAnalysisSettings) analysis = gamao_analysis_settings_new_for_settings (settings);
  GamaoRolloutSettings rollout;
  guint plies = 0;

  /* The defaults stay fast: 2-ply analysis, 324 games truncated after
   * 10 plies at 0-ply, cubeful. */
  gamao_analysis_settings_fill_rollout (analysis, &rollout);
  g_assert_cmpuint (gamao_analysis_settings_get_analysis_plies (analysis), ==, 2);
  g_assert_cmpuint (rollout.games, ==, 324);
  g_assert_cmpuint (rollout.truncate, ==, 10);
  g_assert_cmpuint (rollout.plies, ==, 0);
  g_assert_true (rollout.cubeful);

  g_settings_set_uint (settings, "analysis-plies", 1);
  g_settings_set_uint (settings, "rollout-truncate", 0);
  g_settings_set_boolean (settings, "rollout-cubeful", FALSE);
  g_object_get (analysis, "analysis-plies", &plies, NULL);
  g_assert_cmpuint (plies, ==, 1);
  gamao_analysis_settings_fill_rollout (analysis, &rollout);
  g_assert_cmpuint (rollout.truncate, ==, 0);
  g_assert_false (rollout.cubeful);

  /* And back: what Preferences sets on the object is kept. */
  gamao_analysis_settings_set_rollout_games (analysis, 1296);
  g_assert_cmpuint (g_settings_get_uint (settings, "rollout-games"), ==, 1296);
  g_settings_reset (settings, "analysis-plies");
  g_settings_reset (settings, "rollout-truncate");
  g_settings_reset (settings, "rollout-cubeful");
  g_settings_reset (settings, "rollout-games");
}

static void
test_reaches_questions (void)
{
  g_autoptr (GamaoAnalysisSettings) analysis = gamao_analysis_settings_new ();
  GamaoMatchState state;
  GamaoBoard board;
  g_autofree GamaoAiJob *shallow = NULL, *deep = NULL;

  gamao_analysis_settings_set_default (analysis);
  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 5);
  state.game_state = GAMAO_GAME_PLAYING;
  gamao_analysis_settings_set_analysis_plies (analysis, 0);
  shallow = gamao_ai_job_new_for_position (&board, &state, GAMAO_AI_HINT, GAMAO_LEVEL_EXPERT);
  gamao_analysis_settings_set_analysis_plies (analysis, 3);
  deep = gamao_ai_job_new_for_position (&board, &state, GAMAO_AI_TUTOR, GAMAO_LEVEL_EXPERT);
  g_assert_cmpuint (shallow->plies, ==, 0);
  g_assert_cmpuint (deep->plies, ==, 3);
  gamao_analysis_settings_set_default (NULL);
}

static void
test_reaches_queue (void)
{
  g_autoptr (GamaoAnalysisSettings) analysis = gamao_analysis_settings_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gamao-analysis-settings-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GamaoStore) store = NULL;
  g_autoptr (GamaoAnalysisQueue) queue = NULL;
  guint plies = 9;

  g_assert_no_error (error);
  gamao_analysis_settings_set_default (analysis);
  gamao_analysis_settings_set_analysis_plies (analysis, 1);
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  queue = gamao_analysis_queue_new (store, NULL);
  g_object_get (queue, "plies", &plies, NULL);
  g_assert_cmpuint (plies, ==, 1);
  gamao_analysis_settings_set_analysis_plies (analysis, 3);
  g_object_get (queue, "plies", &plies, NULL);
  g_assert_cmpuint (plies, ==, 3);
  gamao_analysis_settings_set_default (NULL);
  g_clear_object (&queue);
  g_clear_object (&store);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis-settings/follows-settings", test_follows_settings);
  g_test_add_func ("/analysis-settings/reaches-questions", test_reaches_questions);
  g_test_add_func ("/analysis-settings/reaches-queue", test_reaches_queue);
  return g_test_run ();
}
