/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-board-part"

#include "config.h"

#include "gamao-board-part.h"

struct _GamaoBoardPart
{
  GtkWidget parent_instance;

  char *label;
  char *description;
};

G_DEFINE_FINAL_TYPE (GamaoBoardPart, gamao_board_part, GTK_TYPE_WIDGET)

static void
gamao_board_part_finalize (GObject *object)
{
  GamaoBoardPart *self = GAMAO_BOARD_PART (object);

  g_free (self->label);
  g_free (self->description);
  G_OBJECT_CLASS (gamao_board_part_parent_class)->finalize (object);
}

static void
gamao_board_part_class_init (GamaoBoardPartClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gamao_board_part_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "gamao-board-part");
}

static void
gamao_board_part_init (GamaoBoardPart *self)
{
  /* Every press and key belongs to the board itself. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

GtkWidget *
gamao_board_part_new (GtkAccessibleRole role)
{
  return g_object_new (GAMAO_TYPE_BOARD_PART, "accessible-role", role, NULL);
}

void
gamao_board_part_set_words (GamaoBoardPart *self, const char *label, const char *description)
{
  g_return_if_fail (GAMAO_IS_BOARD_PART (self));

  /* Each word that changed, alone: every change is an event a screen
   * reader handles, and a new position changes many parts at once (Orca
   * fell seconds behind the keys). */
  if (g_strcmp0 (self->label, label) != 0)
    {
      g_free (self->label);
      self->label = g_strdup (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label ? label : "", -1);
    }
  if (g_strcmp0 (self->description, description) != 0)
    {
      g_free (self->description);
      self->description = g_strdup (description);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      description ? description : "", -1);
    }
}

const char *
gamao_board_part_get_label (GamaoBoardPart *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_PART (self), NULL);
  return self->label;
}

const char *
gamao_board_part_get_description (GamaoBoardPart *self)
{
  g_return_val_if_fail (GAMAO_IS_BOARD_PART (self), NULL);
  return self->description;
}
