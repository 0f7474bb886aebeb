/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Draws the position editor into a PNG, for build-aux/screenshots-position:
 *
 *   position-screenshot OUT.png light|dark POSITION_ID|XGID=… [MATCH_ID] [map]
 *
 * "map" works out the temperature map (at GAMAO_SHOT_PLIES, default 0)
 * and scrolls the side panel down to the study figures and the map.
 * The language is LANGUAGE's; GAMAO_SHOT_SIZE=WxH sets the window's;
 * GAMAO_SHOT_CONTROLS=1 shows the controls where they fold (a phone). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>

#include "gamao-position-editor.h"
#include "gamao-study-panel.h"
#include "ui-test-util.h"

static gboolean
map_done (gpointer data)
{
  return !gamao_study_panel_is_busy (data);
}

/* The side panel scrolled so that the study panel's top shows. */
static void
scroll_to_study (GtkWidget *study)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (study, GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t at;

  if (scroller
      && gtk_widget_compute_point (study, gtk_scrolled_window_get_child (
                                              GTK_SCROLLED_WINDOW (scroller)),
                                   &GRAPHENE_POINT_INIT (0, 0), &at))
    gtk_adjustment_set_value (
        gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), at.y);
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");
  GamaoSetupPosition pos;
  char why[256];
  gboolean map = argc > 4 && g_str_equal (argv[argc - 1], "map");
  int n_ids = argc - 3 - map;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (argc < 4 || n_ids < 1 || n_ids > 2)
    {
      g_printerr ("usage: %s OUT.png light|dark POSITION_ID|XGID=… [MATCH_ID] [map]\n", argv[0]);
      return 2;
    }
  gamao_setup_position_init_start (&pos);
  if (!gamao_setup_position_read (&pos, argv[3], n_ids == 2 ? argv[4] : NULL, why, sizeof why))
    {
      g_printerr ("%s\n", why);
      return 2;
    }
  gtk_init ();
  adw_init ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      g_str_equal (argv[2], "dark")
                                          ? ADW_COLOR_SCHEME_FORCE_DARK
                                          : ADW_COLOR_SCHEME_FORCE_LIGHT);
  GamaoPositionEditor *editor = gamao_position_editor_new (&pos);
  GtkWidget *study = gamao_position_editor_get_study (editor);
  ui_test_shot_size (GTK_WINDOW (editor));
  gtk_window_present (GTK_WINDOW (editor));
  ui_test_wait_ms (800);
  /* On a phone's width the controls fold over the board: shown on ask. */
  if (g_getenv ("GAMAO_SHOT_CONTROLS"))
    adw_flap_set_reveal_flap (ADW_FLAP (gtk_widget_get_ancestor (study, ADW_TYPE_FLAP)), TRUE);
  if (map)
    {
      const char *plies = g_getenv ("GAMAO_SHOT_PLIES");

      gamao_study_panel_start_map (GAMAO_STUDY_PANEL (study), plies ? (guint) atoi (plies) : 0);
      ui_test_poll_until (map_done, study, 100);
      scroll_to_study (study);
    }
  ui_test_wait_ms (600);
  if (!ui_test_save_png (GTK_WIDGET (editor), argv[1]))
    {
      g_printerr ("cannot write %s\n", argv[1]);
      return 1;
    }
  gtk_window_destroy (GTK_WINDOW (editor));
  return 0;
}
