/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Widget tests of the start of the app under Xvfb: the history opens on
 * a worker after the window's first frame, and nothing it did at start
 * is lost or reordered (the offer to continue the unfinished match, the
 * damaged history's dialog), even when something needs the history
 * before it is open; the shortcuts window comes after the first frame;
 * files opened while the history window is in front reach the history. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gamao-application.h"
#include "gamao-first-frame.h"
#include "gamao-history-window.h"
#include "gamao-history-session.h"
#include "gamao-window.h"
#include "gamao-window-test.h"
#include "gamao-wrapped-text.h"
#include "history-ui-util.h"
#include "store-test-util.h"

static char *dir;
static char *db_path;
static HistoryUiMatches ids;

/* The visible message dialogs, newest last. */
static GPtrArray *
dialogs (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        g_ptr_array_add (found, window);
    }
  return found;
}

static void
close_dialogs (void)
{
  g_autoptr (GPtrArray) shown = dialogs ();

  for (guint i = 0; i < shown->len; i++)
    gtk_window_destroy (shown->pdata[i]);
}

static gboolean
dialogs_shown (gpointer data)
{
  g_autoptr (GPtrArray) shown = dialogs ();

  return shown->len >= GPOINTER_TO_UINT (data);
}

/* Waits until `n` dialogs are shown (the history opens on a worker). */
static GPtrArray *
wait_for_dialogs (guint n)
{
  ui_test_poll_until (dialogs_shown, GUINT_TO_POINTER (n), 50);
  return dialogs ();
}

typedef struct
{
  gboolean painted;
  guint dialogs_then;
  char title_then[64];    /* of the page shown with no match */
} FirstFrame;

static void
on_first_frame (GtkWindow *window, FirstFrame *seen)
{
  g_autoptr (GPtrArray) shown = dialogs ();
  GObject *title = gamao_window_get_empty_object (GAMAO_WINDOW (window), "title");

  seen->painted = TRUE;
  seen->dialogs_then = shown->len;
  g_strlcpy (seen->title_then, gamao_wrapped_text_get_text (GAMAO_WRAPPED_TEXT (title)),
             sizeof seen->title_then);
}

static GamaoWindow *
start_window (FirstFrame *seen)
{
  GamaoWindow *window = gamao_window_new (NULL);

  gamao_first_frame_connect (GTK_WINDOW (window), G_CALLBACK (on_first_frame), seen, NULL);
  gamao_window_open_history_in_background (window);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* The first frame shows the window alone; the offer to continue the
 * unfinished match follows it, as it did before the history moved to a
 * worker, and continuing puts that match on the board. */
static void
test_offer_after_first_frame (void)
{
  FirstFrame seen = { 0 };
  GamaoWindow *window = start_window (&seen);
  g_autoptr (GPtrArray) shown = wait_for_dialogs (1);
  GObject *description = gamao_window_get_empty_object (window, "description");

  g_assert_true (seen.painted);
  g_assert_cmpuint (seen.dialogs_then, ==, 0);
  /* Already right in the first frame: not "No Match Yet". */
  g_assert_cmpstr (seen.title_then, ==, "No Match in Progress");
  g_assert_cmpuint (shown->len, ==, 1);
  g_assert_cmpstr (adw_message_dialog_get_heading (shown->pdata[0]), ==, "Unfinished Match");
  /* The history's size arrived with it. */
  g_assert_nonnull (strstr (gamao_wrapped_text_get_text (GAMAO_WRAPPED_TEXT (description)),
                            "matches are kept in the history"));
  adw_message_dialog_response (shown->pdata[0], "continue");
  history_ui_wait (100);
  g_assert_nonnull (gamao_window_get_match (window));
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

/* A match put on the board before the history is open (a click on New
 * Match in the first instants) waits for it, is recorded, and is not
 * interrupted by the offer to continue another. */
static void
test_match_before_open (void)
{
  FirstFrame seen = { 0 };
  GamaoWindow *window = start_window (&seen);
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
  GamaoHistorySession *history = gamao_window_get_history (window);
  g_autoptr (GError) error = NULL;
  g_autoptr (GListStore) before = NULL;
  g_autoptr (GListStore) after = NULL;

  gamao_window_set_match (window, match);
  /* Set without running the main loop: the session waited for the open. */
  g_assert_nonnull (gamao_history_session_get_store (history));
  before = gamao_store_list (gamao_history_session_get_store (history), NULL,
                             GAMAO_STORE_FILTER_ALL, NULL);
  g_assert_true (gamao_match_roll_dice (match, 3, 1, &error));
  g_assert_no_error (error);
  /* Written off the main thread, in order. */
  g_assert_true (gamao_store_writer_flush (gamao_history_session_get_writer (history), 240000));
  after = gamao_store_list (gamao_history_session_get_store (history), NULL,
                            GAMAO_STORE_FILTER_ALL, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (after)), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (before)) + 1);
  history_ui_wait (500);
  g_autoptr (GPtrArray) shown = dialogs ();
  g_assert_cmpuint (shown->len, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

/* A damaged history still gets its dialog, after the first frame. */
static void
test_damaged_after_first_frame (void)
{
  g_autofree char *path = g_build_filename (dir, "damaged.db", NULL);
  FirstFrame seen = { 0 };
  GamaoWindow *window;

  g_assert_true (g_file_set_contents (path, "this is not a database", -1, NULL));
  g_setenv ("GAMAO_DB", path, TRUE);
  window = start_window (&seen);
  g_autoptr (GPtrArray) shown = wait_for_dialogs (1);
  g_setenv ("GAMAO_DB", db_path, TRUE);

  g_assert_cmpuint (seen.dialogs_then, ==, 0);
  g_assert_cmpuint (shown->len, ==, 1);
  g_assert_cmpstr (adw_message_dialog_get_heading (shown->pdata[0]), ==, "Match History");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (shown->pdata[0]), "damaged"));
  close_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

/* A window closed while its history is being opened closes the history
 * too (SQLite removes its -wal file when the last connection closes). */
static void
test_closed_while_opening (void)
{
  g_autofree char *path = g_build_filename (dir, "closing.db", NULL);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  FirstFrame seen = { 0 };
  GamaoWindow *window;

  g_setenv ("GAMAO_DB", path, TRUE);
  window = start_window (&seen);
  /* Until the worker has created the file: it may be migrating it now. */
  while (!g_file_test (path, G_FILE_TEST_EXISTS))
    g_main_context_iteration (NULL, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  g_setenv ("GAMAO_DB", db_path, TRUE);
  g_assert_true (seen.painted);
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  history_ui_wait (50);
}

static gboolean
has_help_overlay (gpointer window)
{
  return gtk_application_window_get_help_overlay (window) != NULL;
}

/* The shortcuts window is built after the first frame, not before it. */
static void
test_shortcuts_after_first_frame (void)
{
  FirstFrame seen = { 0 };
  GamaoWindow *window = start_window (&seen);
  GtkApplicationWindow *app_window = GTK_APPLICATION_WINDOW (window);

  g_assert_null (gtk_application_window_get_help_overlay (app_window));
  while (!seen.painted)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (gtk_application_window_get_help_overlay (app_window));
  ui_test_wait_until (has_help_overlay, app_window);
  close_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
  history_ui_wait (50);
}

/* A file opened from a file manager while the history window is the
 * application's active window goes into the history, and the history
 * window lists it (it was dropped silently when the game window was not
 * the active one). */
typedef struct
{
  GListModel *listed;
  guint n;
} Grown;

static gboolean
has_grown (gpointer data)
{
  Grown *g = data;

  return g_list_model_get_n_items (g->listed) >= g->n;
}

static void
test_open_with_history_in_front (void)
{
  g_autoptr (GamaoApplication) app = gamao_application_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "opened.mat", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GamaoStore) store = gamao_store_open (db_path, &error);
  g_autofree char *text = gamao_store_export (store, ids.won, &error);
  GtkWindow *game, *front;
  GListModel *listed;
  guint before;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  /* No session bus in the test: one instance, not unique. */
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_application_activate (G_APPLICATION (app));
  game = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (GAMAO_IS_WINDOW (game));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game), "win.history", NULL));
  front = history_ui_wait_for_window (GAMAO_TYPE_HISTORY_WINDOW);
  g_assert_nonnull (front);
  history_ui_wait (100);
  g_assert_true (gtk_application_get_active_window (GTK_APPLICATION (app)) == front);
  listed = gamao_history_window_get_matches (GAMAO_HISTORY_WINDOW (front));
  before = g_list_model_get_n_items (listed);

  g_application_open (G_APPLICATION (app), &file, 1, "");
  /* Imported on the history's writer thread, then listed. */
  Grown grown = { listed, before + 1 };
  ui_test_wait_until (has_grown, &grown);
  g_assert_cmpuint (g_list_model_get_n_items (listed), ==, before + 1);
  close_dialogs ();
  gtk_window_destroy (front);
  gtk_window_destroy (game);
  history_ui_wait (50);
}

int
main (int argc, char **argv)
{
  g_autoptr (GamaoStore) store = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  dir = store_test_make_dir ();
  db_path = g_build_filename (dir, "history.db", NULL);
  g_setenv ("GAMAO_DB", db_path, TRUE);
  store = gamao_store_open (db_path, &error);
  g_assert_no_error (error);
  history_ui_fill (store, &ids);
  g_clear_object (&store);

  g_test_add_func ("/history-startup/offer-after-first-frame", test_offer_after_first_frame);
  g_test_add_func ("/history-startup/match-before-open", test_match_before_open);
  g_test_add_func ("/history-startup/damaged-after-first-frame", test_damaged_after_first_frame);
  g_test_add_func ("/history-startup/closed-while-opening", test_closed_while_opening);
  g_test_add_func ("/history-startup/shortcuts-after-first-frame",
                   test_shortcuts_after_first_frame);
  g_test_add_func ("/history-startup/open-with-history-in-front",
                   test_open_with_history_in_front);
  status = g_test_run ();
  store_test_remove_dir (dir);
  g_free (dir);
  g_free (db_path);
  return status;
}
