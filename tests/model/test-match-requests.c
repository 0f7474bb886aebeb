/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every request the rules forbid is refused with the right error, and
 * leaves the match exactly as it was. */
#include "config.h"

#include "gamao-match.h"

#include <glib.h>

/* What a refused request must not change. */
typedef struct
{
  char *position_id;
  char *match_id;
  GamaoMatchPhase state;
  int turn;
  gsize n_actions;
  guint n_steps;
} Snapshot;

static void
snapshot_take (GamaoMatch *match, Snapshot *s)
{
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  GamaoStep steps[4];

  s->position_id = gamao_position_dup_id (gamao_match_get_position (match), 0);
  s->match_id = gamao_match_dup_match_id (match);
  s->state = gamao_match_get_phase (match);
  s->turn = gamao_match_get_turn (match);
  s->n_actions = record->games[record->n_games - 1]->n_actions;
  s->n_steps = gamao_match_get_steps (match, steps);
}

static void
snapshot_clear (Snapshot *s)
{
  g_free (s->position_id);
  g_free (s->match_id);
}

typedef gboolean (*Request) (GamaoMatch *match, GError **error);

static void
assert_refused_with (GamaoMatch *match, gboolean ok, GError *error, GamaoMatchError code,
                     Snapshot *before)
{
  Snapshot after;

  g_assert_false (ok);
  g_assert_error (error, GAMAO_MATCH_ERROR, (int) code);
  g_assert_nonnull (error->message);
  g_assert_cmpstr (error->message, !=, "");
  snapshot_take (match, &after);
  g_assert_cmpstr (after.position_id, ==, before->position_id);
  g_assert_cmpstr (after.match_id, ==, before->match_id);
  g_assert_cmpint (after.state, ==, before->state);
  g_assert_cmpint (after.turn, ==, before->turn);
  g_assert_cmpuint (after.n_actions, ==, before->n_actions);
  g_assert_cmpuint (after.n_steps, ==, before->n_steps);
  snapshot_clear (&after);
}

static void
assert_refused (GamaoMatch *match, Request request, GamaoMatchError code)
{
  g_autoptr (GError) error = NULL;
  Snapshot before;

  snapshot_take (match, &before);
  gboolean ok = request (match, &error);
  assert_refused_with (match, ok, error, code, &before);
  snapshot_clear (&before);
}

static gboolean
step_24_6 (GamaoMatch *match, GError **error)
{
  return gamao_match_step (match, 24, 6, error);
}

static gboolean
step_6_5 (GamaoMatch *match, GError **error)
{
  return gamao_match_step (match, 6, 5, error);
}

static gboolean
step_from_empty (GamaoMatch *match, GError **error)
{
  return gamao_match_step (match, 20, 3, error);
}

static gboolean
move_too_far (GamaoMatch *match, GError **error)
{
  return gamao_match_move_to (match, 24, 5, error);
}

/* From the start with 6-5: 13/7 with the 6 is legal, but 24/19 with the
 * 5 lands on the opponent's 6-point. */
static gboolean
play_half_blocked (GamaoMatch *match, GError **error)
{
  GamaoPlay play = { .n_steps = 2 };

  play.steps[0] = (GamaoStep){ 13, 7, 6, false };
  play.steps[1] = (GamaoStep){ 24, 19, 5, false };
  return gamao_match_play (match, &play, error);
}

static gboolean
play_turn_over (GamaoMatch *match, GError **error)
{
  GamaoPlay play = { .n_steps = 1 };

  play.steps[0] = (GamaoStep){ 6, 1, 5, false };
  return gamao_match_play (match, &play, error);
}

static gboolean
bad_notation (GamaoMatch *match, GError **error)
{
  return gamao_match_play_notation (match, "24/2 13/1", error);
}

static gboolean
bad_dice (GamaoMatch *match, GError **error)
{
  return gamao_match_roll_dice (match, 7, 1, error);
}

static gboolean
equal_opening (GamaoMatch *match, GError **error)
{
  return gamao_match_roll_dice (match, 4, 4, error);
}

static gboolean
resign_nothing (GamaoMatch *match, GError **error)
{
  return gamao_match_offer_resignation (match, 0, GAMAO_RESULT_NONE, error);
}

static gboolean
resign_single (GamaoMatch *match, GError **error)
{
  return gamao_match_offer_resignation (match, 0, GAMAO_RESULT_SINGLE, error);
}

static void
ok (gboolean done, GError *error)
{
  g_assert_no_error (error);
  g_assert_true (done);
}

#define OK(call)                                                                               \
  G_STMT_START                                                                                 \
  {                                                                                            \
    GError *e_ = NULL;                                                                         \
    gboolean d_ = (call);                                                                      \
    ok (d_, e_);                                                                               \
  }                                                                                            \
  G_STMT_END

static void
test_opening (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);
  const char *why = NULL;

  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_OPENING_ROLL);
  g_assert_false (gamao_match_can_double (match, &why));
  g_assert_nonnull (why);
  g_assert_false (gamao_cube_get_can_double (gamao_match_get_cube (match)));
  g_assert_nonnull (gamao_cube_get_why_not (gamao_match_get_cube (match)));
  assert_refused (match, gamao_match_double, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, step_24_6, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_commit_turn, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_take, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_drop, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_next_game, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, resign_single, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, bad_dice, GAMAO_MATCH_ERROR_BAD_DICE);
  assert_refused (match, equal_opening, GAMAO_MATCH_ERROR_BAD_DICE);
}

static void
test_moving (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);
  int dice[2], left[4];

  /* Player 0 wins the opening with 6-5 and must play both numbers. */
  OK (gamao_match_roll_dice (match, 6, 5, &e_));
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
  g_assert_true (gamao_match_get_dice (match, dice));
  assert_refused (match, gamao_match_roll, GAMAO_MATCH_ERROR_ALREADY_ROLLED);
  assert_refused (match, gamao_match_double, GAMAO_MATCH_ERROR_ALREADY_ROLLED);
  assert_refused (match, gamao_match_commit_turn, GAMAO_MATCH_ERROR_INCOMPLETE_PLAY);
  assert_refused (match, gamao_match_undo_step, GAMAO_MATCH_ERROR_NOTHING_TO_UNDO);
  assert_refused (match, step_from_empty, GAMAO_MATCH_ERROR_ILLEGAL_STEP);
  assert_refused (match, move_too_far, GAMAO_MATCH_ERROR_ILLEGAL_STEP);
  assert_refused (match, bad_notation, GAMAO_MATCH_ERROR_BAD_NOTATION);
  assert_refused (match, gamao_match_next_game, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_accept_resignation, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, resign_nothing, GAMAO_MATCH_ERROR_BAD_RESIGNATION);
  /* A play is made whole or not at all: its first step is legal, its
   * second is not, and neither is made. */
  assert_refused (match, play_half_blocked, GAMAO_MATCH_ERROR_ILLEGAL_STEP);

  /* Lover's leap with both dice through 18 or 19, as one move. */
  OK (gamao_match_move_to (match, 24, 13, &e_));
  g_assert_true (gamao_match_can_commit (match));
  g_assert_cmpuint (gamao_match_get_dice_left (match, left), ==, 0);
  assert_refused (match, step_6_5, GAMAO_MATCH_ERROR_TURN_DONE);
  assert_refused (match, play_turn_over, GAMAO_MATCH_ERROR_TURN_DONE);
  OK (gamao_match_undo_step (match, &e_));
  g_assert_false (gamao_match_can_commit (match));
  assert_refused (match, gamao_match_commit_turn, GAMAO_MATCH_ERROR_INCOMPLETE_PLAY);
  OK (gamao_match_undo_step (match, &e_));
  OK (gamao_match_play_notation (match, "24/13", &e_));

  /* Player 1 to roll: no step before the roll. */
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1);
  g_assert_false (gamao_match_get_dice (match, dice));
  assert_refused (match, step_24_6, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_commit_turn, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_undo_step, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_undo_turn, GAMAO_MATCH_ERROR_WRONG_STATE);
}

static void
test_cube (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (7, NULL, NULL, GAMAO_RULE_CRAWFORD);
  GamaoCube *cube = gamao_match_get_cube (match);

  OK (gamao_match_roll_dice (match, 3, 1, &e_));
  OK (gamao_match_play_notation (match, "8/5 6/5", &e_));
  /* Player 1 doubles; a beaver is for sessions; player 0 takes. */
  g_assert_true (gamao_cube_get_can_double (cube));
  OK (gamao_match_double (match, &e_));
  g_assert_true (gamao_cube_get_offered (cube));
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
  assert_refused (match, gamao_match_roll, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_double, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_beaver, GAMAO_MATCH_ERROR_NO_BEAVERS);
  assert_refused (match, resign_single, GAMAO_MATCH_ERROR_WRONG_STATE);
  OK (gamao_match_take (match, &e_));
  g_assert_cmpuint (gamao_cube_get_value (cube), ==, 2);
  g_assert_cmpint (gamao_cube_get_owner (cube), ==, 0);
  g_assert_false (gamao_cube_get_offered (cube));
  /* Player 1 rolls on; the cube is player 0's now. */
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1);
  g_assert_false (gamao_cube_get_can_double (cube));
  assert_refused (match, gamao_match_double, GAMAO_MATCH_ERROR_CUBE_OWNED);
  assert_refused (match, gamao_match_take, GAMAO_MATCH_ERROR_WRONG_STATE);
  OK (gamao_match_roll_dice (match, 2, 1, &e_));
  OK (gamao_match_play_notation (match, "13/11 6/5", &e_));
  /* The owner redoubles; player 1 drops and player 0 wins 2 points. */
  g_assert_true (gamao_cube_get_can_double (cube));
  OK (gamao_match_double (match, &e_));
  OK (gamao_match_drop (match, &e_));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_GAME_OVER);
  g_assert_cmpuint (gamao_match_get_score (match, 0), ==, 2);
  g_assert_cmpuint (gamao_match_get_score (match, 1), ==, 0);
  assert_refused (match, gamao_match_roll, GAMAO_MATCH_ERROR_WRONG_STATE);
  assert_refused (match, gamao_match_double, GAMAO_MATCH_ERROR_WRONG_STATE);
  OK (gamao_match_next_game (match, &e_));
  g_assert_cmpuint (gamao_cube_get_value (cube), ==, 1);
  g_assert_cmpint (gamao_cube_get_owner (cube), ==, -1);
  g_assert_cmpuint (gamao_match_get_game_number (match), ==, 2);
}

static void
test_crawford (void)
{
  GamaoMatchRecord *record = gamao_match_record_new (5, "Ana", "Bia", GAMAO_RULE_CRAWFORD);
  g_autoptr (GError) error = NULL;
  GamaoMatch *match;

  /* A match picked up at 4-2: this game is the Crawford game. */
  gamao_match_record_add_game (record, 4, 2, true);
  match = gamao_match_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (gamao_match_get_crawford_game (match));
  OK (gamao_match_roll_dice (match, 1, 2, &e_));
  OK (gamao_match_play_notation (match, "13/11 6/5", &e_));
  g_assert_false (gamao_cube_get_can_double (gamao_match_get_cube (match)));
  assert_refused (match, gamao_match_double, GAMAO_MATCH_ERROR_CRAWFORD);
  /* Player 0 resigns a gammon: 2 points, player 1 reaches 4. */
  OK (gamao_match_offer_resignation (match, 0, GAMAO_RESULT_GAMMON, &e_));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_RESIGNATION_OFFERED);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1);
  assert_refused (match, gamao_match_roll, GAMAO_MATCH_ERROR_WRONG_STATE);
  OK (gamao_match_decline_resignation (match, &e_));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
  OK (gamao_match_offer_resignation (match, 0, GAMAO_RESULT_GAMMON, &e_));
  OK (gamao_match_accept_resignation (match, &e_));
  g_assert_cmpuint (gamao_match_get_score (match, 1), ==, 4);
  OK (gamao_match_next_game (match, &e_));
  /* Post-Crawford: doubling is back; player 0 doubles and player 1 drops. */
  g_assert_false (gamao_match_get_crawford_game (match));
  OK (gamao_match_roll_dice (match, 1, 2, &e_));
  OK (gamao_match_play_notation (match, "13/11 6/5", &e_));
  OK (gamao_match_double (match, &e_));
  OK (gamao_match_drop (match, &e_));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MATCH_OVER);
  g_assert_cmpint (gamao_match_get_winner (match), ==, 0);
  g_assert_cmpuint (gamao_match_get_score (match, 0), ==, 5);
  assert_refused (match, gamao_match_roll, GAMAO_MATCH_ERROR_MATCH_OVER);
  assert_refused (match, gamao_match_next_game, GAMAO_MATCH_ERROR_MATCH_OVER);
  assert_refused (match, gamao_match_double, GAMAO_MATCH_ERROR_MATCH_OVER);
  assert_refused (match, resign_single, GAMAO_MATCH_ERROR_MATCH_OVER);
  g_object_unref (match);
  gamao_match_record_unref (record);
}

static void
test_beaver (void)
{
  g_autoptr (GamaoMatch) match
    = gamao_match_new (0, NULL, NULL, GAMAO_RULE_BEAVERS | GAMAO_RULE_CRAWFORD);
  GamaoCube *cube = gamao_match_get_cube (match);

  g_assert_cmpuint (gamao_match_get_rules (match), ==, GAMAO_RULE_BEAVERS);
  OK (gamao_match_roll_dice (match, 3, 1, &e_));
  OK (gamao_match_play_notation (match, "8/5 6/5", &e_));
  OK (gamao_match_double (match, &e_));
  OK (gamao_match_beaver (match, &e_));
  g_assert_cmpuint (gamao_cube_get_value (cube), ==, 4);
  g_assert_cmpint (gamao_cube_get_owner (cube), ==, 0);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 1);
  assert_refused (match, gamao_match_double, GAMAO_MATCH_ERROR_CUBE_OWNED);
}

/* The Match ID gnubg gives a 9-point match at 2-4 where player 0 owns a
 * 2-cube and player 1 rolled 5-2; and the IDs of the starting position. */
static void
test_ids (void)
{
  GamaoMatchRecord *record = gamao_match_record_new (9, "Ana", "Bia", GAMAO_RULE_CRAWFORD);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = NULL;
  g_autofree char *match_id = NULL;
  g_autofree char *position_id = NULL;

  gamao_match_record_add_game (record, 2, 4, false);
  match = gamao_match_new_from_record (record, &error);
  gamao_match_record_unref (record);
  g_assert_no_error (error);
  OK (gamao_match_roll_dice (match, 3, 1, &e_));
  position_id = gamao_match_dup_position_id (match);
  g_assert_cmpstr (position_id, ==, "4HPwATDgc/ABMA");
  OK (gamao_match_play_notation (match, "8/5 6/5", &e_));
  OK (gamao_match_double (match, &e_));
  OK (gamao_match_take (match, &e_));
  OK (gamao_match_roll_dice (match, 5, 2, &e_));
  match_id = gamao_match_dup_match_id (match);
  g_assert_cmpstr (match_id, ==, "QYkqASAAIAAA");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/requests/opening", test_opening);
  g_test_add_func ("/requests/moving", test_moving);
  g_test_add_func ("/requests/cube", test_cube);
  g_test_add_func ("/requests/crawford-and-resignation", test_crawford);
  g_test_add_func ("/requests/beaver", test_beaver);
  g_test_add_func ("/requests/ids", test_ids);
  return g_test_run ();
}
