/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The paged list of the history (GamaoMatchList): the same rows, in the
 * same order, as gamao_store_list(); a filter empties the list and
 * fills it again; a delete, an undo and a changed row touch their row
 * alone. */
#include "config.h"

#include "gamao-match-list.h"
#include "gamao-match-summary.h"
#include "store-test-util.h"

typedef struct
{
  guint position, removed, added;
  guint n_signals;
} Change;

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, Change *seen)
{
  seen->position = position;
  seen->removed = removed;
  seen->added = added;
  seen->n_signals++;
}

static gint64
id_at (GListModel *model, guint i)
{
  g_autoptr (GamaoMatchSummary) m = g_list_model_get_item (model, i);

  g_assert_nonnull (m);
  return gamao_match_summary_get_id (m);
}

/* 300 tracked matches (several pages), every third against Rui, every
 * fifth won by seat 0 (one game to its 1 point). */
static void
fill (GamaoStore *store)
{
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < 300; i++)
    {
      gint64 id = gamao_store_add_tracked_match (store, 1, "Ana", i % 3 ? "Bia" : "Rui",
                                                 GAMAO_RULE_CRAWFORD, &error);
      g_assert_no_error (error);
      if (i % 5 == 0)
        g_assert_true (gamao_store_add_tracked_game (store, id, 0, GAMAO_RESULT_SINGLE, 1,
                                                     &error));
      g_assert_no_error (error);
    }
}

static void
assert_same_as_store (GamaoStore *store, GListModel *model, const char *opponent,
                      GamaoStoreFilter filter)
{
  g_autoptr (GListStore) all = gamao_store_list (store, opponent, filter, NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (all));

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n);
  /* Backwards too: pages read out of order. */
  for (guint i = n; i-- > 0;)
    g_assert_cmpint (id_at (model, i), ==, id_at (G_LIST_MODEL (all), i));
  g_assert_null (g_list_model_get_item (model, n));
}

static void
test_paged (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  g_autoptr (GamaoMatchList) list = NULL;
  GListModel *model;
  Change seen = { 0 };
  gint64 gone;

  g_assert_no_error (error);
  fill (store);
  list = gamao_match_list_new (store);
  model = G_LIST_MODEL (list);
  g_signal_connect (list, "items-changed", G_CALLBACK (on_items_changed), &seen);
  assert_same_as_store (store, model, NULL, GAMAO_STORE_FILTER_ALL);

  /* A filter: the whole list emptied, then filled (see
   * gamao_paged_list_reload() for why not one change). */
  gamao_match_list_set_filter (list, "Rui", GAMAO_STORE_FILTER_ALL);
  g_assert_cmpuint (seen.n_signals, ==, 2);
  g_assert_cmpuint (seen.position, ==, 0);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 100);
  assert_same_as_store (store, model, "Rui", GAMAO_STORE_FILTER_ALL);
  gamao_match_list_set_filter (list, "Rui", GAMAO_STORE_FILTER_ALL);
  g_assert_cmpuint (seen.n_signals, ==, 2);
  gamao_match_list_set_filter (list, NULL, GAMAO_STORE_FILTER_WON);
  assert_same_as_store (store, model, NULL, GAMAO_STORE_FILTER_WON);
  gamao_match_list_set_filter (list, NULL, GAMAO_STORE_FILTER_ALL);

  /* A delete deep in the list: its row only; the undo brings it back. */
  gone = id_at (model, 170);
  seen.n_signals = 0;
  g_assert_true (gamao_match_list_delete (list, gone, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (seen.n_signals, ==, 1);
  g_assert_cmpuint (seen.position, ==, 170);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 0);
  assert_same_as_store (store, model, NULL, GAMAO_STORE_FILTER_ALL);
  g_assert_true (gamao_match_list_undelete (list, gone, &error));
  g_assert_cmpuint (seen.position, ==, 170);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_cmpint (id_at (model, 170), ==, gone);

  /* Two deletes, then the undo of each: the last one's place is
   * remembered, the first one's asked of the store; each comes back
   * where it was. */
  gint64 first = id_at (model, 30), second = id_at (model, 20);
  g_assert_true (gamao_match_list_delete (list, first, &error));
  g_assert_true (gamao_match_list_delete (list, second, &error));
  g_assert_true (gamao_match_list_undelete (list, first, &error));
  g_assert_cmpuint (seen.position, ==, 29);
  g_assert_true (gamao_match_list_undelete (list, second, &error));
  g_assert_cmpuint (seen.position, ==, 20);
  g_assert_no_error (error);
  assert_same_as_store (store, model, NULL, GAMAO_STORE_FILTER_ALL);

  /* A match analysed (or otherwise changed): its row is read again. */
  gamao_match_list_row_changed (list, id_at (model, 65));
  g_assert_cmpuint (seen.position, ==, 65);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 1);
  /* A match the filter hides changes nothing. */
  g_autoptr (GListStore) bia = gamao_store_list (store, "Bia", GAMAO_STORE_FILTER_ALL, NULL);
  gamao_match_list_set_filter (list, "Rui", GAMAO_STORE_FILTER_ALL);
  seen.n_signals = 0;
  gamao_match_list_row_changed (list, id_at (G_LIST_MODEL (bia), 0));
  g_assert_cmpuint (seen.n_signals, ==, 0);
  g_clear_object (&list);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-list/paged", test_paged);
  return g_test_run ();
}
