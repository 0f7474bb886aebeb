/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-history-session.h: the app's match history as a session, in the
 * manner of gnome-text-editor's EditorSession: it opens the history on a
 * worker, records the match at the desk from its first roll, queues the
 * analysis of a match that ends, checks the weights the analyses were
 * made with, and imports match files from wherever they come. Owned by
 * the application; the windows show what it says. No GTK.
 *
 * Signals:
 *   "notice" (text, title or NULL, details or NULL): words for the user
 *   "damaged" (text): the history was damaged and set aside; the text
 *     says where, and what was salvaged
 *   "unfinished" (gint64 id, GamaoMatchSummary *summary): the history,
 *     opened with an offer, holds an unfinished match and no match was
 *     followed meanwhile
 *   "recording-stopped" (title, text): the disk refuses the match
 *     followed (full, read-only): the owner takes it off the board
 *     before its next action and says why, what is kept and what to do
 *     (gamao_history_session_retry_recording() tries again)
 *   "recording-resumed" (gint64 row, GamaoMatch *match): everything of
 *     the stopped match is written now: the owner plays it on, in `row`
 * Properties: "store" (NULL until open, or when it cannot be opened),
 *   "n-matches" (how many matches it lists), "recording-text" (why the
 *   match is not saved now, for a bar above the board; NULL when it is).
 *
 * The match followed is written by a GamaoStoreWriter, off the main
 * thread, in the order played: a lock another program holds is waited
 * for there (the match goes on, its moves kept in memory); a disk that
 * refuses the writes stops the match. */
#pragma once

#include <gio/gio.h>

#include "gamao-analysis-queue.h"
#include "gamao-match.h"
#include "gamao-match-summary.h"
#include "gamao-store.h"
#include "gamao-store-writer.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_HISTORY_SESSION (gamao_history_session_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHistorySession, gamao_history_session, GAMAO, HISTORY_SESSION, GObject)

/* The history at `path`, or at gamao_store_default_path() when NULL;
 * nothing is opened yet. */
GamaoHistorySession *gamao_history_session_new (const char *path);

/* Reads how many matches the file lists without opening it (for a first
 * frame that cannot wait for the open). */
void gamao_history_session_peek (GamaoHistorySession *self);
/* Starts opening the history on a worker thread; once open, "unfinished"
 * is emitted when `offer_unfinished` and no match was followed before.
 * Whatever needs the history earlier waits for the worker. */
void gamao_history_session_open_in_background (GamaoHistorySession *self,
                                               gboolean offer_unfinished);
/* The history, opened now (or waited for) when it is not yet: NULL when
 * it cannot be opened at all. */
GamaoStore *gamao_history_session_get_store (GamaoHistorySession *self);
gboolean gamao_history_session_is_open (GamaoHistorySession *self);
guint gamao_history_session_get_n_matches (GamaoHistorySession *self);

/* Analyses finished matches in the background and matches asked for
 * from the history; paused until gamao_history_session_start_analysis(). */
GamaoAnalysisQueue *gamao_history_session_get_analysis_queue (GamaoHistorySession *self);
/* Lets the queue run (once the app has shown its first frame), and
 * queues the analyses made with other weights unless the preference
 * turns automatic analysis off. */
void gamao_history_session_start_analysis (GamaoHistorySession *self);

/* Records `match` (NULL: none) in the history: in the stored match `row`
 * when it goes on from there, else in a new row from its first roll (a
 * match set up from a position, already under way, at once). */
void gamao_history_session_follow (GamaoHistorySession *self, GamaoMatch *match, gint64 row);
GamaoMatch *gamao_history_session_get_match (GamaoHistorySession *self);
/* The stored match `id` replayed to where it stopped, to be followed in
 * its own row; NULL with `error`. */
GamaoMatch *gamao_history_session_resume (GamaoHistorySession *self, gint64 id, GError **error);
/* The newest unfinished match (0 when none) and its summary. */
gint64 gamao_history_session_find_unfinished (GamaoHistorySession *self,
                                              GamaoMatchSummary **summary);

/* Imports match files (.mat, .sgf) into the history and says how it
 * went in one "notice". On the writer's thread (property "importing"
 * while it runs; returns 0), or at once when there is no writer (returns
 * how many were imported). */
guint gamao_history_session_import_files (GamaoHistorySession *self, GFile *const *files,
                                          guint n_files);
gboolean gamao_history_session_get_importing (GamaoHistorySession *self);
/* The share of the files done, 0 to 1. */
double gamao_history_session_get_import_progress (GamaoHistorySession *self);
/* How many files the import has done, of how many (0 of 0 when none
 * runs). */
void gamao_history_session_get_import_counts (GamaoHistorySession *self, guint *n_done,
                                              guint *n_files);
/* Stops the import: the file being read is not imported (each file is
 * one transaction), nor those after it; "notice" says how many were. */
void gamao_history_session_stop_import (GamaoHistorySession *self);

const char *gamao_history_session_get_recording_text (GamaoHistorySession *self);
void gamao_history_session_retry_recording (GamaoHistorySession *self);
/* The writer of the match followed (NULL for a read-only history). */
GamaoStoreWriter *gamao_history_session_get_writer (GamaoHistorySession *self);

/* "Continue the 5-point match against Bia, 3–2?" (translated). */
char *gamao_history_session_resume_question (GamaoMatchSummary *summary);

G_END_DECLS
