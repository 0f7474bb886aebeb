/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-positions-window.h: the positions kept in the history by name
 * (issue 28), newest first, each with its note: opened in the position
 * editor ("open-position", with its XGID and name, for the owner to
 * open), its name and note edited, deleted. */
#pragma once

#include <adwaita.h>

#include "gamao-store.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_POSITIONS_WINDOW (gamao_positions_window_get_type ())
G_DECLARE_FINAL_TYPE (GamaoPositionsWindow, gamao_positions_window, GAMAO, POSITIONS_WINDOW,
                      AdwWindow)

GamaoPositionsWindow *gamao_positions_window_new (GtkWindow *parent, GamaoStore *store);
/* The list shown (GamaoNamedPosition items): read it again after the
 * history changed elsewhere. */
GListModel *gamao_positions_window_get_model (GamaoPositionsWindow *self);
void gamao_positions_window_reload (GamaoPositionsWindow *self);

G_END_DECLS
