/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mistakes-ui-util.h: finding the widgets of the mistakes library and
 * the practice window, for their test and their screenshots. */
#pragma once

#include <gtk/gtk.h>

/* The first widget of `type` in `widget`'s tree (itself included), or
 * NULL. */
GtkWidget *mistakes_ui_find_type (GtkWidget *widget, GType type);
/* The button whose label (with its underline) is `label`, or NULL. */
GtkWidget *mistakes_ui_button (GtkWidget *widget, const char *label);
