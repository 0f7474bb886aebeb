/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The background analysis queue. Each analysis runs in a thread of its
 * own (not GTask's shared pool: the thread lowers its own CPU priority,
 * and the analysis's worker threads inherit it), and reports back on the
 * main context that created the queue, where the store is written. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-analysis-queue.h"

#include "gamao-analysis-settings.h"

#include "gamao-analysis.h"
#include "gamao-store-analysis.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

struct _GamaoAnalysisQueue
{
  GObject parent_instance;

  GamaoStore *store;
  char *weights_dir;
  GMainContext *context;
  GQueue pending;            /* of gint64, as pointers to g_new'd values */
  GQueue stale;              /* the same, analysed with other weights: after `pending` */
  char *weights;             /* the present weights' version, NULL until known */
  gboolean checking;         /* the weights' version is being read */
  gboolean check_requeue;    /* asked again to requeue while it was */
  struct Job *job;           /* the one running, or NULL */
  gboolean paused;
  guint plies;
  double progress;
};

typedef struct Job
{
  GamaoAnalysisQueue *queue; /* a reference, dropped in job_done() */
  gint64 id;
  GamaoMatchRecord *record;
  char *weights_dir;
  guint plies;
  atomic_bool cancel;
  atomic_uint percent;
  GamaoAnalysis *result;
  char *weights;             /* the version the analysis was made with */
} Job;

G_DEFINE_FINAL_TYPE (GamaoAnalysisQueue, gamao_analysis_queue, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PAUSED,
  PROP_PLIES,
  PROP_CURRENT,
  PROP_PROGRESS,
  PROP_N_PENDING,
  PROP_WEIGHTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void start_next (GamaoAnalysisQueue *self);

static void
job_free (Job *job)
{
  g_clear_pointer (&job->record, gamao_match_record_unref);
  g_clear_pointer (&job->result, gamao_analysis_free);
  g_free (job->weights_dir);
  g_free (job->weights);
  g_clear_object (&job->queue);
  g_free (job);
}

typedef struct
{
  GamaoAnalysisQueue *queue;
  Job *job;
  double progress;
} ProgressNote;

static gboolean
note_progress (gpointer data)
{
  ProgressNote *note = data;

  if (note->queue->job == note->job && note->queue->progress != note->progress)
    {
      note->queue->progress = note->progress;
      g_object_notify_by_pspec (G_OBJECT (note->queue), properties[PROP_PROGRESS]);
    }
  return G_SOURCE_REMOVE;
}

static void
free_note (gpointer data)
{
  ProgressNote *note = data;

  g_object_unref (note->queue);
  g_free (note);
}

/* From the analysis's worker threads: a note to the main context at
 * each new percent, not at each decision. */
/* Runs `func` on the thread that iterates `context`, never on the
 * calling worker. g_main_context_invoke() would run it right here when no
 * thread holds the context at that moment (a caller iterating it by hand,
 * as the widget tests do, releases it between iterations), and the
 * window's handlers of the queue's notifications would then run on the
 * worker: a crash under memcheck. */
static void
invoke_on (GMainContext *context, GSourceFunc func, gpointer data, GDestroyNotify notify)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, func, data, notify);
  g_source_set_static_name (source, "gamao-analysis-queue");
  g_source_attach (source, context);
  g_source_unref (source);
}

static void
on_progress (unsigned done, unsigned total, void *data)
{
  Job *job = data;
  unsigned percent = total ? 100 * done / total : 100;

  if (atomic_exchange (&job->percent, percent) == percent)
    return;
  ProgressNote *note = g_new (ProgressNote, 1);
  note->queue = g_object_ref (job->queue);
  note->job = job;
  note->progress = percent / 100.0;
  invoke_on (job->queue->context, note_progress, note, free_note);
}

/* Back on the main context: keep the analysis, tell, go on. */
static gboolean
job_done (gpointer data)
{
  Job *job = data;
  GamaoAnalysisQueue *self = job->queue;
  g_autoptr (GError) error = NULL;
  gboolean kept = FALSE;

  if (job->result)
    {
      kept = gamao_store_save_analysis (self->store, job->id, job->result, job->weights, &error);
      if (!kept)
        g_warning ("Cannot keep the analysis of match %" G_GINT64_FORMAT ": %s", job->id,
                   error->message);
    }
  self->job = NULL;
  self->progress = 0.0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
  g_signal_emit (self, signals[FINISHED], 0, job->id, kept);
  start_next (self);
  job_free (job);
  return G_SOURCE_REMOVE;
}

/* The version an analysis is kept with, as gamao-cli analyse writes it. */
static char *
weights_version (const GamaoEvaluator *evaluator)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT " games",
                          (guint64) evaluator->weights.games_trained);
}

/* The analysis threads run at nice 19, the lowest priority, so that the
 * window and the computer's play never wait on them. GAMAO_ANALYSIS_NICE
 * may ask for less: under valgrind one thread runs at a time (its big
 * lock), and a nice-19 thread holding it stalls the whole program
 * behind any busy process (tests/valgrind sets 0). */
static void
lower_priority (void)
{
  const char *asked = g_getenv ("GAMAO_ANALYSIS_NICE");
  int nice = asked ? CLAMP (atoi (asked), 0, 19) : 19;

  if (nice > 0 && setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), nice) != 0)
    g_debug ("Cannot lower the analysis thread's priority");
}

static gpointer
run_job (gpointer data)
{
  Job *job = data;
  GamaoEvaluator evaluator;
  GamaoAnalysisOptions options;

  /* The lowest priority for this thread and the workers it starts, so
   * that the window and the computer's play never wait on it. */
  lower_priority ();
  if (gamao_evaluator_load (&evaluator, job->weights_dir) == GAMAO_WEIGHTS_OK)
    {
      gamao_analysis_options_init (&options);
      options.plies = job->plies;
      options.progress = on_progress;
      options.progress_data = job;
      options.cancel = &job->cancel;
      job->result = gamao_analysis_run (&evaluator, job->record, &options, NULL);
      job->weights = weights_version (&evaluator);
      gamao_evaluator_clear (&evaluator);
    }
  invoke_on (job->queue->context, job_done, job, NULL);
  return NULL;
}

static void
start_next (GamaoAnalysisQueue *self)
{
  while (!self->job && !self->paused
         && (!g_queue_is_empty (&self->pending) || !g_queue_is_empty (&self->stale)))
    {
      g_autofree gint64 *id = !g_queue_is_empty (&self->pending)
                                ? g_queue_pop_head (&self->pending)
                                : g_queue_pop_head (&self->stale);
      g_autoptr (GError) error = NULL;
      GamaoMatchRecord *record = gamao_store_load (self->store, *id, &error);

      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
      if (!record)
        {
          g_warning ("Cannot analyse match %" G_GINT64_FORMAT ": %s", *id, error->message);
          g_signal_emit (self, signals[FINISHED], 0, *id, FALSE);
          continue;
        }
      Job *job = g_new0 (Job, 1);
      job->queue = g_object_ref (self);
      job->id = *id;
      job->record = record;
      job->weights_dir = g_strdup (self->weights_dir);
      job->plies = self->plies;
      atomic_init (&job->cancel, false);
      atomic_init (&job->percent, 0);
      self->job = job;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
      g_thread_unref (g_thread_new ("gamao-analysis", run_job, job));
    }
}

static gboolean
is_queued (GamaoAnalysisQueue *self, gint64 id)
{
  if (self->job && self->job->id == id)
    return TRUE;
  for (GList *l = self->pending.head; l; l = l->next)
    if (*(gint64 *) l->data == id)
      return TRUE;
  for (GList *l = self->stale.head; l; l = l->next)
    if (*(gint64 *) l->data == id)
      return TRUE;
  return FALSE;
}

void
gamao_analysis_queue_add (GamaoAnalysisQueue *self, gint64 id)
{
  g_return_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self));

  if (is_queued (self, id))
    return;
  g_queue_push_tail (&self->pending, g_memdup2 (&id, sizeof id));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
  start_next (self);
}

void
gamao_analysis_queue_stop (GamaoAnalysisQueue *self)
{
  g_return_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self));

  g_queue_clear_full (&self->pending, g_free);
  g_queue_clear_full (&self->stale, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
  if (self->job)
    atomic_store (&self->job->cancel, true);
}

typedef struct
{
  GamaoAnalysisQueue *queue; /* a reference */
  char *weights_dir;
  char *weights;             /* the version read, NULL when the weights do not load */
  gboolean requeue;
} Check;

/* Back on the main context: every analysis made with other weights is
 * queued behind the matches queued on purpose. */
static gboolean
check_done (gpointer data)
{
  Check *check = data;
  GamaoAnalysisQueue *self = check->queue;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) ids = NULL;

  self->checking = FALSE;
  check->requeue |= self->check_requeue;
  self->check_requeue = FALSE;
  if (check->weights && g_strcmp0 (self->weights, check->weights) != 0)
    {
      g_free (self->weights);
      self->weights = g_strdup (check->weights);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WEIGHTS]);
    }
  if (check->requeue && check->weights && self->store
      && !(ids = gamao_store_list_stale_analyses (self->store, check->weights, &error)))
    g_warning ("Cannot look for analyses made with other weights: %s", error->message);
  for (guint i = 0; ids && i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);
      if (!is_queued (self, id))
        g_queue_push_tail (&self->stale, g_memdup2 (&id, sizeof id));
    }
  if (ids && ids->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
  start_next (self);
  g_object_unref (check->queue);
  g_free (check->weights_dir);
  g_free (check->weights);
  g_free (check);
  return G_SOURCE_REMOVE;
}

static gpointer
run_check (gpointer data)
{
  Check *check = data;
  GamaoEvaluator evaluator;

  lower_priority ();
  if (gamao_evaluator_load (&evaluator, check->weights_dir) == GAMAO_WEIGHTS_OK)
    {
      check->weights = weights_version (&evaluator);
      gamao_evaluator_clear (&evaluator);
    }
  invoke_on (check->queue->context, check_done, check, NULL);
  return NULL;
}

void
gamao_analysis_queue_check_weights (GamaoAnalysisQueue *self, gboolean requeue)
{
  g_return_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self));

  if (self->checking)
    {
      self->check_requeue |= requeue;
      return;
    }
  self->checking = TRUE;
  Check *check = g_new0 (Check, 1);
  check->queue = g_object_ref (self);
  check->weights_dir = g_strdup (self->weights_dir);
  check->requeue = requeue;
  g_thread_unref (g_thread_new ("gamao-weights-check", run_check, check));
}

const char *
gamao_analysis_queue_get_weights (GamaoAnalysisQueue *self)
{
  g_return_val_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self), NULL);
  return self->weights;
}

gboolean
gamao_analysis_queue_get_paused (GamaoAnalysisQueue *self)
{
  g_return_val_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self), FALSE);
  return self->paused;
}

void
gamao_analysis_queue_set_paused (GamaoAnalysisQueue *self, gboolean paused)
{
  g_return_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  start_next (self);
}

void
gamao_analysis_queue_set_plies (GamaoAnalysisQueue *self, guint plies)
{
  g_return_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self));

  if (self->plies == plies)
    return;
  self->plies = plies;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLIES]);
}

gint64
gamao_analysis_queue_get_current (GamaoAnalysisQueue *self)
{
  g_return_val_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self), 0);
  return self->job ? self->job->id : 0;
}

double
gamao_analysis_queue_get_progress (GamaoAnalysisQueue *self)
{
  g_return_val_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self), 0.0);
  return self->progress;
}

guint
gamao_analysis_queue_get_n_pending (GamaoAnalysisQueue *self)
{
  g_return_val_if_fail (GAMAO_IS_ANALYSIS_QUEUE (self), 0);
  return self->pending.length + self->stale.length;
}

static void
gamao_analysis_queue_get_property (GObject *object, guint prop_id, GValue *value,
                                   GParamSpec *pspec)
{
  GamaoAnalysisQueue *self = GAMAO_ANALYSIS_QUEUE (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_PLIES:
      g_value_set_uint (value, self->plies);
      break;
    case PROP_CURRENT:
      g_value_set_int64 (value, gamao_analysis_queue_get_current (self));
      break;
    case PROP_PROGRESS:
      g_value_set_double (value, self->progress);
      break;
    case PROP_N_PENDING:
      g_value_set_uint (value, gamao_analysis_queue_get_n_pending (self));
      break;
    case PROP_WEIGHTS:
      g_value_set_string (value, self->weights);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_analysis_queue_set_property (GObject *object, guint prop_id, const GValue *value,
                                   GParamSpec *pspec)
{
  GamaoAnalysisQueue *self = GAMAO_ANALYSIS_QUEUE (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      gamao_analysis_queue_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_PLIES:
      gamao_analysis_queue_set_plies (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_analysis_queue_dispose (GObject *object)
{
  GamaoAnalysisQueue *self = GAMAO_ANALYSIS_QUEUE (object);

  /* A running job holds a reference: by now none runs. */
  g_queue_clear_full (&self->pending, g_free);
  g_queue_clear_full (&self->stale, g_free);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (gamao_analysis_queue_parent_class)->dispose (object);
}

static void
gamao_analysis_queue_finalize (GObject *object)
{
  GamaoAnalysisQueue *self = GAMAO_ANALYSIS_QUEUE (object);

  g_free (self->weights_dir);
  g_free (self->weights);
  g_main_context_unref (self->context);
  G_OBJECT_CLASS (gamao_analysis_queue_parent_class)->finalize (object);
}

static void
gamao_analysis_queue_class_init (GamaoAnalysisQueueClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gamao_analysis_queue_get_property;
  object_class->set_property = gamao_analysis_queue_set_property;
  object_class->dispose = gamao_analysis_queue_dispose;
  object_class->finalize = gamao_analysis_queue_finalize;

  properties[PROP_PAUSED] = g_param_spec_boolean (
    "paused", NULL, NULL, FALSE,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLIES] = g_param_spec_uint (
    "plies", NULL, NULL, 0, 4, 2,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT] = g_param_spec_int64 (
    "current", NULL, NULL, 0, G_MAXINT64, 0,
    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] = g_param_spec_double (
    "progress", NULL, NULL, 0.0, 1.0, 0.0,
    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PENDING] = g_param_spec_uint (
    "n-pending", NULL, NULL, 0, G_MAXUINT, 0,
    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WEIGHTS] = g_param_spec_string (
    "weights", NULL, NULL, NULL,
    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT64,
                                    G_TYPE_BOOLEAN);
}

static void
gamao_analysis_queue_init (GamaoAnalysisQueue *self)
{
  g_queue_init (&self->pending);
  g_queue_init (&self->stale);
  self->plies = 2;
  self->context = g_main_context_ref_thread_default ();
}

GamaoAnalysisQueue *
gamao_analysis_queue_new (GamaoStore *store, const char *weights_dir)
{
  GamaoAnalysisQueue *self;

  g_return_val_if_fail (GAMAO_IS_STORE (store), NULL);
  self = g_object_new (GAMAO_TYPE_ANALYSIS_QUEUE, NULL);
  self->store = g_object_ref (store);
  self->weights_dir = g_strdup (weights_dir);
  /* The depth is the app's one analysis depth (Preferences), as the
   * hint's and the tutor's. */
  g_object_bind_property (gamao_analysis_settings_get_default (), "analysis-plies", self, "plies",
                          G_BINDING_SYNC_CREATE);
  return self;
}
