/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-history-window-private.h: what the files of GamaoHistoryWindow
 * share: the window (gamao-history-window.c), and its files in and out
 * (gamao-history-window-files.c: imports, with their bar and Stop, and
 * exports). */
#pragma once

#include "gamao-history-window.h"

#include "gamao-match-list.h"
#include "gamao-notice.h"

G_BEGIN_DECLS

struct _GamaoHistoryWindow
{
  AdwWindow parent_instance;

  GamaoStore *store;
  GamaoMatchList *matches;      /* pages the rows from the store as they are shown */
  GStrv opponents;
  GArray *lengths;              /* of guint: the lengths in the length menu, after "any" */
  gboolean updating;

  GamaoNotice *notice;
  GtkSearchEntry *search_entry;
  GtkDropDown *sort_dropdown;
  GtkDropDown *length_dropdown;
  GtkDropDown *period_dropdown;
  GtkDropDown *analysed_dropdown;
  GtkDropDown *opponent_dropdown;
  GtkDropDown *result_dropdown;
  AdwStatusPage *empty_page;
  GtkStack *stack;
  GtkGridView *match_list;     /* one column: see the template */
  GtkWidget *analysis_bar;
  GtkLabel *analysis_label;
  GtkProgressBar *analysis_progress;
  GamaoAnalysisQueue *queue;
  char *import_details;      /* why the files last dropped were refused */
  GamaoHistorySession *session; /* imports on its writer, or NULL: here and now */
  GtkWidget *import_bar;
  GtkLabel *import_label;
  GtkProgressBar *import_progress;
  guint import_tick;            /* updates the bar while an import runs */
  gboolean importing_here;      /* the import running began here: its notice shows here */
};

/* Says `text` in the window's notice. */
void gamao_history_window_say (GamaoHistoryWindow *self, const char *text);
/* The menus and the list read again (matches were added). */
void gamao_history_window_refill (GamaoHistoryWindow *self);

/* gamao-history-window-files.c: the actions import, export,
 * import-details and stop-import; the drop target; and, with a session,
 * the import bar and the session's notices on imports begun here. */
void gamao_history_window_files_class_init (GtkWidgetClass *widget_class);
void gamao_history_window_files_init (GamaoHistoryWindow *self);
void gamao_history_window_files_follow (GamaoHistoryWindow *self, GamaoHistorySession *session);

G_END_DECLS
