/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the computer player: evaluator, bearoff database, levels,
 * cube decisions, resignations and the weights file. */
#include "config.h"

#include "ai-test-boards.h"
#include "gamao-bearoff.h"
#include "gamao-computer.h"
#include "gamao-cube-decision.h"
#include "gamao-dice.h"
#include "gamao-eval.h"
#include "gamao-fibs.h"
#include "gamao-inputs.h"
#include "gamao-met.h"
#include "gamao-notation.h"
#include "gamao-position-id.h"
#include "gamao-pubeval.h"
#include "gamao-resign.h"
#include "gamao-search.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static GamaoEvaluator evaluator;

static void
test_opening_sane (void)
{
  GamaoBoard board;
  float o[GAMAO_N_OUTPUTS];

  gamao_board_init_start (&board);
  gamao_evaluate (&evaluator, &board, o);
  /* The side on roll at the start, before rolling, is a small favourite. */
  g_assert_cmpfloat (o[GAMAO_OUT_WIN], >, 0.40);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN], <, 0.65);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN_GAMMON], <, 0.35);
  g_assert_cmpfloat (o[GAMAO_OUT_LOSE_GAMMON], <, 0.35);
}

static void
test_won_race (void)
{
  GamaoBoard board;
  float o[GAMAO_N_OUTPUTS];

  /* Three checkers left on our 1 and 2 points against fifteen still on
   * the other side's 8 and 9 points: a race, and as good as won. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 2;
  board.checkers[GAMAO_SIDE_ON_ROLL][1] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][7] = 8;
  board.checkers[GAMAO_SIDE_OPPONENT][8] = 7;
  g_assert_cmpint (gamao_position_kind (&board), ==, GAMAO_CLASS_RACE);
  gamao_evaluate (&evaluator, &board, o);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN], >, 0.97);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN_GAMMON], >, 0.5);

  /* The same from the loser's side. */
  gamao_board_swap_sides (&board);
  gamao_evaluate (&evaluator, &board, o);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN], <, 0.03);
}

static void
test_closed_out (void)
{
  GamaoBoard board;
  float o[GAMAO_N_OUTPUTS];

  ai_test_closed_out (&board);
  g_assert_cmpint (gamao_board_validate (&board), ==, GAMAO_BOARD_OK);
  gamao_evaluate (&evaluator, &board, o);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN], >, 0.75);
  /* On roll, the closed-out side is the underdog too. */
  gamao_board_swap_sides (&board);
  gamao_evaluate (&evaluator, &board, o);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN], <, 0.25);
}

static void
test_bearoff_exact (void)
{
  uint8_t home[6] = { 0 };

  g_assert_nonnull (evaluator.bearoff);
  g_assert_cmpuint (gamao_bearoff_index (home), ==, 0);
  g_assert_cmpfloat_with_epsilon (gamao_bearoff_turn_probability (evaluator.bearoff, home, 0), 1.0, 1e-6);

  /* Two checkers on the ace point: always off in one turn. */
  home[0] = 2;
  g_assert_cmpfloat_with_epsilon (gamao_bearoff_expected_turns (evaluator.bearoff, home), 1.0, 1e-6);

  /* One checker on the six point: off at once unless the dice total
   * less than six (1-1 counts 4, and 1-2, 1-3, 1-4, 2-3 fall short):
   * 27 rolls of 36; otherwise the next turn. */
  memset (home, 0, sizeof home);
  home[5] = 1;
  g_assert_cmpfloat_with_epsilon (gamao_bearoff_turn_probability (evaluator.bearoff, home, 1),
                                  27.0 / 36.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (gamao_bearoff_expected_turns (evaluator.bearoff, home),
                                  1.0 + 9.0 / 36.0, 1e-6);

  /* Fifteen on the ace point: doubles take off four, other rolls two;
   * never more than eight turns, never fewer than four. */
  memset (home, 0, sizeof home);
  home[0] = 15;
  g_assert_cmpfloat_with_epsilon (gamao_bearoff_turn_probability (evaluator.bearoff, home, 3), 0.0, 1e-7);
  g_assert_cmpfloat_with_epsilon (gamao_bearoff_turn_probability (evaluator.bearoff, home, 4),
                                  1.0 / 1296.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (gamao_bearoff_turn_probability (evaluator.bearoff, home, 8),
                                  pow (5.0 / 6.0, 7), 1e-5);

  /* Two sides of one checker each on their six points: the side on roll
   * wins unless it misses (9/36) and the other does not. */
  GamaoBoard board;
  float o[GAMAO_N_OUTPUTS];
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][5] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][5] = 1;
  g_assert_cmpint (gamao_position_kind (&board), ==, GAMAO_CLASS_BEAROFF);
  gamao_evaluate (&evaluator, &board, o);
  g_assert_cmpfloat_with_epsilon (o[GAMAO_OUT_WIN], 1.0 - 9.0 / 36.0 * 27.0 / 36.0, 1e-5);
  g_assert_cmpfloat_with_epsilon (o[GAMAO_OUT_WIN_GAMMON], 0.0, 1e-7);
}

/* The outputs are chances, so never below 0 nor above 1, in every kind
 * of bearoff: a side that has borne off nothing can be gammoned, and the
 * chance of that summed with the other side's "not yet off" falling a
 * hair below 0 in floats once printed "lose a gammon -0.0%" in the hint. */
static void
test_bearoff_outputs_in_range (void)
{
  GRand *rand = g_rand_new_with_seed (20261124);
  GamaoBoard board;
  float o[GAMAO_N_OUTPUTS];

  for (int n = 0; n < 20000; n++)
    {
      gamao_board_clear (&board);
      for (int side = 0; side < 2; side++)
        {
          /* Half of them with all fifteen still on the board. */
          int count = g_rand_boolean (rand) ? 15 : g_rand_int_range (rand, 1, 16);
          for (int c = 0; c < count; c++)
            board.checkers[side][g_rand_int_range (rand, 0, 6)]++;
        }
      gamao_evaluate (&evaluator, &board, o);
      for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
        {
          if (o[k] < 0.0f || o[k] > 1.0f)
            g_error ("output %d is %g at case %d", k, (double) o[k], n);
        }
    }
  g_rand_free (rand);
}

static void
test_every_level_legal (void)
{
  static const char *ids[] = { "4HPwATDgc/ABMA", "jGfkASjg8wcBMA", "sNvBAQDbdgMAAA",
                               "2+4OAADbbgMAAA", "AAAAAAAAAAD+/w" };
  GamaoSearch *search = gamao_search_new (&evaluator);

  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      GamaoBoard board;
      GamaoBoardValidity validity;
      if (gamao_position_id_decode (ids[i], &board, &validity) != GAMAO_ID_OK)
        continue;
      for (int level = 0; level < GAMAO_N_LEVELS; level++)
        for (int d1 = 1; d1 <= 6; d1 += 2)
          {
            int d2 = 7 - d1 > d1 ? 7 - d1 : d1;
            static GamaoPlayList legal;
            unsigned n = gamao_search_rank (search, &board, d1, d2, (GamaoLevel) level);
            gamao_play_list_generate (&legal, &board, d1, d2);
            g_assert_cmpuint (n, ==, legal.n_plays);
            if (n == 0)
              continue;
            const GamaoBoard *chosen = &search->plays.plays[search->ranked[0].index].after;
            g_assert_cmpint (gamao_play_list_find (&legal, chosen), >=, 0);
          }
    }
  gamao_search_free (search);
}

static void
test_noise_deterministic (void)
{
  GamaoSearch *search = gamao_search_new (&evaluator);
  GamaoDice dice;
  GamaoBoard board;
  unsigned differ = 0;

  /* Along a seeded game: the same position and roll always get the same
   * noisy choice, and the noise does change some choices. */
  gamao_dice_init_seeded (&dice, 99);
  gamao_board_init_start (&board);
  for (int ply = 0; ply < 60; ply++)
    {
      int roll[2];
      gamao_dice_roll (&dice, roll);
      if (gamao_search_rank (search, &board, roll[0], roll[1], GAMAO_LEVEL_EXPERT) == 0)
        {
          gamao_board_swap_sides (&board);
          continue;
        }
      GamaoBoard best = search->plays.plays[search->ranked[0].index].after;
      gamao_search_rank (search, &board, roll[0], roll[1], GAMAO_LEVEL_BEGINNER);
      GamaoBoard first = search->plays.plays[search->ranked[0].index].after;
      gamao_search_rank (search, &board, roll[0], roll[1], GAMAO_LEVEL_BEGINNER);
      g_assert_true (gamao_board_equal (&first, &search->plays.plays[search->ranked[0].index].after));
      differ += !gamao_board_equal (&first, &best);
      board = best;
      if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
        break;
      gamao_board_swap_sides (&board);
    }
  g_assert_cmpuint (differ, >, 0);
  gamao_search_free (search);
}

static void
test_met (void)
{
  g_assert_cmpfloat_with_epsilon (gamao_met_equity (1, 1, true), 0.5, 1e-6);
  g_assert_cmpfloat_with_epsilon (gamao_met_equity (0, 3, false), 1.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (gamao_met_equity (3, -1, false), 0.0, 1e-6);
  /* 2-away 1-away in the Crawford game: the trailer has about 32%. */
  g_assert_cmpfloat_with_epsilon (gamao_met_equity (2, 1, false), 0.32264, 1e-5);
  for (int i = 1; i <= GAMAO_MET_LENGTH; i++)
    for (int j = 1; j <= GAMAO_MET_LENGTH; j++)
      {
        g_assert_cmpfloat_with_epsilon (gamao_met_equity (i, j, false) + gamao_met_equity (j, i, false),
                                        1.0, 2e-4);
        if (j > 1)
          g_assert_cmpfloat (gamao_met_equity (i, j, false), >=, gamao_met_equity (i, j - 1, false));
      }
}

static void
test_pubeval_opening (void)
{
  static GamaoPlayList list;
  GamaoBoard board;
  char text[GAMAO_NOTATION_MAX];

  gamao_board_init_start (&board);
  gamao_play_list_generate (&list, &board, 3, 1);
  gamao_notation_write (&list.plays[gamao_pubeval_choose (&board, &list)], text, sizeof text);
  g_assert_cmpstr (text, ==, "8/5 6/5");
}

static void
no_gammons (float o[GAMAO_N_OUTPUTS], float win)
{
  memset (o, 0, sizeof (float) * GAMAO_N_OUTPUTS);
  o[GAMAO_OUT_WIN] = win;
}

static void
money (GamaoCubeInfo *info)
{
  memset (info, 0, sizeof *info);
  info->cube_value = 1;
  info->efficiency = 0.68f;
}

static void
test_cube_money_take_points (void)
{
  GamaoCubeInfo info;
  float o[GAMAO_N_OUTPUTS];

  money (&info);
  /* The doubler's 75%: the taker's 25% is a take. */
  no_gammons (o, 0.75f);
  g_assert_true (gamao_cube_should_take (&info, o));
  /* The doubler's 85%: the taker's 15% is a pass. */
  no_gammons (o, 0.85f);
  g_assert_false (gamao_cube_should_take (&info, o));

  GamaoCubeDecision d;
  gamao_cube_decide (&info, o, &d);
  g_assert_cmpint (d.action, ==, GAMAO_CUBE_DOUBLE_PASS);
  no_gammons (o, 0.5f);
  gamao_cube_decide (&info, o, &d);
  g_assert_cmpint (d.action, ==, GAMAO_CUBE_NO_DOUBLE);
  no_gammons (o, 0.76f);
  gamao_cube_decide (&info, o, &d);
  g_assert_cmpint (d.action, ==, GAMAO_CUBE_DOUBLE_TAKE);
}

/* The advice to the player who was doubled agrees with the cube
 * decision, and says what each answer means for the game and match. */
static void
test_take_advice (void)
{
  GamaoMatchState state;
  GamaoBoard board;
  GamaoTakeAdvice a;
  float o[GAMAO_N_OUTPUTS];
  char words[1024];

  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 0);
  state.cube_value = 2;
  state.cube_owner = 0; /* player 0 owns the cube and redoubles */
  no_gammons (o, 0.75f);
  gamao_take_advice (&state, 1, &board, o, &a);
  g_assert_true (a.take);
  g_assert_false (a.is_match);
  g_assert_cmpfloat_with_epsilon (a.win, 0.25f, 1e-6);
  g_assert_cmpfloat_with_epsilon (a.drop_value, -2.0f, 1e-5);
  g_assert_cmpfloat (a.take_value, >, a.drop_value);
  g_assert_cmpuint (a.cube_now, ==, 2);
  g_assert_cmpuint (a.cube_after, ==, 4);
  gamao_take_advice_words (&a, words, sizeof words);
  g_assert_true (g_str_has_prefix (words, "Take"));
  g_assert_nonnull (strstr (words, "you win 25% of games"));
  /* Every figure in the app's convention: named equity, three decimals. */
  g_assert_nonnull (strstr (words, "Drop: you give up 2 points: equity \u22121.000."));
  g_assert_cmpfloat_with_epsilon (a.take_emg, a.take_value / 2.0f, 1e-5);
  {
    g_autofree char *take = g_strdup_printf ("Take: the game is played for 4 points with the "
                                             "cube yours: equity \u2212%.3f.",
                                             -a.take_emg);
    g_assert_nonnull (strstr (words, take));
  }

  no_gammons (o, 0.85f);
  gamao_take_advice (&state, 1, &board, o, &a);
  g_assert_false (a.take);
  g_assert_cmpfloat (a.take_value, <, a.drop_value);

  /* A 3-point match: at 0-0 a drop gives the doubler one point; at 0-2
   * the doubler's one point wins the match. */
  gamao_match_state_init (&state, 3);
  state.cube_owner = GAMAO_CUBE_CENTERED;
  no_gammons (o, 0.7f);
  gamao_take_advice (&state, 1, &board, o, &a);
  g_assert_true (a.is_match);
  g_assert_false (a.drop_ends_match);
  g_assert_cmpuint (a.score_after_drop[0], ==, 0);
  g_assert_cmpuint (a.score_after_drop[1], ==, 1);
  g_assert_cmpfloat (a.drop_value, >, 0.0f);
  g_assert_cmpfloat (a.drop_value, <, 0.5f);
  gamao_take_advice_words (&a, words, sizeof words);
  g_assert_nonnull (strstr (words, "Drop: you give up 1 point (score 0–1): equity \u2212"));
  /* At a match, the match winning chance follows, one decimal. */
  {
    g_autofree char *drop = g_strdup_printf ("· match %.1f%%.", 100.0 * a.drop_value);
    g_autofree char *take = g_strdup_printf ("· match %.1f%%.", 100.0 * a.take_value);

    g_assert_nonnull (strstr (words, drop));
    g_assert_nonnull (strstr (words, take));
    g_assert_cmpfloat (a.drop_emg, <, a.take_emg);
  }
  state.score[0] = 2;
  gamao_take_advice (&state, 1, &board, o, &a);
  g_assert_true (a.drop_ends_match);
  g_assert_cmpfloat_with_epsilon (a.drop_value, 0.0f, 1e-6);
  /* Nothing to lose by taking when dropping loses the match. */
  g_assert_true (a.take);

  /* "Close" is said of equity, the unit the words give: at 0-0 of a
   * 5-point match a take 2% of match winning chance better than the
   * drop is a quarter of a point better, and not close. */
  gboolean seen_far = FALSE;
  gamao_match_state_init (&state, 5);
  state.cube_owner = GAMAO_CUBE_CENTERED;
  for (float p = 0.60f; p < 0.86f; p += 0.01f)
    {
      no_gammons (o, p);
      gamao_take_advice (&state, 1, &board, o, &a);
      g_assert_cmpint (a.close, ==, fabsf (a.take_emg - a.drop_emg) < GAMAO_TAKE_CLOSE);
      if (fabsf (a.take_value - a.drop_value) < 0.02f && !a.close)
        seen_far = TRUE;
    }
  g_assert_true (seen_far);
}

/* Each cube action has its own plain sentence. */
static void
test_cube_action_advice (void)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (int a = GAMAO_CUBE_NO_DOUBLE; a <= GAMAO_CUBE_NOT_AVAILABLE; a++)
    {
      const char *words = gamao_cube_action_advice (a);

      g_assert_nonnull (words);
      g_assert_cmpuint (strlen (words), >, 20);
      g_assert_false (g_hash_table_contains (seen, words));
      g_hash_table_add (seen, (gpointer) words);
    }
}

static void
test_cube_too_good (void)
{
  GamaoCubeInfo info;
  GamaoCubeDecision d;
  float o[GAMAO_N_OUTPUTS] = { 0.92f, 0.6f, 0.05f, 0.0f, 0.0f };

  money (&info);
  gamao_cube_decide (&info, o, &d);
  g_assert_cmpint (d.action, ==, GAMAO_CUBE_TOO_GOOD);
  /* Under Jacoby, the gammons are worth nothing until the cube is turned:
   * cash it. */
  info.jacoby = true;
  gamao_cube_decide (&info, o, &d);
  g_assert_cmpint (d.action, ==, GAMAO_CUBE_DOUBLE_PASS);
}

static void
test_cube_match_rules (void)
{
  GamaoMatchState state;
  GamaoCubeInfo info;
  GamaoCubeDecision d;
  float o[GAMAO_N_OUTPUTS];

  /* 5-point match, 4-2, the Crawford game: nobody may double. */
  gamao_match_state_init (&state, 5);
  state.score[0] = 4, state.score[1] = 2, state.crawford = true;
  gamao_cube_info_from_state (&info, &state, 1, 0.68f);
  no_gammons (o, 0.7f);
  gamao_cube_decide (&info, o, &d);
  g_assert_cmpint (d.action, ==, GAMAO_CUBE_NOT_AVAILABLE);
  g_assert_false (gamao_cube_can_double (&info));

  /* After the Crawford game the trailer doubles at once. */
  state.crawford = false;
  gamao_cube_info_from_state (&info, &state, 1, 0.68f);
  g_assert_true (info.post_crawford);
  no_gammons (o, 0.45f);
  gamao_cube_decide (&info, o, &d);
  g_assert_cmpint (d.action, ==, GAMAO_CUBE_DOUBLE_TAKE);
  /* The leader's cube is dead: winning one point wins the match. */
  gamao_cube_info_from_state (&info, &state, 0, 0.68f);
  g_assert_false (gamao_cube_can_double (&info));

  /* Post-Crawford at 4-3 (trailer needs two): the leader should drop
   * the trailer's double when behind enough, since a drop leaves 1-away
   * 1-away, an even game. */
  state.score[1] = 3;
  state.cube_value = 1;
  gamao_cube_info_from_state (&info, &state, 1, 0.68f);
  no_gammons (o, 0.55f);
  g_assert_false (gamao_cube_should_take (&info, o));
  no_gammons (o, 0.45f);
  g_assert_true (gamao_cube_should_take (&info, o));
}

/* Classes of cube action: 0 no double, 1 double/take, 2 double/pass,
 * 3 too good. */
static int
gnubg_action_class (const char *text)
{
  if (g_str_has_prefix (text, "Too good"))
    return 3;
  if (g_str_has_prefix (text, "Double") || g_str_has_prefix (text, "Redouble"))
    return strstr (text, "pass") ? 2 : 1;
  return 0;
}

static int
our_action_class (GamaoCubeAction action)
{
  switch (action)
    {
    case GAMAO_CUBE_DOUBLE_TAKE:
      return 1;
    case GAMAO_CUBE_DOUBLE_PASS:
      return 2;
    case GAMAO_CUBE_TOO_GOOD:
      return 3;
    default:
      return 0;
    }
}

static void
test_cube_oracle (void)
{
  g_autofree char *text = NULL;
  unsigned n = 0, agree = 0;

  g_assert_true (g_file_get_contents (g_getenv ("GAMAO_CUBE_ORACLE"), &text, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      unsigned length, need, opp_need;
      char id[32];
      float o[GAMAO_N_OUTPUTS];
      const char *action = strchr (lines[i], '|');
      GamaoCubeInfo info = { 0 };
      GamaoCubeDecision d;

      if (lines[i][0] == '#' || !action
          || sscanf (lines[i], "%u %u %u %31s %f %f %f %f %f", &length, &need, &opp_need, id,
                     &o[0], &o[1], &o[2], &o[3], &o[4]) != 9)
        continue;
      info.match_length = length;
      info.need = (int) need;
      info.opp_need = (int) opp_need;
      info.cube_value = 1;
      info.efficiency = 0.68f;
      gamao_cube_decide (&info, o, &d);
      n++;
      agree += our_action_class (d.action) == gnubg_action_class (action + 1);
    }
  g_test_message ("cube oracle: %u of %u decisions agree with gnubg", agree, n);
  g_assert_cmpuint (n, ==, 600);
  /* From the same cubeless chances, the cube theory must reach gnubg's
   * decision nearly always; the few misses allowed are knife-edge. */
  g_assert_cmpuint (agree, >=, n * 97 / 100);
}

static void
test_resign (void)
{
  GamaoCubeInfo info;
  float o[GAMAO_N_OUTPUTS] = { 0.0f, 0.0f, 0.0f, 0.0f, 0.0f };

  g_assert_cmpint (gamao_resign_offer (o), ==, 1);
  o[GAMAO_OUT_LOSE_GAMMON] = 0.4f;
  g_assert_cmpint (gamao_resign_offer (o), ==, 2);
  o[GAMAO_OUT_WIN] = 0.2f;
  g_assert_cmpint (gamao_resign_offer (o), ==, 0);

  /* Accept a single game when we cannot win a gammon; refuse it when a
   * gammon is likely. */
  money (&info);
  float sure_single[GAMAO_N_OUTPUTS] = { 1.0f, 0.0f, 0.0f, 0.0f, 0.0f };
  float likely_gammon[GAMAO_N_OUTPUTS] = { 1.0f, 0.8f, 0.0f, 0.0f, 0.0f };
  g_assert_true (gamao_resign_accept (&info, sure_single, 1));
  g_assert_false (gamao_resign_accept (&info, likely_gammon, 1));
  g_assert_true (gamao_resign_accept (&info, likely_gammon, 2));
}

static void
test_computer (void)
{
  GamaoWeightsError error;
  GamaoComputer *computer = gamao_computer_new (GAMAO_LEVEL_EXPERT, "/nonexistent", &error);
  GamaoMatchState money, match;
  GamaoBoard board;
  GamaoPlay play;

  g_assert_null (computer);
  g_assert_cmpint (error, ==, GAMAO_WEIGHTS_NOT_FOUND);
  computer = gamao_computer_new (GAMAO_LEVEL_EXPERT, NULL, &error);
  g_assert_nonnull (computer);
  gamao_match_state_init (&money, 0);
  gamao_match_state_init (&match, 7);

  gamao_board_init_start (&board);
  g_assert_true (gamao_computer_choose_play (computer, &board, 3, 1, &match, &play));
  g_assert_cmpint (play.n_steps, ==, 2);
  g_assert_cmpint (gamao_computer_cube_action (computer, &board, &money, 0, NULL), ==,
                   GAMAO_CUBE_NO_DOUBLE);
  g_assert_true (gamao_computer_takes (computer, &board, &money, 1));
  g_assert_cmpint (gamao_computer_resignation_offer (computer, &board), ==, 0);

  /* Closed out with the rest of the checkers home: a pass. */
  ai_test_closed_out (&board);
  g_assert_false (gamao_computer_takes (computer, &board, &money, 1));

  /* A race lost for the side on roll, with a gammon likely: it offers a
   * gammon; the winner refuses a single game and accepts the gammon. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_OPPONENT][0] = 2;
  board.checkers[GAMAO_SIDE_OPPONENT][1] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][7] = 8;
  board.checkers[GAMAO_SIDE_ON_ROLL][8] = 7;
  g_assert_cmpint (gamao_computer_resignation_offer (computer, &board), >=, 2);
  /* Under the Jacoby rule a gammon with the cube in the middle counts
   * single, so a single game is all there is to win. */
  g_assert_true (money.jacoby);
  g_assert_true (gamao_computer_accepts_resignation (computer, &board, &money, 1, 1));
  money.jacoby = false;
  g_assert_false (gamao_computer_accepts_resignation (computer, &board, &money, 1, 1));
  g_assert_true (gamao_computer_accepts_resignation (computer, &board, &money, 1, 2));
  gamao_computer_free (computer);
}

/* A line gnubg 1.07 sent at the start of a 3-point match, the receiver
 * to play 2-1. */
static const char *fibs_start =
  "board:gnubg:root:3:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:"
  "-1:2:1:2:1:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";

/* fibs_start with field `index` (counted from "board" as 0) replaced. */
static gboolean
parse_with_field (int index, const char *value)
{
  g_auto (GStrv) f = g_strsplit (fibs_start, ":", -1);
  GamaoFibsBoard fibs;

  g_free (f[index]);
  f[index] = g_strdup (value);
  g_autofree char *line = g_strjoinv (":", f);
  return gamao_fibs_board_parse (line, &fibs);
}

/* Lines no game of gnubg's can send: each refused, not read as a guess. */
static void
assert_fibs_fields_refused (void)
{
  static const struct
  {
    int field;
    const char *value;
  } refused[] = {
    { 37, "3" },     /* a cube that is no power of two */
    { 37, "0" },
    { 37, "8192" },  /* above gnubg's highest cube */
    { 33, "7" },     /* a die of 7 */
    { 34, "-1" },
    { 33, "0" },     /* one die rolled, the other not */
    { 4, "-1" },     /* a negative score */
    { 5, "3" },      /* the 3-point match already won */
    { 3, "-3" },     /* a negative match length */
    { 3, "65" },     /* longer than gnubg's matches */
    { 3, "x" },      /* not a number */
    { 12, "16" },    /* sixteen checkers on one point */
  };

  g_assert_true (parse_with_field (37, "2"));
  g_assert_true (parse_with_field (5, "2"));
  for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_test_message ("field %d = %s", refused[i].field, refused[i].value);
      g_assert_false (parse_with_field (refused[i].field, refused[i].value));
    }

  /* A money session's score past what a Match ID can hold (the fuzzer's
   * find: it came back as another number). */
  {
    g_auto (GStrv) m = g_strsplit (fibs_start, ":", -1);
    GamaoFibsBoard money;
    g_free (m[3]), m[3] = g_strdup ("0");
    g_free (m[5]), m[5] = g_strdup ("32767");
    g_autofree char *ok = g_strjoinv (":", m);
    g_assert_true (gamao_fibs_board_parse (ok, &money));
    g_free (m[5]), m[5] = g_strdup ("75027");
    g_autofree char *too_big = g_strjoinv (":", m);
    g_assert_false (gamao_fibs_board_parse (too_big, &money));
  }

  /* No checkers left on either side. */
  g_auto (GStrv) f = g_strsplit (fibs_start, ":", -1);
  for (int i = 6; i <= 31; i++)
    {
      g_free (f[i]);
      f[i] = g_strdup ("0");
    }
  g_autofree char *empty = g_strjoinv (":", f);
  GamaoFibsBoard fibs;
  g_assert_false (gamao_fibs_board_parse (empty, &fibs));
}

static void
test_fibs_board (void)
{
  GamaoFibsBoard fibs;
  GamaoBoard start;
  char id[GAMAO_POSITION_ID_LEN + 1];

  g_assert_true (gamao_fibs_board_parse (fibs_start, &fibs));
  gamao_board_init_start (&start);
  gamao_position_id_encode (&fibs.board, id);
  g_assert_cmpstr (id, ==, "4HPwATDgc/ABMA");
  g_assert_cmpint (fibs.dice[0], ==, 2);
  g_assert_cmpint (fibs.dice[1], ==, 1);
  g_assert_cmpuint (fibs.state.match_length, ==, 3);
  g_assert_cmpint (fibs.state.cube_owner, ==, GAMAO_CUBE_CENTERED);
  g_assert_false (fibs.state.crawford);
  g_assert_true (fibs.may_double);
  g_assert_false (fibs.was_doubled);

  /* A line of a 7-point match, the score changed to 1-0 for the
   * receiver: after its 6-1, 13/7 8/7, and the other side's 4-3, 24/21
   * 13/9 (in that side's numbering), the receiver rolled 5-1. */
  g_assert_true (gamao_fibs_board_parse (
    "board:gnubg:root:7:1:0:0:-2:0:0:0:0:5:0:3:1:0:0:-4:4:0:0:0:-2:-2:-5:0:1:0:0:1:0:"
    "-1:5:1:5:1:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1", &fibs));
  GamaoBoard expected;
  gamao_board_init_start (&expected);
  expected.checkers[GAMAO_SIDE_ON_ROLL][12] = 4;
  expected.checkers[GAMAO_SIDE_ON_ROLL][7] = 2;
  expected.checkers[GAMAO_SIDE_ON_ROLL][6] = 2;
  expected.checkers[GAMAO_SIDE_OPPONENT][23] = 1;
  expected.checkers[GAMAO_SIDE_OPPONENT][20] = 1;
  expected.checkers[GAMAO_SIDE_OPPONENT][12] = 4;
  expected.checkers[GAMAO_SIDE_OPPONENT][8] = 1;
  g_assert_true (gamao_board_equal (&fibs.board, &expected));
  g_assert_cmpuint (fibs.state.score[0], ==, 1);
  g_assert_cmpuint (fibs.state.score[1], ==, 0);

  /* The same position written for the other colour and direction. */
  g_auto (GStrv) f = g_strsplit (fibs_start, ":", -1);
  g_autoptr (GString) mirrored = g_string_new (NULL);
  for (int i = 0; f[i]; i++)
    {
      const char *field = f[i];
      g_autofree char *value = NULL;
      if (i >= 6 && i <= 31)
        field = value = g_strdup_printf ("%d", -atoi (f[6 + 31 - i]));
      else if (i == 41)
        field = "-1";
      else if (i == 42)
        field = "1";
      g_string_append_printf (mirrored, "%s%s", i ? ":" : "", field);
    }
  g_assert_true (gamao_fibs_board_parse (mirrored->str, &fibs));
  g_assert_true (gamao_board_equal (&fibs.board, &start));

  g_assert_false (gamao_fibs_board_parse ("board:a:b:3:0:0", &fibs));
  g_assert_false (gamao_fibs_board_parse ("hello", &fibs));
  assert_fibs_fields_refused ();
}

static void
test_damaged_weights (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gamao-ai-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "w", NULL);
  g_autofree char *source = g_build_filename (gamao_data_dir (), GAMAO_WEIGHTS_FILE, NULL);
  g_autofree char *data = NULL;
  gsize len;
  GamaoWeights w;

  g_assert_cmpint (gamao_weights_load (&w, path), ==, GAMAO_WEIGHTS_NOT_FOUND);
  g_assert_true (g_file_get_contents (source, &data, &len, NULL));

  /* One flipped bit in the middle. */
  data[len / 2] ^= 0x10;
  g_assert_true (g_file_set_contents (path, data, (gssize) len, NULL));
  g_assert_cmpint (gamao_weights_load (&w, path), ==, GAMAO_WEIGHTS_BAD_CHECKSUM);
  g_assert_nonnull (strstr (gamao_weights_error_message (GAMAO_WEIGHTS_BAD_CHECKSUM), "damaged"));
  data[len / 2] ^= 0x10;

  g_assert_true (g_file_set_contents (path, data, (gssize) len / 3, NULL));
  g_assert_cmpint (gamao_weights_load (&w, path), ==, GAMAO_WEIGHTS_BAD_CHECKSUM);
  g_assert_true (g_file_set_contents (path, "hello", 5, NULL));
  g_assert_cmpint (gamao_weights_load (&w, path), ==, GAMAO_WEIGHTS_BAD_MAGIC);

  /* A sound copy loads, and so does what it saves. */
  g_assert_true (g_file_set_contents (path, data, (gssize) len, NULL));
  g_assert_cmpint (gamao_weights_load (&w, path), ==, GAMAO_WEIGHTS_OK);
  g_assert_cmpint (gamao_weights_save (&w, path), ==, GAMAO_WEIGHTS_OK);
  gamao_weights_clear (&w);
  g_assert_cmpint (gamao_weights_load (&w, path), ==, GAMAO_WEIGHTS_OK);
  gamao_weights_clear (&w);

  /* The shipped file is a version this program writes (1; 2 with a
   * crashed net or the second input layout; 3 with the third), and
   * re-saving it keeps every byte. */
  g_autofree char *saved = NULL;
  gsize saved_len;
  g_assert_true (data[8] >= 1 && data[8] <= 3);
  g_assert_true (g_file_get_contents (path, &saved, &saved_len, NULL));
  g_assert_cmpmem (saved, saved_len, data, len);

  /* A version this program does not know is refused as such. */
  data[8] = 9;
  g_assert_true (g_file_set_contents (path, data, (gssize) len, NULL));
  g_assert_cmpint (gamao_weights_load (&w, path), ==, GAMAO_WEIGHTS_BAD_VERSION);

  g_unlink (path);
  g_rmdir (dir);
}

/* Beavers: only in money sessions that allow them, and only when the
 * double was a mistake. Noise: Expert's cube is exact, lower levels err
 * sometimes, always the same way in the same position. */
static void
test_cube_levels (void)
{
  GamaoComputer *computer = gamao_computer_new (GAMAO_LEVEL_EXPERT, NULL, NULL);
  GamaoMatchState money, match;
  GamaoBoard board;

  gamao_match_state_init (&money, 0);
  gamao_match_state_init (&match, 7);
  /* The closed-out side on roll doubles: a beaver for the other side. */
  ai_test_closed_out (&board);
  gamao_board_swap_sides (&board);
  g_assert_cmpint (gamao_computer_answer_double (computer, &board, &money, 0, true), ==,
                   GAMAO_ANSWER_BEAVER);
  g_assert_cmpint (gamao_computer_answer_double (computer, &board, &money, 0, false), ==,
                   GAMAO_ANSWER_TAKE);
  g_assert_cmpint (gamao_computer_answer_double (computer, &board, &match, 0, true), ==,
                   GAMAO_ANSWER_TAKE);
  /* The closer doubles: a pass, beavers or not. */
  ai_test_closed_out (&board);
  g_assert_cmpint (gamao_computer_answer_double (computer, &board, &money, 1, true), ==,
                   GAMAO_ANSWER_PASS);

  /* Positions from seeded games: Beginner's cube differs from Expert's
   * in some, and asking twice gives the same answer. */
  GamaoDice dice;
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  unsigned differ = 0, asked = 0;
  gamao_dice_init_seeded (&dice, 99);
  gamao_board_init_start (&board);
  for (int ply = 0; ply < 400; ply++)
    {
      int roll[2];
      if (gamao_position_kind (&board) == GAMAO_CLASS_CONTACT)
        {
          GamaoCubeDecision expert, beginner, again;
          computer->level = GAMAO_LEVEL_EXPERT;
          gamao_computer_cube_action (computer, &board, &money, 0, &expert);
          computer->level = GAMAO_LEVEL_BEGINNER;
          gamao_computer_cube_action (computer, &board, &money, 0, &beginner);
          gamao_computer_cube_action (computer, &board, &money, 0, &again);
          g_assert_cmpint (beginner.action, ==, again.action);
          differ += beginner.action != expert.action;
          asked++;
        }
      gamao_dice_roll (&dice, roll);
      gamao_play_list_generate (list, &board, roll[0], roll[1]);
      if (list->n_plays)
        board = list->plays[gamao_dice_uniform (&dice, list->n_plays)].after;
      if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
        gamao_board_init_start (&board);
      else
        gamao_board_swap_sides (&board);
    }
  g_assert_cmpuint (asked, >, 100);
  g_assert_cmpuint (differ, >, 0);
  g_assert_cmpuint (differ, <, asked / 2);
  g_free (list);
  gamao_computer_free (computer);
}

/* Version 2: the second contact layout and a crashed net survive a round
 * trip, and the evaluator sends crashed positions to the crashed net. */
static void
test_weights_version_2 (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gamao-ai-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "w", NULL);
  GamaoWeights w, back;

  g_assert_true (gamao_weights_copy (&w, &evaluator.weights));
  gamao_net_clear (&w.contact);
  g_assert_true (gamao_net_init (&w.contact, GAMAO_CONTACT2_INPUTS, 64, 1));
  g_assert_true (gamao_net_init (&w.crashed, GAMAO_CONTACT2_INPUTS, 32, 2));
  g_assert_cmpint (gamao_weights_save (&w, path), ==, GAMAO_WEIGHTS_OK);
  g_assert_cmpint (gamao_weights_load (&back, path), ==, GAMAO_WEIGHTS_OK);
  g_assert_cmpuint (back.contact.n_inputs, ==, GAMAO_CONTACT2_INPUTS);
  g_assert_cmpuint (back.crashed.n_hidden, ==, 32);
  g_assert_cmpmem (back.crashed.output_weights, sizeof (float) * 32 * GAMAO_N_OUTPUTS,
                   w.crashed.output_weights, sizeof (float) * 32 * GAMAO_N_OUTPUTS);

  GamaoEvaluator ev = { .weights = back, .bearoff = NULL };
  GamaoBoard board;
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 6;
  board.checkers[GAMAO_SIDE_ON_ROLL][1] = 4;
  board.checkers[GAMAO_SIDE_ON_ROLL][2] = 4;
  board.checkers[GAMAO_SIDE_ON_ROLL][23] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][20] = 2;
  board.checkers[GAMAO_SIDE_OPPONENT][5] = 13;
  g_assert_true (gamao_board_is_crashed (&board));
  g_assert_true (gamao_evaluator_contact_net (&ev, &board) == &ev.weights.crashed);
  float o[GAMAO_N_OUTPUTS];
  gamao_evaluate (&ev, &board, o);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN], >=, 0.0f);
  gamao_board_init_start (&board);
  g_assert_true (gamao_evaluator_contact_net (&ev, &board) == &ev.weights.contact);

  gamao_weights_clear (&back);
  gamao_weights_clear (&w);
  g_unlink (path);
  g_rmdir (dir);
}

/* Writes the first `n` bytes of a weights file's `data` to `path` with a
 * good checksum after them (`data` must have room for it), so that a
 * test reaches the checks behind the checksum. */
static void
save_with_checksum (const char *path, char *data, gsize n)
{
  guint32 crc = GUINT32_TO_LE (gamao_crc32 (0, (const guint8 *) data, n));

  memcpy (data + n, &crc, 4);
  g_assert_true (g_file_set_contents (path, data, (gssize) n + 4, NULL));
}

/* Version 3: the third contact layout survives a round trip and is
 * written as version 3, while nets on the second layout still make a
 * version 2 file; a version 2 file claiming third-layout nets is refused. */
static void
test_weights_version_3 (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gamao-ai-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "w", NULL);
  g_autofree char *data = NULL;
  gsize len;
  GamaoWeights w, back;

  g_assert_true (gamao_weights_copy (&w, &evaluator.weights));
  gamao_net_clear (&w.contact);
  gamao_net_clear (&w.crashed);
  g_assert_true (gamao_net_init (&w.contact, GAMAO_CONTACT2_INPUTS, 16, 1));
  g_assert_true (gamao_net_init (&w.crashed, GAMAO_CONTACT2_INPUTS, 16, 2));
  g_assert_cmpint (gamao_weights_save (&w, path), ==, GAMAO_WEIGHTS_OK);
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpint (data[8], ==, 2);
  g_clear_pointer (&data, g_free);

  gamao_net_clear (&w.contact);
  g_assert_true (gamao_net_init (&w.contact, GAMAO_CONTACT3_INPUTS, 16, 3));
  g_assert_cmpint (gamao_weights_save (&w, path), ==, GAMAO_WEIGHTS_OK);
  g_assert_cmpint (gamao_weights_load (&back, path), ==, GAMAO_WEIGHTS_OK);
  g_assert_cmpuint (back.contact.n_inputs, ==, GAMAO_CONTACT3_INPUTS);
  g_assert_cmpuint (back.crashed.n_inputs, ==, GAMAO_CONTACT2_INPUTS);
  g_assert_cmpmem (back.contact.hidden_weights, sizeof (float) * GAMAO_CONTACT3_INPUTS * 16,
                   w.contact.hidden_weights, sizeof (float) * GAMAO_CONTACT3_INPUTS * 16);

  /* The evaluator gives the net the inputs of its layout. */
  GamaoEvaluator ev = { .weights = back, .bearoff = NULL };
  GamaoBoard board;
  float o[GAMAO_N_OUTPUTS], in[GAMAO_CONTACT3_INPUTS], direct[GAMAO_N_OUTPUTS];
  gamao_board_init_start (&board);
  gamao_evaluate (&ev, &board, o);
  gamao_inputs_contact3 (&board, in);
  gamao_net_evaluate (&ev.weights.contact, in, NULL, direct);
  gamao_outputs_sanitize (direct);
  g_assert_cmpmem (o, sizeof o, direct, sizeof direct);

  /* The same bytes marked version 2 (checksum made good) are refused. */
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpint (data[8], ==, 3);
  data[8] = 2;
  save_with_checksum (path, data, len - 4);
  gamao_weights_clear (&back);
  g_assert_cmpint (gamao_weights_load (&back, path), ==, GAMAO_WEIGHTS_BAD_DIMENSIONS);

  gamao_weights_clear (&w);
  g_unlink (path);
  g_rmdir (dir);
}

/* A deep layer: with zero output weights the net is the function it was;
 * trained weights survive a round trip in a version 4 file and change
 * the outputs. */
static void
test_weights_deep_layer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gamao-ai-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "w", NULL);
  g_autofree char *data = NULL;
  gsize len;
  GamaoWeights w, back;
  GamaoBoard board;
  float in[GAMAO_CONTACT2_INPUTS], before[GAMAO_N_OUTPUTS], after[GAMAO_N_OUTPUTS];

  gamao_board_init_start (&board);
  g_assert_true (gamao_weights_copy (&w, &evaluator.weights));
  GamaoNet *net = &w.contact;
  gamao_inputs_for_net (&board, net->n_inputs, in);
  gamao_net_evaluate (net, in, NULL, before);
  g_assert_true (gamao_net_add_deep (net, 16, 5));
  g_assert_false (gamao_net_add_deep (net, 16, 5));
  gamao_net_evaluate (net, in, NULL, after);
  g_assert_cmpmem (before, sizeof before, after, sizeof after);
  g_assert_cmpuint (gamao_net_n_params (net), ==,
                    net->n_hidden * (net->n_inputs + 1 + GAMAO_N_OUTPUTS) + GAMAO_N_OUTPUTS
                        + 16 * (net->n_hidden + 1 + GAMAO_N_OUTPUTS));

  for (unsigned i = 0; i < GAMAO_N_OUTPUTS * 16; i++)
    net->deep_output_weights[i] = (i % 3) ? 0.5f : -0.5f;
  gamao_net_evaluate (net, in, NULL, after);
  g_assert_cmpfloat (fabsf (after[GAMAO_OUT_WIN] - before[GAMAO_OUT_WIN]), >, 1e-4);
  g_assert_true (gamao_net_add_deep (&w.crashed, 8, 6));
  g_assert_cmpint (gamao_weights_save (&w, path), ==, GAMAO_WEIGHTS_OK);
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpint (data[8], ==, 4);
  g_assert_cmpint (gamao_weights_load (&back, path), ==, GAMAO_WEIGHTS_OK);
  g_assert_cmpuint (back.contact.n_deep, ==, 16);
  g_assert_cmpuint (back.crashed.n_deep, ==, 8);
  g_assert_cmpuint (back.race.n_deep, ==, 0);
  float again[GAMAO_N_OUTPUTS];
  gamao_net_evaluate (&back.contact, in, NULL, again);
  g_assert_cmpmem (after, sizeof after, again, sizeof again);

  /* Cut short inside the crashed net's deep layer, the file's last part
   * (checksum made good): truncated, not misread. */
  save_with_checksum (path, data, len - 4 - 4 * 10);
  gamao_weights_clear (&back);
  g_assert_cmpint (gamao_weights_load (&back, path), ==, GAMAO_WEIGHTS_TRUNCATED);

  gamao_weights_clear (&w);
  g_unlink (path);
  g_rmdir (dir);
}

/* A side with a checker off cannot be gammoned, whatever the nets say:
 * in contact, where the side on roll is far behind, and in a race. */
static void
test_no_gammon_after_one_off (void)
{
  GamaoBoard board;
  float o[GAMAO_N_OUTPUTS];

  /* We hold a closed board with a checker of theirs on the bar and have
   * borne off two; they have borne off one. */
  gamao_board_clear (&board);
  for (int i = 0; i < 6; i++)
    board.checkers[GAMAO_SIDE_ON_ROLL][i] = 2;
  board.checkers[GAMAO_SIDE_ON_ROLL][7] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][0] = 13;
  g_assert_cmpint (gamao_position_kind (&board), ==, GAMAO_CLASS_CONTACT);
  gamao_evaluate (&evaluator, &board, o);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN], >, 0.5f);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN_GAMMON], ==, 0.0f);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN_BACKGAMMON], ==, 0.0f);
  g_assert_cmpfloat (o[GAMAO_OUT_LOSE_GAMMON], ==, 0.0f);

  /* A race: they have one off and trail by far; we have none off. */
  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 15;
  board.checkers[GAMAO_SIDE_OPPONENT][12] = 14;
  g_assert_cmpint (gamao_position_kind (&board), ==, GAMAO_CLASS_RACE);
  gamao_evaluate (&evaluator, &board, o);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN_GAMMON], ==, 0.0f);
  g_assert_cmpfloat (o[GAMAO_OUT_WIN_BACKGAMMON], ==, 0.0f);
}

int
main (int argc, char **argv)
{
  GamaoWeightsError error;

  g_test_init (&argc, &argv, NULL);
  error = gamao_evaluator_load (&evaluator, NULL);
  if (error != GAMAO_WEIGHTS_OK)
    g_error ("%s: %s", gamao_data_dir (), gamao_weights_error_message (error));

  g_test_add_func ("/ai/eval/opening", test_opening_sane);
  g_test_add_func ("/ai/eval/won-race", test_won_race);
  g_test_add_func ("/ai/eval/closed-out", test_closed_out);
  g_test_add_func ("/ai/eval/no-gammon-after-one-off", test_no_gammon_after_one_off);
  g_test_add_func ("/ai/bearoff/exact", test_bearoff_exact);
  g_test_add_func ("/ai/bearoff/outputs-in-range", test_bearoff_outputs_in_range);
  g_test_add_func ("/ai/search/every-level-legal", test_every_level_legal);
  g_test_add_func ("/ai/search/noise-deterministic", test_noise_deterministic);
  g_test_add_func ("/ai/pubeval/opening", test_pubeval_opening);
  g_test_add_func ("/ai/met/kazaross-xg2", test_met);
  g_test_add_func ("/ai/cube/money-take-points", test_cube_money_take_points);
  g_test_add_func ("/ai/cube/take-advice", test_take_advice);
  g_test_add_func ("/ai/cube/action-advice", test_cube_action_advice);
  g_test_add_func ("/ai/cube/too-good", test_cube_too_good);
  g_test_add_func ("/ai/cube/match-rules", test_cube_match_rules);
  g_test_add_func ("/ai/cube/gnubg-oracle", test_cube_oracle);
  g_test_add_func ("/ai/resign", test_resign);
  g_test_add_func ("/ai/computer", test_computer);
  g_test_add_func ("/ai/fibs/board", test_fibs_board);
  g_test_add_func ("/ai/weights/damaged", test_damaged_weights);
  g_test_add_func ("/ai/weights/version-2", test_weights_version_2);
  g_test_add_func ("/ai/weights/version-3", test_weights_version_3);
  g_test_add_func ("/ai/weights/deep-layer", test_weights_deep_layer);
  g_test_add_func ("/ai/computer/cube-levels", test_cube_levels);

  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
