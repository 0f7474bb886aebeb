/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-store"

#include "config.h"

#include "gamao-store-writer.h"

#include "gamao-store-private.h"

/* How long one try waits for another program's lock before the writer
 * says it is waiting (and tries again), and how long it waits before
 * trying a refused write again by itself. */
#define BUSY_MS 1000
#define RETRY_US (5 * G_USEC_PER_SEC)

typedef struct
{
  gconstpointer key;
  GamaoStoreWriteFunc func;
  gpointer data;
  GDestroyNotify free_data;
  GamaoStoreWrittenFunc written;
  gpointer user_data;
} Job;

struct _GamaoStoreWriter
{
  GObject parent_instance;

  char *path;
  GThread *thread;
  GMainContext *context;        /* where "written" and the notifications run */

  /* Shared with the thread, under `lock`. */
  GMutex lock;
  GCond cond;                   /* a write queued, a retry, a write done, quitting */
  GQueue queue;                 /* of Job: the head is the one written now or next */
  gboolean running;             /* the head is being written */
  gboolean poke;                /* try the head again now */
  gboolean stuck;               /* refused, waiting to try again */
  gboolean quit;
  GQueue done;                  /* of Job: written, for the main context */
  GamaoStoreWriterState thread_state;
  GError *thread_error;
  GSource *update;              /* the idle that brings the above to the main context */

  /* The main context's view. */
  GamaoStoreWriterState state;
  GError *error;
  guint n_pending;
};

G_DEFINE_FINAL_TYPE (GamaoStoreWriter, gamao_store_writer, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STATE,
  PROP_N_PENDING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
job_free (Job *job)
{
  if (job->free_data)
    job->free_data (job->data);
  g_free (job);
}

static void
set_n_pending (GamaoStoreWriter *self, guint n)
{
  if (self->n_pending == n)
    return;
  self->n_pending = n;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
}

/* On the main context: the writes done and the thread's state. */
static gboolean
dispatch (gpointer user_data)
{
  GamaoStoreWriter *self = user_data;
  GQueue done = G_QUEUE_INIT;
  GamaoStoreWriterState state;
  GError *error;
  guint n;
  Job *job;

  g_mutex_lock (&self->lock);
  self->update = NULL;
  done = self->done;
  g_queue_init (&self->done);
  state = self->thread_state;
  error = self->thread_error ? g_error_copy (self->thread_error) : NULL;
  n = g_queue_get_length (&self->queue);
  g_mutex_unlock (&self->lock);

  g_object_ref (self);
  while ((job = g_queue_pop_head (&done)))
    {
      if (job->written)
        job->written (job->data, job->user_data);
      job_free (job);
    }
  g_clear_error (&self->error);
  self->error = error;
  set_n_pending (self, n);
  if (self->state != state)
    {
      self->state = state;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* Under the lock, on the thread. */
static void
schedule_dispatch (GamaoStoreWriter *self)
{
  if (self->update)
    return;
  self->update = g_idle_source_new ();
  g_source_set_priority (self->update, G_PRIORITY_DEFAULT);
  g_source_set_callback (self->update, dispatch, self, NULL);
  g_source_attach (self->update, self->context);
  g_source_unref (self->update);
}

static void
set_thread_state (GamaoStoreWriter *self, GamaoStoreWriterState state, GError *error)
{
  g_clear_error (&self->thread_error);
  self->thread_error = error;
  self->thread_state = state;
  schedule_dispatch (self);
}

/* Under the lock: waits for a retry, a new write or the end, at most
 * RETRY_US. */
static void
wait_to_retry (GamaoStoreWriter *self)
{
  gint64 end = g_get_monotonic_time () + RETRY_US;

  self->poke = FALSE;
  self->stuck = TRUE;
  g_cond_broadcast (&self->cond);
  while (!self->poke && !self->quit && g_cond_wait_until (&self->cond, &self->lock, end))
    ;
  self->stuck = FALSE;
}

static gpointer
run (gpointer user_data)
{
  GamaoStoreWriter *self = user_data;
  GamaoStore *store = NULL;

  g_mutex_lock (&self->lock);
  for (;;)
    {
      GError *error = NULL;
      gboolean written, busy;
      Job *job;

      while (!self->quit && g_queue_is_empty (&self->queue))
        g_cond_wait (&self->cond, &self->lock);
      if (g_queue_is_empty (&self->queue))
        break;
      job = g_queue_peek_head (&self->queue);
      self->running = TRUE;
      g_mutex_unlock (&self->lock);

      if (!store)
        store = gamao_store_open_writer (self->path, BUSY_MS, &error);
      written = store && job->func (store, job->data, &error);

      g_mutex_lock (&self->lock);
      self->running = FALSE;
      g_cond_broadcast (&self->cond);
      if (written)
        {
          g_queue_push_tail (&self->done, g_queue_pop_head (&self->queue));
          set_thread_state (self, GAMAO_STORE_WRITER_OK, NULL);
          continue;
        }
      busy = g_error_matches (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BUSY);
      g_info ("History write %s: %s", busy ? "waits" : "refused", error->message);
      set_thread_state (self, busy ? GAMAO_STORE_WRITER_WAITING : GAMAO_STORE_WRITER_FAILED,
                        error);
      if (self->quit)
        break;
      /* A lock was waited for already (BUSY_MS): try again at once. */
      if (!busy)
        wait_to_retry (self);
    }
  g_mutex_unlock (&self->lock);
  /* Closed on the thread that used it. */
  g_clear_object (&store);
  return NULL;
}

/* Until nothing is queued, at most until `end` (monotonic). */
static gboolean
wait_empty (GamaoStoreWriter *self, gint64 end)
{
  gboolean empty;

  g_mutex_lock (&self->lock);
  /* Not for a write the disk refused, unless it is to be tried again. */
  while (!(empty = g_queue_is_empty (&self->queue)) && !(self->stuck && !self->poke)
         && g_cond_wait_until (&self->cond, &self->lock, end))
    ;
  empty = g_queue_is_empty (&self->queue);
  g_mutex_unlock (&self->lock);
  return empty;
}

static void
gamao_store_writer_dispose (GObject *object)
{
  GamaoStoreWriter *self = GAMAO_STORE_WRITER (object);

  if (self->thread)
    {
      /* What is queued is written before the thread ends, unless the
       * disk refuses it or another program keeps the lock that long. */
      if (!wait_empty (self, g_get_monotonic_time () + 10 * G_USEC_PER_SEC))
        g_warning ("The history %s could not be written; %u writes are lost", self->path,
                   g_queue_get_length (&self->queue));
      g_mutex_lock (&self->lock);
      self->quit = TRUE;
      g_cond_broadcast (&self->cond);
      g_mutex_unlock (&self->lock);
      g_thread_join (g_steal_pointer (&self->thread));
    }
  g_mutex_lock (&self->lock);
  if (self->update)
    g_source_destroy (g_steal_pointer (&self->update));
  g_mutex_unlock (&self->lock);
  G_OBJECT_CLASS (gamao_store_writer_parent_class)->dispose (object);
}

static void
gamao_store_writer_finalize (GObject *object)
{
  GamaoStoreWriter *self = GAMAO_STORE_WRITER (object);

  g_queue_clear_full (&self->queue, (GDestroyNotify) job_free);
  g_queue_clear_full (&self->done, (GDestroyNotify) job_free);
  g_clear_error (&self->thread_error);
  g_clear_error (&self->error);
  g_main_context_unref (self->context);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  g_free (self->path);
  G_OBJECT_CLASS (gamao_store_writer_parent_class)->finalize (object);
}

static void
gamao_store_writer_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  GamaoStoreWriter *self = GAMAO_STORE_WRITER (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_N_PENDING:
      g_value_set_uint (value, self->n_pending);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_store_writer_class_init (GamaoStoreWriterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gamao_store_writer_dispose;
  object_class->finalize = gamao_store_writer_finalize;
  object_class->get_property = gamao_store_writer_get_property;
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, GAMAO_STORE_WRITER_OK,
                                             GAMAO_STORE_WRITER_FAILED, GAMAO_STORE_WRITER_OK,
                                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                               | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PENDING] = g_param_spec_uint ("n-pending", NULL, NULL, 0, G_MAXUINT, 0,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_store_writer_init (GamaoStoreWriter *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  g_queue_init (&self->queue);
  g_queue_init (&self->done);
}

GamaoStoreWriter *
gamao_store_writer_new (const char *path)
{
  GamaoStoreWriter *self;

  g_return_val_if_fail (path != NULL, NULL);
  self = g_object_new (GAMAO_TYPE_STORE_WRITER, NULL);
  self->path = g_strdup (path);
  self->context = g_main_context_ref_thread_default ();
  self->thread = g_thread_new ("gamao-history-writer", run, self);
  return self;
}

void
gamao_store_writer_push (GamaoStoreWriter *self, gconstpointer key, GamaoStoreWriteFunc func,
                         gpointer data, GDestroyNotify free_data, GamaoStoreWrittenFunc written,
                         gpointer user_data)
{
  Job *tail;
  guint n;

  g_return_if_fail (GAMAO_IS_STORE_WRITER (self));
  g_return_if_fail (func != NULL);
  g_mutex_lock (&self->lock);
  tail = g_queue_peek_tail (&self->queue);
  if (key && tail && tail->key == key && !tail->written && !written
      && !(self->running && tail == g_queue_peek_head (&self->queue)))
    {
      /* The newer picture replaces the older, still where it was. */
      if (tail->free_data)
        tail->free_data (tail->data);
      tail->func = func;
      tail->data = data;
      tail->free_data = free_data;
    }
  else
    {
      Job *job = g_new (Job, 1);

      *job = (Job){ key, func, data, free_data, written, user_data };
      g_queue_push_tail (&self->queue, job);
    }
  self->poke = TRUE;
  g_cond_broadcast (&self->cond);
  n = g_queue_get_length (&self->queue);
  g_mutex_unlock (&self->lock);
  set_n_pending (self, n);
}

void
gamao_store_writer_run_first (GamaoStoreWriter *self, GamaoStoreWriteFunc func, gpointer data)
{
  Job *job = g_new0 (Job, 1);

  g_return_if_fail (GAMAO_IS_STORE_WRITER (self));
  job->func = func;
  job->data = data;
  g_mutex_lock (&self->lock);
  /* After the head when it is being written now. */
  g_queue_push_nth (&self->queue, job, self->running ? 1 : 0);
  self->poke = TRUE;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

void
gamao_store_writer_retry (GamaoStoreWriter *self)
{
  g_return_if_fail (GAMAO_IS_STORE_WRITER (self));
  g_mutex_lock (&self->lock);
  self->poke = TRUE;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

gboolean
gamao_store_writer_flush (GamaoStoreWriter *self, guint timeout_ms)
{
  gint64 end = g_get_monotonic_time () + timeout_ms * (gint64) 1000;
  gboolean empty;

  g_return_val_if_fail (GAMAO_IS_STORE_WRITER (self), FALSE);
  empty = wait_empty (self, end);
  /* The "written" calls and the state, now. */
  while (g_main_context_iteration (self->context, FALSE))
    ;
  return empty;
}

GamaoStoreWriterState
gamao_store_writer_get_state (GamaoStoreWriter *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE_WRITER (self), GAMAO_STORE_WRITER_OK);
  return self->state;
}

const GError *
gamao_store_writer_get_error (GamaoStoreWriter *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE_WRITER (self), NULL);
  return self->error;
}

guint
gamao_store_writer_get_n_pending (GamaoStoreWriter *self)
{
  g_return_val_if_fail (GAMAO_IS_STORE_WRITER (self), 0);
  return self->n_pending;
}
