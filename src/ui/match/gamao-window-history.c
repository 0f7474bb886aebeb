/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's side of the match history: it shows what the history
 * session (src/play) says — its notices, the damaged history's dialog,
 * the offer to continue an unfinished match, its size on the empty page
 * — and opens the history, the tracker and pasted positions. The policy
 * (when the history opens, what is recorded, what is analysed) is the
 * session's. */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"

#include <glib/gi18n.h>

#include "gamao-first-frame.h"
#include "gamao-drill-person.h"
#include "gamao-drill-menu.h"
#include "gamao-drill-position.h"
#include "gamao-drill-session.h"
#include "gamao-drill-window.h"
#include "gamao-history-window.h"
#include "gamao-mistakes-window.h"
#include "gamao-replay-window.h"
#include "gamao-track-window.h"

static void
on_notice (GamaoWindow *self, const char *text, const char *title, const char *details)
{
  if (title && details)
    gamao_window_toast_details (self, text, title, details);
  else
    gamao_window_toast (self, text);
}

/* A dialog, not a toast: the user needs the whole path of the old file,
 * and a toast cuts long text short. */
static void
on_damaged (GamaoWindow *self, const char *text)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Match History"), text);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Background analysis waits for the window's first frame after the
 * open: starting the app never waits on it. */
static gboolean
on_frame_after_open (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);

  if (self->history)
    gamao_history_session_start_analysis (self->history);
  return G_SOURCE_REMOVE;
}

/* The mistakes due today, on the empty page (issue 29). */
static void
count_drills_due (GamaoWindow *self)
{
  GamaoStore *store = gamao_history_session_get_store (self->history);
  g_auto (GStrv) names = gamao_drill_person_names (self->settings);
  GamaoMistakeQuery query = { .my_names = (const char *const *) names };
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  gint64 n = store ? gamao_drill_due_today (store, &query, now, NULL) : 0;

  gamao_empty_page_set_drills_due (self->empty_page, n > 0 ? (guint) n : 0);
  gamao_drill_menu_set_due (self->primary_menu, n > 0 ? (guint) n : 0);
}

static void
on_store (GamaoWindow *self)
{
  if (gamao_history_session_is_open (self->history))
    {
      gtk_widget_add_tick_callback (GTK_WIDGET (self), on_frame_after_open, NULL, NULL);
      count_drills_due (self);
    }
}

static void
continue_match (GamaoWindow *self, gint64 id)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = gamao_history_session_resume (self->history, id, &error);

  if (match)
    {
      gamao_empty_page_set_can_resume (self->empty_page, FALSE);
      gamao_window_set_match_in_row (self, match, id);
      return;
    }
  g_autofree char *text = g_strdup_printf (_("The match cannot be continued: %s"),
                                           error->message);
  gamao_window_toast (self, text);
}

static void
on_resume_response (AdwMessageDialog *dialog, const char *response, GamaoWindow *self)
{
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "match-id"));

  if (g_str_equal (response, "continue"))
    continue_match (self, id);
  else
    /* Not now: the empty page keeps a way back to it. */
    gamao_empty_page_set_can_resume (self->empty_page, TRUE);
}

void
gamao_window_continue_unfinished_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);
  g_autoptr (GamaoMatchSummary) summary = NULL;
  gint64 id = gamao_history_session_find_unfinished (gamao_window_get_history (self), &summary);

  if (id > 0)
    continue_match (self, id);
  else
    gamao_empty_page_set_can_resume (self->empty_page, FALSE);
}

static void
on_unfinished (GamaoWindow *self, gint64 id, GamaoMatchSummary *summary)
{
  g_autofree char *question = gamao_history_session_resume_question (summary);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Unfinished Match"), question);

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

/* ---- a match the history cannot keep (issue 33) ---- */

static void
on_recording_bar_response (GtkInfoBar *bar, int response, GamaoWindow *self)
{
  gamao_history_session_retry_recording (self->history);
}

/* The bar above the board, made the first time it is needed: why the
 * match is not saved now, said once while it lasts (libadwaita 1.2 has
 * no AdwBanner). */
static void
on_recording_text (GamaoWindow *self)
{
  const char *text = gamao_history_session_get_recording_text (self->history);
  GtkInfoBar *bar = g_object_get_data (G_OBJECT (self), "gamao-recording-bar");

  if (!bar && !text)
    return;
  if (!bar)
    {
      GtkWidget *label = gtk_label_new (NULL);

      bar = GTK_INFO_BAR (gtk_info_bar_new ());
      gtk_info_bar_set_message_type (bar, GTK_MESSAGE_WARNING);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_info_bar_add_child (bar, label);
      gtk_info_bar_add_button (bar, _("_Try Again"), GTK_RESPONSE_ACCEPT);
      g_signal_connect_object (bar, "response", G_CALLBACK (on_recording_bar_response), self, 0);
      gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->header_bar)),
                                  GTK_WIDGET (bar), self->header_bar);
      g_object_set_data (G_OBJECT (self), "gamao-recording-bar", bar);
      g_object_set_data (G_OBJECT (self), "gamao-recording-label", label);
    }
  if (text)
    gtk_label_set_text (g_object_get_data (G_OBJECT (self), "gamao-recording-label"), text);
  gtk_info_bar_set_revealed (bar, text != NULL);
}

static void
on_recording_stopped_response (AdwMessageDialog *dialog, const char *response, GamaoWindow *self)
{
  if (g_str_equal (response, "retry"))
    gamao_history_session_retry_recording (self->history);
}

/* The disk refuses the match: it leaves the board before its next
 * action, and the dialog says why, what is kept and what to do. */
static void
on_recording_stopped (GamaoWindow *self, const char *title, const char *text)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), title, text);

  gamao_window_set_match (self, NULL);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), "retry",
                                    _("_Try Again"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "retry");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_recording_stopped_response), self,
                           0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Everything of the stopped match is written: it goes on, in its row. */
static void
on_recording_resumed (GamaoWindow *self, gint64 row, GamaoMatch *match)
{
  if (!self->match)
    gamao_window_set_match_in_row (self, match, row);
}

void
gamao_window_set_history (GamaoWindow *self, GamaoHistorySession *history)
{
  g_return_if_fail (GAMAO_IS_WINDOW (self));
  g_return_if_fail (GAMAO_IS_HISTORY_SESSION (history));
  g_return_if_fail (self->history == NULL);

  self->history = g_object_ref (history);
  g_signal_connect_object (history, "notice", G_CALLBACK (on_notice), self, G_CONNECT_SWAPPED);
  /* The page shown with no match in progress says how many matches the
   * history holds, and offers it. */
  g_object_bind_property (history, "n-matches", self->empty_page, "history-size",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (history, "notify::store", G_CALLBACK (on_store), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (history, "damaged", G_CALLBACK (on_damaged), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (history, "unfinished", G_CALLBACK (on_unfinished), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (history, "notify::recording-text", G_CALLBACK (on_recording_text),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (history, "recording-stopped", G_CALLBACK (on_recording_stopped), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (history, "recording-resumed", G_CALLBACK (on_recording_resumed), self,
                           G_CONNECT_SWAPPED);
  on_store (self);
}

/* A window made without the application (tests, tools) keeps a history
 * of its own, opened on first use. */
GamaoHistorySession *
gamao_window_get_history (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);

  if (!self->history)
    {
      g_autoptr (GamaoHistorySession) own = gamao_history_session_new (NULL);
      gamao_window_set_history (self, own);
    }
  return self->history;
}

static gboolean
open_when_idle (gpointer user_data)
{
  GamaoWindow *self = user_data;

  gamao_history_session_open_in_background (self->history, TRUE);
  return G_SOURCE_REMOVE;
}

static void
on_window_painted (GamaoWindow *self)
{
  /* Not inside the frame: once it is out. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, open_when_idle, g_object_ref (self), g_object_unref);
}

void
gamao_window_open_history_in_background (GamaoWindow *self)
{
  GamaoHistorySession *history;

  g_return_if_fail (GAMAO_IS_WINDOW (self));
  history = gamao_window_get_history (self);
  /* The first frame says how many matches the history holds; the open
   * after it checks and corrects that. */
  gamao_history_session_peek (history);
  gamao_first_frame_connect (GTK_WINDOW (self), G_CALLBACK (on_window_painted), NULL, NULL);
}

void
gamao_window_follow_in_history (GamaoWindow *self, GamaoMatch *match, gint64 row)
{
  gamao_history_session_follow (gamao_window_get_history (self), match, row);
}

void
gamao_window_offer_resume (GamaoWindow *self)
{
  g_autoptr (GamaoMatchSummary) summary = NULL;
  gint64 id;

  g_return_if_fail (GAMAO_IS_WINDOW (self));
  id = gamao_history_session_find_unfinished (gamao_window_get_history (self), &summary);
  if (id > 0)
    on_unfinished (self, id, summary);
}

/* The window's history, or NULL after saying it cannot be opened. */
static GamaoStore *
history_store (GamaoWindow *self)
{
  GamaoStore *store = gamao_history_session_get_store (gamao_window_get_history (self));

  if (!store)
    gamao_window_toast (self, _("The match history cannot be opened."));
  return store;
}

static void
on_continue_requested (GamaoWindow *self, gint64 id, GamaoMatch *match)
{
  gamao_window_set_match_in_row (self, match, id);
}

void
gamao_window_show_history (GamaoWindow *self)
{
  GamaoStore *store = history_store (self);
  GamaoHistoryWindow *window;

  if (!store)
    return;
  window = gamao_history_window_new (GTK_WINDOW (self), store);
  /* Its analyses, imports (on the writer) and matches added elsewhere. */
  gamao_history_window_set_session (window, self->history);
  g_signal_connect_object (window, "continue-requested", G_CALLBACK (on_continue_requested), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
}

/* A mistake of the library, shown as the replay shows it: its match at
 * the decision, with the better plays and the words. */
static void
on_mistake_open (GamaoWindow *self, GamaoMistake *mistake, GtkWindow *library)
{
  const GamaoMistakeData *d = gamao_mistake_get_data (mistake);
  GamaoStore *store = history_store (self);
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record;
  GamaoReplayWindow *replay;
  gint frame;

  if (!store || !(replay = gamao_replay_window_new (library, store, d->match_id, &error)))
    {
      if (error)
        gamao_window_toast (self, error->message);
      return;
    }
  record = gamao_store_load (store, d->match_id, NULL);
  if (record && (frame = gamao_drill_position_replay_frame (record, d)) >= 0)
    gamao_replay_window_show_frame (replay, (guint) frame);
  g_clear_pointer (&record, gamao_match_record_unref);
  gtk_window_present (GTK_WINDOW (replay));
}

void
gamao_window_show_mistakes (GamaoWindow *self)
{
  GamaoStore *store = history_store (self);
  GamaoMistakesWindow *window;

  if (!store)
    return;
  window = gamao_mistakes_window_new (GTK_WINDOW (self), store, self->settings);
  g_signal_connect_object (window, "open-requested", G_CALLBACK (on_mistake_open), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
}

void
gamao_window_show_practice (GamaoWindow *self)
{
  GamaoStore *store = history_store (self);
  g_auto (GStrv) names = gamao_drill_person_names (self->settings);
  GamaoMistakeQuery query = { .my_names = (const char *const *) names };
  GamaoDrillWindow *window;

  if (!store)
    return;
  window = gamao_drill_window_new (GTK_WINDOW (self), store, &query);
  g_signal_connect_object (window, "destroy", G_CALLBACK (count_drills_due), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
}

void
gamao_window_show_track (GamaoWindow *self)
{
  GamaoStore *store = history_store (self);

  if (store)
    gtk_window_present (GTK_WINDOW (gamao_track_window_new (GTK_WINDOW (self), store)));
}

/* "Play from here" in a pasted position: it becomes this window's match. */
static void
on_play_requested (GamaoWindow *self, GamaoMatch *match)
{
  gamao_window_set_match (self, match);
  gtk_window_present (GTK_WINDOW (self));
}

static void
on_clipboard_text (GObject *clipboard, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result,
                                                          &error);
  GamaoReplayWindow *window;

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  /* With no text on the clipboard GDK says "Format text/plain not
   * supported", which tells a player nothing. */
  if (!text || !*g_strstrip (text))
    {
      g_debug ("Nothing to paste: %s", error ? error->message : "empty text");
      gamao_window_toast (self, _("There is no text on the clipboard. Copy a Position ID first, "
                                  "such as 4HPwATDgc/ABMA."));
      return;
    }
  g_clear_error (&error);
  window = gamao_replay_window_new_for_ids (GTK_WINDOW (self), text, &error);
  if (!window)
    {
      gamao_window_toast (self, error->message);
      return;
    }
  g_signal_connect_object (window, "play-requested", G_CALLBACK (on_play_requested), self,
                           G_CONNECT_SWAPPED);
  gamao_replay_window_set_can_play (window, TRUE);
  gtk_window_present (GTK_WINDOW (window));
}

/* A pasted position opens for study beside the game. */
void
gamao_window_paste_position (GamaoWindow *self)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL,
                                 on_clipboard_text, g_object_ref (self));
}

/* The window no longer plays: the session records nothing more of it. */
void
gamao_window_history_dispose (GamaoWindow *self)
{
  if (!self->history)
    return;
  g_signal_handlers_disconnect_by_data (self->history, self);
  if (self->match && gamao_history_session_get_match (self->history) == self->match)
    gamao_history_session_follow (self->history, NULL, 0);
  g_clear_object (&self->history);
}
