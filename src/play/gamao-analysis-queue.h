/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-analysis-queue.h: matches of the history analysed in the
 * background, one at a time, on worker threads at the lowest CPU
 * priority, each kept in the history when done. GTK-free: the window
 * shows "current" and "progress" and binds "paused" to a preference. */
#pragma once

#include "gamao-store.h"

#include <gio/gio.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_ANALYSIS_QUEUE (gamao_analysis_queue_get_type ())
G_DECLARE_FINAL_TYPE (GamaoAnalysisQueue, gamao_analysis_queue, GAMAO, ANALYSIS_QUEUE, GObject)

/* Properties: "paused" (boolean, read-write: while set no analysis
 * starts; the one running goes on), "plies" (uint, read-write, 2 by
 * default), "current" (int64, read-only: the match being analysed, 0
 * for none), "progress" (double 0..1 of the current one), "n-pending"
 * (uint: waiting, the current one not counted), "weights" (string,
 * read-only: the present weights' version once
 * gamao_analysis_queue_check_weights() has read it, else NULL).
 * Signals: "finished" (gint64 id, gboolean analysed): the analysis of
 * `id` was kept (TRUE), or stopped or failed (FALSE). */
GamaoAnalysisQueue *gamao_analysis_queue_new (GamaoStore *store, const char *weights_dir);

/* Queues match `id` (once: a match already waiting or being analysed
 * is not queued again). */
void gamao_analysis_queue_add (GamaoAnalysisQueue *self, gint64 id);
/* Reads the present weights' version on a thread at the lowest
 * priority, then (with `requeue`) queues every kept analysis made with
 * other weights, behind the matches queued with
 * gamao_analysis_queue_add(). Call it after the window's first frame:
 * it loads the weights. */
void gamao_analysis_queue_check_weights (GamaoAnalysisQueue *self, gboolean requeue);
const char *gamao_analysis_queue_get_weights (GamaoAnalysisQueue *self);
/* Stops the current analysis and forgets the waiting ones. */
void gamao_analysis_queue_stop (GamaoAnalysisQueue *self);

gboolean gamao_analysis_queue_get_paused (GamaoAnalysisQueue *self);
void gamao_analysis_queue_set_paused (GamaoAnalysisQueue *self, gboolean paused);
void gamao_analysis_queue_set_plies (GamaoAnalysisQueue *self, guint plies);
gint64 gamao_analysis_queue_get_current (GamaoAnalysisQueue *self);
double gamao_analysis_queue_get_progress (GamaoAnalysisQueue *self);
guint gamao_analysis_queue_get_n_pending (GamaoAnalysisQueue *self);

G_END_DECLS
