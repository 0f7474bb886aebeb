/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-track-window.h: "Track a match" for people playing on a real
 * board: set the match up, then after each game say who won, how and
 * with what cube; the window keeps the score sheet (the Crawford game
 * marked, the winner declared) in the match history, and rolls dice for
 * those without. */
#pragma once

#include <adwaita.h>

#include "gamao-store.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_TRACK_WINDOW (gamao_track_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoTrackWindow, gamao_track_window, GAMAO, TRACK_WINDOW, AdwWindow)

GamaoTrackWindow *gamao_track_window_new (GtkWindow *parent, GamaoStore *store);

/* The match in the history, 0 before it is started. */
gint64 gamao_track_window_get_match_id (GamaoTrackWindow *self);

G_END_DECLS
