/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Not a test: draws the mistakes library on the history of
 * mistakes-test-util (and with none analysed), to look at it.
 * mistakes-screenshot OUT_DIR [light|dark], in the locale of LANG
 * (GAMAO_LOCALEDIR: the build tree's catalogues); `mistakes-screenshot
 * OUT_DIR bench` prints how long the library takes to open on 10,000
 * mistakes instead. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "shot-util.h"
#include <time.h>

#include "gamao-drill-position.h"
#include "gamao-drill-session.h"
#include "gamao-drill-window.h"
#include "gamao-replay-window.h"
#include "gamao-mistakes-window.h"
#include "mistakes-test-util.h"
#include "store-test-util.h"
#include "mistakes-ui-util.h"
#include "ui-test-util.h"

/* The library (`progress`: with its progress open). */
static void
shoot (GamaoStore *store, GSettings *settings, const char *dir, const char *name,
       gboolean progress)
{
  GamaoMistakesWindow *window = gamao_mistakes_window_new (NULL, store, settings);
  GtkWidget *expander = mistakes_ui_find_type (GTK_WIDGET (window), GTK_TYPE_EXPANDER);

  gtk_expander_set_expanded (GTK_EXPANDER (expander), progress);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 720);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_frames (GTK_WIDGET (window), 4);
  ui_test_wait_ms (300);
  shot_save (GTK_WIDGET (window), dir, name);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A drill before and after its answer, and the checker play after. */
static void
shoot_drill (GamaoStore *store, const char *dir, const char *mode)
{
  const char *root[] = { "root", NULL };
  GamaoMistakeQuery query = { .my_names = root };
  GamaoDrillWindow *window = gamao_drill_window_new (NULL, store, &query);
  g_autofree char *before = g_strdup_printf ("drill-before-%s.png", mode);
  g_autofree char *after = g_strdup_printf ("drill-after-%s.png", mode);
  g_autofree char *checker = g_strdup_printf ("drill-checker-%s.png", mode);

  gtk_window_set_default_size (GTK_WINDOW (window), 720, 640);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_frames (GTK_WIDGET (window), 4);
  shot_save (GTK_WIDGET (window), dir, before);
  g_signal_emit_by_name (mistakes_ui_button (GTK_WIDGET (window), _("_Pass")), "clicked");
  ui_test_wait_frames (GTK_WIDGET (window), 4);
  shot_save (GTK_WIDGET (window), dir, after);
  g_signal_emit_by_name (mistakes_ui_button (GTK_WIDGET (window), _("_Next")), "clicked");
  g_signal_emit_by_name (mistakes_ui_button (GTK_WIDGET (window), _("_No Double")), "clicked");
  g_signal_emit_by_name (mistakes_ui_button (GTK_WIDGET (window), _("_Next")), "clicked");
  ui_test_wait_frames (GTK_WIDGET (window), 4);
  ui_test_wait_ms (300);
  shot_save (GTK_WIDGET (window), dir, checker);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The library's window opened on 10,000 mistakes, to its second frame:
 * the figure the issue asks for (printed, asserted nowhere). */
static void
bench_window (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "bench.db", NULL);
  g_autofree char *mat = g_test_build_filename (G_TEST_DIST, "..", "matfile", "gnubg-5-point.mat",
                                                NULL);
  g_autoptr (GamaoStore) store = gamao_store_open (path, NULL);
  guint n_matches, n = mistakes_test_fill_many (store, mat, 10000, &n_matches);
  clock_t cpu = clock ();
  gint64 wall = g_get_monotonic_time ();
  GamaoMistakesWindow *window = gamao_mistakes_window_new (NULL, store, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 640, 720);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_frames (GTK_WIDGET (window), 2);
  g_print ("library window, %u mistakes in %u matches: open to its second frame %.3f s CPU, "
           "%.3f s wall\n",
           n, n_matches, (double) (clock () - cpu) / CLOCKS_PER_SEC,
           (g_get_monotonic_time () - wall) / 1e6);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The replay at a3 with its note in the decision panel. */
static void
shoot_replay_note (GamaoStore *store, gint64 imported, const char *dir, const char *mode)
{
  const char *root[] = { "root", NULL };
  GamaoMistakeQuery query = { .my_names = root, .kinds = 1u << GAMAO_MISTAKE_CHECKER };
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *name = g_strdup_printf ("replay-note-%s.png", mode);
  GamaoMatchRecord *record = gamao_store_load (store, imported, NULL);
  const GamaoMistakeData *a3 = NULL;

  gamao_store_mistakes_page (store, &query, 0, 10, rows, NULL);
  for (guint i = 0; i < rows->len; i++)
    if (G_APPROX_VALUE (gamao_mistake_get_data (rows->pdata[i])->cost, 0.10, 1e-6))
      a3 = gamao_mistake_get_data (rows->pdata[i]);
  if (!record || !a3)
    return;
  gamao_store_set_decision_note (store, imported, a3->game, a3->seq,
                                 "Bear in before you bear off.", NULL);
  GamaoReplayWindow *replay = gamao_replay_window_new (NULL, store, imported, NULL);
  gtk_window_set_default_size (GTK_WINDOW (replay), 1000, 700);
  gtk_window_present (GTK_WINDOW (replay));
  gamao_replay_window_show_frame (replay, gamao_drill_position_replay_frame (record, a3));
  ui_test_wait_frames (GTK_WIDGET (replay), 4);
  ui_test_wait_ms (500);
  shot_save (GTK_WIDGET (replay), dir, name);
  gtk_window_destroy (GTK_WINDOW (replay));
  gamao_match_record_unref (record);
}

/* The library with its progress open, after answers over four weeks. */
static void
shoot_progress (GamaoStore *store, GSettings *settings, const char *dir, const char *mode)
{
  const char *root[] = { "root", NULL };
  GamaoMistakeQuery query = { .my_names = root };
  g_autofree char *name = g_strdup_printf ("progress-%s.png", mode);
  const int grades[] = { 0, 1, 5, 2, 5, 4, 5, 5 };

  /* Two answers a week, from four weeks ago, better and better. */
  for (guint i = 0; i < G_N_ELEMENTS (grades); i++)
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autoptr (GDateTime) then = g_date_time_add_days (now, -28 + 7 * (int) (i / 2));
      g_autoptr (GamaoMistake) m = gamao_drill_next (store, &query, then, NULL);
      GamaoDrillVerdict v = { .grade = grades[i], .loss = grades[i] >= 4 ? 0.0 : 0.3 - 0.05 * i };
      if (m)
        gamao_drill_keep (store, gamao_mistake_get_data (m), &v, then, NULL);
    }
  shoot (store, settings, dir, name, TRUE);
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");
  const char *root[] = { "root", NULL };
  g_autofree char *work = store_test_make_dir ();
  g_autofree char *path = g_build_filename (work, "history.db", NULL);
  g_autofree char *empty_path = g_build_filename (work, "empty.db", NULL);
  gboolean dark = argc > 2 && g_str_equal (argv[2], "dark");
  gint64 imported, played;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (argc < 2)
    {
      g_printerr ("usage: %s OUT_DIR [light|dark]\n", argv[0]);
      return 2;
    }
  /* For G_TEST_SRCDIR, where the match file of the history is. */
  gtk_test_init (&argc, &argv, NULL);
  /* gtk_test_init() sets a locale of its own. */
  setlocale (LC_ALL, "");
  adw_init ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  if (argc > 2 && g_str_equal (argv[2], "bench"))
    {
      bench_window (work);
      store_test_remove_dir (work);
      return 0;
    }
  g_autoptr (GamaoStore) store = gamao_store_open (path, NULL);
  g_autoptr (GamaoStore) empty = gamao_store_open (empty_path, NULL);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_settings_set_strv (settings, "my-names", root);
  mistakes_test_fill (store, &imported, &played);
  shoot (store, settings, argv[1], dark ? "mistakes-dark.png" : "mistakes-light.png", FALSE);
  shoot (empty, settings, argv[1], dark ? "mistakes-none-dark.png" : "mistakes-none-light.png",
         FALSE);
  shoot_drill (store, argv[1], dark ? "dark" : "light");
  shoot_replay_note (store, imported, argv[1], dark ? "dark" : "light");
  shoot_progress (store, settings, argv[1], dark ? "dark" : "light");
  store_test_remove_dir (work);
  return 0;
}
