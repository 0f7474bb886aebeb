/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's commands, and the questions the match puts to the
 * players: answer a double, answer a resignation, go on after a game. */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"
#include "gamao-window-test.h"

#include <glib/gi18n.h>

#include "gamao-board-news.h"
#include "gamao-new-match-dialog.h"
#include "gamao-position-editor.h"
#include "gamao-positions-window.h"
#include "gamao-position-ids.h"
#include "gamao-rules-window.h"
#include "gamao-score-sheet.h"
#include "gamao-stakes.h"

typedef gboolean (*MatchRequest) (GamaoMatch *match, GError **error);

static void
request (GamaoWindow *self, MatchRequest fn)
{
  g_autoptr (GError) error = NULL;

  if (self->match && !fn (self->match, &error))
    gamao_window_report (self, error);
}

/* Each action the desk allows, by the desk's properties: enabled while
 * either is TRUE. Installed actions have no "enabled" to bind. */
static const struct
{
  const char *action;
  const char *flag;
  const char *or_flag;
} action_flags[] = {
  { "win.roll", "may-roll", NULL },
  /* D doubles, or with a double to answer, goes to its bar. */
  { "win.double", "may-double", "may-answer-double" },
  { "win.take", "may-answer-double", NULL },
  { "win.drop", "may-answer-double", NULL },
  { "win.beaver", "may-beaver", NULL },
  { "win.hint", "may-hint", NULL },
  { "win.undo", "may-undo", NULL },
  /* Enter finishes a whole play; otherwise it is the board's key. */
  { "win.finish-move", "may-finish", NULL },
  { "win.resign", "may-resign", NULL },
  { "win.next-game", "may-next-game", NULL },
  { "win.end-session", "may-end-session", NULL },
  { "win.tutor-take-back", "may-answer-tutor", NULL },
  { "win.tutor-play-anyway", "may-answer-tutor", NULL },
};

static gboolean
desk_flag (GamaoDesk *desk, const char *flag)
{
  gboolean on = FALSE;

  if (flag)
    g_object_get (desk, flag, &on, NULL);
  return on;
}

static void
on_desk_flag (GamaoWindow *self, GParamSpec *pspec)
{
  for (guint i = 0; i < G_N_ELEMENTS (action_flags); i++)
    if (g_strcmp0 (pspec->name, action_flags[i].flag) == 0
        || g_strcmp0 (pspec->name, action_flags[i].or_flag) == 0)
      gtk_widget_action_set_enabled (GTK_WIDGET (self), action_flags[i].action,
                                     desk_flag (self->desk, action_flags[i].flag)
                                         || desk_flag (self->desk, action_flags[i].or_flag));
}

static void
on_desk_match (GamaoWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.score-sheet",
                                 gamao_desk_get_match (self->desk) != NULL);
}

void
gamao_window_follow_desk (GamaoWindow *self)
{
  g_autoptr (GHashTable) connected = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < G_N_ELEMENTS (action_flags); i++)
    {
      const char *flags[] = { action_flags[i].flag, action_flags[i].or_flag };

      for (guint f = 0; f < G_N_ELEMENTS (flags); f++)
        {
          g_autofree char *signal = NULL;

          if (!flags[f] || !g_hash_table_add (connected, (gpointer) flags[f]))
            continue;
          signal = g_strconcat ("notify::", flags[f], NULL);
          g_signal_connect_object (self->desk, signal, G_CALLBACK (on_desk_flag), self,
                                   G_CONNECT_SWAPPED);
          on_desk_flag (self, g_object_class_find_property (G_OBJECT_GET_CLASS (self->desk),
                                                            flags[f]));
        }
    }
  g_signal_connect_object (self->desk, "notify::match", G_CALLBACK (on_desk_match), self,
                           G_CONNECT_SWAPPED);
  on_desk_match (self);
}

/* Prompts */

void
gamao_window_dismiss_prompt (GamaoWindow *self)
{
  g_clear_handle_id (&self->prompt_id, g_source_remove);
  if (self->prompt)
    gtk_window_destroy (GTK_WINDOW (self->prompt));
  self->prompt = NULL;
}

static void
on_prompt_destroy (GamaoWindow *self, GtkWidget *dialog)
{
  if (self->prompt == ADW_MESSAGE_DIALOG (dialog))
    self->prompt = NULL;
}

/* Answered: the dialog closes itself after its handlers run, and may
 * make way for the next question. */
static void
on_prompt_response (GamaoWindow *self, const char *response, AdwMessageDialog *dialog)
{
  if (self->prompt == dialog)
    self->prompt = NULL;
}

static AdwMessageDialog *
new_prompt (GamaoWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_prompt_destroy), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_prompt_response), self,
                           G_CONNECT_SWAPPED);
  self->prompt = ADW_MESSAGE_DIALOG (dialog);
  return self->prompt;
}

static void
answer_double (GamaoWindow *self, MatchRequest fn, GamaoTutorAction action)
{
  if (self->match && gamao_match_get_phase (self->match) == GAMAO_MATCH_DOUBLE_OFFERED)
    {
      /* Held: the tutor bar takes the keyboard to its answer. */
      if (gamao_tutor_hold_intercept (gamao_desk_get_tutor_hold (self->desk), action))
        return;
      request (self, fn);
    }
  /* The bar closes under the keyboard: the board has it again. */
  gamao_window_focus_board (self);
}

static void
take_action (GtkWidget *widget, const char *name, GVariant *param)
{
  answer_double (GAMAO_WINDOW (widget), gamao_match_take, GAMAO_TUTOR_TAKE);
}

static void
drop_action (GtkWidget *widget, const char *name, GVariant *param)
{
  answer_double (GAMAO_WINDOW (widget), gamao_match_drop, GAMAO_TUTOR_DROP);
}

static void
history_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_window_show_history (GAMAO_WINDOW (widget));
}

static void
mistakes_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_window_show_mistakes (GAMAO_WINDOW (widget));
}

static void
practise_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_window_show_practice (GAMAO_WINDOW (widget));
}

static void
track_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_window_show_track (GAMAO_WINDOW (widget));
}

/* The position on the board to the clipboard, in the form `text_of`
 * writes, and the notice that says so (`done`, or "Copied …"). */
static void
copy_position (GamaoWindow *self, char *(*text_of) (GamaoMatch *match), const char *done)
{
  g_autofree char *text = NULL;
  g_autofree char *said = NULL;

  if (!self->match || !(text = text_of (self->match)))
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  said = done ? g_strdup (done) : g_strdup_printf (_("Copied %s"), text);
  gamao_window_toast (self, said);
}

/* gnubg's "PositionID:MatchID". */
static void
copy_position_id_action (GtkWidget *widget, const char *name, GVariant *param)
{
  copy_position (GAMAO_WINDOW (widget), gamao_position_ids_of_match, NULL);
}

/* eXtreme Gammon's XGID. */
static void
copy_xgid_action (GtkWidget *widget, const char *name, GVariant *param)
{
  copy_position (GAMAO_WINDOW (widget), gamao_position_ids_xgid_of_match, NULL);
}

/* The position as text for a forum: IDs, XGID, diagram. */
static void
copy_position_text_action (GtkWidget *widget, const char *name, GVariant *param)
{
  copy_position (GAMAO_WINDOW (widget), gamao_position_ids_text_of_match,
                 _("Position copied as text"));
}

static void
paste_position_id_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_window_paste_position (GAMAO_WINDOW (widget));
}

static void
beaver_action (GtkWidget *widget, const char *name, GVariant *param)
{
  answer_double (GAMAO_WINDOW (widget), gamao_match_beaver, GAMAO_TUTOR_BEAVER);
}

static void
on_resign_answer (GamaoWindow *self, const char *response)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = TRUE;

  if (!self->match || gamao_match_get_phase (self->match) != GAMAO_MATCH_RESIGNATION_OFFERED)
    return;
  if (g_str_equal (response, "accept"))
    ok = gamao_match_accept_resignation (self->match, &error);
  else if (g_str_equal (response, "decline"))
    ok = gamao_match_decline_resignation (self->match, &error);
  if (!ok)
    gamao_window_report (self, error);
}

static void
prompt_resignation (GamaoWindow *self)
{
  /* The one answering is the one whose turn it is, so the resigner is
   * the other player. */
  int resigner = 1 - gamao_match_get_turn (self->match);
  GamaoResultKind kind = gamao_match_get_resignation (self->match);
  g_autofree char *heading = NULL, *body = NULL;
  AdwMessageDialog *dialog;

  heading = gamao_stakes_resign_heading (self->match, resigner);
  body = gamao_stakes_resign_body (self->match, resigner, kind);
  dialog = new_prompt (self, heading, body);
  adw_message_dialog_add_responses (dialog, "decline", _("_Decline"), "accept", _("_Accept"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "accept", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "accept");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resign_answer), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_outcome_response (GamaoWindow *self, const char *response)
{
  if (g_str_equal (response, "next"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.next-game", NULL);
  else if (g_str_equal (response, "sheet"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.score-sheet", NULL);
  else if (g_str_equal (response, "new"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-match", NULL);
}

static void
prompt_outcome (GamaoWindow *self, int winner, guint points, GamaoResultKind kind)
{
  gboolean match_over = gamao_match_get_phase (self->match) == GAMAO_MATCH_MATCH_OVER;
  g_autofree char *heading = NULL;
  g_autofree char *body = gamao_stakes_game_over_body (self->match, winner, points);
  AdwMessageDialog *dialog;

  if (match_over)
    heading = gamao_stakes_match_over_heading (self->match, winner);
  else
    heading = gamao_stakes_game_over_heading (self->match, winner, kind);
  dialog = new_prompt (self, heading, body);
  adw_message_dialog_add_response (dialog, "sheet", _("_Score Sheet"));
  if (match_over)
    {
      adw_message_dialog_add_responses (dialog, "close", _("_Close"), "new", _("_New Match…"),
                                        NULL);
      adw_message_dialog_set_response_appearance (dialog, "new", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "new");
    }
  else
    {
      adw_message_dialog_add_responses (dialog, "close", _("_Look at the Board"), "next",
                                        _("_Next Game"), NULL);
      adw_message_dialog_set_response_appearance (dialog, "next", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "next");
    }
  adw_message_dialog_set_close_response (dialog, "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_outcome_response), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The desk says which question waits for a person (a double is answered
 * in the decision bar, without a dialog). */
static gboolean
show_prompt (gpointer user_data)
{
  GamaoWindow *self = user_data;
  int winner;
  guint points;
  GamaoResultKind kind;

  self->prompt_id = 0;
  if (!self->match || self->prompt)
    return G_SOURCE_REMOVE;
  if (gamao_desk_get_prompt (self->desk) == GAMAO_DESK_PROMPT_RESIGNATION)
    prompt_resignation (self);
  else if (gamao_desk_take_outcome (self->desk, &winner, &points, &kind))
    prompt_outcome (self, winner, points, kind);
  return G_SOURCE_REMOVE;
}

void
gamao_window_schedule_prompt (GamaoWindow *self)
{
  if (!self->prompt_id)
    self->prompt_id = g_idle_add (show_prompt, self);
}

/* Commands */

static void
on_new_match_ready (GamaoWindow *self, GamaoMatch *match)
{
  gamao_window_set_match (self, match);
}

static void
new_match_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoNewMatchDialog *dialog = gamao_new_match_dialog_new (GTK_WINDOW (widget));

  g_signal_connect_object (dialog, "match-ready", G_CALLBACK (on_new_match_ready), widget,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
roll_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);

  /* Rolling when one may double is a cube decision too. */
  if (gamao_desk_get_may_double (self->desk)
      && gamao_tutor_hold_intercept (gamao_desk_get_tutor_hold (self->desk),
                                     GAMAO_TUTOR_NO_DOUBLE))
    return;
  request (self, gamao_match_roll);
}

static void
double_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);

  /* D again, with a double waiting: the keyboard goes to the answer. */
  if (self->match && gamao_match_get_phase (self->match) == GAMAO_MATCH_DOUBLE_OFFERED)
    gtk_widget_child_focus (GTK_WIDGET (gamao_window_get_decision_bar (self)),
                            GTK_DIR_TAB_FORWARD);
  else if (!gamao_tutor_hold_intercept (gamao_desk_get_tutor_hold (self->desk),
                                       GAMAO_TUTOR_DOUBLE))
    request (self, gamao_match_double);
}

static void
hint_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);

  if (self->game_buttons)
    gamao_game_buttons_popup_hint (self->game_buttons);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);
  GamaoStep steps[4], after[4];
  guint n = self->match ? gamao_match_get_steps (self->match, steps) : 0;
  g_autofree char *news = NULL;

  request (self, gamao_match_undo_step);
  /* A screen reader hears what was taken back (the board has the news). */
  if (n == 0 || !self->match_view || gamao_match_get_steps (self->match, after) != n - 1)
    return;
  news = gamao_board_news_took_back (self->match, &steps[n - 1]);
  gamao_board_view_set_news (gamao_window_board (self), news);
}

static void
finish_move_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);

  if (self->match && gamao_match_can_commit (self->match)
      && gamao_tutor_hold_intercept (gamao_desk_get_tutor_hold (self->desk), GAMAO_TUTOR_PLAY))
    return;
  request (self, gamao_match_commit_turn);
}

static void
next_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);

  gamao_window_dismiss_prompt (self);
  request (self, gamao_match_next_game);
}

static void
on_resign_choice (GamaoWindow *self, const char *response)
{
  g_autoptr (GError) error = NULL;
  GamaoResultKind kind;

  if (g_str_equal (response, "single"))
    kind = GAMAO_RESULT_SINGLE;
  else if (g_str_equal (response, "gammon"))
    kind = GAMAO_RESULT_GAMMON;
  else if (g_str_equal (response, "backgammon"))
    kind = GAMAO_RESULT_BACKGAMMON;
  else
    return;
  if (!gamao_match_offer_resignation (self->match, gamao_match_get_turn (self->match), kind,
                                      &error))
    gamao_window_report (self, error);
}

static void
resign_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);
  const char *who;
  g_autofree char *heading = NULL, *single = NULL, *gammon = NULL, *backgammon = NULL;
  AdwMessageDialog *dialog;

  if (!self->match || self->prompt)
    return;
  who = gamao_stakes_player_name (self->match, gamao_match_get_turn (self->match));
  heading = g_strdup_printf (_("Resign, %s?"), who);
  dialog = new_prompt (self, heading,
                       _("Choose how much to give up. Your opponent may accept, which ends the "
                         "game, or decline and play on."));
  single = gamao_stakes_resign_choice (self->match, GAMAO_RESULT_SINGLE);
  gammon = gamao_stakes_resign_choice (self->match, GAMAO_RESULT_GAMMON);
  backgammon = gamao_stakes_resign_choice (self->match, GAMAO_RESULT_BACKGAMMON);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "single", single, "gammon",
                                    gammon, "backgammon", backgammon, NULL);
  /* Resigning destroys nothing, and the single game is the cheapest
   * choice: plain. Red warns only before giving up more than the game
   * (the HIG keeps destructive styling for what costs the user). */
  adw_message_dialog_set_response_appearance (dialog, "gammon", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "backgammon", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resign_choice), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_end_session_response (GamaoWindow *self, const char *response)
{
  g_autoptr (GError) error = NULL;

  if (!self->match || !g_str_equal (response, "end"))
    return;
  if (!gamao_match_end_session (self->match, &error))
    gamao_window_toast (self, error->message);
}

static void
end_session_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);
  g_autofree char *score = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (!self->match || self->prompt)
    return;
  score = gamao_stakes_score_text (self->match, gamao_match_get_score (self->match, 0),
                                   gamao_match_get_score (self->match, 1));
  /* Translators: %s is the score, "Ana 5, Bruno 3". */
  body = g_strdup_printf (_("The session ends at %s and is kept in the history with that "
                            "result. A game not yet finished does not count."),
                          score);
  dialog = new_prompt (self, _("End the Session?"), body);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Play On"), "end", _("_End Session"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "end", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_end_session_response), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_score_sheet_destroy (GamaoWindow *self)
{
  self->score_sheet = NULL;
}

static void
score_sheet_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);

  if (!self->match)
    return;
  if (!self->score_sheet)
    {
      self->score_sheet = GTK_WINDOW (gamao_score_sheet_new (GTK_WINDOW (self), self->match));
      g_signal_connect_object (self->score_sheet, "destroy", G_CALLBACK (on_score_sheet_destroy),
                               self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (self->score_sheet);
}

/* "Play From Here" in the editor: its match becomes this window's. */
static void
on_editor_play (GamaoWindow *self, GamaoMatch *match)
{
  gamao_window_set_match (self, match);
  gtk_window_present (GTK_WINDOW (self));
}

/* An editor over this window from `start` (NULL: the starting
 * position), keeping positions in this window's history. */
static GamaoPositionEditor *
new_editor (GamaoWindow *self, const GamaoSetupPosition *start)
{
  GamaoPositionEditor *editor = gamao_position_editor_new (start);

  gtk_window_set_transient_for (GTK_WINDOW (editor), GTK_WINDOW (self));
  if (self->history)
    gamao_position_editor_set_store (editor, gamao_history_session_get_store (self->history));
  g_signal_connect_object (editor, "play-requested", G_CALLBACK (on_editor_play), self,
                           G_CONNECT_SWAPPED);
  return editor;
}

/* The position editor, starting from the position on the board (the
 * XGID of the match's, which holds its dice and score), else the start. */
static void
position_editor_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);
  g_autofree char *xgid = self->match ? gamao_position_ids_xgid_of_match (self->match) : NULL;
  GamaoSetupPosition start;
  char why[128];
  gboolean read = xgid && gamao_setup_position_read (&start, xgid, NULL, why, sizeof why);

  gtk_window_present (GTK_WINDOW (new_editor (self, read ? &start : NULL)));
}

/* A kept position opened from the list: in an editor of its own. */
static void
on_open_position (GamaoWindow *self, const char *xgid, const char *name)
{
  GamaoPositionEditor *editor = new_editor (self, NULL);

  gamao_position_editor_open_xgid (editor, xgid);
  gtk_window_present (GTK_WINDOW (editor));
}

/* A position shown elsewhere (a replay's frame, as its XGID), in an
 * editor of its own. */
static void
edit_position_action (GtkWidget *widget, const char *name, GVariant *param)
{
  on_open_position (GAMAO_WINDOW (widget), g_variant_get_string (param, NULL), NULL);
}

/* The positions kept by name in the history (issue 28). */
static void
positions_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);
  GamaoStore *store = self->history ? gamao_history_session_get_store (self->history) : NULL;
  GamaoPositionsWindow *window;

  if (!store)
    {
      gamao_window_toast (self, _("The history is not open: no positions are kept."));
      return;
    }
  window = gamao_positions_window_new (GTK_WINDOW (self), store);
  g_signal_connect_object (window, "open-position", G_CALLBACK (on_open_position), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
}

static void
rules_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_rules_window_present_section (GTK_WINDOW (widget), NULL);
}

/* The "Why?" of a refused move: the section that explains the rule. */
static void
rules_section_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_rules_window_present_section (GTK_WINDOW (widget), g_variant_get_string (param, NULL));
}

static gboolean
focus_within (GtkWidget *focus, GtkWidget *area)
{
  return focus && area && (focus == area || gtk_widget_is_ancestor (focus, area));
}

gboolean
gamao_window_handle_game_key (GamaoWindow *self, guint keyval)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  const char *action = NULL;
  gboolean enabled = FALSE;

  g_return_val_if_fail (GAMAO_IS_WINDOW (self), FALSE);

  switch (keyval)
    {
    case GDK_KEY_space:
    case GDK_KEY_r:
      action = "win.roll";
      enabled = gamao_desk_get_may_roll (self->desk);
      break;
    case GDK_KEY_d:
      action = "win.double";
      enabled = gamao_desk_get_may_double (self->desk)
                || gamao_desk_get_may_answer_double (self->desk);
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      /* Enter goes on with the match: it finishes a move, and at a
       * game's end it starts the next, as the button beside the status
       * line does (a keyboard player had to Tab to it). */
      action = "win.finish-move";
      enabled = gamao_desk_get_may_finish (self->desk);
      if (!enabled && gamao_desk_get_may_next_game (self->desk))
        {
          action = "win.next-game";
          enabled = TRUE;
        }
      break;
    case GDK_KEY_h:
      action = "win.hint";
      enabled = gamao_desk_get_may_hint (self->desk);
      break;
    default:
      return FALSE;
    }
  /* Text fields and popovers (the hint's list, the menus) keep their keys. */
  if (focus && (GTK_IS_EDITABLE (focus) || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER)))
    return FALSE;
  if (enabled)
    {
      GamaoBoardView *board = gamao_window_board (self);

      if (board && focus == GTK_WIDGET (board))
        gamao_board_view_show_keys (board);
      return gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
    }
  /* Space while rolling is not possible: on the board it picks up a
   * checker; on a header button it would open a dialog or a menu in
   * the middle of a turn, so the game keeps it and the keyboard goes
   * back to the board. Enter still presses a focused header button. */
  if (keyval == GDK_KEY_space && self->match && focus_within (focus, self->header_bar))
    {
      gamao_window_focus_board (self);
      return TRUE;
    }
  return FALSE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, GamaoWindow *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_SHIFT_MASK))
    return FALSE;
  return gamao_window_handle_game_key (self, keyval);
}

void
gamao_window_add_game_keys (GamaoWindow *self)
{
  /* Caught before any focused widget sees them. */
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_key_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
gamao_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-match", NULL, new_match_action);
  gtk_widget_class_install_action (widget_class, "win.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "win.double", NULL, double_action);
  gtk_widget_class_install_action (widget_class, "win.history", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "win.continue-unfinished", NULL,
                                   gamao_window_continue_unfinished_action);
  gtk_widget_class_install_action (widget_class, "win.track", NULL, track_action);
  gtk_widget_class_install_action (widget_class, "win.mistakes", NULL, mistakes_action);
  gtk_widget_class_install_action (widget_class, "win.practise", NULL, practise_action);
  gtk_widget_class_install_action (widget_class, "win.copy-position-id", NULL,
                                   copy_position_id_action);
  gtk_widget_class_install_action (widget_class, "win.copy-xgid", NULL, copy_xgid_action);
  gtk_widget_class_install_action (widget_class, "win.copy-position-text", NULL,
                                   copy_position_text_action);
  gtk_widget_class_install_action (widget_class, "win.paste-position-id", NULL,
                                   paste_position_id_action);
  gtk_widget_class_install_action (widget_class, "win.take", NULL, take_action);
  gtk_widget_class_install_action (widget_class, "win.drop", NULL, drop_action);
  gtk_widget_class_install_action (widget_class, "win.beaver", NULL, beaver_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.finish-move", NULL, finish_move_action);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.next-game", NULL, next_game_action);
  gtk_widget_class_install_action (widget_class, "win.end-session", NULL, end_session_action);
  gtk_widget_class_install_action (widget_class, "win.score-sheet", NULL, score_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.position-editor", NULL,
                                   position_editor_action);
  gtk_widget_class_install_action (widget_class, "win.positions", NULL, positions_action);
  gtk_widget_class_install_action (widget_class, "win.edit-position", "s", edit_position_action);
  gtk_widget_class_install_action (widget_class, "win.rules-section", "s",
                                   rules_section_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.new-match", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK,
                                       "win.history", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_S,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.score-sheet", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);
}
