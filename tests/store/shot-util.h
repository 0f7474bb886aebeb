/* SPDX-License-Identifier: GPL-3.0-or-later */
/* shot-util.h: the screenshot programs' one way to save a window. */
#pragma once

#include <gtk/gtk.h>

/* Draws `widget` into `dir`/`name` as a PNG (ui_test_save_png()) and
 * prints the path; FALSE when it cannot be written. */
gboolean shot_save (GtkWidget *widget, const char *dir, const char *name);
