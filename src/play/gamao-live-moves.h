/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-live-moves.h: where each checker the person may move can go now,
 * for a board that takes moves (the game window's, the drill's). */
#pragma once

#include "gamao-board-moves.h"
#include "gamao-match.h"

G_BEGIN_DECLS

/* Where each movable checker of `match`'s turn may go, and where a click
 * sends it: only when a single die can move it to just one place, so a
 * click never guesses between two dice. */
void gamao_live_moves_collect (GamaoMatch *match, GamaoBoardMoves *moves);

G_END_DECLS
