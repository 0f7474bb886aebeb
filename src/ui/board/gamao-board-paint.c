/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-board-paint.h"

#include <math.h>

#define CHECKER 0.94 /* a little less than a unit, so stacked checkers part */
#define POINT_TIP 4.85

static void
rgba (GdkRGBA *c, const char *spec)
{
  gdk_rgba_parse (c, spec);
}

void
gamao_board_palette_init (GamaoBoardPalette *p, gboolean dark)
{
  /* Both styles keep the players' checkers far apart in lightness, and the
   * dark checker keeps a light rim so it still stands out on a dark field. */
  rgba (&p->frame, dark ? "#4a3324" : "#7a5234");
  rgba (&p->field, dark ? "#3b3732" : "#eadfc4");
  rgba (&p->bar, dark ? "#36251a" : "#684329");
  rgba (&p->number, dark ? "#c9bfae" : "#f6eddb");
  rgba (&p->point[0], dark ? "#8c3a30" : "#b34a39");
  rgba (&p->point[1], dark ? "#3f5a6a" : "#4d6b7d");
  rgba (&p->checker[0], dark ? "#e9e3d7" : "#fbf8f1");
  rgba (&p->checker_edge[0], dark ? "#8f8577" : "#8c8173");
  rgba (&p->checker_text[0], "#241f31");
  rgba (&p->checker[1], dark ? "#161318" : "#2e2a33");
  rgba (&p->checker_edge[1], dark ? "#8a8290" : "#100e12");
  rgba (&p->checker_text[1], "#ffffff");
  rgba (&p->highlight, dark ? "#78aeed" : "#1c71d8");
  rgba (&p->target, dark ? "rgba(120,174,237,0.45)" : "rgba(28,113,216,0.38)");
  /* Amber, apart from the blue of the player's own highlights. */
  rgba (&p->trail, dark ? "rgba(248,228,92,0.9)" : "rgba(229,165,10,0.92)");
  rgba (&p->cube, dark ? "#f0ead6" : "#fffdf6");
  rgba (&p->cube_text, "#241f31");
}

static void
paint_text (GtkSnapshot *snapshot, PangoContext *pango, const GamaoBoardLayout *layout,
            const char *text, double size, double x, double y, const GdkRGBA *color)
{
  g_autoptr (PangoLayout) pl = pango_layout_new (pango);
  PangoFontDescription *font = pango_font_description_new ();
  graphene_point_t c = gamao_board_layout_point (layout, x, y);
  int w, h;

  pango_layout_set_text (pl, text, -1);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, size * layout->unit * PANGO_SCALE);
  pango_layout_set_font_description (pl, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (pl, &w, &h);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (c.x - w / 2.0, c.y - h / 2.0));
  gtk_snapshot_append_layout (snapshot, pl, color);
  gtk_snapshot_restore (snapshot);
}

void
gamao_board_paint_box (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                       const GdkRGBA *color, double x, double y, double w, double h)
{
  graphene_rect_t r = gamao_board_layout_rect (layout, x, y, w, h);

  gtk_snapshot_append_color (snapshot, color, &r);
}

static void
paint_triangles (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                 const GamaoBoardPalette *palette)
{
  graphene_rect_t all = gamao_board_layout_rect (layout, 0, 0, GAMAO_LAYOUT_WIDTH,
                                                 GAMAO_LAYOUT_HEIGHT);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &all);

  for (int slot = 0; slot < 24; slot++)
    {
      double x, y, w, h;
      gboolean top;
      graphene_point_t a, b, tip;

      gamao_board_layout_point_box (slot, &x, &y, &w, &h, &top);
      a = gamao_board_layout_point (layout, x, top ? y : y + h);
      b = gamao_board_layout_point (layout, x + w, top ? y : y + h);
      tip = gamao_board_layout_point (layout, x + w / 2, top ? y + POINT_TIP : y + h - POINT_TIP);
      cairo_move_to (cr, a.x, a.y);
      cairo_line_to (cr, b.x, b.y);
      cairo_line_to (cr, tip.x, tip.y);
      cairo_close_path (cr);
      gdk_cairo_set_source_rgba (cr, &palette->point[slot % 2]);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
}

static void
paint_numbers (GtkSnapshot *snapshot, PangoContext *pango, const GamaoBoardLayout *layout,
               const GamaoBoardPalette *palette, int numbers_for)
{
  for (int slot = 0; slot < 24; slot++)
    {
      double x, y, w, h;
      gboolean top;
      char text[4];
      int number = numbers_for == 1 ? 24 - slot : slot + 1;

      gamao_board_layout_point_box (slot, &x, &y, &w, &h, &top);
      g_snprintf (text, sizeof text, "%d", number);
      paint_text (snapshot, pango, layout, text, 0.36, x + w / 2, top ? y - 0.3 : y + h + 0.3,
                  &palette->number);
    }
}

GskRenderNode *
gamao_board_paint_static (PangoContext *pango, const GamaoBoardLayout *layout,
                          const GamaoBoardPalette *palette, int numbers_for)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  double x, y, w, h, px, py, pw, ph;
  gboolean top;
  GdkRGBA tray = palette->bar;

  tray.alpha = 0.55;
  gamao_board_paint_box (snapshot, layout, &palette->frame, 0, 0, GAMAO_LAYOUT_WIDTH,
                         GAMAO_LAYOUT_HEIGHT);

  /* The two playing fields run from point 13's box to point 12's. */
  gamao_board_layout_point_box (12, &x, &y, &w, &h, &top);
  gamao_board_layout_point_box (11, &px, &py, &pw, &ph, &top);
  gamao_board_paint_box (snapshot, layout, &palette->field, x, y, 6, py + ph - y);
  gamao_board_layout_point_box (18, &x, &y, &w, &h, &top);
  gamao_board_paint_box (snapshot, layout, &palette->field, x, y, 6, py + ph - y);

  gamao_board_layout_bar (&x, &y, &w, &h);
  gamao_board_paint_box (snapshot, layout, &palette->bar, x, y, w, h);
  gamao_board_layout_cube_strip (&x, &y, &w, &h);
  gamao_board_paint_box (snapshot, layout, &tray, x, y, w, h);
  for (int player = 0; player < 2; player++)
    {
      gamao_board_layout_tray (player, &x, &y, &w, &h);
      gamao_board_paint_box (snapshot, layout, &tray, x, y, w, h);
    }

  paint_triangles (snapshot, layout, palette);
  paint_numbers (snapshot, pango, layout, palette, numbers_for);
  return gtk_snapshot_free_to_node (snapshot);
}

static GskRoundedRect
disc (const GamaoBoardLayout *layout, double x, double y, double d)
{
  GskRoundedRect rr;
  graphene_rect_t r = gamao_board_layout_rect (layout, x - d / 2, y - d / 2, d, d);

  gsk_rounded_rect_init_from_rect (&rr, &r, r.size.width / 2);
  return rr;
}

static void
fill_rounded (GtkSnapshot *snapshot, const GskRoundedRect *rr, const GdkRGBA *color)
{
  gtk_snapshot_push_rounded_clip (snapshot, rr);
  gtk_snapshot_append_color (snapshot, color, &rr->bounds);
  gtk_snapshot_pop (snapshot);
}

static void
outline (GtkSnapshot *snapshot, const GskRoundedRect *rr, const GdkRGBA *color, float width)
{
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gtk_snapshot_append_border (snapshot, rr, widths, colors);
}

void
gamao_board_paint_checker (GtkSnapshot *snapshot, PangoContext *pango,
                           const GamaoBoardLayout *layout, const GamaoBoardPalette *palette,
                           int player, double x, double y, const char *label)
{
  GskRoundedRect outer = disc (layout, x, y, CHECKER);
  GskRoundedRect inner = disc (layout, x, y, CHECKER * 0.64);
  GdkRGBA ring = palette->checker_edge[player];
  float edge = MAX (1.0, layout->unit * 0.045);

  fill_rounded (snapshot, &outer, &palette->checker[player]);
  outline (snapshot, &outer, &palette->checker_edge[player], edge);
  /* A faint inner ring gives the checker the look of a turned disc. */
  ring.alpha = 0.45;
  outline (snapshot, &inner, &ring, MAX (1.0, edge * 0.6));
  if (label)
    paint_text (snapshot, pango, layout, label, 0.4, x, y, &palette->checker_text[player]);
}

void
gamao_board_paint_frame_focus (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                               const GamaoBoardPalette *palette)
{
  graphene_rect_t r = gamao_board_layout_rect (layout, 0, 0, GAMAO_LAYOUT_WIDTH,
                                               GAMAO_LAYOUT_HEIGHT);
  GskRoundedRect rr;
  float width = MAX (2.0, layout->unit * 0.08);

  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (r.origin.x + width / 2,
                                                             r.origin.y + width / 2,
                                                             r.size.width - width,
                                                             r.size.height - width),
                                   layout->unit * 0.15);
  outline (snapshot, &rr, &palette->highlight, width);
}

void
gamao_board_paint_ghost (GtkSnapshot *snapshot, PangoContext *pango,
                         const GamaoBoardLayout *layout, const GamaoBoardPalette *palette,
                         int player, double x, double y, const GdkRGBA *edge)
{
  GskRoundedRect outer = disc (layout, x, y, CHECKER);

  gtk_snapshot_push_opacity (snapshot, 0.35);
  gamao_board_paint_checker (snapshot, pango, layout, palette, player, x, y, NULL);
  gtk_snapshot_pop (snapshot);
  outline (snapshot, &outer, edge, MAX (1.0, layout->unit * 0.06));
}

void
gamao_board_paint_arrow (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                         const GdkRGBA *color, double x0, double y0, double x1, double y1)
{
  graphene_rect_t all = gamao_board_layout_rect (layout, 0, 0, GAMAO_LAYOUT_WIDTH,
                                                 GAMAO_LAYOUT_HEIGHT);
  graphene_point_t a = gamao_board_layout_point (layout, x0, y0);
  graphene_point_t b = gamao_board_layout_point (layout, x1, y1);
  double dx = b.x - a.x, dy = b.y - a.y;
  double length = sqrt (dx * dx + dy * dy);
  double head = layout->unit * 0.42;
  cairo_t *cr;

  if (length < 1.0)
    return;
  dx /= length;
  dy /= length;
  cr = gtk_snapshot_append_cairo (snapshot, &all);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, MAX (2.0, layout->unit * 0.11));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x - dx * head * 0.8, b.y - dy * head * 0.8);
  cairo_stroke (cr);
  cairo_move_to (cr, b.x, b.y);
  cairo_line_to (cr, b.x - dx * head - dy * head * 0.5, b.y - dy * head + dx * head * 0.5);
  cairo_line_to (cr, b.x - dx * head + dy * head * 0.5, b.y - dy * head - dx * head * 0.5);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_destroy (cr);
}

void
gamao_board_paint_slab (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                        const GamaoBoardPalette *palette, int player, double x, double y)
{
  GskRoundedRect rr;
  graphene_rect_t r = gamao_board_layout_rect (layout, x - 0.5, y - 0.14, 1.0, 0.28);

  gsk_rounded_rect_init_from_rect (&rr, &r, layout->unit * 0.08);
  fill_rounded (snapshot, &rr, &palette->checker[player]);
  outline (snapshot, &rr, &palette->checker_edge[player], MAX (1.0, layout->unit * 0.035));
}

void
gamao_board_paint_ring (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                        const GamaoBoardPalette *palette, double x, double y, gboolean strong)
{
  GskRoundedRect rr = disc (layout, x, y, strong ? CHECKER + 0.06 : CHECKER);

  outline (snapshot, &rr, &palette->highlight, layout->unit * (strong ? 0.12 : 0.07));
}

void
gamao_board_paint_focus (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                         const GamaoBoardPalette *palette, double x, double y)
{
  GskRoundedRect rr = disc (layout, x, y, CHECKER + 0.3);

  outline (snapshot, &rr, &palette->highlight, MAX (2.0, layout->unit * 0.06));
}

void
gamao_board_paint_spot (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                        const GamaoBoardPalette *palette, double x, double y)
{
  GskRoundedRect rr = disc (layout, x, y, CHECKER);

  fill_rounded (snapshot, &rr, &palette->target);
  outline (snapshot, &rr, &palette->highlight, MAX (1.0, layout->unit * 0.05));
}

void
gamao_board_paint_die (GtkSnapshot *snapshot, const GamaoBoardLayout *layout,
                       const GamaoBoardPalette *palette, int player, int value, double x,
                       double y, gboolean used)
{
  /* Pip places on a 3x3 grid, for faces 1 to 6. */
  static const char *faces[7] = { "", "....x....", "x.......x", "x...x...x",
                                  "x.x...x.x", "x.x.x.x.x", "x.xx.xx.x" };
  const double size = 0.9;
  GskRoundedRect rr;
  graphene_rect_t r = gamao_board_layout_rect (layout, x - size / 2, y - size / 2, size, size);
  const char *face;

  gsk_rounded_rect_init_from_rect (&rr, &r, layout->unit * 0.16);
  if (used)
    gtk_snapshot_push_opacity (snapshot, 0.35);
  fill_rounded (snapshot, &rr, &palette->checker[player]);
  outline (snapshot, &rr, &palette->checker_edge[player], MAX (1.0, layout->unit * 0.04));
  face = faces[CLAMP (value, 0, 6)];
  for (int i = 0; face[i]; i++)
    if (face[i] == 'x')
      {
        double px = x + ((i % 3) - 1) * size * 0.28;
        double py = y + ((i / 3) - 1) * size * 0.28;
        GskRoundedRect pip = disc (layout, px, py, size * 0.17);

        fill_rounded (snapshot, &pip, &palette->checker_text[player]);
      }
  if (used)
    gtk_snapshot_pop (snapshot);
}

void
gamao_board_paint_cube (GtkSnapshot *snapshot, PangoContext *pango, const GamaoBoardLayout *layout,
                        const GamaoBoardPalette *palette, guint value, double x, double y)
{
  const double size = 1.0;
  GskRoundedRect rr;
  graphene_rect_t r = gamao_board_layout_rect (layout, x - size / 2, y - size / 2, size, size);
  char text[8];

  gsk_rounded_rect_init_from_rect (&rr, &r, layout->unit * 0.12);
  fill_rounded (snapshot, &rr, &palette->cube);
  outline (snapshot, &rr, &palette->checker_edge[0], MAX (1.0, layout->unit * 0.05));
  /* A centred cube shows 64, as real cubes do: it has not been turned yet. */
  g_snprintf (text, sizeof text, "%u", value <= 1 ? 64 : value);
  paint_text (snapshot, pango, layout, text, value >= 1000 ? 0.3 : 0.45, x, y,
              &palette->cube_text);
}
