/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-startup-probe.h: when the environment asks for it, the moment a
 * window's first frame is on the screen, for tools/bench-startup. Gamão
 * and the bare window that it is compared with (tools/) use this same
 * file, so both are measured the same way. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* With GAMAO_FIRST_FRAME set to a file name, writes there the time
 * (CLOCK_MONOTONIC, in microseconds) at which `window` has painted its
 * first frame while mapped and the X server has processed it. Then,
 * after GAMAO_FIRST_FRAME_THEN: "quit" (or unset) closes every window of
 * the application, "stop" stops the process (SIGSTOP) so that a
 * screenshot shows that very frame, "stay" goes on. Does nothing without
 * GAMAO_FIRST_FRAME. */
void gamao_startup_probe_attach (GtkWindow *window);

G_END_DECLS
