/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The analysis summary's breakdown: cube errors by kind (a proper action
 * other than the one taken, lost above the doubtful mark), counted per
 * player, and each game's luck beside the match's, on decisions chosen
 * by hand and on a real match. */
#include "config.h"

#include "gamao-analysis.h"
#include "gamao-matfile.h"

#include <glib.h>
#include <math.h>
#include <string.h>

static GamaoEvaluator evaluator;

/* Each kind, at both sides of the doubtful mark. */
static void
test_kinds (void)
{
  static const struct
  {
    GamaoDecisionKind kind;
    GamaoChoice played, best;
    float loss;
    GamaoCubeError error;
  } cases[] = {
    { GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_NO_DOUBLE, GAMAO_CHOICE_DOUBLE, 0.05f,
      GAMAO_CUBE_ERROR_MISSED_DOUBLE },
    { GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_NO_DOUBLE, GAMAO_CHOICE_DOUBLE, 0.04f,
      GAMAO_CUBE_ERROR_NONE },
    { GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_DOUBLE, GAMAO_CHOICE_NO_DOUBLE, 0.2f,
      GAMAO_CUBE_ERROR_WRONG_DOUBLE },
    { GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_DOUBLE, GAMAO_CHOICE_DOUBLE, 0.2f,
      GAMAO_CUBE_ERROR_NONE },
    { GAMAO_DECISION_TAKE, GAMAO_CHOICE_TAKE, GAMAO_CHOICE_PASS, 0.09f,
      GAMAO_CUBE_ERROR_WRONG_TAKE },
    { GAMAO_DECISION_TAKE, GAMAO_CHOICE_BEAVER, GAMAO_CHOICE_PASS, 0.3f,
      GAMAO_CUBE_ERROR_WRONG_TAKE },
    { GAMAO_DECISION_TAKE, GAMAO_CHOICE_PASS, GAMAO_CHOICE_TAKE, 0.041f,
      GAMAO_CUBE_ERROR_WRONG_PASS },
    { GAMAO_DECISION_TAKE, GAMAO_CHOICE_PASS, GAMAO_CHOICE_BEAVER, 0.5f,
      GAMAO_CUBE_ERROR_WRONG_PASS },
    { GAMAO_DECISION_TAKE, GAMAO_CHOICE_PASS, GAMAO_CHOICE_TAKE, 0.01f, GAMAO_CUBE_ERROR_NONE },
    { GAMAO_DECISION_TAKE, GAMAO_CHOICE_TAKE, GAMAO_CHOICE_BEAVER, 0.3f, GAMAO_CUBE_ERROR_NONE },
    { GAMAO_DECISION_CHECKER, GAMAO_CHOICE_NONE, GAMAO_CHOICE_NONE, 0.5f, GAMAO_CUBE_ERROR_NONE },
  };

  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (gamao_cube_error_of (cases[i].kind, cases[i].played, cases[i].best,
                                          cases[i].loss),
                     ==, cases[i].error);
}

static GamaoDecision
cube (int player, GamaoDecisionKind kind, GamaoChoice played, GamaoChoice best, float loss,
      unsigned game)
{
  return (GamaoDecision) { .kind = kind, .player = player, .counted = true, .game = game,
                           .played_choice = played, .best_choice = best, .equity_loss = loss,
                           .mark = gamao_mark_of_loss (loss) };
}

static GamaoDecision
roll (int player, float luck, unsigned game)
{
  return (GamaoDecision) { .kind = GAMAO_DECISION_CHECKER, .player = player, .n_plays = 3,
                           .luck = luck, .luck_mwc = luck / 4, .game = game };
}

/* Counted per player; each game's luck sums to the match's. */
static void
test_summary (void)
{
  GamaoDecision d[] = {
    roll (0, 0.2f, 0),
    cube (0, GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_NO_DOUBLE, GAMAO_CHOICE_DOUBLE, 0.1f, 0),
    cube (1, GAMAO_DECISION_TAKE, GAMAO_CHOICE_TAKE, GAMAO_CHOICE_PASS, 0.3f, 0),
    roll (1, -0.1f, 0),
    roll (0, 0.05f, 1),
    cube (0, GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_DOUBLE, GAMAO_CHOICE_NO_DOUBLE, 0.06f, 1),
    cube (1, GAMAO_DECISION_TAKE, GAMAO_CHOICE_PASS, GAMAO_CHOICE_TAKE, 0.02f, 1),
    cube (1, GAMAO_DECISION_TAKE, GAMAO_CHOICE_PASS, GAMAO_CHOICE_TAKE, 0.12f, 2),
    roll (1, 0.3f, 2),
    roll (1, -0.4f, 2),
  };
  GamaoAnalysis a = { .plies = 0, .length = 5, .decisions = d, .n_decisions = G_N_ELEMENTS (d) };
  const unsigned score[2] = { 2, 5 };
  GamaoGameLuck games[3];

  gamao_analysis_summarise (&a, 1, score);
  g_assert_cmpuint (a.players[0].missed_doubles, ==, 1);
  g_assert_cmpuint (a.players[0].wrong_doubles, ==, 1);
  g_assert_cmpuint (a.players[0].wrong_takes + a.players[0].wrong_passes, ==, 0);
  g_assert_cmpuint (a.players[1].wrong_takes, ==, 1);
  g_assert_cmpuint (a.players[1].wrong_passes, ==, 1); /* the 0.02 pass is no error */
  g_assert_cmpuint (a.players[1].missed_doubles + a.players[1].wrong_doubles, ==, 0);

  g_assert_cmpuint (gamao_analysis_n_games (&a), ==, 3);
  gamao_analysis_game_luck (&a, games);
  g_assert_cmpuint (games[0].rolls[0], ==, 1);
  g_assert_cmpuint (games[2].rolls[0], ==, 0);
  g_assert_cmpuint (games[2].rolls[1], ==, 2);
  g_assert_cmpfloat_with_epsilon (gamao_game_luck_rate (&games[2], 1), -50.0f, 1e-3);
  g_assert_cmpfloat (gamao_game_luck_rate (&games[2], 0), ==, 0.0f);
  for (int k = 0; k < 2; k++)
    {
      double sum = 0, sum_mwc = 0;
      unsigned rolls = 0;
      for (int g = 0; g < 3; g++)
        sum += games[g].luck[k], sum_mwc += games[g].luck_mwc[k], rolls += games[g].rolls[k];
      g_assert_cmpfloat_with_epsilon (sum, a.players[k].luck, 1e-6);
      g_assert_cmpfloat_with_epsilon (sum_mwc, a.players[k].luck_mwc, 1e-6);
      g_assert_cmpuint (rolls, ==, a.players[k].rolls);
    }
}

/* A real match: the counts are the decisions' own, and never more than
 * the cube errors; the games' luck adds up to the match's. */
static void
test_real_match (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "matfile",
                                                 "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  gsize length;
  GamaoMatfileError file_error;
  GamaoAnalysisOptions options;
  GamaoAnalysisError error;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  GamaoMatchRecord *record = gamao_matfile_read (text, length, &file_error);
  g_assert_nonnull (record);
  gamao_analysis_options_init (&options);
  options.plies = 0;
  options.n_threads = 2;
  GamaoAnalysis *a = gamao_analysis_run (&evaluator, record, &options, &error);
  g_assert_nonnull (a);

  unsigned counts[2][5] = { { 0 } };
  for (size_t i = 0; i < a->n_decisions; i++)
    {
      const GamaoDecision *d = &a->decisions[i];
      if ((d->kind == GAMAO_DECISION_DOUBLE || d->kind == GAMAO_DECISION_TAKE) && d->counted)
        counts[d->player][gamao_cube_error_of (d->kind, d->played_choice, d->best_choice,
                                               d->equity_loss)]++;
    }
  g_autofree GamaoGameLuck *games = g_new0 (GamaoGameLuck, gamao_analysis_n_games (a));
  gamao_analysis_game_luck (a, games);
  g_assert_cmpuint (gamao_analysis_n_games (a), ==, record->n_games);
  for (int k = 0; k < 2; k++)
    {
      const GamaoPlayerAnalysis *p = &a->players[k];
      double sum = 0;

      g_test_message ("player %d: missed %u, wrong doubles %u, takes %u, passes %u of %u cube "
                      "errors", k, p->missed_doubles, p->wrong_doubles, p->wrong_takes,
                      p->wrong_passes, p->cube_errors);
      g_assert_cmpuint (p->missed_doubles, ==, counts[k][GAMAO_CUBE_ERROR_MISSED_DOUBLE]);
      g_assert_cmpuint (p->wrong_doubles, ==, counts[k][GAMAO_CUBE_ERROR_WRONG_DOUBLE]);
      g_assert_cmpuint (p->wrong_takes, ==, counts[k][GAMAO_CUBE_ERROR_WRONG_TAKE]);
      g_assert_cmpuint (p->wrong_passes, ==, counts[k][GAMAO_CUBE_ERROR_WRONG_PASS]);
      g_assert_cmpuint (p->missed_doubles + p->wrong_doubles + p->wrong_takes + p->wrong_passes,
                        <=, p->cube_errors);
      for (unsigned g = 0; g < record->n_games; g++)
        sum += games[g].luck[k];
      g_assert_cmpfloat_with_epsilon (sum, p->luck, 1e-4);
    }
  gamao_analysis_free (a);
  gamao_match_record_unref (record);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (gamao_evaluator_load (&evaluator, NULL) != GAMAO_WEIGHTS_OK)
    g_error ("cannot load the weights");
  g_test_add_func ("/analysis-breakdown/kinds", test_kinds);
  g_test_add_func ("/analysis-breakdown/summary", test_summary);
  g_test_add_func ("/analysis-breakdown/real-match", test_real_match);
  return g_test_run ();
}
