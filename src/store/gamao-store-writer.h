/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-store-writer.h: the history written off the main thread.
 *
 * One thread with its own connection to the history does the writes it
 * is given, one after the other in the order given, so the window never
 * waits for SQLite. A write that finds the history locked by another
 * program is kept and tried again (state WAITING) until it goes through;
 * one the disk refuses (full, read-only) is kept too (state FAILED) and
 * tried again with the next write or gamao_store_writer_retry(). Nothing
 * asked for is dropped while the writer lives; the owner tells the
 * person from the state, once per change, not per write.
 *
 * Properties (notified on the main context the writer was made in):
 *   "state" (GamaoStoreWriterState), "n-pending" (writes not done). */
#pragma once

#include <gio/gio.h>

#include "gamao-store.h"

G_BEGIN_DECLS

typedef enum
{
  GAMAO_STORE_WRITER_OK,        /* everything asked for is written, or being written */
  GAMAO_STORE_WRITER_WAITING,   /* another program holds the history: kept, retried */
  GAMAO_STORE_WRITER_FAILED,    /* the disk refuses: kept; see get_error() */
} GamaoStoreWriterState;

/* Runs on the writer's thread with its connection; TRUE when done. A
 * write may run again after it failed (a lock, a full disk): it must
 * write what is missing, not add it twice. */
typedef gboolean (*GamaoStoreWriteFunc) (GamaoStore *store, gpointer data, GError **error);
/* Runs on the main context once the write is done. */
typedef void (*GamaoStoreWrittenFunc) (gpointer data, gpointer user_data);

#define GAMAO_TYPE_STORE_WRITER (gamao_store_writer_get_type ())
G_DECLARE_FINAL_TYPE (GamaoStoreWriter, gamao_store_writer, GAMAO, STORE_WRITER, GObject)

/* A writer for the history at `path` (made already by
 * gamao_store_open()). */
GamaoStoreWriter *gamao_store_writer_new (const char *path);

/* Queues a write: `func (store, data)` on the thread, then `written (data,
 * user_data)` (may be NULL) on the main context; `free_data` frees
 * `data` after both. With a `key`, a write of the same key that is last
 * in the queue and not started is replaced by this one (a newer picture
 * of the same thing). */
void gamao_store_writer_push (GamaoStoreWriter *self, gconstpointer key,
                              GamaoStoreWriteFunc func, gpointer data, GDestroyNotify free_data,
                              GamaoStoreWrittenFunc written, gpointer user_data);
/* Tries a refused write again now. */
void gamao_store_writer_retry (GamaoStoreWriter *self);
/* Waits until the queue is empty, at most `timeout_ms`, dispatching the
 * "written" calls; FALSE when writes are left (the disk refuses them).
 * For closing, and for tests. */
gboolean gamao_store_writer_flush (GamaoStoreWriter *self, guint timeout_ms);

GamaoStoreWriterState gamao_store_writer_get_state (GamaoStoreWriter *self);
/* Why the last write failed (WAITING or FAILED), or NULL. */
const GError *gamao_store_writer_get_error (GamaoStoreWriter *self);
guint gamao_store_writer_get_n_pending (GamaoStoreWriter *self);

G_END_DECLS
