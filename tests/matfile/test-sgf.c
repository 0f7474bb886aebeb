/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gnubg's .sgf: what we write reads back to the same match; files in
 * gnubg's form (beavers, a resignation after the roll, a roll saved
 * before its play, comments, analysis, variations) read to the match
 * they hold; broken files fail at the right line with nothing loaded;
 * damaged files never crash. (check-gnubg-sgf.py compares with gnubg.) */
#include "config.h"

#include "gamao-match-file.h"
#include "gamao-match.h"
#include "gamao-selfplay.h"
#include "gamao-sgf.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

static GamaoMatch *
selfplay (guint length, guint64 seed)
{
  g_autoptr (GError) error = NULL;
  GamaoSelfplayRules rules;
  GamaoMatch *match = gamao_match_new (length, NULL, NULL,
                                       length ? GAMAO_RULE_CRAWFORD
                                              : GAMAO_RULE_BEAVERS | GAMAO_RULE_JACOBY);

  gamao_selfplay_rules_init (&rules);
  rules.resign_deficit = 60;
  g_assert_true (gamao_selfplay_run (match, &rules, seed, &error));
  return match;
}

static GamaoMatchRecord *
read_ok (const char *text)
{
  GamaoMatfileError error;
  GamaoMatchRecord *record = gamao_sgf_read (text, strlen (text), &error);

  if (!record)
    g_error ("line %u: %s", error.line, error.message);
  /* The model replays whatever the reader accepts. */
  g_autoptr (GError) replay_error = NULL;
  g_autoptr (GamaoMatch) match = gamao_match_new_from_record (record, &replay_error);
  g_assert_no_error (replay_error);
  return record;
}

/* The index of the `n`th action of `kind` in `game` (from 0). */
static size_t
nth_action (const GamaoGameRecord *game, GamaoActionKind kind, guint n)
{
  for (size_t i = 0; i < game->n_actions; i++)
    if (game->actions[i].kind == kind && n-- == 0)
      return i;
  g_assert_not_reached ();
}

/* Notes written as comments (escaped, one C per node, a roll's note on
 * the play it is written in) and read back at their actions. */
static void
test_notes (void)
{
  g_autoptr (GamaoMatch) match = selfplay (5, 3);
  const GamaoMatchRecord *played = gamao_match_get_record (match);
  const GamaoGameRecord *game = played->games[0];
  size_t first = nth_action (game, GAMAO_ACTION_PLAY, 0);
  size_t third = nth_action (game, GAMAO_ACTION_PLAY, 2);
  GamaoSgfNotes notes = { 0 }, back = { 0 };
  GamaoMatfileError error;

  g_assert_cmpuint (game->actions[third - 1].kind, ==, GAMAO_ACTION_ROLL);
  gamao_sgf_notes_add_match (&notes, "A match [note]");
  gamao_sgf_notes_add (&notes, 0, first, "a ] b \\ c\nsecond line");
  gamao_sgf_notes_add (&notes, 0, third - 1, "on the roll");
  gamao_sgf_notes_add (&notes, 0, third, "on the play");
  gamao_sgf_notes_add (&notes, played->n_games - 1, 0, "");
  char *text = gamao_sgf_write_with_notes (played, &notes);
  g_assert_nonnull (strstr (text, "C[a \\] b \\\\ c\nsecond line]"));
  g_assert_nonnull (strstr (text, "C[on the roll\n\non the play]"));
  g_assert_nonnull (strstr (text, "C[A match [note\\]]"));

  GamaoMatchRecord *record = gamao_sgf_read_with_notes (text, strlen (text), &back, &error);
  g_assert_nonnull (record);
  g_assert_true (gamao_match_record_equal (record, played));
  g_assert_cmpstr (back.match, ==, "A match [note]");
  g_assert_cmpuint (back.n, ==, 2);
  g_assert_cmpstr (gamao_sgf_notes_find (&back, 0, first), ==, "a ] b \\ c\nsecond line");
  g_assert_cmpstr (gamao_sgf_notes_find (&back, 0, third), ==, "on the roll\n\non the play");
  /* A comment in Latin-1 (older files) is kept as UTF-8. */
  const char *latin1 = "(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[a]PB[b]C[Jo\xe3o])";
  gamao_match_record_unref (record);
  record = gamao_sgf_read_with_notes (latin1, strlen (latin1), &back, &error);
  g_assert_nonnull (record);
  g_assert_cmpstr (back.match, ==, "Jo\xc3\xa3o");
  /* Without notes asked for, comments are skipped as before. */
  char *plain = gamao_sgf_write (played);
  g_assert_null (strstr (plain, "C["));
  gamao_match_record_unref (record);
  record = read_ok (text);
  gamao_match_record_unref (record);
  free (plain);
  free (text);
  gamao_sgf_notes_clear (&notes);
  gamao_sgf_notes_clear (&back);
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
        char *text = gamao_sgf_write (played);
        GamaoMatchRecord *read = read_ok (text);
        char *again = gamao_sgf_write (read);

        g_assert_true (gamao_match_record_equal (played, read));
        g_assert_cmpstr (text, ==, again);
        g_assert_cmpint (gamao_match_file_detect (text, strlen (text)), ==,
                         GAMAO_MATCH_FILE_SGF);
        free (text);
        free (again);
        gamao_match_record_unref (read);
      }
}

/* A session as gnubg saves it: a beaver (the doubled player's "double"
 * and the doubler's "take" of it), a resignation in the result only, and
 * a second game whose opening roll is saved before its play. */
static const char beaver_session[] =
  "(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:0][game:0][ws:0][bs:0]"
  "PW[Ana]PB[Bia]DT[2026-11-24]RE[W+4R]GS[M:0 0 1 1 0 0][C:0 0 0.000000]\n"
  ";B[31qtst]\n"
  ";W[double]\n"
  ";B[double]\n"
  ";W[take]\n"
  ";W[52mhmk])\n"
  "(;FF[4]GM[6]CA[UTF-8]MI[length:0][game:1][ws:4][bs:0]PW[Ana]PB[Bia]\n"
  ";PL[W]DI[42])\n";

static void
test_beaver_session (void)
{
  GamaoMatchRecord *record = read_ok (beaver_session);
  static const GamaoActionKind kinds[] = {
    GAMAO_ACTION_PLAY, GAMAO_ACTION_DOUBLE, GAMAO_ACTION_BEAVER, GAMAO_ACTION_ROLL,
    GAMAO_ACTION_PLAY, GAMAO_ACTION_RESIGN_OFFER, GAMAO_ACTION_RESIGN_ACCEPT,
    GAMAO_ACTION_GAME_END,
  };

  g_assert_cmpuint (record->length, ==, 0);
  g_assert_cmpuint (record->rules, ==, GAMAO_RULE_BEAVERS);
  g_assert_cmpstr (record->names[0], ==, "Ana");
  g_assert_cmpuint (record->n_games, ==, 2);
  const GamaoGameRecord *game = record->games[0];
  g_assert_cmpuint (game->n_actions, ==, G_N_ELEMENTS (kinds));
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    g_assert_cmpint (game->actions[i].kind, ==, kinds[i]);
  g_assert_cmpuint (game->actions[2].value, ==, 4);
  g_assert_cmpint (game->actions[5].player, ==, 1);
  g_assert_cmpuint (game->actions[7].value, ==, 4);
  /* The second game: only its opening roll, Ana's 4 against Bia's 2. */
  g_assert_cmpint (record->games[1]->opening[0], ==, 4);
  g_assert_cmpint (record->games[1]->opening[1], ==, 2);
  g_assert_cmpuint (record->games[1]->n_actions, ==, 0);

  /* Written back, it reads to the same match. */
  char *text = gamao_sgf_write (record);
  GamaoMatchRecord *again = read_ok (text);
  g_assert_true (gamao_match_record_equal (record, again));
  free (text);
  gamao_match_record_unref (again);
  gamao_match_record_unref (record);
}

/* A match: a roll then a resignation (PL/DI, then RE with R), the
 * Crawford game marked in RU, comments with escaped brackets, analysis
 * properties, and a variation that is not the game played. */
static const char crawford_match[] =
  "(;FF[4]GM[6]MI[length:3][game:0][ws:0][bs:0]PW[Ana \\] Maria]PB[Bia]RU[Crawford]"
  "RE[B+2R]\n"
  ";B[31qtst]A[ver:3][all a \\]b]\n"
  ";PL[W]DI[42]C[Ana gives up\n"
  "a gammon])\n"
  "(;FF[4]GM[6]MI[length:3][game:1][ws:0][bs:2]PW[Ana \\] Maria]PB[Bia]"
  "RU[Crawford:CrawfordGame]RE[B+1R]\n"
  ";W[31hefe]C[main line]\n"
  "(;B[52lqln]DA[0.1])\n"
  "(;B[66aaaa]C[a variation nobody played]))\n";

static void
test_crawford_match (void)
{
  GamaoMatchRecord *record = read_ok (crawford_match);
  unsigned score[2];
  int winner;

  g_assert_cmpstr (record->names[0], ==, "Ana ] Maria");
  g_assert_cmpuint (record->rules, ==, GAMAO_RULE_CRAWFORD);
  g_assert_cmpuint (record->n_games, ==, 2);
  const GamaoGameRecord *game = record->games[0];
  g_assert_cmpint (game->actions[game->n_actions - 4].kind, ==, GAMAO_ACTION_ROLL);
  g_assert_cmpint (game->actions[game->n_actions - 3].kind, ==, GAMAO_ACTION_RESIGN_OFFER);
  g_assert_cmpint (game->actions[game->n_actions - 3].result, ==, GAMAO_RESULT_GAMMON);
  g_assert_true (record->games[1]->crawford);
  g_assert_cmpuint (record->games[1]->n_actions, ==, 6);
  gamao_match_record_final_score (record, score, &winner);
  g_assert_cmpuint (score[1], ==, 3);
  g_assert_cmpint (winner, ==, 1);

  char *text = gamao_sgf_write (record);
  GamaoMatchRecord *again = read_ok (text);
  g_assert_true (gamao_match_record_equal (record, again));
  free (text);
  gamao_match_record_unref (again);
  gamao_match_record_unref (record);
}

typedef struct
{
  const char *name;
  unsigned line;
  const char *text;
} Broken;

#define ROOT "(;FF[4]GM[6]MI[length:3][game:0][ws:0][bs:0]PW[A]PB[B]RU[Crawford]\n"

static const Broken broken[] = {
  { "go", 1, "(;FF[4]GM[1]SZ[19];B[pd])" },
  { "no-game-kind", 1, "(;FF[4]MI[length:3];B[31qtst])" },
  { "no-length", 1, "(;GM[6]PW[A]\n;B[31qtst])" },
  { "illegal-play", 2, ROOT ";B[31qtsa])" },
  { "odd-letters", 2, ROOT ";B[31qts])" },
  { "opening-double", 2, ROOT ";B[33qtqtstst])" },
  { "value-never-closed", 2, ROOT ";B[31qtst)\n" },
  { "unbalanced", 2, ROOT ";B[31qtst]))" },
  { "ends-inside-a-tree", 3, ROOT ";B[31qtst]\n" },
  { "node-outside-a-tree", 1, ";B[31qtst]" },
  { "take-without-double", 3, ROOT ";B[31qtst]\n;W[take])" },
  { "unknown-action", 3, ROOT ";B[31qtst]\n;W[hop])" },
  { "roll-skipped-then-play", 2, ROOT ";B[31]\n;W[42hdfd])" },
  { "set-up-position", 2, ROOT ";AE[a:y]AW[a][a])" },
  { "result-for-the-other-side", 1,
    ROOT "RE[B+1]\n;B[31qtst]\n;W[double]\n;B[drop])" },
  { "crawford-game-not-marked", 4,
    "(;GM[6]MI[length:2][game:0][ws:0][bs:0]RU[Crawford]RE[B+1R]\n;B[31qtst])\n"
    "\n(;GM[6]MI[length:2][game:1][ws:0][bs:1]RU[Crawford]\n;W[31hefe])" },
  { "score-does-not-follow", 3,
    "(;GM[6]MI[length:5][game:0][ws:0][bs:0]RE[B+1R]\n;B[31qtst])\n"
    "(;GM[6]MI[length:5][game:1][ws:0][bs:2]\n;W[31hefe])" },
  { "game-after-the-match", 3,
    "(;GM[6]MI[length:1][game:0][ws:0][bs:0]RE[B+1R]\n;B[31qtst])\n"
    "(;GM[6]MI[length:1][game:1][ws:0][bs:1]\n;W[31hefe])" },
  { "binary", 2, ROOT "\0" },
  { "not-sgf", 1, "hello" },
};

static void
test_broken (gconstpointer data)
{
  const Broken *b = data;
  GamaoMatfileError error;
  size_t length = strlen (b->text);

  if (g_str_equal (b->name, "binary"))
    length += 1;
  GamaoMatchRecord *record = gamao_sgf_read (b->text, length, &error);
  if (record)
    g_error ("%s: read, but should fail at line %u", b->name, b->line);
  g_test_message ("%s: line %u: %s", b->name, error.line, error.message);
  g_assert_cmpuint (error.line, ==, b->line);
  g_assert_cmpstr (error.message, !=, "");
}

/* Damaged files (bytes changed, cut, doubled) read or fail with a line,
 * never crash; the sanitizer build runs this too. */
static void
test_damaged_files (void)
{
  GRand *random = g_rand_new_with_seed (20261124);
  guint read = 0, refused = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr (GamaoMatch) match = selfplay (seed == 4 ? 0 : 5, seed);
      char *text = gamao_sgf_write (gamao_match_get_record (match));
      size_t length = strlen (text);

      for (guint round = 0; round < 150; round++)
        {
          g_autoptr (GString) damaged = g_string_new_len (text, (gssize) length);
          guint n = g_rand_int_range (random, 1, 5);
          for (guint k = 0; k < n; k++)
            {
              gsize at = (gsize) g_rand_int_range (random, 0, (gint32) damaged->len);
              switch (g_rand_int_range (random, 0, 3))
                {
                case 0:
                  damaged->str[at] = (char) g_rand_int_range (random, 0, 256);
                  break;
                case 1:
                  g_string_erase (damaged, (gssize) at, MIN (40, (gssize) (damaged->len - at)));
                  break;
                default:
                  g_string_insert_len (damaged, (gssize) at, damaged->str, MIN (60, (gssize) at));
                  break;
                }
            }
          GamaoMatfileError error;
          GamaoMatchRecord *record = gamao_sgf_read (damaged->str, damaged->len, &error);
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
  g_rand_free (random);
  g_test_message ("%u damaged files read, %u refused", read, refused);
  g_assert_cmpuint (refused, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sgf/round-trip", test_round_trip);
  g_test_add_func ("/sgf/notes", test_notes);
  g_test_add_func ("/sgf/beaver-session", test_beaver_session);
  g_test_add_func ("/sgf/crawford-match", test_crawford_match);
  g_test_add_func ("/sgf/damaged-files", test_damaged_files);
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sgf/broken/%s", broken[i].name);
      g_test_add_data_func (path, &broken[i], test_broken);
    }
  return g_test_run ();
}
