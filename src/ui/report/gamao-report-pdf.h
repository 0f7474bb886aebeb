/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report-pdf.h: a match report's blocks drawn on pages with cairo
 * and Pango: the same words, tables and diagrams as its HTML, for a PDF
 * file and for the printer. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "gamao-report.h"

G_BEGIN_DECLS

/* A4 in points, the PDF's page. */
#define GAMAO_REPORT_PAGE_WIDTH 595.0
#define GAMAO_REPORT_PAGE_HEIGHT 842.0

/* Lays the report out on pages `width` × `height` (cairo units) and
 * draws page `only` (from 0) on `cr`, or with `only` -1 every page,
 * each ended with cairo_show_page(). The diagrams' render nodes go into
 * `nodes` (GskRenderNode, its free function gsk_render_node_unref), to
 * be dropped once the surface is finished (gamao_board_picture_draw()
 * says why). Returns how many pages it takes. */
int gamao_report_draw (const GamaoReport *report, cairo_t *cr, double width, double height,
                       int only, GPtrArray *nodes);

/* Writes the report as a PDF file. */
gboolean gamao_report_pdf_save (const GamaoReport *report, const char *path, GError **error);

/* Writes the report to `path`: a PDF, or one HTML page with its
 * diagrams inside. */
gboolean gamao_report_save (const GamaoReport *report, const char *path, gboolean pdf,
                            GError **error);

G_END_DECLS
