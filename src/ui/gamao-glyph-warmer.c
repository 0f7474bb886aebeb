/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-glyph-warmer"

#include "config.h"

#include "gamao-glyph-warmer.h"

#include <pango/pangocairo.h>

#include "gamao-wrapped-text.h"

/* Why: GTK's GL renderer draws each new glyph into its atlas with cairo,
 * and with GTK's unhinted metrics cairo's FreeType backend loads the
 * glyph twice, its metrics at the font's em size (2048 px for DejaVu)
 * and its image at the drawn size. Both sizes share one FT_Face, so the
 * face changes size twice per glyph, and for a TrueType font each change
 * runs the font's hinting setup program ("prep") again: 94 runs for the
 * empty window's ~45 glyphs, 26 M instructions of FreeType's bytecode
 * interpreter. Asking for the metrics of every glyph of a run first, in
 * the same fonts cairo will draw with, leaves the drawing one size per
 * run. Nothing drawn changes: the same glyphs are looked up, only in
 * another order. */

#define GLYPHS_AT_ONCE 64

static void
warm_run (PangoGlyphItem *run, cairo_t *cr)
{
  PangoFont *font = run->item->analysis.font;
  PangoGlyphString *glyphs = run->glyphs;
  cairo_glyph_t cglyphs[GLYPHS_AT_ONCE];
  cairo_text_extents_t extents;
  guint n = 0;

  if (!PANGO_IS_CAIRO_FONT (font))
    return;
  /* The font GTK's renderer draws with is cairo's for an image surface,
   * not the layout's own (its font options differ): cairo_glyph_extents
   * on a context of such a surface looks up the glyphs in that one. */
  cairo_set_scaled_font (cr, pango_cairo_font_get_scaled_font (PANGO_CAIRO_FONT (font)));
  for (int i = 0; i < glyphs->num_glyphs; i++)
    {
      PangoGlyph glyph = glyphs->glyphs[i].glyph;
      PangoRectangle ink;

      if (glyph == PANGO_GLYPH_EMPTY || (glyph & PANGO_GLYPH_UNKNOWN_FLAG))
        continue;
      /* The renderer asks the layout's font for each glyph's ink too. */
      pango_font_get_glyph_extents (font, glyph, &ink, NULL);
      cglyphs[n].index = glyph;
      cglyphs[n].x = cglyphs[n].y = 0;
      if (++n == GLYPHS_AT_ONCE)
        {
          cairo_glyph_extents (cr, cglyphs, (int) n, &extents);
          n = 0;
        }
    }
  if (n > 0)
    cairo_glyph_extents (cr, cglyphs, (int) n, &extents);
}

static void
warm_layout (PangoLayout *layout, cairo_t *cr)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);

  do
    {
      PangoGlyphItem *run = pango_layout_iter_get_run_readonly (iter);

      if (run)
        warm_run (run, cr);
    }
  while (pango_layout_iter_next_run (iter));
  pango_layout_iter_free (iter);
}

static void
warm_tree (GtkWidget *widget, cairo_t *cr)
{
  if (!gtk_widget_is_drawable (widget))
    return;
  if (GTK_IS_LABEL (widget))
    warm_layout (gtk_label_get_layout (GTK_LABEL (widget)), cr);
  else if (GAMAO_IS_WRAPPED_TEXT (widget))
    warm_layout (gamao_wrapped_text_get_layout (GAMAO_WRAPPED_TEXT (widget)), cr);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    warm_tree (child, cr);
}

void
gamao_glyph_warmer_warm (GtkWidget *root)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  int scale;

  g_return_if_fail (GTK_IS_WIDGET (root));
  scale = gtk_widget_get_scale_factor (root);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  /* The renderer draws at the surface's scale: its fonts are scaled so. */
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  warm_tree (root, cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}
