/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-history"

#include "config.h"

#include "gamao-history-session.h"

#include <glib/gi18n.h>

#include "gamao-history-opener.h"
#include "gamao-history-session-private.h"
#include "gamao-unbroken-pairs.h"

G_DEFINE_FINAL_TYPE (GamaoHistorySession, gamao_history_session, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_N_MATCHES,
  PROP_RECORDING_TEXT,
  PROP_IMPORTING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  NOTICE,
  DAMAGED,
  UNFINISHED,
  RECORDING_STOPPED,
  RECORDING_RESUMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
gamao_history_session_notice_details (GamaoHistorySession *self, const char *text,
                                      const char *title, const char *details)
{
  g_signal_emit (self, signals[NOTICE], 0, text, title, details);
}

void
gamao_history_session_notice (GamaoHistorySession *self, const char *text)
{
  gamao_history_session_notice_details (self, text, NULL, NULL);
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
  g_clear_object (&self->stopped);
  /* An import is stopped, and hears of us no more. */
  gamao_history_session_forget_import (self);
  /* Its dispose writes what is queued, as far as the disk allows. */
  if (self->writer)
    g_signal_handlers_disconnect_by_data (self->writer, self);
  g_clear_object (&self->writer);
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
  g_free (GAMAO_HISTORY_SESSION (object)->recording_text);
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
    case PROP_RECORDING_TEXT:
      g_value_set_string (value, self->recording_text);
      break;
    case PROP_IMPORTING:
      g_value_set_boolean (value, self->import != NULL);
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
  properties[PROP_RECORDING_TEXT] = g_param_spec_string ("recording-text", NULL, NULL, NULL,
                                                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                          | G_PARAM_STATIC_STRINGS);
  properties[PROP_IMPORTING] = g_param_spec_boolean ("importing", NULL, NULL, FALSE,
                                                     G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[RECORDING_STOPPED] = g_signal_new ("recording-stopped", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                             2, G_TYPE_STRING, G_TYPE_STRING);
  signals[RECORDING_RESUMED] = g_signal_new ("recording-resumed", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                             2, G_TYPE_INT64, GAMAO_TYPE_MATCH);

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

static void
set_recording_text (GamaoHistorySession *self, char *text)
{
  if (g_strcmp0 (text, self->recording_text) == 0)
    {
      g_free (text);
      return;
    }
  g_free (self->recording_text);
  self->recording_text = text;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORDING_TEXT]);
}

/* Why the disk refuses the match, and what to do about it. */
static void
describe_refusal (const GError *error, char **why, char **what_to_do)
{
  if (g_error_matches (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_FULL))
    {
      *why = g_strdup (_("The disk is full."));
      *what_to_do = g_strdup (_("Free some space on the disk, then choose Try Again."));
    }
  else if (g_error_matches (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_READ_ONLY))
    {
      *why = g_strdup (_("The match history can no longer be written: its file or folder is "
                         "read-only."));
      *what_to_do = g_strdup (_("Make the history writable again, then choose Try Again."));
    }
  else
    {
      *why = g_strdup_printf (_("The match history cannot be written: %s"),
                              error ? error->message : "");
      *what_to_do = g_strdup (_("Check the disk, then choose Try Again."));
    }
}

/* The match is stopped before its next action: the window takes it off
 * the board (it is no longer followed) until the writes go through. */
static void
stop_match (GamaoHistorySession *self, const GError *error)
{
  g_autofree char *why = NULL;
  g_autofree char *what_to_do = NULL;
  g_autofree char *text = NULL;

  describe_refusal (error, &why, &what_to_do);
  set_recording_text (self, g_strdup_printf (_("The match is not saved. %s"), why));
  if (!self->recorder || self->stopped)
    return;
  self->stopped = g_object_ref (self->recorder);
  text = g_strdup_printf (_("%s\n\nThe match is stopped so that nothing is played unsaved. "
                            "Everything saved before stays in the history, and the moves not "
                            "saved yet are kept while Gamão is open and written as soon as the "
                            "disk allows: the match then goes on from where it stopped. %s"),
                          why, what_to_do);
  g_signal_emit (self, signals[RECORDING_STOPPED], 0, _("The Match Cannot Be Saved"), text);
}

/* Everything kept is written: a stopped match goes on in its row. */
static void
resume_match (GamaoHistorySession *self)
{
  g_autoptr (GamaoStoreRecorder) stopped = NULL;

  set_recording_text (self, NULL);
  if (gamao_store_writer_get_n_pending (self->writer) > 0)
    return;
  if ((stopped = g_steal_pointer (&self->stopped)))
    g_signal_emit (self, signals[RECORDING_RESUMED], 0, gamao_store_recorder_get_id (stopped),
                   gamao_store_recorder_get_match (stopped));
}

static void
on_writer_state (GamaoHistorySession *self)
{
  switch (gamao_store_writer_get_state (self->writer))
    {
    case GAMAO_STORE_WRITER_OK:
      resume_match (self);
      break;
    case GAMAO_STORE_WRITER_WAITING:
      /* Played on: the moves wait in memory, in order. */
      set_recording_text (self, g_strdup (_("Another program is using the match history. Your "
                                            "moves are kept and saved as soon as it is free.")));
      break;
    case GAMAO_STORE_WRITER_FAILED:
      stop_match (self, gamao_store_writer_get_error (self->writer));
      break;
    }
}

/* The match is written off the main thread, which waits for no lock:
 * its own writes (a delete, notes) wait a moment at most. */
static void
start_writer (GamaoHistorySession *self)
{
  self->writer = gamao_store_writer_new (gamao_store_get_path (self->store));
  g_signal_connect_object (self->writer, "notify::state", G_CALLBACK (on_writer_state), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->writer, "notify::n-pending", G_CALLBACK (on_writer_state), self,
                           G_CONNECT_SWAPPED);
  gamao_store_set_busy_timeout (self->store, 100);
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
      gamao_history_session_notice (self, text);
      return;
    }
  set_n_matches (self, gamao_history_opener_get_n_matches (opener));
  apply_desk_player (self);
  /* A read-only history is read, replayed and exported; nothing is
   * recorded in it, nor analysed, and the user hears so once. */
  if (gamao_store_is_read_only (self->store))
    gamao_history_session_notice (self, _("The match history is read-only: it can be looked at, but the matches "
                    "played now are not kept."));
  else
    {
      self->queue = gamao_analysis_queue_new (self->store, NULL);
      gamao_analysis_queue_set_paused (self->queue, TRUE);
      start_writer (self);
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
void
gamao_history_session_ensure_open (GamaoHistorySession *self)
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
  gamao_history_session_ensure_open (self);
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
  gamao_history_session_ensure_open (self);
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

void
gamao_history_session_update_n_matches (GamaoHistorySession *self)
{
  gint64 n = gamao_store_count_listed (self->store, NULL, GAMAO_STORE_FILTER_ALL, NULL);

  if (n >= 0)
    set_n_matches (self, (guint) n);
}

static void
on_write_failed (GamaoHistorySession *self, const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("The match could not be saved: %s"), error->message);

  gamao_history_session_notice (self, text);
}

/* `id`: the match's row, once everything before is written. */
static void
queue_finished (gpointer id, gpointer user_data)
{
  GamaoHistorySession *self = user_data;

  if (self->queue && id)
    gamao_analysis_queue_add (self->queue, (gint64) GPOINTER_TO_SIZE (id));
}

static gboolean
queue_after_writes (gpointer data)
{
  GamaoHistorySession *self = data;

  if (self->recorder)
    gamao_store_recorder_after_writes (self->recorder, queue_finished, g_object_ref (self),
                                       g_object_unref);
  return G_SOURCE_REMOVE;
}

/* A match that ends is analysed, unless the preference says not to;
 * once the recorder has written its end (it hears "match-over" after
 * us, and writes off the main thread). */
static void
on_match_over (GamaoHistorySession *self)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  if (!self->recorder || !g_settings_get_boolean (settings, "analyse-automatically"))
    return;
  g_idle_add_full (G_PRIORITY_LOW, queue_after_writes, g_object_ref (self), g_object_unref);
}

static void
start_recording (GamaoHistorySession *self, GamaoMatch *match, gint64 row)
{
  g_autoptr (GError) error = NULL;

  g_clear_object (&self->recorder);
  if (self->writer)
    {
      self->recorder = gamao_store_recorder_new_async (self->writer, match, row);
      g_signal_connect_swapped (match, "match-over", G_CALLBACK (on_match_over), self);
      return;
    }
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
    gamao_history_session_ensure_open (self);
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
  gamao_history_session_ensure_open (self);
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
  gamao_history_session_ensure_open (self);
  if (!self->store || (id = gamao_store_find_unfinished (self->store, NULL)) == 0
      || !(*summary = gamao_store_get_summary (self->store, id, NULL)))
    return 0;
  return id;
}

void
gamao_history_session_notify_importing (GamaoHistorySession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IMPORTING]);
}

const char *
gamao_history_session_get_recording_text (GamaoHistorySession *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), NULL);
  return self->recording_text;
}

void
gamao_history_session_retry_recording (GamaoHistorySession *self)
{
  g_return_if_fail (GAMAO_IS_HISTORY_SESSION (self));
  if (self->writer)
    gamao_store_writer_retry (self->writer);
}

GamaoStoreWriter *
gamao_history_session_get_writer (GamaoHistorySession *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_SESSION (self), NULL);
  gamao_history_session_ensure_open (self);
  return self->writer;
}

char *
gamao_history_session_resume_question (GamaoMatchSummary *m)
{
  guint length = gamao_match_summary_get_length (m);
  const char *opponent = gamao_match_summary_get_name (m, 1);
  guint s0 = gamao_match_summary_get_score (m, 0), s1 = gamao_match_summary_get_score (m, 1);

  if (length == 0)
    return gamao_unbroken_pairs (g_strdup_printf (
      /* Translators: the score, "3–2": not a count. */
      _("Continue the money session against %s, %u–%u?"), opponent, s0, s1));
  /* Translators: the plural follows the match length; the score is "3–2". */
  return gamao_unbroken_pairs (
    g_strdup_printf (ngettext ("Continue the %u-point match against %s, %u–%u?",
                               "Continue the %u-point match against %s, %u–%u?", length),
                     length, opponent, s0, s1));
}
