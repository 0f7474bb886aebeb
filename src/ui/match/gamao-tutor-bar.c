/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-tutor-bar"

#include "config.h"

#include "gamao-tutor-bar.h"

#include "gamao-a11y.h"

struct _GamaoTutorBar
{
  GtkWidget parent_instance;

  GtkRevealer *revealer;
  GtkLabel *words_label;
  GtkLabel *why_label;
  GtkExpander *why_expander;
  GtkWidget *take_back_button;
  /* Opened, the keyboard not yet on the answer. */
  gboolean focus_pending;
};

G_DEFINE_FINAL_TYPE (GamaoTutorBar, gamao_tutor_bar, GTK_TYPE_WIDGET)

/* The keyboard goes to the answer the tutor suggests once the bar is
 * all in view (gamao_a11y_focus_when_revealed: given while it slides,
 * GTK 4.8 reports the focus lost and Orca says nothing) and once the
 * button takes it: the hold's answers are enabled only after the hold
 * tells the bar to open, and an insensitive button refuses the focus. */
static void
focus_answer (GamaoTutorBar *self)
{
  if (!self->focus_pending || !gtk_revealer_get_child_revealed (self->revealer))
    return;
  if (gtk_widget_has_focus (self->take_back_button)
      || gtk_widget_grab_focus (self->take_back_button))
    self->focus_pending = FALSE;
}

void
gamao_tutor_bar_open (GamaoTutorBar *self, const char *words, const char *why)
{
  g_return_if_fail (GAMAO_IS_TUTOR_BAR (self));

  gtk_label_set_label (self->words_label, words);
  gtk_label_set_label (self->why_label, why ? why : "");
  gtk_expander_set_expanded (self->why_expander, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->why_expander), why && *why);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  /* The keyboard goes to the answer the tutor suggests, where a screen
   * reader reads the warning with it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->take_back_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words, -1);
  self->focus_pending = TRUE;
  gamao_a11y_focus_when_revealed (self->revealer, self->take_back_button);
}

void
gamao_tutor_bar_close (GamaoTutorBar *self)
{
  g_return_if_fail (GAMAO_IS_TUTOR_BAR (self));

  self->focus_pending = FALSE;
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

gboolean
gamao_tutor_bar_get_open (GamaoTutorBar *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_BAR (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

const char *
gamao_tutor_bar_get_words (GamaoTutorBar *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_BAR (self), NULL);
  return gtk_label_get_label (self->words_label);
}

const char *
gamao_tutor_bar_get_why (GamaoTutorBar *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_BAR (self), NULL);
  return gtk_label_get_label (self->why_label);
}

void
gamao_tutor_bar_show_why (GamaoTutorBar *self)
{
  g_return_if_fail (GAMAO_IS_TUTOR_BAR (self));

  gtk_expander_set_expanded (self->why_expander, TRUE);
}

gboolean
gamao_tutor_bar_get_why_shown (GamaoTutorBar *self)
{
  g_return_val_if_fail (GAMAO_IS_TUTOR_BAR (self), FALSE);
  return gtk_expander_get_expanded (self->why_expander);
}

static void
gamao_tutor_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), GAMAO_TYPE_TUTOR_BAR);
  G_OBJECT_CLASS (gamao_tutor_bar_parent_class)->dispose (object);
}

static void
gamao_tutor_bar_class_init (GamaoTutorBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_tutor_bar_dispose;
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/gamao/Gamao/ui/match/gamao-tutor-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoTutorBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, GamaoTutorBar, words_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoTutorBar, why_label);
  gtk_widget_class_bind_template_child (widget_class, GamaoTutorBar, why_expander);
  gtk_widget_class_bind_template_child (widget_class, GamaoTutorBar, take_back_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gamao-tutor-bar");
}

static void
gamao_tutor_bar_init (GamaoTutorBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->take_back_button, "notify::sensitive", G_CALLBACK (focus_answer),
                            self);
  /* A collapsed GtkExpander still gives Tab to its child, out of the
   * window, and the selectable words say they took it (GTK 4.8): Tab
   * stayed on Why. They take the focus only while shown. */
  g_object_bind_property (self->why_expander, "expanded", self->why_label, "can-focus",
                          G_BINDING_SYNC_CREATE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
gamao_tutor_bar_new (void)
{
  return g_object_new (GAMAO_TYPE_TUTOR_BAR, NULL);
}
