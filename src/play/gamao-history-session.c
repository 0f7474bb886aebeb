/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-history"

#include "config.h"

#include "gamao-history-session.h"

#include <glib/gi18n.h>

#include "gamao-history-opener.h"
#include "gamao-store-recorder.h"

struct _GamaoHistorySession
{
  GObject parent_instance;

  char *path;
  GamaoStore *store;
  guint n_matches;
  GamaoHistoryOpener *opener;   /* the history being opened on a worker */
  gboolean offer_on_open;       /* to offer the unfinished match once open */
  GamaoAnalysisQueue *queue;    /* matches analysed in the background */
  GamaoMatch *match;            /* the match followed */
  GamaoMatch *waiting;          /* a new match, recorded from its first roll */
  GamaoStoreRecorder *recorder;
};

G_DEFINE_FINAL_TYPE (GamaoHistorySession, gamao_history_session, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_N_MATCHES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  NOTICE,
  DAMAGED,
  UNFINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
notice_details (GamaoHistorySession *self, const char *text, const char *title,
                const char *details)
{
  g_signal_emit (self, signals[NOTICE], 0, text, title, details);
}

static void
notice (GamaoHistorySession *self, const char *text)
{
  notice_details (self, text, NULL, NULL);
}

static void
set_n_matches (GamaoHistorySession *self, guint n_matches)
{
  if (self->n_matches == n_matches)
    return;
  self->n_matches = n_matches;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MATCHES]);
}

static void
stop_waiting (GamaoHistorySession *self)
{
  if (self->waiting)
    g_signal_handlers_disconnect_by_data (self->waiting, self);
  g_clear_object (&self->waiting);
}

static void
gamao_history_session_dispose (GObject *object)
{
  GamaoHistorySession *self = GAMAO_HISTORY_SESSION (object);

  /* A history still being opened is closed as soon as it is: the main
   * loop may not run again to hand it over. */
  if (self->opener)
    {
      gamao_history_opener_wait (self->opener);
      g_clear_object (&self->store);
      self->store = gamao_history_opener_take_store (self->opener, NULL);
      g_clear_object (&self->opener);
    }
  stop_waiting (self);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->recorder);
  if (self->queue)
    gamao_analysis_queue_stop (self->queue);
  g_clear_object (&self->queue);
  g_clear_object (&self->store);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (gamao_history_session_parent_class)->dispose (object);
}

static void
gamao_history_session_finalize (GObject *object)
{
  g_free (GAMAO_HISTORY_SESSION (object)->path);
  G_OBJECT_CLASS (gamao_history_session_parent_class)->finalize (object);
}

static void
gamao_history_session_get_property (GObject *object, guint prop_id, GValue *value,
                                    GParamSpec *pspec)
{
  GamaoHistorySession *self = GAMAO_HISTORY_SESSION (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_N_MATCHES:
      g_value_set_uint (value, self->n_matches);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_history_session_class_init (GamaoHistorySessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gamao_history_session_dispose;
  object_class->finalize = gamao_history_session_finalize;
  object_class->get_property = gamao_history_session_get_property;

  properties[PROP_STORE] = g_param_spec_object ("store", NULL, NULL, GAMAO_TYPE_STORE,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_MATCHES] = g_param_spec_uint ("n-matches", NULL, NULL, 0, G_MAXUINT, 0,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[NOTICE] = g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING,
                                  G_TYPE_STRING);
  signals[DAMAGED] = g_signal_new ("damaged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[UNFINISHED] = g_signal_new ("unfinished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT64,
                                      GAMAO_TYPE_MATCH_SUMMARY);
}

static void
gamao_history_session_init (GamaoHistorySession *self)
{
}

GamaoHistorySession *
gamao_history_session_new (const char *path)
{
  GamaoHistorySession *self = g_object_new (GAMAO_TYPE_HISTORY_SESSION, NULL);

  self->path = path ? g_strdup (path) : gamao_store_default_path ();
  return self;
}

/* Where the damaged file went, and how many of its matches were carried
 * into the new history. */
static char *
damaged_history_text (GamaoStore *store)
{
  GString *text = g_string_new (NULL);
  guint saved, lost;

  g_string_printf (text, _("The match history was damaged. It was kept as %s and a new one was started."),
                   gamao_store_get_moved_aside (store));
  if (gamao_store_get_salvage (store, &saved, &lost))
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text,
                              ngettext ("%'u match could be read and is in the new history.",
                                        "%'u matches could be read and are in the new history.",
                                        saved),
                              saved);
      if (lost > 0)
        {
          g_string_append_c (text, ' ');
          g_string_append_printf (text,
                                  ngettext ("%'u match could not be read.",
                                            "%'u matches could not be read.", lost),
                                  lost);
        }
    }
  return g_string_free (text, FALSE);
}

/* Statistics are seen from the side of the person at this desk, whose
 * name the statistics window remembers. */
static void
apply_desk_player (GamaoHistorySession *self)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *name = g_settings_get_string (settings, "desk-player");

  gamao_store_set_desk_player (self->store, name);
}

/* The worker is done: the history is ours, or the user hears why not;
 * then, in this order, the damaged history's text and the offer to
 * continue the unfinished match (unless a match is already followed). */
static void
finish_open (GamaoHistorySession *self)
{
  g_autoptr (GamaoHistoryOpener) opener = g_steal_pointer (&self->opener);
  g_autoptr (GError) error = NULL;
  GamaoMatchSummary *summary = NULL;
  gint64 unfinished;

  self->store = gamao_history_opener_take_store (opener, &error);
  if (!self->store)
    {
      g_autofree char *text = g_strdup_printf (_("The match history cannot be opened: %s"),
                                               error->message);
      g_warning ("%s", text);
      notice (self, text);
      return;
    }
  set_n_matches (self, gamao_history_opener_get_n_matches (opener));
  apply_desk_player (self);
  /* A read-only history is read, replayed and exported; nothing is
   * recorded in it, nor analysed, and the user hears so once. */
  if (gamao_store_is_read_only (self->store))
    notice (self, _("The match history is read-only: it can be looked at, but the matches "
                    "played now are not kept."));
  else
    {
      self->queue = gamao_analysis_queue_new (self->store, NULL);
      gamao_analysis_queue_set_paused (self->queue, TRUE);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
  if (gamao_store_get_moved_aside (self->store))
    {
      g_autofree char *text = damaged_history_text (self->store);
      g_signal_emit (self, signals[DAMAGED], 0, text);
    }
  unfinished = gamao_history_opener_get_unfinished (opener, &summary);
  if (self->offer_on_open && !self->match && unfinished > 0)
    g_signal_emit (self, signals[UNFINISHED], 0, unfinished, summary);
  self->offer_on_open = FALSE;
}

static void
on_opened (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GWeakRef *ref = user_data;
  g_autoptr (GamaoHistorySession) self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  /* Unless someone who needed the history at once took it already. */
  if (self && self->opener == GAMAO_HISTORY_OPENER (source))
    finish_open (self);
}

static void
start_open (GamaoHistorySession *self)
{
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  self->opener = gamao_history_opener_start (self->path, on_opened, ref);
}

/* Whoever needs the history now waits for the worker, or opens it now. */
static void
ensure_open (GamaoHistorySession *self)
{
  if (self->store)
    return;
  if (!self->opener)
    start_open (self);
  gamao_history_opener_wait (self->opener);
  finish_open (self);
}

void
gamao_history_session_peek (GamaoHistorySession *self)
{
  int n_matches;

  g_return_if_fail (GAMAO_IS_HISTORY_SESSION (self));
  if (!self->store && (n_matches = gamao_store_peek_size (self->path)) >= 0)
    set_n_matches (self, (guint) n_matches);
}

void
gamao_history_session_open_in_background (GamaoHistorySession *self, gboolean offer_unfinished)
{
  g_return_if_fail (GAMAO_IS_HISTORY_SESSION (self));
  if (self->store || self->opener)
    return;
  self->offer_on_open = offer_unfinished && !self->match;
  start_open (self);
}

GamaoStore *
gamao_history_session_get_store (GamaoHistorySession *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), NULL);
  ensure_open (self);
  return self->store;
}

gboolean
gamao_history_session_is_open (GamaoHistorySession *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), FALSE);
  return self->store != NULL;
}

guint
gamao_history_session_get_n_matches (GamaoHistorySession *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), 0);
  return self->n_matches;
}

GamaoAnalysisQueue *
gamao_history_session_get_analysis_queue (GamaoHistorySession *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), NULL);
  ensure_open (self);
  return self->queue;
}

void
gamao_history_session_start_analysis (GamaoHistorySession *self)
{
  g_autoptr (GSettings) settings = NULL;

  g_return_if_fail (GAMAO_IS_HISTORY_SESSION (self));
  if (!self->queue)
    return;
  settings = g_settings_new (APP_ID);
  gamao_analysis_queue_set_paused (self->queue, FALSE);
  /* A weights change queues the analyses made with the old ones, unless
   * the preference pauses automatic analysis. */
  gamao_analysis_queue_check_weights (self->queue,
                                      g_settings_get_boolean (settings, "analyse-automatically"));
}

static void
update_n_matches (GamaoHistorySession *self)
{
  gint64 n = gamao_store_count_listed (self->store, NULL, GAMAO_STORE_FILTER_ALL, NULL);

  if (n >= 0)
    set_n_matches (self, (guint) n);
}

static void
on_write_failed (GamaoHistorySession *self, const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("The match could not be saved: %s"), error->message);

  notice (self, text);
}

typedef struct
{
  GamaoHistorySession *session;
  gint64 id;
} Finished;

static gboolean
queue_finished (gpointer data)
{
  Finished *f = data;

  if (f->session->queue)
    gamao_analysis_queue_add (f->session->queue, f->id);
  return G_SOURCE_REMOVE;
}

static void
free_finished (gpointer data)
{
  Finished *f = data;

  g_object_unref (f->session);
  g_free (f);
}

/* A match that ends is analysed, unless the preference says not to;
 * from an idle callback, once the recorder has written its end. */
static void
on_match_over (GamaoHistorySession *self)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  Finished *f;

  if (!self->recorder || !g_settings_get_boolean (settings, "analyse-automatically"))
    return;
  f = g_new (Finished, 1);
  f->session = g_object_ref (self);
  f->id = gamao_store_recorder_get_id (self->recorder);
  g_idle_add_full (G_PRIORITY_LOW, queue_finished, f, free_finished);
}

static void
start_recording (GamaoHistorySession *self, GamaoMatch *match, gint64 row)
{
  g_autoptr (GError) error = NULL;

  g_clear_object (&self->recorder);
  self->recorder = gamao_store_recorder_new (self->store, match, row, &error);
  if (!self->recorder)
    {
      on_write_failed (self, error);
      return;
    }
  g_signal_connect_object (self->recorder, "write-failed", G_CALLBACK (on_write_failed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_swapped (match, "match-over", G_CALLBACK (on_match_over), self);
}

/* A match is kept from its first roll: a new match opened and left at
 * once is no match to remember. */
static void
on_first_roll (GamaoHistorySession *self)
{
  g_autoptr (GamaoMatch) match = g_object_ref (self->waiting);

  stop_waiting (self);
  start_recording (self, match, 0);
}

void
gamao_history_session_follow (GamaoHistorySession *self, GamaoMatch *match, gint64 row)
{
  g_return_if_fail (GAMAO_IS_HISTORY_SESSION (self));
  g_return_if_fail (!match || GAMAO_IS_MATCH (match));

  /* A match on the board before the history is open: no offer then. */
  if (match)
    self->offer_on_open = FALSE;
  if (match)
    ensure_open (self);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  stop_waiting (self);
  g_clear_object (&self->recorder);
  if (!match || !self->store || gamao_store_is_read_only (self->store))
    return;
#if GAMAO_WITH_SCENES
  /* The screenshot scenes are staged, not played. */
  if (g_getenv ("GAMAO_SCENE"))
    return;
#endif
  /* A match set up from a position is under way from the start. */
  if (row > 0 || gamao_match_is_under_way (match))
    {
      start_recording (self, match, row);
      return;
    }
  self->waiting = g_object_ref (match);
  g_signal_connect_swapped (match, "dice-rolled", G_CALLBACK (on_first_roll), self);
}

GamaoMatch *
gamao_history_session_get_match (GamaoHistorySession *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), NULL);
  return self->match;
}

GamaoMatch *
gamao_history_session_resume (GamaoHistorySession *self, gint64 id, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), NULL);
  ensure_open (self);
  if (!self->store)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The match history cannot be opened."));
      return NULL;
    }
  return gamao_store_resume (self->store, id, error);
}

gint64
gamao_history_session_find_unfinished (GamaoHistorySession *self, GamaoMatchSummary **summary)
{
  gint64 id;

  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), 0);
  g_return_val_if_fail (summary != NULL, 0);
  *summary = NULL;
  ensure_open (self);
  if (!self->store || (id = gamao_store_find_unfinished (self->store, NULL)) == 0
      || !(*summary = gamao_store_get_summary (self->store, id, NULL)))
    return 0;
  return id;
}

guint
gamao_history_session_import_files (GamaoHistorySession *self, GFile *const *files,
                                    guint n_files)
{
  g_autoptr (GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *summary = NULL;
  guint imported;

  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), 0);
  if (n_files == 0)
    return 0;
  ensure_open (self);
  if (!self->store)
    {
      notice (self, _("The match history cannot be opened."));
      return 0;
    }
  imported = gamao_store_import_files (self->store, files, n_files, failures);
  summary = gamao_store_import_summary (imported, failures);
  if (failures->len > 1)
    {
      g_ptr_array_add (failures, NULL);
      g_autofree char *details = g_strjoinv ("\n", (char **) failures->pdata);
      notice_details (self, summary, _("Files Not Imported"), details);
    }
  else
    notice (self, summary);
  if (imported > 0)
    update_n_matches (self);
  return imported;
}

char *
gamao_history_session_resume_question (GamaoMatchSummary *m)
{
  guint length = gamao_match_summary_get_length (m);
  const char *opponent = gamao_match_summary_get_name (m, 1);
  guint s0 = gamao_match_summary_get_score (m, 0), s1 = gamao_match_summary_get_score (m, 1);

  if (length == 0)
    /* Translators: the score, "3–2": not a count. */
    return g_strdup_printf (_("Continue the money session against %s, %u–%u?"), opponent, s0, s1);
  /* Translators: the plural follows the match length; the score is "3–2". */
  return g_strdup_printf (ngettext ("Continue the %u-point match against %s, %u–%u?",
                                    "Continue the %u-point match against %s, %u–%u?", length),
                          length, opponent, s0, s1);
}
