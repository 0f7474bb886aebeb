/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-app-window.h"

void
gamao_app_window_join (GtkWindow *window, GtkWindow *parent)
{
  if (parent && gtk_window_get_application (parent))
    gtk_window_set_application (window, gtk_window_get_application (parent));
}
