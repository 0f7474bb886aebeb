/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the words that explain a cube mistake: every figure they say
 * is the engine's (the analysis's own equities, the chances at the depth
 * judged, market losers counted on positions where the count is known by
 * hand), and they speak to the player ("you") or of them by name. */
#include "config.h"

#include "gamao-analysis-private.h"
#include "gamao-figures.h"
#include "gamao-matfile.h"
#include "gamao-why-cube.h"

#include <glib.h>
#include <string.h>

static GamaoEvaluator evaluator;

static GamaoAnalysis *
analyse (const GamaoMatchRecord *record, unsigned plies)
{
  GamaoAnalysisOptions options;
  GamaoAnalysisError error;
  GamaoAnalysis *analysis;

  gamao_analysis_options_init (&options);
  options.plies = plies;
  options.n_threads = 1;
  analysis = gamao_analysis_run (&evaluator, record, &options, &error);
  g_assert_cmpint (error, ==, GAMAO_ANALYSIS_OK);
  return analysis;
}

/* A money game from `board`, player 0 on roll with the cube centred,
 * who doubles; player 1 answers `answer`. */
static GamaoMatchRecord *
double_record (const GamaoBoard *board, GamaoActionKind answer)
{
  GamaoMatchRecord *record = gamao_match_record_new (0, "Ana", "Bia", 0);
  GamaoGameRecord *game = gamao_match_record_add_game (record, 0, 0, false);
  GamaoAction dbl = { .kind = GAMAO_ACTION_DOUBLE, .player = 0, .value = 2 };
  GamaoAction ans = { .kind = answer, .player = 1, .value = 2 };

  game->has_start = true;
  game->start.board = *board;
  game->start.on_roll = 0;
  game->start.cube_value = 1;
  game->start.cube_owner = GAMAO_CUBE_CENTERED;
  gamao_game_record_append (game, &dbl);
  gamao_game_record_append (game, &ans);
  return record;
}

/* The facts of the doubler's decision `d` of an analysis at `plies`. */
static void
facts_of (const GamaoDecision *d, int doubler, unsigned plies, GamaoCubeFacts *f)
{
  GamaoMatchState state = d->state;

  state.on_roll = state.turn = doubler;
  g_assert_true (gamao_cube_facts (&evaluator, &d->before, &state, false, plies, f));
}

static void
assert_contains (const char *words, const char *part)
{
  if (!strstr (words, part))
    g_error ("“%s” is not in “%s”", part, words);
}

/* The doubler's chances as the engine sees them at `plies`. */
static void
assert_chances (const GamaoCubeFacts *f, const GamaoBoard *board, unsigned plies)
{
  float o[GAMAO_N_OUTPUTS];
  Judge judge;

  g_assert_true (gamao_analysis_judge_init (&judge, &evaluator, plies));
  gamao_analysis_evaluate (&judge, board, plies, o);
  gamao_analysis_judge_clear (&judge);
  g_assert_cmpfloat (f->win, ==, o[GAMAO_OUT_WIN]);
  g_assert_cmpfloat (f->win_gammon, ==, o[GAMAO_OUT_WIN_GAMMON]);
  g_assert_cmpfloat (f->lose_gammon, ==, o[GAMAO_OUT_LOSE_GAMMON]);
}

/* Player 0 with checkers on the 6 and 5 points against two on the other
 * side's ace point: only 6-5 and four doubles win, 6 rolls of 36. Every
 * sequence ends the game (the taker bears off with any roll), so no
 * market is lost. Doubling is a blunder, dropping it another. */
static void
test_last_roll (void)
{
  GamaoBoard board;
  char words[1536], part[256];

  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][5] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][4] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][0] = 2;
  GamaoMatchRecord *record = double_record (&board, GAMAO_ACTION_DROP);
  GamaoAnalysis *a = analyse (record, 2);
  const GamaoDecision *cube = &a->decisions[0], *answer = &a->decisions[1];
  GamaoCubeFacts f;

  g_assert_cmpint (cube->kind, ==, GAMAO_DECISION_DOUBLE);
  g_assert_cmpint (answer->kind, ==, GAMAO_DECISION_TAKE);
  facts_of (cube, 0, 2, &f);
  assert_chances (&f, &board, 2);
  g_assert_cmpfloat_with_epsilon (f.win, 6.0f / 36.0f, 1e-3f);
  g_assert_cmpfloat (f.no_double, ==, cube->no_double);
  g_assert_cmpfloat (f.double_take, ==, cube->double_take);
  g_assert_cmpfloat (f.double_pass, ==, cube->double_pass);
  g_assert_cmpint (f.proper, ==, cube->proper);
  g_assert_cmpuint (f.market_losers, ==, 0);

  /* The double. */
  g_assert_cmpuint (gamao_why_cube (&f, GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_DOUBLE, NULL, words,
                                    sizeof words),
                    >, 0);
  g_test_message ("%s", words);
  g_snprintf (part, sizeof part, "You win %.0f%% of games (%.0f%% with a gammon) and lose %.0f%%",
              100.0f * f.win, 100.0f * f.win_gammon, 100.0f * f.lose);
  g_assert_true (g_str_has_prefix (words, part));
  /* Named equities, as gamao-figures writes them. */
  char eq1[GAMAO_FIGURE_SIZE], eq2[GAMAO_FIGURE_SIZE];
  g_snprintf (part, sizeof part, "Not doubling is worth %s to you; doubling, %s.",
              gamao_figure_equity (eq1, sizeof eq1, cube->no_double, -1.0),
              gamao_figure_equity (eq2, sizeof eq2, cube->double_take, -1.0));
  assert_contains (words, part);
  assert_contains (words, "You are not strong enough to double yet.");
  assert_contains (words, "Market losers: after 0 of the 1296 sequences");
  /* Not doubling was right: nothing to explain. */
  g_assert_cmpuint (gamao_why_cube (&f, GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_NO_DOUBLE, NULL,
                                    words, sizeof words),
                    ==, 0);

  /* The drop, from the taker's side, by name. */
  g_assert_cmpuint (gamao_why_cube (&f, GAMAO_DECISION_TAKE, GAMAO_CHOICE_PASS, "Bia", words,
                                    sizeof words),
                    >, 0);
  g_test_message ("%s", words);
  g_snprintf (part, sizeof part, "Bia wins %.0f%% of games", 100.0f * f.lose);
  g_assert_true (g_str_has_prefix (words, part));
  g_snprintf (part, sizeof part, "Taking is worth %s to Bia, dropping %s.",
              gamao_figure_equity (eq1, sizeof eq1, -cube->double_take, -1.0),
              gamao_figure_equity (eq2, sizeof eq2, -cube->double_pass, -1.0));
  assert_contains (words, part);
  g_assert_cmpfloat (-cube->double_take, >, -cube->double_pass);
  g_assert_cmpfloat (answer->equity_loss, ==, cube->double_pass - cube->double_take);
  g_snprintf (part, sizeof part, "Taking rather than dropping: %s; the take is past the take point",
              gamao_figure_equity (eq1, sizeof eq1, cube->double_pass - cube->double_take, -1.0));
  assert_contains (words, part);
  g_assert_null (strstr (words, "you"));
  g_assert_null (strstr (words, "You"));

  gamao_analysis_free (a);
  gamao_match_record_unref (record);
}

/* Player 0 has 4 checkers on their ace point, the rest off; player 1
 * all 15 on their bar point, none home. Player 0's doubles end the game
 * (6 of 36); after each of the other 30 rolls two checkers are left,
 * whatever player 1 rolls, and the next double is a drop: 30 × 36 = 1080
 * market losers. Player 0 wins a gammon for sure: too good to double. */
static void
test_too_good (void)
{
  GamaoCubeFacts f;
  GamaoBoard board;
  GamaoMatchState state;
  char words[1536];

  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][0] = 4;
  board.checkers[GAMAO_SIDE_OPPONENT][6] = 15;
  gamao_match_state_init (&state, 0);
  state.game_state = GAMAO_GAME_PLAYING;
  state.jacoby = false;
  g_assert_true (gamao_cube_facts (&evaluator, &board, &state, false, 1, &f));
  assert_chances (&f, &board, 1);
  g_assert_cmpuint (f.market_losers, ==, 1080);
  g_assert_cmpint (f.proper, ==, GAMAO_PROPER_TOO_GOOD_PASS);
  g_assert_cmpfloat (f.win, >, 0.995f);
  g_assert_cmpfloat (f.win_gammon, >, 0.995f);
  gamao_why_cube (&f, GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_DOUBLE, NULL, words, sizeof words);
  g_test_message ("%s", words);
  assert_contains (words, "You are too good to double: you win a gammon in 100% of games");
  gamao_why_cube (&f, GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_DOUBLE, "Ana", words, sizeof words);
  assert_contains (words, "Ana is too good to double, with a gammon in 100% of games");
}

/* Player 0 has checkers on their 4 and 3 points, player 1 four on their
 * ace point. Player 0 bears off both with 17 rolls (one die 4 or more
 * and the other 3 or more, 12; 2-2 to 6-6, 5); after the other 19 the
 * game goes on, and after player 1's 30 rolls that are not doubles one
 * or two of player 0's checkers are left low: the next double is a
 * drop. 19 × 30 = 570 market losers; doubling now is right, and the
 * opponent should drop. */
static void
test_missed_double (void)
{
  GamaoCubeFacts f;
  GamaoBoard board;
  GamaoMatchState state;
  char words[1536], part[256];

  gamao_board_clear (&board);
  board.checkers[GAMAO_SIDE_ON_ROLL][3] = 1;
  board.checkers[GAMAO_SIDE_ON_ROLL][2] = 1;
  board.checkers[GAMAO_SIDE_OPPONENT][0] = 4;
  gamao_match_state_init (&state, 0);
  state.game_state = GAMAO_GAME_PLAYING;
  g_assert_true (gamao_cube_facts (&evaluator, &board, &state, false, 1, &f));
  assert_chances (&f, &board, 1);
  g_assert_cmpuint (f.market_losers, ==, 570);
  g_assert_cmpint (f.proper, ==, GAMAO_PROPER_DOUBLE_PASS);
  g_assert_cmpuint (gamao_why_cube (&f, GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_NO_DOUBLE, "Ana", words,
                                    sizeof words),
                    >, 0);
  g_test_message ("%s", words);
  char eq3[GAMAO_FIGURE_SIZE], eq4[GAMAO_FIGURE_SIZE];
  g_snprintf (part, sizeof part, "Not doubling is worth %s to Ana; doubling, %s.",
              gamao_figure_equity (eq3, sizeof eq3, f.no_double, -1.0),
              gamao_figure_equity (eq4, sizeof eq4, f.double_pass, -1.0));
  assert_contains (words, part);
  assert_contains (words, "The opponent should drop, so a double wins the game at once.");
  assert_contains (words, "Market losers: after 570 of the 1296 sequences of two rolls (one "
                          "each), the opponent would drop the next double of Ana.");
}

/* In a real match analysed at 0-ply, the facts of every counted cube
 * decision are the analysis's own equities, and a marked one has words
 * that state them. */
static void
test_match_decisions (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "matfile",
                                                 "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  GamaoMatfileError error;
  gsize length;
  unsigned checked = 0, marked = 0;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  /* Under memcheck (GAMAO_TEST_SLOW) the analysis is 100x slower and
   * most of this test's time: the match's first three games only (14
   * counted cube decisions, one of them marked). */
  const char *fourth = strstr (text, "\n Game 4");
  if (g_getenv ("GAMAO_TEST_SLOW") && fourth)
    length = (gsize) (fourth - text) + 1;
  GamaoMatchRecord *record = gamao_matfile_read (text, length, &error);
  g_assert_nonnull (record);
  GamaoAnalysis *a = analyse (record, 0);
  for (size_t i = 0; i < a->n_decisions; i++)
    {
      const GamaoDecision *d = &a->decisions[i];
      GamaoCubeFacts f;
      char words[1536], part[128];

      if ((d->kind != GAMAO_DECISION_DOUBLE && d->kind != GAMAO_DECISION_TAKE) || !d->counted)
        continue;
      facts_of (d, d->kind == GAMAO_DECISION_TAKE ? 1 - d->player : d->player, 0, &f);
      g_assert_cmpfloat (f.no_double, ==, d->no_double);
      g_assert_cmpfloat (f.double_take, ==, d->double_take);
      g_assert_cmpfloat (f.double_pass, ==, d->double_pass);
      g_assert_cmpint (f.proper, ==, d->proper);
      checked++;
      size_t n = gamao_why_cube (&f, d->kind, d->played_choice, record->names[d->player], words,
                                 sizeof words);
      g_assert_cmpuint (n > 0, ==, d->played_choice != d->best_choice);
      if (d->mark == GAMAO_MARK_NONE)
        continue;
      g_snprintf (part, sizeof part, "%s wins ", record->names[d->player]);
      g_assert_true (g_str_has_prefix (words, part));
      marked++;
    }
  g_test_message ("%u counted cube decisions, %u marked", checked, marked);
  g_assert_cmpuint (checked, >, 0);
  gamao_analysis_free (a);
  gamao_match_record_unref (record);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (gamao_evaluator_load (&evaluator, NULL) != GAMAO_WEIGHTS_OK)
    g_error ("cannot load the weights from %s", gamao_data_dir ());
  g_test_add_func ("/why-cube/last-roll", test_last_roll);
  g_test_add_func ("/why-cube/too-good", test_too_good);
  g_test_add_func ("/why-cube/missed-double", test_missed_double);
  g_test_add_func ("/why-cube/match-decisions", test_match_decisions);
  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
