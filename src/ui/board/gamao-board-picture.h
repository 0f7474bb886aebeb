/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-picture.h: a board frame drawn without a widget, by the
 * board's own painter, onto cairo image and SVG surfaces: the diagrams
 * of gamao-cli diagram and of the match reports, which run without a
 * display, and the picture Copy Image puts on the clipboard. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-board-frame.h"
#include "gamao-board-layout.h"
#include "gamao-board-paint.h"

G_BEGIN_DECLS

typedef enum
{
  GAMAO_PICTURE_PNG,
  GAMAO_PICTURE_SVG,
} GamaoPictureFormat;

/* How many checkers of `player` stand on a physical slot. */
int gamao_board_picture_count_at (const GamaoBoardFrame *frame, int player, int slot);
/* The first `n` checkers of a stack, the top one counting a stack too
 * tall to show; slabs in the tray. The board view draws them so too. */
void gamao_board_picture_paint_stack (GtkSnapshot *snapshot, PangoContext *pango,
                                      const GamaoBoardLayout *layout,
                                      const GamaoBoardPalette *palette, int player, int slot,
                                      int n);
/* The dice of `frame`, those already played faded. */
void gamao_board_picture_paint_dice (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                                     const GamaoBoardPalette *palette,
                                     const GamaoBoardFrame *frame);

/* The board's height for a width, in the board's proportions. */
int gamao_board_picture_height (int width);

/* The physical slot of `player`'s point (1..24, GAMAO_POINT_BAR,
 * GAMAO_POINT_OFF). */
int gamao_board_picture_slot (int player, int point);

/* The position, the cube and the dice of `frame` as the board view draws
 * them (no last-turn marks, no highlights), in `layout`; with `play`
 * (the side on roll's, or NULL) an arrow for each of its steps. */
GskRenderNode *gamao_board_picture_node (const GamaoBoardFrame *frame, const GamaoPlay *play,
                                         PangoContext *pango, const GamaoBoardLayout *layout,
                                         gboolean dark);

/* Writes the picture, `width` pixels wide, to `path` (with `play`'s
 * arrows, or NULL). */
gboolean gamao_board_picture_save (const GamaoBoardFrame *frame, const GamaoPlay *play,
                                   GamaoPictureFormat format, int width, gboolean dark,
                                   const char *path, GError **error);

/* The same with `caption` (lines of text, or NULL) drawn under the
 * board, the picture taller by its height; in an SVG it is the
 * picture's <title> as well. */
gboolean gamao_board_picture_save_captioned (const GamaoBoardFrame *frame, const GamaoPlay *play,
                                             const char *caption, GamaoPictureFormat format,
                                             int width, gboolean dark, const char *path,
                                             GError **error);

/* The picture's PNG or SVG bytes, NULL on failure. */
GBytes *gamao_board_picture_bytes (const GamaoBoardFrame *frame, const GamaoPlay *play,
                                   GamaoPictureFormat format, int width, gboolean dark);
/* The same with `caption` under the board (as for _save_captioned()). */
GBytes *gamao_board_picture_bytes_captioned (const GamaoBoardFrame *frame, const GamaoPlay *play,
                                             const char *caption, GamaoPictureFormat format,
                                             int width, gboolean dark);
/* The same as a data: URI, for a page that loads nothing else. */
char *gamao_board_picture_data_uri (const GamaoBoardFrame *frame, const GamaoPlay *play,
                                    GamaoPictureFormat format, int width, gboolean dark);
/* Draws the picture `width` units wide at the origin of `cr` (a PDF's,
 * a printer's page); returns the node drawn, for the caller to unref
 * once the surface is finished: the node's cairo drawings are recording
 * surfaces, and cairo 1.16 copies one destroyed while a vector surface
 * still refers to it, a copy it then reads uninitialised when the
 * surface is finished (valgrind, issue 28). */
GskRenderNode *gamao_board_picture_draw (const GamaoBoardFrame *frame, const GamaoPlay *play,
                                         cairo_t *cr, double width, gboolean dark);

G_END_DECLS
