/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-bare-window: the yardstick of tools/bench-startup, an
 * AdwApplicationWindow with a header bar and nothing else, of Gamão's
 * default size, whose first frame is timed by the same probe as Gamão's
 * (src/ui/gamao-startup-probe.c). Not installed. */
#define G_LOG_DOMAIN "gamao-bare-window"

#include "config.h"

#include <adwaita.h>

#include "gamao-startup-probe.h"

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = adw_window_title_new ("Bare", NULL);
  GtkWidget *header = adw_header_bar_new ();

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  gtk_box_append (GTK_BOX (box), header);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 780);
  gamao_startup_probe_attach (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr (AdwApplication) app
    = adw_application_new ("io.github.gamao.BareWindow", G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
