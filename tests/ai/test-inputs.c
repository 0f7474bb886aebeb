/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the second and third contact input layouts and the position
 * classes on positions whose features can be worked out by hand, and of
 * the quick roll counts against the legal plays of random games. */
#include "config.h"

#include "ai-test-boards.h"
#include "gamao-inputs.h"
#include "gamao-play-list.h"
#include "gamao-position-id.h"

#include <glib.h>
#include <stdlib.h>

/* Indices of the extra features of one side (see gamao-inputs-extra.c). */
enum
{
  PIPS_LOST = 0,
  CONTAINMENT,
  MOBILITY,
  TIMING,
  SPARES,
  BACKBONE,
  DEEPEST_ANCHOR,
  GOLDEN_ANCHOR,
  DANCE,
  OUTER,
  BACK_GAME,
  PIP_LEAD,
  BURIED,
  CRASHED,
};

/* Indices of the third layout's features of one side (see
 * gamao-inputs-third.c). */
enum
{
  DOUBLE_HIT = 0,
  POINTING,
  ENTERING_FAILS,
  MEAN_ESCAPES,
  BREAK_CONTACT,
  FREE_PIPS,
};

static const float *
third (const float *inputs, GamaoSide side)
{
  return inputs + GAMAO_CONTACT2_INPUTS
         + (side == GAMAO_SIDE_ON_ROLL ? 0 : GAMAO_CONTACT_THIRD_SIDE_INPUTS);
}

static const float *
extra (const float *inputs, GamaoSide side)
{
  return inputs + GAMAO_CONTACT_INPUTS
         + (side == GAMAO_SIDE_ON_ROLL ? 0 : GAMAO_CONTACT_EXTRA_SIDE_INPUTS);
}

static void
test_pips_lost (void)
{
  GamaoBoard board;
  float in[GAMAO_CONTACT2_INPUTS];

  /* Our blot on our 20 point is their 5 point: their checker on their 8
   * hits it with a 3 (or 2-1, 1-1) and those on their 6 with a 1; 20 of
   * the 36 rolls contain a 1 or a 3 and every other way needs one. A hit
   * costs us 5 pips. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][19] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][5] = 14;
  board.checkers[GAMAO_SIDE_OPPONENT][7] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][5] = 14;
  g_assert_cmpint (gamao_board_validate (&board), ==, GAMAO_BOARD_OK);
  gamao_inputs_contact2 (&board, in);
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_ON_ROLL)[PIPS_LOST], 20.0 / 36.0 * 5.0 / 24.0, 1e-5);
  /* They have no blot in reach of ours... their blot on their 8 is our
   * 17: our blot on 20 hits it with a 3 as well. */
  g_assert_cmpfloat (extra (in, GAMAO_SIDE_OPPONENT)[PIPS_LOST], >, 0.0);
  /* The first 218 inputs are the first layout, unchanged. */
  float first[GAMAO_CONTACT_INPUTS];
  gamao_inputs_contact (&board, first);
  g_assert_cmpmem (first, sizeof first, in, sizeof first);
}

static void
test_closed_out (void)
{
  GamaoBoard board;
  float in[GAMAO_CONTACT2_INPUTS];

  ai_test_closed_out (&board);
  gamao_inputs_contact2 (&board, in);
  /* A checker of theirs on the bar cannot come in at all. */
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_OPPONENT)[DANCE], 1.0, 1e-6);
  /* They hold three of their home points: one of ours on the bar would
   * stay there a quarter of the time. */
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_ON_ROLL)[DANCE], 0.25, 1e-6);
  /* Nobody has a blot we could lose pips on; they have no blots either. */
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_ON_ROLL)[PIPS_LOST], 0.0, 1e-6);
  /* Their bar checker is 19 pips from home: their timing. */
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_OPPONENT)[TIMING], 0.19, 1e-6);
  /* Our spare checker on the 8 point: 3 - 2. */
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_ON_ROLL)[SPARES], 0.1, 1e-6);
  g_assert_false (gamao_board_is_crashed (&board));
}

static void
test_won_race (void)
{
  GamaoBoard board;
  float in[GAMAO_CONTACT2_INPUTS];

  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 2;
  board.checkers[GAMAO_SIDE_ON_ROLL][1] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][7] = 8;
  board.checkers[GAMAO_SIDE_OPPONENT][8] = 7;
  g_assert_cmpint (gamao_position_kind (&board), ==, GAMAO_CLASS_RACE);
  g_assert_false (gamao_board_is_crashed (&board));
  gamao_inputs_contact2 (&board, in);
  /* Our blot on the 2 point is behind every checker of theirs. */
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_ON_ROLL)[PIPS_LOST], 0.0, 1e-6);
  /* Far ahead in the race. */
  g_assert_cmpfloat (extra (in, GAMAO_SIDE_ON_ROLL)[PIP_LEAD], <, -0.9);
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_ON_ROLL)[MOBILITY], 18.0 / 90.0, 1e-6);
}

static void
crashed (GamaoBoard *board)
{
  /* Ten of our checkers buried on our 1 and 2 points, four more at
   * home, one back on their ace point; they hold an anchor in our home
   * and have the rest spread around: contact, and our board has crashed. */
  gamao_board_clear (board);
  board->checkers[GAMAO_SIDE_ON_ROLL][0] = 6;
  board->checkers[GAMAO_SIDE_ON_ROLL][1] = 4;
  board->checkers[GAMAO_SIDE_ON_ROLL][2] = 2;
  board->checkers[GAMAO_SIDE_ON_ROLL][4] = 2;
  board->checkers[GAMAO_SIDE_ON_ROLL][23] = 1;
  board->checkers[GAMAO_SIDE_OPPONENT][20] = 2;   /* our 4 point */
  board->checkers[GAMAO_SIDE_OPPONENT][5] = 5;
  board->checkers[GAMAO_SIDE_OPPONENT][4] = 4;
  board->checkers[GAMAO_SIDE_OPPONENT][7] = 4;
}

static void
test_crashed (void)
{
  GamaoBoard board;
  float in[GAMAO_CONTACT2_INPUTS];

  crashed (&board);
  g_assert_cmpint (gamao_board_validate (&board), ==, GAMAO_BOARD_OK);
  g_assert_cmpint (gamao_position_kind (&board), ==, GAMAO_CLASS_CONTACT);
  g_assert_true (gamao_board_is_crashed (&board));
  gamao_inputs_contact2 (&board, in);
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_ON_ROLL)[CRASHED], 1.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_OPPONENT)[CRASHED], 0.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_ON_ROLL)[BURIED], 10.0 / 15.0, 1e-6);
  /* Their anchor on our 4 point is their 21 point: a golden anchor, and
   * their deepest one. */
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_OPPONENT)[GOLDEN_ANCHOR], 1.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (extra (in, GAMAO_SIDE_OPPONENT)[DEEPEST_ANCHOR], 3.0 / 6.0, 1e-6);
  g_assert_false (gamao_board_is_back_game (&board, GAMAO_SIDE_OPPONENT));

  /* The same side seen from the other chair is still crashed. */
  gamao_board_swap_sides (&board);
  g_assert_true (gamao_board_is_crashed (&board));
}

static void
test_back_game (void)
{
  GamaoBoard board;

  /* Two anchors deep in our home, and 60 or more pips behind. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][1] = 3;
  board.checkers[GAMAO_SIDE_ON_ROLL][3] = 3;
  board.checkers[GAMAO_SIDE_ON_ROLL][4] = 3;
  board.checkers[GAMAO_SIDE_ON_ROLL][5] = 3;
  board.checkers[GAMAO_SIDE_ON_ROLL][6] = 3;
  board.checkers[GAMAO_SIDE_OPPONENT][23] = 2; /* our 1 point */
  board.checkers[GAMAO_SIDE_OPPONENT][21] = 2; /* our 3 point */
  board.checkers[GAMAO_SIDE_OPPONENT][12] = 5;
  board.checkers[GAMAO_SIDE_OPPONENT][7] = 3;
  board.checkers[GAMAO_SIDE_OPPONENT][5] = 3;
  g_assert_cmpint (gamao_board_validate (&board), ==, GAMAO_BOARD_OK);
  g_assert_true (gamao_board_is_back_game (&board, GAMAO_SIDE_OPPONENT));
  g_assert_false (gamao_board_is_back_game (&board, GAMAO_SIDE_ON_ROLL));
}

static void
test_escapes (void)
{
  GamaoBoard board;

  /* Our checker on their ace point (our 24) and one point of theirs six
   * pips in front: 6s and 3-3, 2-2 and 1-1 stay; every other roll of
   * seven or more pips gets past: 9 non-doubles and 4-4, 5-5. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][23] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 14;
  board.checkers[GAMAO_SIDE_OPPONENT][6] = 2;   /* our 18 point */
  board.checkers[GAMAO_SIDE_OPPONENT][15] = 13; /* our 9 point, out of the way */
  g_assert_cmpint (gamao_board_validate (&board), ==, GAMAO_BOARD_OK);
  g_assert_cmpuint (gamao_escaping_rolls (&board, 24), ==, 20);
  /* Behind a full prime (our 13 to 18 points) nothing escapes. */
  for (int i = 1; i <= 5; i++)
    board.checkers[GAMAO_SIDE_OPPONENT][6 + i] = 2;
  board.checkers[GAMAO_SIDE_OPPONENT][15] = 3;
  g_assert_cmpuint (gamao_escaping_rolls (&board, 24), ==, 0);
  /* Nothing in front: every roll. */
  g_assert_cmpuint (gamao_escaping_rolls (&board, 5), ==, 36);
}

/* The rolls of 36 with which the side on roll can make a legal play
 * that hits: the count gamao_hitting_rolls() must give. */
static unsigned
hitting_rolls_by_plays (const GamaoBoard *board, GamaoPlayList *list)
{
  unsigned count = 0;

  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        bool hits = false;
        gamao_play_list_generate (list, board, d1, d2);
        for (unsigned i = 0; i < list->n_plays && !hits; i++)
          for (unsigned k = 0; k < list->plays[i].n_steps; k++)
            hits |= list->plays[i].steps[k].hit;
        count += hits ? (d1 == d2 ? 1u : 2u) : 0u;
      }
  return count;
}

/* With two checkers on the bar a roll hits when either die enters on a
 * blot, whether or not the other die enters: t+xoEAC3zYABYA, where every
 * roll with a 3 hits on the 22-point (11 rolls; the count said 3). */
static void
test_hitting_from_the_bar (void)
{
  GamaoPlayList *list = malloc (sizeof *list);
  GamaoBoard board;

  g_assert_cmpint (gamao_position_id_decode ("t+xoEAC3zYABYA", &board, NULL), ==, GAMAO_ID_OK);
  g_assert_cmpuint (board.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR], ==, 2);
  g_assert_cmpuint (hitting_rolls_by_plays (&board, list), ==, 11);
  g_assert_cmpuint (gamao_hitting_rolls (&board), ==, 11);
  free (list);
}

/* Against the legal plays over positions of random games, checkers on
 * the bar included: never fewer, and nearly always the same. */
static void
test_hitting_matches_plays (void)
{
  GamaoPlayList *list = malloc (sizeof *list);
  g_autoptr (GRand) rand = g_rand_new_with_seed (12);
  unsigned checked = 0, with_bar = 0, exact = 0;

  for (int game = 0; game < 60; game++)
    {
      GamaoBoard board;
      gamao_board_init_start (&board);
      for (int turn = 0; turn < 80 && gamao_board_has_contact (&board); turn++)
        {
          unsigned expected = hitting_rolls_by_plays (&board, list);
          unsigned counted = gamao_hitting_rolls (&board);
          /* The count leaves out the rule that a play uses both dice when
           * it can (a hit that leaves the other die unplayable is not
           * legal when another order plays both): it may say more, never
           * fewer. */
          if (counted < expected)
            {
              char id[GAMAO_POSITION_ID_LEN + 1];
              gamao_position_id_encode (&board, id);
              g_test_message ("%s: %u rolls hit, the count says %u", id, expected, counted);
            }
          g_assert_cmpuint (counted, >=, expected);
          exact += counted == expected;
          checked++;
          with_bar += board.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] > 0;
          gamao_play_list_generate (list, &board, g_rand_int_range (rand, 1, 7),
                                    g_rand_int_range (rand, 1, 7));
          if (list->n_plays)
            board = list->plays[g_rand_int_range (rand, 0, (gint32) list->n_plays)].after;
          gamao_board_swap_sides (&board);
        }
    }
  g_test_message ("%u positions, %u with checkers on the bar, %u counted exactly", checked,
                  with_bar, exact);
  g_assert_cmpuint (exact, >, checked * 9 / 10);
  g_assert_cmpuint (with_bar, >, 20);
  free (list);
}

/* The closed-out position of test_closed_out() in the third layout. */
static void
test_third_closed_out (void)
{
  GamaoBoard board;
  float in[GAMAO_CONTACT3_INPUTS], second[GAMAO_CONTACT2_INPUTS];

  ai_test_closed_out (&board);
  gamao_inputs_contact3 (&board, in);
  /* The second layout comes first, unchanged. */
  gamao_inputs_contact2 (&board, second);
  g_assert_cmpmem (second, sizeof second, in, sizeof second);
  /* Their checker on the bar never comes in; we have none there. */
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_OPPONENT)[ENTERING_FAILS], 1.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_ON_ROLL)[ENTERING_FAILS], 0.0, 1e-6);
  /* Nor does it escape; we have nothing back to escape with. */
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_OPPONENT)[MEAN_ESCAPES], 0.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_ON_ROLL)[MEAN_ESCAPES], 1.0, 1e-6);
  /* Every checker of ours is in front of their bar checker: 2 x (1 + ...
   * + 6) + 3 x 8 = 66 pips. Their bar checker must pass our 8 point,
   * their 17: 25 - 17 = 8 pips. */
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_ON_ROLL)[BREAK_CONTACT], 0.66, 1e-6);
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_OPPONENT)[BREAK_CONTACT], 0.08, 1e-6);
  /* Our free pips: only the 8 point's checkers may move, 3 x 7. Theirs:
   * 24 from the bar, the spares of their 6, 5 and 4 points (3 x 5,
   * 3 x 4, 2 x 3). */
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_ON_ROLL)[FREE_PIPS], 0.21, 1e-6);
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_OPPONENT)[FREE_PIPS], 0.57, 1e-6);
  /* Our only point to make is the bar point, with 1-1 from the 8; on
   * the bar, they make none. */
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_ON_ROLL)[POINTING], 1.0 / 36.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_OPPONENT)[POINTING], 0.0, 1e-6);
}

static void
test_third_by_hand (void)
{
  GamaoBoard board;
  float in[GAMAO_CONTACT3_INPUTS];

  /* Our blots on our 20 and 18 points are their 5 and 7; their checkers
   * on their 8 and 6 hit both with 2-1 (8/7*\/5*) and 1-1 (6/5* 8/7*),
   * not with 3-1 (the 3 and the 1 to their 7 both need the one checker
   * on their 8). */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][19] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][17] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][5] = 13;
  board.checkers[GAMAO_SIDE_OPPONENT][7] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][5] = 14;
  g_assert_cmpint (gamao_board_validate (&board), ==, GAMAO_BOARD_OK);
  gamao_inputs_contact3 (&board, in);
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_ON_ROLL)[DOUBLE_HIT], 3.0 / 36.0, 1e-6);
  /* They have a single blot: never two. */
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_OPPONENT)[DOUBLE_HIT], 0.0, 1e-6);

  /* Our blot on the 5 point, a checker on the 8, the rest on their ace
   * point; they are all on ours. The blot is covered by every 3 (11
   * rolls), 2-1 and 1-1; 4-1 makes the 4 point and 5-2 the 3 point with
   * the blot and the 8: 18 rolls. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][4] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][7] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][23] = 13;
  board.checkers[GAMAO_SIDE_OPPONENT][23] = 15;
  g_assert_cmpint (gamao_board_validate (&board), ==, GAMAO_BOARD_OK);
  gamao_inputs_contact3 (&board, in);
  g_assert_cmpfloat_with_epsilon (third (in, GAMAO_SIDE_ON_ROLL)[POINTING], 18.0 / 36.0, 1e-6);
}

/* Whether `play` leaves the side that played a point in 1..7 it did not
 * hold on `before`. */
static bool
makes_new_point (const GamaoBoard *before, const GamaoPlay *play)
{
  for (int i = 0; i < 7; i++)
    if (before->checkers[GAMAO_SIDE_ON_ROLL][i] < 2 && play->after.checkers[GAMAO_SIDE_ON_ROLL][i] >= 2)
      return true;
  return false;
}

/* Whether `play` sends two checkers (or more) to the bar. */
static bool
hits_two (const GamaoBoard *before, const GamaoPlay *play)
{
  return play->after.checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR]
         >= before->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR] + 2u;
}

/* The rolls of 36 with a legal play that hits two blots, and those with
 * one that makes a new point at home, the plays generated once. */
static void
rolls_by_plays (const GamaoBoard *board, GamaoPlayList *list, unsigned *hits, unsigned *points)
{
  *hits = *points = 0;
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        bool hit = false, point = false;
        gamao_play_list_generate (list, board, d1, d2);
        for (unsigned i = 0; i < list->n_plays && !(hit && point); i++)
          {
            hit |= hits_two (board, &list->plays[i]);
            point |= makes_new_point (board, &list->plays[i]);
          }
        *hits += hit ? (d1 == d2 ? 1u : 2u) : 0u;
        *points += point ? (d1 == d2 ? 1u : 2u) : 0u;
      }
}

/* The quick counts of rolls that hit two blots and that make a new point
 * at home, against the legal plays over positions of random games: never
 * fewer, and mostly the same. */
static void
test_third_matches_plays (void)
{
  GamaoPlayList *list = malloc (sizeof *list);
  g_autoptr (GRand) rand = g_rand_new_with_seed (31);
  unsigned checked = 0, exact_hits = 0, exact_points = 0, double_hits = 0;
  float in[GAMAO_CONTACT3_INPUTS];

  for (int game = 0; game < 60; game++)
    {
      GamaoBoard board;
      gamao_board_init_start (&board);
      for (int turn = 0; turn < 80 && gamao_board_has_contact (&board); turn++)
        {
          gamao_inputs_contact3 (&board, in);
          unsigned hits = (unsigned) (third (in, GAMAO_SIDE_OPPONENT)[DOUBLE_HIT] * 36.0f + 0.5f);
          unsigned points = (unsigned) (third (in, GAMAO_SIDE_ON_ROLL)[POINTING] * 36.0f + 0.5f);
          unsigned hits_legal, points_legal;
          rolls_by_plays (&board, list, &hits_legal, &points_legal);
          if (board.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] == 0)
            {
              g_assert_cmpuint (points, >=, points_legal);
              exact_points += points == points_legal;
              checked++;
            }
          g_assert_cmpuint (hits, >=, hits_legal);
          exact_hits += hits == hits_legal;
          double_hits += hits_legal > 0;
          gamao_play_list_generate (list, &board, g_rand_int_range (rand, 1, 7),
                                    g_rand_int_range (rand, 1, 7));
          if (list->n_plays)
            board = list->plays[g_rand_int_range (rand, 0, (gint32) list->n_plays)].after;
          gamao_board_swap_sides (&board);
        }
    }
  g_test_message ("%u positions off the bar: %u points counted exactly; %u exact double hits, "
                  "%u positions with one", checked, exact_points, exact_hits, double_hits);
  g_assert_cmpuint (exact_points, >, checked * 9 / 10);
  g_assert_cmpuint (double_hits, >, 50);
  free (list);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ai/inputs/pips-lost", test_pips_lost);
  g_test_add_func ("/ai/inputs/closed-out", test_closed_out);
  g_test_add_func ("/ai/inputs/won-race", test_won_race);
  g_test_add_func ("/ai/inputs/crashed", test_crashed);
  g_test_add_func ("/ai/inputs/back-game", test_back_game);
  g_test_add_func ("/ai/inputs/escapes", test_escapes);
  g_test_add_func ("/ai/inputs/hitting-from-the-bar", test_hitting_from_the_bar);
  g_test_add_func ("/ai/inputs/hitting-matches-plays", test_hitting_matches_plays);
  g_test_add_func ("/ai/inputs/third-closed-out", test_third_closed_out);
  g_test_add_func ("/ai/inputs/third-by-hand", test_third_by_hand);
  g_test_add_func ("/ai/inputs/third-matches-plays", test_third_matches_plays);
  return g_test_run ();
}
