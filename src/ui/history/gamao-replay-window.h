/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-replay-window.h: a stored match replayed on a read-only board,
 * step by step (buttons, arrow keys, a slider over the whole match),
 * with the moves of the game beside it. */
#pragma once

#include <adwaita.h>

#include "gamao-hint-list.h"
#include "gamao-store.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_REPLAY_WINDOW (gamao_replay_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoReplayWindow, gamao_replay_window, GAMAO, REPLAY_WINDOW, AdwWindow)

/* NULL with `error` when the match cannot be read. */
GamaoReplayWindow *gamao_replay_window_new (GtkWindow *parent, GamaoStore *store, gint64 id,
                                            GError **error);

/* A position from gnubg's "PositionID:MatchID" (or a Position ID alone),
 * shown for study; NULL with `error` when the text holds no valid IDs. */
GamaoReplayWindow *gamao_replay_window_new_for_ids (GtkWindow *parent, const char *text,
                                                    GError **error);

/* Signal "play-requested" (GamaoMatch *match): "Play from here" made a
 * match of the pasted position; the owner plays it (the view closes).
 * The button shows only once the owner says it can play (a game window
 * does; a view on its own does not). */
void gamao_replay_window_set_can_play (GamaoReplayWindow *self, gboolean can_play);

/* The computer's advice on a pasted position (NULL for a replay). */
GamaoHintList *gamao_replay_window_get_advice (GamaoReplayWindow *self);

/* The frame shown, from 0 (the start of the first game). */
guint gamao_replay_window_get_frame (GamaoReplayWindow *self);
guint gamao_replay_window_get_n_frames (GamaoReplayWindow *self);
void gamao_replay_window_show_frame (GamaoReplayWindow *self, guint frame);

G_END_DECLS
