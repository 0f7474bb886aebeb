/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The study figures worked out off the main thread: the counts, the
 * stakes and every square of the temperature map as the study functions
 * give them on this thread; stopped before it starts, the counts are
 * there and no square; cancelled, the job ends with G_IO_ERROR_CANCELLED. */
#include "config.h"

#include "gamao-study-job.h"

#include <glib.h>
#include <string.h>

/* Every wait has a cap: a job that never ends fails the test. */
#define CAP_SECONDS 240

typedef struct
{
  GamaoStudyJob *job; /* a copy of the finished job */
  GError *error;
  gboolean finished;
} Outcome;

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Outcome *out = data;
  GamaoStudyJob *job = gamao_study_job_run_finish (result, &out->error);

  if (job)
    out->job = g_memdup2 (job, sizeof *job);
  out->finished = TRUE;
}

static gboolean
on_cap (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
run_and_wait (GamaoStudyJob *job, GCancellable *cancellable, Outcome *out)
{
  gboolean capped = FALSE;
  guint cap = g_timeout_add_seconds (CAP_SECONDS, on_cap, &capped);

  gamao_study_job_run (job, cancellable, on_done, out);
  while (!out->finished && !capped)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (capped);
  g_source_remove (cap);
}

static void
read_setup (GamaoSetupPosition *setup, const char *xgid)
{
  char why[128];

  g_assert_true (gamao_setup_position_read (setup, xgid, NULL, why, sizeof why));
  g_assert_true (gamao_setup_position_valid (setup));
}

static void
test_map (void)
{
  GamaoSetupPosition setup;
  GamaoEvaluator evaluator;
  GamaoBoard board;
  GamaoMatchState state;
  GamaoCubeInfo info;
  GamaoStudyCounts counts;
  Outcome out = { 0 };

  /* 7 points, 2-4, dark on roll with the 2-cube. */
  read_setup (&setup, "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:4:2:0:7:10");
  run_and_wait (gamao_study_job_new (&setup, 0), NULL, &out);
  g_assert_no_error (out.error);
  g_assert_cmpuint (out.job->done, ==, GAMAO_STUDY_ROLLS);

  /* The same figures on this thread, with an evaluator of its own. */
  g_assert_cmpint (gamao_evaluator_load (&evaluator, NULL), ==, GAMAO_WEIGHTS_OK);
  gamao_setup_position_to_board (&setup, &board);
  gamao_setup_position_to_state (&setup, &state);
  gamao_study_counts (evaluator.bearoff, &board, &counts);
  g_assert_cmpmem (&counts, sizeof counts, &out.job->counts, sizeof counts);
  g_assert_true (out.job->stakes.match);
  g_assert_true (out.job->stakes.has_take_point);
  GamaoSearch *search = gamao_search_new (&evaluator);
  gamao_cube_info_from_state (&info, &state, state.on_roll, gamao_cube_efficiency (&board));
  search->match = &info;
  for (guint i = 0; i < GAMAO_STUDY_ROLLS; i++)
    {
      GamaoTemperatureSquare sq;
      int d1, d2;

      gamao_study_roll (i, &d1, &d2);
      gamao_study_temperature_square (search, &board, d1, d2, 0, &sq);
      g_assert_cmpint (out.job->map[i].d1, ==, d1);
      g_assert_cmpint (out.job->map[i].d2, ==, d2);
      g_assert_cmpstr (out.job->map[i].play, ==, sq.play);
      g_assert_cmpfloat (out.job->map[i].equity, ==, sq.equity);
    }
  gamao_search_free (search);
  gamao_evaluator_clear (&evaluator);
  g_free (out.job);
}

static void
test_stopped (void)
{
  GamaoSetupPosition setup;
  Outcome out = { 0 };

  gamao_setup_position_init_start (&setup);
  GamaoStudyJob *job = gamao_study_job_new (&setup, 2);
  gamao_study_job_stop (job);
  run_and_wait (job, NULL, &out);
  g_assert_no_error (out.error);
  g_assert_cmpuint (out.job->done, ==, 0);
  g_assert_cmpuint (out.job->counts.pips[0], ==, 167);
  g_assert_cmpint (out.job->counts.keith[1], ==, 169);
  g_free (out.job);
}

static void
test_cancelled (void)
{
  GamaoSetupPosition setup;
  Outcome out = { 0 };
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();

  gamao_setup_position_init_start (&setup);
  g_cancellable_cancel (cancellable);
  run_and_wait (gamao_study_job_new (&setup, 2), cancellable, &out);
  g_assert_error (out.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (out.job);
  g_clear_error (&out.error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/study-job/map", test_map);
  g_test_add_func ("/study-job/stopped", test_stopped);
  g_test_add_func ("/study-job/cancelled", test_cancelled);
  return g_test_run ();
}
