/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-history-opener.h: opens the history on a worker thread, with
 * what the start of the app asks of it (how many matches it holds, the
 * newest unfinished one), so that the window's first frame never waits
 * for the integrity check, a migration, a salvage or those queries. */
#pragma once

#include <gio/gio.h>

#include "gamao-match-summary.h"
#include "gamao-store.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_HISTORY_OPENER (gamao_history_opener_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHistoryOpener, gamao_history_opener, GAMAO, HISTORY_OPENER, GObject)

/* Starts opening the history at `path` on a worker thread; `callback`
 * runs in the thread-default main context of the caller once it is
 * done, unless gamao_history_opener_wait() took the results first. */
GamaoHistoryOpener *gamao_history_opener_start (const char *path, GAsyncReadyCallback callback,
                                                gpointer user_data);
/* Blocks until the worker is done (a few tens of milliseconds at most
 * on an intact history): for whoever needs the history now. */
void gamao_history_opener_wait (GamaoHistoryOpener *self);

/* After the worker is done (the callback ran, or wait() returned): the
 * history, taken over by the caller, or NULL with `error` set. */
GamaoStore *gamao_history_opener_take_store (GamaoHistoryOpener *self, GError **error);
/* How many matches the history lists. */
guint gamao_history_opener_get_n_matches (GamaoHistoryOpener *self);
/* The newest unfinished match and its summary, or 0 and NULL. */
gint64 gamao_history_opener_get_unfinished (GamaoHistoryOpener *self,
                                            GamaoMatchSummary **summary);

G_END_DECLS
