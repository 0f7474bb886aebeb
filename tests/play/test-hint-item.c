/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hint's plays as list items, without a display: a GListStore of
 * them keeps each play and its words, readable by property name. */
#include "config.h"

#include "gamao-hint-item.h"

#include <gio/gio.h>

static void
test_store (void)
{
  g_autoptr (GListStore) store = g_list_store_new (GAMAO_TYPE_HINT_ITEM);
  g_autoptr (GamaoHintItem) second = NULL;
  g_autofree char *title = NULL;
  GamaoPlay play = { 0 };
  guint index = 9;

  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("%u. 8/5 6/5", i + 1);
      g_autoptr (GamaoHintItem) item = NULL;

      play.n_steps = (uint8_t) (i + 1);
      item = gamao_hint_item_new (i, &play, name, "+0.100 points", "This game: win 50.0%");
      g_list_store_append (store, item);
    }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 3);
  second = g_list_model_get_item (G_LIST_MODEL (store), 1);
  g_object_get (second, "index", &index, "title", &title, NULL);
  g_assert_cmpuint (index, ==, 1);
  g_assert_cmpstr (title, ==, "2. 8/5 6/5");
  g_assert_cmpuint (gamao_hint_item_get_play (second)->n_steps, ==, 2);
  g_assert_cmpstr (gamao_hint_item_get_equity (second), ==, "+0.100 points");
  g_assert_cmpstr (gamao_hint_item_get_chances (second), ==, "This game: win 50.0%");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hint-item/store", test_store);
  return g_test_run ();
}
