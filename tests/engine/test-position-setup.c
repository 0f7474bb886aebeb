/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules of a position set up by hand: every impossible position
 * refused with its message and fields, every position of the tests'
 * corpus accepted, undo and redo of edits, and the way to and from
 * gnubg's IDs and the XGID character for character.
 * (tests/oracle/run-setup.py compares the IDs with gnubg's.) */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-position-setup.h"

#include <glib.h>
#include <string.h>

/* The one problem of `pos`, which must be of `kind` and concern `fields`. */
static void
assert_one_problem (const GamaoSetupPosition *pos, GamaoSetupProblemKind kind, unsigned fields,
                    const char *words)
{
  GamaoSetupProblem problems[GAMAO_SETUP_MAX_PROBLEMS];
  unsigned n = gamao_setup_position_check (pos, problems, G_N_ELEMENTS (problems));

  for (unsigned i = 0; i < n; i++)
    g_test_message ("problem: %s", problems[i].message);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (problems[0].kind, ==, kind);
  g_assert_cmpuint (problems[0].fields, ==, fields);
  g_assert_nonnull (strstr (problems[0].message, words));
  g_assert_false (gamao_setup_position_valid (pos));
}

static void
test_start_valid (void)
{
  GamaoSetupPosition pos;
  char pid[GAMAO_POSITION_ID_LEN + 1], mid[GAMAO_MATCH_ID_LEN + 1], xgid[GAMAO_XGID_MAX];

  gamao_setup_position_init_start (&pos);
  g_assert_cmpuint (gamao_setup_position_check (&pos, NULL, 0), ==, 0);
  g_assert_cmpint (gamao_setup_position_tray (&pos, 0), ==, 0);
  gamao_setup_position_ids (&pos, pid, mid);
  g_assert_cmpstr (pid, ==, "4HPwATDgc/ABMA");
  gamao_setup_position_xgid (&pos, xgid);
  g_assert_cmpstr (xgid, ==, "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:0:10");
}

static void
test_checkers (void)
{
  GamaoSetupPosition pos;

  /* A 16th checker on light's 6-point. */
  gamao_setup_position_init_start (&pos);
  pos.points[0][5]++;
  assert_one_problem (&pos, GAMAO_SETUP_TOO_MANY_CHECKERS,
                      GAMAO_SETUP_FIELD_POINTS | GAMAO_SETUP_FIELD_BAR
                          | GAMAO_SETUP_FIELD_BORNE_OFF,
                      "16 checkers");
  /* 15 on the board and one borne off are 16 too. */
  gamao_setup_position_init_start (&pos);
  pos.borne_off[1] = 1;
  assert_one_problem (&pos, GAMAO_SETUP_TOO_MANY_CHECKERS,
                      GAMAO_SETUP_FIELD_POINTS | GAMAO_SETUP_FIELD_BAR
                          | GAMAO_SETUP_FIELD_BORNE_OFF,
                      "Dark: 16");
  /* Two checkers left in the tray. */
  gamao_setup_position_init_start (&pos);
  pos.points[1][12] = 3;
  assert_one_problem (&pos, GAMAO_SETUP_CHECKERS_IN_TRAY, GAMAO_SETUP_FIELD_TRAY,
                      "2 checkers are still in the tray");
  /* More than 15 borne off. */
  gamao_setup_position_init_empty (&pos);
  pos.points[1][0] = 1;
  pos.borne_off[1] = 14;
  pos.points[0][0] = 1;
  pos.borne_off[0] = 16;
  assert_one_problem (&pos, GAMAO_SETUP_BORNE_OFF_OVER, GAMAO_SETUP_FIELD_BORNE_OFF,
                      "16 checkers borne off");
}

static void
test_board (void)
{
  GamaoSetupPosition pos;
  GamaoSetupProblem problem;

  /* Two of light's checkers onto its ace point, where dark's two back
   * checkers stand (dark's 24-point). */
  gamao_setup_position_init_start (&pos);
  pos.points[0][5] -= 2;
  pos.points[0][0] = 2;
  assert_one_problem (&pos, GAMAO_SETUP_POINT_SHARED, GAMAO_SETUP_FIELD_POINTS, "Point 24");
  gamao_setup_position_check (&pos, &problem, 1);
  g_assert_cmpint (problem.point, ==, 24);
  g_assert_cmpint (problem.player, ==, 1);

  /* Both on the bar against closed boards. */
  gamao_setup_position_init_empty (&pos);
  for (int p = 0; p < 2; p++)
    {
      for (int i = 0; i < 6; i++)
        pos.points[p][i] = 2;
      pos.points[p][GAMAO_BAR] = 3;
    }
  assert_one_problem (&pos, GAMAO_SETUP_BOTH_CLOSED_OUT,
                      GAMAO_SETUP_FIELD_BAR | GAMAO_SETUP_FIELD_POINTS, "closed boards");
  /* One side on the bar against a closed board is a position. */
  pos.points[0][GAMAO_BAR] = 0;
  pos.borne_off[0] = 3;
  g_assert_true (gamao_setup_position_valid (&pos));

  /* A finished game. */
  gamao_setup_position_init_start (&pos);
  memset (pos.points[1], 0, 25);
  pos.borne_off[1] = 15;
  assert_one_problem (&pos, GAMAO_SETUP_GAME_OVER, GAMAO_SETUP_FIELD_BORNE_OFF, "game is over");
}

static void
test_dice_and_cube (void)
{
  GamaoSetupPosition pos;

  gamao_setup_position_init_start (&pos);
  pos.dice[0] = 7;
  pos.dice[1] = 2;
  assert_one_problem (&pos, GAMAO_SETUP_BAD_DICE, GAMAO_SETUP_FIELD_DICE, "1 to 6");
  gamao_setup_position_init_start (&pos);
  pos.cube_value = 3;
  assert_one_problem (&pos, GAMAO_SETUP_BAD_CUBE, GAMAO_SETUP_FIELD_CUBE, "4096");
  pos.cube_value = 2;
  assert_one_problem (&pos, GAMAO_SETUP_BAD_CUBE, GAMAO_SETUP_FIELD_CUBE, "owner");
  pos.cube_value = 1;
  pos.cube_owner = 0;
  assert_one_problem (&pos, GAMAO_SETUP_BAD_CUBE, GAMAO_SETUP_FIELD_CUBE, "middle");
}

static void
test_match (void)
{
  GamaoSetupPosition pos;
  GamaoSetupProblem problems[GAMAO_SETUP_MAX_PROBLEMS];

  gamao_setup_position_init_start (&pos);
  pos.match_length = 7;
  pos.score[0] = 7;
  assert_one_problem (&pos, GAMAO_SETUP_SCORE_BEYOND_LENGTH,
                      GAMAO_SETUP_FIELD_SCORE | GAMAO_SETUP_FIELD_LENGTH, "already over");
  /* Crawford: neither at 6, both at 6, money. */
  pos.score[0] = 3;
  pos.crawford = true;
  assert_one_problem (&pos, GAMAO_SETUP_CRAWFORD_IMPOSSIBLE,
                      GAMAO_SETUP_FIELD_CRAWFORD | GAMAO_SETUP_FIELD_SCORE, "3–0");
  pos.score[0] = pos.score[1] = 6;
  assert_one_problem (&pos, GAMAO_SETUP_CRAWFORD_IMPOSSIBLE,
                      GAMAO_SETUP_FIELD_CRAWFORD | GAMAO_SETUP_FIELD_SCORE, "6–6");
  pos.score[1] = 2;
  g_assert_true (gamao_setup_position_valid (&pos));
  pos.cube_value = 2;
  pos.cube_owner = 1;
  assert_one_problem (&pos, GAMAO_SETUP_CUBE_IN_CRAWFORD,
                      GAMAO_SETUP_FIELD_CUBE | GAMAO_SETUP_FIELD_CRAWFORD, "stays at 1");
  gamao_setup_position_init_start (&pos);
  pos.crawford = true;
  assert_one_problem (&pos, GAMAO_SETUP_CRAWFORD_IMPOSSIBLE, GAMAO_SETUP_FIELD_CRAWFORD,
                      "Money");
  pos.crawford = false;
  pos.match_length = 65;
  assert_one_problem (&pos, GAMAO_SETUP_BAD_LENGTH, GAMAO_SETUP_FIELD_LENGTH, "64");

  /* Every problem at once, each in words. */
  gamao_setup_position_init_empty (&pos);
  pos.match_length = 5;
  pos.score[1] = 9;
  pos.crawford = true;
  pos.dice[0] = 3;
  g_assert_cmpuint (gamao_setup_position_check (&pos, problems, G_N_ELEMENTS (problems)), ==, 5);
  for (unsigned i = 0; i < 5; i++)
    g_assert_cmpuint (strlen (problems[i].message), >, 20);
}

static void
test_undo_redo (void)
{
  GamaoPositionSetup *setup = gamao_position_setup_new (NULL);
  GamaoSetupPosition start = *gamao_position_setup_get (setup);

  g_assert_false (gamao_position_setup_can_undo (setup));
  g_assert_false (gamao_position_setup_set_on_roll (setup, 1)); /* no change, no step */
  g_assert_false (gamao_position_setup_can_undo (setup));
  /* Dark's checker onto light's 6-point sends light's five to the tray. */
  g_assert_true (gamao_position_setup_set_checkers (setup, 1, 18, 1));
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][5], ==, 0);
  g_assert_cmpint (gamao_setup_position_tray (gamao_position_setup_get (setup), 0), ==, 5);
  g_assert_true (gamao_position_setup_set_dice (setup, 2, 5));
  g_assert_cmpint (gamao_position_setup_get (setup)->dice[0], ==, 5);
  g_assert_true (gamao_position_setup_set_match (setup, 7, 2, 4, false));
  g_assert_true (gamao_position_setup_set_cube (setup, 2, 0));
  g_assert_true (gamao_position_setup_set_borne_off (setup, 1, 3));

  GamaoSetupPosition last = *gamao_position_setup_get (setup);
  for (int i = 0; i < 5; i++)
    g_assert_true (gamao_position_setup_undo (setup));
  g_assert_false (gamao_position_setup_undo (setup));
  g_assert_cmpmem (gamao_position_setup_get (setup)->points, sizeof start.points, start.points,
                   sizeof start.points);
  g_assert_cmpuint (gamao_position_setup_get (setup)->match_length, ==, 0);
  for (int i = 0; i < 5; i++)
    g_assert_true (gamao_position_setup_redo (setup));
  g_assert_false (gamao_position_setup_can_redo (setup));
  g_assert_cmpuint (gamao_position_setup_get (setup)->borne_off[1], ==, last.borne_off[1]);
  g_assert_cmpuint (gamao_position_setup_get (setup)->cube_value, ==, 2);
  /* A new edit after an undo forgets what could be redone. */
  g_assert_true (gamao_position_setup_undo (setup));
  g_assert_true (gamao_position_setup_set_on_roll (setup, 0));
  g_assert_false (gamao_position_setup_can_redo (setup));
  gamao_position_setup_free (setup);
}

/* Reads POSITION_ID [MATCH_ID] and checks it is a position to study
 * (unless its game is over) and comes back character for character. */
static void
assert_reads_back (const char *pid, const char *mid)
{
  GamaoSetupPosition pos;
  GamaoSetupProblem problems[GAMAO_SETUP_MAX_PROBLEMS];
  char why[256], p2[GAMAO_POSITION_ID_LEN + 1], m2[GAMAO_MATCH_ID_LEN + 1];

  if (!gamao_setup_position_read (&pos, pid, mid, why, sizeof why))
    g_error ("%s %s: %s", pid, mid ? mid : "", why);
  unsigned n = gamao_setup_position_check (&pos, problems, G_N_ELEMENTS (problems));
  /* The rules oracle has finished games too: those, and only those,
   * are refused, as over. */
  for (unsigned i = 0; i < n; i++)
    if (problems[i].kind != GAMAO_SETUP_GAME_OVER)
      g_error ("%s refused: %s", pid, problems[i].message);
  gamao_setup_position_ids (&pos, p2, m2);
  g_assert_cmpstr (p2, ==, pid);
  if (mid)
    g_assert_cmpstr (m2, ==, mid);
}

/* The positions the rules oracle and the cube oracle use. */
static void
test_corpus (void)
{
  const char *files[] = { "GAMAO_TRICKY_POSITIONS", "GAMAO_CUBE_ORACLE" };
  unsigned read = 0;

  for (unsigned f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *text = NULL;
      const char *path = g_getenv (files[f]);

      g_assert_nonnull (path);
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      for (unsigned i = 0; lines[i]; i++)
        {
          g_auto (GStrv) words = g_strsplit_set (lines[i], " |", -1);
          if (lines[i][0] == '#' || g_strv_length (words) < (f == 0 ? 3 : 4))
            continue;
          assert_reads_back (words[f == 0 ? 0 : 3], NULL);
          read++;
        }
    }
  g_test_message ("%u positions of the corpus accepted", read);
  g_assert_cmpuint (read, >, 600);
}

/* Random setups made by edits: gnubg's IDs and the XGID read back to
 * the same setup, and written again character for character. */
static void
test_round_trip (void)
{
  GamaoDice dice;
  unsigned valid = 0;

  gamao_dice_init_seeded (&dice, 28);
  for (int k = 0; k < 3000; k++)
    {
      GamaoSetupPosition pos, from_ids, from_xgid;
      char pid[GAMAO_POSITION_ID_LEN + 1], mid[GAMAO_MATCH_ID_LEN + 1], xgid[GAMAO_XGID_MAX];
      char p2[GAMAO_POSITION_ID_LEN + 1], m2[GAMAO_MATCH_ID_LEN + 1], x2[GAMAO_XGID_MAX], why[256];

      gamao_setup_position_init_empty (&pos);
      for (int player = 0; player < 2; player++)
        for (int left = 15; left > 0; left--)
          {
            int slot = (int) gamao_dice_uniform (&dice, 27);
            if (slot == 25 || slot == 26)
              pos.borne_off[player]++;
            else if (slot == 24 || !pos.points[1 - player][23 - slot])
              pos.points[player][slot]++;
            else
              pos.borne_off[player]++;
          }
      pos.on_roll = (int) gamao_dice_uniform (&dice, 2);
      if (gamao_dice_uniform (&dice, 2))
        {
          pos.dice[1] = 1 + (int) gamao_dice_uniform (&dice, 6);
          pos.dice[0] = pos.dice[1]
                        + (int) gamao_dice_uniform (&dice, (uint32_t) (7 - pos.dice[1]));
        }
      pos.match_length = gamao_dice_uniform (&dice, 3) ? 1 + gamao_dice_uniform (&dice, 25) : 0;
      if (pos.match_length)
        {
          pos.score[0] = gamao_dice_uniform (&dice, pos.match_length);
          pos.score[1] = gamao_dice_uniform (&dice, pos.match_length);
          pos.jacoby = false;
        }
      if (gamao_dice_uniform (&dice, 2))
        {
          pos.cube_value = 2u << gamao_dice_uniform (&dice, 6);
          pos.cube_owner = (int) gamao_dice_uniform (&dice, 2);
        }
      if (!gamao_setup_position_valid (&pos))
        continue;
      valid++;
      gamao_setup_position_ids (&pos, pid, mid);
      gamao_setup_position_xgid (&pos, xgid);
      g_assert_true (gamao_setup_position_read (&from_ids, pid, mid, why, sizeof why));
      g_assert_true (gamao_setup_position_read (&from_xgid, xgid, NULL, why, sizeof why));
      gamao_setup_position_ids (&from_ids, p2, m2);
      g_assert_cmpstr (p2, ==, pid);
      g_assert_cmpstr (m2, ==, mid);
      gamao_setup_position_xgid (&from_xgid, x2);
      g_assert_cmpstr (x2, ==, xgid);
      gamao_setup_position_ids (&from_xgid, p2, m2);
      g_assert_cmpstr (p2, ==, pid);
      g_assert_cmpstr (m2, ==, mid);
      g_assert_cmpmem (from_ids.borne_off, 2, pos.borne_off, 2);
    }
  g_test_message ("%u random setups read back", valid);
  g_assert_cmpuint (valid, >, 1000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/setup/start", test_start_valid);
  g_test_add_func ("/setup/checkers", test_checkers);
  g_test_add_func ("/setup/board", test_board);
  g_test_add_func ("/setup/dice-cube", test_dice_and_cube);
  g_test_add_func ("/setup/match", test_match);
  g_test_add_func ("/setup/undo-redo", test_undo_redo);
  g_test_add_func ("/setup/corpus", test_corpus);
  g_test_add_func ("/setup/round-trip", test_round_trip);
  return g_test_run ();
}
