/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mistakes-ui-util.c: finding the library's and the drill's widgets,
 * for their test and their screenshots (see mistakes-ui-util.h). */
#include "config.h"

#include "mistakes-ui-util.h"

GtkWidget *
mistakes_ui_find_type (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = mistakes_ui_find_type (c, type);
      if (found)
        return found;
    }
  return NULL;
}

GtkWidget *
mistakes_ui_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = mistakes_ui_button (c, label);
      if (found)
        return found;
    }
  return NULL;
}

