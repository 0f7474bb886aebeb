/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-preferences-window.h: how the board looks and moves. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GAMAO_TYPE_PREFERENCES_WINDOW (gamao_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoPreferencesWindow, gamao_preferences_window, GAMAO,
                      PREFERENCES_WINDOW, AdwPreferencesWindow)

GamaoPreferencesWindow *gamao_preferences_window_new (GtkWindow *parent);

G_END_DECLS
