/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-setup.h: a GamaoSetupPosition being edited, as the
 * position editor does: each edit is one step of undo and redo. */
#pragma once

#include "gamao-setup-position.h"

/* A setup being edited, with undo and redo. */
typedef struct GamaoPositionSetup GamaoPositionSetup;

GamaoPositionSetup *gamao_position_setup_new (const GamaoSetupPosition *start);
void gamao_position_setup_free (GamaoPositionSetup *setup);
const GamaoSetupPosition *gamao_position_setup_get (const GamaoPositionSetup *setup);

/* Replaces the whole setup as one edit; an edit that changes nothing is
 * not kept. Every edit clears what could be redone. Returns whether
 * something changed. */
bool gamao_position_setup_replace (GamaoPositionSetup *setup, const GamaoSetupPosition *next);
/* Puts `count` checkers of `player` on `slot` (0..23 the points from
 * its side, 24 the bar), taking the other colour's off that point into
 * its tray, as a hand placing checkers does. */
bool gamao_position_setup_set_checkers (GamaoPositionSetup *setup, int player, int slot,
                                        unsigned count);
bool gamao_position_setup_set_borne_off (GamaoPositionSetup *setup, int player, unsigned count);
/* Dice 0 0: not rolled. */
bool gamao_position_setup_set_dice (GamaoPositionSetup *setup, int d1, int d2);
bool gamao_position_setup_set_cube (GamaoPositionSetup *setup, unsigned value, int owner);
/* Length 0: money. */
bool gamao_position_setup_set_match (GamaoPositionSetup *setup, unsigned length, unsigned score0,
                                     unsigned score1, bool crawford);
bool gamao_position_setup_set_on_roll (GamaoPositionSetup *setup, int player);

bool gamao_position_setup_can_undo (const GamaoPositionSetup *setup);
bool gamao_position_setup_can_redo (const GamaoPositionSetup *setup);
bool gamao_position_setup_undo (GamaoPositionSetup *setup);
bool gamao_position_setup_redo (GamaoPositionSetup *setup);
