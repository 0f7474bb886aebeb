/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-job.c: the analysis and the report on a worker thread
 * (gamao-worker.h). The analysis's own cancel flag is raised by the
 * cancellable, so Stop stops it between two decisions. */
#define G_LOG_DOMAIN "gamao-report"

#include "config.h"

#include "gamao-report-job.h"

#include "gamao-worker.h"
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
stop (gpointer data)
{
  GamaoReportJob *job = data;

  atomic_store (&job->cancel, true);
}

/* The analysis, then the report of it. */
static gpointer
work (gpointer data, const GamaoEvaluator *evaluator, GError **error)
{
  GamaoReportJob *job = data;
  GamaoAnalysisOptions options;
  GamaoAnalysisError why;
  GamaoAnalysis *analysis;
  GamaoReport *report;

  gamao_analysis_options_init (&options);
  options.plies = job->plies;
  options.progress = on_progress;
  options.progress_data = job;
  options.cancel = &job->cancel;
  if (!(analysis = gamao_analysis_run (evaluator, job->record, &options, &why)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s",
                   _("The match could not be analysed."));
      return NULL;
    }
  report = gamao_report_new_with_notes (job->record, analysis, evaluator, &job->notes);
  gamao_analysis_free (analysis);
  return report;
}

void
gamao_report_job_run (GamaoReportJob *job, GCancellable *cancellable, GAsyncReadyCallback callback,
                      gpointer user_data)
{
  gamao_worker_run (gamao_report_job_run, job, job_free, work,
                    (GDestroyNotify) gamao_report_free, stop, cancellable, callback, user_data);
}

GamaoReport *
gamao_report_job_run_finish (GAsyncResult *result, GError **error)
{
  return gamao_worker_finish (result, error);
}

double
gamao_report_job_get_fraction (GamaoReportJob *job)
{
  unsigned total = atomic_load (&job->total);

  return total ? (double) atomic_load (&job->done) / total : 0.0;
}
