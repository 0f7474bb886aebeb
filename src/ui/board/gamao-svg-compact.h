/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-svg-compact.h: cairo's SVG made smaller for a report that holds
 * dozens of diagrams (issue 28): figures to two decimals (a hundredth
 * of a unit, far below a pixel), colours as #rrggbb, and the page's
 * data: URI written as text instead of base64 (a third smaller). The
 * picture stays vector; nothing is loaded from elsewhere. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `svg` with its figures rounded and its colours short. */
char *gamao_svg_compact (const char *svg);
/* `svg` as a "data:image/svg+xml," URI for an HTML attribute in double
 * quotes: what a URI or the attribute cannot hold percent-encoded. */
char *gamao_svg_data_uri (const char *svg);

G_END_DECLS
