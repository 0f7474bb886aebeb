/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "widget-finder.h"

#include <string.h>

GtkWidget *
widget_finder_find (GtkWidget *root, WidgetFinderTest test, gconstpointer data)
{
  if (test (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = widget_finder_find (child, test, data);

      if (found)
        return found;
    }
  return NULL;
}

static gboolean
shows (GtkWidget *widget, gconstpointer part)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), part);
}

GtkLabel *
widget_finder_label_showing (GtkWidget *root, const char *part)
{
  return GTK_LABEL (widget_finder_find (root, shows, part));
}

gboolean
widget_finder_shows_text (GtkWidget *root, const char *part)
{
  return widget_finder_label_showing (root, part) != NULL;
}

static gboolean
activates (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

GtkWidget *
widget_finder_shown_action_button (GtkWidget *root, const char *action)
{
  return widget_finder_find (root, activates, action);
}

GtkWindow *
widget_finder_toplevel (GType type, gboolean visible)
{
  /* GTK's own list: its items are ours to unref, the list is not. */
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type)
          && (!visible || gtk_widget_get_visible (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}
