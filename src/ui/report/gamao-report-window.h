/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-window.h: Export Report: a small window that analyses a
 * match off the main thread (progress and Stop), then saves the report
 * as HTML or PDF, or prints it. */
#pragma once

#include <adwaita.h>

#include "gamao-match-record.h"
#include "gamao-sgf.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_REPORT_WINDOW (gamao_report_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoReportWindow, gamao_report_window, GAMAO, REPORT_WINDOW, AdwWindow)

/* Starts analysing `record` at `plies` at once. */
GamaoReportWindow *gamao_report_window_new (GtkWindow *parent, const GamaoMatchRecord *record,
                                            guint plies);
/* The same with the person's notes (issue 29; copied, NULL: none). */
GamaoReportWindow *gamao_report_window_new_with_notes (GtkWindow *parent,
                                                       const GamaoMatchRecord *record,
                                                       guint plies, const GamaoSgfNotes *notes);
/* Whether the report is ready, to save or print (for tests). */
gboolean gamao_report_window_is_ready (GamaoReportWindow *self);
/* Whether its analysis is still running. */
gboolean gamao_report_window_is_busy (GamaoReportWindow *self);
/* Saves the ready report without asking where (for tests). */
gboolean gamao_report_window_save (GamaoReportWindow *self, const char *path, GError **error);

G_END_DECLS
