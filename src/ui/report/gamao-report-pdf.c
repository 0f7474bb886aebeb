/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-pdf.c: the report's blocks laid out on pages: text in
 * Pango layouts, tables in columns as wide as their widest cell (all
 * narrowed to the page when they would not fit), diagrams by the board's
 * painter. A block that does not fit goes to the next page; a heading
 * never ends a page. */
#define G_LOG_DOMAIN "gamao-report"

#include "config.h"

#include "gamao-report-pdf.h"

#include "gamao-board-picture.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#define MARGIN 48.0
#define GAP 6.0
/* A diagram's width: two decisions to an A4 page. */
#define DIAGRAM_WIDTH 270.0

typedef struct
{
  cairo_t *cr;
  double width, height;  /* the page's */
  double y;              /* where the next block starts */
  int page, only;
  GPtrArray *nodes;      /* the diagrams' nodes, kept until the surface is finished */
} Pen;

static gboolean
drawing (const Pen *pen)
{
  return pen->only < 0 || pen->page == pen->only;
}

static double
content_width (const Pen *pen)
{
  return pen->width - 2 * MARGIN;
}

static void
next_page (Pen *pen)
{
  if (pen->only < 0)
    cairo_show_page (pen->cr);
  pen->page++;
  pen->y = MARGIN;
}

/* Room for `height` more, on this page or the next. */
static void
make_room (Pen *pen, double height)
{
  if (pen->y + height > pen->height - MARGIN && pen->y > MARGIN)
    next_page (pen);
}

static PangoLayout *
text_layout (const Pen *pen, const char *text, const char *font, double width)
{
  PangoLayout *layout = pango_cairo_create_layout (pen->cr);
  PangoFontDescription *desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  if (width > 0)
    {
      pango_layout_set_width (layout, pango_units_from_double (width));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_text (layout, text ? text : "", -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return pango_units_to_double (h);
}

static void
show (Pen *pen, PangoLayout *layout, double x, double y)
{
  if (!drawing (pen))
    return;
  cairo_move_to (pen->cr, x, y);
  pango_cairo_show_layout (pen->cr, layout);
}

/* A paragraph or heading; `keep` more points must follow it on its page. */
static void
paragraph (Pen *pen, const char *text, const char *font, double before, double keep)
{
  PangoLayout *layout = text_layout (pen, text, font, content_width (pen));
  double h = layout_height (layout);

  pen->y += pen->y > MARGIN ? before : 0;
  make_room (pen, h + keep);
  cairo_set_source_rgb (pen->cr, 0.1, 0.1, 0.1);
  show (pen, layout, MARGIN, pen->y);
  pen->y += h + GAP;
  g_object_unref (layout);
}

static void
column_widths (const Pen *pen, const GamaoReportBlock *block, double *widths)
{
  double total = 0;

  for (unsigned c = 0; c < block->columns; c++)
    widths[c] = 0;
  for (guint i = 0; i < block->cells->len; i++)
    {
      /* Measured in the font it is drawn in: the header's is bold. */
      PangoLayout *layout = text_layout (pen, g_ptr_array_index (block->cells, i),
                                         i < block->columns ? "Sans Bold 9" : "Sans 9", -1);
      int w, h;

      pango_layout_get_size (layout, &w, &h);
      widths[i % block->columns]
        = MAX (widths[i % block->columns], pango_units_to_double (w) + 2 * GAP + 1);
      g_object_unref (layout);
    }
  for (unsigned c = 0; c < block->columns; c++)
    total += widths[c];
  for (unsigned c = 0; c < block->columns && total > content_width (pen); c++)
    widths[c] *= content_width (pen) / total;
}

static void
table_row (Pen *pen, const GamaoReportBlock *block, guint first, const double *widths)
{
  PangoLayout *cells[16];
  double h = 0, x = MARGIN;
  unsigned n = MIN (block->columns, G_N_ELEMENTS (cells));

  for (unsigned c = 0; c < n; c++)
    {
      cells[c] = text_layout (pen, g_ptr_array_index (block->cells, first + c),
                              first == 0 ? "Sans Bold 9" : "Sans 9", widths[c] - 2 * GAP);
      h = MAX (h, layout_height (cells[c]));
    }
  make_room (pen, h + GAP);
  cairo_set_source_rgb (pen->cr, 0.1, 0.1, 0.1);
  for (unsigned c = 0; c < n; c++)
    {
      show (pen, cells[c], x + GAP, pen->y + GAP / 2);
      x += widths[c];
      g_object_unref (cells[c]);
    }
  pen->y += h + GAP;
  if (drawing (pen))
    {
      /* A hairline under each row, as the HTML's. */
      cairo_set_source_rgb (pen->cr, 0.85, 0.85, 0.85);
      cairo_set_line_width (pen->cr, 0.5);
      cairo_move_to (pen->cr, MARGIN, pen->y);
      cairo_line_to (pen->cr, x, pen->y);
      cairo_stroke (pen->cr);
    }
}

static void
table (Pen *pen, const GamaoReportBlock *block)
{
  double widths[16];

  if (block->columns == 0 || block->columns > G_N_ELEMENTS (widths))
    return;
  column_widths (pen, block, widths);
  /* The header not alone at a page's foot. */
  make_room (pen, 40);
  for (guint i = 0; i + block->columns <= block->cells->len; i += block->columns)
    table_row (pen, block, i, widths);
  pen->y += GAP;
}

static double
diagram_height (const Pen *pen)
{
  return gamao_board_picture_height ((int) MIN (content_width (pen), DIAGRAM_WIDTH));
}

/* A diagram with its caption's lines under it, both on one page. */
static void
diagram (Pen *pen, const GamaoReportBlock *block)
{
  double w = MIN (content_width (pen), DIAGRAM_WIDTH);
  double h = diagram_height (pen);
  g_autoptr (PangoLayout) caption = block->text ? text_layout (pen, block->text, "Sans 7", w)
                                                : NULL;
  double caption_h = caption ? layout_height (caption) + GAP / 2 : 0;

  make_room (pen, h + caption_h + GAP);
  if (caption)
    {
      cairo_set_source_rgb (pen->cr, 0.3, 0.3, 0.3);
      show (pen, caption, MARGIN, pen->y + h + GAP / 2);
    }
  if (drawing (pen))
    {
      cairo_save (pen->cr);
      cairo_translate (pen->cr, MARGIN, pen->y);
      g_ptr_array_add (pen->nodes,
                       gamao_board_picture_draw (&block->frame,
                                                 block->has_play ? &block->play : NULL, pen->cr,
                                                 w, FALSE));
      cairo_restore (pen->cr);
    }
  pen->y += h + caption_h + GAP;
}

int
gamao_report_draw (const GamaoReport *report, cairo_t *cr, double width, double height, int only,
                   GPtrArray *nodes)
{
  Pen pen = { cr, width, height, MARGIN, 0, only, nodes };

  for (guint i = 0; i < report->blocks->len; i++)
    {
      const GamaoReportBlock *block = g_ptr_array_index (report->blocks, i);

      switch (block->kind)
        {
        case GAMAO_REPORT_TITLE:
          paragraph (&pen, block->text, "Sans Bold 18", 0, 0);
          break;
        case GAMAO_REPORT_HEADING:
          /* Never alone at a page's foot: with the first decision under it. */
          paragraph (&pen, block->text, "Sans Bold 14", 12,
                     i + 1 < report->blocks->len
                             && ((GamaoReportBlock *) g_ptr_array_index (report->blocks, i + 1))
                                        ->kind
                                    == GAMAO_REPORT_SUBHEADING
                         ? diagram_height (&pen) + 40
                         : 60);
          break;
        case GAMAO_REPORT_SUBHEADING:
          /* With the diagram under it. */
          paragraph (&pen, block->text, "Sans Bold 11", 10, diagram_height (&pen) + 2 * GAP);
          break;
        case GAMAO_REPORT_TEXT:
          paragraph (&pen, block->text, "Sans 10", 0, 0);
          break;
        case GAMAO_REPORT_TABLE:
          table (&pen, block);
          break;
        case GAMAO_REPORT_DIAGRAM:
        default:
          diagram (&pen, block);
          break;
        }
    }
  if (only < 0)
    cairo_show_page (cr);
  return pen.page + 1;
}

gboolean
gamao_report_pdf_save (const GamaoReport *report, const char *path, GError **error)
{
  cairo_surface_t *surface
    = cairo_pdf_surface_create (path, GAMAO_REPORT_PAGE_WIDTH, GAMAO_REPORT_PAGE_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;

  /* GSK's types for the diagrams; no display needed. */
  gtk_init_check ();
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, report->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Gamão");
  g_autoptr (GPtrArray) nodes = g_ptr_array_new_with_free_func (
      (GDestroyNotify) gsk_render_node_unref);
  gamao_report_draw (report, cr, GAMAO_REPORT_PAGE_WIDTH, GAMAO_REPORT_PAGE_HEIGHT, -1, nodes);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_clear_pointer (&nodes, g_ptr_array_unref);
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

/* Each diagram an SVG inside the page: sharp at any width. */
static char *
picture (const GamaoReportBlock *diagram, void *data)
{
  return gamao_board_picture_data_uri (&diagram->frame, diagram->has_play ? &diagram->play : NULL,
                                       GAMAO_PICTURE_SVG, 640, FALSE);
}

gboolean
gamao_report_save (const GamaoReport *report, const char *path, gboolean pdf, GError **error)
{
  g_autofree char *page = NULL;

  if (pdf)
    return gamao_report_pdf_save (report, path, error);
  page = gamao_report_html (report, picture, NULL);
  return g_file_set_contents (path, page, -1, error);
}
