/* SPDX-License-Identifier: GPL-3.0-or-later */
/* widget-finder.h: the widget tests' ways to find a widget, in a
 * window's tree or among the toplevels (tests/ui and tests/store). */
#pragma once

#include <gtk/gtk.h>

typedef gboolean (*WidgetFinderTest) (GtkWidget *widget, gconstpointer data);

/* The first widget of `root`'s tree (`root` included, depth first) that
 * passes `test`, or NULL. */
GtkWidget *widget_finder_find (GtkWidget *root, WidgetFinderTest test, gconstpointer data);

/* The first label under `root` whose text holds `part`, or NULL. */
GtkLabel *widget_finder_label_showing (GtkWidget *root, const char *part);
/* Whether a label under `root` shows `part` in its text. */
gboolean widget_finder_shows_text (GtkWidget *root, const char *part);

/* The button on screen (mapped) under `root` that activates `action`,
 * or NULL (a header bar may hold one for each width it fits). */
GtkWidget *widget_finder_shown_action_button (GtkWidget *root, const char *action);

/* The first toplevel window of `type` (visible ones only when
 * `visible`), or NULL. */
GtkWindow *widget_finder_toplevel (GType type, gboolean visible);
