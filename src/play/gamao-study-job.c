/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-study-job.c: the study figures on a worker thread. */
#define G_LOG_DOMAIN "gamao-study-job"

#include "config.h"

#include "gamao-study-job.h"

#include "gamao-worker.h"

GamaoStudyJob *
gamao_study_job_new (const GamaoSetupPosition *setup, guint plies)
{
  GamaoStudyJob *job = g_new0 (GamaoStudyJob, 1);

  job->setup = *setup;
  job->plies = MIN (plies, 2);
  return job;
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

/* The counts and the stakes at once, then the map; the job is the result. */
static gpointer
work (gpointer data, const GamaoEvaluator *evaluator, GError **error)
{
  GamaoStudyJob *job = data;
  GamaoBoard board;
  GamaoMatchState state;

  gamao_setup_position_to_board (&job->setup, &board);
  gamao_setup_position_to_state (&job->setup, &state);
  gamao_study_counts (evaluator->bearoff, &board, &job->counts);
  gamao_study_stakes (&state, &job->stakes);
  fill_map (job, evaluator, &board, &state);
  return job;
}

static void
stop (gpointer job)
{
  gamao_study_job_stop (job);
}

void
gamao_study_job_run (GamaoStudyJob *job, GCancellable *cancellable, GAsyncReadyCallback callback,
                     gpointer user_data)
{
  gamao_worker_run (gamao_study_job_run, job, g_free, work, NULL, stop, cancellable, callback,
                    user_data);
}

GamaoStudyJob *
gamao_study_job_run_finish (GAsyncResult *result, GError **error)
{
  return gamao_worker_finish (result, error);
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
