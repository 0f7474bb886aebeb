/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-replay-window.h"
#include "gamao-report-window.h"
#include "gamao-store-analysis.h"
#include "gamao-store-mistakes.h"

#include "gamao-app-window.h"
#include <glib/gi18n.h>

#include "gamao-ai-service.h"
#include "gamao-board-view.h"
#include "gamao-chance-graph.h"
#include "gamao-decision-panel.h"
#include "gamao-hint-list.h"
#include "gamao-kept-decision.h"
#include "gamao-match-note.h"
#include "gamao-move-list.h"
#include "gamao-notice.h"
#include "gamao-position-ids.h"
#include "gamao-position-text.h"
#include "gamao-replay-frames.h"
#include "gamao-replay-marks.h"
#include "gamao-replay-summary.h"
#include "gamao-score-sheet.h"
#include "gamao-seats.h"
#include "gamao-xgid.h"

struct _GamaoReplayWindow
{
  AdwWindow parent_instance;

  GamaoReplayFrames *frames;
  GamaoMatch *replayed;     /* the whole match, for its score sheet */
  guint frame;
  gboolean updating;

  AdwWindowTitle *window_title;
  GtkDropDown *game_dropdown;
  GamaoBoardView *board_view;
  GtkLabel *caption_label;
  GtkLabel *analysis_label;
  GamaoChanceGraph *chance_graph;
  GtkAdjustment *adjustment;
  GtkWidget *slider;
  GamaoMoveList *move_list;
  GamaoHintList *advice;    /* in the move list, for a pasted position */
  gboolean pasted;          /* a pasted position: the two below are set */
  GamaoBoard pasted_board;  /* seen from the player on roll */
  GamaoMatchState pasted_state;
  GtkWidget *play_button;
  GamaoReplaySummary *summary;
  GtkWidget *unanalysed_label;
  GamaoDecisionPanel *decision_panel;
  GamaoMatchNote *match_note;
  GtkWidget *panes;         /* board beside the words, or above them */
  GamaoNotice *notice;
  GamaoReplayMarks *marks;  /* the match's analysis over its frames, or NULL */
  GamaoStore *store;        /* where the analysis is kept, or NULL */
  gint64 id;
  char *names[2];           /* the players, as the words name them */
  int reader;               /* the player at this desk, -1 none */
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
  g_clear_pointer (&self->marks, gamao_replay_marks_free);
  g_clear_object (&self->replayed);
  g_clear_object (&self->store);
  g_clear_pointer (&self->names[0], g_free);
  g_clear_pointer (&self->names[1], g_free);
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

static const GamaoStoredDecision *
decision_of (GamaoReplayWindow *self, guint i)
{
  return gamao_replay_marks_get (self->marks, i);
}

static const char *
mark_class (GamaoMark mark)
{
  return mark == GAMAO_MARK_DOUBTFUL ? "warning" : mark > GAMAO_MARK_DOUBTFUL ? "error" : NULL;
}

static int
mark_of (guint index, gpointer data)
{
  const GamaoStoredDecision *d = decision_of (data, index);

  return d ? (int) d->mark : GAMAO_MARK_NONE;
}

/* The words speak to the person at this desk about their own decisions,
 * and name the player for anyone else's (the computer's, or the other
 * person's at a shared desk). */
static const char *
who_decided (GamaoReplayWindow *self, const GamaoStoredDecision *d)
{
  return d->player == self->reader ? NULL : self->names[d->player];
}

/* Under the board, the mark, loss and better choice; beside it, the
 * ranked plays, the words and the rollout. */
static void
show_analysis (GamaoReplayWindow *self)
{
  const GamaoStoredDecision *d = decision_of (self, self->frame);
  g_autofree char *judgement = d ? gamao_kept_decision_verdict (self->frames, self->frame, d) : NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->analysis_label), judgement != NULL);
  gtk_label_set_label (self->analysis_label, judgement ? judgement : "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->analysis_label), "warning");
  gtk_widget_remove_css_class (GTK_WIDGET (self->analysis_label), "error");
  if (d && mark_class (d->mark))
    gtk_widget_add_css_class (GTK_WIDGET (self->analysis_label), mark_class (d->mark));
  gamao_decision_panel_show (self->decision_panel, self->store, self->id, self->frames,
                             self->frame, d, d ? who_decided (self, d) : NULL);
  gamao_chance_graph_set_current (self->chance_graph,
                                  gamao_replay_marks_index (self->marks, self->frame));
}

/* A screen reader reads the slider's value as words, not a bare index. */
static void
set_slider_words (GamaoReplayWindow *self, guint n)
{
  /* Translators: the replay's slider, read by a screen reader; not a count */
  g_autofree char *words = g_strdup_printf (_("Move %u of %u"), self->frame + 1, n);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->slider),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, words, -1);
}

/* The move list follows the frame; the buttons what is left to step to. */
static void
show_navigation (GamaoReplayWindow *self, const GamaoReplayFrame *frame)
{
  guint n = gamao_replay_frames_get_n (self->frames);
  gboolean analysed = self->marks != NULL;

  gtk_adjustment_set_value (self->adjustment, self->frame);
  set_slider_words (self, n);
  gtk_drop_down_set_selected (self->game_dropdown, frame->game);
  gamao_move_list_show (self->move_list, self->frames, game_start (self, frame->game),
                        game_end (self, frame->game), mark_of, self);
  gamao_move_list_select (self->move_list, self->frame);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.back", self->frame > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.forward", self->frame + 1 < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.previous-mistake", analysed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.next-mistake", analysed);
}

static void
update (GamaoReplayWindow *self)
{
  const GamaoReplayFrame *frame = current (self);

  self->updating = TRUE;
  gamao_board_view_set_frame (self->board_view, &frame->view);
  gtk_label_set_label (self->caption_label, frame->view.caption);
  show_analysis (self);
  show_navigation (self, frame);
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

/* The match analysed again at 2-ply and written as a report (issue 28). */
static void
report_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (widget);
  GamaoSgfNotes notes = { 0 };

  if (!self->replayed)
    return;
  /* The notes kept in the history go in the report (issue 29). */
  if (self->store)
    gamao_store_read_sgf_notes (self->store, self->id, &notes, NULL);
  gtk_window_present (GTK_WINDOW (gamao_report_window_new_with_notes (
      GTK_WINDOW (self), gamao_match_get_record (self->replayed), 2, &notes)));
  gamao_sgf_notes_clear (&notes);
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
on_frame_activated (GamaoReplayWindow *self, guint index)
{
  if (!self->updating)
    gamao_replay_window_show_frame (self, index);
}

/* To the previous or next frame whose decision is marked, across games. */
static void
mistake_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (widget);
  guint found = gamao_replay_marks_find_mistake (self->marks, self->frame,
                                                 g_str_equal (name, "replay.next-mistake"));

  if (found != G_MAXUINT)
    gamao_replay_window_show_frame (self, found);
}

/* The position of the frame shown, from the side on roll: the decision
 * judged there when the analysis kept it (returned), else the board
 * shown (NULL returned). */
static const GamaoStoredDecision *
frame_position (GamaoReplayWindow *self, GamaoBoard *board, GamaoMatchState *state)
{
  const GamaoStoredDecision *d = decision_of (self, self->frame);

  if (d && gamao_kept_decision_position (self->frames, self->frame, d, board, state))
    return d;
  if (self->pasted)
    {
      *board = self->pasted_board;
      *state = self->pasted_state;
      return NULL;
    }
  gamao_replay_frames_get_state (self->frames, self->frame, state);
  *board = current (self)->view.board;
  return NULL;
}

/* The text for a forum: the position of the decision judged here with
 * its ranked plays or cube figures, or the position shown. */
static char *
copy_text (GamaoReplayWindow *self)
{
  g_autoptr (GArray) plays = NULL;
  GamaoMatchState state;
  GamaoBoard board;
  const GamaoStoredDecision *d = frame_position (self, &board, &state);

  if (d && d->kind == GAMAO_DECISION_CHECKER && self->store)
    plays = gamao_store_list_plays (self->store, self->id, d->game, d->seq, NULL);
  return gamao_position_text (&board, &state, d, plays);
}

/* The position shown, in the game window's editor (win.edit-position),
 * asked of the windows this one stands on: a replay opens over the
 * history, the mistakes library or the game window itself. */
static void
edit_position_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (widget);
  GamaoMatchState state;
  GamaoBoard board;
  char xgid[GAMAO_XGID_MAX];

  frame_position (self, &board, &state);
  gamao_xgid_encode (&board, &state, xgid);
  for (GtkWindow *w = gtk_window_get_transient_for (GTK_WINDOW (self)); w;
       w = gtk_window_get_transient_for (w))
    if (gtk_widget_activate_action (GTK_WIDGET (w), "win.edit-position", "s", xgid))
      return;
  gamao_notice_show (self->notice, _("The position editor opens from the game window."));
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
  gamao_notice_show (self->notice, _("Position copied as text"));
}

/* Narrower than this, the board's column (about 360 px at the least)
 * and the words' (340 px) no longer fit side by side: the words go
 * below the board, as on a phone. Decided on the width given, so the
 * window itself can be as narrow as either column. */
#define SIDE_BY_SIDE_WIDTH 720

static void
gamao_replay_window_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GamaoReplayWindow *self = GAMAO_REPLAY_WINDOW (widget);
  GtkOrientation wanted = width < SIDE_BY_SIDE_WIDTH ? GTK_ORIENTATION_VERTICAL
                                                     : GTK_ORIENTATION_HORIZONTAL;

  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self->panes)) != wanted)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->panes), wanted);
      /* A divider dragged across is no place for one laid down. */
      g_object_set (self->panes, "position-set", FALSE, NULL);
    }
  GTK_WIDGET_CLASS (gamao_replay_window_parent_class)->size_allocate (widget, width, height,
                                                                      baseline);
}

static void
gamao_replay_window_class_init (GamaoReplayWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_replay_window_dispose;
  widget_class->size_allocate = gamao_replay_window_size_allocate;

  signals[PLAY_REQUESTED] = g_signal_new ("play-requested", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                          GAMAO_TYPE_MATCH);

  g_type_ensure (GAMAO_TYPE_BOARD_VIEW);
  g_type_ensure (GAMAO_TYPE_CHANCE_GRAPH);
  g_type_ensure (GAMAO_TYPE_DECISION_PANEL);
  g_type_ensure (GAMAO_TYPE_MATCH_NOTE);
  g_type_ensure (GAMAO_TYPE_MOVE_LIST);
  g_type_ensure (GAMAO_TYPE_NOTICE);
  g_type_ensure (GAMAO_TYPE_REPLAY_SUMMARY);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/history/gamao-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, game_dropdown);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, caption_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, analysis_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, summary);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, unanalysed_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, chance_graph);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, adjustment);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, slider);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, notice);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, decision_panel);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, match_note);
  gtk_widget_class_bind_template_child (widget_class, GamaoReplayWindow, panes);
  /* For the tests only: which of the header's two forms is shown. */
  gtk_widget_class_bind_template_child_full (widget_class, "match_buttons", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "match_buttons_wide", FALSE, 0);
  gtk_widget_class_install_action (widget_class, "replay.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "replay.edit-position", NULL,
                                   edit_position_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "replay.edit-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "replay.copy",
                                       NULL);
  gtk_widget_class_install_action (widget_class, "replay.play-from-here", NULL,
                                   play_from_here_action);

  gtk_widget_class_install_action (widget_class, "replay.back", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.forward", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.game-start", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.game-end", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "replay.score-sheet", NULL, score_sheet_action);
  gtk_widget_class_install_action (widget_class, "replay.report", NULL, report_action);
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
  self->reader = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  add_mistake_keys (self);
  g_signal_connect_object (self->adjustment, "value-changed", G_CALLBACK (on_slider_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game_dropdown, "notify::selected",
                           G_CALLBACK (on_game_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->move_list, "frame-activated", G_CALLBACK (on_frame_activated),
                           self, G_CONNECT_SWAPPED);
}

/* `desk`: the player at this desk, whose point numbers the board shows,
 * or -1. */
static void
set_up (GamaoReplayWindow *self, const GamaoMatchRecord *record, int desk)
{
  g_autoptr (GtkStringList) games = gtk_string_list_new (NULL);
  g_autofree char *subtitle = NULL;
  guint n;

  self->frames = gamao_replay_frames_new_at_desk (record, desk);
  n = gamao_replay_frames_get_n (self->frames);
  /* Matches tracked on a real board do not replay: their frames are the
   * score sheet already. */
  self->replayed = gamao_match_new_from_record (record, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.score-sheet", self->replayed != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.report", self->replayed != NULL);
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
  if (record->info[GAMAO_INFO_EVENT] || record->info[GAMAO_INFO_PLACE])
    {
      const char *event = record->info[GAMAO_INFO_EVENT], *place = record->info[GAMAO_INFO_PLACE];
      /* Where it was played, as its file says: "Ana – Bia, 5 points · Clube, Lisboa". */
      g_autofree char *both = event && place
                                /* Translators: an event and where it was played, "Clube X,
                                 * Lisboa". */
                                ? g_strdup_printf (_("%s, %s"), event, place)
                                : g_strdup (event ? event : place);
      char *where = g_strdup_printf ("%s · %s", subtitle, both);
      g_free (subtitle);
      subtitle = where;
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
  if (self->frames->error)
    g_warning ("The replay stops early: %s", self->frames->error);
  if (n > 0)
    update (self);
}

/* The players' names for the words, and which of them sits at this desk. */
static void
learn_players (GamaoReplayWindow *self, GamaoStore *store, GamaoMatchSummary *m)
{
  const char *desk = gamao_store_get_desk_player (store);

  for (int k = 0; k < 2; k++)
    {
      g_free (self->names[k]);
      self->names[k] = g_strdup (gamao_match_summary_get_name (m, k));
      if (desk && g_strcmp0 (desk, self->names[k]) == 0)
        self->reader = k;
    }
}

/* The analysis kept for the match, frame by frame. */
static void
load_analysis (GamaoReplayWindow *self, GamaoStore *store, gint64 id)
{
  GamaoStoredAnalysis stored;
  g_autoptr (GamaoMatchSummary) m = gamao_store_get_summary (store, id, NULL);

  g_set_object (&self->store, store);
  self->id = id;
  if (!m)
    return;
  gamao_match_note_load (self->match_note, store, id);
  learn_players (self, store, m);
  if (gamao_store_get_analysis (store, id, &stored, NULL))
    {
      g_autoptr (GArray) game_luck = gamao_store_list_game_luck (store, id, NULL);

      gamao_replay_summary_set (self->summary, &stored, game_luck,
                                (const char *const *) self->names,
                                gamao_match_summary_get_length (m) > 0);
      gtk_widget_set_visible (GTK_WIDGET (self->summary), TRUE);
    }
  else
    /* Else the replay looks as if it could not judge: say where to ask. */
    gtk_widget_set_visible (self->unanalysed_label, TRUE);
  self->marks = gamao_replay_marks_new (self->frames, gamao_store_list_decisions (store, id, NULL));
  if (!self->marks)
    return;
  gamao_move_list_reset (self->move_list);
  gamao_decision_panel_reset (self->decision_panel);
  gamao_chance_graph_set_decisions (self->chance_graph, self->marks->decisions);
  gtk_widget_set_visible (GTK_WIDGET (self->chance_graph), TRUE);
  gamao_replay_window_show_frame (self, self->frame);
}

static GamaoReplayWindow *
new_window (GtkWindow *parent)
{
  /* The role given outright: without it GTK 4.8 gave this window the
   * role 'widget' (a filler to AT-SPI, never announced nor activated for
   * a screen reader), though GtkWindow's class says 'window'. */
  GamaoReplayWindow *self = g_object_new (GAMAO_TYPE_REPLAY_WINDOW, "transient-for", parent,
                                          "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW, NULL);
  gamao_app_window_join (GTK_WINDOW (self), parent);
  /* The editor is the game window's: a replay on its own has none. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.edit-position", parent != NULL);
  return self;
}

GamaoReplayWindow *
gamao_replay_window_new (GtkWindow *parent, GamaoStore *store, gint64 id, GError **error)
{
  GamaoMatchRecord *record = gamao_store_load (store, id, error);
  g_autoptr (GamaoMatchSummary) m = NULL;
  GamaoReplayWindow *self;

  if (!record)
    return NULL;
  m = gamao_store_get_summary (store, id, NULL);
  self = new_window (parent);
  set_up (self, record,
          m ? gamao_replay_frames_desk_seat (m, gamao_store_get_desk_player (store)) : -1);
  gamao_match_record_unref (record);
  load_analysis (self, store, id);
  return self;
}

/* The computer's advice below the description: the plays for the dice,
 * or the cube before rolling. */
static void
add_advice (GamaoReplayWindow *self, const GamaoBoard *board, const GamaoMatchState *state)
{
  GtkWidget *advice = gamao_hint_list_new (FALSE);

  gtk_widget_set_margin_start (advice, 6);
  gtk_widget_set_margin_end (advice, 6);
  gtk_widget_set_margin_top (advice, 12);
  gamao_move_list_append_extra (self->move_list, advice);
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

  if (!gamao_position_ids_parse (text, &board, &state, error))
    return NULL;
  words = gamao_position_ids_describe (&state);
  self = new_window (parent);
  self->frames = gamao_replay_frames_new_for_position (&board, &state, words);
  gtk_window_set_title (GTK_WINDOW (self), _("Position"));
  adw_window_title_set_title (self->window_title, _("Position"));
  ids = g_strstrip (g_strdup (text));
  adw_window_title_set_subtitle (self->window_title, ids);
  gtk_widget_set_visible (GTK_WIDGET (self->game_dropdown), FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.score-sheet", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.report", FALSE);
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
