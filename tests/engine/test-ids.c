/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gnubg's Position ID and Match ID: known IDs, round trips over thousands
 * of positions from seeded random games, and malformed IDs refused with
 * the right reason. */
#include "config.h"

#include "engine-test-util.h"
#include "gamao-dice.h"
#include "gamao-match-state.h"
#include "gamao-position-id.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

static void
test_start_position (void)
{
  GamaoBoard board, decoded;
  char id[GAMAO_POSITION_ID_LEN + 1];

  gamao_board_init_start (&board);
  gamao_position_id_encode (&board, id);
  g_assert_cmpstr (id, ==, "4HPwATDgc/ABMA");
  g_assert_cmpint (gamao_position_id_decode ("4HPwATDgc/ABMA", &decoded, NULL), ==, GAMAO_ID_OK);
  g_assert_true (gamao_board_equal (&board, &decoded));

  /* The last character carries 4 bits beyond the 80; like gnubg, the
   * decoder ignores them, and the encoder writes them as 0. */
  gamao_board_clear (&decoded);
  g_assert_cmpint (gamao_position_id_decode ("4HPwATDgc/ABMP", &decoded, NULL), ==, GAMAO_ID_OK);
  g_assert_true (gamao_board_equal (&board, &decoded));
}

/* IDs that gnubg 1.07 printed for these positions. */
static void
test_known_positions (void)
{
  static const struct
  {
    const char *mover, *opponent, *id;
  } known[] = {
    /* After 8/5 6/5 in the opening, from the mover's side. */
    { "5:2 6:4 8:2 13:5 24:2", "6:5 8:3 13:5 24:2", "4HPwATCwZ/ABMA" },
    /* The last checker, with the opponent's six-point prime. */
    { "1:1", "13:2 14:2 15:2 16:2 17:2 18:2", "ALBtGyAAAAAAAA" },
    /* One checker each way on the bar against a five-point board. */
    { "25:1 6:5", "1:2 2:2 3:2 4:2 5:2 6:2", "27YBAAB8AAAEAA" },
  };
  GamaoBoard board, decoded;
  char id[GAMAO_POSITION_ID_LEN + 1];

  for (gsize i = 0; i < G_N_ELEMENTS (known); i++)
    {
      test_board_from_spec (&board, known[i].mover, known[i].opponent);
      gamao_position_id_encode (&board, id);
      g_assert_cmpstr (id, ==, known[i].id);
      g_assert_cmpint (gamao_position_id_decode (id, &decoded, NULL), ==, GAMAO_ID_OK);
      g_assert_true (gamao_board_equal (&board, &decoded));
    }
}

static void
check_round_trip (const GamaoBoard *board)
{
  char id[GAMAO_POSITION_ID_LEN + 1], again[GAMAO_POSITION_ID_LEN + 1];
  GamaoBoard decoded;

  gamao_position_id_encode (board, id);
  g_assert_cmpuint (strlen (id), ==, GAMAO_POSITION_ID_LEN);
  g_assert_cmpint (gamao_position_id_decode (id, &decoded, NULL), ==, GAMAO_ID_OK);
  g_assert_true (gamao_board_equal (board, &decoded));
  gamao_position_id_encode (&decoded, again);
  g_assert_cmpstr (id, ==, again);
}

static void
test_position_round_trips (void)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GamaoDice dice;
  GamaoBoard board;
  unsigned n = 0;

  gamao_dice_init_seeded (&dice, 3);
  gamao_board_init_start (&board);
  while (n < 20000)
    {
      int roll[2];
      char id[GAMAO_POSITION_ID_LEN + 1];

      check_round_trip (&board);
      /* Both sides' views of one position are different IDs. */
      GamaoBoard swapped = board;
      gamao_board_swap_sides (&swapped);
      check_round_trip (&swapped);
      gamao_position_id_encode (&board, id);
      g_hash_table_add (seen, g_strdup (id));
      n++;

      gamao_dice_roll (&dice, roll);
      gamao_play_list_generate (list, &board, roll[0], roll[1]);
      if (list->n_plays)
        board = list->plays[gamao_dice_uniform (&dice, list->n_plays)].after;
      if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
        gamao_board_init_start (&board);
      else
        gamao_board_swap_sides (&board);
    }
  /* Distinct positions get distinct IDs (and the games were varied). */
  g_test_message ("%u positions, %u distinct", n, g_hash_table_size (seen));
  g_assert_cmpuint (g_hash_table_size (seen), >, n / 2);
}

/* Extremes: nothing but one checker each, fifteen on one point, fifteen
 * on the bar. */
static void
test_position_extremes (void)
{
  static const char *const sides[][2] = {
    { "1:1", "1:1" },
    { "24:15", "24:15" },
    { "25:15", "1:2 3:13" },
    { "1:15", "25:15" },
    { "25:1 1:14", "25:1 2:14" },
  };
  GamaoBoard board;

  for (gsize i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      test_board_from_spec (&board, sides[i][0], sides[i][1]);
      check_round_trip (&board);
    }
}

/* An ID for a board that need not be valid. */
static void
raw_id (const char *mover, const char *opponent, char id[GAMAO_POSITION_ID_LEN + 1])
{
  GamaoBoard board;

  gamao_board_clear (&board);
  for (int side = 0; side < 2; side++)
    {
      g_auto (GStrv) pairs = g_strsplit (side ? mover : opponent, " ", -1);
      for (guint i = 0; pairs[i]; i++)
        {
          int point, count;
          if (*pairs[i] && sscanf (pairs[i], "%d:%d", &point, &count) == 2)
            board.checkers[side][point - 1] = (uint8_t) count;
        }
    }
  gamao_position_id_encode (&board, id);
}

static void
assert_position_refused (const char *id, GamaoIdError error, GamaoBoardValidity validity)
{
  GamaoBoard board, before;
  GamaoBoardValidity why;

  gamao_board_init_start (&board);
  before = board;
  g_assert_cmpint (gamao_position_id_decode (id, &board, &why), ==, error);
  g_assert_cmpint (why, ==, validity);
  /* The board is left as it was. */
  g_assert_true (gamao_board_equal (&board, &before));
  g_assert_true (*gamao_id_error_message (error));
}

static void
test_position_malformed (void)
{
  char id[GAMAO_POSITION_ID_LEN + 1];

  assert_position_refused ("4HPwATDgc/ABM", GAMAO_ID_BAD_LENGTH, GAMAO_BOARD_OK);
  assert_position_refused ("4HPwATDgc/ABMAA", GAMAO_ID_BAD_LENGTH, GAMAO_BOARD_OK);
  assert_position_refused ("", GAMAO_ID_BAD_LENGTH, GAMAO_BOARD_OK);
  assert_position_refused (NULL, GAMAO_ID_BAD_LENGTH, GAMAO_BOARD_OK);
  assert_position_refused ("4HPwATDgc!ABMA", GAMAO_ID_BAD_CHARACTER, GAMAO_BOARD_OK);
  assert_position_refused ("4HPwATDgc/AB=A", GAMAO_ID_BAD_CHARACTER, GAMAO_BOARD_OK);
  assert_position_refused ("4HPwATDgc-ABMA", GAMAO_ID_BAD_CHARACTER, GAMAO_BOARD_OK);
  assert_position_refused ("4HPwATDgc ABMA", GAMAO_ID_BAD_CHARACTER, GAMAO_BOARD_OK);

  /* Sixteen checkers, spread out or on one point. */
  raw_id ("6:8 8:8", "6:5", id);
  assert_position_refused (id, GAMAO_ID_INVALID_POSITION, GAMAO_BOARD_TOO_MANY_CHECKERS);
  raw_id ("6:5", "6:8 8:8", id);
  assert_position_refused (id, GAMAO_ID_INVALID_POSITION, GAMAO_BOARD_TOO_MANY_CHECKERS);
  raw_id ("6:16", "6:1", id);
  assert_position_refused (id, GAMAO_ID_TOO_MANY_BITS, GAMAO_BOARD_OK);
  /* All 80 bits set: far more checkers than exist. */
  assert_position_refused ("//////////////", GAMAO_ID_TOO_MANY_BITS, GAMAO_BOARD_OK);

  /* Both sides on one point: the mover's 24 is the opponent's 1. */
  raw_id ("24:1 6:5", "1:1 6:5", id);
  assert_position_refused (id, GAMAO_ID_INVALID_POSITION, GAMAO_BOARD_POINT_SHARED);

  /* Both on the bar against closed boards. */
  raw_id ("25:1 1:2 2:2 3:2 4:2 5:2 6:2", "25:1 1:2 2:2 3:2 4:2 5:2 6:2", id);
  assert_position_refused (id, GAMAO_ID_INVALID_POSITION, GAMAO_BOARD_BOTH_CLOSED_OUT);

  /* No checkers at all: gnubg calls it a game already won; no game of
   * backgammon reaches it. One side without checkers is a finished game. */
  assert_position_refused ("AAAAAAAAAAAAAA", GAMAO_ID_INVALID_POSITION, GAMAO_BOARD_NO_CHECKERS);
  raw_id ("", "6:1", id);
  GamaoBoard finished;
  g_assert_cmpint (gamao_position_id_decode (id, &finished, NULL), ==, GAMAO_ID_OK);

  /* A 1 bit after the fiftieth separator: one checker a side uses 52 of
   * the 80 bits, the rest must be 0. */
  raw_id ("1:1", "1:1", id);
  uint8_t key[10];
  g_assert_true (gamao_base64_decode (id, GAMAO_POSITION_ID_LEN, key, sizeof key));
  key[9] |= 0x80;
  gamao_base64_encode (key, sizeof key, id);
  assert_position_refused (id, GAMAO_ID_TOO_MANY_BITS, GAMAO_BOARD_OK);
}

static void
test_match_id_known (void)
{
  GamaoMatchState s;
  char again[GAMAO_MATCH_ID_LEN + 1];

  g_assert_cmpint (gamao_match_id_decode ("QYkqASAAIAAA", &s), ==, GAMAO_ID_OK);
  g_assert_cmpuint (s.match_length, ==, 9);
  g_assert_cmpuint (s.score[0], ==, 2);
  g_assert_cmpuint (s.score[1], ==, 4);
  g_assert_cmpuint (s.cube_value, ==, 2);
  g_assert_cmpint (s.cube_owner, ==, 0);
  g_assert_cmpint (s.on_roll, ==, 1);
  g_assert_cmpint (s.turn, ==, 1);
  g_assert_cmpint (s.dice[0], ==, 5);
  g_assert_cmpint (s.dice[1], ==, 2);
  g_assert_false (s.crawford);
  g_assert_cmpint (s.game_state, ==, GAMAO_GAME_PLAYING);
  g_assert_false (s.double_offered);
  g_assert_cmpint (s.resignation, ==, 0);
  /* Bit 66 is clear: gnubg's Jacoby setting was on when it wrote this. */
  g_assert_true (s.jacoby);
  gamao_match_id_encode (&s, again);
  g_assert_cmpstr (again, ==, "QYkqASAAIAAA");

  /* What gnubg 1.07 printed for a new money game, player 1 on roll,
   * after "set dice 3 1". */
  g_assert_cmpint (gamao_match_id_decode ("cIkFAAAAAAAA", &s), ==, GAMAO_ID_OK);
  g_assert_cmpuint (s.match_length, ==, 0);
  g_assert_cmpuint (s.cube_value, ==, 1);
  g_assert_cmpint (s.cube_owner, ==, GAMAO_CUBE_CENTERED);
  g_assert_cmpint (s.on_roll, ==, 1);
  g_assert_cmpint (s.dice[0], ==, 3);
  g_assert_cmpint (s.dice[1], ==, 1);
  g_assert_cmpint (s.game_state, ==, GAMAO_GAME_PLAYING);
}

/* Match IDs that gnubg 1.07 wrote after the commands in the comments,
 * with every field as gnubg described the state. gnubg sets bit 66
 * ("Jacoby not in use") in matches. */
static const struct
{
  const char *id;
  GamaoMatchState state;
} gnubg_match_ids[] = {
  /* new match 5; set score 4 2 (post-Crawford); opening roll 5-1 */
  { "MIGmAEAAEAAE", { 1, GAMAO_CUBE_CENTERED, 0, false, GAMAO_GAME_PLAYING, 0, false, 0, { 5, 1 },
                      5, { 4, 2 }, false } },
  /* ... set crawford on; opening roll 6-4 */
  { "sAGzAEAAEAAE", { 1, GAMAO_CUBE_CENTERED, 0, true, GAMAO_GAME_PLAYING, 0, false, 0, { 6, 4 },
                      5, { 4, 2 }, false } },
  /* new match 7; set score 1 3; before the roll */
  { "MAHgABAAGAAE", { 1, GAMAO_CUBE_CENTERED, 0, false, GAMAO_GAME_PLAYING, 0, false, 0, { 0, 0 },
                      7, { 1, 3 }, false } },
  /* set turn 1; double: player 0 must answer */
  { "cBHgABAAGAAE", { 1, GAMAO_CUBE_CENTERED, 1, false, GAMAO_GAME_PLAYING, 0, true, 0, { 0, 0 },
                      7, { 1, 3 }, false } },
  /* set turn 0; resign gammon: player 1 must answer */
  { "MEngABAAGAAE", { 1, GAMAO_CUBE_CENTERED, 0, false, GAMAO_GAME_PLAYING, 1, false, 2, { 0, 0 },
                      7, { 1, 3 }, false } },
  /* set cube value 8; set cube owner 1; player 1 rolled 5-1 */
  { "U4nmABAAGAAE", { 8, 1, 1, false, GAMAO_GAME_PLAYING, 1, false, 0, { 5, 1 }, 7, { 1, 3 },
                      false } },
  /* new session with "set jacoby off"; player 1 rolled 5-2 */
  { "cIkKAAAAAAAE", { 1, GAMAO_CUBE_CENTERED, 1, false, GAMAO_GAME_PLAYING, 1, false, 0, { 5, 2 },
                      0, { 0, 0 }, false } },
};

static void
test_match_id_from_gnubg (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (gnubg_match_ids); i++)
    {
      const GamaoMatchState *e = &gnubg_match_ids[i].state;
      GamaoMatchState s;
      char again[GAMAO_MATCH_ID_LEN + 1];

      g_test_message ("%s", gnubg_match_ids[i].id);
      g_assert_cmpint (gamao_match_id_decode (gnubg_match_ids[i].id, &s), ==, GAMAO_ID_OK);
      g_assert_cmpuint (s.cube_value, ==, e->cube_value);
      g_assert_cmpint (s.cube_owner, ==, e->cube_owner);
      g_assert_cmpint (s.on_roll, ==, e->on_roll);
      g_assert_cmpint (s.crawford, ==, e->crawford);
      g_assert_cmpint (s.game_state, ==, e->game_state);
      g_assert_cmpint (s.turn, ==, e->turn);
      g_assert_cmpint (s.double_offered, ==, e->double_offered);
      g_assert_cmpint (s.resignation, ==, e->resignation);
      g_assert_cmpint (s.dice[0], ==, e->dice[0]);
      g_assert_cmpint (s.dice[1], ==, e->dice[1]);
      g_assert_cmpuint (s.match_length, ==, e->match_length);
      g_assert_cmpuint (s.score[0], ==, e->score[0]);
      g_assert_cmpuint (s.score[1], ==, e->score[1]);
      g_assert_cmpint (s.jacoby, ==, e->jacoby);
      gamao_match_id_encode (e, again);
      g_assert_cmpstr (again, ==, gnubg_match_ids[i].id);
    }
}

static void
random_state (GamaoDice *dice, GamaoMatchState *s)
{
  gamao_match_state_init (s, gamao_dice_uniform (dice, 2) ? 1 + gamao_dice_uniform (dice, 25) : 0);
  s->cube_value = 1u << gamao_dice_uniform (dice, 13);
  s->cube_owner = (int) gamao_dice_uniform (dice, 3) - 1;
  s->on_roll = (int) gamao_dice_uniform (dice, 2);
  s->crawford = s->match_length && s->cube_value == 1 && gamao_dice_uniform (dice, 2);
  s->game_state = (GamaoGameState) gamao_dice_uniform (dice, 5);
  s->turn = (int) gamao_dice_uniform (dice, 2);
  s->double_offered = gamao_dice_uniform (dice, 2);
  s->resignation = (int) gamao_dice_uniform (dice, 4);
  if (gamao_dice_uniform (dice, 3))
    gamao_dice_roll (dice, s->dice);
  if (s->match_length)
    {
      bool over = s->game_state >= GAMAO_GAME_OVER;
      s->score[0] = gamao_dice_uniform (dice, s->match_length + over);
      s->score[1] = gamao_dice_uniform (dice, s->match_length + over);
    }
  else
    {
      s->score[0] = gamao_dice_uniform (dice, GAMAO_MAX_SCORE + 1);
      s->score[1] = gamao_dice_uniform (dice, GAMAO_MAX_SCORE + 1);
    }
  s->jacoby = gamao_dice_uniform (dice, 2);
}

static void
test_match_id_round_trips (void)
{
  GamaoDice dice;

  gamao_dice_init_seeded (&dice, 5);
  for (int i = 0; i < 20000; i++)
    {
      GamaoMatchState s, back;
      char id[GAMAO_MATCH_ID_LEN + 1], again[GAMAO_MATCH_ID_LEN + 1];
      random_state (&dice, &s);
      gamao_match_id_encode (&s, id);
      g_assert_cmpuint (strlen (id), ==, GAMAO_MATCH_ID_LEN);
      g_assert_cmpint (gamao_match_id_decode (id, &back), ==, GAMAO_ID_OK);
      g_assert_true (memcmp (&s, &back, sizeof s) == 0);
      gamao_match_id_encode (&back, again);
      g_assert_cmpstr (id, ==, again);
    }
}

/* A Match ID with one field changed, written bit by bit as gnubg lays
 * the key out. */
typedef struct
{
  unsigned cube_log2, owner, on_roll, crawford, state, turn, doubled, resign, die1, die2, length,
    score0, score1, no_jacoby;
} RawMatch;

static void
put (uint8_t *key, unsigned *pos, unsigned value, unsigned width)
{
  for (unsigned i = 0; i < width; i++, (*pos)++)
    if (value & (1u << i))
      key[*pos / 8] |= (uint8_t) (1u << (*pos % 8));
}

static void
raw_match_id (const RawMatch *r, char id[GAMAO_MATCH_ID_LEN + 1])
{
  uint8_t key[9] = { 0 };
  unsigned pos = 0;

  put (key, &pos, r->cube_log2, 4);
  put (key, &pos, r->owner, 2);
  put (key, &pos, r->on_roll, 1);
  put (key, &pos, r->crawford, 1);
  put (key, &pos, r->state, 3);
  put (key, &pos, r->turn, 1);
  put (key, &pos, r->doubled, 1);
  put (key, &pos, r->resign, 2);
  put (key, &pos, r->die1, 3);
  put (key, &pos, r->die2, 3);
  put (key, &pos, r->length, 15);
  put (key, &pos, r->score0, 15);
  put (key, &pos, r->score1, 15);
  put (key, &pos, r->no_jacoby, 1);
  gamao_base64_encode (key, sizeof key, id);
}

static void
assert_match_refused (const char *id, GamaoIdError error)
{
  GamaoMatchState s, before;

  gamao_match_state_init (&s, 7);
  before = s;
  g_assert_cmpint (gamao_match_id_decode (id, &s), ==, error);
  g_assert_true (memcmp (&s, &before, sizeof s) == 0);
}

static void
test_match_id_malformed (void)
{
  const RawMatch good = { .cube_log2 = 1, .owner = 0, .on_roll = 1, .state = 1, .turn = 1,
                          .die1 = 5, .die2 = 2, .length = 9, .score0 = 2, .score1 = 4 };
  RawMatch r;
  char id[GAMAO_MATCH_ID_LEN + 1];
  GamaoMatchState s;

  raw_match_id (&good, id);
  g_assert_cmpstr (id, ==, "QYkqASAAIAAA");
  g_assert_cmpint (gamao_match_id_decode (id, &s), ==, GAMAO_ID_OK);

  assert_match_refused ("QYkqASAAIAA", GAMAO_ID_BAD_LENGTH);
  assert_match_refused ("QYkqASAAIAAAA", GAMAO_ID_BAD_LENGTH);
  assert_match_refused (NULL, GAMAO_ID_BAD_LENGTH);
  assert_match_refused ("QYkqASAAIA.A", GAMAO_ID_BAD_CHARACTER);
  assert_match_refused ("QYkqASAAIAA=", GAMAO_ID_BAD_CHARACTER);

  r = good, r.owner = 2; /* no such owner */
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);
  r = good, r.state = 5;
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);
  r = good, r.die1 = 7;
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);
  r = good, r.die2 = 0; /* one die rolled, the other not */
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);
  r = good, r.score1 = 9; /* the match is won while the game goes on */
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);
  r.state = GAMAO_GAME_OVER; /* but once it is over, that is the final score */
  raw_match_id (&r, id);
  g_assert_cmpint (gamao_match_id_decode (id, &s), ==, GAMAO_ID_OK);
  g_assert_cmpuint (s.score[1], ==, 9);
}

/* Match IDs that gnubg 1.07's "set matchid" refuses ("Illegal match ID",
 * "You must specify a legal cube value", "The cube is disabled during the
 * Crawford game"), each with the field that makes it so. */
static void
test_match_id_gnubg_refuses (void)
{
  const RawMatch good = { .owner = 3, .state = 1, .length = 5 };
  RawMatch r;
  char id[GAMAO_MATCH_ID_LEN + 1];
  GamaoMatchState s;

  raw_match_id (&good, id);
  g_assert_cmpstr (id, ==, "MAGgAAAAAAAA");
  g_assert_cmpint (gamao_match_id_decode (id, &s), ==, GAMAO_ID_OK);

  r = good, r.length = 64; /* gnubg's longest match */
  raw_match_id (&r, id);
  g_assert_cmpint (gamao_match_id_decode (id, &s), ==, GAMAO_ID_OK);
  r.length = 65;
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);
  r.length = 32767;
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);

  r = good, r.cube_log2 = 12, r.owner = 0; /* 4096 */
  raw_match_id (&r, id);
  g_assert_cmpint (gamao_match_id_decode (id, &s), ==, GAMAO_ID_OK);
  r.cube_log2 = 13;
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);

  r = good, r.crawford = 1, r.length = 0; /* Crawford in a money session */
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);
  r = good, r.crawford = 1, r.score0 = 4, r.cube_log2 = 1; /* cube turned in the Crawford game */
  raw_match_id (&r, id);
  assert_match_refused (id, GAMAO_ID_BAD_FIELD);
  r.cube_log2 = 0;
  raw_match_id (&r, id);
  g_assert_cmpint (gamao_match_id_decode (id, &s), ==, GAMAO_ID_OK);

  /* gnubg refuses a score past the match length once the game is over,
   * though a match won with points to spare ends there (7-3 in a
   * 5-point match): our own IDs say so and read back. */
  r = good, r.state = GAMAO_GAME_OVER, r.score0 = 7, r.score1 = 3;
  raw_match_id (&r, id);
  g_assert_cmpint (gamao_match_id_decode (id, &s), ==, GAMAO_ID_OK);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ids/position/start", test_start_position);
  g_test_add_func ("/ids/position/known", test_known_positions);
  g_test_add_func ("/ids/position/round-trips", test_position_round_trips);
  g_test_add_func ("/ids/position/extremes", test_position_extremes);
  g_test_add_func ("/ids/position/malformed", test_position_malformed);
  g_test_add_func ("/ids/match/known", test_match_id_known);
  g_test_add_func ("/ids/match/from-gnubg", test_match_id_from_gnubg);
  g_test_add_func ("/ids/match/round-trips", test_match_id_round_trips);
  g_test_add_func ("/ids/match/malformed", test_match_id_malformed);
  g_test_add_func ("/ids/match/gnubg-refuses", test_match_id_gnubg_refuses);
  return g_test_run ();
}
