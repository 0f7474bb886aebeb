/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The screenshot programs' saving: see shot-util.h. */
#include "config.h"

#include "shot-util.h"

#include "ui-test-util.h"

gboolean
shot_save (GtkWidget *widget, const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_print ("%s\n", path);
  return ui_test_save_png (widget, path);
}
