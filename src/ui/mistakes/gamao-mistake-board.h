/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-mistake-board.h: a small board in a row of the mistakes
 * library: one frame drawn by the board's own painter
 * (gamao-board-picture.h), scaled to the widget, no input. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-board-frame.h"

G_BEGIN_DECLS

#define GAMAO_TYPE_MISTAKE_BOARD (gamao_mistake_board_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMistakeBoard, gamao_mistake_board, GAMAO, MISTAKE_BOARD, GtkWidget)

GtkWidget *gamao_mistake_board_new (int width);
/* Shows `frame` (copied). */
void gamao_mistake_board_set_frame (GamaoMistakeBoard *self, const GamaoBoardFrame *frame);

G_END_DECLS
