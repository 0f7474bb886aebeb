/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-first-frame.h: calls back once a window's first frame is on the
 * screen, so that work the first frame does not need waits for it. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Calls `callback` (window, user_data) from the frame clock's
 * after-paint, once, for the first frame `window` paints while mapped;
 * `destroy` frees `user_data` then, or when the window goes first. The
 * callback runs inside the frame: work of any length belongs in an idle
 * it adds. */
void gamao_first_frame_connect (GtkWindow *window, GCallback callback, gpointer user_data,
                                GDestroyNotify destroy);

G_END_DECLS
