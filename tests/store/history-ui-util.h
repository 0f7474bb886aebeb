/* SPDX-License-Identifier: GPL-3.0-or-later */
/* history-ui-util.h: a small history with known matches, for the
 * widget test and the screenshots of the history windows. */
#pragma once

#include "gamao-store.h"

#include <gtk/gtk.h>

#include "gamao-history-window.h"
#include "ui-test-util.h"

typedef struct
{
  gint64 won;         /* Ana – Bia 5 points, a finished match */
  gint64 lost;        /* Ana – Bia 3 points, finished */
  gint64 unfinished;  /* Ana – Bia 7 points, a few turns in */
  gint64 tracked;     /* Ana – Rui, tracked on a real board */
} HistoryUiMatches;

/* Fills `store` with the four matches (seeded, always the same). */
void history_ui_fill (GamaoStore *store, HistoryUiMatches *ids);

/* Runs the main loop for `ms` milliseconds: for a pause to run out,
 * never to wait for something to happen (ui_test_wait_until). */
void history_ui_wait (guint ms);

/* Runs the main loop until a window of `type` is among the toplevels
 * (an action that opens one may answer late: a clipboard read under
 * memcheck on a busy machine takes seconds); fails the test after
 * ui_test_wait_until's cap. */
GtkWindow *history_ui_wait_for_window (GType type);

/* How many matches the history window lists, and the id of the match
 * listed at `i` (0 when there is none). */
guint history_ui_n_listed (GamaoHistoryWindow *window);
gint64 history_ui_listed_id (GamaoHistoryWindow *window, guint i);
