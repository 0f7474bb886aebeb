/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-editor.h: the window where a position is set up by
 * hand: checkers placed and taken off by click on the points, the bar
 * and the trays, the dice, the cube, the match and its score, who is on
 * roll; what is wrong said in words; undo and redo; the IDs to copy;
 * the study figures; "play-requested" (GamaoMatch) when the player asks
 * to play from the position, which the owner then plays. The rules are
 * GamaoPositionSetup's (src/engine). */
#pragma once

#include <adwaita.h>

#include "gamao-position-setup.h"
#include "gamao-store.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_POSITION_EDITOR (gamao_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (GamaoPositionEditor, gamao_position_editor, GAMAO, POSITION_EDITOR,
                      AdwWindow)

/* An editor starting from `start` (NULL: the starting position). */
GamaoPositionEditor *gamao_position_editor_new (const GamaoSetupPosition *start);

/* Where positions are kept by name ("editor.save", "editor.positions");
 * NULL: no history, and neither is offered. */
void gamao_position_editor_set_store (GamaoPositionEditor *self, GamaoStore *store);
/* Sets up the position `xgid` (one undo step); FALSE, with why shown,
 * when it cannot be read. */
gboolean gamao_position_editor_open_xgid (GamaoPositionEditor *self, const char *xgid);
/* The setup being edited (owned by the editor). */
GamaoPositionSetup *gamao_position_editor_get_setup (GamaoPositionEditor *self);
/* The colour that clicks on the board place: 0 light, 1 dark. */
void gamao_position_editor_set_colour (GamaoPositionEditor *self, int player);
/* A click on the board's physical slot (player 0's point less one,
 * GAMAO_SLOT_BAR, or GAMAO_SLOT_OFF with the tray's player in
 * `tray_player`): `add` puts one more checker of the chosen colour
 * there, else takes one off. The pointer's clicks come here. */
void gamao_position_editor_click_slot (GamaoPositionEditor *self, int slot, int tray_player,
                                       gboolean add);
/* Moves one checker from a physical slot to another (a drag): of the
 * colour standing on `from`, or on the bar and in a tray of
 * `from_player`; `to_player` names the tray dropped on. One undo step.
 * FALSE when nothing moved. */
gboolean gamao_position_editor_move (GamaoPositionEditor *self, int from, int from_player, int to,
                                     int to_player);
/* The hint's advice (a GamaoHintList, with its rollout panel), shown
 * when asked ("editor.hint"). */
GtkWidget *gamao_position_editor_get_advice (GamaoPositionEditor *self);
/* The study figures and temperature map of the valid position. */
GtkWidget *gamao_position_editor_get_study (GamaoPositionEditor *self);
/* The caption Copy Image writes under the board: the IDs, the score,
 * the dice and, once the hint has ranked them, the best plays. */
char *gamao_position_editor_dup_caption (GamaoPositionEditor *self);
/* What the problems say now, one a line ("" when the position is valid). */
char *gamao_position_editor_dup_problems (GamaoPositionEditor *self);

G_END_DECLS
