/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-job.h: a match analysed and made a report on a worker
 * thread, with its progress and a way to stop it: the app's Export
 * Report. The analysis runs at the depth asked, as `gamao-cli report`
 * does; nothing of it is kept in the history. */
#pragma once

#include <gio/gio.h>

#include "gamao-match-record.h"
#include "gamao-report.h"

G_BEGIN_DECLS

typedef struct _GamaoReportJob GamaoReportJob;

GamaoReportJob *gamao_report_job_new (const GamaoMatchRecord *record, guint plies);
/* The person's notes to write in the report (issue 29), copied; before
 * the job runs. */
void gamao_report_job_add_notes (GamaoReportJob *job, const GamaoSgfNotes *notes);
/* Runs the job (taken) on a worker thread; `cancellable` stops it. */
void gamao_report_job_run (GamaoReportJob *job, GCancellable *cancellable,
                           GAsyncReadyCallback callback, gpointer user_data);
/* The report, or NULL with `error` (G_IO_ERROR_CANCELLED when stopped). */
GamaoReport *gamao_report_job_run_finish (GAsyncResult *result, GError **error);
/* How far it is, 0 to 1, from any thread while it runs. */
double gamao_report_job_get_fraction (GamaoReportJob *job);

G_END_DECLS
