/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-editor-input.h: the editor's board by pointer and by
 * keyboard: a click adds a checker of the chosen colour, a right-click
 * takes one off, a drag moves one; the arrows choose a place (said in a
 * line under the board and to screen readers), + adds, − takes off. */
#pragma once

#include "gamao-board-view.h"
#include "gamao-position-editor.h"

G_BEGIN_DECLS

/* Adds the gestures and keys to `board`; returns the line that says
 * which place the keys work on, to go under it. */
GtkWidget *gamao_position_editor_add_input (GamaoPositionEditor *editor, GamaoBoardView *board);

G_END_DECLS
