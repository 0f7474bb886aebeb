/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-history-keeper.h: keeps the matches played in a window in the
 * history, offers the unfinished one on start, and gives the window its
 * "win.history", "win.track", "win.copy-position-id" and
 * "win.paste-position-id" actions. One per window, made on first
 * use. */
#pragma once

#include "gamao-analysis-queue.h"
#include "gamao-store.h"
#include "gamao-window.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_HISTORY_KEEPER (gamao_history_keeper_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHistoryKeeper, gamao_history_keeper, GAMAO, HISTORY_KEEPER, GObject)

/* The keeper of `window`; the first call opens the history (telling the
 * user in a toast when a damaged one was set aside). */
GamaoHistoryKeeper *gamao_history_keeper_get (GamaoWindow *window);
/* NULL when the history cannot be opened at all. */
GamaoStore *gamao_history_keeper_get_store (GamaoHistoryKeeper *self);

/* Analyses finished matches in the background (after the window's
 * first frame) and matches asked for from the history. */
GamaoAnalysisQueue *gamao_history_keeper_get_analysis_queue (GamaoHistoryKeeper *self);

/* Records `match` (the window's new match) from its first roll on; a
 * match resumed from the history goes on in its own row. */
void gamao_history_keeper_follow (GamaoHistoryKeeper *self, GamaoMatch *match);
/* Asks whether to continue the newest unfinished match, if any. */
void gamao_history_keeper_offer_resume (GamaoHistoryKeeper *self);
/* Imports match files (.mat, .sgf) into the history, saying how it went
 * in one toast; files dropped on the window come here too. */
void gamao_history_keeper_import_files (GamaoHistoryKeeper *self, GFile *const *files,
                                        guint n_files);
/* Puts `match`, read back from the stored match `id`, on the window's
 * board to be played on in the same row of the history. */
void gamao_history_keeper_continue (GamaoHistoryKeeper *self, gint64 id, GamaoMatch *match);
/* Puts the stored match `id` on the window's board to be played on. */
gboolean gamao_history_keeper_resume (GamaoHistoryKeeper *self, gint64 id, GError **error);

G_END_DECLS
