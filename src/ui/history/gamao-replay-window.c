/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-replay-window.h"
#include "gamao-store-analysis.h"

#include <glib/gi18n.h>

#include "gamao-board-view.h"
#include "gamao-decision-rollout.h"
#include "gamao-kept-decision.h"
#include "gamao-hint-list.h"
#include "gamao-ai-service.h"
#include "gamao-position-text.h"
#include "gamao-seats.h"
#include "gamao-xgid.h"
#include "gamao-replay-frames.h"
#include "gamao-score-sheet.h"

struct _GamaoReplayWindow
{
  AdwWindow parent_instance;

  GamaoReplayFrames *frames;
  GamaoMatch *replayed;     /* the whole match, for its score sheet */
  guint frame;
  guint list_game;          /* the game the move list shows; G_MAXUINT none */
  gboolean updating;

  AdwWindowTitle *window_title;
  GtkDropDown *game_dropdown;
  GamaoBoardView *board_view;
  GtkLabel *caption_label;
  GtkAdjustment *adjustment;
  GtkListBox *move_list;
  GamaoHintList *advice;    /* in the move list, for a pasted position */
  gboolean pasted;          /* a pasted position: the two below are set */
  GamaoBoard pasted_board;  /* seen from the player on roll */
  GamaoMatchState pasted_state;
  GtkWidget *play_button;
  GtkLabel *analysis_label;
  GtkLabel *why_label;
  GtkLabel *plays_label;
  GtkLabel *summary_label;
  GtkDrawingArea *chance_graph;
  GArray *decisions;        /* GamaoStoredDecision of the match's analysis, or NULL */
  GArray *frame_decision;   /* int per frame: index into decisions, -1 none */
  AdwToastOverlay *toast_overlay;
  GamaoDecisionRollout *decision_rollout;
  guint offered_frame;      /* the frame the rollout was offered for; G_MAXUINT none */
  GamaoStore *store;        /* where the analysis is kept, or NULL */
  gint64 id;
};

G_DEFINE_FINAL_TYPE (GamaoReplayWindow, gamao_replay_window, ADW_TYPE_WINDOW)

enum
{
  PLAY_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
gamao_replay_window_dispose (GObject *object)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (object);

  g_clear_pointer (&self->frames, gamao_replay_frames_free);
  g_clear_pointer (&self->decisions, g_array_unref);
  g_clear_pointer (&self->frame_decision, g_array_unref);
  g_clear_object (&self->replayed);
  g_clear_object (&self->store);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_REPLAY_WINDOW);
  G_OBJECT_CLASS (gamao_replay_window_parent_class)->dispose (object);
}

static const GamaoReplayFrame *
current (GamaoReplayWindow *self)
{
  return gamao_replay_frames_get (self->frames, self->frame);
}

static guint
game_start (GamaoReplayWindow *self, guint game)
{
  return g_array_index (self->frames->game_starts, guint, game);
}

static guint
game_end (GamaoReplayWindow *self, guint game)
{
  guint n_games = self->frames->game_starts->len;

  return game + 1 < n_games ? game_start (self, game + 1) - 1
                            : gamao_replay_frames_get_n (self->frames) - 1;
}

/* The judgement of frame `i`'s action, or NULL. */
static const GamaoStoredDecision *
decision_of (GamaoReplayWindow *self, guint i)
{
  int k;

  if (!self->frame_decision || i >= self->frame_decision->len)
    return NULL;
  k = g_array_index (self->frame_decision, int, i);
  return k < 0 ? NULL : &g_array_index (self->decisions, GamaoStoredDecision, k);
}

static const char *
mark_class (GamaoMark mark)
{
  return mark == GAMAO_MARK_DOUBTFUL ? "warning" : mark > GAMAO_MARK_DOUBTFUL ? "error" : NULL;
}

/* A play as written, or a cube choice's words. */
static const char *
choice_words (const GamaoStoredDecision *d, const char *text)
{
  if (d->kind == GAMAO_DECISION_CHECKER)
    return text;
  for (int c = GAMAO_CHOICE_NO_DOUBLE; c <= GAMAO_CHOICE_ACCEPT; c++)
    if (g_str_equal (text, gamao_choice_key ((GamaoChoice) c)))
      return gamao_choice_name ((GamaoChoice) c);
  return text;
}

/* What the analysis says of a decision: its mark, the equity it lost
 * and the better choice, and the luck of the roll. */
static char *
judgement_text (const GamaoStoredDecision *d)
{
  g_autofree char *verdict = NULL;
  g_autofree char *luck = NULL;

  if (d->equity_loss >= 0.0005)
    verdict = g_strdup_printf (_("%s Loses %.3f; better: %s"), gamao_mark_symbol (d->mark),
                               d->equity_loss, choice_words (d, d->best));
  else
    verdict = g_strdup (_("The best choice"));
  if (!d->has_luck)
    return g_steal_pointer (&verdict);
  luck = g_strdup_printf (_("luck %+.3f"), d->luck);
  return g_strdup_printf ("%s · %s", g_strstrip (verdict), luck);
}

/* Under a marked decision: the ranked plays with their equities (or the
 * cube figures), as Copy gives them, and for a checker play why the
 * better play is better, in words. */
static void
show_marked (GamaoReplayWindow *self, const GamaoStoredDecision *d)
{
  g_autoptr (GArray) plays = NULL;
  g_autofree char *ranked = NULL;
  g_autofree char *words = NULL;

  if (d && d->mark != GAMAO_MARK_NONE && self->store)
    {
      if (d->kind == GAMAO_DECISION_CHECKER)
        plays = gamao_store_list_plays (self->store, self->id, d->game, d->seq, NULL);
      ranked = gamao_position_text_analysis (d, plays);
      /* The nets add the gammon chances; without them the rest is said. */
      words = gamao_kept_decision_why (gamao_ai_service_get_evaluator (NULL), self->frames,
                                       self->frame, d, plays, NULL);
    }
  if (ranked)
    g_strchomp (ranked);
  gtk_widget_set_visible (GTK_WIDGET (self->plays_label), ranked != NULL);
  gtk_label_set_label (self->plays_label, ranked ? ranked : "");
  gtk_widget_set_visible (GTK_WIDGET (self->why_label), words != NULL);
  gtk_label_set_label (self->why_label, words ? words : "");
}

/* The move list shows the frames of the current game, one row each. */
static void
fill_move_list (GamaoReplayWindow *self, guint game)
{
  GtkWidget *child;

  if (self->list_game == game)
    return;
  self->list_game = game;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->move_list))))
    gtk_list_box_remove (self->move_list, child);
  for (guint i = game_start (self, game); i <= game_end (self, game); i++)
    {
      const GamaoReplayFrame *frame = gamao_replay_frames_get (self->frames, i);
      const GamaoStoredDecision *d = decision_of (self, i);
      g_autofree char *text = d && d->mark ? g_strdup_printf ("%s %s", frame->text,
                                                              gamao_mark_symbol (d->mark))
                                           : g_strdup (frame->text);
      GtkWidget *label = gtk_label_new (text);

      if (d && mark_class (d->mark))
        gtk_widget_add_css_class (label, mark_class (d->mark));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      if (frame->cube_action)
        gtk_widget_add_css_class (label, "accent");
      if (frame->action < 0)
        gtk_widget_add_css_class (label, "dim-label");
      gtk_list_box_append (self->move_list, label);
    }
}

static void
show_board (GamaoReplayWindow *self, const GamaoReplayFrame *frame)
{
  gboolean cube_visible = !frame->crawford;

  static const int no_dice[2] = { 0, 0 };

  gamao_board_view_set_position (self->board_view, &frame->board, frame->on_roll);
  /* A play's dice stay on the mover's side, in the mover's colours, with
   * the play's arrows, as in the game; drawn as the dice of the side now
   * on roll they were the other player's. */
  if (frame->after_turn)
    gamao_board_view_set_last_turn (self->board_view, frame->mover, frame->dice, frame->steps,
                                    frame->n_steps);
  else
    gamao_board_view_set_last_turn (self->board_view, -1, NULL, NULL, 0);
  gamao_board_view_set_dice (self->board_view, frame->after_turn ? no_dice : frame->dice, NULL, 0);
  gamao_board_view_set_roll_state (self->board_view, FALSE, frame->action < 0 && frame->dice[0]);
  gamao_board_view_set_cube (self->board_view, frame->cube_value, frame->cube_owner,
                             cube_visible);
  gamao_board_view_set_moves (self->board_view, NULL);
}

static void
offer_rollout (GamaoReplayWindow *self)
{
  const GamaoStoredDecision *d = decision_of (self, self->frame);
  g_autoptr (GArray) plays = d && d->kind == GAMAO_DECISION_CHECKER && self->store
                               ? gamao_store_list_plays (self->store, self->id, d->game, d->seq,
                                                         NULL)
                               : NULL;
  int played = -1;
  GamaoRolloutJob *offer
    = d && d->mark != GAMAO_MARK_NONE
        ? gamao_kept_decision_rollout (self->frames, self->frame, d, plays,
                                       gamao_decision_rollout_get_games (self->decision_rollout),
                                       &played)
        : NULL;

  self->offered_frame = self->frame;
  gamao_decision_rollout_set_offer (self->decision_rollout, offer, played);
}

static void
update (GamaoReplayWindow *self)
{
  const GamaoReplayFrame *frame = current (self);
  guint n = gamao_replay_frames_get_n (self->frames);
  g_autofree char *caption = NULL;

  self->updating = TRUE;
  show_board (self, frame);
  caption = frame->crawford ? g_strdup_printf (_("%s (Crawford game)"), frame->text)
                            : g_strdup (frame->text);
  gtk_label_set_label (self->caption_label, caption);
  const GamaoStoredDecision *d = decision_of (self, self->frame);
  g_autofree char *judgement = d ? judgement_text (d) : NULL;
  show_marked (self, d);
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_label), judgement != NULL);
  gtk_label_set_label (self->analysis_label, judgement ? judgement : "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->analysis_label), "warning");
  gtk_widget_remove_css_class (GTK_WIDGET (self->analysis_label), "error");
  if (d && mark_class (d->mark))
    gtk_widget_add_css_class (GTK_WIDGET (self->analysis_label), mark_class (d->mark));
  if (self->offered_frame != self->frame)
    offer_rollout (self);
  if (self->decisions)
    gtk_widget_queue_draw (GTK_WIDGET (self->chance_graph));
  gtk_adjustment_set_value (self->adjustment, self->frame);
  gtk_drop_down_set_selected (self->game_dropdown, frame->game);
  fill_move_list (self, frame->game);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->move_list,
                                                      (int) (self->frame
                                                             - game_start (self, frame->game)));
  gtk_list_box_select_row (self->move_list, row);
  if (row)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.back", self->frame > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.forward", self->frame + 1 < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.previous-mistake",
                                 self->decisions != NULL && self->decisions->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.next-mistake",
                                 self->decisions != NULL && self->decisions->len > 0);
  self->updating = FALSE;
}

void
gamao_replay_window_show_frame (GamaoReplayWindow *self, guint frame)
{
  g_return_if_fail (GAMAO_IS_REPLAY_WINDOW (self));
  if (gamao_replay_frames_get_n (self->frames) == 0)
    return;
  self->frame = MIN (frame, gamao_replay_frames_get_n (self->frames) - 1);
  update (self);
}

guint
gamao_replay_window_get_frame (GamaoReplayWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_REPLAY_WINDOW (self), 0);
  return self->frame;
}

guint
gamao_replay_window_get_n_frames (GamaoReplayWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_REPLAY_WINDOW (self), 0);
  return gamao_replay_frames_get_n (self->frames);
}

static void
step_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (widget);
  guint game;

  if (gamao_replay_frames_get_n (self->frames) == 0)
    return;
  game = current (self)->game;
  if (g_str_equal (name, "replay.back") && self->frame > 0)
    gamao_replay_window_show_frame (self, self->frame - 1);
  else if (g_str_equal (name, "replay.forward"))
    gamao_replay_window_show_frame (self, self->frame + 1);
  else if (g_str_equal (name, "replay.game-start"))
    gamao_replay_window_show_frame (self, self->frame == game_start (self, game) && game > 0
                                            ? game_start (self, game - 1)
                                            : game_start (self, game));
  else if (g_str_equal (name, "replay.game-end"))
    gamao_replay_window_show_frame (self, self->frame == game_end (self, game)
                                            ? self->frame + 1
                                            : game_end (self, game));
}

/* A match from the pasted position, between the seats of the New Match
 * settings. */
static GamaoMatch *
new_match_here (GamaoReplayWindow *self, GError **error)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  gboolean computer = gamao_ai_service_check (NULL);
  g_autoptr (GamaoPlayer) light = gamao_seats_new_player (settings, 0, computer);
  g_autoptr (GamaoPlayer) dark = gamao_seats_new_player (settings, 1, computer);

  return gamao_match_new_from_state (&self->pasted_board, &self->pasted_state, light, dark,
                                     g_settings_get_boolean (settings, "beavers"), error);
}

/* The pasted position becomes the match of the game window. */
static void
play_from_here_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = NULL;

  if (!self->pasted || !gtk_widget_get_visible (self->play_button))
    return;
  match = new_match_here (self, &error);
  if (!match)
    {
      gtk_label_set_label (self->caption_label, error->message);
      return;
    }
  /* The owner plays it; this view has done its work. */
  g_signal_emit (self, signals[PLAY_REQUESTED], 0, match);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
score_sheet_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (widget);

  if (self->replayed)
    gtk_window_present (GTK_WINDOW (gamao_score_sheet_new (GTK_WINDOW (self), self->replayed)));
}

static void
on_slider_changed (GamaoReplayWindow *self)
{
  if (!self->updating)
    gamao_replay_window_show_frame (self, (guint) (gtk_adjustment_get_value (self->adjustment)
                                                   + 0.5));
}

static void
on_game_selected (GamaoReplayWindow *self)
{
  guint game = gtk_drop_down_get_selected (self->game_dropdown);

  if (!self->updating && game < self->frames->game_starts->len)
    gamao_replay_window_show_frame (self, game_start (self, game));
}

static void
on_row_activated (GamaoReplayWindow *self, GtkListBoxRow *row)
{
  if (!self->updating)
    gamao_replay_window_show_frame (self, game_start (self, self->list_game)
                                            + (guint) gtk_list_box_row_get_index (row));
}

/* To the previous or next frame whose decision is marked, across games. */
static void
mistake_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (widget);
  guint n = gamao_replay_frames_get_n (self->frames);
  const GamaoStoredDecision *d;

  if (g_str_equal (name, "replay.next-mistake"))
    {
      for (guint i = self->frame + 1; i < n; i++)
        if ((d = decision_of (self, i)) && d->mark != GAMAO_MARK_NONE)
          {
            gamao_replay_window_show_frame (self, i);
            return;
          }
      return;
    }
  for (guint i = self->frame; i-- > 0;)
    if ((d = decision_of (self, i)) && d->mark != GAMAO_MARK_NONE)
      {
        gamao_replay_window_show_frame (self, i);
        return;
      }
}

/* The text for a forum: the position of the decision judged here with
 * its ranked plays or cube figures, or the position shown. */
static char *
copy_text (GamaoReplayWindow *self)
{
  const GamaoStoredDecision *d = decision_of (self, self->frame);
  const GamaoReplayFrame *frame = current (self);
  g_autoptr (GArray) plays = NULL;
  GamaoMatchState state;
  GamaoBoard board;

  if (d && gamao_kept_decision_position (self->frames, self->frame, d, &board, &state))
    {
      if (d->kind == GAMAO_DECISION_CHECKER && self->store)
        plays = gamao_store_list_plays (self->store, self->id, d->game, d->seq, NULL);
      return gamao_position_text (&board, &state, d, plays);
    }
  if (self->pasted)
    return gamao_position_text (&self->pasted_board, &self->pasted_state, NULL, NULL);
  gamao_replay_frames_get_state (self->frames, self->frame, &state);
  return gamao_position_text (&frame->board, &state, NULL, NULL);
}

static void
copy_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (widget);
  g_autofree char *text = NULL;

  if (gamao_replay_frames_get_n (self->frames) == 0)
    return;
  text = copy_text (self);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (_("Position copied as text")));
}

static void
gamao_replay_window_class_init (GamaoReplayWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_replay_window_dispose;

  signals[PLAY_REQUESTED] = g_signal_new ("play-requested", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                          GAMAO_TYPE_MATCH);

  g_type_ensure (GAMAO_TYPE_BOARD_VIEW);
  g_type_ensure (GAMAO_TYPE_DECISION_ROLLOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/history/gamao-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, game_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, caption_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, analysis_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, why_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, plays_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, summary_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, chance_graph);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, adjustment);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, decision_rollout);
  gtk_widget_class_install_action (widget_class, "replay.copy", NULL, copy_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "replay.copy",
                                       NULL);
  gtk_widget_class_install_action (widget_class, "replay.play-from-here", NULL,
                                   play_from_here_action);

  gtk_widget_class_install_action (widget_class, "replay.back", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.forward", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.game-start", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.game-end", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.score-sheet", NULL, score_sheet_action);
  gtk_widget_class_install_action (widget_class, "replay.previous-mistake", NULL, mistake_action);
  gtk_widget_class_install_action (widget_class, "replay.next-mistake", NULL, mistake_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* Page Up and Page Down jump between mistakes; the arrows step, Home and
 * End go to the game's ends. Caught before the move list, which has the
 * focus and would page through its rows or move its cursor instead (the
 * arrows did nothing in a replay just opened). */
static void
add_mistake_keys (GamaoReplayWindow *self)
{
  static const struct
  {
    guint key;
    const char *action;
  } keys_actions[] = {
    { GDK_KEY_Page_Up, "replay.previous-mistake" },
    { GDK_KEY_Page_Down, "replay.next-mistake" },
    { GDK_KEY_Left, "replay.back" },
    { GDK_KEY_Right, "replay.forward" },
    { GDK_KEY_Home, "replay.game-start" },
    { GDK_KEY_End, "replay.game-end" },
  };
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys_actions); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys),
      gtk_shortcut_new (gtk_keyval_trigger_new (keys_actions[i].key, 0),
                        gtk_named_action_new (keys_actions[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

static void
gamao_replay_window_init (GamaoReplayWindow *self)
{
  self->list_game = G_MAXUINT;
  self->offered_frame = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));
  add_mistake_keys (self);
  g_signal_connect_object (self->adjustment, "value-changed", G_CALLBACK (on_slider_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game_dropdown, "notify::selected",
                           G_CALLBACK (on_game_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->move_list, "row-activated", G_CALLBACK (on_row_activated), self,
                           G_CONNECT_SWAPPED);
}

static void
set_up (GamaoReplayWindow *self, const GamaoMatchRecord *record)
{
  g_autoptr (GtkStringList) games = gtk_string_list_new (NULL);
  g_autofree char *subtitle = NULL;
  guint n;

  self->frames = gamao_replay_frames_new (record);
  n = gamao_replay_frames_get_n (self->frames);
  /* Matches tracked on a real board do not replay: their frames are the
   * score sheet already. */
  self->replayed = gamao_match_new_from_record (record, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.score-sheet", self->replayed != NULL);
  for (guint g = 0; g < self->frames->game_starts->len; g++)
    {
      /* Translators: the game's number and the score before it: not a count. */
      g_autofree char *label = g_strdup_printf (_("Game %u (%u–%u)"), g + 1,
                                                record->games[g]->score[0],
                                                record->games[g]->score[1]);
      gtk_string_list_append (games, label);
    }
  gtk_drop_down_set_model (self->game_dropdown, G_LIST_MODEL (games));
  gtk_adjustment_configure (self->adjustment, 0, 0, n > 0 ? n - 1 : 0, 1, 10, 0);
  subtitle = record->length > 0
               ? g_strdup_printf (ngettext ("%s – %s, %u point", "%s – %s, %u points",
                                            record->length),
                                  record->names[0], record->names[1], record->length)
               : g_strdup_printf (_("%s – %s, money session"), record->names[0],
                                  record->names[1]);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  if (self->frames->error)
    g_warning ("The replay stops early: %s", self->frames->error);
  if (n > 0)
    update (self);
}

/* Player 0's chance of winning the game after each checker play of the
 * match, left to right, 50% across the middle; the current play as a
 * dot. Games are drawn one after the other. */
static void
draw_chances (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer user_data)
{
  GamaoReplayWindow *self = user_data;
  GdkRGBA colour;
  guint n = 0, at = 0, k = 0;
  int current = self->frame_decision && self->frame < self->frame_decision->len
                  ? g_array_index (self->frame_decision, int, self->frame)
                  : -1;

  for (guint i = 0; i < self->decisions->len; i++)
    n += g_array_index (self->decisions, GamaoStoredDecision, i).kind == GAMAO_DECISION_CHECKER;
  if (n < 2)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &colour);
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, 0, height / 2.0);
  cairo_line_to (cr, width, height / 2.0);
  cairo_save (cr);
  cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, 0.3);
  cairo_stroke (cr);
  cairo_restore (cr);
  for (guint i = 0; i < self->decisions->len; i++)
    {
      const GamaoStoredDecision *d = &g_array_index (self->decisions, GamaoStoredDecision, i);
      if (d->kind != GAMAO_DECISION_CHECKER)
        continue;
      double x = (double) k / (n - 1) * width, y = (1.0 - d->win_chance) * height;
      if (k++ == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
      if ((int) i == current)
        at = k;
    }
  cairo_set_line_width (cr, 2.0);
  cairo_stroke (cr);
  if (at)
    {
      const GamaoStoredDecision *d = &g_array_index (self->decisions, GamaoStoredDecision, current);
      cairo_arc (cr, (double) (at - 1) / (n - 1) * width, (1.0 - d->win_chance) * height, 4.0, 0,
                 2 * G_PI);
      cairo_fill (cr);
    }
}

/* Both players' figures above the move list: PR, error rate and rating,
 * luck and the luck-adjusted result. */
static void
show_summary (GamaoReplayWindow *self, const GamaoStoredAnalysis *a, const char *const names[2],
              gboolean match)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (int k = 0; k < 2; k++)
    {
      const GamaoStoredPlayerAnalysis *p = &a->players[k];
      g_autofree char *adjusted = match ? g_strdup_printf ("%+.1f%%", 100.0 * p->luck_adjusted)
                                        : g_strdup_printf ("%+.2f", p->luck_adjusted);
      if (k)
        g_string_append_c (text, '\n');
      /* Translators: a player's name, their PR, error rate (mEMG per
       * decision) and rating, the luck per roll (mEMG) and the result
       * adjusted for luck. */
      g_string_append_printf (text, _("%s: PR %.1f, error rate %.1f (%s), luck %+.1f, "
                                      "luck-adjusted %s"),
                              names[k], p->pr, p->error_rate, gamao_rating_name (p->rating),
                              p->luck_rate, adjusted);
    }
  gtk_label_set_label (self->summary_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->summary_label), TRUE);
}

/* The analysis kept for the match, frame by frame. */
static void
load_analysis (GamaoReplayWindow *self, GamaoStore *store, gint64 id)
{
  guint n = gamao_replay_frames_get_n (self->frames);
  GamaoStoredAnalysis stored;
  g_autoptr (GamaoMatchSummary) m = gamao_store_get_summary (store, id, NULL);

  g_set_object (&self->store, store);
  self->id = id;

  if (m && gamao_store_get_analysis (store, id, &stored, NULL))
    {
      const char *names[2] = { gamao_match_summary_get_name (m, 0),
                               gamao_match_summary_get_name (m, 1) };
      show_summary (self, &stored, names, gamao_match_summary_get_length (m) > 0);
    }

  self->decisions = gamao_store_list_decisions (store, id, NULL);
  if (!self->decisions || self->decisions->len == 0)
    {
      g_clear_pointer (&self->decisions, g_array_unref);
      return;
    }
  self->frame_decision = g_array_sized_new (FALSE, FALSE, sizeof (int), n);
  for (guint i = 0; i < n; i++)
    {
      const GamaoReplayFrame *frame = gamao_replay_frames_get (self->frames, i);
      int found = -1;
      for (guint k = 0; k < self->decisions->len && frame->action >= 0; k++)
        {
          const GamaoStoredDecision *d = &g_array_index (self->decisions, GamaoStoredDecision, k);
          if (d->game == frame->game && d->seq == (gsize) frame->action
              && d->kind != GAMAO_DECISION_RESIGN_ANSWER)
            found = (int) k;
        }
      g_array_append_val (self->frame_decision, found);
    }
  self->list_game = G_MAXUINT;
  self->offered_frame = G_MAXUINT;
  gtk_drawing_area_set_draw_func (self->chance_graph, draw_chances, self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->chance_graph), TRUE);
  gamao_replay_window_show_frame (self, self->frame);
}

GamaoReplayWindow *
gamao_replay_window_new (GtkWindow *parent, GamaoStore *store, gint64 id, GError **error)
{
  GamaoMatchRecord *record = gamao_store_load (store, id, error);
  GamaoReplayWindow *self;

  if (!record)
    return NULL;
  self = g_object_new (GAMAO_TYPE_REPLAY_WINDOW, "transient-for", parent, NULL);
  set_up (self, record);
  gamao_match_record_unref (record);
  load_analysis (self, store, id);
  return self;
}

static gboolean
bad_ids (GError **error, const char *why)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("This is no gnubg position: %s"), why);
  return FALSE;
}

/* Reads "PositionID:MatchID", "PositionID MatchID", a Position ID, or
 * eXtreme Gammon's "XGID=…". */
static gboolean
parse_ids (const char *text, GamaoBoard *board, GamaoMatchState *state, GError **error)
{
  if (text && gamao_xgid_detect (text))
    {
      char why[256];
      if (gamao_xgid_decode (text, board, state, why, sizeof why))
        return TRUE;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("This is no XGID: %s"), why);
      return FALSE;
    }

  g_auto (GStrv) parts = g_strsplit_set (text ? text : "", ": \t\n", -1);
  const char *ids[2] = { NULL, NULL };
  guint n = 0;
  GamaoIdError id_error;

  for (guint i = 0; parts[i]; i++)
    if (*parts[i] && n < 2)
      ids[n++] = parts[i];
  if (n == 0)
    return bad_ids (error, _("the text is empty"));
  gamao_match_state_init (state, 0);
  state->game_state = GAMAO_GAME_PLAYING;
  if (n == 2 && (id_error = gamao_match_id_decode (ids[1], state)) != GAMAO_ID_OK)
    return bad_ids (error, gamao_id_error_message (id_error));
  if ((id_error = gamao_position_id_decode (ids[0], board, NULL)) != GAMAO_ID_OK)
    return bad_ids (error, gamao_id_error_message (id_error));
  return TRUE;
}

static char *
describe_state (const GamaoMatchState *state)
{
  const char *seat = state->on_roll == 0 ? _("Light") : _("Dark");

  if (state->match_length == 0)
    /* Translators: %u is the value of the cube, not a count. */
    return g_strdup_printf (_("%s on roll, cube %u, money game"), seat, state->cube_value);
  /* Translators: the plural follows the match length; the cube's value and the score
     ("3–2") are not counts. */
  return g_strdup_printf (ngettext ("%s on roll, cube %u, score %u–%u in a %u-point match",
                                    "%s on roll, cube %u, score %u–%u in a %u-point match",
                                    state->match_length),
                          seat, state->cube_value, state->score[0], state->score[1],
                          state->match_length);
}

/* The computer's advice below the description: the plays for the dice,
 * or the cube before rolling. */
static void
add_advice (GamaoReplayWindow *self, const GamaoBoard *board, const GamaoMatchState *state)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *advice = gamao_hint_list_new (FALSE);

  gtk_widget_set_margin_start (advice, 6);
  gtk_widget_set_margin_end (advice, 6);
  gtk_widget_set_margin_top (advice, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), advice);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_append (self->move_list, row);
  self->advice = GAMAO_HINT_LIST (advice);
  gamao_hint_list_ask (self->advice, gamao_ai_job_new_for_position (board, state, GAMAO_AI_HINT,
                                                                    GAMAO_HINT_LEVEL));
}

/* "Play from here" is offered when the position waits for a roll or a
 * play and the view belongs to a game window. */
static void
offer_play (GamaoReplayWindow *self, const GamaoBoard *board, const GamaoMatchState *state)
{
  const char *why = NULL;
  gboolean can = gamao_match_can_start_from_state (state, &why);

  self->pasted = TRUE;
  self->pasted_board = *board;
  self->pasted_state = *state;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.play-from-here", can);
  if (!can)
    gtk_widget_set_tooltip_text (self->play_button, why);
}

GamaoReplayWindow *
gamao_replay_window_new_for_ids (GtkWindow *parent, const char *text, GError **error)
{
  GamaoReplayWindow *self;
  GamaoMatchState state;
  GamaoBoard board;
  g_autofree char *words = NULL;
  g_autofree char *ids = NULL;

  if (!parse_ids (text, &board, &state, error))
    return NULL;
  words = describe_state (&state);
  self = g_object_new (GAMAO_TYPE_REPLAY_WINDOW, "transient-for", parent, NULL);
  self->frames = gamao_replay_frames_new_for_position (&board, &state, words);
  gtk_window_set_title (GTK_WINDOW (self), _("Position"));
  adw_window_title_set_title (self->window_title, _("Position"));
  ids = g_strstrip (g_strdup (text));
  adw_window_title_set_subtitle (self->window_title, ids);
  gtk_widget_set_visible (GTK_WIDGET (self->game_dropdown), FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.score-sheet", FALSE);
  gtk_adjustment_configure (self->adjustment, 0, 0, 0, 1, 10, 0);
  update (self);
  add_advice (self, &board, &state);
  offer_play (self, &board, &state);
  return self;
}

GamaoHintList *
gamao_replay_window_get_advice (GamaoReplayWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_REPLAY_WINDOW (self), NULL);
  return self->advice;
}

void
gamao_replay_window_set_can_play (GamaoReplayWindow *self, gboolean can_play)
{
  g_return_if_fail (GAMAO_IS_REPLAY_WINDOW (self));
  gtk_widget_set_visible (self->play_button, self->pasted && can_play);
}
