/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-rollout-job"

#include "config.h"

#include "gamao-rollout-job.h"

#include "gamao-analysis-settings.h"
#include "gamao-figures.h"

/* A job with the app's settings (GamaoAnalysisSettings: by default
 * truncated after 10 plies, most of the accuracy of a full rollout for a
 * fraction of its time); `games` per root, 0 for the settings' number. */
static GamaoRolloutJob *
job_for (const GamaoBoard *board, const GamaoMatchState *state, int me, guint games)
{
  GamaoRolloutJob *r = g_new0 (GamaoRolloutJob, 1);

  gamao_rollout_settings_init (&r->settings);
  gamao_analysis_settings_fill_rollout (gamao_analysis_settings_get_default (), &r->settings);
  if (games > 0)
    r->settings.games = games;
  r->settings.seed = 1;
  r->is_match = state->match_length > 0;
  gamao_cube_info_from_state (&r->cube, state, me, gamao_cube_efficiency (board));
  return r;
}

/* Before rolling: no double, and double/take when a double is possible. */
static GamaoRolloutJob *
cube_job (GamaoRolloutJob *r, const GamaoBoard *board)
{
  /* A cube decision is only seen with the cube in play. */
  r->settings.cubeful = TRUE;
  r->roots[0].board = *board;
  r->roots[0].cube = r->cube;
  r->roots[0].no_double = TRUE;
  r->n_roots = 1;
  if (gamao_cube_can_double (&r->cube))
    {
      r->roots[1] = r->roots[0];
      r->roots[1].no_double = FALSE;
      r->roots[1].cube.cube_value *= 2;
      r->roots[1].cube.owner = -1;
      r->n_roots = 2;
    }
  return r;
}

GamaoRolloutJob *
gamao_rollout_job_new (const GamaoAiJob *job, guint games)
{
  GamaoRolloutJob *r;

  if (job->dice[0] > 0 && job->n_hints == 0)
    return NULL;
  r = job_for (&job->board, &job->state, job->me, games);
  if (job->dice[0] > 0)
    {
      r->plays = TRUE;
      r->n_roots = job->n_hints;
      for (guint i = 0; i < job->n_hints; i++)
        {
          gamao_rollout_root_after_play (&r->roots[i], &job->hints[i].play.after, &r->cube);
          g_strlcpy (r->notation[i], job->hints[i].notation, sizeof r->notation[i]);
        }
      return r;
    }
  return cube_job (r, &job->board);
}

GamaoRolloutJob *
gamao_rollout_job_new_for_plays (const GamaoBoard *board, const GamaoMatchState *state,
                                 const GamaoBoard *after, const char *const *notation,
                                 guint n_plays, guint games)
{
  GamaoRolloutJob *r;

  g_return_val_if_fail (n_plays <= GAMAO_AI_MAX_HINTS, NULL);
  r = job_for (board, state, state->on_roll, games);
  if (n_plays == 0)
    return cube_job (r, board);
  r->plays = TRUE;
  r->n_roots = n_plays;
  for (guint i = 0; i < n_plays; i++)
    {
      gamao_rollout_root_after_play (&r->roots[i], &after[i], &r->cube);
      g_strlcpy (r->notation[i], notation[i], sizeof r->notation[i]);
    }
  return r;
}

static bool
on_progress (void *data, unsigned done, unsigned total)
{
  GamaoRolloutJob *r = data;

  g_atomic_int_set (&r->total, (gint) total);
  g_atomic_int_set (&r->done, (gint) done);
  return !g_atomic_int_get (&r->stop);
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  gamao_rollout_job_stop (data);
}

static void
run_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GamaoRolloutJob *r = task_data;
  GError *error = NULL;
  const GamaoEvaluator *evaluator = gamao_ai_service_get_evaluator (&error);

  if (!evaluator)
    {
      g_task_return_error (task, error);
      return;
    }
  /* Dropping the job stops the games as stopping does. */
  gulong handler = cancellable ? g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), r,
                                                        NULL)
                               : 0;
  gamao_rollout_run (evaluator, r->roots, r->n_roots, &r->settings, on_progress, r, r->results);
  if (handler)
    g_cancellable_disconnect (cancellable, handler);
  if (r->plays)
    for (guint i = 0; i < r->n_roots; i++)
      gamao_rollout_result_flip (&r->results[i]);
  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, TRUE);
}

void
gamao_rollout_job_run (GamaoRolloutJob *job, GCancellable *cancellable,
                       GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, gamao_rollout_job_run);
  g_task_set_task_data (task, job, g_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, run_in_thread);
}

GamaoRolloutJob *
gamao_rollout_job_run_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  return g_task_get_task_data (G_TASK (result));
}

void
gamao_rollout_job_stop (GamaoRolloutJob *job)
{
  g_atomic_int_set (&job->stop, 1);
}

guint
gamao_rollout_job_get_done (GamaoRolloutJob *job, guint *total)
{
  if (total)
    *total = (guint) g_atomic_int_get (&job->total);
  return (guint) g_atomic_int_get (&job->done);
}

void
gamao_rollout_job_cube (const GamaoRolloutJob *job, GamaoEstimate *no_double,
                        GamaoEstimate *double_take, float *double_pass, GamaoCubeAction *action)
{
  static const float any[GAMAO_N_OUTPUTS] = { 0.5f, 0.0f, 0.0f, 0.0f, 0.0f };
  GamaoCubeDecision d;

  /* Double/pass is known exactly; only the other two were rolled out. */
  gamao_cube_decide (&job->cube, any, &d);
  *double_pass = d.double_pass;
  *no_double = job->results[0].cubeful;
  *double_take = (GamaoEstimate){ 0.0, 0.0 };
  if (job->n_roots < 2)
    {
      *action = GAMAO_CUBE_NOT_AVAILABLE;
      return;
    }
  *double_take = job->results[1].cubeful;
  if (!job->is_match)
    {
      /* That rollout counted in units of the doubled cube. */
      double_take->mean *= 2.0;
      double_take->se *= 2.0;
    }
  d.no_double = (float) no_double->mean;
  d.double_take = (float) double_take->mean;
  gamao_cube_decision_settle (&job->cube, &d);
  *action = d.action;
}

static int
by_cubeful (gconstpointer a, gconstpointer b, gpointer data)
{
  const GamaoRolloutJob *job = data;
  guint i = *(const guint *) a, j = *(const guint *) b;
  const GamaoRolloutResult *ra = &job->results[i], *rb = &job->results[j];
  /* A cubeless rollout has no cubeful figure. */
  double a_mean = job->settings.cubeful ? ra->cubeful.mean : ra->cubeless.mean;
  double b_mean = job->settings.cubeful ? rb->cubeful.mean : rb->cubeless.mean;

  /* Plays not reached go last: their figure is no figure. */
  if ((ra->games == 0) != (rb->games == 0))
    return ra->games == 0 ? 1 : -1;
  if (ra->games && a_mean != b_mean)
    return a_mean < b_mean ? 1 : -1;
  /* Ties keep the roots' order (the engine's ranking). */
  return (i > j) - (i < j);
}

guint
gamao_rollout_job_rank (const GamaoRolloutJob *job, guint *order)
{
  for (guint i = 0; i < job->n_roots; i++)
    order[i] = i;
  g_qsort_with_data (order, (gint) job->n_roots, sizeof order[0], by_cubeful, (gpointer) job);
  return job->n_roots;
}

char *
gamao_rollout_job_equity_text (const GamaoRolloutJob *job, GamaoEstimate estimate)
{
  char text[GAMAO_FIGURE_SIZE];
  double emg = gamao_advice_to_emg (&job->cube, (float) estimate.mean);
  double se = estimate.se / gamao_advice_mwc_per_emg (&job->cube);

  return g_strdup (gamao_figure_equity_estimate (text, sizeof text, emg, se,
                                                 job->is_match ? estimate.mean : -1.0));
}

char *
gamao_rollout_job_settings_text (const GamaoRolloutJob *job)
{
  char text[GAMAO_FIGURE_SIZE];
  const GamaoRolloutSettings *s = &job->settings;

  return g_strdup (gamao_figure_rollout (text, sizeof text, s->games, s->truncate, s->plies,
                                         s->cubeful));
}

char *
gamao_rollout_percent_text (GamaoEstimate estimate)
{
  char mean[32], se[32];

  gamao_figure_percent (mean, sizeof mean, estimate.mean, FALSE);
  gamao_figure_percent (se, sizeof se, estimate.se, FALSE);
  return g_strdup_printf ("%s ± %s", mean, se);
}
