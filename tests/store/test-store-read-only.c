/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A history opened read-only (the tests run as root, who may write any
 * file, so SQLITE_OPEN_READONLY stands for a read-only file or folder):
 * listing, loading and export work, every write fails and nothing that
 * was saved is lost. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-store.h"
#include "store-test-util.h"

static void
test_read_only (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
  g_autoptr (GListStore) listed = NULL;
  g_autofree char *exported = NULL;
  gint64 id;

  g_assert_no_error (error);
  g_assert_true (gamao_match_roll_dice (match, 3, 1, &error));
  id = gamao_store_add_match (store, gamao_match_get_record (match), NULL,
                              GAMAO_STORE_ORIGIN_PLAYED, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (gamao_store_is_read_only (store));
  g_clear_object (&store);

  store = gamao_store_open_read_only (path, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_store_is_read_only (store));
  listed = gamao_store_list (store, NULL, GAMAO_STORE_FILTER_ALL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (listed)), ==, 1);
  g_assert_cmpint (gamao_store_count_listed (store, NULL, GAMAO_STORE_FILTER_ALL, NULL), ==, 1);
  GamaoMatchRecord *record = gamao_store_load (store, id, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_record_equal (record, gamao_match_get_record (match)));
  gamao_match_record_unref (record);
  exported = gamao_store_export (store, id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (exported);

  /* Writing fails, with SQLite's words, and changes nothing. */
  g_assert_cmpint (gamao_store_add_match (store, gamao_match_get_record (match), NULL,
                                          GAMAO_STORE_ORIGIN_PLAYED, NULL, &error), ==, 0);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  g_assert_false (gamao_store_delete (store, id, &error));
  g_clear_error (&error);
  g_clear_object (&store);
  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gamao_store_count_listed (store, NULL, GAMAO_STORE_FILTER_ALL, NULL), ==, 1);
  g_clear_object (&store);

  /* No history there: nothing to read, and nothing is made. */
  g_autofree char *none = g_build_filename (dir, "none.db", NULL);
  g_assert_null (gamao_store_open_read_only (none, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  store_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store-read-only/read-only", test_read_only);
  return g_test_run ();
}
