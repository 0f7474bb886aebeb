/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-picture.c: the board drawn without a widget: render nodes
 * from the board's painter, drawn with cairo. */
#define G_LOG_DOMAIN "gamao-board-picture"

#include "config.h"

#include "gamao-board-picture.h"
#include "gamao-svg-compact.h"
#include "gamao-board-paint.h"

#include <cairo-svg.h>
#include <string.h>
#include <pango/pangocairo.h>

int
gamao_board_picture_height (int width)
{
  return (int) (width * GAMAO_LAYOUT_HEIGHT / GAMAO_LAYOUT_WIDTH + 0.5);
}

/* The caption's margin around its text. */
static int
caption_margin (int width)
{
  return MAX (4, width / 80);
}

int
gamao_board_picture_count_at (const GamaoBoardFrame *frame, int player, int slot)
{
  GamaoSide side = player == frame->on_roll ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT;

  if (slot == GAMAO_SLOT_OFF)
    return GAMAO_CHECKERS - (int) gamao_board_checkers_on_board (&frame->board, side);
  if (slot == GAMAO_SLOT_BAR)
    return frame->board.checkers[side][GAMAO_BAR];
  return frame->board.checkers[side][player == 0 ? slot : 23 - slot];
}

void
gamao_board_picture_paint_stack (GtkSnapshot *snapshot, PangoContext *pango,
                                 const GamaoBoardLayout *layout, const GamaoBoardPalette *palette,
                                 int player, int slot, int n)
{
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

void
gamao_board_picture_paint_dice (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                                const GamaoBoardPalette *palette, const GamaoBoardFrame *frame)
{
  gboolean doubles = frame->dice[0] == frame->dice[1];
  int n = doubles ? 4 : 2;
  int left[4];
  guint n_left = frame->n_left;

  memcpy (left, frame->left, sizeof left);
  for (int i = 0; i < n && frame->dice[0] > 0; i++)
    {
      int value = doubles ? frame->dice[0] : frame->dice[i];
      /* The opening roll's dice are one of each player's. */
      int player = frame->opening && !doubles ? i : frame->on_roll;
      gboolean used = TRUE;
      double x, y;

      /* A die is still to play when its number is among those left; each
       * number left accounts for one die only. */
      for (guint j = 0; j < n_left; j++)
        if (left[j] == value)
          {
            left[j] = left[--n_left];
            used = FALSE;
            break;
          }
      gamao_board_layout_die (frame->on_roll, i, n, &x, &y);
      gamao_board_paint_die (snapshot, layout, palette, player, value, x, y, used);
    }
}

int
gamao_board_picture_slot (int player, int point)
{
  if (point == GAMAO_POINT_BAR)
    return GAMAO_SLOT_BAR;
  if (point == GAMAO_POINT_OFF)
    return GAMAO_SLOT_OFF;
  return player == 0 ? point - 1 : 24 - point;
}

/* An arrow for each step of `play` (the side on roll's, on the board
 * before it): from the top of the stack it leaves to the place above
 * the stack it reaches. A step that goes on from where another landed
 * starts there. */
static void
paint_play (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
            const GamaoBoardPalette *palette, const GamaoBoardFrame *frame, const GamaoPlay *play)
{
  int player = frame->on_roll, left[GAMAO_N_SLOTS] = { 0 }, arrived[GAMAO_N_SLOTS] = { 0 };

  for (unsigned i = 0; play && i < play->n_steps && i < 4; i++)
    {
      int from = gamao_board_picture_slot (player, play->steps[i].from);
      int to = gamao_board_picture_slot (player, play->steps[i].to);
      int n_from = gamao_board_picture_count_at (frame, player, from) + arrived[from] - 1;
      int n_to = (play->steps[i].hit ? 0 : gamao_board_picture_count_at (frame, player, to))
                 + arrived[to] - left[to];
      double x0, y0, x1, y1;

      gamao_board_layout_checker (from, player, CLAMP (n_from - left[from], 0, GAMAO_STACK_MAX - 1),
                                  &x0, &y0);
      left[from]++;
      gamao_board_layout_checker (to, player, CLAMP (n_to, 0, GAMAO_STACK_MAX - 1), &x1, &y1);
      arrived[to]++;
      gamao_board_paint_arrow (snapshot, layout, &palette->highlight, x0, y0, x1, y1);
    }
}

GskRenderNode *
gamao_board_picture_node (const GamaoBoardFrame *frame, const GamaoPlay *play,
                          PangoContext *pango, const GamaoBoardLayout *layout, gboolean dark)
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
      gamao_board_picture_paint_stack (snapshot, pango, layout, &palette, player, slot,
                                       gamao_board_picture_count_at (frame, player, slot));
  gamao_board_picture_paint_dice (snapshot, layout, &palette, frame);
  paint_play (snapshot, layout, &palette, frame, play);
  return gtk_snapshot_free_to_node (snapshot);
}

GskRenderNode *
gamao_board_picture_draw (const GamaoBoardFrame *frame, const GamaoPlay *play, cairo_t *cr,
                          double width, gboolean dark)
{
  /* Text through the surface's own font map: no display, no widget. */
  PangoContext *pango = pango_cairo_create_context (cr);
  GamaoBoardLayout layout;

  gamao_board_layout_compute (&layout, (int) width, gamao_board_picture_height ((int) width), FALSE);
  GskRenderNode *node = gamao_board_picture_node (frame, play, pango, &layout, dark);
  gsk_render_node_draw (node, cr);
  g_object_unref (pango);
  return node;
}

/* The caption's lines under the board: a font in proportion to the
 * width, wrapped to it. */
static PangoLayout *
caption_layout (cairo_t *cr, const char *caption, int width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, MAX (8.0, width / 60.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (width - 2 * caption_margin (width)) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, caption, -1);
  return layout;
}

/* The caption's height in pixels, 0 without one. */
static int
caption_height (const char *caption, int width)
{
  cairo_surface_t *scratch;
  cairo_t *cr;
  int height;

  if (!caption || !*caption)
    return 0;
  scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (scratch);
  g_autoptr (PangoLayout) layout = caption_layout (cr, caption, width);
  pango_layout_get_pixel_size (layout, NULL, &height);
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
  return height + 2 * caption_margin (width);
}

static void
draw_caption (cairo_t *cr, const char *caption, int width, int top, int height, gboolean dark)
{
  g_autoptr (PangoLayout) layout = caption_layout (cr, caption, width);

  /* Adwaita's window colours, so that the text reads in either style. */
  if (dark)
    cairo_set_source_rgb (cr, 0x24 / 255.0, 0x24 / 255.0, 0x24 / 255.0);
  else
    cairo_set_source_rgb (cr, 0xfa / 255.0, 0xfa / 255.0, 0xfa / 255.0);
  cairo_rectangle (cr, 0, top, width, height);
  cairo_fill (cr);
  if (dark)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    cairo_set_source_rgba (cr, 0, 0, 6 / 255.0, 0.8);
  cairo_move_to (cr, caption_margin (width), top + caption_margin (width));
  pango_cairo_show_layout (cr, layout);
}

/* Draws the picture; the node drawn, which the caller keeps until the
 * surface is finished (gamao-board-picture.h says why). */
static cairo_status_t
draw (const GamaoBoardFrame *frame, const GamaoPlay *play, const char *caption,
      cairo_surface_t *surface, int width, int caption_px, gboolean dark, GskRenderNode **node)
{
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;

  *node = gamao_board_picture_draw (frame, play, cr, width, dark);
  if (caption_px > 0)
    draw_caption (cr, caption, width, gamao_board_picture_height (width), caption_px, dark);
  status = cairo_status (cr);
  cairo_destroy (cr);
  return status;
}

static cairo_status_t
append (void *data, const unsigned char *bytes, unsigned int length)
{
  g_byte_array_append (data, bytes, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Cairo writes text as glyph outlines: the caption goes in as the
 * picture's title too, for screen readers, search and copying. */
static void
add_svg_title (GByteArray *bytes, const char *caption)
{
  g_autofree char *svg = g_strndup ((const char *) bytes->data, bytes->len);
  const char *root = strstr (svg, "<svg");
  const char *end = root ? strchr (root, '>') : NULL;
  g_autofree char *escaped = g_markup_escape_text (caption, -1);
  g_autofree char *title = g_strdup_printf ("\n<title>%s</title>", escaped);

  if (!end)
    return;
  g_byte_array_set_size (bytes, 0);
  g_byte_array_append (bytes, (const guint8 *) svg, end + 1 - svg);
  g_byte_array_append (bytes, (const guint8 *) title, strlen (title));
  g_byte_array_append (bytes, (const guint8 *) end + 1, strlen (end + 1));
}

/* cairo's SVG in fewer bytes (gamao-svg-compact.h). */
static void
compact (GByteArray *bytes)
{
  g_autofree char *svg = g_strndup ((const char *) bytes->data, bytes->len);
  g_autofree char *small = gamao_svg_compact (svg);

  g_byte_array_set_size (bytes, 0);
  g_byte_array_append (bytes, (const guint8 *) small, strlen (small));
}

/* The picture's bytes, PNG or SVG; the status says what went wrong. */
static GBytes *
encode (const GamaoBoardFrame *frame, const GamaoPlay *play, const char *caption,
        GamaoPictureFormat format, int width, gboolean dark, cairo_status_t *status)
{
  int caption_px = caption_height (caption, width);
  int height = gamao_board_picture_height (width) + caption_px;
  GByteArray *bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  GskRenderNode *node;

  /* GSK's types must be registered; that needs no display (the check's
   * answer is FALSE without one, and that is fine here). */
  gtk_init_check ();
  if (format == GAMAO_PICTURE_SVG)
    surface = cairo_svg_surface_create_for_stream (append, bytes, width, height);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  *status = draw (frame, play, caption, surface, width, caption_px, dark, &node);
  if (*status == CAIRO_STATUS_SUCCESS && format == GAMAO_PICTURE_PNG)
    *status = cairo_surface_write_to_png_stream (surface, append, bytes);
  cairo_surface_finish (surface);
  gsk_render_node_unref (node);
  if (*status == CAIRO_STATUS_SUCCESS)
    *status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (format == GAMAO_PICTURE_SVG)
    compact (bytes);
  if (caption_px > 0 && format == GAMAO_PICTURE_SVG)
    add_svg_title (bytes, caption);
  return g_byte_array_free_to_bytes (bytes);
}

GBytes *
gamao_board_picture_bytes_captioned (const GamaoBoardFrame *frame, const GamaoPlay *play,
                                     const char *caption, GamaoPictureFormat format, int width,
                                     gboolean dark)
{
  cairo_status_t status;
  GBytes *bytes = encode (frame, play, caption, format, width, dark, &status);

  if (status == CAIRO_STATUS_SUCCESS)
    return bytes;
  g_bytes_unref (bytes);
  return NULL;
}

GBytes *
gamao_board_picture_bytes (const GamaoBoardFrame *frame, const GamaoPlay *play,
                           GamaoPictureFormat format, int width, gboolean dark)
{
  return gamao_board_picture_bytes_captioned (frame, play, NULL, format, width, dark);
}

char *
gamao_board_picture_data_uri (const GamaoBoardFrame *frame, const GamaoPlay *play,
                              GamaoPictureFormat format, int width, gboolean dark)
{
  g_autoptr (GBytes) bytes = gamao_board_picture_bytes (frame, play, format, width, dark);
  g_autofree char *base64 = NULL;
  gsize size;

  if (!bytes)
    return NULL;
  /* Already compact (encode()); as text a third smaller than base64. */
  if (format == GAMAO_PICTURE_SVG)
    {
      g_autofree char *svg = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      return gamao_svg_data_uri (svg);
    }
  base64 = g_base64_encode (g_bytes_get_data (bytes, &size), g_bytes_get_size (bytes));
  return g_strconcat ("data:image/png;base64,", base64, NULL);
}

gboolean
gamao_board_picture_save (const GamaoBoardFrame *frame, const GamaoPlay *play,
                          GamaoPictureFormat format, int width, gboolean dark, const char *path,
                          GError **error)
{
  return gamao_board_picture_save_captioned (frame, play, NULL, format, width, dark, path, error);
}

gboolean
gamao_board_picture_save_captioned (const GamaoBoardFrame *frame, const GamaoPlay *play,
                                    const char *caption, GamaoPictureFormat format, int width,
                                    gboolean dark, const char *path, GError **error)
{
  cairo_status_t status;
  g_autoptr (GBytes) bytes = encode (frame, play, caption, format, width, dark, &status);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                              error);
}

