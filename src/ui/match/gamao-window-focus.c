/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the window's keyboard goes: to the board from the start, back to
 * it after a popover or another window, and Tab's order (the board, the
 * buttons below it, the header bar). */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"

/* A popover on show keeps the keyboard: the hint's list puts it on the
 * best play when its answer comes, and on X11 opening the popover makes
 * the window inactive and active again, which asks for the board; an
 * answer that came before this idle lost the keyboard to the board, and
 * Enter no longer played the hint. A popover that closed is unmapped. */
static gboolean
focus_in_open_popover (GamaoWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  return focus && gtk_widget_get_mapped (focus) && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER);
}

static gboolean
focus_board_now (gpointer user_data)
{
  GamaoWindow *self = user_data;

  self->focus_id = 0;
  if (self->match && gtk_widget_get_mapped (GTK_WIDGET (gamao_window_board (self)))
      && !focus_in_open_popover (self))
    gtk_widget_grab_focus (GTK_WIDGET (gamao_window_board (self)));
  return G_SOURCE_REMOVE;
}

void
gamao_window_focus_board (GamaoWindow *self)
{
  /* Once the popover or window that had the keyboard is really gone;
   * never for a window that is going. */
  if (!self->focus_id && !gtk_widget_in_destruction (GTK_WIDGET (self)))
    self->focus_id = g_idle_add (focus_board_now, self);
}

/* Back from another window (a dialog, the rules, the score sheet): the
 * keyboard plays on the board unless it was left somewhere on purpose. */
static void
on_active_changed (GamaoWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (!gtk_window_is_active (GTK_WINDOW (self)) || !self->match)
    return;
  if (!focus || !gtk_widget_get_mapped (focus) || gtk_widget_is_ancestor (focus, self->header_bar))
    gamao_window_focus_board (self);
}

static gboolean
focus_area (GamaoWindow *self, GtkWidget *area, GtkDirectionType direction)
{
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  return gtk_widget_child_focus (area, direction);
}

/* Tab reaches the board first, then the buttons below it, then the
 * header bar, and back to the board; GTK's own order (top to bottom)
 * would go through every header button before the board. */
gboolean
gamao_window_focus (GtkWidget *widget, GtkDirectionType direction)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  /* The page on show: the stack would also walk its hidden page. */
  GtkWidget *content = gtk_stack_get_visible_child (self->stack);

  if (!self->match || !content
      || (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD))
    return GTK_WIDGET_CLASS (g_type_class_peek_parent (G_OBJECT_GET_CLASS (widget)))
        ->focus (widget, direction);
  if (focus && gtk_widget_is_ancestor (focus, content))
    {
      if (gtk_widget_child_focus (content, direction))
        return TRUE;
      return focus_area (self, self->header_bar, direction) || focus_area (self, content, direction);
    }
  if (focus && gtk_widget_is_ancestor (focus, self->header_bar))
    {
      if (gtk_widget_child_focus (self->header_bar, direction))
        return TRUE;
      return focus_area (self, content, direction);
    }
  /* From nowhere (or a notice): the board first going forward. */
  if (direction == GTK_DIR_TAB_FORWARD)
    {
      gtk_widget_grab_focus (GTK_WIDGET (gamao_window_board (self)));
      return TRUE;
    }
  return focus_area (self, self->header_bar, direction);
}

void
gamao_window_init_focus (GamaoWindow *self)
{
  g_signal_connect (self, "notify::is-active", G_CALLBACK (on_active_changed), NULL);
}
