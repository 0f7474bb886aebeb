/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A play made one step at a time (GamaoTurn): every step is the start of
 * some legal play, undo restores the board, the targets offered are
 * exactly where a checker can go, and a refused step says why. */
#include "config.h"

#include "engine-test-util.h"
#include "gamao-dice.h"
#include "gamao-notation.h"
#include "gamao-turn.h"

#include <glib.h>
#include <string.h>

typedef struct
{
  GamaoPlayList *list;
  GamaoTurn turn;
} Fixture;

static void
fixture_begin (Fixture *f, const char *mover, const char *opponent, int d1, int d2)
{
  GamaoBoard board;

  test_board_from_spec (&board, mover, opponent);
  f->list = g_new (GamaoPlayList, 1);
  gamao_play_list_generate (f->list, &board, d1, d2);
  gamao_turn_begin (&f->turn, f->list, &board, d1, d2);
}

static void
fixture_end (Fixture *f)
{
  g_free (f->list);
}

static void
assert_play_written (const Fixture *f, const char *expected)
{
  char text[GAMAO_NOTATION_MAX];
  int index = gamao_turn_play_index (&f->turn);

  g_assert_true (gamao_turn_is_complete (&f->turn));
  g_assert_cmpint (index, >=, 0);
  gamao_notation_write (&f->list->plays[index], text, sizeof text);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_step_by_step (void)
{
  Fixture f;
  GamaoStep step;

  fixture_begin (&f, "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 6, 5);
  g_assert_false (gamao_turn_must_pass (&f.turn));
  g_assert_false (gamao_turn_is_complete (&f.turn));
  g_assert_cmpint (gamao_turn_play_index (&f.turn), ==, -1);
  g_assert_cmpint (gamao_turn_step (&f.turn, 24, 6, &step), ==, GAMAO_STEP_OK);
  g_assert_cmpint (step.from, ==, 24);
  g_assert_cmpint (step.to, ==, 18);
  g_assert_false (step.hit);
  g_assert_false (gamao_turn_is_complete (&f.turn));
  /* The 6 is used: only the 5 is left. */
  g_assert_cmpint (gamao_turn_check_step (&f.turn, 13, 6), ==, GAMAO_STEP_NO_SUCH_DIE);
  g_assert_cmpuint (f.turn.n_left, ==, 1);
  g_assert_cmpint (f.turn.left[0], ==, 5);
  g_assert_cmpint (gamao_turn_step (&f.turn, 18, 5, NULL), ==, GAMAO_STEP_OK);
  assert_play_written (&f, "24/13");
  g_assert_cmpint (gamao_turn_check_step (&f.turn, 13, 5), ==, GAMAO_STEP_TURN_DONE);
  fixture_end (&f);
}

static void
test_undo (void)
{
  Fixture f;
  GamaoStep undone;
  GamaoBoard start;

  /* Undo a hit: the blot comes back from the bar. */
  fixture_begin (&f, "8:2 6:1", "20:1", 3, 1);
  start = f.turn.current;
  g_assert_false (gamao_turn_undo (&f.turn, &undone));
  g_assert_cmpint (gamao_turn_step (&f.turn, 8, 3, NULL), ==, GAMAO_STEP_OK);
  g_assert_cmpuint (f.turn.current.checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR], ==, 1);
  g_assert_cmpint (gamao_turn_step (&f.turn, 5, 1, NULL), ==, GAMAO_STEP_OK);
  assert_play_written (&f, "8/5*/4");
  g_assert_true (gamao_turn_undo (&f.turn, &undone));
  g_assert_cmpint (undone.from, ==, 5);
  g_assert_cmpint (undone.die, ==, 1);
  g_assert_true (gamao_turn_undo (&f.turn, &undone));
  g_assert_true (undone.hit);
  g_assert_true (gamao_board_equal (&f.turn.current, &start));
  g_assert_cmpuint (f.turn.n_steps, ==, 0);
  g_assert_cmpuint (f.turn.n_left, ==, 2);
  g_assert_cmpint (f.turn.left[0], ==, 3);
  g_assert_cmpint (f.turn.left[1], ==, 1);
  /* The other play after the undo. */
  g_assert_cmpint (gamao_turn_step (&f.turn, 8, 1, NULL), ==, GAMAO_STEP_OK);
  g_assert_cmpint (gamao_turn_step (&f.turn, 8, 3, NULL), ==, GAMAO_STEP_OK);
  assert_play_written (&f, "8/7 8/5*");
  fixture_end (&f);

  /* Undo a checker borne off. */
  fixture_begin (&f, "4:1 2:1", "", 6, 5);
  start = f.turn.current;
  g_assert_cmpint (gamao_turn_step (&f.turn, 4, 6, NULL), ==, GAMAO_STEP_OK);
  g_assert_cmpuint (gamao_board_borne_off (&f.turn.current, GAMAO_SIDE_ON_ROLL), ==, 14);
  g_assert_true (gamao_turn_undo (&f.turn, NULL));
  g_assert_true (gamao_board_equal (&f.turn.current, &start));
  fixture_end (&f);
}

typedef struct
{
  const char *name;
  const char *mover;
  const char *opponent;
  int d1, d2;
  int from, die;
  GamaoStepVerdict verdict;
} VerdictCase;

static const VerdictCase verdict_cases[] = {
  { "bar first", "25:1 6:5 13:3", "4:2", 4, 3, 13, 3, GAMAO_STEP_BAR_FIRST },
  { "enter on a held point", "25:1 6:5 13:3", "4:2", 4, 3, 25, 4, GAMAO_STEP_BLOCKED },
  { "enter on an open point", "25:1 6:5 13:3", "4:2", 4, 3, 25, 3, GAMAO_STEP_OK },
  { "blocked", "13:1", "13:2", 1, 1, 13, 1, GAMAO_STEP_BLOCKED },
  { "not all home", "7:1 3:1", "", 6, 3, 3, 3, GAMAO_STEP_NOT_ALL_HOME },
  { "higher checker", "5:1 3:1", "", 4, 4, 3, 4, GAMAO_STEP_HIGHER_CHECKER },
  { "larger die", "10:1", "23:2", 6, 2, 10, 2, GAMAO_STEP_LARGER_DIE },
  { "larger die played", "10:1", "23:2", 6, 2, 10, 6, GAMAO_STEP_OK },
  { "only the smaller can be played", "10:1", "21:2 23:2", 6, 2, 10, 2, GAMAO_STEP_OK },
  /* 4/3 leaves the 6 unplayable; 8/7 lets 7/1 follow. */
  { "wastes dice", "8:1 4:1", "23:2", 6, 1, 4, 1, GAMAO_STEP_WASTES_DICE },
  { "uses both dice", "8:1 4:1", "23:2", 6, 1, 8, 1, GAMAO_STEP_OK },
  { "no such die", "8:1 4:1", "23:2", 6, 1, 8, 2, GAMAO_STEP_NO_SUCH_DIE },
  { "no checker", "8:1 4:1", "23:2", 6, 1, 9, 1, GAMAO_STEP_NO_CHECKER },
  { "the other die first", "10:1", "21:2", 6, 3, 10, 6, GAMAO_STEP_BLOCKED },
  { "bear-off waits for the bar", "25:1 5:4 3:3", "21:2 24:1", 6, 2, 5, 6,
    GAMAO_STEP_BAR_FIRST },
};

static void
test_verdicts (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (verdict_cases); i++)
    {
      const VerdictCase *c = &verdict_cases[i];
      Fixture f;
      g_test_message ("%s", c->name);
      fixture_begin (&f, c->mover, c->opponent, c->d1, c->d2);
      g_assert_cmpint (gamao_turn_check_step (&f.turn, c->from, c->die), ==, c->verdict);
      /* A refused step changes nothing. */
      GamaoBoard before = f.turn.current;
      GamaoStepVerdict stepped = gamao_turn_step (&f.turn, c->from, c->die, NULL);
      g_assert_cmpint (stepped, ==, c->verdict);
      if (stepped != GAMAO_STEP_OK)
        g_assert_true (gamao_board_equal (&f.turn.current, &before));
      g_assert_true (*gamao_step_verdict_message (c->verdict));
      fixture_end (&f);
    }
}

typedef struct
{
  const char *name;
  const char *mover;
  const char *opponent;
  int d1, d2;
  int from, to;
  GamaoStepVerdict verdict;
} RefusalCase;

/* Why a checker may not go from one point to another: the first rule in
 * its way, the same for the board's toast and the rules exercises. */
static const RefusalCase refusal_cases[] = {
  { "bar first", "25:1 6:5 13:3", "4:2", 4, 3, 13, 10, GAMAO_STEP_BAR_FIRST },
  { "held point", "13:1", "13:2", 1, 1, 13, 12, GAMAO_STEP_BLOCKED },
  { "held point, no die either", "13:1", "13:2", 6, 5, 13, 12, GAMAO_STEP_BLOCKED },
  { "not all home", "7:1 3:1", "", 6, 3, 3, 0, GAMAO_STEP_NOT_ALL_HOME },
  { "higher checker", "5:1 3:1", "", 4, 4, 3, 0, GAMAO_STEP_HIGHER_CHECKER },
  { "larger die", "10:1", "23:2", 6, 2, 10, 8, GAMAO_STEP_LARGER_DIE },
  { "wastes dice", "8:1 4:1", "23:2", 6, 1, 4, 3, GAMAO_STEP_WASTES_DICE },
  { "no such die", "8:1 4:1", "23:2", 6, 1, 8, 5, GAMAO_STEP_NO_SUCH_DIE },
  { "no checker", "8:1 4:1", "23:2", 6, 1, 9, 8, GAMAO_STEP_NO_CHECKER },
  { "one die", "8:1 4:1", "23:2", 6, 1, 8, 7, GAMAO_STEP_OK },
  { "both dice", "24:1", "", 2, 1, 24, 21, GAMAO_STEP_OK },
};

static void
test_refusals (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (refusal_cases); i++)
    {
      const RefusalCase *c = &refusal_cases[i];
      Fixture f;

      g_test_message ("%s", c->name);
      fixture_begin (&f, c->mover, c->opponent, c->d1, c->d2);
      g_assert_cmpint (gamao_turn_refusal (&f.turn, c->from, c->to), ==, c->verdict);
      fixture_end (&f);
    }
}

/* Once a whole play is made, every further move is refused as done. */
static void
test_refusal_after_play (void)
{
  Fixture f;

  fixture_begin (&f, "24:1 13:1", "", 2, 1);
  g_assert_cmpint (gamao_turn_step (&f.turn, 24, 2, NULL), ==, GAMAO_STEP_OK);
  g_assert_cmpint (gamao_turn_step (&f.turn, 13, 1, NULL), ==, GAMAO_STEP_OK);
  g_assert_cmpint (gamao_turn_refusal (&f.turn, 22, 21), ==, GAMAO_STEP_TURN_DONE);
  fixture_end (&f);
}

static void
test_must_pass (void)
{
  Fixture f;

  fixture_begin (&f, "25:1 6:5", "1:2 2:2 3:2 4:2 5:2 6:2", 6, 5);
  g_assert_true (gamao_turn_must_pass (&f.turn));
  g_assert_true (gamao_turn_is_complete (&f.turn));
  g_assert_false (gamao_turn_can_move_from (&f.turn, GAMAO_POINT_BAR));
  /* Why no checker can move: the board's own reason. */
  g_assert_cmpint (gamao_turn_check_step (&f.turn, GAMAO_POINT_BAR, 6), ==, GAMAO_STEP_BLOCKED);
  g_assert_cmpint (gamao_turn_check_step (&f.turn, 6, 5), ==, GAMAO_STEP_BAR_FIRST);
  fixture_end (&f);

  /* Doubles played in part: the turn ends after two of the four. */
  fixture_begin (&f, "18:1", "22:2", 5, 5);
  g_assert_cmpint (gamao_turn_step (&f.turn, 18, 5, NULL), ==, GAMAO_STEP_OK);
  g_assert_false (gamao_turn_is_complete (&f.turn));
  g_assert_cmpint (gamao_turn_step (&f.turn, 13, 5, NULL), ==, GAMAO_STEP_OK);
  assert_play_written (&f, "18/8");
  g_assert_cmpint (gamao_turn_check_step (&f.turn, 8, 5), ==, GAMAO_STEP_TURN_DONE);
  fixture_end (&f);
}

/* The targets as "to:die+die" strings, in the order given. */
static char *
targets_of (const Fixture *f, int from)
{
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  unsigned n = gamao_turn_targets (&f->turn, from, targets);
  g_autoptr (GString) text = g_string_new (NULL);

  for (unsigned i = 0; i < n; i++)
    {
      g_string_append_printf (text, "%s%d:", i ? " " : "", targets[i].to);
      for (int d = 0; d < targets[i].n_dice; d++)
        g_string_append_printf (text, "%s%d", d ? "+" : "", targets[i].dice[d]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_targets (void)
{
  Fixture f;
  char *t;

  fixture_begin (&f, "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 6, 5);
  /* 19 is the opponent's 6 point: the 6 first, then the 5. */
  g_assert_cmpstr ((t = targets_of (&f, 24)), ==, "18:6 13:6+5");
  g_free (t);
  g_assert_cmpstr ((t = targets_of (&f, 13)), ==, "7:6 8:5 2:6+5");
  g_free (t);
  g_assert_cmpstr ((t = targets_of (&f, 12)), ==, "");
  g_free (t);
  g_assert_true (gamao_turn_can_move_from (&f.turn, 8));
  g_assert_false (gamao_turn_can_move_from (&f.turn, 7));
  /* 6/1 lands on the opponent's 24 point; 6/off waits for all home. */
  g_assert_false (gamao_turn_can_move_from (&f.turn, 6));
  fixture_end (&f);

  /* Only the 2 first: 9 is held. */
  fixture_begin (&f, "13:1", "16:2", 4, 2);
  g_assert_cmpstr ((t = targets_of (&f, 13)), ==, "11:2 7:2+4");
  g_free (t);
  fixture_end (&f);

  /* Doubles: one, two, three or four steps. */
  fixture_begin (&f, "24:1 13:1", "", 2, 2);
  g_assert_cmpstr ((t = targets_of (&f, 24)), ==, "22:2 20:2+2 18:2+2+2 16:2+2+2+2");
  g_free (t);
  fixture_end (&f);

  /* Either die alone, never both: the larger only. */
  fixture_begin (&f, "10:1", "23:2", 6, 2);
  g_assert_cmpstr ((t = targets_of (&f, 10)), ==, "4:6");
  g_free (t);
  fixture_end (&f);

  /* Bearing off: 0 is off. */
  fixture_begin (&f, "4:1 2:1", "", 6, 5);
  g_assert_cmpstr ((t = targets_of (&f, 4)), ==, "0:6");
  g_free (t);
  g_assert_cmpstr ((t = targets_of (&f, 2)), ==, "");
  g_free (t);
  fixture_end (&f);

  /* From the bar, and nothing else until it is in. */
  fixture_begin (&f, "25:1 6:5 13:3", "4:2", 4, 3);
  g_assert_cmpstr ((t = targets_of (&f, 25)), ==, "22:3 18:3+4");
  g_free (t);
  g_assert_false (gamao_turn_can_move_from (&f.turn, 13));
  fixture_end (&f);
}

/* Walks every sequence of steps the turn accepts. Every accepted step must
 * lead on to a whole legal play, and the plays reached must be exactly the
 * legal plays. */
static void
walk (GamaoTurn *turn, GHashTable *reached)
{
  bool any = false;

  if (turn->n_steps == turn->legal->dice_used)
    {
      int index = gamao_turn_play_index (turn);
      g_assert_cmpint (index, >=, 0);
      g_hash_table_add (reached, GINT_TO_POINTER (index + 1));
      return;
    }
  for (int from = GAMAO_POINT_BAR; from >= 1; from--)
    {
      GamaoTarget targets[GAMAO_MAX_TARGETS];
      unsigned n_targets = gamao_turn_targets (turn, from, targets);
      bool can_move = false;
      for (unsigned d = 0; d < turn->n_left; d++)
        {
          if (d > 0 && turn->left[d] == turn->left[d - 1])
            continue;
          if (gamao_turn_check_step (turn, from, turn->left[d]) != GAMAO_STEP_OK)
            continue;
          any = can_move = true;
          GamaoStep step;
          g_assert_cmpint (gamao_turn_step (turn, from, turn->left[d], &step), ==, GAMAO_STEP_OK);
          /* Every one-die move is among the targets. */
          bool listed = false;
          for (unsigned t = 0; t < n_targets; t++)
            listed |= targets[t].n_dice == 1 && targets[t].to == step.to;
          g_assert_true (listed);
          walk (turn, reached);
          g_assert_true (gamao_turn_undo (turn, NULL));
        }
      g_assert_cmpint (can_move, ==, gamao_turn_can_move_from (turn, from));
      g_assert_cmpint (can_move, ==, n_targets > 0);
    }
  g_assert_true (any);
}

/* Every target can be reached by stepping its dice in order. */
static void
check_targets (const GamaoTurn *turn)
{
  for (int from = GAMAO_POINT_BAR; from >= 1; from--)
    {
      GamaoTarget targets[GAMAO_MAX_TARGETS];
      unsigned n = gamao_turn_targets (turn, from, targets);
      for (unsigned t = 0; t < n; t++)
        {
          GamaoTurn scratch = *turn;
          GamaoStep step = { 0 };
          int at = from;
          for (int d = 0; d < targets[t].n_dice; d++)
            {
              g_assert_cmpint (gamao_turn_step (&scratch, at, targets[t].dice[d], &step), ==,
                               GAMAO_STEP_OK);
              at = step.to;
            }
          g_assert_cmpint (at, ==, targets[t].to);
        }
    }
}

static void
test_walk_random_positions (void)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  g_autofree GamaoPlayList *game = g_new (GamaoPlayList, 1);
  GamaoDice dice;
  GamaoBoard board;
  unsigned walked = 0;

  gamao_dice_init_seeded (&dice, 11);
  gamao_board_init_start (&board);
  while (walked < 400)
    {
      int roll[2];
      gamao_dice_roll (&dice, roll);
      gamao_play_list_generate (list, &board, roll[0], roll[1]);
      GamaoTurn turn;
      gamao_turn_begin (&turn, list, &board, roll[0], roll[1]);
      if (list->n_plays)
        {
          g_autoptr (GHashTable) reached = g_hash_table_new (NULL, NULL);
          walk (&turn, reached);
          g_assert_cmpuint (g_hash_table_size (reached), ==, list->n_plays);
          check_targets (&turn);
        }
      walked++;

      /* Go on with a random play of a fresh roll. */
      gamao_dice_roll (&dice, roll);
      gamao_play_list_generate (game, &board, roll[0], roll[1]);
      if (game->n_plays)
        board = game->plays[gamao_dice_uniform (&dice, game->n_plays)].after;
      if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
        gamao_board_init_start (&board);
      else
        gamao_board_swap_sides (&board);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/turn/step-by-step", test_step_by_step);
  g_test_add_func ("/turn/undo", test_undo);
  g_test_add_func ("/turn/verdicts", test_verdicts);
  g_test_add_func ("/turn/refusals", test_refusals);
  g_test_add_func ("/turn/refusal-after-play", test_refusal_after_play);
  g_test_add_func ("/turn/must-pass", test_must_pass);
  g_test_add_func ("/turn/targets", test_targets);
  g_test_add_func ("/turn/walk-random-positions", test_walk_random_positions);
  return g_test_run ();
}
