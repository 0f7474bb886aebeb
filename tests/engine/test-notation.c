/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Plays written and read in gnubg's notation: "24/18 13/11*", "bar/22",
 * "6/off", "8/5(2)", one checker's moves joined ("13/7", "13/11*\/7"). */
#include "config.h"

#include "engine-test-util.h"
#include "gamao-dice.h"
#include "gamao-notation.h"

#include <glib.h>
#include <string.h>

typedef struct
{
  const char *name;
  const char *mover;
  const char *opponent;
  int d1, d2;
  const char *written; /* one of the legal plays, as gnubg writes it */
} WriteCase;

static const WriteCase write_cases[] = {
  { "two checkers, a hit", "6:5 8:3 13:5 24:2", "6:5 8:3 13:4 14:1 24:2", 6, 2, "24/18 13/11*" },
  { "from the bar", "25:2 6:5 13:3", "4:2", 4, 3, "bar/22" },
  { "off", "6:1", "", 6, 5, "6/off" },
  { "equal moves grouped", "8:2", "23:2", 3, 3, "8/5(2)" },
  { "one checker, both dice", "13:1", "", 4, 2, "13/7" },
  { "one checker, hit on the way", "13:1", "14:1 16:2", 4, 2, "13/11*/7" },
  { "one checker from the bar, four steps", "25:1", "", 6, 6, "bar/1" },
  { "one checker home and off", "8:1", "", 4, 4, "8/off" },
  { "doubles, joined and grouped", "13:2 6:2", "14:1 16:1", 2, 2, "13/11*/9*(2)" },
  { "bear-off, hit on the way", "3:1 1:2", "23:1 6:2", 2, 1, "3/2*/off" },
};

/* The legal plays of a case as written, "|"-joined. */
static char *
plays_of (const WriteCase *c)
{
  GamaoBoard board;

  test_board_from_spec (&board, c->mover, c->opponent);
  return test_plays_found (&board, c->d1, c->d2);
}

static void
test_write (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (write_cases); i++)
    {
      g_autofree char *plays = plays_of (&write_cases[i]);
      g_auto (GStrv) each = g_strsplit (plays, "|", -1);
      g_test_message ("%s: %s", write_cases[i].name, plays);
      g_assert_true (g_strv_contains ((const char *const *) each, write_cases[i].written));
    }
}

static void
test_write_empty_play (void)
{
  GamaoPlay play = { 0 };
  char text[GAMAO_NOTATION_MAX] = "x";

  gamao_notation_write (&play, text, sizeof text);
  g_assert_cmpstr (text, ==, "");
}

typedef struct
{
  const char *mover;
  const char *opponent;
  int d1, d2;
  const char *text;
  GamaoNotationError error;
  const char *meant; /* on success: the play as written back */
} ParseCase;

static const ParseCase parse_cases[] = {
  /* The writer's forms read back. */
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:4 14:1 24:2", 6, 2, "24/18 13/11*", GAMAO_NOTATION_OK,
    "24/18 13/11*" },
  { "25:2 6:5 13:3", "4:2", 4, 3, "bar/22", GAMAO_NOTATION_OK, "bar/22" },
  { "6:1", "", 6, 5, "6/off", GAMAO_NOTATION_OK, "6/off" },
  { "8:2", "23:2", 3, 3, "8/5(2)", GAMAO_NOTATION_OK, "8/5(2)" },
  { "13:1", "", 4, 2, "13/7", GAMAO_NOTATION_OK, "13/7" },
  { "13:1", "14:1 16:2", 4, 2, "13/11*/7", GAMAO_NOTATION_OK, "13/11*/7" },
  /* Numbers for the bar and off, the words in any case. */
  { "25:2 6:5 13:3", "4:2", 4, 3, "25/22", GAMAO_NOTATION_OK, "bar/22" },
  { "25:2 6:5 13:3", "4:2", 4, 3, "BAR/22", GAMAO_NOTATION_OK, "bar/22" },
  { "6:1", "", 6, 5, "6/0", GAMAO_NOTATION_OK, "6/off" },
  { "6:1", "", 6, 5, "6/Off", GAMAO_NOTATION_OK, "6/off" },
  /* One checker through an open point: both orders open, or only one. */
  { "13:1 6:3", "", 4, 2, "13/7", GAMAO_NOTATION_OK, "13/7" },
  { "13:1 6:3", "16:2", 4, 2, "13/7", GAMAO_NOTATION_OK, "13/7" },
  { "13:1 6:3", "14:2", 4, 2, "13/7", GAMAO_NOTATION_OK, "13/7" },
  { "13:1 6:3", "", 4, 2, "13/9 9/7", GAMAO_NOTATION_OK, "13/7" },
  { "13:1 6:3", "", 4, 2, "13/11/7", GAMAO_NOTATION_OK, "13/7" },
  /* Where one route hits and the other does not, an unmarked path is the
   * quiet one and a named stop picks the hit. */
  { "13:1 6:3", "14:1", 4, 2, "13/7", GAMAO_NOTATION_OK, "13/7" },
  { "13:1 6:3", "14:1", 4, 2, "13/11*/7", GAMAO_NOTATION_OK, "13/11*/7" },
  { "13:1 6:3", "14:1", 4, 2, "13/11/7", GAMAO_NOTATION_OK, "13/11*/7" },
  /* Stars are not needed; order, commas and spaces do not matter. */
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:4 14:1 24:2", 6, 2, "13/11 24/18", GAMAO_NOTATION_OK,
    "24/18 13/11*" },
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:4 14:1 24:2", 6, 2, "  24/18,13/11*  ", GAMAO_NOTATION_OK,
    "24/18 13/11*" },
  { "8:2", "23:2", 3, 3, "8/5 8/5", GAMAO_NOTATION_OK, "8/5(2)" },
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 3, 3, "6/3(2) 8/5 8/5", GAMAO_NOTATION_OK,
    "8/5(2) 6/3(2)" },
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 3, 3, "8/2(2)", GAMAO_NOTATION_OK, "8/2(2)" },
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 6, 5, "24/18/13", GAMAO_NOTATION_OK, "24/13" },

  /* Not readable. */
  { "13:1", "", 4, 2, "13-7", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "13/", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "/7", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "13", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "7/13", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "13/13", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "26/20", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "13/7(0)", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "13/7(5)", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "13/7x", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "off/7", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "13/bar", GAMAO_NOTATION_SYNTAX, NULL },
  { "13:1", "", 4, 2, "hello", GAMAO_NOTATION_SYNTAX, NULL },
  /* Moves no die or dice can make. */
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 6, 2, "24/20", GAMAO_NOTATION_NO_SUCH_MOVE, NULL },
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 6, 2, "23/17 13/11", GAMAO_NOTATION_NO_SUCH_MOVE,
    NULL },
  { "13:1 6:1", "18:2 17:2", 6, 5, "13/2", GAMAO_NOTATION_NO_SUCH_MOVE, NULL },
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 6, 5, "24/18 24/18", GAMAO_NOTATION_NO_SUCH_MOVE,
    NULL },
  /* Legal moves, but more dice must be played. */
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 6, 2, "24/18", GAMAO_NOTATION_TOO_FEW_DICE, NULL },
  { "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 6, 2, "", GAMAO_NOTATION_TOO_FEW_DICE, NULL },
  { "18:1 13:1", "", 5, 5, "18/8", GAMAO_NOTATION_TOO_FEW_DICE, NULL },
  /* 10/8 alone is legal on the board, but the 6 must be played instead. */
  { "10:1", "23:2", 6, 2, "10/8", GAMAO_NOTATION_SMALLER_DIE, NULL },
  { "10:1", "23:2", 6, 2, "10/4", GAMAO_NOTATION_OK, "10/4" },
  /* No play at all: only the empty play reads. */
  { "25:1 6:5", "1:2 2:2 3:2 4:2 5:2 6:2", 6, 5, "bar/20", GAMAO_NOTATION_NOT_LEGAL, NULL },
  { "25:1 6:5", "1:2 2:2 3:2 4:2 5:2 6:2", 6, 5, "", GAMAO_NOTATION_OK, "" },
};

static void
test_parse (void)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);

  for (gsize i = 0; i < G_N_ELEMENTS (parse_cases); i++)
    {
      const ParseCase *c = &parse_cases[i];
      GamaoBoard board;
      char text[GAMAO_NOTATION_MAX];
      int index = -2;

      g_test_message ("reading \"%s\" (%s / %s, %d-%d)", c->text, c->mover, c->opponent, c->d1,
                      c->d2);
      test_board_from_spec (&board, c->mover, c->opponent);
      gamao_play_list_generate (list, &board, c->d1, c->d2);
      g_assert_cmpint (gamao_notation_parse (c->text, &board, c->d1, c->d2, list, &index), ==,
                       c->error);
      g_assert_true (*gamao_notation_error_message (c->error));
      if (c->error != GAMAO_NOTATION_OK)
        continue;
      if (!*c->meant)
        {
          g_assert_cmpint (index, ==, -1);
          continue;
        }
      g_assert_cmpint (index, >=, 0);
      gamao_notation_write (&list->plays[index], text, sizeof text);
      g_assert_cmpstr (text, ==, c->meant);
    }
}

static void
test_parse_null (void)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  GamaoBoard board;
  int index;

  gamao_board_init_start (&board);
  gamao_play_list_generate (list, &board, 3, 1);
  g_assert_cmpint (gamao_notation_parse (NULL, &board, 3, 1, list, &index), ==,
                   GAMAO_NOTATION_SYNTAX);
}

/* Every play of thousands of positions from seeded random games, written
 * and read back, is the same play. */
static void
test_write_read_round_trip (void)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  g_autofree GamaoPlayList *game = g_new (GamaoPlayList, 1);
  GamaoDice dice;
  GamaoBoard board;
  unsigned plays = 0;

  gamao_dice_init_seeded (&dice, 17);
  gamao_board_init_start (&board);
  for (int n = 0; n < 3000; n++)
    {
      int roll[2];
      gamao_dice_roll (&dice, roll);
      gamao_play_list_generate (list, &board, roll[0], roll[1]);
      for (unsigned i = 0; i < list->n_plays; i++, plays++)
        {
          char text[GAMAO_NOTATION_MAX];
          int index = -1;
          gamao_notation_write (&list->plays[i], text, sizeof text);
          g_assert_cmpint (gamao_notation_parse (text, &board, roll[0], roll[1], list, &index), ==,
                           GAMAO_NOTATION_OK);
          if ((unsigned) index != i)
            g_error ("\"%s\" read as play %d, not %u", text, index, i);
        }

      gamao_dice_roll (&dice, roll);
      gamao_play_list_generate (game, &board, roll[0], roll[1]);
      if (game->n_plays)
        board = game->plays[gamao_dice_uniform (&dice, game->n_plays)].after;
      if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
        gamao_board_init_start (&board);
      else
        gamao_board_swap_sides (&board);
    }
  g_test_message ("%u plays written and read back", plays);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/write", test_write);
  g_test_add_func ("/notation/write-empty-play", test_write_empty_play);
  g_test_add_func ("/notation/parse", test_parse);
  g_test_add_func ("/notation/parse-null", test_parse_null);
  g_test_add_func ("/notation/write-read-round-trip", test_write_read_round_trip);
  return g_test_run ();
}
