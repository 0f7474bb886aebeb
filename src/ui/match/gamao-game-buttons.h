/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-game-buttons.h: the game's buttons at the end of the window's
 * header bar (Roll, Double, Resign, Hint), as wide as the window allows:
 * with labels, as icons, or at 360 px only Roll, the others in the match
 * view's bar below the board ("narrow"). They follow their desk by
 * bindings; the one hint popover moves to whichever hint button opens it. */
#pragma once

#include <adwaita.h>

#include "gamao-desk.h"
#include "gamao-hint-popover.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_GAME_BUTTONS (gamao_game_buttons_get_type ())
G_DECLARE_FINAL_TYPE (GamaoGameButtons, gamao_game_buttons, GAMAO, GAME_BUTTONS, GtkWidget)

/* Properties: "desk" (GamaoDesk): whose match, cube and permissions the
 * buttons show; "narrow" (boolean, read-only): only Roll is shown. */
GamaoGameButtons *gamao_game_buttons_new (GamaoDesk *desk);

GamaoDesk *gamao_game_buttons_get_desk (GamaoGameButtons *self);
void gamao_game_buttons_set_desk (GamaoGameButtons *self, GamaoDesk *desk);
gboolean gamao_game_buttons_get_narrow (GamaoGameButtons *self);

/* `button` (the match view's Hint, below the board) holds the hint
 * popover while the buttons are narrow. */
void gamao_game_buttons_set_narrow_hint_button (GamaoGameButtons *self, GtkMenuButton *button);
GamaoHintPopover *gamao_game_buttons_get_hint_popover (GamaoGameButtons *self);
/* Opens the hint from the hint button on screen. */
void gamao_game_buttons_popup_hint (GamaoGameButtons *self);
void gamao_game_buttons_popdown_hint (GamaoGameButtons *self);

G_END_DECLS
