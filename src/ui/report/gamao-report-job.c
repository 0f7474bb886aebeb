/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-job.c: the analysis and the report on a worker thread. The analysis's own cancel flag is raised by the cancellable,
 * so Stop stops it between two decisions. */
#define G_LOG_DOMAIN "gamao-report"

#include "config.h"

#include "gamao-report-job.h"

#include "gamao-ai-service.h"
#include "gamao-report.h"

#include <glib/gi18n.h>
#include <stdatomic.h>

struct _GamaoReportJob
{
  GamaoMatchRecord *record;
  guint plies;
  GamaoSgfNotes notes;
  atomic_bool cancel;
  atomic_uint done, total;
};

static void
job_free (gpointer data)
{
  GamaoReportJob *job = data;

  gamao_match_record_unref (job->record);
  gamao_sgf_notes_clear (&job->notes);
  g_free (job);
}

GamaoReportJob *
gamao_report_job_new (const GamaoMatchRecord *record, guint plies)
{
  GamaoReportJob *job = g_new0 (GamaoReportJob, 1);

  job->record = gamao_match_record_copy (record);
  job->plies = MIN (plies, 4);
  atomic_init (&job->cancel, false);
  return job;
}

void
gamao_report_job_add_notes (GamaoReportJob *job, const GamaoSgfNotes *notes)
{
  gamao_sgf_notes_add_match (&job->notes, notes->match);
  for (size_t i = 0; i < notes->n; i++)
    gamao_sgf_notes_add (&job->notes, notes->items[i].game, notes->items[i].action,
                         notes->items[i].text);
}

static void
on_progress (unsigned done, unsigned total, void *data)
{
  GamaoReportJob *job = data;

  atomic_store (&job->total, total);
  atomic_store (&job->done, done);
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  GamaoReportJob *job = data;

  atomic_store (&job->cancel, true);
}

static void
run_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GamaoReportJob *job = task_data;
  GError *error = NULL;
  const GamaoEvaluator *evaluator = gamao_ai_service_get_evaluator (&error);
  GamaoAnalysisOptions options;
  GamaoAnalysisError why;

  if (!evaluator)
    {
      g_task_return_error (task, error);
      return;
    }
  gamao_analysis_options_init (&options);
  options.plies = job->plies;
  options.progress = on_progress;
  options.progress_data = job;
  options.cancel = &job->cancel;
  gulong handler = cancellable ? g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled),
                                                        job, NULL)
                               : 0;
  GamaoAnalysis *analysis = gamao_analysis_run (evaluator, job->record, &options, &why);
  if (handler)
    g_cancellable_disconnect (cancellable, handler);
  if (g_task_return_error_if_cancelled (task))
    {
      gamao_analysis_free (analysis);
      return;
    }
  if (!analysis)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s",
                               _("The match could not be analysed."));
      return;
    }
  g_task_return_pointer (task, gamao_report_new_with_notes (job->record, analysis, evaluator,
                                                      &job->notes),
                         (GDestroyNotify) gamao_report_free);
  gamao_analysis_free (analysis);
}

void
gamao_report_job_run (GamaoReportJob *job, GCancellable *cancellable, GAsyncReadyCallback callback,
                      gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, gamao_report_job_run);
  g_task_set_task_data (task, job, job_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, run_in_thread);
}

GamaoReport *
gamao_report_job_run_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

double
gamao_report_job_get_fraction (GamaoReportJob *job)
{
  unsigned total = atomic_load (&job->total);

  return total ? (double) atomic_load (&job->done) / total : 0.0;
}
