/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-notice.h"

/* As long as a libadwaita toast stays; longer with a button to press. */
#define NOTICE_SECONDS 3
#define NOTICE_ACTION_SECONDS 6

struct _GamaoNotice
{
  GtkWidget parent_instance;

  GtkWidget *revealer;
  GtkLabel *label;
  GtkButton *button;
  guint hide_id;
};

G_DEFINE_FINAL_TYPE (GamaoNotice, gamao_notice, GTK_TYPE_WIDGET)

static void
gamao_notice_dispose (GObject *object)
{
  GamaoNotice *self = GAMAO_NOTICE (object);

  g_clear_handle_id (&self->hide_id, g_source_remove);
  g_clear_pointer (&self->revealer, gtk_widget_unparent);
  G_OBJECT_CLASS (gamao_notice_parent_class)->dispose (object);
}

static void
gamao_notice_class_init (GamaoNoticeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gamao_notice_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "notice");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static gboolean hide_notice (gpointer data);

static void
on_button_clicked (GamaoNotice *self)
{
  g_clear_handle_id (&self->hide_id, g_source_remove);
  hide_notice (self);
}

static void
gamao_notice_init (GamaoNotice *self)
{
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->label = GTK_LABEL (gtk_label_new (NULL));
  /* One line, cut short in a narrow window rather than wrapped. */
  gtk_label_set_ellipsize (self->label, PANGO_ELLIPSIZE_END);
  self->button = GTK_BUTTON (gtk_button_new ());
  gtk_button_set_use_underline (self->button, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->button), GTK_ALIGN_CENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->button), FALSE);
  g_signal_connect_object (self->button, "clicked", G_CALLBACK (on_button_clicked), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->button));
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_frame_set_child (GTK_FRAME (frame), box);
  gtk_widget_add_css_class (frame, "osd");
  self->revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->revealer),
                                    GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), frame);
  gtk_widget_set_parent (self->revealer, GTK_WIDGET (self));
  /* Clicks go through to the window, but for the button's. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  /* Out of a screen reader's tree while there is nothing to read. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

GtkWidget *
gamao_notice_new (void)
{
  return g_object_new (GAMAO_TYPE_NOTICE, NULL);
}

static gboolean
hide_notice (gpointer data)
{
  GamaoNotice *self = data;

  self->hide_id = 0;
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return G_SOURCE_REMOVE;
}

static void
show (GamaoNotice *self, const char *text, guint seconds)
{
  gtk_label_set_label (self->label, text);
  gtk_widget_set_can_target (GTK_WIDGET (self),
                             gtk_widget_get_visible (GTK_WIDGET (self->button)));
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE, -1);
  g_clear_handle_id (&self->hide_id, g_source_remove);
  self->hide_id = g_timeout_add_seconds (seconds, hide_notice, self);
}

void
gamao_notice_show (GamaoNotice *self, const char *text)
{
  g_return_if_fail (GAMAO_IS_NOTICE (self));

  gtk_widget_set_visible (GTK_WIDGET (self->button), FALSE);
  show (self, text, NOTICE_SECONDS);
}

void
gamao_notice_show_with_action (GamaoNotice *self, const char *text, const char *label,
                               const char *action, GVariant *target)
{
  g_return_if_fail (GAMAO_IS_NOTICE (self));

  gtk_button_set_label (self->button, label);
  /* The target first: a name without its target would be checked alone. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), NULL);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->button), target);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), action);
  gtk_widget_set_visible (GTK_WIDGET (self->button), TRUE);
  show (self, text, NOTICE_ACTION_SECONDS);
}

const char *
gamao_notice_get_button_label (GamaoNotice *self)
{
  g_return_val_if_fail (GAMAO_IS_NOTICE (self), NULL);
  return gamao_notice_get_text (self) && gtk_widget_get_visible (GTK_WIDGET (self->button))
           ? gtk_button_get_label (self->button)
           : NULL;
}

const char *
gamao_notice_get_text (GamaoNotice *self)
{
  g_return_val_if_fail (GAMAO_IS_NOTICE (self), NULL);
  return gtk_revealer_get_reveal_child (GTK_REVEALER (self->revealer)) ? gtk_label_get_label (self->label) : NULL;
}
