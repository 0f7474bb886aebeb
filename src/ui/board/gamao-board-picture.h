/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-picture.h: a board frame drawn without a widget, by the
 * board's own painter, onto cairo image and SVG surfaces: the diagrams
 * of gamao-cli diagram, which run without a display. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-board-frame.h"
#include "gamao-board-layout.h"

G_BEGIN_DECLS

typedef enum
{
  GAMAO_PICTURE_PNG,
  GAMAO_PICTURE_SVG,
} GamaoPictureFormat;

/* The board's height for a width, in the board's proportions. */
int gamao_board_picture_height (int width);

/* The position, the cube and the dice of `frame` as the board view draws
 * them (no last-turn marks, no highlights), in `layout`. */
GskRenderNode *gamao_board_picture_node (const GamaoBoardFrame *frame, PangoContext *pango,
                                         const GamaoBoardLayout *layout, gboolean dark);

/* Writes the picture, `width` pixels wide, to `path`. */
gboolean gamao_board_picture_save (const GamaoBoardFrame *frame, GamaoPictureFormat format,
                                   int width, gboolean dark, const char *path, GError **error);

G_END_DECLS
