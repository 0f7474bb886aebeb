/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The practice window: see gamao-drill-window.h. What comes next, how
 * an answer is judged and kept are src/play's (gamao-drill-session.h);
 * the moves are the match's, as on the game window's board. */
#define G_LOG_DOMAIN "gamao-mistakes"

#include "config.h"

#include "gamao-drill-window.h"

#include "gamao-a11y.h"
#include "gamao-board-frame.h"
#include "gamao-board-view.h"
#include "gamao-drill-position.h"
#include "gamao-drill-session.h"
#include "gamao-figures.h"
#include "gamao-kept-decision.h"
#include "gamao-live-moves.h"
#include "gamao-position.h"
#include "gamao-position-text.h"

#include <glib/gi18n.h>
#include <math.h>

struct _GamaoDrillWindow
{
  AdwWindow parent_instance;

  GamaoStore *store;
  GamaoMistakeQuery query;      /* its names owned */
  GamaoMistake *mistake;        /* shown now, or NULL */
  GamaoMatch *match;            /* its position at the table (checker plays) */
  gboolean answered;
  gboolean judging;             /* a play not kept is being evaluated */
  guint n_answered;
  GCancellable *cancellable;    /* of that evaluation */

  AdwWindowTitle *window_title;
  GtkStack *stack;
  GamaoBoardView *board;
  GtkLabel *prompt;
  char *prompt_text;            /* the question, said again after "Judging…" */
  GtkLabel *verdict;
  GtkWidget *details;
  GtkLabel *why_label, *plays_label;
  GtkWidget *note_entry;
  GtkWidget *undo_button, *done_button, *no_double_button, *double_button;
  GtkWidget *pass_button, *take_button, *beaver_button, *next_button;
  gboolean beavers;             /* the taker of the mistake shown may beaver */
};

G_DEFINE_FINAL_TYPE (GamaoDrillWindow, gamao_drill_window, ADW_TYPE_WINDOW)

static void
show_buttons (GamaoDrillWindow *self)
{
  const GamaoMistakeData *d = self->mistake ? gamao_mistake_get_data (self->mistake) : NULL;
  gboolean open = d && !self->answered;
  gboolean checker = open && d->kind == GAMAO_MISTAKE_CHECKER;
  gboolean offer = open && (d->kind == GAMAO_MISTAKE_DOUBLE || d->kind == GAMAO_MISTAKE_NO_DOUBLE);
  gboolean answer = open && d->kind >= GAMAO_MISTAKE_TAKE;

  gtk_widget_set_visible (self->undo_button, checker);
  gtk_widget_set_visible (self->done_button, checker);
  gtk_widget_set_visible (self->no_double_button, offer);
  gtk_widget_set_visible (self->double_button, offer);
  gtk_widget_set_visible (self->pass_button, answer);
  gtk_widget_set_visible (self->take_button, answer);
  gtk_widget_set_visible (self->beaver_button, answer && self->beavers);
  gtk_widget_set_visible (self->next_button, self->answered);
  gtk_widget_set_visible (GTK_WIDGET (self->verdict), self->answered);
  gtk_widget_set_visible (self->details, self->answered);
  gtk_widget_set_visible (self->note_entry, self->answered);
}

/* The note written after the answer, kept with the decision (the
 * replay and the library show it). */
static void
keep_note (GamaoDrillWindow *self)
{
  const GamaoMistakeData *d;
  g_autoptr (GError) error = NULL;

  if (!self->mistake || !self->answered)
    return;
  d = gamao_mistake_get_data (self->mistake);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->note_entry)), d->note ? d->note : "")
          != 0
      && !gamao_store_set_decision_note (self->store, d->match_id, d->game, d->seq,
                                         gtk_editable_get_text (GTK_EDITABLE (self->note_entry)),
                                         &error))
    g_warning ("A note cannot be kept: %s", error->message);
}

static void
update_board (GamaoDrillWindow *self)
{
  const GamaoMistakeData *d = gamao_mistake_get_data (self->mistake);
  g_auto (GamaoBoardFrame) frame = { 0 };
  GamaoBoardMoves moves;

  gamao_board_frame_init (&frame);
  if (self->match)
    gamao_board_frame_from_match (&frame, self->match, d->player);
  else
    gamao_drill_position_frame (d, &frame);
  gamao_board_view_set_frame (self->board, &frame);
  gamao_board_moves_clear (&moves);
  if (self->match && !self->answered && !self->judging)
    gamao_live_moves_collect (self->match, &moves);
  gamao_board_view_set_moves (self->board, &moves);
  gtk_widget_set_sensitive (self->done_button, self->match && !self->answered && !self->judging
                                                && gamao_match_can_commit (self->match));
}

/* The position at the table, as a match the person moves in. */
static GamaoMatch *
match_of (const GamaoBoard *board, const GamaoMatchState *state)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new ("", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new ("", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GError) error = NULL;
  GamaoMatch *match = gamao_match_new_from_state (board, state, p0, p1, FALSE, &error);

  if (!match)
    g_warning ("A drill's position cannot be set: %s", error->message);
  return match;
}

/* The question: the roll or the cube decision, and the score. */
static char *
question_of (const GamaoMistakeData *d, const GamaoMatchState *state)
{
  g_autofree char *score = NULL;
  g_autofree char *ask = NULL;

  if (d->kind == GAMAO_MISTAKE_CHECKER)
    /* Translators: the roll (dice: not a count). */
    ask = g_strdup_printf (_("You rolled %d-%d. Play it, then Done."), d->dice[0], d->dice[1]);
  else if (d->kind <= GAMAO_MISTAKE_NO_DOUBLE)
    ask = g_strdup (_("Your turn to roll: double or not?"));
  else
    ask = g_strdup (_("You are doubled: take or pass?"));
  if (!state)
    return g_steal_pointer (&ask);
  if (state->match_length == 0)
    score = g_strdup (_("A money session."));
  else
    /* Translators: the score before the decision, yours then your
     * opponent's (scores: not a count), in a match of %u points. */
    score = g_strdup_printf (ngettext ("Score %u–%u in a %u-point match.",
                                       "Score %u–%u in a %u-point match.",
                                       state->match_length),
                             state->score[d->player], state->score[1 - d->player],
                             state->match_length);
  return g_strdup_printf ("%s %s", ask, score);
}

static void
show_next (GamaoDrillWindow *self)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record;
  const GamaoMistakeData *d;
  GamaoMatchState state;
  GamaoBoard board;
  gboolean have_state;

  keep_note (self);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  g_clear_object (&self->mistake);
  g_clear_object (&self->match);
  self->answered = FALSE;
  self->judging = FALSE;
  self->mistake = gamao_drill_next (self->store, &self->query, now, &error);
  if (!self->mistake)
    {
      gtk_stack_set_visible_child_name (self->stack, "done");
      return;
    }
  d = gamao_mistake_get_data (self->mistake);
  record = gamao_store_load (self->store, d->match_id, &error);
  have_state = record && gamao_drill_position_of (record, d, &board, &state, &error);
  if (!have_state)
    g_warning ("A drill's position cannot be read: %s", error ? error->message : "?");
  g_clear_pointer (&record, gamao_match_record_unref);
  if (d->kind == GAMAO_MISTAKE_CHECKER && have_state)
    self->match = match_of (&board, &state);
  self->beavers = d->kind >= GAMAO_MISTAKE_TAKE && gamao_drill_beaver_allowed (self->store, d);
  gtk_stack_set_visible_child_name (self->stack, "drill");
  g_free (self->prompt_text);
  self->prompt_text = question_of (d, have_state ? &state : NULL);
  gtk_label_set_text (self->prompt, self->prompt_text);
  update_board (self);
  show_buttons (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_why (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoDrillWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *words = gamao_kept_decision_why_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_label_set_text (self->why_label, words ? words : "");
  gtk_widget_set_visible (GTK_WIDGET (self->why_label), words != NULL);
}

/* What the analysis kept, as the replay shows it: the ranked plays or
 * the cube figures at once, why in words when a worker has them. */
static void
show_details (GamaoDrillWindow *self)
{
  const GamaoMistakeData *m = gamao_mistake_get_data (self->mistake);
  g_autoptr (GArray) plays = NULL;
  g_autoptr (GamaoReplayFrames) frames = NULL;
  g_autofree char *ranked = NULL;
  GamaoMatchRecord *record;
  GamaoStoredDecision d;
  gint index;

  gtk_widget_set_visible (GTK_WIDGET (self->why_label), FALSE);
  gtk_label_set_text (self->plays_label, "");
  if (!gamao_drill_find_decision (self->store, m, &d, NULL))
    return;
  if (m->kind == GAMAO_MISTAKE_CHECKER)
    plays = gamao_store_list_plays (self->store, m->match_id, m->game, m->seq, NULL);
  ranked = gamao_position_text_analysis (&d, plays);
  gtk_label_set_text (self->plays_label, ranked ? g_strchomp (ranked) : "");
  if (!(record = gamao_store_load (self->store, m->match_id, NULL)))
    return;
  frames = gamao_replay_frames_new (record);
  index = gamao_drill_position_replay_frame (record, m);
  gamao_match_record_unref (record);
  if (index >= 0)
    gamao_kept_decision_why_async (frames, (guint) index, &d, plays, NULL, self->cancellable,
                                   on_why, g_object_ref (self));
}

static void
show_verdict (GamaoDrillWindow *self, GamaoDrillVerdict *v, const GError *error)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autoptr (GError) keep_error = NULL;
  g_autofree char *text = NULL;
  char loss[64];

  self->answered = TRUE;
  gtk_label_set_text (self->prompt, self->prompt_text);
  show_details (self);
  if (error)
    text = g_strdup (error->message);
  else if (!gamao_drill_keep (self->store, gamao_mistake_get_data (self->mistake), v, now,
                              &keep_error))
    text = g_strdup (keep_error->message);
  else if (v->best)
    text = g_strdup (_("Right: the best answer."));
  else
    {
      int best_kind = gamao_mistake_kind_from_key (v->best_text);

      gamao_figure_loss (loss, sizeof loss, -v->loss, NAN);
      /* Translators: the equity the answer lost and the best answer. */
      text = g_strdup_printf (_("Not the best: %s. Best: %s."), loss,
                              best_kind >= 0 ? gamao_mistake_kind_name (best_kind) : v->best_text);
    }
  if (!error && !keep_error)
    self->n_answered++;
  gtk_label_set_text (self->verdict, text);
  gtk_editable_set_text (GTK_EDITABLE (self->note_entry),
                         gamao_mistake_get_data (self->mistake)->note
                           ? gamao_mistake_get_data (self->mistake)->note
                           : "");
  update_board (self);
  show_buttons (self);
  gtk_widget_grab_focus (self->next_button);
}

static void
on_cube (GamaoDrillWindow *self, GtkWidget *button)
{
  GamaoMistakeKind answer = button == self->double_button      ? GAMAO_MISTAKE_DOUBLE
                            : button == self->no_double_button ? GAMAO_MISTAKE_NO_DOUBLE
                            : button == self->pass_button      ? GAMAO_MISTAKE_PASS
                            : button == self->beaver_button    ? GAMAO_MISTAKE_BEAVER
                                                               : GAMAO_MISTAKE_TAKE;
  g_autoptr (GError) error = NULL;
  GamaoDrillVerdict v;

  gamao_drill_judge_cube (self->store, gamao_mistake_get_data (self->mistake), answer, &v,
                          &error);
  show_verdict (self, &v, error);
}

static void
on_judged (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoDrillWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  GamaoDrillVerdict v;

  if (!gamao_drill_judge_play_finish (result, &v, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->judging = FALSE;
  show_verdict (self, &v, error);
}

static void
on_done (GamaoDrillWindow *self)
{
  const GamaoMistakeData *d = gamao_mistake_get_data (self->mistake);
  GamaoBoard board;

  if (!self->match || self->judging || !gamao_match_can_commit (self->match))
    return;
  /* The position the play leads to, from the mover's side, as the
   * analysis keeps its plays; a play it did not keep is evaluated in a
   * worker thread, the board still while it is. */
  gamao_position_get_board_for (gamao_match_get_position (self->match), d->player, &board);
  self->judging = TRUE;
  update_board (self);
  gtk_label_set_text (self->prompt, _("Judging your play…"));
  gamao_drill_judge_play_async (self->store, d, &board, self->cancellable, on_judged,
                                g_object_ref (self));
}

static void
on_undo (GamaoDrillWindow *self)
{
  if (self->match && !self->judging && gamao_match_undo_step (self->match, NULL))
    update_board (self);
}

static void
on_move (GamaoDrillWindow *self, int from, int to)
{
  g_autoptr (GError) error = NULL;

  if (self->match && !self->answered && !self->judging
      && gamao_match_move_to (self->match, from, to, &error))
    update_board (self);
}

static void
gamao_drill_window_dispose (GObject *object)
{
  GamaoDrillWindow *self = GAMAO_DRILL_WINDOW (object);

  keep_note (self);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_DRILL_WINDOW);
  g_clear_object (&self->mistake);
  g_clear_object (&self->match);
  g_clear_object (&self->store);
  g_clear_pointer (&self->prompt_text, g_free);
  g_clear_pointer ((GStrv *) &self->query.my_names, g_strfreev);
  g_clear_pointer ((char **) &self->query.player, g_free);
  G_OBJECT_CLASS (gamao_drill_window_parent_class)->dispose (object);
}

static void
gamao_drill_window_class_init (GamaoDrillWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gamao_drill_window_dispose;
  g_type_ensure (GAMAO_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/gamao/Gamao/ui/mistakes/gamao-drill-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, board);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, prompt);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, verdict);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, details);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, why_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, plays_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, note_entry);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, done_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, no_double_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, double_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, pass_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, take_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, beaver_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoDrillWindow, next_button);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gamao_drill_window_init (GamaoDrillWindow *self)
{
  GtkWidget *cube[] = { NULL, NULL, NULL, NULL, NULL };

  gtk_widget_init_template (GTK_WIDGET (self));
  /* A screen reader meets the page on show only (the drill's buttons
   * are not there while nothing is left to practise). */
  gamao_a11y_follow_visible_child (GTK_WIDGET (self->stack));
  cube[0] = self->no_double_button;
  cube[1] = self->double_button;
  cube[2] = self->pass_button;
  cube[3] = self->take_button;
  cube[4] = self->beaver_button;
  for (guint i = 0; i < G_N_ELEMENTS (cube); i++)
    g_signal_connect_swapped (cube[i], "clicked", G_CALLBACK (on_cube), self);
  g_signal_connect_swapped (self->done_button, "clicked", G_CALLBACK (on_done), self);
  g_signal_connect_swapped (self->undo_button, "clicked", G_CALLBACK (on_undo), self);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (show_next), self);
  g_signal_connect_swapped (self->board, "move-requested", G_CALLBACK (on_move), self);
}

GamaoDrillWindow *
gamao_drill_window_new (GtkWindow *parent, GamaoStore *store, const GamaoMistakeQuery *query)
{
  GamaoDrillWindow *self;

  g_return_val_if_fail (GAMAO_IS_STORE (store), NULL);
  self = g_object_new (GAMAO_TYPE_DRILL_WINDOW, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->query.player = g_strdup (query ? query->player : NULL);
  self->query.my_names = (const char *const *) g_strdupv (query ? (GStrv) query->my_names : NULL);
  show_next (self);
  return self;
}

GamaoMistake *
gamao_drill_window_get_mistake (GamaoDrillWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_DRILL_WINDOW (self), NULL);
  return self->mistake;
}

const char *
gamao_drill_window_get_question (GamaoDrillWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_DRILL_WINDOW (self), NULL);
  return self->prompt_text ? self->prompt_text : "";
}

const char *
gamao_drill_window_get_verdict (GamaoDrillWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_DRILL_WINDOW (self), NULL);
  return self->answered ? gtk_label_get_text (self->verdict) : "";
}
