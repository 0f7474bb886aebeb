/* SPDX-License-Identifier: GPL-3.0-or-later */
/* XGID: published eXtreme Gammon IDs read to the positions their posters
 * described (pip counts, cube, who is on roll, the dice), the starting
 * position as gnubg's IDs give it, what we write reads back the same, and
 * broken IDs refused with a reason. (tests/oracle/run-xgid.py compares
 * our writer with gnubg's "set xgid".) */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-position-id.h"
#include "gamao-xgid.h"

#include <glib.h>
#include <string.h>

typedef struct
{
  const char *xgid;
  unsigned pips_x, pips_o;  /* X is player 1, O player 0 */
  unsigned cube;
  int owner;                /* 0, 1 or GAMAO_CUBE_CENTERED */
  int on_roll;
  int dice[2];
  unsigned length;
  bool jacoby;
} Published;

/* Posted to rec.games.backgammon by Tim Chow with XG's own diagrams
 * (2021-2023), which give the pip counts, the cube and the roll. */
static const Published published[] = {
  { "XGID=-ABaBBD--b-C-----Abdd-b---:0:0:1:00:0:0:0:0:10", 97, 118, 1, GAMAO_CUBE_CENTERED, 1,
    { 0, 0 }, 0, false },
  { "XGID=-AbcCBBBB-B--A--ababbb----:1:-1:1:66:0:0:0:0:10", 98, 174, 2, 0, 1, { 6, 6 }, 0,
    false },
  { "XGID=-bbBBAEb--------------g-b-:1:-1:1:31:0:0:0:0:10", 49, 153, 2, 0, 1, { 3, 1 }, 0,
    false },
  /* The starting position, X to play 5-2, money with Jacoby and beavers. */
  { "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10", 167, 167, 1, GAMAO_CUBE_CENTERED, 1,
    { 5, 2 }, 0, true },
};

static void
test_published (gconstpointer data)
{
  const Published *p = data;
  GamaoBoard board;
  GamaoMatchState state;
  char why[256], again[GAMAO_XGID_MAX];

  g_assert_true (gamao_xgid_detect (p->xgid));
  if (!gamao_xgid_decode (p->xgid, &board, &state, why, sizeof why))
    g_error ("%s: %s", p->xgid, why);
  GamaoSide x_side = state.on_roll == 1 ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT;
  g_assert_cmpuint (gamao_board_pip_count (&board, x_side), ==, p->pips_x);
  g_assert_cmpuint (gamao_board_pip_count (&board, 1 - x_side), ==, p->pips_o);
  g_assert_cmpuint (state.cube_value, ==, p->cube);
  g_assert_cmpint (state.cube_owner, ==, p->owner);
  g_assert_cmpint (state.on_roll, ==, p->on_roll);
  g_assert_cmpint (MAX (state.dice[0], state.dice[1]), ==, p->dice[0]);
  g_assert_cmpint (MIN (state.dice[0], state.dice[1]), ==, p->dice[1]);
  g_assert_cmpuint (state.match_length, ==, p->length);
  g_assert_cmpint (state.jacoby, ==, p->jacoby);
  g_assert_false (state.double_offered);

  /* Written back: the same ID, but the beaver bit, which a Match ID has
   * no room for. */
  gamao_xgid_encode (&board, &state, again);
  g_autofree char *expected = g_strdup (p->xgid);
  if (g_str_has_suffix (expected, ":3:0:10"))
    expected[strlen (expected) - 6] = '1';
  g_assert_cmpstr (again, ==, expected);
}

/* gnubg's IDs of the same positions (from its "set xgid"). */
static void
test_gnubg_ids (void)
{
  static const struct
  {
    const char *xgid, *position_id, *match_id;
  } cases[] = {
    { "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:3:1:0:7:10", "4HPwATDgc/ABMA", "cAngABAAGAAE" },
    { "XGID=-b----E-C---eE---c-e----B-:1:1:-1:52:3:1:0:7:10", "4HPwATDgc/ABMA",
      "EYHqABAAGAAE" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GamaoBoard board;
      GamaoMatchState state;
      char why[256], position_id[GAMAO_POSITION_ID_LEN + 1], match_id[GAMAO_MATCH_ID_LEN + 1];

      g_assert_true (gamao_xgid_decode (cases[i].xgid, &board, &state, why, sizeof why));
      gamao_position_id_encode (&board, position_id);
      gamao_match_id_encode (&state, match_id);
      g_assert_cmpstr (position_id, ==, cases[i].position_id);
      /* gnubg leaves its own Jacoby setting in a match's ID (bit 66). */
      g_assert_cmpstr (match_id, ==, cases[i].match_id);
    }
}

/* A double offered: the doubler is on roll, the other side decides. */
static void
test_double_offered (void)
{
  GamaoBoard board;
  GamaoMatchState state;
  char why[256], again[GAMAO_XGID_MAX];
  const char *xgid = "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:D:2:4:0:7:10";

  g_assert_true (gamao_xgid_decode (xgid, &board, &state, why, sizeof why));
  g_assert_true (state.double_offered);
  g_assert_cmpint (state.on_roll, ==, 0);
  g_assert_cmpint (state.turn, ==, 1);
  g_assert_cmpuint (state.cube_value, ==, 2);
  g_assert_cmpint (state.cube_owner, ==, 0);
  g_assert_cmpuint (state.score[1], ==, 2);
  g_assert_cmpuint (state.score[0], ==, 4);
  gamao_xgid_encode (&board, &state, again);
  g_assert_cmpstr (again, ==, xgid);
}

/* Random positions and states: what we write reads back the same. */
static void
test_round_trip (void)
{
  GamaoDice dice;

  gamao_dice_init_seeded (&dice, 14);
  for (guint n = 0; n < 20000; n++)
    {
      GamaoBoard board, read;
      GamaoMatchState state, read_state;
      char xgid[GAMAO_XGID_MAX], again[GAMAO_XGID_MAX], why[256];

      memset (&board, 0, sizeof board);
      for (int side = 0; side < 2; side++)
        for (int k = (int) gamao_dice_uniform (&dice, 16); k > 0; k--)
          {
            int slot = (int) gamao_dice_uniform (&dice, 25);
            if (slot == GAMAO_BAR || !board.checkers[1 - side][23 - slot])
              board.checkers[side][slot]++;
          }
      if (gamao_board_validate (&board) != GAMAO_BOARD_OK)
        continue;
      gamao_match_state_init (&state, gamao_dice_uniform (&dice, 3) ? 7 : 0);
      state.game_state = GAMAO_GAME_PLAYING;
      state.on_roll = state.turn = (int) gamao_dice_uniform (&dice, 2);
      if (state.match_length)
        {
          state.jacoby = false;
          state.score[0] = gamao_dice_uniform (&dice, 7);
          state.score[1] = gamao_dice_uniform (&dice, 7);
        }
      state.cube_value = 1u << gamao_dice_uniform (&dice, 7);
      state.cube_owner = state.cube_value == 1 ? GAMAO_CUBE_CENTERED
                                               : (int) gamao_dice_uniform (&dice, 2);
      state.dice[1] = 1 + (int) gamao_dice_uniform (&dice, 6);
      state.dice[0] = state.dice[1] + (int) gamao_dice_uniform (&dice, 7 - (guint) state.dice[1]);
      gamao_xgid_encode (&board, &state, xgid);
      g_assert_true (gamao_xgid_decode (xgid, &read, &read_state, why, sizeof why));
      g_assert_true (gamao_board_equal (&board, &read));
      g_assert_cmpint (memcmp (&state, &read_state, sizeof state), ==, 0);
      gamao_xgid_encode (&read, &read_state, again);
      g_assert_cmpstr (xgid, ==, again);
    }
}

static const char *const broken[] = {
  "XGID=",
  "XGID=-b----E-C---eE---c-e----B-",
  "XGID=-b----E-C---eE---c-e----B:0:0:1:52:0:0:0:7:10",     /* 25 characters */
  "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:7:10:1",  /* 11 fields */
  "XGID=-b----E-C---eE---c-e----Bx:0:0:1:52:0:0:0:7:10",    /* O on X's bar */
  "XGID=Ab----E-C---eE---c-e----B-:0:0:1:52:0:0:0:7:10",    /* X on O's bar */
  "XGID=-b----E-C---eE---c-e----Z-:0:0:1:52:0:0:0:7:10",    /* not a count */
  "XGID=-b----P-C---eE---c-e----B-:0:0:1:52:0:0:0:7:10",    /* 21 checkers */
  "XGID=-b----E-C---eE---c-e----B-:0:0:0:52:0:0:0:7:10",    /* nobody on roll */
  "XGID=-b----E-C---eE---c-e----B-:0:0:1:72:0:0:0:7:10",    /* a 7 */
  "XGID=-b----E-C---eE---c-e----B-:0:0:1:B:0:0:0:7:10",     /* beavered */
  "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:7:0:0:7:10",    /* score reached */
  "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:3:2:1:7:10",    /* Crawford, nobody 1 away */
  "XGID=-b----E-C---eE---c-e----B-:1:0:1:52:6:2:1:7:10",    /* cube in the Crawford game */
  "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:2:7:10",    /* match flags */
  "XGID=-b----E-C---eE---c-e----B-:16:0:1:52:0:0:0:7:10",   /* cube too big */
  "XGID=-b----E-C---eE---c-e----B-:0:2:1:52:0:0:0:7:10",    /* owner */
  "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:+0:0:0:7:10",   /* "+0" */
  "XGID=bb----E-C---eE---c-e----B-:0:0:1:52:0:0:0:7:10",    /* 17 of O's */
  "XGID=-b----E-C---eE---c-e---aB-:0:0:1:52:0:0:0:7:10",    /* 16 of O's */
};

static void
test_broken (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      GamaoBoard board;
      GamaoMatchState state;
      char why[256] = "";

      memset (&board, 0x5a, sizeof board);
      if (gamao_xgid_decode (broken[i], &board, &state, why, sizeof why))
        g_error ("%s: read", broken[i]);
      g_test_message ("%s: %s", broken[i], why);
      g_assert_cmpstr (why, !=, "");
      g_assert_cmpuint (board.checkers[0][0], ==, 0x5a);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (published); i++)
    {
      g_autofree char *path = g_strdup_printf ("/xgid/published/%u", i + 1);
      g_test_add_data_func (path, &published[i], test_published);
    }
  g_test_add_func ("/xgid/gnubg-ids", test_gnubg_ids);
  g_test_add_func ("/xgid/double-offered", test_double_offered);
  g_test_add_func ("/xgid/round-trip", test_round_trip);
  g_test_add_func ("/xgid/broken", test_broken);
  return g_test_run ();
}
