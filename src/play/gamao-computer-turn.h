/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-computer-turn.h: plays the computer's seats of a match. When it
 * is a computer's turn to act (roll or double, take or drop, answer a
 * resignation, move), the decision is made off the main thread and then
 * sent to the match as an ordinary request; checker moves go one step at
 * a time, at the animation speed of the Preferences, so a person can
 * follow them. One per window. */
#pragma once

#include <glib-object.h>

#include "gamao-match.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_COMPUTER_TURN (gamao_computer_turn_get_type ())
G_DECLARE_FINAL_TYPE (GamaoComputerTurn, gamao_computer_turn, GAMAO, COMPUTER_TURN, GObject)

/* Properties: "busy" (boolean, read-only): thinking or moving now.
 * Signals: "failed" (string message): the computer cannot play; the
 * message is for people. */
GamaoComputerTurn *gamao_computer_turn_new (void);

/* Plays the computer seats of `match` (NULL: none). Whatever was under
 * way for the previous match is cancelled and never applied. */
void gamao_computer_turn_set_match (GamaoComputerTurn *self, GamaoMatch *match);
gboolean gamao_computer_turn_get_busy (GamaoComputerTurn *self);

G_END_DECLS
