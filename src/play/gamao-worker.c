/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-worker.c: see gamao-worker.h. */
#define G_LOG_DOMAIN "gamao-play"

#include "config.h"

#include "gamao-worker.h"

#include "gamao-ai-service.h"

typedef struct
{
  gpointer job;
  GDestroyNotify job_free;
  GamaoWorkerWork work;
  GDestroyNotify result_free;
  GamaoWorkerStop stop;
} Worker;

static void
worker_free (gpointer data)
{
  Worker *worker = data;

  if (worker->job_free)
    worker->job_free (worker->job);
  g_free (worker);
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  Worker *worker = data;

  worker->stop (worker->job);
}

static void
run_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Worker *worker = task_data;
  GError *error = NULL;
  const GamaoEvaluator *evaluator = gamao_ai_service_get_evaluator (&error);
  gpointer result;

  if (!evaluator)
    {
      g_task_return_error (task, error);
      return;
    }
  gulong handler = cancellable ? g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled),
                                                        worker, NULL)
                               : 0;
  result = worker->work (worker->job, evaluator, &error);
  if (handler)
    g_cancellable_disconnect (cancellable, handler);
  if (g_task_return_error_if_cancelled (task))
    {
      if (result && worker->result_free)
        worker->result_free (result);
      g_clear_error (&error);
      return;
    }
  if (!result)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, worker->result_free);
}

void
gamao_worker_run (gpointer source_tag, gpointer job, GDestroyNotify job_free,
                  GamaoWorkerWork work, GDestroyNotify result_free, GamaoWorkerStop stop,
                  GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  Worker *worker = g_new0 (Worker, 1);

  *worker = (Worker){ job, job_free, work, result_free, stop };
  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, worker, worker_free);
  /* The work ends at its own pace: the job stays alive until it does. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, run_in_thread);
}

gpointer
gamao_worker_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
