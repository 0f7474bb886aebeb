/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-layout.h: where everything on the board sits.
 *
 * The board is laid out in units of one checker's diameter, with player 0
 * at the bottom and the home boards on the right; a mirrored layout puts
 * them on the left. Physical places ("slots") are player 0's point numbers
 * less one (0..23), GAMAO_SLOT_BAR and GAMAO_SLOT_OFF. */
#pragma once

#include <glib.h>
#include <graphene.h>

G_BEGIN_DECLS

#define GAMAO_SLOT_BAR 24
#define GAMAO_SLOT_OFF 25
#define GAMAO_N_SLOTS 26
/* Checkers drawn on one point before the stack shows a count instead. */
#define GAMAO_STACK_MAX 5

/* The board's size in units. */
#define GAMAO_LAYOUT_WIDTH 17.1
#define GAMAO_LAYOUT_HEIGHT 12.8

typedef enum
{
  GAMAO_HIT_NONE,
  GAMAO_HIT_SLOT,
  GAMAO_HIT_DICE,
  GAMAO_HIT_CUBE,
} GamaoHitKind;

typedef struct
{
  double unit;   /* pixels per unit */
  double ox, oy; /* top-left corner of the board in the widget */
  gboolean mirror;
  double gap;    /* units added to the band between the two rows of points */
  double stretch; /* units added to each row of points, at the tips */
} GamaoBoardLayout;

/* The most an upright board's row of points grows, in units: its
 * triangles at most two and a half times their length. */
#define GAMAO_LAYOUT_MAX_STRETCH 7.5

void gamao_board_layout_compute (GamaoBoardLayout *layout, int width, int height,
                                 gboolean mirror);
/* The same, but a place taller than the board's proportions (a narrow
 * window standing upright) stretches each row of points at its tips, by
 * up to GAMAO_LAYOUT_MAX_STRETCH units, and opens the band between the
 * rows by up to `max_gap` units (0: neither), instead of leaving empty
 * space above and below the board. Checkers, dice and the cube keep
 * their shape; a stack's checkers keep their places from the edge. */
void gamao_board_layout_compute_upright (GamaoBoardLayout *layout, int width, int height,
                                         gboolean mirror, double max_gap);
/* The board's height in units as laid out (gap and stretch counted). */
double gamao_board_layout_height (const GamaoBoardLayout *layout);

/* A rectangle given in units, in widget pixels (mirrored as needed). */
graphene_rect_t gamao_board_layout_rect (const GamaoBoardLayout *layout, double x, double y,
                                         double w, double h);
/* A point given in units, in widget pixels. */
graphene_point_t gamao_board_layout_point (const GamaoBoardLayout *layout, double x, double y);
/* The reverse: widget pixels to units (unmirrored). */
void gamao_board_layout_to_units (const GamaoBoardLayout *layout, double px, double py,
                                  double *x, double *y);

/* Unit rectangle of a point's column (the triangle's box). */
void gamao_board_layout_point_box (int slot, double *x, double *y, double *w, double *h,
                                   gboolean *top);
/* Unit centre of the k-th checker (0 nearest the edge) of `player` on `slot`;
 * for GAMAO_SLOT_OFF the centre of the k-th slab in the tray. */
void gamao_board_layout_checker (int slot, int player, int k, double *x, double *y);
/* Unit box of a player's bear-off tray. */
void gamao_board_layout_tray (int player, double *x, double *y, double *w, double *h);
/* Unit box of the bar, and of the strip that holds the cube. */
void gamao_board_layout_bar (double *x, double *y, double *w, double *h);
void gamao_board_layout_cube_strip (double *x, double *y, double *w, double *h);
/* Unit centre of the cube for an owner (-1 centered). */
void gamao_board_layout_cube (int owner, double *x, double *y);
/* Unit centre of die i of n for the player on roll. */
void gamao_board_layout_die (int on_roll, int i, int n, double *x, double *y);

/* What lies under a unit position: a slot (with the player whose tray or
 * bar half it is, for those), the dice area or the cube. */
GamaoHitKind gamao_board_layout_hit (double x, double y, int on_roll, int *slot, int *player);

G_END_DECLS
