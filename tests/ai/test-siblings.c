/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The plays of one roll evaluated from their parent's first-layer sums
 * (gamao_siblings_evaluate_after_play) against the full evaluation of
 * each (gamao_evaluate_after_play): every output within 1e-5, and the
 * same play chosen unless the two are within 1e-5 of each other. */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-eval.h"
#include "gamao-play-list.h"

#include <glib.h>
#include <math.h>
#include <string.h>

#define TOLERANCE 1e-5f

static GamaoEvaluator evaluator;

/* Compares every play of `board` and d1-d2; returns the index of the best
 * play by the full evaluation. Adds to the largest difference seen. */
static int
compare_plays (GamaoSiblings *siblings, GamaoPlayList *list, const GamaoBoard *board, int d1,
               int d2, float *largest, unsigned *compared)
{
  float best_full = -1e9f, best_delta = -1e9f, full_of_delta_best = 0.0f;
  int best = -1;

  gamao_play_list_generate (list, board, d1, d2);
  gamao_siblings_begin (siblings, &evaluator, board);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      const GamaoBoard *after = &list->plays[i].after;
      float full[GAMAO_N_OUTPUTS], delta[GAMAO_N_OUTPUTS];

      if (gamao_board_checkers_on_board (after, GAMAO_SIDE_ON_ROLL) == 0)
        continue;
      float e_full = gamao_evaluate_after_play (&evaluator, after, full);
      float e_delta = gamao_siblings_evaluate_after_play (siblings, after, delta);
      for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
        {
          float d = fabsf (full[k] - delta[k]);
          if (d > *largest)
            *largest = d;
          g_assert_cmpfloat (d, <=, TOLERANCE);
        }
      (*compared)++;
      if (e_full > best_full)
        best_full = e_full, best = (int) i;
      if (e_delta > best_delta)
        best_delta = e_delta, full_of_delta_best = e_full;
    }
  /* The play the siblings choose is the full evaluation's choice, or
   * within the tolerance of it. */
  if (best >= 0)
    g_assert_cmpfloat (best_full - full_of_delta_best, <=, TOLERANCE);
  return best;
}

static void
test_siblings_match_full (void)
{
  GamaoSiblings *siblings = g_new0 (GamaoSiblings, 1);
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  GamaoDice dice;
  float largest = 0.0f;
  unsigned compared = 0, positions = 0;

  /* Under memcheck (GAMAO_TEST_SLOW) each comparison is about 100x
   * slower: 2 games of the 20 keep every check (724 s -> about 70 s). */
  int games = g_getenv ("GAMAO_TEST_SLOW") ? 2 : 20;
  gamao_dice_init_seeded (&dice, 31);
  for (int game = 0; game < games; game++)
    {
      GamaoBoard board;
      gamao_board_init_start (&board);
      for (int ply = 0; ply < 400; ply++)
        {
          int roll[2];
          gamao_dice_roll (&dice, roll);
          /* Every roll of the position, so that the parent's sums serve
           * the plays of all 21 as in a rollout's variance reduction. */
          for (int d1 = 1; d1 <= 6; d1++)
            for (int d2 = d1; d2 <= 6; d2++)
              compare_plays (siblings, list, &board, d1, d2, &largest, &compared);
          positions++;
          int chosen = compare_plays (siblings, list, &board, roll[0], roll[1], &largest,
                                      &compared);
          if (chosen >= 0)
            board = list->plays[chosen].after;
          else if (list->n_plays)
            break; /* the mover has borne off its last checker */
          gamao_board_swap_sides (&board);
        }
    }
  g_test_message ("%u positions, %u plays compared, largest difference %.3g", positions,
                  compared, largest);
  g_assert_cmpuint (compared, >, 5000u * (unsigned) games);
  g_free (list);
  g_free (siblings);
}

/* A net with a deep layer, random inputs that differ in a few places. */
static void
test_net_base_deep (void)
{
  GamaoNet net;
  GamaoNetBase *base = g_new (GamaoNetBase, 1);
  GRand *rand = g_rand_new_with_seed (7);
  float parent[200], child[200];

  g_assert_true (gamao_net_init (&net, 200, 72, 3));
  g_assert_true (gamao_net_add_deep (&net, 16, 4));
  for (unsigned m = 0; m < GAMAO_N_OUTPUTS * 16; m++)
    net.deep_output_weights[m] = (float) g_rand_double_range (rand, -1.0, 1.0);
  for (int i = 0; i < 200; i++)
    parent[i] = g_rand_boolean (rand) ? 0.0f : (float) g_rand_double (rand);
  gamao_net_base_set (base, &net, parent);
  for (int trial = 0; trial < 200; trial++)
    {
      float full[GAMAO_N_OUTPUTS], delta[GAMAO_N_OUTPUTS];
      memcpy (child, parent, sizeof child);
      for (int k = 0; k < 12; k++)
        child[g_rand_int_range (rand, 0, 200)] = (float) g_rand_double (rand);
      gamao_net_evaluate (&net, child, NULL, full);
      gamao_net_evaluate_from_base (base, child, delta);
      for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
        g_assert_cmpfloat (fabsf (full[k] - delta[k]), <=, TOLERANCE);
    }
  g_rand_free (rand);
  g_free (base);
  gamao_net_clear (&net);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (gamao_evaluator_load (&evaluator, NULL), ==, GAMAO_WEIGHTS_OK);
  g_test_add_func ("/ai/siblings/match-full", test_siblings_match_full);
  g_test_add_func ("/ai/siblings/deep-layer", test_net_base_deep);
  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
