/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The match flow through GamaoMatch: whole seeded matches played by the
 * scripted players, checked against the rules from outside the model. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-position-id.h"
#include "gamao-selfplay.h"

#include <glib.h>

typedef struct
{
  guint matches;
  guint crawford_games;
  guint post_crawford_doubles;
  guint doubles, redoubles, takes, drops, passes;
  guint gammons, backgammons, resignations;
} Tally;

/* The Crawford game as the rule states it, kept apart from the model's
 * own bookkeeping: the first game that starts with exactly one player a
 * point from winning. */
static gboolean
expect_crawford (guint length, const unsigned score[2], gboolean *seen)
{
  gboolean one_away = (score[0] == length - 1) ^ (score[1] == length - 1);

  if (length == 0 || *seen || !one_away)
    return FALSE;
  *seen = TRUE;
  return TRUE;
}

static void
check_play_end (const GamaoGameRecord *game, const GamaoAction *end, guint cube, Tally *tally)
{
  const GamaoAction *last = &game->actions[game->n_actions - 2];
  GamaoBoard board = last->after;

  g_assert_cmpint (last->player, ==, end->player);
  if (end->player == 1)
    gamao_board_swap_sides (&board);
  GamaoResultKind kind = gamao_result_of_board (&board, GAMAO_SIDE_ON_ROLL);
  g_assert_cmpint (kind, !=, GAMAO_RESULT_NONE);
  g_assert_cmpint (end->result, ==, kind);
  g_assert_cmpuint (end->value, ==, gamao_result_points (kind, cube));
  tally->gammons += kind == GAMAO_RESULT_GAMMON;
  tally->backgammons += kind == GAMAO_RESULT_BACKGAMMON;
}

/* Walks one game's actions with the cube rules, from outside the model. */
static void
check_game (const GamaoMatchRecord *record, const GamaoGameRecord *game, gboolean post_crawford,
            Tally *tally)
{
  guint cube = 1;
  int owner = -1;

  for (gsize i = 0; i < game->n_actions; i++)
    {
      const GamaoAction *a = &game->actions[i];
      switch (a->kind)
        {
        case GAMAO_ACTION_DOUBLE:
          g_assert_false (game->crawford);
          g_assert_true (owner == -1 || owner == a->player);
          g_assert_cmpuint (a->value, ==, 2 * cube);
          tally->doubles++;
          tally->redoubles += owner != -1;
          tally->post_crawford_doubles += post_crawford;
          break;
        case GAMAO_ACTION_TAKE:
          cube *= 2;
          owner = a->player;
          g_assert_cmpuint (a->value, ==, cube);
          tally->takes++;
          break;
        case GAMAO_ACTION_DROP:
          /* A drop scores the cube before the double. */
          g_assert_cmpint (game->actions[i + 1].kind, ==, GAMAO_ACTION_GAME_END);
          g_assert_cmpuint (game->actions[i + 1].value, ==, cube);
          g_assert_cmpint (game->actions[i + 1].player, ==, 1 - a->player);
          tally->drops++;
          break;
        case GAMAO_ACTION_PASS:
          tally->passes++;
          break;
        case GAMAO_ACTION_RESIGN_ACCEPT:
          g_assert_cmpuint (game->actions[i + 1].value, ==,
                            cube * game->actions[i - 1].result);
          tally->resignations++;
          break;
        case GAMAO_ACTION_GAME_END:
          g_assert_cmpuint (i, ==, game->n_actions - 1);
          if (game->actions[i - 1].kind == GAMAO_ACTION_PLAY)
            check_play_end (game, a, cube, tally);
          break;
        default:
          break;
        }
    }
  (void) record;
}

static void
check_match (GamaoMatch *match, Tally *tally)
{
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  guint length = gamao_match_get_length (match);
  unsigned score[2] = { 0, 0 };
  gboolean crawford_seen = FALSE;

  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MATCH_OVER);
  g_assert_cmpuint (g_list_model_get_n_items (gamao_match_get_games (match)), ==,
                    record->n_games);
  for (gsize g = 0; g < record->n_games; g++)
    {
      const GamaoGameRecord *game = record->games[g];
      const GamaoAction *end = gamao_game_record_end (game);
      g_assert_nonnull (end);
      g_assert_cmpuint (game->score[0], ==, score[0]);
      g_assert_cmpuint (game->score[1], ==, score[1]);
      /* Nobody had won before this game. */
      g_assert_cmpuint (MAX (score[0], score[1]), <, length);
      gboolean was_seen = crawford_seen;
      g_assert_cmpint (game->crawford, ==, expect_crawford (length, score, &crawford_seen));
      tally->crawford_games += game->crawford;
      check_game (record, game, was_seen && !game->crawford, tally);
      score[end->player] += end->value;
    }
  int winner = gamao_match_get_winner (match);
  g_assert_cmpuint (score[winner], >=, length);
  g_assert_cmpuint (score[1 - winner], <, length);
  g_assert_cmpuint (gamao_match_get_score (match, 0), ==, score[0]);
  g_assert_cmpuint (gamao_match_get_score (match, 1), ==, score[1]);
  tally->matches++;
}

/* Odd seeds play with a busy cube and resignations; even seeds never
 * double nor resign, so that games run to the last checker and gammons
 * and backgammons happen. */
static GamaoMatch *
play_match (guint length, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  GamaoSelfplayRules rules;
  GamaoMatch *match = gamao_match_new (length, NULL, NULL, GAMAO_RULE_CRAWFORD);

  gamao_selfplay_rules_init (&rules);
  rules.resign_deficit = seed % 2 ? 60 : 0;
  if (seed % 2 == 0)
    rules.double_lead = 1000;
  g_assert_true (gamao_selfplay_run (match, &rules, seed, &error));
  g_assert_no_error (error);
  return match;
}

static void
test_full_matches (void)
{
  static const guint lengths[] = { 1, 2, 3, 5, 7, 11 };
  Tally tally = { 0 };

  for (guint64 seed = 1; seed <= 30; seed++)
    for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
      {
        g_autoptr (GamaoMatch) match = play_match (lengths[i], seed);
        check_match (match, &tally);
      }
  g_test_message ("%u matches: %u Crawford games, %u doubles (%u redoubles, %u after "
                  "Crawford), %u takes, %u drops, %u passes, %u gammons, %u backgammons, "
                  "%u resignations",
                  tally.matches, tally.crawford_games, tally.doubles, tally.redoubles,
                  tally.post_crawford_doubles, tally.takes, tally.drops, tally.passes,
                  tally.gammons, tally.backgammons, tally.resignations);
  /* Every kind of event the rules treat specially has happened. */
  g_assert_cmpuint (tally.crawford_games, >, 0);
  g_assert_cmpuint (tally.post_crawford_doubles, >, 0);
  g_assert_cmpuint (tally.redoubles, >, 0);
  g_assert_cmpuint (tally.takes, >, 0);
  g_assert_cmpuint (tally.drops, >, 0);
  g_assert_cmpuint (tally.passes, >, 0);
  g_assert_cmpuint (tally.gammons, >, 0);
  g_assert_cmpuint (tally.backgammons, >, 0);
  g_assert_cmpuint (tally.resignations, >, 0);
}

static void
test_same_seed_same_match (void)
{
  g_autoptr (GamaoMatch) a = play_match (7, 42);
  g_autoptr (GamaoMatch) b = play_match (7, 42);

  g_assert_true (gamao_match_record_equal (gamao_match_get_record (a),
                                           gamao_match_get_record (b)));
}

static void
test_replay_record (void)
{
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr (GamaoMatch) played = play_match (5, seed);
      g_autoptr (GError) error = NULL;
      g_autoptr (GamaoMatch) replayed
        = gamao_match_new_from_record (gamao_match_get_record (played), &error);

      g_assert_no_error (error);
      g_assert_true (gamao_match_record_equal (gamao_match_get_record (played),
                                               gamao_match_get_record (replayed)));
      g_assert_cmpint (gamao_match_get_winner (replayed), ==, gamao_match_get_winner (played));
      g_assert_cmpint (gamao_match_get_phase (replayed), ==, GAMAO_MATCH_MATCH_OVER);
    }
}

static void
test_money_session (void)
{
  GamaoSelfplayRules rules;
  guint gammons_on_centred_cube = 0;

  gamao_selfplay_rules_init (&rules);
  rules.max_games = 30;
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GamaoMatch) match = gamao_match_new (0, NULL, NULL, GAMAO_RULE_JACOBY);
      g_assert_true (gamao_selfplay_run (match, &rules, seed, &error));
      g_assert_no_error (error);
      g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_GAME_OVER);
      g_assert_cmpuint (gamao_match_get_game_number (match), ==, 30);
      g_assert_cmpint (gamao_match_get_winner (match), ==, -1);
      const GamaoMatchRecord *record = gamao_match_get_record (match);
      for (gsize g = 0; g < record->n_games; g++)
        {
          const GamaoGameRecord *game = record->games[g];
          gboolean turned = FALSE;
          g_assert_false (game->crawford);
          for (gsize i = 0; i < game->n_actions; i++)
            turned |= game->actions[i].kind == GAMAO_ACTION_TAKE;
          const GamaoAction *end = gamao_game_record_end (game);
          /* Jacoby: with the cube never turned, a gammon is worth one point. */
          if (!turned)
            {
              g_assert_cmpuint (end->value, ==, 1);
              gammons_on_centred_cube += end->result != GAMAO_RESULT_SINGLE;
            }
        }
    }
  g_assert_cmpuint (gammons_on_centred_cube, ==, 0);
}

/* After every action of whole matches, the IDs decode to the state the
 * match reports and the position is a backgammon position. */
static void
test_ids_all_along (void)
{
  GamaoSelfplayRules rules;

  gamao_selfplay_rules_init (&rules);
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (GamaoMatch) match = gamao_match_new (7, NULL, NULL, GAMAO_RULE_CRAWFORD);
      GamaoDice choices;

      gamao_match_set_dice_seed (match, seed);
      gamao_dice_init_seeded (&choices, seed);
      while (gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER)
        {
          g_autofree char *match_id = NULL;
          g_autofree char *position_id = NULL;
          GamaoMatchState state;
          GamaoBoard board;
          int dice[2];

          g_assert_true (gamao_selfplay_act (match, &rules, &choices, NULL));
          match_id = gamao_match_dup_match_id (match);
          position_id = gamao_match_dup_position_id (match);
          g_assert_cmpint (gamao_match_id_decode (match_id, &state), ==, GAMAO_ID_OK);
          g_assert_cmpint (gamao_position_id_decode (position_id, &board, NULL), ==, GAMAO_ID_OK);
          g_assert_cmpuint (state.score[0], ==, gamao_match_get_score (match, 0));
          g_assert_cmpuint (state.score[1], ==, gamao_match_get_score (match, 1));
          g_assert_cmpuint (state.cube_value, ==,
                            gamao_cube_get_value (gamao_match_get_cube (match)));
          g_assert_cmpint (state.cube_owner, ==,
                           gamao_cube_get_owner (gamao_match_get_cube (match)));
          g_assert_cmpint (state.crawford, ==, gamao_match_get_crawford_game (match));
          g_assert_cmpint (state.on_roll, ==, gamao_match_get_on_roll (match));
          g_assert_cmpint (state.turn, ==, gamao_match_get_turn (match));
          if (gamao_match_get_phase (match) == GAMAO_MATCH_MOVING)
            {
              g_assert_true (gamao_match_get_dice (match, dice));
              g_assert_cmpint (state.dice[0], ==, dice[0]);
              g_assert_cmpint (state.dice[1], ==, dice[1]);
            }
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match/full-matches", test_full_matches);
  g_test_add_func ("/match/same-seed-same-match", test_same_seed_same_match);
  g_test_add_func ("/match/replay-record", test_replay_record);
  g_test_add_func ("/match/money-session-jacoby", test_money_session);
  g_test_add_func ("/match/ids-all-along", test_ids_all_along);
  return g_test_run ();
}
