/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tutor at the table, as the window shows it: what is judged, held,
 * committed or taken back is decided by GamaoTutorHold (src/play); the
 * window opens the tutor bar while an action is held, and its two
 * buttons answer the hold. */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"

/* Who may act meanwhile, and what the status says, is the desk's. */
static void
on_hold_state (GamaoWindow *self, GParamSpec *pspec, GamaoTutorHold *hold)
{
  GamaoTutorBar *bar;

  /* The bar comes with the match's part, before anything can be held. */
  if (!self->match_view)
    return;
  bar = gamao_match_view_get_tutor_bar (self->match_view);
  if (gamao_tutor_hold_get_state (hold) == GAMAO_TUTOR_HOLD_HOLDING)
    gamao_tutor_bar_open (bar, gamao_tutor_hold_get_words (hold), gamao_tutor_hold_get_why (hold));
  else
    gamao_tutor_bar_close (bar);
}

static void
take_back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_tutor_hold_take_back (gamao_desk_get_tutor_hold (GAMAO_WINDOW (widget)->desk));
}

static void
play_anyway_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gamao_tutor_hold_play_anyway (gamao_desk_get_tutor_hold (GAMAO_WINDOW (widget)->desk));
}

void
gamao_window_class_init_tutor (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.tutor-take-back", NULL, take_back_action);
  gtk_widget_class_install_action (widget_class, "win.tutor-play-anyway", NULL,
                                   play_anyway_action);
}

GamaoTutorHold *
gamao_window_new_tutor_hold (GamaoWindow *self)
{
  GamaoTutorHold *hold = gamao_tutor_hold_new ();

  g_settings_bind (self->settings, "tutor", hold, "mode", G_SETTINGS_BIND_GET);
  g_signal_connect_object (hold, "notify::state", G_CALLBACK (on_hold_state), self,
                           G_CONNECT_SWAPPED);
  /* Committed or taken back: the keyboard plays on. */
  g_signal_connect_object (hold, "settled", G_CALLBACK (gamao_window_focus_board), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (hold, "refused", G_CALLBACK (gamao_window_report), self,
                           G_CONNECT_SWAPPED);
  return hold;
}
