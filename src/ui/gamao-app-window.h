/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-app-window.h: a window opened from another joins that one's
 * application, so that app.quit and its accelerator (Ctrl+Q) work there
 * too. */
#pragma once

#include <gtk/gtk.h>

void gamao_app_window_join (GtkWindow *window, GtkWindow *parent);
