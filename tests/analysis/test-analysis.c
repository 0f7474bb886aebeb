/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the match analysis on records built by hand, whose right
 * answers are known: marks and rating words at their edges, the sums
 * behind error rates and PR, EMG at a match score, clear checker and
 * cube errors, forced plays and dances, luck averaging to nothing, the
 * .mat rows, resignations, threads and cancelling. */
#include "config.h"

#include "gamao-analysis-private.h"
#include "gamao-matfile.h"
#include "gamao-met.h"
#include "gamao-notation.h"
#include "gamao-why.h"
#include "gamao-position-id.h"

#include <glib.h>
#include <math.h>
#include <string.h>

static GamaoEvaluator evaluator;

static GamaoAnalysis *
analyse (const GamaoMatchRecord *record, unsigned plies, unsigned threads)
{
  GamaoAnalysisOptions options;
  GamaoAnalysisError error;
  GamaoAnalysis *analysis;

  gamao_analysis_options_init (&options);
  options.plies = plies;
  options.n_threads = threads;
  analysis = gamao_analysis_run (&evaluator, record, &options, &error);
  g_assert_cmpint (error, ==, GAMAO_ANALYSIS_OK);
  g_assert_nonnull (analysis);
  return analysis;
}

/* Appends player's play `text` with d1-d2 from `before` (player's side)
 * and returns the board after it, from player 0's side. */
static GamaoBoard
append_play (GamaoGameRecord *game, int player, const GamaoBoard *before, int d1, int d2,
             const char *text)
{
  static GamaoPlayList list;
  GamaoAction a = { .kind = GAMAO_ACTION_PLAY, .player = player, .dice = { d1, d2 } };
  int index = -1;

  gamao_play_list_generate (&list, before, d1, d2);
  g_assert_cmpint (gamao_notation_parse (text, before, d1, d2, &list, &index), ==,
                   GAMAO_NOTATION_OK);
  memcpy (a.steps, list.plays[index].steps, sizeof a.steps);
  a.n_steps = list.plays[index].n_steps;
  a.after = list.plays[index].after;
  if (player == 1)
    gamao_board_swap_sides (&a.after);
  gamao_game_record_append (game, &a);
  return a.after;
}

static void
append_simple (GamaoGameRecord *game, GamaoActionKind kind, int player, unsigned value)
{
  GamaoAction a = { .kind = kind, .player = player, .value = value };

  gamao_game_record_append (game, &a);
}

/* A record of one game whose opening roll d1-d2 player 0 wins and plays
 * as `text`. */
static GamaoMatchRecord *
opening_record (int d1, int d2, const char *text)
{
  GamaoMatchRecord *record = gamao_match_record_new (5, "Ana", "Bia", GAMAO_RULE_CRAWFORD);
  GamaoGameRecord *game = gamao_match_record_add_game (record, 0, 0, false);
  GamaoBoard start;

  gamao_board_init_start (&start);
  game->opening[0] = d1;
  game->opening[1] = d2;
  append_play (game, 0, &start, d1, d2, text);
  return record;
}

static void
test_marks (void)
{
  g_assert_cmpint (gamao_mark_of_loss (0.0f), ==, GAMAO_MARK_NONE);
  g_assert_cmpint (gamao_mark_of_loss (0.04f), ==, GAMAO_MARK_NONE);
  g_assert_cmpint (gamao_mark_of_loss (0.0401f), ==, GAMAO_MARK_DOUBTFUL);
  g_assert_cmpint (gamao_mark_of_loss (0.08f), ==, GAMAO_MARK_DOUBTFUL);
  g_assert_cmpint (gamao_mark_of_loss (0.0801f), ==, GAMAO_MARK_BAD);
  g_assert_cmpint (gamao_mark_of_loss (0.16f), ==, GAMAO_MARK_BAD);
  g_assert_cmpint (gamao_mark_of_loss (0.1601f), ==, GAMAO_MARK_VERY_BAD);
  g_assert_cmpstr (gamao_mark_symbol (GAMAO_MARK_DOUBTFUL), ==, "?!");
  g_assert_cmpstr (gamao_mark_symbol (GAMAO_MARK_BAD), ==, "?");
  g_assert_cmpstr (gamao_mark_symbol (GAMAO_MARK_VERY_BAD), ==, "??");
}

static void
test_rating_words (void)
{
  static const struct
  {
    float rate;
    const char *words;
  } cases[] = {
    { 0.0f, "Supernatural" }, { 1.99f, "Supernatural" }, { 2.0f, "World class" },
    { 4.99f, "World class" }, { 5.0f, "Expert" },       { 7.99f, "Expert" },
    { 8.0f, "Advanced" },     { 11.99f, "Advanced" },   { 12.0f, "Intermediate" },
    { 17.99f, "Intermediate" }, { 18.0f, "Casual" },    { 25.99f, "Casual" },
    { 26.0f, "Beginner" },    { 34.99f, "Beginner" },   { 35.0f, "Awful" },
    { 400.0f, "Awful" },
  };

  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpstr (gamao_rating_key (cases[i].rate), ==, cases[i].words);
}

/* Error rates, PR, luck rate and the luck-adjusted result from decisions
 * whose losses are chosen by hand. */
static void
test_summary_sums (void)
{
  GamaoDecision d[6];
  GamaoAnalysis a = { .plies = 2, .length = 7, .decisions = d, .n_decisions = 6 };
  const unsigned score[2] = { 7, 3 };

  memset (d, 0, sizeof d);
  /* Player 0: two unforced plays losing 0.010 and 0.050, a forced one,
   * a counted cube decision losing 0.030 and one not counted. */
  d[0] = (GamaoDecision) { .kind = GAMAO_DECISION_CHECKER, .player = 0, .n_plays = 5,
                           .equity_loss = 0.010f, .luck = 0.2f, .luck_mwc = 0.05f };
  d[1] = (GamaoDecision) { .kind = GAMAO_DECISION_CHECKER, .player = 0, .n_plays = 9,
                           .equity_loss = 0.050f, .mark = GAMAO_MARK_DOUBTFUL,
                           .luck = -0.1f, .luck_mwc = -0.02f };
  d[2] = (GamaoDecision) { .kind = GAMAO_DECISION_CHECKER, .player = 0, .n_plays = 1,
                           .forced = true, .luck = 0.0f };
  d[3] = (GamaoDecision) { .kind = GAMAO_DECISION_DOUBLE, .player = 0, .counted = true,
                           .equity_loss = 0.030f };
  d[4] = (GamaoDecision) { .kind = GAMAO_DECISION_DOUBLE, .player = 0, .counted = false,
                           .equity_loss = 0.5f };
  /* Player 1: a dance (a roll, no decision). */
  d[5] = (GamaoDecision) { .kind = GAMAO_DECISION_CHECKER, .player = 1, .n_plays = 0,
                           .luck = -0.3f, .luck_mwc = -0.04f };
  gamao_analysis_summarise (&a, 0, score);

  const GamaoPlayerAnalysis *p = &a.players[0];
  g_assert_cmpuint (p->unforced, ==, 2);
  g_assert_cmpuint (p->cube_decisions, ==, 1);
  g_assert_cmpuint (p->doubtful, ==, 1);
  g_assert_cmpuint (p->rolls, ==, 3);
  g_assert_cmpfloat_with_epsilon (p->checker_error_rate, 30.0f, 1e-3);
  g_assert_cmpfloat_with_epsilon (p->cube_error_rate, 30.0f, 1e-3);
  g_assert_cmpfloat_with_epsilon (p->error_rate, 1000.0f * 0.09f / 3.0f, 1e-3);
  g_assert_cmpfloat_with_epsilon (p->pr, p->error_rate / 2.0f, 1e-6);
  g_assert_cmpstr (p->rating, ==, "Beginner");
  g_assert_cmpfloat_with_epsilon (p->luck_rate, 1000.0f * 0.1f / 3.0f, 1e-3);
  /* Won the match: +50%, less own luck (+3%), plus the opponent's (-4%). */
  g_assert_cmpfloat_with_epsilon (p->luck_adjusted, 0.5f - 0.03f - 0.04f, 1e-5);
  g_assert_cmpfloat_with_epsilon (a.players[1].luck_adjusted, -0.5f + 0.04f + 0.03f, 1e-5);
  g_assert_cmpuint (a.players[1].rolls, ==, 1);
  g_assert_cmpuint (a.players[1].unforced, ==, 0);
  g_assert_cmpfloat (a.players[1].error_rate, ==, 0.0f);
}

/* EMG at a match score: winning a single game at the cube is +1, losing
 * it -1, and the MWC in between maps linearly. */
static void
test_emg_scale (void)
{
  AnalysisItem item = { 0 };
  GamaoCubeInfo info;
  GamaoBoard board;

  gamao_board_init_start (&board);
  gamao_match_state_init (&item.state, 7);
  item.state.score[0] = 2;
  item.state.score[1] = 4;
  item.state.cube_value = 2;
  item.state.cube_owner = 1;
  gamao_analysis_cube_info (&item, 0, &board, &info);
  float win = gamao_met_equity (5 - 2, 3, false), lose = gamao_met_equity (5, 3 - 2, false);
  g_assert_cmpfloat_with_epsilon (gamao_analysis_to_emg (&info, win), 1.0f, 1e-5);
  g_assert_cmpfloat_with_epsilon (gamao_analysis_to_emg (&info, lose), -1.0f, 1e-5);
  g_assert_cmpfloat_with_epsilon (gamao_analysis_to_emg (&info, 0.5f * (win + lose)), 0.0f,
                                  1e-5);
  g_assert_cmpfloat_with_epsilon (gamao_analysis_mwc_per_emg (&info), 0.5f * (win - lose), 1e-6);

  /* Money: equity per unit of cube, unchanged. */
  gamao_match_state_init (&item.state, 0);
  gamao_analysis_cube_info (&item, 0, &board, &info);
  g_assert_cmpfloat (gamao_analysis_to_emg (&info, 0.37f), ==, 0.37f);
}

/* 8/5 6/5 is the best opening 3-1 by any measure; 6/5 6/3 breaks the
 * 6-point and leaves two blots in the home board. */
static void
test_opening_plays (void)
{
  for (unsigned plies = 0; plies <= 1; plies++)
    {
      GamaoMatchRecord *good = opening_record (3, 1, "8/5 6/5");
      GamaoMatchRecord *bad = opening_record (3, 1, "6/5 6/3");
      GamaoAnalysis *a = analyse (good, plies, 1), *b = analyse (bad, plies, 1);

      g_assert_cmpuint (a->n_decisions, ==, 1);
      g_assert_cmpint (a->decisions[0].kind, ==, GAMAO_DECISION_CHECKER);
      g_assert_true (a->decisions[0].opening);
      g_assert_cmpfloat (a->decisions[0].equity_loss, ==, 0.0f);
      g_assert_cmpint (a->decisions[0].played_rank, ==, 0);
      g_assert_cmpint (a->decisions[0].mark, ==, GAMAO_MARK_NONE);
      g_assert_cmpuint (a->players[0].unforced, ==, 1);

      const GamaoDecision *d = &b->decisions[0];
      g_assert_cmpfloat (d->equity_loss, >, GAMAO_MARK_BAD_EMG);
      g_assert_cmpint (d->mark, >=, GAMAO_MARK_BAD);
      g_assert_cmpfloat_with_epsilon (d->equity_loss, d->equity_best - d->equity_played, 1e-6);
      g_assert_true (gamao_board_equal (&d->better[0].play.after,
                                        &a->decisions[0].better[0].play.after));
      g_assert_cmpint (d->played_rank, >, 0);
      /* The same roll, so the same luck whatever was played. */
      g_assert_cmpfloat_with_epsilon (d->luck, a->decisions[0].luck, 1e-5);
      g_assert_cmpfloat (b->players[0].checker_error_rate, ==, 1000.0f * d->equity_loss);

      gamao_analysis_free (a);
      gamao_analysis_free (b);
      gamao_match_record_unref (good);
      gamao_match_record_unref (bad);
    }
}

/* The opening roll's luck averages to nothing over the 30 rolls it can
 * be, and 3-1, the best opening roll, is lucky. */
static void
test_opening_luck (void)
{
  static const char *plays[7][7] = {
    [2][1] = "13/11 6/5", [3][1] = "8/5 6/5",    [3][2] = "24/21 13/11",
    [4][1] = "24/23 13/9", [4][2] = "8/4 6/4",   [4][3] = "24/20 13/10",
    [5][1] = "13/8 6/5",  [5][2] = "13/8 13/11", [5][3] = "8/3 6/3",
    [5][4] = "24/20 13/8", [6][1] = "13/7 8/7",  [6][2] = "24/18 13/11",
    [6][3] = "24/18 13/10", [6][4] = "8/2 6/2",  [6][5] = "24/13",
  };
  double sum = 0.0, luck31 = 0.0;

  for (int d1 = 2; d1 <= 6; d1++)
    for (int d2 = 1; d2 < d1; d2++)
      {
        GamaoMatchRecord *record = opening_record (d1, d2, plays[d1][d2]);
        GamaoAnalysis *a = analyse (record, 0, 1);
        sum += 2.0 / 30.0 * a->decisions[0].luck;
        if (d1 == 3 && d2 == 1)
          luck31 = a->decisions[0].luck;
        gamao_analysis_free (a);
        gamao_match_record_unref (record);
      }
  g_assert_cmpfloat (fabs (sum), <, 1e-5);
  g_assert_cmpfloat (luck31, >, 0.0);
}

/* A game set up from a position, money, player 0 on roll. */
static GamaoMatchRecord *
position_record (const GamaoBoard *board, GamaoRules rules)
{
  GamaoMatchRecord *record = gamao_match_record_new (0, "Ana", "Bia", rules);
  GamaoGameRecord *game = gamao_match_record_add_game (record, 0, 0, false);

  game->has_start = true;
  game->start.board = *board;
  game->start.on_roll = 0;
  game->start.cube_value = 1;
  game->start.cube_owner = GAMAO_CUBE_CENTERED;
  return record;
}

/* Player 0 to roll with checkers on the 6 and 5 points against two on
 * the other side's ace point: only 6-5 and four doubles win (6 rolls of
 * 36). Doubling is a blunder and the double a clear take. */
static void
last_roll_board (GamaoBoard *board)
{
  gamao_board_clear (board);
  board->checkers[GAMAO_SIDE_ON_ROLL][5] = 1;
  board->checkers[GAMAO_SIDE_ON_ROLL][4] = 1;
  board->checkers[GAMAO_SIDE_OPPONENT][0] = 2;
}

static void
test_cube_errors (void)
{
  GamaoBoard board;

  last_roll_board (&board);
  for (int answer = 0; answer < 2; answer++)
    {
      GamaoMatchRecord *record = position_record (&board, 0);
      GamaoGameRecord *game = record->games[0];
      append_simple (game, GAMAO_ACTION_DOUBLE, 0, 2);
      append_simple (game, answer ? GAMAO_ACTION_DROP : GAMAO_ACTION_TAKE, 1, 2);
      GamaoAnalysis *a = analyse (record, 2, 1);

      g_assert_cmpuint (a->n_decisions, ==, 2);
      const GamaoDecision *cube = &a->decisions[0], *take = &a->decisions[1];
      g_assert_cmpint (cube->kind, ==, GAMAO_DECISION_DOUBLE);
      g_assert_true (cube->counted);
      g_assert_cmpint (cube->played_choice, ==, GAMAO_CHOICE_DOUBLE);
      g_assert_cmpint (cube->best_choice, ==, GAMAO_CHOICE_NO_DOUBLE);
      g_assert_cmpint (cube->proper, ==, GAMAO_PROPER_NO_DOUBLE_TAKE);
      g_assert_cmpint (cube->mark, ==, GAMAO_MARK_VERY_BAD);
      /* Cubeless, the player on roll expects 2 * 6/36 - 1. */
      g_assert_cmpfloat (cube->no_double, <, -0.5f);
      g_assert_cmpfloat (cube->double_take, <, cube->no_double);
      g_assert_cmpfloat (cube->double_pass, ==, 1.0f);

      g_assert_cmpint (take->kind, ==, GAMAO_DECISION_TAKE);
      g_assert_cmpint (take->player, ==, 1);
      g_assert_cmpint (take->best_choice, ==, GAMAO_CHOICE_TAKE);
      if (answer == 0)
        g_assert_cmpfloat (take->equity_loss, ==, 0.0f);
      else
        g_assert_cmpfloat (take->equity_loss, >, 1.5f);
      g_assert_cmpuint (a->players[0].cube_decisions, ==, 1);
      g_assert_cmpuint (a->players[1].cube_decisions, ==, 1);
      gamao_analysis_free (a);
      gamao_match_record_unref (record);
    }
}

/* With beavers on, the taker who is the favourite should beaver. */
static void
test_beaver (void)
{
  GamaoBoard board;

  last_roll_board (&board);
  GamaoMatchRecord *record = position_record (&board, GAMAO_RULE_BEAVERS);
  append_simple (record->games[0], GAMAO_ACTION_DOUBLE, 0, 2);
  append_simple (record->games[0], GAMAO_ACTION_TAKE, 1, 2);
  GamaoAnalysis *a = analyse (record, 0, 1);

  g_assert_cmpint (a->decisions[1].best_choice, ==, GAMAO_CHOICE_BEAVER);
  g_assert_cmpfloat (a->decisions[1].equity_loss, >, 0.5f);
  gamao_analysis_free (a);
  gamao_match_record_unref (record);
}

/* Resigning a single game while a 5-to-1 favourite gives away a lot;
 * accepting it is right. */
static void
test_resignation (void)
{
  GamaoBoard board;

  last_roll_board (&board);
  GamaoMatchRecord *record = position_record (&board, 0);
  GamaoAction offer = { .kind = GAMAO_ACTION_RESIGN_OFFER, .player = 1,
                        .result = GAMAO_RESULT_SINGLE };
  gamao_game_record_append (record->games[0], &offer);
  append_simple (record->games[0], GAMAO_ACTION_RESIGN_ACCEPT, 0, 0);
  GamaoAnalysis *a = analyse (record, 1, 1);

  /* Player 0's cube decision before the roll, then the resignation. */
  const GamaoDecision *r = &a->decisions[a->n_decisions - 2], *ans = r + 1;
  g_assert_cmpint (r->kind, ==, GAMAO_DECISION_RESIGN);
  g_assert_cmpint (r->player, ==, 1);
  g_assert_cmpint (r->best_choice, ==, GAMAO_CHOICE_PLAY_ON);
  g_assert_cmpfloat (r->equity_loss, >, 1.0f);
  g_assert_cmpint (ans->kind, ==, GAMAO_DECISION_RESIGN_ANSWER);
  g_assert_cmpint (ans->best_choice, ==, GAMAO_CHOICE_ACCEPT);
  g_assert_cmpfloat (ans->equity_loss, ==, 0.0f);
  /* Resignations are judged but not in the error rates. */
  g_assert_cmpuint (a->players[1].cube_decisions + a->players[1].unforced, ==, 0);
  gamao_analysis_free (a);
  gamao_match_record_unref (record);
}

static GamaoMatchRecord *
read_mat (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "matfile", name, NULL);
  g_autofree char *text = NULL;
  gsize length;
  GamaoMatfileError error;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  GamaoMatchRecord *record = gamao_matfile_read (text, length, &error);
  g_assert_nonnull (record);
  return record;
}

/* Each checker decision names the .mat row its dice are written on, in
 * its player's column; each roll is a decision, dances and forced plays
 * included, and only plays with a choice count as unforced. */
static void
test_rows_and_counts (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "matfile",
                                                 "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GamaoMatchRecord *record = read_mat ("gnubg-5-point.mat");
  GamaoAnalysis *a = analyse (record, 0, 2);
  unsigned plays = 0, rolls = 0;

  for (size_t g = 0; g < record->n_games; g++)
    for (size_t i = 0; i < record->games[g]->n_actions; i++)
      plays += record->games[g]->actions[i].kind == GAMAO_ACTION_PLAY
               || record->games[g]->actions[i].kind == GAMAO_ACTION_PASS;
  for (size_t i = 0; i < a->n_decisions; i++)
    {
      const GamaoDecision *d = &a->decisions[i];
      if (d->kind != GAMAO_DECISION_CHECKER)
        continue;
      rolls++;
      /* Find the game's header, then its row. */
      unsigned game = 0;
      g_autofree char *row = g_strdup_printf ("%3u) ", d->row);
      g_autofree char *dice = g_strdup_printf ("%d%d:", MAX (d->dice[0], d->dice[1]),
                                               MIN (d->dice[0], d->dice[1]));
      gboolean found = FALSE;
      for (char **l = lines; *l; l++)
        {
          if (g_str_has_prefix (*l, " Game "))
            game = (unsigned) atoi (*l + 6);
          if (game == d->game + 1 && g_str_has_prefix (*l, row))
            {
              const char *column = strstr (*l + 5, dice);
              g_assert_nonnull (column);
              /* The right column starts at character 33. */
              if (d->player == 1 && column - *l < 33)
                column = strstr (*l + 33, dice);
              g_assert_nonnull (column);
              g_assert_cmpint (column - *l >= 33, ==, d->player == 1);
              found = TRUE;
            }
        }
      g_assert_true (found);
      g_assert_true (d->forced == (d->n_plays < 2));
    }
  g_assert_cmpuint (rolls, ==, plays);
  g_assert_cmpuint (a->players[0].rolls + a->players[1].rolls, ==, plays);
  gamao_analysis_free (a);
  gamao_match_record_unref (record);
}

static void
count_progress (unsigned done, unsigned total, void *data)
{
  unsigned *calls = data;

  g_assert_cmpuint (done, <=, total);
  calls[0]++;
  calls[1] = done;
  calls[2] = total;
}

/* Two threads give exactly what one gives; progress reaches the total;
 * a cancelled analysis returns nothing. */
static void
test_threads_progress_cancel (void)
{
  GamaoMatchRecord *record = read_mat ("gnubg-5-point.mat");
  GamaoAnalysisOptions options;
  GamaoAnalysisError error;
  unsigned calls[3] = { 0 };
  atomic_bool cancel;

  GamaoAnalysis *one = analyse (record, 1, 1);
  gamao_analysis_options_init (&options);
  options.plies = 1;
  options.n_threads = 2;
  options.progress = count_progress;
  options.progress_data = calls;
  GamaoAnalysis *two = gamao_analysis_run (&evaluator, record, &options, &error);
  g_assert_nonnull (two);
  g_assert_cmpuint (one->n_decisions, ==, two->n_decisions);
  g_assert_cmpmem (one->decisions, one->n_decisions * sizeof (GamaoDecision), two->decisions,
                   two->n_decisions * sizeof (GamaoDecision));
  g_assert_cmpuint (calls[2], ==, gamao_analysis_count (record));
  g_assert_cmpuint (calls[0], ==, calls[2]);
  g_assert_cmpuint (calls[1], ==, calls[2]);

  atomic_init (&cancel, true);
  options.cancel = &cancel;
  g_assert_null (gamao_analysis_run (&evaluator, record, &options, &error));
  g_assert_cmpint (error, ==, GAMAO_ANALYSIS_CANCELLED);

  gamao_analysis_free (one);
  gamao_analysis_free (two);
  gamao_match_record_unref (record);
}


/* Whether the opponent, on roll in `b` after their play, holds all six
 * points of their home board with one of ours on the bar. */
static gboolean
closed_out (const GamaoBoard *b)
{
  gboolean closed = b->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR] > 0;

  for (int p = 0; p < 6; p++)
    closed &= b->checkers[GAMAO_SIDE_ON_ROLL][p] >= 2;
  return closed;
}

/* The opponent's rolls of 36 that hit, counted from their legal plays
 * (a roll hits when one of its plays has a step that hits), and in
 * `close` those with a play that hits and closes us out. */
static unsigned
rolls_that_hit_and_close (const GamaoBoard *after, unsigned *close)
{
  static GamaoPlayList list;
  GamaoBoard turned = *after;
  unsigned count = 0;

  *close = 0;
  gamao_board_swap_sides (&turned);
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        gboolean hits = FALSE, closes = FALSE;
        gamao_play_list_generate (&list, &turned, d1, d2);
        for (unsigned i = 0; i < list.n_plays; i++)
          {
            gboolean hit = FALSE;
            for (unsigned k = 0; k < list.plays[i].n_steps; k++)
              hit |= list.plays[i].steps[k].hit;
            hits |= hit;
            closes |= hit && closed_out (&list.plays[i].after);
          }
        count += hits ? (d1 == d2 ? 1 : 2) : 0;
        *close += closes ? (d1 == d2 ? 1 : 2) : 0;
      }
  return count;
}

static unsigned
rolls_that_hit (const GamaoBoard *after)
{
  unsigned close;

  return rolls_that_hit_and_close (after, &close);
}

static unsigned
rolls_that_close_out (const GamaoBoard *after)
{
  unsigned close;

  rolls_that_hit_and_close (after, &close);
  return close;
}

/* Every fact the words are built from, checked against the board and
 * the engine for every play of every roll of a real match. */
static unsigned closeouts;   /* plays checked that some roll closes out */

static void
check_facts (const GamaoBoard *before, const GamaoPlay *play)
{
  GamaoPlayFacts f;
  float o[GAMAO_N_OUTPUTS];
  unsigned blots = 0, back = 0, run = 0, prime = 0;

  gamao_play_facts (&evaluator, before, play, &f);
  for (int p = 1; p <= 24; p++)
    {
      unsigned n = play->after.checkers[GAMAO_SIDE_ON_ROLL][p - 1];
      unsigned had = before->checkers[GAMAO_SIDE_ON_ROLL][p - 1];
      blots += n == 1;
      back += p >= 19 ? n : 0;
      run = n >= 2 ? run + 1 : 0;
      prime = MAX (prime, run);
      g_assert_cmpint (!!(f.points & (1u << p)), ==, n >= 2);
      g_assert_cmpint (!!(f.made & (1u << p)), ==, n >= 2 && had < 2);
      g_assert_cmpint (!!(f.given_up & (1u << p)), ==, n < 2 && had >= 2);
    }
  back += play->after.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR];
  g_assert_cmpuint (f.blots, ==, blots);
  g_assert_cmpuint (f.back, ==, back);
  g_assert_cmpuint (f.longest_prime, ==, prime);
  g_assert_cmpuint (f.hits, ==, play->after.checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR]
                                  - before->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR]);
  if (gamao_board_checkers_on_board (&play->after, GAMAO_SIDE_ON_ROLL))
    {
      g_assert_cmpuint (f.hit_rolls, ==, blots ? rolls_that_hit (&play->after) : 0);
      g_assert_cmpuint (f.closeout_rolls, ==, blots ? rolls_that_close_out (&play->after) : 0);
      g_assert_cmpuint (f.closeout_rolls, <=, f.hit_rolls);
      closeouts += f.closeout_rolls > 0;
    }
  g_assert_cmpuint (f.pips, ==, gamao_board_pip_count (&play->after, GAMAO_SIDE_ON_ROLL));
  g_assert_cmpuint (f.opponent_pips, ==, gamao_board_pip_count (&play->after, GAMAO_SIDE_OPPONENT));
  gamao_evaluate_after_play (&evaluator, &play->after, o);
  g_assert_cmpfloat (f.win_gammon, ==, o[GAMAO_OUT_WIN_GAMMON]);
  g_assert_cmpfloat (f.lose_gammon, ==, o[GAMAO_OUT_LOSE_GAMMON]);
}

static void
test_why_facts (void)
{
  GamaoMatchRecord *record = read_mat ("gnubg-5-point.mat");
  GamaoAnalysis *a = analyse (record, 0, 2);
  unsigned checked = 0;

  for (size_t i = 0; i < a->n_decisions; i++)
    {
      const GamaoDecision *d = &a->decisions[i];
      if (d->kind != GAMAO_DECISION_CHECKER || d->n_plays == 0)
        continue;
      check_facts (&d->before, &d->played);
      for (unsigned k = 0; k < d->n_better; k++)
        check_facts (&d->before, &d->better[k].play);
      checked++;
    }
  g_assert_cmpuint (checked, >, 100);
  g_test_message ("%u plays that some roll closes out", closeouts);
  gamao_analysis_free (a);
  gamao_match_record_unref (record);
}

/* Counted by hand: the opponent has two checkers on the bar and only a
 * 3 enters on our blot (their 2, 5 and 6 points are closed to them):
 * the 11 rolls with a 3. */
static void
test_why_hits_from_the_bar (void)
{
  GamaoBoard hitter, start;
  GamaoPlay play = { .n_steps = 0 };
  GamaoPlayFacts f;

  g_assert_cmpint (gamao_position_id_decode ("t+xoEAC3zYABYA", &hitter, NULL), ==, GAMAO_ID_OK);
  g_assert_cmpuint (hitter.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR], ==, 2);
  play.after = hitter;
  gamao_board_swap_sides (&play.after);
  start = play.after;
  gamao_play_facts (&evaluator, &start, &play, &f);
  g_assert_cmpuint (f.hit_rolls, ==, 11);
  g_assert_cmpuint (rolls_that_hit (&play.after), ==, 11);
}

static GamaoPlay play_of (const GamaoBoard *before, int d1, int d2, const char *text);

/* Counted by hand: our blot on the opponent's 5-point, which they need
 * to close their board (they hold their 1, 2, 3, 4 and 6-points with two
 * checkers each, three on their 8-point and two on their 9-point). Two
 * checkers must land there without breaking a point: 3-3 (8/5(2)), 4-4
 * (9/5(2)), 2-2 (9/7/5(2)) and 4-3 (8/5* 9/5): 5 rolls. They hit with
 * any 1 (6/5*), 3 or 4, and 2-2; only 5-5, 6-6, 5-2, 6-2 and 6-5 miss:
 * 28 rolls. The words say so. */
static void
test_why_closed_out (void)
{
  GamaoBoard after;
  GamaoPlay play = { .n_steps = 0 }, safe = { .n_steps = 0 };
  GamaoPlayFacts f;
  static const uint8_t mine[6] = { 3, 3, 2, 2, 2, 2 };
  char words[1024];

  memset (&after, 0, sizeof after);
  memcpy (after.checkers[GAMAO_SIDE_ON_ROLL], mine, sizeof mine);
  after.checkers[GAMAO_SIDE_ON_ROLL][19] = 1;  /* their 5-point */
  for (int p = 0; p < 4; p++)
    after.checkers[GAMAO_SIDE_OPPONENT][p] = 2;
  after.checkers[GAMAO_SIDE_OPPONENT][5] = 2;
  after.checkers[GAMAO_SIDE_OPPONENT][7] = 3;
  after.checkers[GAMAO_SIDE_OPPONENT][8] = 2;
  play.after = after;
  gamao_play_facts (&evaluator, &after, &play, &f);
  g_assert_cmpuint (f.closeout_rolls, ==, 5);
  g_assert_cmpuint (f.hit_rolls, ==, rolls_that_hit (&after));
  g_assert_cmpuint (f.hit_rolls, ==, 28);

  /* The same with that checker safe at home instead: the words compare. */
  safe.after = after;
  safe.after.checkers[GAMAO_SIDE_ON_ROLL][19] = 0;
  safe.after.checkers[GAMAO_SIDE_ON_ROLL][0] += 1;
  gamao_why_explain (&evaluator, &after, &safe, &play, NULL, words, sizeof words);
  g_assert_nonnull (strstr (words, "no roll closes you out"));
  g_assert_nonnull (strstr (words, "5 rolls of 36 hit and close you out"));
  /* Of a player by name. */
  gamao_why_explain (&evaluator, &after, &safe, &play, "Ana", words, sizeof words);
  g_assert_nonnull (strstr (words, "no roll closes Ana out"));
  g_assert_nonnull (strstr (words, "5 rolls of 36 hit and close Ana out"));
}

/* A hit changes the race: the words say how far ahead each play leaves
 * the mover, from the engine's pip counts. */
static void
test_why_pips (void)
{
  GamaoBoard before;
  char words[1024];

  /* After the opponent's opening 6-2 played 24/18 13/11, our 6-4 hits
   * their checker on our bar point, or not. */
  gamao_board_init_start (&before);
  GamaoPlay opening = play_of (&before, 6, 2, "24/18 13/11");
  before = opening.after;
  gamao_board_swap_sides (&before);
  GamaoPlay hit = play_of (&before, 6, 4, "13/7* 13/9");
  GamaoPlay quiet = play_of (&before, 6, 4, "24/18 13/9");
  gamao_why_explain (&evaluator, &before, &hit, &quiet, NULL, words, sizeof words);
  int lead_hit = (int) gamao_board_pip_count (&hit.after, GAMAO_SIDE_OPPONENT)
                 - (int) gamao_board_pip_count (&hit.after, GAMAO_SIDE_ON_ROLL);
  int lead_quiet = (int) gamao_board_pip_count (&quiet.after, GAMAO_SIDE_OPPONENT)
                   - (int) gamao_board_pip_count (&quiet.after, GAMAO_SIDE_ON_ROLL);
  g_assert_cmpint (lead_hit, >, lead_quiet);
  g_autofree char *ahead = g_strdup_printf ("leaves you %d pips ahead in the race", lead_hit);
  g_test_message ("%s", words);
  g_assert_nonnull (strstr (words, ahead));
  gamao_why_explain (&evaluator, &before, &hit, &quiet, "Bia", words, sizeof words);
  g_autofree char *named = g_strdup_printf ("leaves Bia %d pips ahead in the race", lead_hit);
  g_assert_nonnull (strstr (words, named));
}

static GamaoPlay
play_of (const GamaoBoard *before, int d1, int d2, const char *text)
{
  static GamaoPlayList list;
  int index = -1;

  gamao_play_list_generate (&list, before, d1, d2);
  g_assert_cmpint (gamao_notation_parse (text, before, d1, d2, &list, &index), ==,
                   GAMAO_NOTATION_OK);
  return list.plays[index];
}

/* Like the example, on the opening 6-1: making the bar point
 * leaves no blot and a 3-point prime; 13/7 6/5 leaves two blots, hit
 * by as many rolls as the engine finds. (Gammon chances may add words
 * at the end, as the weights see them.) */
static void
test_why_sentence (void)
{
  GamaoBoard start;
  char words[1024], played_text[GAMAO_NOTATION_MAX];

  gamao_board_init_start (&start);
  GamaoPlay better = play_of (&start, 6, 1, "13/7 8/7");
  GamaoPlay played = play_of (&start, 6, 1, "13/7 6/5");
  gamao_notation_write (&played, played_text, sizeof played_text);
  g_autofree char *blots = g_strdup_printf ("; %s leaves 2 blots that %u of 36 rolls hit",
                                            played_text, rolls_that_hit (&played.after));
  gamao_why_explain (&evaluator, &start, &better, &played, NULL, words, sizeof words);
  g_assert_true (g_str_has_prefix (words, "13/7 8/7 makes your bar point, leaves no blot"));
  g_assert_nonnull (strstr (words, " holds a 3-point prime"));
  g_assert_nonnull (strstr (words, blots));
  g_assert_true (g_str_has_suffix (words, "."));

  /* A play someone else made: the same facts, and no "you" or "your". */
  gamao_why_explain (&evaluator, &start, &better, &played, "Ana", words, sizeof words);
  g_assert_true (g_str_has_prefix (words, "13/7 8/7 makes the bar point, leaves no blot"));
  g_assert_nonnull (strstr (words, blots));
  g_assert_null (strstr (words, "you"));

  /* The counts favour the bar point: no word that they favour the play made. */
  gamao_why_explain (&evaluator, &start, &better, &played, NULL, words, sizeof words);
  g_assert_null (strstr (words, "These counts favour"));

  /* The opening 4-3: 24/20 13/10 is better than 13/6, which every count
   * here favours (no blot against three, no point given up): the words
   * say so, so that they do not read as a case for 13/6. */
  GamaoPlay split = play_of (&start, 4, 3, "24/20 13/10");
  GamaoPlay stack = play_of (&start, 4, 3, "13/6");
  GamaoPlayFacts fs, fk;
  gamao_play_facts (&evaluator, &start, &split, &fs);
  gamao_play_facts (&evaluator, &start, &stack, &fk);
  g_assert_cmpuint (fk.hit_rolls, <, fs.hit_rolls);
  g_assert_cmpint (__builtin_popcount (fk.points), >=, __builtin_popcount (fs.points));
  g_assert_cmpuint (fk.hits, ==, fs.hits);
  g_assert_cmpuint (fk.closeout_rolls, <=, fs.closeout_rolls);
  gamao_why_explain (&evaluator, &start, &split, &stack, NULL, words, sizeof words);
  g_test_message ("%s", words);
  g_assert_true (g_str_has_suffix (words, ". These counts favour 13/6; what makes 24/20 13/10 "
                                          "better lies beyond them, in the evaluation of the "
                                          "whole position."));

  /* The same play twice: nothing to say. */
  g_assert_cmpuint (gamao_why_explain (&evaluator, &start, &better, &better, NULL, words,
                                       sizeof words),
                    ==, 0);
  g_assert_cmpstr (words, ==, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (gamao_evaluator_load (&evaluator, NULL) != GAMAO_WEIGHTS_OK)
    g_error ("cannot load the weights from %s", gamao_data_dir ());

  g_test_add_func ("/analysis/marks", test_marks);
  g_test_add_func ("/analysis/rating-words", test_rating_words);
  g_test_add_func ("/analysis/summary-sums", test_summary_sums);
  g_test_add_func ("/analysis/emg-scale", test_emg_scale);
  g_test_add_func ("/analysis/opening-plays", test_opening_plays);
  g_test_add_func ("/analysis/opening-luck", test_opening_luck);
  g_test_add_func ("/analysis/cube-errors", test_cube_errors);
  g_test_add_func ("/analysis/beaver", test_beaver);
  g_test_add_func ("/analysis/resignation", test_resignation);
  g_test_add_func ("/analysis/rows-and-counts", test_rows_and_counts);
  g_test_add_func ("/analysis/threads-progress-cancel", test_threads_progress_cancel);
  g_test_add_func ("/analysis/why-facts", test_why_facts);
  g_test_add_func ("/analysis/why-sentence", test_why_sentence);
  g_test_add_func ("/analysis/why-hits-from-the-bar", test_why_hits_from_the_bar);
  g_test_add_func ("/analysis/why-closed-out", test_why_closed_out);
  g_test_add_func ("/analysis/why-pips", test_why_pips);
  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
