/* SPDX-License-Identifier: GPL-3.0-or-later */
/* .mat files: what we write reads back to the same match; gnubg's and
 * eXtreme Gammon's dialects read; broken files fail at the right line
 * with nothing loaded. */
#include "config.h"

#include "gamao-matfile.h"
#include "gamao-match.h"
#include "gamao-selfplay.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

static GamaoMatch *
selfplay (guint length, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  GamaoSelfplayRules rules;
  GamaoMatch *match = gamao_match_new (length, NULL, NULL,
                                       length ? GAMAO_RULE_CRAWFORD : GAMAO_RULE_BEAVERS);

  gamao_selfplay_rules_init (&rules);
  rules.resign_deficit = 60;
  g_assert_true (gamao_selfplay_run (match, &rules, seed, &error));
  return match;
}

static GamaoMatchRecord *
read_ok (const char *text)
{
  GamaoMatfileError error;
  GamaoMatchRecord *record = gamao_matfile_read (text, strlen (text), &error);

  if (!record)
    g_error ("line %u: %s", error.line, error.message);
  return record;
}

/* Says where two records part, to make a failure readable. */
static void
report_difference (const GamaoMatchRecord *a, const GamaoMatchRecord *b)
{
  g_test_message ("names %s/%s %s/%s", a->names[0], b->names[0], a->names[1], b->names[1]);
  if (a->length != b->length || a->rules != b->rules || a->n_games != b->n_games)
    g_test_message ("length %u/%u rules %u/%u games %zu/%zu", a->length, b->length, a->rules,
                    b->rules, a->n_games, b->n_games);
  for (gsize g = 0; g < MIN (a->n_games, b->n_games); g++)
    {
      const GamaoGameRecord *x = a->games[g], *y = b->games[g];
      if (x->n_actions != y->n_actions || x->crawford != y->crawford
          || x->opening[0] != y->opening[0] || x->opening[1] != y->opening[1]
          || x->score[0] != y->score[0] || x->score[1] != y->score[1])
        g_test_message ("game %zu: %zu/%zu actions, crawford %d/%d", g + 1, x->n_actions,
                        y->n_actions, x->crawford, y->crawford);
      for (gsize i = 0; i < MIN (x->n_actions, y->n_actions); i++)
        if (x->actions[i].kind != y->actions[i].kind || x->actions[i].player != y->actions[i].player
            || x->actions[i].value != y->actions[i].value
            || x->actions[i].result != y->actions[i].result
            || x->actions[i].n_steps != y->actions[i].n_steps
            || (x->actions[i].n_steps
                && memcmp (x->actions[i].steps, y->actions[i].steps, sizeof x->actions[i].steps))
            || (x->actions[i].kind == GAMAO_ACTION_PLAY
                && !gamao_board_equal (&x->actions[i].after, &y->actions[i].after)))
          {
            g_test_message ("game %zu action %zu: kind %d/%d player %d/%d value %u/%u", g + 1,
                            i + 1, x->actions[i].kind, y->actions[i].kind, x->actions[i].player,
                            y->actions[i].player, x->actions[i].value, y->actions[i].value);
            return;
          }
    }
}

static void
test_round_trip (void)
{
  static const guint lengths[] = { 0, 1, 3, 5, 11 };

  for (guint64 seed = 1; seed <= 8; seed++)
    for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
      {
        g_autoptr (GamaoMatch) match = selfplay (lengths[i], seed);
        const GamaoMatchRecord *played = gamao_match_get_record (match);
        char *text = gamao_matfile_write (played);
        GamaoMatchRecord *read = read_ok (text);
        char *again = gamao_matfile_write (read);

        if (!gamao_match_record_equal (played, read))
          report_difference (played, read);
        g_assert_true (gamao_match_record_equal (played, read));
        g_assert_cmpstr (text, ==, again);
        free (text);
        free (again);
        gamao_match_record_unref (read);
      }
}

/* The writer's layout, line for line, on a short match. */
static void
test_layout (void)
{
  GamaoMatchRecord *record = read_ok (
    " 3 point match\n"
    "\n"
    " Game 1\n"
    " Ana : 0                        Bia : 0\n"
    "  1)                             31: 8/5 6/5 \n"
    "  2) 42: 8/4 6/4                  Doubles => 2\n"
    "  3)  Drops                       Wins 1 point \n"
    "\n");
  char *text = gamao_matfile_write (record);

  g_assert_cmpstr (text, ==,
                   " 3 point match\n"
                   "\n"
                   " Game 1\n"
                   " Ana : 0                        Bia : 0\n"
                   "  1)                             31: 8/5 6/5 \n"
                   "  2) 42: 8/4 6/4                  Doubles => 2\n"
                   "  3)  Drops                       Wins 1 point \n"
                   "\n");
  free (text);
  gamao_match_record_unref (record);
}

static void
test_gnubg_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  GamaoMatfileError why;
  gsize length;
  unsigned score[2];
  int winner;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  GamaoMatchRecord *record = gamao_matfile_read (text, length, &why);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->length, ==, 5);
  g_assert_cmpstr (record->names[0], ==, "gnubg");
  g_assert_cmpuint (record->n_games, ==, 6);
  g_assert_true (record->games[4]->crawford);
  gamao_match_record_final_score (record, score, &winner);
  g_assert_cmpuint (score[0], ==, 2);
  g_assert_cmpuint (score[1], ==, 10);
  g_assert_cmpint (winner, ==, 1);

  g_autoptr (GamaoMatch) match = gamao_match_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gamao_match_get_winner (match), ==, 1);
  gamao_match_record_unref (record);
}

/* eXtreme Gammon's way of writing, by hand: BOM, CRLF, headers, names
 * with spaces, "and the match". */
static const char xg_sample[] =
  "\xef\xbb\xbf; [Site \"Clube\"]\r\n"
  "; [Match ID \"8812\"]\r\n"
  "; [Player 1 \"Ana Maria\"]\r\n"
  "; [Player 2 \"Bia\"]\r\n"
  "; [EventDate \"2024.05.01\"]\r\n"
  "; [Crawford \"On\"]\r\n"
  "; [CubeLimit \"1024\"]\r\n"
  "\r\n"
  "2 point match\r\n"
  "\r\n"
  " Game 1\r\n"
  " Ana Maria : 0                       Bia : 0\r\n"
  "  1) 31: 8/5 6/5                     42: 8/4 6/4\r\n"
  "  2)  Doubles => 2                    Drops\r\n"
  "      Wins 1 point\r\n"
  "\r\n"
  " Game 2\r\n"
  " Ana Maria : 1                       Bia : 0\r\n"
  "  1)                                 65: 24/13\r\n"
  "  2) 66: 24/18(2) 13/7(2)            21: 13/11 6/5\r\n"
  "                                      Wins 2 points and the match\r\n";

static void
test_xg_sample (void)
{
  GamaoMatchRecord *record = read_ok (xg_sample);
  g_autoptr (GError) error = NULL;
  unsigned score[2];
  int winner;

  g_assert_cmpuint (record->length, ==, 2);
  g_assert_cmpstr (record->names[0], ==, "Ana Maria");
  g_assert_cmpstr (record->names[1], ==, "Bia");
  g_assert_cmpuint (record->rules, ==, GAMAO_RULE_CRAWFORD);
  g_assert_cmpuint (record->n_games, ==, 2);
  g_assert_false (record->games[0]->crawford);
  g_assert_true (record->games[1]->crawford);
  /* The opening: Bia's 6 against Ana's 5. */
  g_assert_cmpint (record->games[1]->opening[0], ==, 5);
  g_assert_cmpint (record->games[1]->opening[1], ==, 6);
  /* The second game was resigned: a gammon at a centred cube. */
  const GamaoGameRecord *game = record->games[1];
  g_assert_cmpint (game->actions[game->n_actions - 3].kind, ==, GAMAO_ACTION_RESIGN_OFFER);
  g_assert_cmpint (game->actions[game->n_actions - 3].player, ==, 0);
  g_assert_cmpint (game->actions[game->n_actions - 3].result, ==, GAMAO_RESULT_GAMMON);
  gamao_match_record_final_score (record, score, &winner);
  g_assert_cmpuint (score[0], ==, 1);
  g_assert_cmpuint (score[1], ==, 2);
  g_assert_cmpint (winner, ==, 1);

  g_autoptr (GamaoMatch) match = gamao_match_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MATCH_OVER);
  gamao_match_record_unref (record);
}

/* One of our own files turned into XG's dialect: BOM, CRLF, "Cannot
 * Move" for dances, headers; it must read to the same match. */
static void
test_xg_dialect_of_selfplay (void)
{
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (GamaoMatch) match = selfplay (7, seed);
      char *text = gamao_matfile_write (gamao_match_get_record (match));
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      g_autoptr (GString) xg = g_string_new ("\xef\xbb\xbf; [Crawford \"On\"]\r\n"
                                             "; [Variation \"Backgammon\"]\r\n");
      gboolean dance = FALSE;

      for (guint i = 0; lines[i]; i++)
        {
          g_autoptr (GRegex) regex = g_regex_new ("([1-6][1-6]):(?= {2,}|$)", 0, 0, NULL);
          g_autofree char *line = g_regex_replace (regex, g_strchomp (lines[i]), -1, 0,
                                                   "\\1: Cannot Move", 0, NULL);
          dance |= strstr (line, "Cannot Move") != NULL;
          g_string_append_printf (xg, "%s\r\n", line);
        }
      GamaoMatchRecord *read = read_ok (xg->str);
      g_assert_true (gamao_match_record_equal (gamao_match_get_record (match), read));
      g_assert_true (dance || seed > 1);
      gamao_match_record_unref (read);
      free (text);
    }
}

typedef struct
{
  const char *name;
  unsigned line;
  const char *text;
} Broken;

#define HEAD " 3 point match\n\n Game 1\n Ana : 0                        Bia : 0\n"

static const Broken broken[] = {
  { "no-length", 1, " Game 1\n Ana : 0   Bia : 0\n" },
  { "illegal-play", 5, HEAD "  1)                             31: 8/5 6/4\n" },
  { "not-a-play", 5, HEAD "  1)                             31: hello\n" },
  { "opening-double", 5, HEAD "  1)                             33: 8/5(2) 6/3(2)\n" },
  { "two-in-a-row", 6,
    HEAD "  1) 31: 8/5 6/5                  \n  2) 42: 8/4 6/4\n" },
  { "dance-with-a-play", 5,
    HEAD "  1) 31: 8/5 6/5                  42:\n" "  2) 42: 8/4 6/4\n" },
  { "cube-skips-a-value", 6,
    HEAD "  1) 31: 8/5 6/5                  42: 8/4 6/4\n  2)  Doubles => 4\n" },
  { "take-without-double", 5, HEAD "  1)                              Takes\n" },
  { "double-before-opening", 5, HEAD "  1)  Doubles => 2\n" },
  { "drop-wins-wrong-points", 7,
    HEAD "  1) 31: 8/5 6/5                  42: 8/4 6/4\n"
         "  2)  Doubles => 2                 Drops\n"
         "      Wins 2 points\n" },
  { "score-does-not-follow", 10,
    HEAD "  1) 31: 8/5 6/5                  42: 8/4 6/4\n"
         "  2)  Doubles => 2                 Drops\n"
         "      Wins 1 point\n"
         "\n Game 2\n Ana : 2                        Bia : 0\n" },
  { "double-in-crawford-game", 12,
    " 2 point match\n\n Game 1\n Ana : 0                        Bia : 0\n"
    "  1) 31: 8/5 6/5                  42: 8/4 6/4\n"
    "  2)  Doubles => 2                 Drops\n"
    "      Wins 1 point\n"
    "\n Game 2\n Ana : 1                        Bia : 0\n"
    "  1) 31: 8/5 6/5                  42: 8/4 6/4\n"
    "  2)  Doubles => 2\n" },
  { "game-without-winner", 7,
    HEAD "  1) 31: 8/5 6/5                  42: 8/4 6/4\n\n Game 2\n" },
  { "binary", 2, " 3 point match\nab\0cd\n" },
  { "unreadable-entry", 5, HEAD "  1) 31: 8/5 6/5   Splendid\n" },
};

static void
test_broken (gconstpointer data)
{
  const Broken *b = data;
  GamaoMatfileError error;
  size_t length = strlen (b->text);

  if (g_str_equal (b->name, "binary"))
    length = sizeof " 3 point match\nab\0cd\n" - 1;
  GamaoMatchRecord *record = gamao_matfile_read (b->text, length, &error);
  g_assert_null (record);
  g_test_message ("%s: line %u: %s", b->name, error.line, error.message);
  g_assert_cmpuint (error.line, ==, b->line);
  g_assert_cmpstr (error.message, !=, "");
}

/* Files damaged at random (bytes changed, lines dropped or doubled) either
 * read or fail with a line number, never crash; the sanitizer build runs
 * this too. */
static void
test_damaged_files (void)
{
  GamaoDice random;
  guint read = 0, refused = 0;

  gamao_dice_init_seeded (&random, 20261122);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (GamaoMatch) match = selfplay (5, seed);
      char *text = gamao_matfile_write (gamao_match_get_record (match));
      size_t length = strlen (text);

      for (guint round = 0; round < 150; round++)
        {
          g_autoptr (GString) damaged = g_string_new_len (text, (gssize) length);
          guint n = 1 + gamao_dice_uniform (&random, 4);
          for (guint k = 0; k < n; k++)
            {
              gsize at = gamao_dice_uniform (&random, (guint32) damaged->len);
              switch (gamao_dice_uniform (&random, 3))
                {
                case 0:
                  damaged->str[at] = (char) gamao_dice_uniform (&random, 256);
                  break;
                case 1:
                  g_string_erase (damaged, (gssize) at,
                                  MIN (40, (gssize) (damaged->len - at)));
                  break;
                default:
                  g_string_insert_len (damaged, (gssize) at, damaged->str,
                                       MIN (60, (gssize) at));
                  break;
                }
            }
          GamaoMatfileError error;
          GamaoMatchRecord *record = gamao_matfile_read (damaged->str, damaged->len, &error);
          if (record)
            {
              read++;
              gamao_match_record_unref (record);
            }
          else
            {
              refused++;
              g_assert_cmpuint (error.line, >, 0);
              g_assert_cmpstr (error.message, !=, "");
            }
        }
      free (text);
    }
  g_test_message ("%u damaged files read, %u refused", read, refused);
  g_assert_cmpuint (refused, >, 0);
}

/* A left name of 31 bytes or more, and a right name of digits: the score
 * line still reads back as the same two names (fuzz-matfile's find). */
static void
test_long_name_digits (void)
{
  g_autoptr (GamaoMatch) match = selfplay (3, 11);
  GamaoMatchRecord *record = gamao_match_record_ref ((GamaoMatchRecord *) gamao_match_get_record (match));

  gamao_match_record_set_name (record, 0, "Ana Maria da Conceição Albuquerque");
  gamao_match_record_set_name (record, 1, "42");
  char *text = gamao_matfile_write (record);
  GamaoMatchRecord *back = read_ok (text);
  g_assert_cmpstr (back->names[0], ==, record->names[0]);
  g_assert_cmpstr (back->names[1], ==, "42");
  g_assert_true (gamao_match_record_equal (back, record));
  gamao_match_record_unref (back);

  /* A name past 64 characters is cut once, the same on every reading. */
  gamao_match_record_set_name (record, 1, "ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ");
  free (text);
  text = gamao_matfile_write (record);
  back = read_ok (text);
  g_assert_cmpuint (g_utf8_strlen (back->names[1], -1), ==, 64);
  char *again_text = gamao_matfile_write (back);
  GamaoMatchRecord *again = read_ok (again_text);
  g_assert_true (gamao_match_record_equal (back, again));
  gamao_match_record_unref (again);
  gamao_match_record_unref (back);
  free (again_text);

  /* A colon in the right name would part it from its score elsewhere. */
  gamao_match_record_set_name (record, 1, "Bia: 3");
  free (text);
  text = gamao_matfile_write (record);
  GamaoMatfileError error;
  g_assert_null (gamao_matfile_read (text, strlen (text), &error));
  g_assert_nonnull (strstr (error.message, "colon"));
  gamao_match_record_unref (record);
  free (text);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/matfile/round-trip", test_round_trip);
  g_test_add_func ("/matfile/layout", test_layout);
  g_test_add_func ("/matfile/gnubg-file", test_gnubg_file);
  g_test_add_func ("/matfile/xg-sample", test_xg_sample);
  g_test_add_func ("/matfile/xg-dialect-of-selfplay", test_xg_dialect_of_selfplay);
  g_test_add_func ("/matfile/damaged-files", test_damaged_files);
  g_test_add_func ("/matfile/long-name-digits", test_long_name_digits);
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *path = g_strdup_printf ("/matfile/broken/%s", broken[i].name);
      g_test_add_data_func (path, &broken[i], test_broken);
    }
  return g_test_run ();
}
