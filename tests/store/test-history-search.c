/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history window's search, filters and orders, and its rows'
 * buttons: words typed list the matches that have them (one query, one
 * change of the list); an order puts the longest match first; a row's
 * Delete deletes the match that row shows. */
#include "config.h"

#include <adwaita.h>

#include "gamao-history-row.h"
#include "gamao-history-window.h"
#include "gamao-match-summary.h"
#include "history-ui-util.h"
#include "store-test-util.h"

static char *dir;
static GamaoStore *store;
static HistoryUiMatches ids;

static guint
n_listed (GamaoHistoryWindow *window)
{
  return g_list_model_get_n_items (gamao_history_window_get_matches (window));
}

static gint64
listed_id (GamaoHistoryWindow *window, guint i)
{
  g_autoptr (GamaoMatchSummary) m = g_list_model_get_item (gamao_history_window_get_matches (window),
                                                           i);
  return m ? gamao_match_summary_get_id (m) : 0;
}

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

  return n_listed (l->window) == l->n;
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
  g_assert_cmpuint (n_listed (window), ==, 4);
  gamao_history_window_set_search (window, "rui");
  g_assert_cmpuint (n_listed (window), ==, 1);
  g_assert_cmpint (listed_id (window, 0), ==, ids.tracked);
  gamao_history_window_set_search (window, "nobody");
  g_assert_cmpuint (n_listed (window), ==, 0);
  g_assert_cmpstr (adw_status_page_get_title (empty), ==, "No Matches Found");
  gamao_history_window_set_search (window, NULL);
  g_assert_cmpuint (n_listed (window), ==, 4);

  /* Typed: listed once the entry has waited for a pause. */
  gtk_editable_set_text (GTK_EDITABLE (child (window, "search_entry")), "BI");
  ui_test_wait_until (lists, &typed);
  gtk_editable_set_text (GTK_EDITABLE (child (window, "search_entry")), "");
  typed.n = 4;
  ui_test_wait_until (lists, &typed);

  /* The longest match first: the 7-point unfinished one; analysed
   * matches only: none yet. */
  gtk_drop_down_set_selected (child (window, "sort_dropdown"), 1);
  g_assert_cmpint (listed_id (window, 0), ==, ids.unfinished);
  gtk_drop_down_set_selected (child (window, "analysed_dropdown"), 1);
  g_assert_cmpuint (n_listed (window), ==, 0);
  gtk_drop_down_set_selected (child (window, "analysed_dropdown"), 0);
  g_assert_cmpuint (n_listed (window), ==, 4);
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
  g_assert_cmpuint (n_listed (window), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (listed_id (window, i), !=, ids.lost);
  gtk_widget_activate_action (GTK_WIDGET (window), "history.undelete", "x", ids.lost);
  g_assert_cmpuint (n_listed (window), ==, 4);
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
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  history_ui_fill (store, &ids);
  g_test_add_func ("/history-search/search", test_search);
  g_test_add_func ("/history-search/row-buttons", test_row_buttons);
  status = g_test_run ();
  g_clear_object (&store);
  store_test_remove_dir (dir);
  return status;
}
