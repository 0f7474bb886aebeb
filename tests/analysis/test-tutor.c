/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the tutor at the table: its thresholds are the analysis
 * marks' edges, it judges a play or a cube action as the match analysis
 * judges the same decision in a record, and its words name the loss and
 * the computer's choice. */
#include "config.h"

#include "gamao-analysis.h"
#include "gamao-notation.h"
#include "gamao-figures.h"
#include "gamao-tutor.h"
#include "gamao-why-cube.h"

#include <glib.h>
#include <math.h>
#include <string.h>

static GamaoEvaluator evaluator;

static void
test_thresholds (void)
{
  g_assert_false (gamao_tutor_warns (GAMAO_TUTOR_OFF, 5.0f));
  g_assert_false (gamao_tutor_warns (GAMAO_TUTOR_WARN_BAD, 0.08f));
  g_assert_true (gamao_tutor_warns (GAMAO_TUTOR_WARN_BAD, 0.0801f));
  g_assert_false (gamao_tutor_warns (GAMAO_TUTOR_WARN_VERY_BAD, 0.16f));
  g_assert_false (gamao_tutor_warns (GAMAO_TUTOR_WARN_VERY_BAD, 0.12f));
  g_assert_true (gamao_tutor_warns (GAMAO_TUTOR_WARN_VERY_BAD, 0.1601f));
  g_assert_cmpfloat (gamao_tutor_threshold (GAMAO_TUTOR_WARN_BAD), ==, GAMAO_MARK_BAD_EMG);
}

/* Player 0's opening 3-1 played as `text`. */
static void
opening_question (const char *text, GamaoTutorQuestion *q)
{
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  int index = -1;

  memset (q, 0, sizeof *q);
  q->action = GAMAO_TUTOR_PLAY;
  gamao_board_init_start (&q->board);
  gamao_match_state_init (&q->state, 5);
  q->dice[0] = 3;
  q->dice[1] = 1;
  gamao_play_list_generate (list, &q->board, 3, 1);
  g_assert_cmpint (gamao_notation_parse (text, &q->board, 3, 1, list, &index), ==,
                   GAMAO_NOTATION_OK);
  q->after = list->plays[index].after;
  g_free (list);
}

/* The same play in a one-game record, analysed at the same depth. */
static float
analysed_loss (const GamaoTutorQuestion *q, unsigned plies)
{
  GamaoMatchRecord *record = gamao_match_record_new (5, "Ana", "Bia", GAMAO_RULE_CRAWFORD);
  GamaoGameRecord *game = gamao_match_record_add_game (record, 0, 0, false);
  GamaoAction a = { .kind = GAMAO_ACTION_PLAY, .player = 0, .dice = { 3, 1 } };
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  GamaoAnalysisOptions options;
  GamaoAnalysisError error;

  game->opening[0] = 3;
  game->opening[1] = 1;
  gamao_play_list_generate (list, &q->board, 3, 1);
  int i = gamao_play_list_find (list, &q->after);
  g_assert_cmpint (i, >=, 0);
  memcpy (a.steps, list->plays[i].steps, sizeof a.steps);
  a.n_steps = list->plays[i].n_steps;
  a.after = q->after;
  gamao_game_record_append (game, &a);
  gamao_analysis_options_init (&options);
  options.plies = plies;
  options.n_threads = 1;
  GamaoAnalysis *analysis = gamao_analysis_run (&evaluator, record, &options, &error);
  g_assert_nonnull (analysis);
  float loss = analysis->decisions[0].equity_loss;
  gamao_analysis_free (analysis);
  gamao_match_record_unref (record);
  g_free (list);
  return loss;
}

static void
test_bad_play (void)
{
  GamaoTutorQuestion q;
  GamaoTutorVerdict v;
  char words[256], why[512], best[64];

  opening_question ("6/5 6/3", &q);
  gamao_tutor_judge (&evaluator, &q, 1, &v);
  g_assert_cmpfloat (v.loss, >, GAMAO_MARK_BAD_EMG);
  g_assert_cmpint (v.mark, >=, GAMAO_MARK_BAD);
  g_assert_true (gamao_tutor_warns (GAMAO_TUTOR_WARN_BAD, v.loss));
  /* The analysis of the same play in a record agrees to the digit. */
  g_assert_cmpfloat_with_epsilon (v.loss, analysed_loss (&q, 1), 1e-5);
  g_assert_true (v.has_best);
  gamao_notation_write (&v.best, best, sizeof best);
  g_assert_cmpstr (best, ==, "8/5 6/5");

  gamao_tutor_words (&q, &v, words, sizeof words);
  /* The loss in the app's one convention: named, signed, three
   * decimals, with its depth (gamao-figures). */
  char loss[GAMAO_FIGURE_SIZE];
  g_autofree char *expected
    = g_strdup_printf ("This play: equity %s", gamao_figure_signed (loss, sizeof loss, -v.loss, 3));
  g_assert_true (g_str_has_prefix (words, expected));
  g_assert_true (g_str_has_suffix (words, " (1\u2011ply); the computer prefers 8/5 6/5."));
  g_assert_cmpuint (gamao_tutor_why (&evaluator, &q, &v, why, sizeof why), >, 0);
  g_assert_nonnull (strstr (why, "8/5 6/5"));
}

static void
test_good_play (void)
{
  GamaoTutorQuestion q;
  GamaoTutorVerdict v;

  opening_question ("8/5 6/5", &q);
  gamao_tutor_judge (&evaluator, &q, 2, &v);
  g_assert_cmpfloat (v.loss, ==, 0.0f);
  g_assert_false (gamao_tutor_warns (GAMAO_TUTOR_WARN_BAD, v.loss));
}

/* Player 0 to roll, 6 and 5 points against two on the ace point: 6 rolls
 * of 36 win. Doubling is a blunder, the double a clear take. */
static void
cube_question (GamaoTutorAction action, GamaoTutorQuestion *q)
{
  memset (q, 0, sizeof *q);
  q->action = action;
  gamao_board_clear (&q->board);
  q->board.checkers[GAMAO_SIDE_ON_ROLL][5] = 1;
  q->board.checkers[GAMAO_SIDE_ON_ROLL][4] = 1;
  q->board.checkers[GAMAO_SIDE_OPPONENT][0] = 2;
  gamao_match_state_init (&q->state, 0);
  q->state.jacoby = false;
  q->player = action == GAMAO_TUTOR_TAKE || action == GAMAO_TUTOR_DROP ? 1 : 0;
}

static void
test_cube (void)
{
  GamaoTutorQuestion q;
  GamaoTutorVerdict v;
  char words[256], why[2048];

  cube_question (GAMAO_TUTOR_DOUBLE, &q);
  gamao_tutor_judge (&evaluator, &q, 2, &v);
  g_assert_cmpint (v.mark, ==, GAMAO_MARK_VERY_BAD);
  g_assert_true (gamao_tutor_warns (GAMAO_TUTOR_WARN_VERY_BAD, v.loss));
  g_assert_cmpint (v.best_choice, ==, GAMAO_CHOICE_NO_DOUBLE);
  gamao_tutor_words (&q, &v, words, sizeof words);
  g_assert_true (g_str_has_prefix (words, "This double: equity \u2212"));
  g_assert_nonnull (strstr (words, "the computer would not double"));
  g_assert_cmpuint (gamao_tutor_why (&evaluator, &q, &v, why, sizeof why), >, 0);
  /* The cube words with the engine's figures, to "you". */
  GamaoCubeFacts f;
  char cube_words[1536];
  g_assert_true (gamao_cube_facts (&evaluator, &q.board, &q.state, false, 2, &f));
  gamao_why_cube (&f, GAMAO_DECISION_DOUBLE, GAMAO_CHOICE_DOUBLE, NULL, cube_words,
                  sizeof cube_words);
  /* The cube words alone: the advice line ("Roll without doubling: you
   * are not strong enough yet ...") said the verdict a second time (seen
   * in the pt_BR playthrough). */
  g_assert_cmpstr (why, ==, cube_words);
  g_assert_nonnull (strstr (why, "You are not strong enough to double yet."));
  g_assert_null (strstr (why, "Roll without doubling"));

  cube_question (GAMAO_TUTOR_NO_DOUBLE, &q);
  gamao_tutor_judge (&evaluator, &q, 2, &v);
  g_assert_cmpfloat (v.loss, ==, 0.0f);

  cube_question (GAMAO_TUTOR_TAKE, &q);
  gamao_tutor_judge (&evaluator, &q, 2, &v);
  g_assert_cmpfloat (v.loss, ==, 0.0f);

  cube_question (GAMAO_TUTOR_DROP, &q);
  gamao_tutor_judge (&evaluator, &q, 2, &v);
  g_assert_cmpfloat (v.loss, >, 1.5f);
  g_assert_cmpint (v.best_choice, ==, GAMAO_CHOICE_TAKE);
  gamao_tutor_words (&q, &v, words, sizeof words);
  g_assert_true (g_str_has_prefix (words, "Dropping: equity \u2212"));
  g_assert_nonnull (strstr (words, "the computer would take"));
  /* The why of a take or drop is the take advice: its verdict first. */
  g_assert_cmpuint (gamao_tutor_why (&evaluator, &q, &v, why, sizeof why), >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (gamao_evaluator_load (&evaluator, NULL) != GAMAO_WEIGHTS_OK)
    g_error ("cannot load the weights from %s", gamao_data_dir ());

  g_test_add_func ("/tutor/thresholds", test_thresholds);
  g_test_add_func ("/tutor/bad-play", test_bad_play);
  g_test_add_func ("/tutor/good-play", test_good_play);
  g_test_add_func ("/tutor/cube", test_cube);
  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
