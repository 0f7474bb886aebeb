/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-decision-bar"

#include "config.h"

#include "gamao-decision-bar.h"

#include <glib/gi18n.h>

#include "gamao-a11y.h"
#include "gamao-ai-service.h"
#include "gamao-hint-list.h"
#include "gamao-stakes.h"

struct _GamaoDecisionBar
{
  GtkWidget parent_instance;

  GamaoMatch *match;
  guint game, n_actions;  /* the double on show: where the match stood */
  GCancellable *asking;
  char *advice;

  GtkRevealer *revealer;
  GtkLabel *heading_label;
  GtkLabel *body_label;
  GtkLabel *advice_label;
  GtkWidget *advice_button;
  GtkWidget *beaver_button;
  GtkWidget *take_button;
};

G_DEFINE_FINAL_TYPE (GamaoDecisionBar, gamao_decision_bar, GTK_TYPE_WIDGET)

static guint
n_actions (GamaoMatch *match)
{
  return gamao_game_get_n_actions (gamao_match_get_current_game (match));
}

static void
forget_advice (GamaoDecisionBar *self)
{
  g_cancellable_cancel (self->asking);
  g_clear_object (&self->asking);
  g_clear_pointer (&self->advice, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->advice_label), FALSE);
  gtk_widget_set_sensitive (self->advice_button, TRUE);
}

static void
show_question (GamaoDecisionBar *self)
{
  g_autofree char *heading = gamao_stakes_double_heading (self->match);
  g_autofree char *body = gamao_stakes_double_body (self->match);

  g_autofree char *stakes = g_strjoin (". ", heading, body, NULL);

  gtk_label_set_label (self->heading_label, heading);
  gtk_label_set_label (self->body_label, body);
  gtk_widget_set_visible (self->beaver_button, gamao_match_can_beaver (self->match));
  /* A screen reader reads the stakes with the answer the keyboard goes to. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->take_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, stakes, -1);
}

void
gamao_decision_bar_set_open (GamaoDecisionBar *self, gboolean open)
{
  gboolean was_open;

  g_return_if_fail (GAMAO_IS_DECISION_BAR (self));

  open = open && self->match
         && gamao_match_get_phase (self->match) == GAMAO_MATCH_DOUBLE_OFFERED;
  if (open)
    {
      guint game = gamao_match_get_game_number (self->match);

      /* A new double: the advice for the last one no longer holds. */
      if (game != self->game || n_actions (self->match) != self->n_actions)
        forget_advice (self);
      self->game = game;
      self->n_actions = n_actions (self->match);
      show_question (self);
    }
  else
    forget_advice (self);
  was_open = gtk_revealer_get_reveal_child (self->revealer);
  gtk_widget_set_visible (GTK_WIDGET (self), open);
  gtk_revealer_set_reveal_child (self->revealer, open);
  /* A double just offered: the keyboard goes to Take (Enter takes,
   * Shift+Tab reaches Drop), where a screen reader reads the stakes. */
  if (open && !was_open)
    gamao_a11y_focus_when_revealed (self->revealer, self->take_button);
}

gboolean
gamao_decision_bar_get_open (GamaoDecisionBar *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_BAR (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

static void
on_advice (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GamaoDecisionBar) self = user_data;
  g_autoptr (GError) error = NULL;
  GamaoAiJob *job = gamao_ai_service_ask_finish (result, &error);
  char words[1024];

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->asking);
  gtk_widget_set_sensitive (self->advice_button, TRUE);
  g_clear_pointer (&self->advice, g_free);
  if (job)
    {
      gamao_take_advice_words (&job->take_advice, words, sizeof words);
      self->advice = g_strdup (words);
    }
  else
    self->advice = g_strdup (error->message);
  gtk_label_set_label (self->advice_label, self->advice);
  gtk_widget_set_visible (GTK_WIDGET (self->advice_label), TRUE);
}

void
gamao_decision_bar_ask_advice (GamaoDecisionBar *self)
{
  g_return_if_fail (GAMAO_IS_DECISION_BAR (self));

  if (!self->match || gamao_match_get_phase (self->match) != GAMAO_MATCH_DOUBLE_OFFERED
      || self->asking)
    return;
  forget_advice (self);
  self->asking = g_cancellable_new ();
  gtk_widget_set_sensitive (self->advice_button, FALSE);
  gtk_label_set_label (self->advice_label, _("The computer is thinking…"));
  gtk_widget_set_visible (GTK_WIDGET (self->advice_label), TRUE);
  gamao_ai_service_ask (gamao_ai_job_new (self->match, GAMAO_AI_TAKE_ADVICE, GAMAO_HINT_LEVEL),
                        self->asking, on_advice, g_object_ref (self));
}

const char *
gamao_decision_bar_get_advice (GamaoDecisionBar *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_BAR (self), NULL);
  return self->advice;
}

const char *
gamao_decision_bar_get_heading (GamaoDecisionBar *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_BAR (self), NULL);
  return gtk_label_get_label (self->heading_label);
}

const char *
gamao_decision_bar_get_body (GamaoDecisionBar *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_BAR (self), NULL);
  return gtk_label_get_label (self->body_label);
}

gboolean
gamao_decision_bar_offers_beaver (GamaoDecisionBar *self)
{
  g_return_val_if_fail (GAMAO_IS_DECISION_BAR (self), FALSE);
  return gamao_decision_bar_get_open (self) && gtk_widget_get_visible (self->beaver_button);
}

void
gamao_decision_bar_set_match (GamaoDecisionBar *self, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_DECISION_BAR (self));

  forget_advice (self);
  g_set_object (&self->match, match);
  gamao_decision_bar_set_open (self, FALSE);
}

static void
gamao_decision_bar_dispose (GObject *object)
{
  GamaoDecisionBar *self = GAMAO_DECISION_BAR (object);

  forget_advice (self);
  g_clear_object (&self->match);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_DECISION_BAR);
  G_OBJECT_CLASS (gamao_decision_bar_parent_class)->dispose (object);
}

static void
gamao_decision_bar_class_init (GamaoDecisionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_decision_bar_dispose;
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/gamao/Gamao/ui/match/gamao-decision-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionBar, heading_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionBar, body_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionBar, advice_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionBar, advice_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionBar, beaver_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoDecisionBar, take_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gamao-decision-bar");
}

static void
gamao_decision_bar_init (GamaoDecisionBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->advice_button, "clicked",
                           G_CALLBACK (gamao_decision_bar_ask_advice), self, G_CONNECT_SWAPPED);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
gamao_decision_bar_new (void)
{
  return g_object_new (GAMAO_TYPE_DECISION_BAR, NULL);
}
