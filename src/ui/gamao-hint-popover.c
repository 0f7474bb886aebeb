/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-hint-popover"

#include "config.h"

#include "gamao-hint-popover.h"

#include <glib/gi18n.h>

#include "gamao-ai-service.h"

struct _GamaoHintPopover
{
  GtkPopover parent_instance;

  GamaoMatch *match;
  GCancellable *cancellable;
  gboolean ready;
  guint game, n_actions;  /* where the match stood when asked */
  GamaoPlay plays[GAMAO_AI_MAX_HINTS];
  GtkWidget *buttons[GAMAO_AI_MAX_HINTS];
  guint n_plays;

  GtkLabel *heading;
  GtkWidget *spinner;
  GtkBox *list;
};

G_DEFINE_FINAL_TYPE (GamaoHintPopover, gamao_hint_popover, GTK_TYPE_POPOVER)

/* The advice is always the strongest the computer has. */
#define HINT_LEVEL GAMAO_LEVEL_WORLD_CLASS

static void
clear_list (GamaoHintPopover *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))))
    gtk_box_remove (self->list, child);
  self->n_plays = 0;
}

static GtkWidget *
new_label (const char *text, gboolean dim)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/* "Win 54.2%, gammon 12.0% · lose gammon 8.1%" for the side to act. */
static char *
chances_text (const float outputs[GAMAO_N_OUTPUTS])
{
  return g_strdup_printf (_("Win %.1f%% (gammon %.1f%%) · lose gammon %.1f%%"),
                          100.0 * outputs[GAMAO_OUT_WIN], 100.0 * outputs[GAMAO_OUT_WIN_GAMMON],
                          100.0 * outputs[GAMAO_OUT_LOSE_GAMMON]);
}

static char *
equity_text (gboolean is_match, float equity, float best, gboolean first)
{
  if (is_match)
    return first ? g_strdup_printf (_("%.1f%% to win the match"), 100.0 * equity)
                 : g_strdup_printf (_("%.1f%% (%+.1f)"), 100.0 * equity,
                                    100.0 * (equity - best));
  return first ? g_strdup_printf (_("equity %+.3f"), equity)
               : g_strdup_printf (_("%+.3f (%+.3f)"), equity, equity - best);
}

/* Steps within the turn are not actions: the same turn keeps its count. */
static gboolean
stands_as_asked (GamaoHintPopover *self)
{
  GamaoGame *game = gamao_match_get_current_game (self->match);

  return gamao_match_get_game_number (self->match) == self->game
         && gamao_game_get_n_actions (game) == self->n_actions;
}

static void
on_play_clicked (GamaoHintPopover *self, GtkWidget *button)
{
  g_autoptr (GError) error = NULL;
  GamaoStep steps[4];
  const GamaoPlay *play = NULL;

  for (guint i = 0; i < self->n_plays; i++)
    if (self->buttons[i] == button)
      play = &self->plays[i];
  if (!play || !self->match || !self->ready)
    return;
  /* A hint for a turn that is over is not played. */
  if (gamao_match_get_state (self->match) != GAMAO_MATCH_MOVING
      || !stands_as_asked (self))
    {
      gtk_popover_popdown (GTK_POPOVER (self));
      return;
    }
  gtk_popover_popdown (GTK_POPOVER (self));
  /* The hinted play replaces whatever the person had started. */
  while (gamao_match_get_steps (self->match, steps) > 0)
    if (!gamao_match_undo_step (self->match, &error))
      break;
  for (guint i = 0; i < play->n_steps && !error; i++)
    gamao_match_step (self->match, play->steps[i].from, play->steps[i].die, &error);
  if (!error)
    gamao_match_commit_turn (self->match, &error);
  if (error)
    g_warning ("The hinted play was refused: %s", error->message);
}

static void
add_play (GamaoHintPopover *self, const GamaoAiJob *job, guint i)
{
  const GamaoAiHint *hint = &job->hints[i];
  g_autofree char *title = g_strdup_printf ("%u. %s", i + 1, hint->notation);
  g_autofree char *equity = equity_text (job->is_match, hint->equity, job->hints[0].equity,
                                         i == 0);
  g_autofree char *chances = chances_text (hint->outputs);
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name = new_label (title, FALSE);
  GtkWidget *value = new_label (equity, FALSE);

  gtk_widget_add_css_class (name, "heading");
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (value, "numeric");
  gtk_box_append (GTK_BOX (top), name);
  gtk_box_append (GTK_BOX (top), value);
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), new_label (chances, TRUE));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Play this move"));
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_play_clicked), self,
                           G_CONNECT_SWAPPED);
  self->plays[self->n_plays] = hint->play;
  self->buttons[self->n_plays++] = button;
  gtk_box_append (self->list, button);
}

static void
show_plays (GamaoHintPopover *self, const GamaoAiJob *job)
{
  g_autofree char *heading = g_strdup_printf (_("Best plays for %d-%d"), job->dice[0],
                                              job->dice[1]);

  gtk_label_set_label (self->heading, heading);
  if (job->n_hints == 0)
    gtk_box_append (self->list, new_label (_("No legal play: the roll cannot be played."), TRUE));
  for (guint i = 0; i < job->n_hints; i++)
    add_play (self, job, i);
}

static char *
cube_value_text (const GamaoAiJob *job, float value)
{
  return job->decision.is_match ? g_strdup_printf ("%.1f%%", 100.0 * value)
                                : g_strdup_printf ("%+.3f", value);
}

/* The three cubeful values side by side with what they stand for. */
static GtkWidget *
cube_table (const GamaoAiJob *job)
{
  const GamaoCubeDecision *d = &job->decision;
  const char *names[] = { _("No double"), _("Double, take"), _("Double, pass") };
  const float values[] = { d->no_double, d->double_take, d->double_pass };
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_widget_set_margin_top (grid, 6);
  gtk_grid_attach (GTK_GRID (grid),
                   new_label (d->is_match ? _("Match winning chances") : _("Equity"), TRUE), 0,
                   0, 2, 1);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *value = cube_value_text (job, values[i]);
      GtkWidget *number = new_label (value, FALSE);

      gtk_widget_add_css_class (number, "numeric");
      gtk_label_set_xalign (GTK_LABEL (number), 1);
      gtk_grid_attach (GTK_GRID (grid), new_label (names[i], FALSE), 0, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), number, 1, (int) i + 1, 1, 1);
    }
  return grid;
}

static void
show_cube (GamaoHintPopover *self, const GamaoAiJob *job)
{
  g_autofree char *chances = chances_text (job->outputs);
  GtkWidget *action = new_label (
      gamao_cube_action_name (job->cube_action, job->decision.redouble), FALSE);

  gtk_label_set_label (self->heading, _("Before rolling: the cube"));
  gtk_widget_add_css_class (action, "heading");
  gtk_box_append (self->list, action);
  gtk_box_append (self->list, new_label (chances, TRUE));
  if (job->cube_action != GAMAO_CUBE_NOT_AVAILABLE)
    gtk_box_append (self->list, cube_table (job));
}

static void
on_answer (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoHintPopover) self = user_data;
  g_autoptr (GError) error = NULL;
  GamaoAiJob *job = gamao_ai_service_ask_finish (result, &error);

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  gtk_widget_set_visible (self->spinner, FALSE);
  gtk_spinner_stop (GTK_SPINNER (self->spinner));
  if (!job)
    {
      GtkWidget *label = new_label (error->message, TRUE);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_box_append (self->list, label);
      return;
    }
  if (job->dice[0] > 0)
    show_plays (self, job);
  else
    show_cube (self, job);
  self->ready = TRUE;
}

static void
cancel (GamaoHintPopover *self)
{
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
}

/* Works the advice out for the match as it stands. */
static void
refresh (GamaoHintPopover *self)
{
  cancel (self);
  clear_list (self);
  self->ready = FALSE;
  if (!self->match)
    return;
  gtk_label_set_label (self->heading, _("Thinking…"));
  gtk_widget_set_visible (self->spinner, TRUE);
  gtk_spinner_start (GTK_SPINNER (self->spinner));
  self->cancellable = g_cancellable_new ();
  self->game = gamao_match_get_game_number (self->match);
  self->n_actions = gamao_game_get_n_actions (gamao_match_get_current_game (self->match));
  gamao_ai_service_ask (gamao_ai_job_new (self->match, GAMAO_AI_HINT, HINT_LEVEL),
                        self->cancellable, on_answer, g_object_ref (self));
}

void
gamao_hint_popover_set_match (GamaoHintPopover *self, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_HINT_POPOVER (self));

  cancel (self);
  g_set_object (&self->match, match);
  gtk_popover_popdown (GTK_POPOVER (self));
}

gboolean
gamao_hint_popover_is_ready (GamaoHintPopover *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_POPOVER (self), FALSE);
  return self->ready;
}

guint
gamao_hint_popover_get_n_plays (GamaoHintPopover *self)
{
  g_return_val_if_fail (GAMAO_IS_HINT_POPOVER (self), 0);
  return self->n_plays;
}

GtkWidget *
gamao_hint_popover_get_play_button (GamaoHintPopover *self, guint index)
{
  g_return_val_if_fail (GAMAO_IS_HINT_POPOVER (self), NULL);
  return index < self->n_plays ? self->buttons[index] : NULL;
}

static void
gamao_hint_popover_dispose (GObject *object)
{
  GamaoHintPopover *self = GAMAO_HINT_POPOVER (object);

  cancel (self);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (gamao_hint_popover_parent_class)->dispose (object);
}

static void
gamao_hint_popover_class_init (GamaoHintPopoverClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gamao_hint_popover_dispose;
}

static void
gamao_hint_popover_init (GamaoHintPopover *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->heading = GTK_LABEL (new_label ("", FALSE));
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "title-4");
  gtk_widget_set_hexpand (GTK_WIDGET (self->heading), TRUE);
  self->spinner = gtk_spinner_new ();
  self->list = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->heading));
  gtk_box_append (GTK_BOX (top), self->spinner);
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->list));
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_size_request (box, 380, -1);
  gtk_popover_set_child (GTK_POPOVER (self), box);
  g_signal_connect (self, "show", G_CALLBACK (refresh), NULL);
}

GtkWidget *
gamao_hint_popover_new (void)
{
  return g_object_new (GAMAO_TYPE_HINT_POPOVER, NULL);
}
