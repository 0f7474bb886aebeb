/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The two-sided bearoff database: exact where a hand count is possible,
 * consistent with its own recursion everywhere, used by the evaluator,
 * and a damaged file refused. */
#include "config.h"

#include "gamao-eval.h"
#include "gamao-play-list.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

static GamaoEvaluator evaluator;

static void
set_homes (GamaoBoard *board, unsigned me, unsigned them)
{
  gamao_board_clear (board);
  gamao_bearoff_home (me, board->checkers[GAMAO_SIDE_ON_ROLL]);
  gamao_bearoff_home (them, board->checkers[GAMAO_SIDE_OPPONENT]);
}

/* One checker a side: no play is ever a choice, so the one-sided
 * database is exact too, and the two must agree; one on the six point
 * against one on the ace wins only by bearing off at once: 27 rolls of 36. */
static void
test_single_checkers (void)
{
  GamaoBoard board;
  float one[GAMAO_N_OUTPUTS];

  g_assert_nonnull (evaluator.bearoff_two);
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][5] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][0] = 1;
  g_assert_true (gamao_bearoff_two_covers (&board));
  g_assert_cmpfloat_with_epsilon (gamao_bearoff_two_win (evaluator.bearoff_two, &board),
                                  27.0 / 36.0, 2e-5);
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 6; b++)
      {
        gamao_board_clear (&board);
        board.checkers[GAMAO_SIDE_ON_ROLL][a] = 1;
        board.checkers[GAMAO_SIDE_OPPONENT][b] = 1;
        gamao_bearoff_evaluate (evaluator.bearoff, &board, one);
        g_assert_cmpfloat_with_epsilon (gamao_bearoff_two_win (evaluator.bearoff_two, &board),
                                        one[GAMAO_OUT_WIN], 2e-5);
      }
}

/* Every stored chance is the average over the rolls of the best play's
 * chance, each read back from the database (a sample of the pairs). */
static void
test_recursion (void)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  GamaoBoard board, after;
  unsigned checked = 0;

  for (unsigned pair = 1; pair < GAMAO_BEAROFF_TWO_SIDE * GAMAO_BEAROFF_TWO_SIDE; pair += 97)
    {
      unsigned me = pair / GAMAO_BEAROFF_TWO_SIDE, them = pair % GAMAO_BEAROFF_TWO_SIDE;
      double expected = 0.0;

      if (me == 0 || them == 0)
        continue;
      set_homes (&board, me, them);
      for (int d1 = 1; d1 <= 6; d1++)
        for (int d2 = d1; d2 <= 6; d2++)
          {
            double best = 0.0;
            gamao_play_list_generate (list, &board, d1, d2);
            g_assert_cmpuint (list->n_plays, >, 0);
            for (unsigned p = 0; p < list->n_plays; p++)
              {
                after = list->plays[p].after;
                gamao_board_swap_sides (&after);
                double v = gamao_board_checkers_on_board (&after, GAMAO_SIDE_OPPONENT) == 0
                               ? 1.0
                               : 1.0 - gamao_bearoff_two_win (evaluator.bearoff_two, &after);
                best = MAX (best, v);
              }
            expected += (d1 == d2 ? 1.0 : 2.0) / 36.0 * best;
          }
      g_assert_cmpfloat_with_epsilon (gamao_bearoff_two_win (evaluator.bearoff_two, &board),
                                      expected, 1e-4);
      checked++;
    }
  g_test_message ("%u endings checked against their successors", checked);
  g_assert_cmpuint (checked, >, 8000);
}

/* The evaluator answers from it where it covers the position, with no
 * gammons, and leaves the rest (seven checkers, or one outside home) to
 * the one-sided database. */
static void
test_evaluator_uses_it (void)
{
  GamaoBoard board;
  float o[GAMAO_N_OUTPUTS];

  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 3;
  board.checkers[GAMAO_SIDE_ON_ROLL][4] = 2;
  board.checkers[GAMAO_SIDE_OPPONENT][1] = 2;
  board.checkers[GAMAO_SIDE_OPPONENT][5] = 3;
  gamao_evaluate (&evaluator, &board, o);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN], ==, gamao_bearoff_two_win (evaluator.bearoff_two, &board));
  for (int k = GAMAO_OUT_WIN_GAMMON; k < GAMAO_N_OUTPUTS; k++)
    g_assert_cmpfloat (o[k], ==, 0.0f);

  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 5; /* seven checkers */
  g_assert_false (gamao_bearoff_two_covers (&board));
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 3;
  board.checkers[GAMAO_SIDE_ON_ROLL][4] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][6] = 1; /* one on the seven point */
  g_assert_false (gamao_bearoff_two_covers (&board));
}

/* A file cut short, with a byte changed, or of another table is refused. */
static void
test_damaged_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gamao-bearoff-two-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, GAMAO_BEAROFF_TWO_FILE, NULL);
  g_autofree char *contents = NULL;
  GamaoBearoffTwo *db;
  gsize length;

  g_assert_true (gamao_bearoff_two_save (evaluator.bearoff_two, path));
  db = gamao_bearoff_two_load (path);
  g_assert_nonnull (db);
  gamao_bearoff_two_free (db);

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  contents[length / 2] ^= 0x40;
  g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
  g_assert_null (gamao_bearoff_two_load (path));
  contents[length / 2] ^= 0x40;
  g_assert_true (g_file_set_contents (path, contents, (gssize) length - 1, NULL));
  g_assert_null (gamao_bearoff_two_load (path));
  contents[5] = 'X';
  g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
  g_assert_null (gamao_bearoff_two_load (path));
  g_assert_null (gamao_bearoff_load (path));
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (gamao_evaluator_load (&evaluator, g_getenv ("GAMAO_WEIGHTS_DIR")) != GAMAO_WEIGHTS_OK)
    g_error ("cannot load the weights from GAMAO_WEIGHTS_DIR");
  g_test_add_func ("/ai/bearoff-two/single-checkers", test_single_checkers);
  g_test_add_func ("/ai/bearoff-two/recursion", test_recursion);
  g_test_add_func ("/ai/bearoff-two/evaluator-uses-it", test_evaluator_uses_it);
  g_test_add_func ("/ai/bearoff-two/damaged-file", test_damaged_file);
  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
