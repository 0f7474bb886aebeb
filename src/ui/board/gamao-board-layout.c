/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-board-layout.h"

#include <math.h>

/* Columns from left to right: frame, cube strip, frame, six points, bar,
 * six points, frame, bear-off trays, frame. */
#define FRAME 0.3
#define STRIP 1.3
#define LEFT_STRIP_X FRAME
#define LEFT_FIELD_X (FRAME + STRIP + FRAME)
#define BAR_X (LEFT_FIELD_X + 6.0)
#define BAR_W 1.3
#define RIGHT_FIELD_X (BAR_X + BAR_W)
#define RIGHT_STRIP_X (RIGHT_FIELD_X + 6.0 + FRAME)
/* Rows: frame with the point numbers, top points, a band for the dice,
 * bottom points, frame with numbers. */
#define FIELD_TOP 0.6
#define FIELD_BOTTOM (GAMAO_LAYOUT_HEIGHT - 0.6)
#define MID (GAMAO_LAYOUT_HEIGHT / 2)
#define POINT_LEN 5.0
#define SLAB 0.33
#define DIE 0.9
#define DIE_GAP 0.25

/* Half the height of the band between the rows of points, where the
 * dice and the centred cube lie. */
#define BAND 0.7
/* Where an upright board's rows stretch: from the centre of the last
 * checker drawn on a point to the band. Checkers nearer the edge keep
 * their places, so stacks stay packed; the triangles grow at the tip. */
#define TOP_ZONE (FIELD_TOP + GAMAO_STACK_MAX - 0.5)
#define BOTTOM_ZONE (FIELD_BOTTOM - GAMAO_STACK_MAX + 0.5)
#define ZONE (MID - BAND - TOP_ZONE)

void
gamao_board_layout_compute (GamaoBoardLayout *layout, int width, int height, gboolean mirror)
{
  gamao_board_layout_compute_upright (layout, width, height, mirror, 0);
}

void
gamao_board_layout_compute_upright (GamaoBoardLayout *layout, int width, int height,
                                    gboolean mirror, double max_gap)
{
  double u = MIN (width / GAMAO_LAYOUT_WIDTH, height / GAMAO_LAYOUT_HEIGHT);
  double extra;

  /* Whole pixels per unit keep the points' edges crisp at every size. */
  if (u > 8)
    u = floor (u);
  extra = u > 0 && max_gap > 0 ? MAX (height / u - GAMAO_LAYOUT_HEIGHT, 0) : 0;
  /* Most of the height goes to the rows of points (longer triangles, as
   * on a phone's board), the rest to the band, so that neither an empty
   * band nor empty space above and below is left. */
  layout->stretch = MIN (extra * 0.4, GAMAO_LAYOUT_MAX_STRETCH);
  layout->gap = MIN (extra - 2 * layout->stretch, max_gap);
  layout->unit = u;
  layout->ox = floor ((width - u * GAMAO_LAYOUT_WIDTH) / 2);
  layout->oy = floor ((height - u * gamao_board_layout_height (layout)) / 2);
  layout->mirror = mirror;
}

double
gamao_board_layout_height (const GamaoBoardLayout *layout)
{
  return GAMAO_LAYOUT_HEIGHT + layout->gap + 2 * layout->stretch;
}

/* A unit height as drawn: the rows' tips stretched by `stretch` each,
 * the band moved down by half the gap (and the top row's stretch), the
 * rest below by all of it. */
static double
drawn_y (const GamaoBoardLayout *layout, double y)
{
  double g = layout->gap, t = layout->stretch, grow = (ZONE + t) / ZONE;

  if (y >= BOTTOM_ZONE)
    return y + g + 2 * t;
  if (y >= MID + BAND)
    return MID + BAND + g + t + (y - MID - BAND) * grow;
  if (y > MID - BAND)
    return y + g / 2 + t;
  if (y > TOP_ZONE)
    return TOP_ZONE + (y - TOP_ZONE) * grow;
  return y;
}

graphene_rect_t
gamao_board_layout_rect (const GamaoBoardLayout *layout, double x, double y, double w, double h)
{
  graphene_rect_t r;

  double top = drawn_y (layout, y), bottom = drawn_y (layout, y + h);

  if (layout->mirror)
    x = GAMAO_LAYOUT_WIDTH - x - w;
  /* A checker, a die or the cube moves whole with its centre, never
   * stretched; the board's parts (points, bar, trays) stretch. */
  if (h <= 1.5)
    {
      top = drawn_y (layout, y + h / 2) - h / 2;
      bottom = top + h;
    }
  graphene_rect_init (&r, layout->ox + x * layout->unit, layout->oy + top * layout->unit,
                      w * layout->unit, (bottom - top) * layout->unit);
  return r;
}

graphene_point_t
gamao_board_layout_point (const GamaoBoardLayout *layout, double x, double y)
{
  graphene_point_t p;

  if (layout->mirror)
    x = GAMAO_LAYOUT_WIDTH - x;
  graphene_point_init (&p, layout->ox + x * layout->unit,
                       layout->oy + drawn_y (layout, y) * layout->unit);
  return p;
}

void
gamao_board_layout_to_units (const GamaoBoardLayout *layout, double px, double py, double *x,
                             double *y)
{
  double u = layout->unit > 0 ? layout->unit : 1;

  double y0 = (py - layout->oy) / u;
  double g = layout->gap, t = layout->stretch, shrink = ZONE / (ZONE + t);

  *x = (px - layout->ox) / u;
  /* The reverse of drawn_y; a pointer in an opened stretch of the band
   * is at the band's edge. */
  if (y0 >= BOTTOM_ZONE + g + 2 * t)
    *y = y0 - g - 2 * t;
  else if (y0 >= MID + BAND + g + t)
    *y = MID + BAND + (y0 - MID - BAND - g - t) * shrink;
  else if (y0 > MID - BAND + g / 2 + t && y0 < MID + BAND + g / 2 + t)
    *y = y0 - g / 2 - t;
  else if (y0 > MID - BAND + t)
    *y = y0 < MID + g / 2 + t ? MID - BAND : MID + BAND;
  else if (y0 > TOP_ZONE)
    *y = TOP_ZONE + (y0 - TOP_ZONE) * shrink;
  else
    *y = y0;
  if (layout->mirror)
    *x = GAMAO_LAYOUT_WIDTH - *x;
}

void
gamao_board_layout_point_box (int slot, double *x, double *y, double *w, double *h, gboolean *top)
{
  int p = slot + 1;

  if (p <= 6)
    *x = RIGHT_FIELD_X + (6 - p);
  else if (p <= 12)
    *x = LEFT_FIELD_X + (12 - p);
  else if (p <= 18)
    *x = LEFT_FIELD_X + (p - 13);
  else
    *x = RIGHT_FIELD_X + (p - 19);
  *top = p > 12;
  *y = *top ? FIELD_TOP : FIELD_BOTTOM - POINT_LEN;
  *w = 1.0;
  *h = POINT_LEN;
}

void
gamao_board_layout_tray (int player, double *x, double *y, double *w, double *h)
{
  *x = RIGHT_STRIP_X;
  *w = STRIP;
  *h = MID - FIELD_TOP - 0.3;
  *y = player == 0 ? MID + 0.3 : FIELD_TOP;
}

void
gamao_board_layout_bar (double *x, double *y, double *w, double *h)
{
  *x = BAR_X;
  *y = FIELD_TOP;
  *w = BAR_W;
  *h = FIELD_BOTTOM - FIELD_TOP;
}

void
gamao_board_layout_cube_strip (double *x, double *y, double *w, double *h)
{
  *x = LEFT_STRIP_X;
  *y = FIELD_TOP;
  *w = STRIP;
  *h = FIELD_BOTTOM - FIELD_TOP;
}

void
gamao_board_layout_checker (int slot, int player, int k, double *x, double *y)
{
  if (slot == GAMAO_SLOT_OFF)
    {
      double off = 0.2 + SLAB * k + SLAB / 2;

      *x = RIGHT_STRIP_X + STRIP / 2;
      *y = player == 0 ? FIELD_BOTTOM - off : FIELD_TOP + off;
    }
  else if (slot == GAMAO_SLOT_BAR)
    {
      /* Each player's bar checkers sit on that player's half. */
      *x = BAR_X + BAR_W / 2;
      *y = player == 0 ? MID + 1.0 + k : MID - 1.0 - k;
    }
  else
    {
      double bx, by, bw, bh;
      gboolean top;

      gamao_board_layout_point_box (slot, &bx, &by, &bw, &bh, &top);
      *x = bx + 0.5;
      *y = top ? FIELD_TOP + 0.5 + k : FIELD_BOTTOM - 0.5 - k;
    }
}

void
gamao_board_layout_cube (int owner, double *x, double *y)
{
  *x = LEFT_STRIP_X + STRIP / 2;
  if (owner == 0)
    *y = FIELD_BOTTOM - 0.75;
  else if (owner == 1)
    *y = FIELD_TOP + 0.75;
  else
    *y = MID;
}

void
gamao_board_layout_die (int on_roll, int i, int n, double *x, double *y)
{
  /* The dice lie in the half of the board nearest the player on roll's
   * home when that is player 0, in the other half for player 1, the way
   * players at one table roll into their own right-hand side. */
  double centre = (on_roll == 0 ? RIGHT_FIELD_X : LEFT_FIELD_X) + 3.0;
  double total = n * DIE + (n - 1) * DIE_GAP;

  *x = centre - total / 2 + i * (DIE + DIE_GAP) + DIE / 2;
  *y = MID;
}

static int
slot_of_column (double field_x, double x, gboolean top, gboolean right)
{
  int col = CLAMP ((int) floor (x - field_x), 0, 5);

  if (right)
    return top ? 18 + col : 5 - col;
  return top ? 12 + col : 11 - col;
}

GamaoHitKind
gamao_board_layout_hit (double x, double y, int on_roll, int *slot, int *player)
{
  gboolean top = y < MID;
  gboolean in_dice_band = fabs (y - MID) < 0.7;

  *slot = -1;
  *player = top ? 1 : 0;
  if (y < 0 || y > GAMAO_LAYOUT_HEIGHT || x < 0 || x > GAMAO_LAYOUT_WIDTH)
    return GAMAO_HIT_NONE;
  if (x < LEFT_FIELD_X - FRAME / 2)
    return GAMAO_HIT_CUBE;
  if (x >= RIGHT_STRIP_X - FRAME / 2)
    {
      *slot = GAMAO_SLOT_OFF;
      return GAMAO_HIT_SLOT;
    }
  if (x >= BAR_X && x < BAR_X + BAR_W)
    {
      *slot = GAMAO_SLOT_BAR;
      return GAMAO_HIT_SLOT;
    }
  if (x < BAR_X)
    {
      if (in_dice_band && on_roll == 1)
        return GAMAO_HIT_DICE;
      *slot = slot_of_column (LEFT_FIELD_X, x, top, FALSE);
      return GAMAO_HIT_SLOT;
    }
  if (in_dice_band && on_roll == 0)
    return GAMAO_HIT_DICE;
  *slot = slot_of_column (RIGHT_FIELD_X, x, top, TRUE);
  return GAMAO_HIT_SLOT;
}
