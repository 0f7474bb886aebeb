/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-history-opener"

#include "config.h"

#include "gamao-history-opener.h"

struct _GamaoHistoryOpener
{
  GObject parent_instance;

  char *path;
  /* `done` is set under `lock` by the worker once the fields below are
   * written; they are read only after it, and never written again. */
  GMutex lock;
  GCond cond;
  gboolean done;
  GamaoStore *store;
  GError *error;
  guint n_matches;
  gint64 unfinished;
  GamaoMatchSummary *summary;
};

G_DEFINE_FINAL_TYPE (GamaoHistoryOpener, gamao_history_opener, G_TYPE_OBJECT)

static void
gamao_history_opener_finalize (GObject *object)
{
  GamaoHistoryOpener *self = GAMAO_HISTORY_OPENER (object);

  g_clear_object (&self->store);
  g_clear_object (&self->summary);
  g_clear_error (&self->error);
  g_free (self->path);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  G_OBJECT_CLASS (gamao_history_opener_parent_class)->finalize (object);
}

static void
gamao_history_opener_class_init (GamaoHistoryOpenerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gamao_history_opener_finalize;
}

static void
gamao_history_opener_init (GamaoHistoryOpener *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
}

/* What the start shows: the size of the history and the match to offer. */
static void
read_start (GamaoHistoryOpener *self)
{
  /* A count, not the list: at 100,000 matches the list takes seconds. */
  gint64 n = gamao_store_count_listed (self->store, NULL, GAMAO_STORE_FILTER_ALL, NULL);

  if (n >= 0)
    self->n_matches = (guint) n;
  self->unfinished = gamao_store_find_unfinished (self->store, NULL);
  if (self->unfinished > 0
      && !(self->summary = gamao_store_get_summary (self->store, self->unfinished, NULL)))
    self->unfinished = 0;
}

static void
open_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GamaoHistoryOpener *self = source;
  GError *error = NULL;
  GamaoStore *store = gamao_store_open (self->path, &error);

  g_mutex_lock (&self->lock);
  self->store = store;
  self->error = error;
  if (store)
    read_start (self);
  self->done = TRUE;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
  g_task_return_boolean (task, TRUE);
}

GamaoHistoryOpener *
gamao_history_opener_start (const char *path, GAsyncReadyCallback callback, gpointer user_data)
{
  GamaoHistoryOpener *self;
  g_autoptr (GTask) task = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  self = g_object_new (GAMAO_TYPE_HISTORY_OPENER, NULL);
  self->path = g_strdup (path);
  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, gamao_history_opener_start);
  g_task_run_in_thread (task, open_in_thread);
  return self;
}

void
gamao_history_opener_wait (GamaoHistoryOpener *self)
{
  g_return_if_fail (GAMAO_IS_HISTORY_OPENER (self));
  g_mutex_lock (&self->lock);
  while (!self->done)
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);
}

static gboolean
is_done (GamaoHistoryOpener *self)
{
  gboolean done;

  g_mutex_lock (&self->lock);
  done = self->done;
  g_mutex_unlock (&self->lock);
  return done;
}

GamaoStore *
gamao_history_opener_take_store (GamaoHistoryOpener *self, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_OPENER (self), NULL);
  g_return_val_if_fail (is_done (self), NULL);
  if (self->error)
    {
      g_propagate_error (error, g_steal_pointer (&self->error));
      return NULL;
    }
  return g_steal_pointer (&self->store);
}

guint
gamao_history_opener_get_n_matches (GamaoHistoryOpener *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_OPENER (self), 0);
  g_return_val_if_fail (is_done (self), 0);
  return self->n_matches;
}

gint64
gamao_history_opener_get_unfinished (GamaoHistoryOpener *self, GamaoMatchSummary **summary)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_OPENER (self), 0);
  g_return_val_if_fail (is_done (self), 0);
  if (summary)
    *summary = self->summary;
  return self->unfinished;
}
