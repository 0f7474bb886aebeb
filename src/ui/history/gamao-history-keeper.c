/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-history"

#include "config.h"

#include "gamao-history-keeper.h"
#include "gamao-position-text.h"

#include <glib/gi18n.h>

#include "gamao-analysis-queue.h"
#include "gamao-first-frame.h"
#include "gamao-history-opener.h"
#include "gamao-history-window.h"
#include "gamao-replay-window.h"
#include "gamao-track-window.h"
#include "gamao-store-recorder.h"
#include "gamao-xgid.h"

struct _GamaoHistoryKeeper
{
  GObject parent_instance;

  GtkWindow *window;            /* weak: the window owns the keeper */
  GamaoMatch *match;            /* the match followed */
  GamaoStore *store;
  GamaoStoreRecorder *recorder;
  GamaoMatch *waiting;          /* a new match, recorded from its first roll */
  gint64 resume_id;             /* the row the next followed match goes on in */
  GamaoAnalysisQueue *queue;    /* matches analysed in the background */
  GamaoHistoryOpener *opener;   /* the history being opened on a worker */
  gboolean waiting_frame;       /* to open once the window is on the screen */
  gboolean offer_on_open;       /* to offer the unfinished match once open */
};

G_DEFINE_FINAL_TYPE (GamaoHistoryKeeper, gamao_history_keeper, G_TYPE_OBJECT)

enum
{
  NOTICE,
  HISTORY_SIZE,
  MATCH_READY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void ensure_open (GamaoHistoryKeeper *self);

/* Words for the user; the owner shows them (a toast). */
static void
notice_details (GamaoHistoryKeeper *self, const char *text, const char *title,
                const char *details)
{
  g_signal_emit (self, signals[NOTICE], 0, text, title, details);
}

static void
notice (GamaoHistoryKeeper *self, const char *text)
{
  notice_details (self, text, NULL, NULL);
}

static void
stop_waiting (GamaoHistoryKeeper *self)
{
  if (self->waiting)
    g_signal_handlers_disconnect_by_data (self->waiting, self);
  g_clear_object (&self->waiting);
}

static void
gamao_history_keeper_dispose (GObject *object)
{
  GamaoHistoryKeeper *self = GAMAO_HISTORY_KEEPER (object);

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
  g_clear_object (&self->recorder);
  if (self->queue)
    gamao_analysis_queue_stop (self->queue);
  g_clear_object (&self->queue);
  g_clear_object (&self->store);
  g_clear_object (&self->match);
  g_clear_weak_pointer (&self->window);
  G_OBJECT_CLASS (gamao_history_keeper_parent_class)->dispose (object);
}

static void
gamao_history_keeper_class_init (GamaoHistoryKeeperClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gamao_history_keeper_dispose;

  signals[NOTICE] = g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING,
                                  G_TYPE_STRING);
  signals[HISTORY_SIZE] = g_signal_new ("history-size", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_UINT);
  signals[MATCH_READY] = g_signal_new ("match-ready", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       GAMAO_TYPE_MATCH);
}

static void
gamao_history_keeper_init (GamaoHistoryKeeper *self)
{
}

void
gamao_history_keeper_show_history (GamaoHistoryKeeper *self)
{
  GamaoHistoryWindow *history;

  ensure_open (self);
  if (!self->store)
    {
      notice (self, _("The match history cannot be opened."));
      return;
    }
  history = gamao_history_window_new (self->window, self->store);
  gamao_history_window_set_analysis_queue (history, self->queue);
  g_signal_connect_object (history, "continue-requested", G_CALLBACK (gamao_history_keeper_continue),
                           self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (history));
}

void
gamao_history_keeper_show_track (GamaoHistoryKeeper *self)
{
  ensure_open (self);
  if (!self->store)
    {
      notice (self, _("The match history cannot be opened."));
      return;
    }
  gtk_window_present (GTK_WINDOW (gamao_track_window_new (self->window,
                                                          self->store)));
}

/* gnubg's "PositionID:MatchID" of the match on the board. */
void
gamao_history_keeper_copy_position_id (GamaoHistoryKeeper *self)
{
  GamaoMatch *match = self->match;
  g_autofree char *position = NULL;
  g_autofree char *match_id = NULL;
  g_autofree char *ids = NULL;
  g_autofree char *text = NULL;

  if (!match)
    return;
  position = gamao_match_dup_position_id (match);
  match_id = gamao_match_dup_match_id (match);
  ids = g_strdup_printf ("%s:%s", position, match_id);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->window)), ids);
  text = g_strdup_printf (_("Copied %s"), ids);
  notice (self, text);
}

/* eXtreme Gammon's XGID of the match on the board. */
void
gamao_history_keeper_copy_xgid (GamaoHistoryKeeper *self)
{
  GamaoMatch *match = self->match;
  g_autofree char *position = NULL;
  g_autofree char *text = NULL;
  char xgid[GAMAO_XGID_MAX];
  GamaoMatchState state;
  GamaoBoard board;

  if (!match)
    return;
  position = gamao_match_dup_position_id (match);
  if (gamao_position_id_decode (position, &board, NULL) != GAMAO_ID_OK)
    return;
  gamao_match_get_match_state (match, &state);
  gamao_xgid_encode (&board, &state, xgid);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->window)), xgid);
  text = g_strdup_printf (_("Copied %s"), xgid);
  notice (self, text);
}

/* The position on the board as text for a forum (gamao-position-text). */
void
gamao_history_keeper_copy_position_text (GamaoHistoryKeeper *self)
{
  g_autofree char *position = NULL;
  g_autofree char *text = NULL;
  GamaoMatchState state;
  GamaoBoard board;

  if (!self->match)
    return;
  position = gamao_match_dup_position_id (self->match);
  if (gamao_position_id_decode (position, &board, NULL) != GAMAO_ID_OK)
    return;
  gamao_match_get_match_state (self->match, &state);
  text = gamao_position_text (&board, &state, NULL, NULL);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->window)), text);
  notice (self, _("Position copied as text"));
}

/* "Play from here" in a pasted position: it becomes this window's match. */
static void
on_play_requested (GamaoHistoryKeeper *self, GamaoMatch *match)
{
  if (!self->window)
    return;
  g_signal_emit (self, signals[MATCH_READY], 0, match);
  gtk_window_present (self->window);
}

static void
on_clipboard_text (GObject *clipboard, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoHistoryKeeper) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result,
                                                          &error);
  GamaoReplayWindow *window;

  if (!self->window)
    return;
  /* With no text on the clipboard GDK says "Format text/plain not
   * supported", which tells a player nothing. */
  if (!text || !*g_strstrip (text))
    {
      g_debug ("Nothing to paste: %s", error ? error->message : "empty text");
      notice (self, _("There is no text on the clipboard. Copy a Position ID first, "
                            "such as 4HPwATDgc/ABMA."));
      return;
    }
  g_clear_error (&error);
  window = gamao_replay_window_new_for_ids (self->window, text, &error);
  if (window)
    {
      g_signal_connect_object (window, "play-requested", G_CALLBACK (on_play_requested), self,
                               G_CONNECT_SWAPPED);
      gamao_replay_window_set_can_play (window, TRUE);
      gtk_window_present (GTK_WINDOW (window));
    }
  else
    notice (self, error->message);
}

/* A pasted position opens for study beside the game. */
void
gamao_history_keeper_paste_position_id (GamaoHistoryKeeper *self)
{

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self->window)), NULL,
                                 on_clipboard_text, g_object_ref (self));
}

static void update_history_size (GamaoHistoryKeeper *self);

void
gamao_history_keeper_import_files (GamaoHistoryKeeper *self, GFile *const *files, guint n_files)
{
  g_autoptr (GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *summary = NULL;

  if (!self->window || n_files == 0)
    return;
  ensure_open (self);
  if (!self->store)
    {
      notice (self, _("The match history cannot be opened."));
      return;
    }
  guint imported = gamao_store_import_files (self->store, files, n_files, failures);
  summary = gamao_store_import_summary (imported, failures);
  if (failures->len > 1)
    {
      g_ptr_array_add (failures, NULL);
      g_autofree char *details = g_strjoinv ("\n", (char **) failures->pdata);
      notice_details (self, summary, _("Files Not Imported"), details);
    }
  else
    notice (self, summary);
  update_history_size (self);
}

/* Match files dropped on the window go to the history. */
static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y,
         GamaoHistoryKeeper *self)
{
  g_autoptr (GPtrArray) files = g_ptr_array_new ();

  for (GSList *l = g_value_get_boxed (value); l; l = l->next)
    g_ptr_array_add (files, l->data);
  gamao_history_keeper_import_files (self, (GFile *const *) files->pdata, files->len);
  return files->len > 0;
}

static void
update_history_size (GamaoHistoryKeeper *self)
{
  g_autoptr (GListStore) all = NULL;

  if (self->store && self->window
      && (all = gamao_store_list (self->store, NULL, GAMAO_STORE_FILTER_ALL, NULL)))
    g_signal_emit (self, signals[HISTORY_SIZE], 0, g_list_model_get_n_items (G_LIST_MODEL (all)));
}

/* Statistics are seen from the side of the person at this desk, whose
 * name the statistics window remembers. */
static void
apply_desk_player (GamaoHistoryKeeper *self)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *name = g_settings_get_string (settings, "desk-player");

  gamao_store_set_desk_player (self->store, name);
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

/* A dialog, not a toast: the user needs the whole path of the old file,
 * and a toast cuts long text short. */
static void
tell_damaged (GamaoHistoryKeeper *self)
{
  g_autofree char *text = damaged_history_text (self->store);
  GtkWidget *dialog = adw_message_dialog_new (self->window, _("Match History"), text);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Background analysis waits for the window's first frame: starting
 * the app never waits on it. */
static gboolean
on_first_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  GamaoHistoryKeeper *self = user_data;

  if (self->queue)
    {
      g_autoptr (GSettings) settings = g_settings_new (APP_ID);
      gamao_analysis_queue_set_paused (self->queue, FALSE);
      /* A weights change queues the analyses made with the old ones,
       * unless the preference pauses automatic analysis. */
      gamao_analysis_queue_check_weights (self->queue, g_settings_get_boolean (
                                                         settings, "analyse-automatically"));
    }
  return G_SOURCE_REMOVE;
}

static void offer_unfinished (GamaoHistoryKeeper *self, gint64 id, GamaoMatchSummary *summary);

/* The worker is done: the history is ours, or the user hears why not;
 * then, in this order, the damaged history's dialog and the offer to
 * continue the unfinished match (unless a match is already on). */
static void
finish_open (GamaoHistoryKeeper *self)
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
  if (self->window)
    g_signal_emit (self, signals[HISTORY_SIZE], 0, gamao_history_opener_get_n_matches (opener));
  apply_desk_player (self);
  self->queue = gamao_analysis_queue_new (self->store, NULL);
  gamao_analysis_queue_set_paused (self->queue, TRUE);
  if (self->window)
    gtk_widget_add_tick_callback (GTK_WIDGET (self->window), on_first_frame, g_object_ref (self),
                                  g_object_unref);
  if (gamao_store_get_moved_aside (self->store))
    tell_damaged (self);
  unfinished = gamao_history_opener_get_unfinished (opener, &summary);
  if (self->offer_on_open && !self->match && unfinished > 0)
    offer_unfinished (self, unfinished, summary);
  self->offer_on_open = FALSE;
}

static void
on_opened (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GWeakRef *ref = user_data;
  g_autoptr (GamaoHistoryKeeper) self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  /* Unless someone who needed the history at once took it already. */
  if (self && self->opener == GAMAO_HISTORY_OPENER (source))
    finish_open (self);
}

static void
start_open (GamaoHistoryKeeper *self)
{
  g_autofree char *path = gamao_store_default_path ();
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  self->waiting_frame = FALSE;
  self->opener = gamao_history_opener_start (path, on_opened, ref);
}

/* Whoever needs the history now waits for the worker (or opens it now,
 * before the first frame). */
static void
ensure_open (GamaoHistoryKeeper *self)
{
  if (self->waiting_frame)
    start_open (self);
  if (!self->opener)
    return;
  gamao_history_opener_wait (self->opener);
  finish_open (self);
}

static gboolean
open_when_idle (gpointer user_data)
{
  GamaoHistoryKeeper *self = user_data;

  if (self->waiting_frame)
    start_open (self);
  return G_SOURCE_REMOVE;
}

static void
on_window_painted (GtkWindow *window, gpointer user_data)
{
  /* Not inside the frame: once it is out. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, open_when_idle, g_object_ref (user_data),
                   g_object_unref);
}

GamaoHistoryKeeper *
gamao_history_keeper_new (void)
{
  return g_object_new (GAMAO_TYPE_HISTORY_KEEPER, NULL);
}

static void
set_window (GamaoHistoryKeeper *self, GtkWindow *window)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_set_weak_pointer (&self->window, window);
  g_signal_connect_object (drop, "drop", G_CALLBACK (on_drop), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (window), GTK_EVENT_CONTROLLER (drop));
}

void
gamao_history_keeper_open (GamaoHistoryKeeper *self, GtkWindow *window)
{
  g_return_if_fail (GAMAO_IS_HISTORY_KEEPER (self));
  g_return_if_fail (self->window == NULL);

  set_window (self, window);
  start_open (self);
  ensure_open (self);
}

void
gamao_history_keeper_open_in_background (GamaoHistoryKeeper *self, GtkWindow *window)
{
  g_autofree char *path = NULL;
  int n_matches;

  g_return_if_fail (GAMAO_IS_HISTORY_KEEPER (self));
  g_return_if_fail (self->window == NULL);

  path = gamao_store_default_path ();
  set_window (self, window);
  /* The first frame says how many matches the history holds; the open
   * after it checks and corrects that. */
  if ((n_matches = gamao_store_peek_size (path)) >= 0)
    g_signal_emit (self, signals[HISTORY_SIZE], 0, (guint) n_matches);
  self->waiting_frame = TRUE;
  self->offer_on_open = TRUE;
  gamao_first_frame_connect (window, G_CALLBACK (on_window_painted), g_object_ref (self),
                             g_object_unref);
}

GamaoStore *
gamao_history_keeper_get_store (GamaoHistoryKeeper *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_KEEPER (self), NULL);
  ensure_open (self);
  return self->store;
}

static void
on_write_failed (GamaoHistoryKeeper *self, const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("The match could not be saved: %s"), error->message);

  notice (self, text);
}

GamaoAnalysisQueue *
gamao_history_keeper_get_analysis_queue (GamaoHistoryKeeper *self)
{
  g_return_val_if_fail (GAMAO_IS_HISTORY_KEEPER (self), NULL);
  ensure_open (self);
  return self->queue;
}

typedef struct
{
  GamaoHistoryKeeper *keeper;
  gint64 id;
} Finished;

static gboolean
queue_finished (gpointer data)
{
  Finished *f = data;

  if (f->keeper->queue)
    gamao_analysis_queue_add (f->keeper->queue, f->id);
  return G_SOURCE_REMOVE;
}

static void
free_finished (gpointer data)
{
  Finished *f = data;

  g_object_unref (f->keeper);
  g_free (f);
}

/* A match that ends is analysed, unless the preference says not to;
 * from an idle callback, once the recorder has written its end. */
static void
on_match_over (GamaoHistoryKeeper *self)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  Finished *f;

  if (!self->recorder || !g_settings_get_boolean (settings, "analyse-automatically"))
    return;
  f = g_new (Finished, 1);
  f->keeper = g_object_ref (self);
  f->id = gamao_store_recorder_get_id (self->recorder);
  g_idle_add_full (G_PRIORITY_LOW, queue_finished, f, free_finished);
}

static void
start_recording (GamaoHistoryKeeper *self, GamaoMatch *match, gint64 id)
{
  g_autoptr (GError) error = NULL;

  g_clear_object (&self->recorder);
  self->recorder = gamao_store_recorder_new (self->store, match, id, &error);
  if (!self->recorder)
    {
      on_write_failed (self, error);
      return;
    }
  g_signal_connect_object (self->recorder, "write-failed", G_CALLBACK (on_write_failed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "match-over", G_CALLBACK (on_match_over), self,
                           G_CONNECT_SWAPPED);
}

/* A match is kept from its first roll: a new match opened and left at
 * once is no match to remember. */
static void
on_first_roll (GamaoHistoryKeeper *self)
{
  g_autoptr (GamaoMatch) match = g_object_ref (self->waiting);

  stop_waiting (self);
  start_recording (self, match, 0);
}

void
gamao_history_keeper_follow (GamaoHistoryKeeper *self, GamaoMatch *match)
{
  gint64 id = self->resume_id;

  g_return_if_fail (GAMAO_IS_HISTORY_KEEPER (self));
  /* A match on the board before the history is open: no offer then. */
  if (match)
    self->offer_on_open = FALSE;
  ensure_open (self);
  self->resume_id = 0;
  g_set_object (&self->match, match);
  stop_waiting (self);
  g_clear_object (&self->recorder);
  if (!match || !self->store)
    return;
#if GAMAO_WITH_SCENES
  /* The screenshot scenes are staged, not played. */
  if (g_getenv ("GAMAO_SCENE"))
    return;
#endif
  /* A match set up from a position is under way from the start. */
  if (id > 0 || gamao_match_is_under_way (match))
    {
      start_recording (self, match, id);
      return;
    }
  self->waiting = g_object_ref (match);
  g_signal_connect_object (match, "dice-rolled", G_CALLBACK (on_first_roll), self,
                           G_CONNECT_SWAPPED);
}

/* The players of a resumed match: the computer's seats come back as the
 * computer, at the level they had. */
gboolean
gamao_history_keeper_resume (GamaoHistoryKeeper *self, gint64 id, GError **error)
{
  g_autoptr (GamaoMatch) match = NULL;

  g_return_val_if_fail (GAMAO_IS_HISTORY_KEEPER (self), FALSE);
  ensure_open (self);
  if (!self->store || !(match = gamao_store_resume (self->store, id, error)))
    return FALSE;
  gamao_history_keeper_continue (self, id, match);
  return TRUE;
}

void
gamao_history_keeper_continue (GamaoHistoryKeeper *self, gint64 id, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_HISTORY_KEEPER (self));
  if (!self->window)
    return;
  self->resume_id = id;
  g_signal_emit (self, signals[MATCH_READY], 0, match);
}

static void
on_resume_response (AdwMessageDialog *dialog, const char *response, GamaoHistoryKeeper *self)
{
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "match-id"));
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "continue") == 0 && !gamao_history_keeper_resume (self, id, &error))
    {
      g_autofree char *text = g_strdup_printf (_("The match cannot be continued: %s"),
                                               error->message);
      notice (self, text);
    }
}

static char *
resume_question (GamaoMatchSummary *m)
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

static void
offer_unfinished (GamaoHistoryKeeper *self, gint64 id, GamaoMatchSummary *summary)
{
  g_autofree char *question = resume_question (summary);
  GtkWidget *dialog = adw_message_dialog_new (self->window, _("Unfinished Match"), question);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "later", _("_Not Now"),
                                    "continue", _("_Continue"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "continue",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_object_set_data (G_OBJECT (dialog), "match-id", GSIZE_TO_POINTER ((gsize) id));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
gamao_history_keeper_offer_resume (GamaoHistoryKeeper *self)
{
  g_autoptr (GamaoMatchSummary) summary = NULL;
  gint64 id;

  g_return_if_fail (GAMAO_IS_HISTORY_KEEPER (self));
  ensure_open (self);
  if (!self->store || (id = gamao_store_find_unfinished (self->store, NULL)) == 0
      || !(summary = gamao_store_get_summary (self->store, id, NULL)))
    return;
  offer_unfinished (self, id, summary);
}
