/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hint's one popover and the three buttons that may hold it, as the
 * window's width allows: with a label or an icon in the header bar, or
 * at 360 px in the match view's bar below the board. */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"

#include "gamao-hint-popover.h"

/* The hinted play under the pointer (or the keyboard), on the board. A
 * hint is for the turn from its start: with checkers already moved the
 * arrows would start from the wrong places, so none are drawn. */
static void
on_hint_preview (GamaoWindow *self, const GamaoPlay *play)
{
  GamaoStep steps[4];

  if (play && self->match && gamao_match_get_phase (self->match) == GAMAO_MATCH_MOVING
      && gamao_match_get_steps (self->match, steps) == 0)
    gamao_board_view_set_preview (self->board_view, play->steps, play->n_steps);
  else
    gamao_board_view_set_preview (self->board_view, NULL, 0);
}

/* The hint button on screen: the header bar's squeezer chose how much
 * room the game's buttons get, and at its narrowest only Roll stays
 * there and the bar below the board takes Double, Resign and Hint. */
GtkWidget *
gamao_window_shown_hint_button (GamaoWindow *self)
{
  GtkWidget *shown = adw_squeezer_get_visible_child (self->actions_squeezer);

  if (shown == self->roll_button_narrow)
    return gamao_match_view_get_hint_button (self->match_view);
  if (shown && gtk_widget_is_ancestor (self->hint_button_small, shown))
    return self->hint_button_small;
  return self->hint_button;
}

/* The one hint popover moves to the button that opens it, when it opens
 * (GtkMenuButton asks this first). Moving it unrealizes it, so it never
 * moves while the window resizes: GTK 4.8 may still have a tooltip timer
 * aimed at a popover that was just under the pointer, and that timer
 * fails on an unrealized one (Gdk-CRITICAL in gdk_surface_get_device_position). */
static void
take_hint_popover (GtkMenuButton *button, gpointer data)
{
  GamaoWindow *self = data;

  if (GTK_WIDGET (button) == self->hint_holder)
    return;
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->hint_holder), NULL);
  gtk_menu_button_set_popover (button, self->hint_popover);
  self->hint_holder = GTK_WIDGET (button);
}

/* An open hint closes when its button leaves the screen. */
static void
on_squeezed (GamaoWindow *self)
{
  GtkWidget *shown = gamao_window_shown_hint_button (self);

  gamao_match_view_set_narrow (self->match_view,
                               shown == gamao_match_view_get_hint_button (self->match_view));
  if (shown != self->hint_holder)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->hint_holder));
}

gboolean
gamao_window_is_narrow (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), FALSE);
  return self->match_view && gamao_match_view_get_narrow (self->match_view);
}

void
gamao_window_init_hint_buttons (GamaoWindow *self)
{
  self->hint_popover = g_object_ref_sink (gamao_hint_popover_new ());
  self->hint_holder = self->hint_button;
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->hint_button), self->hint_popover);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->hint_button), take_hint_popover,
                                         self, NULL);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->hint_button_small),
                                         take_hint_popover, self, NULL);
  gtk_menu_button_set_create_popup_func (
      GTK_MENU_BUTTON (gamao_match_view_get_hint_button (self->match_view)), take_hint_popover,
      self, NULL);
  g_signal_connect_object (self->actions_squeezer, "notify::visible-child",
                           G_CALLBACK (on_squeezed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hint_popover, "preview", G_CALLBACK (on_hint_preview), self,
                           G_CONNECT_SWAPPED);
  /* Escape or a click away closes a popover: the keyboard plays on. */
  g_signal_connect_object (self->hint_popover, "closed", G_CALLBACK (gamao_window_focus_board),
                           self, G_CONNECT_SWAPPED);
  on_squeezed (self);
}
