/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The insides of GTK 4.8's drop-downs and libadwaita 1.2's combo rows,
 * named from outside (gamao-a11y.h): their toggle button, the item it
 * shows and their pop-up lists are otherwise read by their class names
 * ("GtkToggleButton", "GtkListItemWidget", "GtkListView"), and no API of
 * theirs names them. Nothing changes on screen. */
#define G_LOG_DOMAIN "gamao-a11y"

#include "config.h"

#include "gamao-a11y.h"

#include <glib/gi18n.h>

/* The words a list item or a button shows: its first label's. */
static GtkLabel *
first_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *label = first_label (child);

      if (label)
        return label;
    }
  return NULL;
}

static gboolean
is_list_item_widget (GtkWidget *widget)
{
  /* GTK's own row type is private; its name is all there is. */
  return g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkListItemWidget");
}

/* The item a drop-down's button shows, inside `widget` (beside it in
 * GTK's stack is the label shown when nothing is chosen). */
static GtkWidget *
shown_item (GtkWidget *widget)
{
  if (is_list_item_widget (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *item = shown_item (child);

      if (item)
        return item;
    }
  return NULL;
}

/* `target` named by `label`'s words, now and as it is bound again. */
static void
name_by_label (GtkLabel *label, GParamSpec *pspec, GtkWidget *target)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (target), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  gtk_label_get_label (label), -1);
}

static void
follow_label (GtkWidget *target, GtkLabel *label)
{
  if (!label)
    return;
  g_signal_connect_object (label, "notify::label", G_CALLBACK (name_by_label), target, 0);
  name_by_label (label, NULL, target);
}

/* A drop-down's button named by the choice it shows ("Left"); what it
 * holds (GTK's stack and the shown item) is out of the tree, since the
 * button says it all. */
static void
follow_drop_down_button (GtkWidget *button)
{
  GtkWidget *inside = gtk_widget_get_first_child (button);
  GtkWidget *item = inside ? shown_item (inside) : NULL;

  if (!inside)
    return;
  gtk_accessible_update_state (GTK_ACCESSIBLE (inside), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  follow_label (button, first_label (item ? item : inside));
}

/* A pop-up list is named after its combo row's title, or "Choices"; the
 * list in a combo row that only shows the choice is out of the tree,
 * since the row's description says it (gamao_a11y_follow_combo_row). */
static void
name_list (GtkWidget *list, GtkWidget *owner)
{
  const char *title = ADW_IS_COMBO_ROW (owner)
                          ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (owner))
                          : NULL;

  if (!gtk_widget_get_ancestor (list, GTK_TYPE_POPOVER))
    {
      gtk_accessible_update_state (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      return;
    }
  /* Translators: to a screen reader, the open list of a drop-down's
   * choices. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  title && *title ? title : _("Choices"), -1);
}

void
gamao_a11y_name_choice_part (GtkWidget *widget)
{
  static GQuark followed;
  GtkWidget *owner = gtk_widget_get_ancestor (widget, GTK_TYPE_DROP_DOWN);
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (!owner)
    owner = gtk_widget_get_ancestor (widget, ADW_TYPE_COMBO_ROW);
  if (!owner)
    return;
  /* Once a widget: it is mapped again each time its pop-up opens. */
  if (!followed)
    followed = g_quark_from_static_string ("gamao-a11y-choice-followed");
  if (g_object_get_qdata (G_OBJECT (widget), followed))
    return;
  g_object_set_qdata (G_OBJECT (widget), followed, GINT_TO_POINTER (1));
  if (GTK_IS_TOGGLE_BUTTON (widget) && GTK_IS_DROP_DOWN (parent))
    follow_drop_down_button (widget);
  else if (GTK_IS_LIST_VIEW (widget))
    name_list (widget, owner);
  else if (is_list_item_widget (widget) && GTK_IS_LIST_VIEW (parent)
           && gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER))
    /* A row of a pop-up list, named by its words. */
    follow_label (widget, first_label (widget));
}
