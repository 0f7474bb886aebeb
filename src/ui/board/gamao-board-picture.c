/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-picture.c: the board drawn without a widget: render nodes
 * from the board's painter, drawn with cairo. */
#define G_LOG_DOMAIN "gamao-board-picture"

#include "config.h"

#include "gamao-board-picture.h"
#include "gamao-board-paint.h"

#include <cairo-svg.h>
#include <pango/pangocairo.h>

int
gamao_board_picture_height (int width)
{
  return (int) (width * GAMAO_LAYOUT_HEIGHT / GAMAO_LAYOUT_WIDTH + 0.5);
}

/* How many checkers of `player` stand on a physical slot, as the view
 * counts them. */
static int
count_at (const GamaoBoardFrame *frame, int player, int slot)
{
  GamaoSide side = player == frame->on_roll ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT;

  if (slot == GAMAO_SLOT_OFF)
    return GAMAO_CHECKERS - (int) gamao_board_checkers_on_board (&frame->board, side);
  if (slot == GAMAO_SLOT_BAR)
    return frame->board.checkers[side][GAMAO_BAR];
  return frame->board.checkers[side][player == 0 ? slot : 23 - slot];
}

static void
paint_stack (GtkSnapshot *snapshot, PangoContext *pango, const GamaoBoardLayout *layout,
             const GamaoBoardPalette *palette, const GamaoBoardFrame *frame, int player, int slot)
{
  int n = count_at (frame, player, slot);
  int shown = slot == GAMAO_SLOT_OFF ? n : MIN (n, GAMAO_STACK_MAX);

  for (int k = 0; k < shown; k++)
    {
      double x, y;
      char label[8];

      gamao_board_layout_checker (slot, player, k, &x, &y);
      if (slot == GAMAO_SLOT_OFF)
        {
          gamao_board_paint_slab (snapshot, layout, palette, player, x, y);
          continue;
        }
      /* A stack too tall to show says how many it holds on its top checker. */
      g_snprintf (label, sizeof label, "%d", n);
      gamao_board_paint_checker (snapshot, pango, layout, palette, player, x, y,
                                 n > GAMAO_STACK_MAX && k == shown - 1 ? label : NULL);
    }
}

static void
paint_dice (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
            const GamaoBoardPalette *palette, const GamaoBoardFrame *frame)
{
  gboolean doubles = frame->dice[0] == frame->dice[1];
  int n = doubles ? 4 : 2;

  if (frame->dice[0] <= 0)
    return;
  for (int i = 0; i < n; i++)
    {
      double x, y;

      gamao_board_layout_die (frame->on_roll, i, n, &x, &y);
      gamao_board_paint_die (snapshot, layout, palette, frame->on_roll,
                             doubles ? frame->dice[0] : frame->dice[i], x, y, FALSE);
    }
}

GskRenderNode *
gamao_board_picture_node (const GamaoBoardFrame *frame, PangoContext *pango,
                          const GamaoBoardLayout *layout, gboolean dark)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GamaoBoardPalette palette;
  double x, y;

  gamao_board_palette_init (&palette, dark);
  GskRenderNode *board = gamao_board_paint_static (pango, layout, &palette,
                                                   frame->numbers_for >= 0 ? frame->numbers_for
                                                                           : frame->on_roll);
  gtk_snapshot_append_node (snapshot, board);
  gsk_render_node_unref (board);
  if (frame->cube_shown)
    {
      gamao_board_layout_cube (frame->cube_owner, &x, &y);
      gamao_board_paint_cube (snapshot, pango, layout, &palette, frame->cube_value, x, y);
    }
  for (int slot = 0; slot < GAMAO_N_SLOTS; slot++)
    for (int player = 0; player < 2; player++)
      paint_stack (snapshot, pango, layout, &palette, frame, player, slot);
  paint_dice (snapshot, layout, &palette, frame);
  return gtk_snapshot_free_to_node (snapshot);
}

static cairo_status_t
draw (const GamaoBoardFrame *frame, cairo_surface_t *surface, int width, int height,
      gboolean dark)
{
  /* Text through a cairo font map: no display, no widget. */
  PangoContext *pango = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  GamaoBoardLayout layout;
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;

  gamao_board_layout_compute (&layout, width, height, FALSE);
  GskRenderNode *node = gamao_board_picture_node (frame, pango, &layout, dark);
  gsk_render_node_draw (node, cr);
  gsk_render_node_unref (node);
  status = cairo_status (cr);
  cairo_destroy (cr);
  g_object_unref (pango);
  return status;
}

gboolean
gamao_board_picture_save (const GamaoBoardFrame *frame, GamaoPictureFormat format, int width,
                          gboolean dark, const char *path, GError **error)
{
  int height = gamao_board_picture_height (width);
  cairo_surface_t *surface;
  cairo_status_t status;

  /* GSK's types must be registered; that needs no display (the check's
   * answer is FALSE without one, and that is fine here). */
  gtk_init_check ();
  if (format == GAMAO_PICTURE_SVG)
    surface = cairo_svg_surface_create (path, width, height);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  status = draw (frame, surface, width, height, dark);
  if (status == CAIRO_STATUS_SUCCESS && format == GAMAO_PICTURE_PNG)
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
