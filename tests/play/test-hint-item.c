/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hint's plays as list items, without a display: a GListStore of
 * them keeps each play and its figures, readable by property name, and
 * the words for those figures are written here in one place. */
#include "config.h"

#include "gamao-hint-item.h"

#include <gio/gio.h>
#include <string.h>

static const float outputs[GAMAO_N_OUTPUTS] = {
  [GAMAO_OUT_WIN] = 0.542f, [GAMAO_OUT_WIN_GAMMON] = 0.12f, [GAMAO_OUT_LOSE_GAMMON] = 0.081f,
};

static void
test_store (void)
{
  g_autoptr (GListStore) store = g_list_store_new (GAMAO_TYPE_HINT_ITEM);
  g_autoptr (GamaoHintItem) second = NULL;
  g_autofree char *notation = NULL;
  GamaoPlay play = { 0 };
  guint index = 9;
  double equity = 0.0, win = 0.0, mwc = 0.0;
  guint plies = 0;

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (GamaoHintItem) item = NULL;

      play.n_steps = (uint8_t) (i + 1);
      item = gamao_hint_item_new (i, &play, "8/5 6/5", 0.1 - 0.05 * i, -1.0, 0.1, -1.0, 2,
                                  outputs);
      g_list_store_append (store, item);
    }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 3);
  second = g_list_model_get_item (G_LIST_MODEL (store), 1);
  g_object_get (second, "index", &index, "notation", &notation, "equity", &equity, "win", &win,
                "mwc", &mwc, "plies", &plies, NULL);
  g_assert_cmpuint (index, ==, 1);
  g_assert_cmpstr (notation, ==, "8/5 6/5");
  g_assert_cmpfloat_with_epsilon (equity, 0.05, 1e-9);
  g_assert_cmpfloat_with_epsilon (win, 0.542, 1e-6);
  g_assert_cmpfloat (mwc, <, 0.0);
  g_assert_cmpuint (plies, ==, 2);
  g_assert_cmpuint (gamao_hint_item_get_play (second)->n_steps, ==, 2);
}

#define MINUS "\u2212"

/* The best play says what it is worth, as equity normalised to a 1-point
 * cube and at a match the match winning chance; the others also how much
 * less; the chances say the depth. */
static void
test_words (void)
{
  GamaoPlay play = { 0 };
  g_autoptr (GamaoHintItem) best
    = gamao_hint_item_new (0, &play, "8/5 6/5", 0.123, -1.0, 0.123, -1.0, 2, outputs);
  g_autoptr (GamaoHintItem) worse
    = gamao_hint_item_new (2, &play, "13/10 6/5", 0.08, -1.0, 0.123, -1.0, 0, outputs);
  g_autoptr (GamaoHintItem) match_best
    = gamao_hint_item_new (0, &play, "8/5 6/5", 0.084, 0.542, 0.084, 0.542, 2, outputs);
  g_autoptr (GamaoHintItem) match_worse
    = gamao_hint_item_new (1, &play, "24/21", 0.0, 0.53, 0.084, 0.542, 2, outputs);
  /* Equal to the best within the rounding: no "-0.0". */
  g_autoptr (GamaoHintItem) match_tie
    = gamao_hint_item_new (1, &play, "24/21", 0.0839, 0.54196, 0.084, 0.542, 2, outputs);
  g_autofree char *title = gamao_hint_item_dup_title (worse);
  g_autofree char *money = gamao_hint_item_dup_equity_text (best);
  g_autofree char *money_less = gamao_hint_item_dup_equity_text (worse);
  g_autofree char *match = gamao_hint_item_dup_equity_text (match_best);
  g_autofree char *match_less = gamao_hint_item_dup_equity_text (match_worse);
  g_autofree char *tie = gamao_hint_item_dup_equity_text (match_tie);
  g_autofree char *chances = gamao_hint_item_dup_chances_text (best);
  g_autofree char *shallow = gamao_hint_item_dup_chances_text (worse);
  g_autofree char *position = gamao_hint_chances_text (outputs);

  g_assert_cmpstr (title, ==, "3. 13/10 6/5");
  g_assert_cmpstr (money, ==, "equity +0.123");
  g_assert_cmpstr (money_less, ==, "equity +0.080 (" MINUS "0.043)");
  g_assert_cmpstr (match, ==, "equity +0.084 · match 54.2%");
  g_assert_cmpstr (match_less, ==, "equity 0.000 · match 53.0% (" MINUS "0.084 · " MINUS "1.2%)");
  g_assert_cmpstr (tie, ==, "equity +0.084 · match 54.2% (0.000 · 0.0%)");
  g_assert_null (strstr (tie, "-"));
  g_assert_cmpstr (chances, ==,
                   "This game: win 54.2% (gammon 12.0%), lose a gammon 8.1% · 2\u2011ply");
  g_assert_cmpstr (shallow, ==,
                   "This game: win 54.2% (gammon 12.0%), lose a gammon 8.1% · 0\u2011ply");
  g_assert_cmpstr (position, ==, "This game: win 54.2% (gammon 12.0%), lose a gammon 8.1%");
}

/* The cube advice's three values, with the app's one unit. */
static void
test_cube_words (void)
{
  g_autofree char *money = gamao_hint_cube_value_text (-0.181, -1.0);
  g_autofree char *match = gamao_hint_cube_value_text (0.084, 0.542);

  g_assert_cmpstr (money, ==, "equity " MINUS "0.181");
  g_assert_cmpstr (match, ==, "equity +0.084 · match 54.2%");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hint-item/store", test_store);
  g_test_add_func ("/hint-item/words", test_words);
  g_test_add_func ("/hint-item/cube-words", test_cube_words);
  return g_test_run ();
}
