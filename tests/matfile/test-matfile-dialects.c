/* SPDX-License-Identifier: GPL-3.0-or-later */
/* .mat dialects: one file per quirk of the programs and servers that
 * write the format (FIBS clients, GamesGrid, eXtreme Gammon, BGBlitz,
 * gnubg), each read to the match it holds, or refused at the line that
 * breaks it; and the one tolerated irregularity, a roll with no play
 * before a resignation, accepted only where the issue allows it. */
#include "config.h"

#include "gamao-matfile.h"
#include "gamao-match.h"

#include <glib.h>
#include <string.h>

typedef struct
{
  const char *name;
  const char *text;
  unsigned error_line; /* 0: the file reads */
  /* What a file that reads must hold. */
  unsigned length;
  const char *name0, *name1;
  unsigned n_games;
  unsigned score0, score1;
  int winner;
  GamaoRules rules;
} Quirk;

#define ROW1 "  1) 31: 8/5 6/5                  42: 8/4 6/4\n"
#define SCORE(a, b) " Ana : " #a "                        Bia : " #b "\n"

static const Quirk quirks[] = {
  /* Dice in the order rolled, not the larger first (FIBS logs). */
  { "unsorted-dice",
    " 1 point match\n\n Game 1\n" SCORE (0, 0)
    "  1) 13: 8/5 6/5                  24: 8/4 6/4\n"
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n",
    0, 1, "Ana", "Bia", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* Servers append the rating to the name. */
  { "names-with-ratings",
    " 1 point match\n\n Game 1\n"
    " nori,1760 : 0                  Ana Maria (1850.25) : 0\n" ROW1
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n",
    0, 1, "nori", "Ana Maria", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* A country in parentheses is part of the name, not a rating. */
  { "names-with-country",
    " 1 point match\n\n Game 1\n"
    " joe(JPN) : 0                   R2,D2 : 0\n" ROW1
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n",
    0, 1, "joe(JPN)", "R2,D2", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* A player called "game": only "Game N" alone on its line starts a
   * game, so the score line that starts with the word reads as one. */
  { "player-called-game",
    " 1 point match\n\n Game 1\n"
    " game : 0                       Bia : 0\n" ROW1
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n",
    0, 1, "game", "Bia", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* Blank cells: a row with no entry, trailing spaces, a lone right
   * entry, the last play alone on its row. */
  { "blank-cells",
    " 3 point match\n\n Game 1\n" SCORE (0, 0)
    "  1)                             31: 8/5 6/5   \n"
    "  2) 42: 8/4 6/4                 \n"
    "  3)                                          \n"
    "  4)                              Doubles => 2\n"
    "  5)  Drops                      \n"
    "                                  Wins 1 point\n",
    0, 3, "Ana", "Bia", 1, 0, 1, -1, GAMAO_RULE_CRAWFORD },
  /* eXtreme Gammon: BOM, CRLF, "and the match". */
  { "xg-bom-crlf-and-the-match",
    "\xef\xbb\xbf; [Site \"eXtreme Gammon\"]\r\n; [Player 1 \"Ana\"]\r\n\r\n"
    "1 point match\r\n\r\n Game 1\r\n Ana : 0                        Bia : 0\r\n"
    "  1) 31: 8/5 6/5                  42: 8/4 6/4\r\n"
    "  2)  Doubles => 2                 Drops\r\n"
    "      Wins 1 point and the match\r\n",
    0, 1, "Ana", "Bia", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* Nothing indented, the right column at 40, "Doubles =>2". */
  { "odd-spacing",
    "1 point match\n\nGame 1\nAna : 0   Bia : 0\n"
    "1) 31: 8/5 6/5                         42: 8/4 6/4\n"
    "2) Doubles =>2                         Drops\n"
    "Wins 1 point\n",
    0, 1, "Ana", "Bia", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* Columns separated by tabs. */
  { "tabs",
    "\t1 point match\n\n\tGame 1\n\tAna : 0\t\t\t\tBia : 0\n"
    "  1)\t31: 8/5 6/5\t\t\t42: 8/4 6/4\n"
    "  2)\t Doubles => 2\t\t\t Drops\n"
    "\t Wins 1 point\n",
    0, 1, "Ana", "Bia", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* Older files write names in Latin-1. */
  { "latin1-name",
    " 1 point match\n\n Game 1\n Jos\xe9 : 0                        Bia : 0\n" ROW1
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n",
    0, 1, "Jos\xc3\xa9", "Bia", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* Plays as gnubg and BGBlitz write them: "bar", "off", "(2)", joined
   * moves of one checker. */
  { "shorthand-plays",
    " 1 point match\n\n Game 1\n" SCORE (0, 0)
    "  1) 31: 8/5 6/5                  64: 24/14\n"
    "  2) 62: 13/11*/5                 52: bar/23 13/8\n"
    "  3)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n",
    0, 1, "Ana", "Bia", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* Comments with '#' and ';', headers nobody needs, text after the
   * match length. */
  { "comments-and-headers",
    "# written by hand\n; [Event \"Clube\"]\n; [EventDate \"2009.01.15\"]\n"
    " 1 point match (Jellyfish)\n; a comment between lines\n\n Game 1\n" SCORE (0, 0)
    ROW1 "; what a play\n"
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n",
    0, 1, "Ana", "Bia", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* A file that starts mid-match. */
  { "starts-mid-match",
    " 5 point match\n\n Game 4\n" SCORE (2, 3) ROW1
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n",
    0, 5, "Ana", "Bia", 1, 3, 3, -1, GAMAO_RULE_CRAWFORD },
  /* Lower-case actions and "Passes" for a drop. */
  { "lower-case-actions",
    " 1 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2)  doubles => 2                 passes\n"
    "      wins 1 point\n",
    0, 1, "Ana", "Bia", 1, 1, 0, 0, GAMAO_RULE_CRAWFORD },
  /* XG's rule headers: no Crawford game... */
  { "xg-crawford-off",
    "; [Crawford \"Off\"]\n\n 2 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n\n Game 2\n" SCORE (1, 0) ROW1
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point and the match\n",
    0, 2, "Ana", "Bia", 2, 2, 0, 0, 0 },
  /* ... the Jacoby rule and beavers in a money session. */
  { "xg-jacoby-beaver-on",
    "; [Jacoby \"On\"]\n; [Beaver \"On\"]\n\n 0 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2)  Doubles => 2                 Beavers => 4\n"
    "                                   Wins 4 points\n"
    "\n Game 2\n" SCORE (0, 4) ROW1
    "                                   Wins 1 point\n",
    0, 0, "Ana", "Bia", 2, 0, 5, -1, GAMAO_RULE_JACOBY | GAMAO_RULE_BEAVERS },
  /* ... and refusals where the headers say no. */
  { "xg-beaver-off", "; [Beaver \"Off\"]\n\n 0 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2)  Doubles => 2                 Beavers => 4\n", 8 },
  { "xg-cube-limit", "; [CubeLimit \"2\"]\n\n 9 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2)  Doubles => 2                 Takes\n"
    "  3) 63: 24/15                     Doubles => 4\n", 9 },
  { "xg-cubeless", "; [CubeLimit \"1\"]\n\n 9 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2)  Doubles => 2                 Takes\n", 8 },
  { "xg-jacoby-gammon-at-cube-1",
    "; [Jacoby \"On\"]\n\n 0 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "                                   Wins 2 points\n", 8 },
  { "xg-nackgammon", "; [Variation \"NackGammon\"]\n\n 9 point match\n", 1 },

  /* A roll with no play, then the other side's win: the roller resigned
   * (FIBS logs write "63:", eXtreme Gammon "63: ???"). */
  { "resigned-after-roll",
    " 3 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:                           Wins 2 points\n"
    "\n Game 2\n" SCORE (0, 2) ROW1
    "  2) 52: ???\n"
    "                                   Wins 1 point and the match\n",
    0, 3, "Ana", "Bia", 2, 0, 3, 1, GAMAO_RULE_CRAWFORD },
  /* Anything else with an unplayed roll stays refused, at its line. */
  { "unplayed-roll-then-play", " 3 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:                           51: 13/8 6/5\n", 6 },
  { "unplayed-roll-then-roller-wins", " 3 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:\n      Wins 1 point\n", 6 },
  /* GamesGrid: the points a match-winning resignation needed, 5 at
   * 0-0 to 5 for a backgammon at a 2-cube; gnubg reads the fewest of a
   * single game, gammon and backgammon that reach them (a backgammon
   * past that), and so do we. */
  { "gamesgrid-resigned-roll-needed-points",
    " 5 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2)  Doubles => 2                 Takes\n"
    " 26) 14:\n"
    "                                   Wins 5 points\n",
    0, 5, "Ana", "Bia", 1, 0, 6, 1, GAMAO_RULE_CRAWFORD },
  { "unplayed-roll-points-beyond-backgammon", " 3 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:                           Wins 100 points\n",
    0, 3, "Ana", "Bia", 1, 0, 3, 1, GAMAO_RULE_CRAWFORD },
  /* The same reading for a resignation with no roll before it. */
  { "resigned-needed-points", " 7 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2)  Doubles => 2                 Takes\n"
    "  3) 14: 24/23 13/9               Doubles => 4\n"
    "  4)  Takes\n"
    "                                   Wins 5 points\n",
    0, 7, "Ana", "Bia", 1, 0, 8, 1, GAMAO_RULE_CRAWFORD },
  { "unplayed-roll-then-double", " 3 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:                           Doubles => 2\n", 6 },
  { "unplayed-roll-then-next-game", " 3 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:\n\n Game 2\n" SCORE (0, 1), 6 },
  { "unplayed-roll-at-end-of-file", " 3 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:\n", 6 },
  { "unplayed-opening-roll", " 3 point match\n\n Game 1\n" SCORE (0, 0)
    "  1) 31:                           Wins 1 point\n", 5 },
  { "unplayed-roll-score-disagrees", " 3 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:                           Wins 1 point\n\n Game 2\n" SCORE (0, 2), 9 },
  { "unplayed-roll-match-unfinished", " 5 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:                           Wins 1 point\n\n Game 2\n" SCORE (0, 1) ROW1
    "  2)  Doubles => 2                 Drops\n      Wins 1 point\n", 6 },
  { "unplayed-roll-game-after-the-match", " 1 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:                           Wins 1 point\n\n Game 2\n" SCORE (0, 1), 9 },
  { "unplayed-roll-in-money-session", " 0 point match\n\n Game 1\n" SCORE (0, 0) ROW1
    "  2) 63:                           Wins 1 point\n", 6 },
};

static void
test_quirk (gconstpointer data)
{
  const Quirk *q = data;
  GamaoMatfileError error;
  GamaoMatchRecord *record = gamao_matfile_read (q->text, strlen (q->text), &error);
  unsigned score[2];
  int winner;

  if (q->error_line)
    {
      if (record)
        g_error ("%s: read, but should fail at line %u", q->name, q->error_line);
      g_test_message ("%s: line %u: %s", q->name, error.line, error.message);
      g_assert_cmpuint (error.line, ==, q->error_line);
      g_assert_cmpstr (error.message, !=, "");
      return;
    }
  if (!record)
    g_error ("%s: line %u: %s", q->name, error.line, error.message);
  g_assert_cmpuint (record->length, ==, q->length);
  g_assert_cmpstr (record->names[0], ==, q->name0);
  g_assert_cmpstr (record->names[1], ==, q->name1);
  g_assert_cmpuint (record->n_games, ==, q->n_games);
  g_assert_cmpuint (record->rules, ==, q->rules);
  gamao_match_record_final_score (record, score, &winner);
  g_assert_cmpuint (score[0], ==, q->score0);
  g_assert_cmpuint (score[1], ==, q->score1);
  g_assert_cmpint (winner, ==, q->winner);

  /* The model replays it through the same rules. */
  g_autoptr (GError) replay_error = NULL;
  g_autoptr (GamaoMatch) match = gamao_match_new_from_record (record, &replay_error);
  g_assert_no_error (replay_error);
  g_assert_nonnull (match);
  gamao_match_record_unref (record);
}

/* The resignation after a roll keeps the roll, then the roller's offer. */
static void
test_resigned_roll_actions (void)
{
  const Quirk *q = NULL;
  GamaoMatfileError error;

  for (guint i = 0; i < G_N_ELEMENTS (quirks); i++)
    if (g_str_equal (quirks[i].name, "resigned-after-roll"))
      q = &quirks[i];
  GamaoMatchRecord *record = gamao_matfile_read (q->text, strlen (q->text), &error);
  g_assert_nonnull (record);
  const GamaoGameRecord *game = record->games[0];
  /* Ana's opening play, Bia's roll and play, Ana's roll, her offer, its
   * acceptance, the end. */
  g_assert_cmpuint (game->n_actions, ==, 7);
  g_assert_cmpint (game->actions[3].kind, ==, GAMAO_ACTION_ROLL);
  g_assert_cmpint (game->actions[3].player, ==, 0);
  g_assert_cmpint (game->actions[3].dice[0], ==, 6);
  g_assert_cmpint (game->actions[4].kind, ==, GAMAO_ACTION_RESIGN_OFFER);
  g_assert_cmpint (game->actions[4].player, ==, 0);
  g_assert_cmpint (game->actions[4].result, ==, GAMAO_RESULT_GAMMON);
  g_assert_cmpint (game->actions[6].kind, ==, GAMAO_ACTION_GAME_END);
  g_assert_cmpint (game->actions[6].player, ==, 1);
  g_assert_true (record->games[1]->crawford);
  gamao_match_record_unref (record);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (quirks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/matfile-dialects/%s", quirks[i].name);
      g_test_add_data_func (path, &quirks[i], test_quirk);
    }
  g_test_add_func ("/matfile-dialects/resigned-roll-actions", test_resigned_roll_actions);
  return g_test_run ();
}
