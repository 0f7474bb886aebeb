/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-paint.h: the pieces of the board, drawn into a GtkSnapshot. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-board-layout.h"

G_BEGIN_DECLS

typedef struct
{
  GdkRGBA frame, field, bar, number;
  GdkRGBA point[2];
  GdkRGBA checker[2], checker_edge[2], checker_text[2];
  GdkRGBA highlight, target;
  GdkRGBA trail; /* the last turn's arrows */
  GdkRGBA cube, cube_text;
} GamaoBoardPalette;

void gamao_board_palette_init (GamaoBoardPalette *palette, gboolean dark);

/* Text is laid out in `pango`: a widget's context on screen, a cairo
 * font map's in a diagram drawn without a display. */

/* The parts that change only with the size, the style or the point
 * numbering: frame, points, bar, trays and numbers. `numbers_for` is the
 * player whose point numbers are shown. */
GskRenderNode *gamao_board_paint_static (PangoContext *pango, const GamaoBoardLayout *layout,
                                         const GamaoBoardPalette *palette, int numbers_for);

/* A checker of `player` centred on the unit position (x, y); `label`
 * (may be NULL) is written on it. */
void gamao_board_paint_checker (GtkSnapshot *snapshot, PangoContext *pango,
                                const GamaoBoardLayout *layout, const GamaoBoardPalette *palette,
                                int player, double x, double y, const char *label);
/* A borne-off checker, seen edge-on in the tray. */
void gamao_board_paint_slab (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                             const GamaoBoardPalette *palette, int player, double x, double y);
/* A ring around the checker or landing place at (x, y); `strong` for the
 * one that is held. */
void gamao_board_paint_ring (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                             const GamaoBoardPalette *palette, double x, double y,
                             gboolean strong);
/* The keyboard's place: a wider ring around a checker or landing place. */
void gamao_board_paint_focus (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                              const GamaoBoardPalette *palette, double x, double y);
/* A checker that is not there (where one left from, or where a hinted
 * play would put it): the checker, faint, ringed in `edge`. */
void gamao_board_paint_ghost (GtkSnapshot *snapshot, PangoContext *pango,
                              const GamaoBoardLayout *layout, const GamaoBoardPalette *palette,
                              int player, double x, double y, const GdkRGBA *edge);
/* The way a checker went (or would go), from (x0, y0) to (x1, y1) in
 * units, with an arrowhead at the end. */
void gamao_board_paint_arrow (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                              const GdkRGBA *color, double x0, double y0, double x1, double y1);
/* The board's frame outlined: the board has the keyboard's focus. */
void gamao_board_paint_frame_focus (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                                    const GamaoBoardPalette *palette);
/* A translucent disc where the held checker may land. */
void gamao_board_paint_spot (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                             const GamaoBoardPalette *palette, double x, double y);
/* A tinted box, for a legal destination that is a tray. */
void gamao_board_paint_box (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                            const GdkRGBA *color, double x, double y, double w, double h);
void gamao_board_paint_die (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                            const GamaoBoardPalette *palette, int player, int value, double x,
                            double y, gboolean used);
void gamao_board_paint_cube (GtkSnapshot *snapshot, PangoContext *pango,
                             const GamaoBoardLayout *layout, const GamaoBoardPalette *palette,
                             guint value, double x, double y);

G_END_DECLS
