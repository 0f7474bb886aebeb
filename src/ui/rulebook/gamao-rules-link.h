/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-link.h: the links between sections of the rules book, as
 * every label of the book (pages and diagrams) follows them. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The "activate-link" handler of every label in the book: a
 * "section:ID" link opens that section through the "rules.show-section"
 * action of the window around it; other links go on as usual. */
gboolean gamao_rules_link_activate (GtkLabel *label, const char *uri, gpointer user_data);

G_END_DECLS
