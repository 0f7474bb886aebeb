/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-startup-probe"

#include "config.h"

#include "gamao-startup-probe.h"

#include "gamao-first-frame.h"

#include <signal.h>
#include <time.h>
#include <unistd.h>

static gboolean
close_all (gpointer user_data)
{
  GApplication *app = g_application_get_default ();
  GList *windows;

  if (!GTK_IS_APPLICATION (app))
    return G_SOURCE_REMOVE;
  /* Closed, not killed: a history left open would be checked in full at
   * the next start, which would measure something else. */
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))))
    gtk_window_destroy (GTK_WINDOW (windows->data));
  return G_SOURCE_REMOVE;
}

static gint64
cpu_us (clockid_t clock)
{
  struct timespec ts;

  if (clock_gettime (clock, &ts) != 0)
    return -1;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* The time, then the CPU the process (every thread) and its main thread
 * spent until now: on a shared machine the CPU is steadier than the
 * wall clock, and says whether a cost is on the main thread. */
static void
write_time (gint64 now)
{
  const char *path = g_getenv ("GAMAO_FIRST_FRAME");
  g_autofree char *text
    = g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n", now,
                       cpu_us (CLOCK_PROCESS_CPUTIME_ID), cpu_us (CLOCK_THREAD_CPUTIME_ID));
  g_autoptr (GError) error = NULL;

  if (!g_file_set_contents (path, text, -1, &error))
    g_warning ("%s", error->message);
}

static void
on_first_frame (GtkWindow *window, gpointer user_data)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));
  const char *then = g_getenv ("GAMAO_FIRST_FRAME_THEN");

  /* The round trip: the server has drawn what the frame sent. */
  gdk_display_sync (display);
  write_time (g_get_monotonic_time ());
  if (g_strcmp0 (then, "stop") == 0)
    raise (SIGSTOP);
  else if (g_strcmp0 (then, "exit") == 0)
    /* At once, for a profiler that writes its figures at the exit:
     * nothing after the first frame is counted. */
    _exit (0);
  else if (g_strcmp0 (then, "stay") != 0)
    g_idle_add (close_all, NULL);
}

void
gamao_startup_probe_attach (GtkWindow *window)
{
  const char *path = g_getenv ("GAMAO_FIRST_FRAME");

  g_return_if_fail (GTK_IS_WINDOW (window));
  if (path && *path)
    gamao_first_frame_connect (window, G_CALLBACK (on_first_frame), NULL, NULL);
}
