/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Positions kept by name (issue 28): the editor's Save Position… asks
 * a name (Save offered only for one the store takes) and a note, and
 * keeps the position; the Kept Positions list, from the editor and from
 * the main menu, opens one in the editor (one undo step), edits its
 * name and note, and deletes it; an editor without a history offers
 * neither. */
#include "config.h"

#include "gamao-history-session.h"
#include "gamao-position-editor.h"
#include "gamao-position-name-dialog.h"
#include "gamao-positions-window.h"
#include "gamao-store-positions.h"
#include "gamao-window.h"
#include "ui-test-util.h"
#include "widget-finder.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <glib/gstdio.h>
#include <string.h>

#define RACE "XGID=-BBCCCB------------bcccbb-:0:0:1:00:0:0:0:0:10"

static gboolean
is_entry (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_ENTRY (widget);
}

static gboolean
is_text_view (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_TEXT_VIEW (widget);
}

static GamaoStore *
open_store (char **dir)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  GamaoStore *store;

  *dir = g_dir_make_tmp ("gamao-kept-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, "history.db", NULL);
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  return store;
}

static void
remove_store (GamaoStore *store, char *dir)
{
  g_autoptr (GDir) files = g_dir_open (dir, 0, NULL);
  const char *name;

  g_object_unref (store);
  while (files && (name = g_dir_read_name (files)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
  g_free (dir);
}

/* The name dialog now on screen, its name typed and its note set. */
static GamaoPositionNameDialog *
fill_name_dialog (const char *name, const char *note)
{
  GamaoPositionNameDialog *dialog = GAMAO_POSITION_NAME_DIALOG (
      widget_finder_toplevel (GAMAO_TYPE_POSITION_NAME_DIALOG, TRUE));
  GtkWidget *entry = widget_finder_find (GTK_WIDGET (dialog), is_entry, NULL);
  GtkWidget *text = widget_finder_find (GTK_WIDGET (dialog), is_text_view, NULL);

  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "   ");
  /* Blanks are no name: the store's rule, asked before offering Save. */
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "save"));
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "save"));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text)), note, -1);
  return dialog;
}

/* With GAMAO_SCREENSHOT_DIR set, `widget`'s window drawn into NAME.png. */
static void
maybe_screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("GAMAO_SCREENSHOT_DIR");
  g_autofree char *path = NULL;

  if (!dir)
    return;
  ui_test_wait_ms (1500);
  path = g_strdup_printf ("%s/%s.png", dir, name);
  ui_test_save_png (widget, path);
}

/* A response as its button gives it: answered, then closed. */
static void
respond (GtkWindow *dialog, const char *response)
{
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_close (dialog);
}

static char *
editor_xgid (GamaoPositionEditor *editor)
{
  char xgid[GAMAO_XGID_MAX];

  gamao_setup_position_xgid (gamao_position_setup_get (gamao_position_editor_get_setup (editor)),
                             xgid);
  return g_strdup (xgid);
}

static void
test_save_open_edit_delete (void)
{
  char *dir;
  GamaoStore *store = open_store (&dir);
  GamaoPositionEditor *editor = gamao_position_editor_new (NULL);
  g_autoptr (GError) error = NULL;

  gamao_position_editor_set_store (editor, store);
  gtk_window_present (GTK_WINDOW (editor));
  g_assert_true (gamao_position_editor_open_xgid (editor, RACE));
  g_autofree char *race = editor_xgid (editor);

  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL);
  GamaoPositionNameDialog *dialog = fill_name_dialog ("Bear-in race", "Count it first.");
  maybe_screenshot (GTK_WIDGET (dialog), "kept-save-dialog");
  respond (GTK_WINDOW (dialog), "save");
  g_assert_cmpint (gamao_store_positions_count (store, &error), ==, 1);
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (editor), "Bear-in race"));

  /* Another position on the board; the list opens the kept one. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.positions", NULL);
  GamaoPositionsWindow *list = GAMAO_POSITIONS_WINDOW (
      widget_finder_toplevel (GAMAO_TYPE_POSITIONS_WINDOW, TRUE));
  g_assert_nonnull (list);
  GListModel *model = gamao_positions_window_get_model (list);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1);
  g_autoptr (GamaoNamedPosition) row = g_list_model_get_item (model, 0);
  const GamaoNamedPositionData *d = gamao_named_position_get_data (row);
  g_assert_cmpstr (d->name, ==, "Bear-in race");
  g_assert_cmpstr (d->note, ==, "Count it first.");
  g_assert_cmpstr (d->xgid, ==, race);
  maybe_screenshot (GTK_WIDGET (list), "kept-list");
  gamao_position_editor_click_slot (editor, 0, 0, FALSE);
  g_autofree char *changed = editor_xgid (editor);
  g_assert_cmpstr (changed, !=, race);
  gtk_widget_activate_action (GTK_WIDGET (list), "positions.open", "x", d->id);
  g_autofree char *opened = editor_xgid (editor);
  g_assert_cmpstr (opened, ==, race);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL);
  g_autofree char *undone = editor_xgid (editor);
  g_assert_cmpstr (undone, ==, changed);

  /* Its name and note edited from the list. */
  gtk_widget_activate_action (GTK_WIDGET (list), "positions.edit", "x", d->id);
  dialog = fill_name_dialog ("Race", "");
  respond (GTK_WINDOW (dialog), "save");
  g_autoptr (GamaoNamedPosition) renamed = gamao_store_get_position (store, d->id, &error);
  g_assert_cmpstr (gamao_named_position_get_data (renamed)->name, ==, "Race");
  g_assert_cmpstr (gamao_named_position_get_data (renamed)->note, ==, "");

  /* Deleted after asking: the list says there is none. */
  gtk_widget_activate_action (GTK_WIDGET (list), "positions.delete", "x", d->id);
  GtkWindow *ask = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (item) && !GAMAO_IS_POSITION_NAME_DIALOG (item)
          && gtk_widget_get_visible (GTK_WIDGET (item)))
        ask = GTK_WINDOW (item);
    }
  g_assert_nonnull (ask);
  respond (ask, "delete");
  g_assert_cmpint (gamao_store_positions_count (store, &error), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (list), _("No Positions Kept")));

  gtk_window_destroy (GTK_WINDOW (list));
  gtk_window_destroy (GTK_WINDOW (editor));
  remove_store (store, dir);
}

/* Without a history the editor offers neither Save nor the list. */
static void
test_no_store (void)
{
  GamaoPositionEditor *editor = gamao_position_editor_new (NULL);

  gtk_window_present (GTK_WINDOW (editor));
  g_assert_null (widget_finder_shown_action_button (GTK_WIDGET (editor), "editor.save")
                     && gtk_widget_get_sensitive (
                         widget_finder_shown_action_button (GTK_WIDGET (editor), "editor.save"))
                 ? editor
                 : NULL);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.positions", NULL);
  g_assert_null (widget_finder_toplevel (GAMAO_TYPE_POSITION_NAME_DIALOG, TRUE));
  g_assert_null (widget_finder_toplevel (GAMAO_TYPE_POSITIONS_WINDOW, TRUE));
  gtk_window_destroy (GTK_WINDOW (editor));
}

/* The main menu's Kept Positions opens the list over the window, on the
 * window's history. */
static void
test_from_window (void)
{
  char *dir;
  GamaoStore *store = open_store (&dir);
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GamaoHistorySession) history = gamao_history_session_new (path);
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (gamao_store_save_position (store, "Race", NULL, RACE, 1, &error), >, 0);
  gamao_window_set_history (window, history);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.positions", NULL);
  GamaoPositionsWindow *list = GAMAO_POSITIONS_WINDOW (
      widget_finder_toplevel (GAMAO_TYPE_POSITIONS_WINDOW, TRUE));
  g_assert_nonnull (list);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (list)) == GTK_WINDOW (window));
  /* Opened: in an editor of its own, over the window. */
  g_autoptr (GamaoNamedPosition) row
      = g_list_model_get_item (gamao_positions_window_get_model (list), 0);
  gtk_widget_activate_action (GTK_WIDGET (list), "positions.open", "x",
                              gamao_named_position_get_data (row)->id);
  GamaoPositionEditor *editor = GAMAO_POSITION_EDITOR (
      widget_finder_toplevel (GAMAO_TYPE_POSITION_EDITOR, TRUE));
  g_assert_nonnull (editor);
  g_autofree char *opened = editor_xgid (editor);
  g_assert_cmpstr (opened, ==, RACE);
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (list));
  gtk_window_destroy (GTK_WINDOW (window));
  remove_store (store, dir);
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");

  /* Screenshots in another language: LANGUAGE, with the build's
   * translations. */
  if (localedir)
    {
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/kept-positions/save-open-edit-delete", test_save_open_edit_delete);
  g_test_add_func ("/kept-positions/no-store", test_no_store);
  g_test_add_func ("/kept-positions/from-window", test_from_window);
  return g_test_run ();
}
