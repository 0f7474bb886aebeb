/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-store-recorder.h: keeps a live GamaoMatch in the history. It
 * follows the match's signals and, after each one, writes the actions
 * the match's record holds that the database does not, one transaction
 * each: a crash loses at most the step in progress. */
#pragma once

#include "gamao-match.h"
#include "gamao-store.h"
#include "gamao-store-writer.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_STORE_RECORDER (gamao_store_recorder_get_type ())
G_DECLARE_FINAL_TYPE (GamaoStoreRecorder, gamao_store_recorder, GAMAO, STORE_RECORDER, GObject)

/* Signals: "write-failed" (GError *error): a write after a move failed;
 * the recorder tries again after the next one.
 *
 * Records `match` in the match `id` of `store`, or in a new match row
 * when `id` is 0 (the seats' levels taken from the players). What the
 * match already holds is written at once. NULL with `error` when that
 * first write fails. */
GamaoStoreRecorder *gamao_store_recorder_new (GamaoStore *store, GamaoMatch *match, gint64 id,
                                              GError **error);

/* The same, every write done by `writer` off the main thread, in order:
 * the match row with what the match holds in one transaction (no row
 * without its actions), then each change. Nothing is written before
 * this returns; gamao_store_recorder_get_id() is 0 until the row is. */
GamaoStoreRecorder *gamao_store_recorder_new_async (GamaoStoreWriter *writer, GamaoMatch *match,
                                                    gint64 id);
/* Calls `written (user_data)` on the main context once everything
 * asked for so far is written (at once without a writer). */
void gamao_store_recorder_after_writes (GamaoStoreRecorder *self, GFunc written,
                                        gpointer user_data, GDestroyNotify destroy);

gint64 gamao_store_recorder_get_id (GamaoStoreRecorder *self);
GamaoMatch *gamao_store_recorder_get_match (GamaoStoreRecorder *self);
/* Writes what is not written yet; called after each signal already. */
gboolean gamao_store_recorder_sync (GamaoStoreRecorder *self, GError **error);
/* The error of the last write, or NULL when it succeeded. */
const GError *gamao_store_recorder_get_error (GamaoStoreRecorder *self);

G_END_DECLS
