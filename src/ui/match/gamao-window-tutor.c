/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tutor at the table, as the window shows it: what is judged, held,
 * committed or taken back is decided by GamaoTutorHold (src/play); the
 * window opens the tutor bar while an action is held, and its two
 * buttons answer the hold. */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"

static void
on_hold_state (GamaoWindow *self)
{
  GamaoTutorHold *hold = self->tutor_hold;

  /* The bar comes with the match's part, before anything can be held. */
  if (self->tutor_bar && gamao_tutor_hold_get_state (hold) == GAMAO_TUTOR_HOLD_HOLDING)
    gamao_tutor_bar_open (self->tutor_bar, gamao_tutor_hold_get_words (hold),
                          gamao_tutor_hold_get_why (hold));
  else if (self->tutor_bar)
    gamao_tutor_bar_close (self->tutor_bar);
  gamao_window_update (self);
}

/* Committed or taken back: the keyboard plays on. */
static void
on_hold_settled (GamaoWindow *self)
{
  gamao_window_update (self);
  gamao_window_focus_board (self);
}

static void
take_back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_tutor_hold_take_back (GAMAO_WINDOW (widget)->tutor_hold);
}

static void
play_anyway_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_tutor_hold_play_anyway (GAMAO_WINDOW (widget)->tutor_hold);
}

void
gamao_window_class_init_tutor (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.tutor-take-back", NULL, take_back_action);
  gtk_widget_class_install_action (widget_class, "win.tutor-play-anyway", NULL,
                                   play_anyway_action);
}

void
gamao_window_init_tutor (GamaoWindow *self)
{
  self->tutor_hold = gamao_tutor_hold_new ();
  g_settings_bind (self->settings, "tutor", self->tutor_hold, "mode", G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->tutor_hold, "notify::state", G_CALLBACK (on_hold_state), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tutor_hold, "settled", G_CALLBACK (on_hold_settled), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tutor_hold, "refused", G_CALLBACK (gamao_window_report), self,
                           G_CONNECT_SWAPPED);
}

void
gamao_window_tutor_update_actions (GamaoWindow *self)
{
  gboolean held = gamao_tutor_hold_get_state (self->tutor_hold) == GAMAO_TUTOR_HOLD_HOLDING;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.tutor-take-back", held);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.tutor-play-anyway", held);
}
