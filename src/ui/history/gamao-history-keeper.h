/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-history-keeper.h: keeps the matches played in a window in the
 * history, offers the unfinished one on start, and does what the
 * window's history actions ask (declared in gamao-window-actions.c).
 * A plain field of its window, which connects its signals:
 *   "notice" (text, title or NULL, details or NULL): words for the user
 *   "history-size" (uint): how many matches the history holds
 *   "match-ready" (GamaoMatch): a match to play on (resumed, continued,
 *   or from a pasted position) */
#pragma once

#include "gamao-analysis-queue.h"
#include "gamao-store.h"
#include "gamao-match.h"

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_HISTORY_KEEPER (gamao_history_keeper_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHistoryKeeper, gamao_history_keeper, GAMAO, HISTORY_KEEPER, GObject)

GamaoHistoryKeeper *gamao_history_keeper_new (void);
/* Opens the history for `window` (its dialogs' parent, where files are
 * dropped), telling the user when a damaged one was set aside; connect
 * the signals first. */
void gamao_history_keeper_open (GamaoHistoryKeeper *self, GtkWindow *window);
/* The same on a worker thread, started once `window` has shown its first
 * frame, and then the offer to continue the unfinished match unless a
 * match was put on the board meanwhile. Whatever needs the history
 * before (the functions below) waits for it. */
void gamao_history_keeper_open_in_background (GamaoHistoryKeeper *self, GtkWindow *window);
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

/* The window's history actions. */
void gamao_history_keeper_show_history (GamaoHistoryKeeper *self);
void gamao_history_keeper_show_track (GamaoHistoryKeeper *self);
/* gnubg's "PositionID:MatchID", or eXtreme Gammon's XGID, of the match
 * followed, to the clipboard. */
void gamao_history_keeper_copy_position_id (GamaoHistoryKeeper *self);
void gamao_history_keeper_copy_xgid (GamaoHistoryKeeper *self);
/* The position on the board as text for a forum: IDs, XGID, diagram. */
void gamao_history_keeper_copy_position_text (GamaoHistoryKeeper *self);
/* The position on the clipboard opens for study beside the game. */
void gamao_history_keeper_paste_position_id (GamaoHistoryKeeper *self);

G_END_DECLS
