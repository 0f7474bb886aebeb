/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-history-window.h: every match kept, newest first or in another
 * order, searched and filtered by opponent, result, length, period and
 * analysis; open one to replay it, continue an unfinished
 * one, delete one (with undo). */
#pragma once

#include <adwaita.h>

#include "gamao-analysis-queue.h"
#include "gamao-history-session.h"
#include "gamao-store.h"
#include "gamao-match.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_HISTORY_WINDOW (gamao_history_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHistoryWindow, gamao_history_window, GAMAO, HISTORY_WINDOW, AdwWindow)

/* Signal "continue-requested" (gint64 id, GamaoMatch *match): the
 * unfinished match `id` was read back to be played on; the owner plays
 * it (the window closes). */
GamaoHistoryWindow *gamao_history_window_new (GtkWindow *parent, GamaoStore *store);
/* Shows what `queue` analyses, with a Stop button, and lets each match
 * be analysed on request; the list shows the PR of matches analysed. */
void gamao_history_window_set_analysis_queue (GamaoHistoryWindow *self, GamaoAnalysisQueue *queue);
/* The app's history session: its analysis queue is shown (as above),
 * the files dropped or chosen are imported on its writer with a bar
 * that says how far and a Stop, the import's notice shows here, and the
 * list is read again when the session's count of matches changes. */
void gamao_history_window_set_session (GamaoHistoryWindow *self, GamaoHistorySession *session);
/* Imports match files, with one notice for the lot: on the session's
 * writer when there is a session (the window stays live), else here and
 * now. */
void gamao_history_window_import_files (GamaoHistoryWindow *self, GFile *const *files,
                                        guint n_files);

/* Reads the history again: matches were added from elsewhere. */
void gamao_history_window_reload (GamaoHistoryWindow *self);
/* The matches listed now (GamaoMatchSummary). */
GListModel *gamao_history_window_get_matches (GamaoHistoryWindow *self);
/* Filters: `opponent` NULL for all. */
void gamao_history_window_set_filter (GamaoHistoryWindow *self, const char *opponent,
                                      GamaoStoreFilter filter);

/* The words searched for, as if typed in the search entry (at once). */
void gamao_history_window_set_search (GamaoHistoryWindow *self, const char *words);

/* What the file choosers lead to: a .mat file into the history (all
 * or nothing), and a match out to one. */
gboolean gamao_history_window_import_file (GamaoHistoryWindow *self, GFile *file, GError **error);
gboolean gamao_history_window_export_file (GamaoHistoryWindow *self, gint64 id, GFile *file,
                                           GError **error);

G_END_DECLS
