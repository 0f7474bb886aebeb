/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-rules-diagram-view"

#include "config.h"

#include "gamao-rules-diagram-view.h"

#include <glib/gi18n.h>

#include "gamao-rules-links.h"
#include "gamao-rules-link.h"

struct _GamaoRulesDiagramView
{
  GtkBox parent_instance;

  const GamaoRulesBlock *block; /* owned by the book */
  GamaoRulesExercise *exercise; /* while the reader tries it */
  char *feedback;

  GamaoRulesBoard *board;
  GtkLabel *caption_label;
  GtkWidget *task_box;
  GtkLabel *task_label;
  GtkWidget *try_button;
  GtkWidget *undo_button;
  GtkWidget *reset_button;
  GtkWidget *pass_button;
  GtkWidget *stop_button;
  GtkLabel *feedback_label;
};

G_DEFINE_FINAL_TYPE (GamaoRulesDiagramView, gamao_rules_diagram_view, GTK_TYPE_BOX)

/* Says `markup` to the reader under the exercise; `style` is "success",
 * "error" or NULL. */
static void
tell (GamaoRulesDiagramView *self, const char *markup, const char *style)
{
  gtk_label_set_markup (self->feedback_label, markup ? markup : "");
  gtk_widget_set_visible (GTK_WIDGET (self->feedback_label), markup && *markup);
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_label), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback_label), "error");
  if (style)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback_label), style);
  /* The label's text is the markup without its tags, links included. */
  g_free (self->feedback);
  self->feedback = g_strdup (gtk_label_get_text (self->feedback_label));
}

/* What a right answer was: the exercise asks for a play of its own
 * (make a point, hit), not always one the rules force. */
static const char *
right_words (GamaoRulesExerciseKind kind)
{
  switch (kind)
    {
    case GAMAO_RULES_EXERCISE_NO_PLAY:
      return _("Right: this roll cannot be played, so the turn passes.");
    case GAMAO_RULES_EXERCISE_ANY_LEGAL:
      return _("Right! That play is legal.");
    case GAMAO_RULES_EXERCISE_ANSWERS:
    case GAMAO_RULES_EXERCISE_NONE:
    default:
      return _("Right! That is the play asked for here.");
    }
}

static void
tell_state (GamaoRulesDiagramView *self)
{
  switch (gamao_rules_exercise_get_state (self->exercise))
    {
    case GAMAO_RULES_EXERCISE_RIGHT:
      tell (self, right_words (self->block->diagram->exercise), "success");
      break;
    case GAMAO_RULES_EXERCISE_WRONG:
      tell (self,
            _("That play is legal, but it is not the one asked for here. "
              "Take it back or start over, and try again."),
            "error");
      break;
    case GAMAO_RULES_EXERCISE_PLAYING:
    default:
      if (gamao_rules_exercise_get_n_steps (self->exercise) == 0)
        tell (self, _("Drag a checker, or click it to move it by one die."), NULL);
      else
        tell (self, NULL, NULL);
      break;
    }
}

/* Shows the exercise's board, dice left and movable checkers, and sets
 * the buttons to match. */
static void
show_exercise (GamaoRulesDiagramView *self)
{
  GamaoBoardView *view = gamao_rules_board_get_view (self->board);
  GamaoBoardMoves moves;
  int left[4];
  guint n_left = gamao_rules_exercise_get_left (self->exercise, left);
  gboolean playing = gamao_rules_exercise_get_state (self->exercise)
                     == GAMAO_RULES_EXERCISE_PLAYING;

  gamao_board_view_set_dice (view, gamao_rules_exercise_get_dice (self->exercise), left, n_left);
  gamao_rules_exercise_collect_moves (self->exercise, &moves);
  gamao_board_view_set_moves (view, &moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "diagram.undo",
                                 gamao_rules_exercise_get_n_steps (self->exercise) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "diagram.pass",
                                 playing && gamao_rules_exercise_get_n_steps (self->exercise) == 0);
}

static void
set_trying (GamaoRulesDiagramView *self, gboolean trying)
{
  gtk_widget_set_visible (self->try_button, !trying);
  gtk_widget_set_visible (self->undo_button, trying);
  gtk_widget_set_visible (self->reset_button, trying);
  gtk_widget_set_visible (self->pass_button, trying);
  gtk_widget_set_visible (self->stop_button, trying);
  gamao_rules_board_set_show_marks (self->board, !trying);
  if (!trying)
    {
      g_clear_pointer (&self->exercise, gamao_rules_exercise_free);
      gamao_rules_board_set_diagram (self->board, self->block->diagram);
      tell (self, NULL, NULL);
    }
}

static void
try_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoRulesDiagramView *self = GAMAO_RULES_DIAGRAM_VIEW (widget);

  if (self->exercise || !(self->exercise = gamao_rules_exercise_new (self->block->diagram)))
    return;
  set_trying (self, TRUE);
  gamao_board_view_set_position (gamao_rules_board_get_view (self->board),
                                 gamao_rules_exercise_get_board (self->exercise), 0);
  show_exercise (self);
  tell_state (self);
  gtk_widget_grab_focus (self->stop_button);
}

static void
stop_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoRulesDiagramView *self = GAMAO_RULES_DIAGRAM_VIEW (widget);

  set_trying (self, FALSE);
  gtk_widget_grab_focus (self->try_button);
}

static void
reset_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoRulesDiagramView *self = GAMAO_RULES_DIAGRAM_VIEW (widget);

  if (!self->exercise)
    return;
  gamao_rules_exercise_reset (self->exercise);
  gamao_board_view_set_position (gamao_rules_board_get_view (self->board),
                                 gamao_rules_exercise_get_board (self->exercise), 0);
  show_exercise (self);
  tell_state (self);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoRulesDiagramView *self = GAMAO_RULES_DIAGRAM_VIEW (widget);
  GamaoStep undone;

  if (!self->exercise || !gamao_rules_exercise_undo (self->exercise, &undone))
    return;
  gamao_board_view_set_position (gamao_rules_board_get_view (self->board),
                                 gamao_rules_exercise_get_board (self->exercise), 0);
  show_exercise (self);
  tell_state (self);
}

static void
pass_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GamaoRulesDiagramView *self = GAMAO_RULES_DIAGRAM_VIEW (widget);

  if (!self->exercise)
    return;
  if (!gamao_rules_exercise_pass (self->exercise))
    {
      tell (self, _("This roll can be played: look again for a checker that can move."),
            "error");
      return;
    }
  show_exercise (self);
  tell_state (self);
}

static void
refuse (GamaoRulesDiagramView *self, GamaoStepVerdict verdict)
{
  g_autofree char *markup = NULL;

  /* Translators: %s is why a move is not allowed; the link leads to the
   * section of the rules that explains it. Keep the <a> tags. */
  markup = g_markup_printf_escaped (_("%s. <a href=\"section:%s\">Read the rule</a>"),
                                    gamao_step_verdict_message (verdict),
                                    gamao_rules_section_for_verdict (verdict));
  tell (self, markup, "error");
}

static void
on_move_requested (GamaoRulesDiagramView *self, int from, int to, GamaoBoardView *view)
{
  GamaoStep steps[4];
  guint n_steps = 0;
  GamaoStepVerdict verdict;
  gboolean hit = FALSE;

  if (!self->exercise)
    return;
  verdict = gamao_rules_exercise_move (self->exercise, from, to, steps, &n_steps);
  if (verdict != GAMAO_STEP_OK)
    {
      refuse (self, verdict);
      return;
    }
  for (guint i = 0; i < n_steps; i++)
    hit |= steps[i].hit;
  gamao_board_view_play_step (view, gamao_rules_exercise_get_board (self->exercise), 0, from,
                              steps[n_steps - 1].to, hit);
  show_exercise (self);
  tell_state (self);
}

static void
gamao_rules_diagram_view_dispose (GObject *object)
{
  GamaoRulesDiagramView *self = GAMAO_RULES_DIAGRAM_VIEW (object);

  g_clear_pointer (&self->exercise, gamao_rules_exercise_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_RULES_DIAGRAM_VIEW);
  G_OBJECT_CLASS (gamao_rules_diagram_view_parent_class)->dispose (object);
}

static void
gamao_rules_diagram_view_finalize (GObject *object)
{
  GamaoRulesDiagramView *self = GAMAO_RULES_DIAGRAM_VIEW (object);

  g_free (self->feedback);
  G_OBJECT_CLASS (gamao_rules_diagram_view_parent_class)->finalize (object);
}

static void
gamao_rules_diagram_view_class_init (GamaoRulesDiagramViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_rules_diagram_view_dispose;
  object_class->finalize = gamao_rules_diagram_view_finalize;

  g_type_ensure (GAMAO_TYPE_RULES_BOARD);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/gamao/Gamao/ui/rulebook/gamao-rules-diagram-view.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, board);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, caption_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, task_box);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, task_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, try_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, undo_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, reset_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, pass_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, stop_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoRulesDiagramView, feedback_label);
  gtk_widget_class_bind_template_callback (widget_class, gamao_rules_link_activate);

  gtk_widget_class_install_action (widget_class, "diagram.try", NULL, try_action);
  gtk_widget_class_install_action (widget_class, "diagram.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "diagram.reset", NULL, reset_action);
  gtk_widget_class_install_action (widget_class, "diagram.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "diagram.pass", NULL, pass_action);
}

static void
gamao_rules_diagram_view_init (GamaoRulesDiagramView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (gamao_rules_board_get_view (self->board), "move-requested",
                           G_CALLBACK (on_move_requested), self, G_CONNECT_SWAPPED);
  tell (self, NULL, NULL);
}

GtkWidget *
gamao_rules_diagram_view_new (const GamaoRulesBlock *block)
{
  GamaoRulesDiagramView *self;

  g_return_val_if_fail (block != NULL && block->kind == GAMAO_RULES_BLOCK_DIAGRAM, NULL);
  g_return_val_if_fail (block->diagram != NULL, NULL);

  self = g_object_new (GAMAO_TYPE_RULES_DIAGRAM_VIEW, NULL);
  self->block = block;
  gamao_rules_board_set_diagram (self->board, block->diagram);
  gtk_label_set_markup (self->caption_label, block->markup ? block->markup : "");
  gtk_widget_set_visible (GTK_WIDGET (self->caption_label), block->markup && *block->markup);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  block->text ? block->text : "", -1);
  if (block->task_markup && block->diagram->exercise != GAMAO_RULES_EXERCISE_NONE)
    {
      gtk_label_set_markup (self->task_label, block->task_markup);
      gtk_widget_set_visible (self->task_box, TRUE);
    }
  return GTK_WIDGET (self);
}

GamaoRulesBoard *
gamao_rules_diagram_view_get_board (GamaoRulesDiagramView *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_DIAGRAM_VIEW (self), NULL);
  return self->board;
}

const GamaoRulesDiagram *
gamao_rules_diagram_view_get_diagram (GamaoRulesDiagramView *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_DIAGRAM_VIEW (self), NULL);
  return self->block->diagram;
}

gboolean
gamao_rules_diagram_view_has_exercise (GamaoRulesDiagramView *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_DIAGRAM_VIEW (self), FALSE);
  return gtk_widget_get_visible (self->task_box);
}

gboolean
gamao_rules_diagram_view_get_trying (GamaoRulesDiagramView *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_DIAGRAM_VIEW (self), FALSE);
  return self->exercise != NULL;
}

GamaoRulesExerciseState
gamao_rules_diagram_view_get_state (GamaoRulesDiagramView *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_DIAGRAM_VIEW (self), GAMAO_RULES_EXERCISE_PLAYING);
  return self->exercise ? gamao_rules_exercise_get_state (self->exercise)
                        : GAMAO_RULES_EXERCISE_PLAYING;
}

const char *
gamao_rules_diagram_view_get_feedback (GamaoRulesDiagramView *self)
{
  g_return_val_if_fail (GAMAO_IS_RULES_DIAGRAM_VIEW (self), NULL);
  return self->feedback ? self->feedback : "";
}
