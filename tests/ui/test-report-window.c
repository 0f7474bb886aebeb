/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Export Report: the window analyses a match off the main thread (the
 * main loop keeps turning while it works), then saves the report as
 * HTML and PDF; Stop stops the analysis and nothing is ready. */
#include "config.h"

#include "gamao-matfile.h"
#include "gamao-report-window.h"
#include "ui-test-util.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

static GamaoMatchRecord *
load_match (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "matfile",
                                                 "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  gsize length;
  GamaoMatfileError why;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  GamaoMatchRecord *record = gamao_matfile_read (text, length, &why);
  g_assert_nonnull (record);
  return record;
}

static gboolean
ready (gpointer data)
{
  return gamao_report_window_is_ready (data);
}

static gboolean
stopped (gpointer data)
{
  return !gamao_report_window_is_busy (data);
}

static void
test_save (void)
{
  GamaoMatchRecord *record = load_match ();
  GamaoReportWindow *window = gamao_report_window_new (NULL, record, 0);
  g_autofree char *dir = g_dir_make_tmp ("gamao-report-XXXXXX", NULL);
  g_autofree char *html = g_build_filename (dir, "r.html", NULL);
  g_autofree char *pdf = g_build_filename (dir, "r.PDF", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_until (ready, window);
  /* With GAMAO_SCREENSHOT_DIR, the window once the report is ready. */
  if (g_getenv ("GAMAO_SCREENSHOT_DIR"))
    {
      g_autofree char *shot = g_build_filename (g_getenv ("GAMAO_SCREENSHOT_DIR"),
                                                "report-window.png", NULL);
      ui_test_wait_ms (300);
      ui_test_save_png (GTK_WIDGET (window), shot);
    }
  g_assert_true (gamao_report_window_save (window, html, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (html, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<h2>Marked Decisions</h2>"));
  g_assert_null (strstr (text, "http:"));
  g_clear_pointer (&text, g_free);
  /* The ending chooses the format, whatever its case. */
  g_assert_true (gamao_report_window_save (window, pdf, &error));
  g_assert_true (g_file_get_contents (pdf, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "%PDF-"));
  g_unlink (html);
  g_unlink (pdf);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
  gamao_match_record_unref (record);
}

static void
test_stop (void)
{
  GamaoMatchRecord *record = load_match ();
  /* Deep enough that it is still at work when Stop comes. */
  GamaoReportWindow *window = gamao_report_window_new (NULL, record, 2);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (gamao_report_window_is_ready (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "report.stop", NULL);
  ui_test_wait_until (stopped, window);
  g_assert_false (gamao_report_window_is_ready (window));
  gtk_window_destroy (GTK_WINDOW (window));
  /* A window closed while its job runs: the job finds it gone. */
  window = gamao_report_window_new (NULL, record, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_wait_ms (200);
  gamao_match_record_unref (record);
}

/* The notes given to the window (the replay's, issue 29) are in the
 * report it saves. */
static void
test_notes (void)
{
  GamaoMatchRecord *record = load_match ();
  GamaoSgfNotes notes = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("gamao-report-XXXXXX", NULL);
  g_autofree char *html = g_build_filename (dir, "r.html", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  gamao_sgf_notes_add_match (&notes, "Quokka match note");
  GamaoReportWindow *window = gamao_report_window_new_with_notes (NULL, record, 0, &notes);
  gamao_sgf_notes_clear (&notes);
  ui_test_wait_until (ready, window);
  g_assert_true (gamao_report_window_save (window, html, &error));
  g_assert_true (g_file_get_contents (html, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "Note: Quokka match note"));
  g_unlink (html);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
  gamao_match_record_unref (record);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/report-window/save", test_save);
  g_test_add_func ("/report-window/stop", test_stop);
  g_test_add_func ("/report-window/notes", test_notes);
  return g_test_run ();
}
