/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-glyph-warmer.h: looks up the glyph metrics of a window's text
 * before its first frame draws it, a font at a time, so that FreeType
 * does not switch a face between two sizes for every glyph. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* For every label drawn in `root`'s tree: the glyph metrics its first
 * frame will ask for, looked up now, run by run. Call it once the tree
 * is allocated and before it is drawn. */
void gamao_glyph_warmer_warm (GtkWidget *root);

G_END_DECLS
