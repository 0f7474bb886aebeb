/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history window's search, filters and orders, and its rows'
 * buttons: words typed list the matches that have them; an order puts
 * the longest match first; a row's Delete deletes the match that row
 * shows. And the game window when the disk refuses the match: a bar
 * above the board, a dialog, the match off the board until it is
 * written, then back in its row. */
#include "config.h"

#include <adwaita.h>

#include "gamao-history-row.h"
#include "gamao-history-session.h"
#include "gamao-selfplay.h"
#include "gamao-store-private.h"
#include "gamao-window.h"
#include "gamao-history-window.h"
#include "gamao-match-summary.h"
#include "gamao-notice.h"
#include "gamao-stats-window.h"
#include "history-ui-util.h"
#include "store-test-util.h"

static char *dir;
static GamaoStore *store;
static HistoryUiMatches ids;

static gpointer
child (GamaoHistoryWindow *window, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_HISTORY_WINDOW, name);
}

typedef struct
{
  GamaoHistoryWindow *window;
  guint n;
} Listed;

static gboolean
lists (gpointer data)
{
  Listed *l = data;

  return history_ui_n_listed (l->window) == l->n;
}

/* The row widget bound to match `id`, among those the list made. */
static GamaoHistoryRow *
row_of (GtkWidget *widget, gint64 id)
{
  if (GAMAO_IS_HISTORY_ROW (widget) && gtk_widget_get_mapped (widget)
      && gamao_history_row_get_id (GAMAO_HISTORY_ROW (widget)) == id)
    return GAMAO_HISTORY_ROW (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GamaoHistoryRow *found = row_of (c, id);
      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
button_with_tooltip (GtkWidget *widget, const char *tooltip)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = button_with_tooltip (c, tooltip);
      if (found)
        return found;
    }
  return NULL;
}

static void
test_search (void)
{
  GamaoHistoryWindow *window = gamao_history_window_new (NULL, store);
  AdwStatusPage *empty = child (window, "empty_page");
  Listed typed = { window, 3 };

  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (history_ui_n_listed (window), ==, 4);
  gamao_history_window_set_search (window, "rui");
  g_assert_cmpuint (history_ui_n_listed (window), ==, 1);
  g_assert_cmpint (history_ui_listed_id (window, 0), ==, ids.tracked);
  /* The statistics count what is listed (the same query). */
  gtk_widget_activate_action (GTK_WIDGET (window), "history.statistics", NULL);
  GtkWindow *stats = history_ui_wait_for_window (GAMAO_TYPE_STATS_WINDOW);
  AdwWindowTitle *title = ADW_WINDOW_TITLE (
    gtk_widget_get_template_child (GTK_WIDGET (stats), GAMAO_TYPE_STATS_WINDOW, "window_title"));
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "All opponents, the matches listed");
  gtk_window_destroy (stats);
  gamao_history_window_set_search (window, "nobody");
  g_assert_cmpuint (history_ui_n_listed (window), ==, 0);
  g_assert_cmpstr (adw_status_page_get_title (empty), ==, "No Matches Found");
  gamao_history_window_set_search (window, NULL);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 4);

  /* Typed: listed once the entry has waited for a pause. */
  gtk_editable_set_text (GTK_EDITABLE (child (window, "search_entry")), "BI");
  ui_test_wait_until (lists, &typed);
  gtk_editable_set_text (GTK_EDITABLE (child (window, "search_entry")), "");
  typed.n = 4;
  ui_test_wait_until (lists, &typed);

  /* The longest match first: the 7-point unfinished one; analysed
   * matches only: none yet. */
  gtk_drop_down_set_selected (child (window, "sort_dropdown"), 1);
  g_assert_cmpint (history_ui_listed_id (window, 0), ==, ids.unfinished);
  gtk_drop_down_set_selected (child (window, "analysed_dropdown"), 1);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 0);
  gtk_drop_down_set_selected (child (window, "analysed_dropdown"), 0);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A row's button acts on the match that row shows now. */
static void
test_row_buttons (void)
{
  GamaoHistoryWindow *window = gamao_history_window_new (NULL, store);
  GamaoHistoryRow *row;

  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_frames (GTK_WIDGET (window), 2);
  row = row_of (GTK_WIDGET (window), ids.lost);
  g_assert_nonnull (row);
  g_signal_emit_by_name (button_with_tooltip (GTK_WIDGET (row), "Delete"), "clicked");
  g_assert_cmpuint (history_ui_n_listed (window), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (history_ui_listed_id (window, i), !=, ids.lost);
  gtk_widget_activate_action (GTK_WIDGET (window), "history.undelete", "x", ids.lost);
  g_assert_cmpuint (history_ui_n_listed (window), ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
limit_pages (GamaoStore *db_store, gpointer data, GError **error)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA max_page_count = %d", GPOINTER_TO_INT (data));

  return sqlite3_exec (db_store->db, sql, NULL, NULL, NULL) == SQLITE_OK;
}

static int
page_count (GamaoStore *db_store)
{
  sqlite3_stmt *stmt = NULL;
  int n = 0;

  sqlite3_prepare_v2 (db_store->db, "PRAGMA page_count", -1, &stmt, NULL);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    n = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  return n;
}

typedef struct
{
  GamaoWindow *window;
  GamaoMatch *match;
} Shown;

static gboolean
shows_match (gpointer data)
{
  Shown *s = data;

  return gamao_window_get_match (s->window) == s->match;
}

static GtkWidget *
info_bar_in (GtkWidget *widget)
{
  if (GTK_IS_INFO_BAR (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = info_bar_in (c);
      if (found)
        return found;
    }
  return NULL;
}

/* A full disk (PRAGMA max_page_count on the writer's connection): the
 * bar says so, the dialog says why, what is kept and what to do, and
 * the match leaves the board; Try Again with room: it comes back. */
static void
test_disk_full_window (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  GamaoHistorySession *history = gamao_window_get_history (window);
  GamaoStore *main_store = gamao_history_session_get_store (history);
  GamaoStoreWriter *writer = gamao_history_session_get_writer (history);
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoMatch) match = gamao_match_new (7, ana, bia, GAMAO_RULE_CRAWFORD);
  g_autoptr (GError) error = NULL;
  GamaoSelfplayRules rules;
  GamaoDice choices;
  GtkWindow *dialog;
  Shown back = { window, match };

  gtk_window_present (GTK_WINDOW (window));
  gamao_selfplay_rules_init (&rules);
  gamao_dice_init_seeded (&choices, 77);
  gamao_match_set_dice_seed (match, 78);
  gamao_window_set_match (window, match);
  g_assert_true (gamao_match_roll (match, &error));
  g_assert_true (gamao_store_writer_flush (writer, 240000));
  gamao_store_writer_run_first (writer, limit_pages, GINT_TO_POINTER (page_count (main_store)));
  for (guint i = 0; i < 400 && gamao_window_get_match (window) == match
                    && gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER;
       i++)
    {
      g_assert_true (gamao_selfplay_act (match, &rules, &choices, &error));
      gamao_store_writer_flush (writer, 240000);
    }
  g_assert_null (gamao_window_get_match (window));
  dialog = history_ui_wait_for_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "The Match Cannot Be Saved");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "The disk is full."));
  g_assert_nonnull (info_bar_in (GTK_WIDGET (window)));
  g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (info_bar_in (GTK_WIDGET (window)))));

  gamao_store_writer_run_first (writer, limit_pages, GINT_TO_POINTER (1 << 30));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "retry");
  ui_test_wait_until (shows_match, &back);
  g_assert_false (gtk_info_bar_get_revealed (GTK_INFO_BAR (info_bar_in (GTK_WIDGET (window)))));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
notice_says (gpointer data)
{
  GamaoHistoryWindow *history = data;
  const char *text = gamao_notice_get_text (child (history, "notice"));

  return text && strstr (text, "imported");
}

/* Files dropped on the history window of the app: imported on the
 * session's writer, with the bar (how far, Stop) above the list while
 * they are; the notice says how it went in the history window, whose
 * list shows the match imported. Stopped while the writer waits behind a
 * lock another program holds: nothing is imported, and it says so. */
static void
test_import_on_writer (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  GamaoHistorySession *session = gamao_window_get_history (window);
  GamaoHistoryWindow *history;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "dropped.mat", NULL);
  g_autofree char *text = gamao_store_export (store, ids.won, &error);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  sqlite3 *other;
  guint before;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_nonnull (gamao_history_session_get_writer (session));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL);
  history = GAMAO_HISTORY_WINDOW (history_ui_wait_for_window (GAMAO_TYPE_HISTORY_WINDOW));
  before = history_ui_n_listed (history);
  g_assert_false (gtk_widget_get_visible (child (history, "import_bar")));

  g_assert_cmpint (sqlite3_open (gamao_store_get_path (store), &other), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (other, "BEGIN IMMEDIATE", NULL, NULL, NULL), ==, SQLITE_OK);
  gamao_history_window_import_files (history, &file, 1);
  g_assert_true (gamao_history_session_get_importing (session));
  g_assert_true (gtk_widget_get_visible (child (history, "import_bar")));
  gtk_widget_activate_action (GTK_WIDGET (history), "history.stop-import", NULL);
  g_assert_cmpint (sqlite3_exec (other, "ROLLBACK", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (other);
  ui_test_wait_until (notice_says, history);
  g_assert_cmpstr (gamao_notice_get_text (child (history, "notice")), ==,
                   "Import stopped: 0 matches imported");
  g_assert_false (gtk_widget_get_visible (child (history, "import_bar")));
  g_assert_cmpuint (history_ui_n_listed (history), ==, before);

  gamao_notice_show (child (history, "notice"), "");
  gamao_history_window_import_files (history, &file, 1);
  ui_test_wait_until (notice_says, history);
  g_assert_cmpstr (gamao_notice_get_text (child (history, "notice")), ==, "1 match imported");
  g_assert_false (gtk_widget_get_visible (child (history, "import_bar")));
  g_assert_cmpuint (history_ui_n_listed (history), ==, before + 1);
  g_assert_true (gamao_store_delete (store, history_ui_listed_id (history, 0), &error));
  gtk_window_destroy (GTK_WINDOW (history));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_setenv ("GAMAO_DB", path, TRUE);
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  history_ui_fill (store, &ids);
  g_test_add_func ("/history-search/search", test_search);
  g_test_add_func ("/history-search/row-buttons", test_row_buttons);
  g_test_add_func ("/history-search/disk-full-window", test_disk_full_window);
  g_test_add_func ("/history-search/import-on-writer", test_import_on_writer);
  status = g_test_run ();
  g_clear_object (&store);
  store_test_remove_dir (dir);
  return status;
}
