/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-replay"

#include "config.h"

#include "gamao-notice.h"

/* As long as a libadwaita toast stays. */
#define NOTICE_SECONDS 3

struct _GamaoNotice
{
  GtkWidget parent_instance;

  GtkWidget *revealer;
  GtkLabel *label;
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

static void
gamao_notice_init (GamaoNotice *self)
{
  GtkWidget *frame = gtk_frame_new (NULL);

  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_margin_start (GTK_WIDGET (self->label), 18);
  gtk_widget_set_margin_end (GTK_WIDGET (self->label), 18);
  gtk_widget_set_margin_top (GTK_WIDGET (self->label), 9);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->label), 9);
  gtk_frame_set_child (GTK_FRAME (frame), GTK_WIDGET (self->label));
  gtk_widget_add_css_class (frame, "osd");
  self->revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->revealer),
                                    GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), frame);
  gtk_widget_set_parent (self->revealer, GTK_WIDGET (self));
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
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
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), FALSE);
  return G_SOURCE_REMOVE;
}

void
gamao_notice_show (GamaoNotice *self, const char *text)
{
  g_return_if_fail (GAMAO_IS_NOTICE (self));

  gtk_label_set_label (self->label, text);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), TRUE);
  g_clear_handle_id (&self->hide_id, g_source_remove);
  self->hide_id = g_timeout_add_seconds (NOTICE_SECONDS, hide_notice, self);
}

const char *
gamao_notice_get_text (GamaoNotice *self)
{
  g_return_val_if_fail (GAMAO_IS_NOTICE (self), NULL);
  return gtk_revealer_get_reveal_child (GTK_REVEALER (self->revealer)) ? gtk_label_get_label (self->label) : NULL;
}
