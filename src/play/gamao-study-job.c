/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-study-job.c: the study figures on a worker thread. */
#define G_LOG_DOMAIN "gamao-study-job"

#include "config.h"

#include "gamao-study-job.h"

#include "gamao-ai-service.h"

GamaoStudyJob *
gamao_study_job_new (const GamaoSetupPosition *setup, guint plies)
{
  GamaoStudyJob *job = g_new0 (GamaoStudyJob, 1);

  job->setup = *setup;
  job->plies = MIN (plies, 2);
  return job;
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  gamao_study_job_stop (data);
}

/* The squares, one by one, ranked at the match score as the hint ranks. */
static void
fill_map (GamaoStudyJob *job, const GamaoEvaluator *evaluator, const GamaoBoard *board,
          const GamaoMatchState *state)
{
  GamaoSearch *search = gamao_search_new (evaluator);
  GamaoCubeInfo info;

  if (state->match_length)
    {
      gamao_cube_info_from_state (&info, state, state->on_roll, gamao_cube_efficiency (board));
      search->match = &info;
    }
  for (guint i = 0; i < GAMAO_STUDY_ROLLS && !g_atomic_int_get (&job->stop); i++)
    {
      int d1, d2;

      gamao_study_roll (i, &d1, &d2);
      gamao_study_temperature_square (search, board, d1, d2, job->plies, &job->map[i]);
      g_atomic_int_inc (&job->done);
    }
  gamao_search_free (search);
}

static void
run_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GamaoStudyJob *job = task_data;
  GError *error = NULL;
  const GamaoEvaluator *evaluator = gamao_ai_service_get_evaluator (&error);
  GamaoBoard board;
  GamaoMatchState state;

  if (!evaluator)
    {
      g_task_return_error (task, error);
      return;
    }
  gamao_setup_position_to_board (&job->setup, &board);
  gamao_setup_position_to_state (&job->setup, &state);
  gamao_study_counts (evaluator->bearoff, &board, &job->counts);
  gamao_study_stakes (&state, &job->stakes);
  gulong handler = cancellable ? g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled),
                                                        job, NULL)
                               : 0;
  fill_map (job, evaluator, &board, &state);
  if (handler)
    g_cancellable_disconnect (cancellable, handler);
  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, TRUE);
}

void
gamao_study_job_run (GamaoStudyJob *job, GCancellable *cancellable, GAsyncReadyCallback callback,
                     gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, gamao_study_job_run);
  g_task_set_task_data (task, job, g_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, run_in_thread);
}

GamaoStudyJob *
gamao_study_job_run_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  return g_task_get_task_data (G_TASK (result));
}

void
gamao_study_job_stop (GamaoStudyJob *job)
{
  g_atomic_int_set (&job->stop, 1);
}

guint
gamao_study_job_get_done (GamaoStudyJob *job)
{
  return (guint) g_atomic_int_get (&job->done);
}
