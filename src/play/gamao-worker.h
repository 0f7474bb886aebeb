/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-worker.h: a job's work on a worker thread with the nets loaded,
 * the shape the study map and the report share: the evaluator fetched
 * (its error returned when the nets cannot be loaded), the job's stop
 * called when the cancellable is cancelled, the work's result returned,
 * or the cancellation when it came first. */
#pragma once

#include <gio/gio.h>

#include "gamao-eval.h"

G_BEGIN_DECLS

/* The work, on the worker thread: its result (non-NULL), or NULL with
 * `error` set. */
typedef gpointer (*GamaoWorkerWork) (gpointer job, const GamaoEvaluator *evaluator,
                                     GError **error);
/* Asks the work to end early; called from any thread. */
typedef void (*GamaoWorkerStop) (gpointer job);

/* Runs `work` on `job` (taken over, freed with `job_free`) in a thread;
 * `result_free` frees a result nobody took. `source_tag` names the
 * caller, as g_task_set_source_tag() does. */
void gamao_worker_run (gpointer source_tag, gpointer job, GDestroyNotify job_free,
                       GamaoWorkerWork work, GDestroyNotify result_free, GamaoWorkerStop stop,
                       GCancellable *cancellable, GAsyncReadyCallback callback,
                       gpointer user_data);
/* The work's result (the caller's now), or NULL with `error`. */
gpointer gamao_worker_finish (GAsyncResult *result, GError **error);

G_END_DECLS
