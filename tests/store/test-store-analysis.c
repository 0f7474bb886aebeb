/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Analyses kept in the history: saved and read back figure for figure,
 * replaced by a newer one, and a database of every earlier schema
 * version migrated to keep them. */
#include "config.h"

#include "gamao-analysis-figures.h"
#include "gamao-store-analysis.h"
#include "gamao-store-private.h"
#include "store-test-util.h"

#include "gamao-notation.h"

#include <glib.h>
#include <string.h>

static GamaoEvaluator evaluator;

static gint64
import_match (GamaoStore *store)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "matfile",
                                                 "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  gint64 id = gamao_store_import (store, text, length, &error);
  g_assert_no_error (error);
  return id;
}

/* The same match with the right-hand player renamed. */
static gint64
import_renamed (GamaoStore *store, const char *right)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "matfile",
                                                 "gnubg-5-point.mat", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_autoptr (GRegex) regex = g_regex_new ("\\broot\\b", 0, 0, NULL);
  g_autofree char *renamed = g_regex_replace_literal (regex, text, -1, 0, right, 0, NULL);
  gint64 id = gamao_store_import (store, renamed, strlen (renamed), &error);
  g_assert_no_error (error);
  return id;
}

static GamaoAnalysis *
analyse (GamaoStore *store, gint64 id)
{
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record = gamao_store_load (store, id, &error);
  GamaoAnalysisOptions options;
  GamaoAnalysis *analysis;

  g_assert_no_error (error);
  gamao_analysis_options_init (&options);
  options.plies = 0;
  analysis = gamao_analysis_run (&evaluator, record, &options, NULL);
  g_assert_nonnull (analysis);
  gamao_match_record_unref (record);
  return analysis;
}

static void
assert_same_player (const GamaoPlayerAnalysis *s, const GamaoPlayerAnalysis *p)
{
  g_assert_cmpfloat_with_epsilon (s->error_rate, p->error_rate, 1e-4);
  g_assert_cmpfloat_with_epsilon (s->checker_error_rate, p->checker_error_rate, 1e-4);
  g_assert_cmpfloat_with_epsilon (s->cube_error_rate, p->cube_error_rate, 1e-4);
  g_assert_cmpfloat_with_epsilon (s->pr, p->pr, 1e-4);
  g_assert_cmpfloat_with_epsilon (s->luck_rate, p->luck_rate, 1e-4);
  g_assert_cmpfloat_with_epsilon (s->luck_adjusted, p->luck_adjusted, 1e-5);
  g_assert_cmpuint (s->unforced, ==, p->unforced);
  g_assert_cmpuint (s->cube_decisions, ==, p->cube_decisions);
  g_assert_cmpuint (s->doubtful, ==, p->doubtful);
  g_assert_cmpuint (s->bad, ==, p->bad);
  g_assert_cmpuint (s->very_bad, ==, p->very_bad);
  /* The breakdown, counted again from the kept decisions. */
  g_assert_cmpuint (s->missed_doubles, ==, p->missed_doubles);
  g_assert_cmpuint (s->wrong_doubles, ==, p->wrong_doubles);
  g_assert_cmpuint (s->wrong_takes, ==, p->wrong_takes);
  g_assert_cmpuint (s->wrong_passes, ==, p->wrong_passes);
  g_assert_cmpstr (s->rating, ==, p->rating);
}

/* Each game's luck, read back from the kept decisions, is the
 * analysis's. */
static void
assert_game_luck_kept (GamaoStore *store, gint64 id, const GamaoAnalysis *analysis)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) games = gamao_store_list_game_luck (store, id, &error);
  g_autofree GamaoGameLuck *want = g_new0 (GamaoGameLuck, gamao_analysis_n_games (analysis));

  g_assert_no_error (error);
  gamao_analysis_game_luck (analysis, want);
  g_assert_cmpuint (games->len, ==, gamao_analysis_n_games (analysis));
  g_assert_cmpuint (games->len, >, 1);
  for (guint g = 0; g < games->len; g++)
    for (int k = 0; k < 2; k++)
      {
        const GamaoGameLuck *got = &g_array_index (games, GamaoGameLuck, g);
        g_assert_cmpuint (got->rolls[k], ==, want[g].rolls[k]);
        g_assert_cmpfloat_with_epsilon (got->luck[k], want[g].luck[k], 1e-4);
      }
}

/* Each checker decision keeps its ranked plays, the play made among
 * them or after them, and its position; cube decisions their three
 * equities. */
static void
assert_ranked_plays_kept (GamaoStore *store, gint64 id, const GamaoAnalysis *analysis)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) listed = gamao_store_list_decisions (store, id, &error);
  guint below = 0, cube = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (listed->len, ==, analysis->n_decisions);
  for (gsize i = 0; i < analysis->n_decisions; i++)
    {
      const GamaoDecision *d = &analysis->decisions[i];
      const GamaoStoredDecision *s = NULL;
      char position[GAMAO_POSITION_ID_LEN + 1];

      for (guint k = 0; k < listed->len; k++)
        {
          const GamaoStoredDecision *c = &g_array_index (listed, GamaoStoredDecision, k);
          if (c->game == d->game && c->seq == d->action && c->kind == d->kind)
            s = c;
        }
      g_assert_nonnull (s);
      if (d->kind == GAMAO_DECISION_DOUBLE || d->kind == GAMAO_DECISION_TAKE)
        {
          g_assert_true (s->has_cube);
          g_assert_cmpfloat_with_epsilon (s->no_double, d->no_double, 1e-6);
          g_assert_cmpfloat_with_epsilon (s->double_take, d->double_take, 1e-6);
          g_assert_cmpfloat_with_epsilon (s->double_pass, d->double_pass, 1e-6);
          g_assert_cmpint (s->proper, ==, d->proper);
          cube++;
        }
      if (d->kind != GAMAO_DECISION_CHECKER)
        continue;
      g_assert_false (s->has_cube);
      gamao_position_id_encode (&d->before, position);
      g_assert_cmpstr (s->position, ==, position);
      g_assert_cmpint (s->dice[0], ==, d->dice[0]);
      g_autoptr (GArray) plays = gamao_store_list_plays (store, id, d->game, d->action, &error);
      g_assert_no_error (error);
      gboolean made_below = d->played_rank < 0 || d->played_rank >= (int) d->n_better;
      guint expected = d->n_better + (d->n_better && made_below ? 1 : 0);
      g_assert_cmpuint (plays->len, ==, expected);
      for (guint k = 0; k < plays->len; k++)
        {
          const GamaoStoredPlay *p = &g_array_index (plays, GamaoStoredPlay, k);
          char text[GAMAO_NOTATION_MAX];
          g_assert_cmpuint (p->rank, ==, k);
          if (k < d->n_better)
            {
              gamao_notation_write (&d->better[k].play, text, sizeof text);
              g_assert_cmpstr (p->play, ==, text);
              g_assert_cmpfloat_with_epsilon (p->equity, d->better[k].equity, 1e-6);
              g_assert_cmpint (p->played, ==, d->played_rank == (int) k);
              gamao_position_id_encode (&d->better[k].play.after, position);
              g_assert_cmpstr (p->after, ==, position);
            }
          else
            {
              g_assert_true (p->played);
              g_assert_cmpfloat_with_epsilon (p->equity, d->equity_played, 1e-6);
              below++;
            }
        }
    }
  /* The match has plays made below the fifth and cube decisions. */
  g_assert_cmpuint (below, >, 0);
  g_test_message ("%u plays made below the ranked ones, %u cube decisions", below, cube);
  g_assert_cmpuint (cube, >, 0);
}

static void
test_round_trip (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  GamaoStoredAnalysis stored;
  GamaoDecision back;
  guint plies = 99;

  g_assert_no_error (error);
  gint64 id = import_match (store);
  g_assert_false (gamao_store_get_analysis (store, id, &stored, &error));
  g_assert_no_error (error);
  double pr[2];
  g_autoptr (GamaoMatchSummary) before = gamao_store_get_summary (store, id, &error);
  g_assert_false (gamao_match_summary_get_pr (before, pr));

  GamaoAnalysis *analysis = analyse (store, id);
  for (int round = 0; round < 2; round++)
    {
      /* The second save replaces the first. */
      g_assert_true (gamao_store_save_analysis (store, id, analysis, round ? "v2" : "v1", &error));
      g_assert_no_error (error);
    }
  g_assert_true (gamao_store_get_analysis (store, id, &stored, &error));
  g_assert_cmpuint (stored.plies, ==, 0);
  g_assert_cmpstr (stored.weights, ==, "v2");
  g_assert_cmpuint (stored.n_decisions, ==, analysis->n_decisions);
  g_assert_cmpint (stored.analysed_at, >, 0);
  for (int k = 0; k < 2; k++)
    assert_same_player (&stored.players[k], &analysis->players[k]);
  g_assert_cmpuint (stored.players[0].missed_doubles + stored.players[1].missed_doubles
                      + stored.players[0].wrong_passes + stored.players[1].wrong_passes,
                    >, 0);
  assert_game_luck_kept (store, id, analysis);
  /* The history list shows each player's PR. */
  g_autoptr (GamaoMatchSummary) after = gamao_store_get_summary (store, id, &error);
  g_assert_true (gamao_match_summary_get_pr (after, pr));
  for (int k = 0; k < 2; k++)
    g_assert_cmpfloat_with_epsilon (pr[k], analysis->players[k].pr, 1e-4);

  for (gsize i = 0; i < analysis->n_decisions; i++)
    {
      const GamaoDecision *d = &analysis->decisions[i];
      g_assert_true (gamao_store_get_decision (store, id, d->game, d->action, d->kind, &back,
                                               &plies, &error));
      g_assert_cmpuint (plies, ==, 0);
      g_assert_cmpint (back.player, ==, d->player);
      g_assert_cmpfloat_with_epsilon (back.equity_loss, d->equity_loss, 1e-6);
      g_assert_cmpfloat_with_epsilon (back.equity_best, d->equity_best, 1e-6);
      g_assert_cmpint (back.mark, ==, d->mark);
      g_assert_cmpint (back.played_choice, ==, d->played_choice);
      if (d->kind == GAMAO_DECISION_CHECKER)
        g_assert_cmpfloat_with_epsilon (back.luck, d->luck, 1e-6);
    }
  g_assert_false (gamao_store_get_decision (store, id, 99, 0, GAMAO_DECISION_CHECKER, &back,
                                            NULL, &error));
  g_assert_no_error (error);
  assert_ranked_plays_kept (store, id, analysis);
  gamao_analysis_free (analysis);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

/* An analysis as version 5 kept it: one checker decision. */
static const char v5_analysis[] =
  "INSERT INTO analyses VALUES (7, 2, 'old', 1700000000, 1);"
  "INSERT INTO analysis_players VALUES (7, 0, 10, 10, 0, 5, 1, 0.1, 1, 0, 0, 0, 0, 'Expert');"
  "INSERT INTO analysis_players VALUES (7, 1, 0, 0, 0, 0, -1, -0.1, 0, 0, 0, 0, 0, 'Supernatural');"
  "INSERT INTO analysis_decisions VALUES (7, 0, 1, 'checker', 0, 2, 'old', 3, 1, 0.1, 0.2, 0.1,"
  " 2, 0.05, 1, '24/21 6/5', '8/5 6/5', 0, 0, 0.5);";

/* Migrated to version 6, it keeps its figures, and its decision has no
 * position, cube equities or ranked plays: shown as before. */
static void
assert_v5_analysis_kept (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  GamaoStoredAnalysis stored;

  g_assert_no_error (error);
  g_assert_true (gamao_store_get_analysis (store, 7, &stored, &error));
  g_assert_cmpstr (stored.weights, ==, "old");
  g_assert_cmpstr (stored.players[0].rating, ==, "Expert");
  g_autoptr (GArray) decisions = gamao_store_list_decisions (store, 7, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (decisions->len, ==, 1);
  const GamaoStoredDecision *d = &g_array_index (decisions, GamaoStoredDecision, 0);
  g_assert_cmpstr (d->best, ==, "8/5 6/5");
  g_assert_cmpstr (d->position, ==, "");
  g_assert_false (d->has_cube);
  g_autoptr (GArray) plays = gamao_store_list_plays (store, 7, 0, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (plays->len, ==, 0);
}

/* A database as each earlier version wrote it, with a match in it:
 * opened, it is migrated to the present version and keeps an analysis
 * of that match. */
static void
test_migration_from_every_version (void)
{
  for (int version = 1; version < GAMAO_STORE_SCHEMA_VERSION; version++)
    {
      g_autofree char *dir = store_test_make_dir ();
      g_autofree char *path = g_build_filename (dir, "history.db", NULL);
      g_autoptr (GError) error = NULL;
      GamaoStoredAnalysis stored;
      sqlite3 *db;

      store_test_write_old_history (path, version);
      if (version == 5)
        {
          g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
          g_assert_cmpint (sqlite3_exec (db, v5_analysis, NULL, NULL, NULL), ==, SQLITE_OK);
          sqlite3_close (db);
          assert_v5_analysis_kept (path);
        }

      GamaoStore *store = gamao_store_open (path, &error);
      g_assert_no_error (error);
      g_assert_null (gamao_store_get_moved_aside (store));
      GamaoDecision d = { .kind = GAMAO_DECISION_TAKE, .player = 1, .equity_loss = 0.25f,
                          .mark = GAMAO_MARK_VERY_BAD, .counted = true };
      GamaoAnalysis a = { .plies = 2, .length = 3, .decisions = &d, .n_decisions = 1 };
      a.players[1].cube_decisions = 1;
      a.players[1].rating = "Awful";
      a.players[0].rating = "Supernatural";
      g_assert_true (gamao_store_save_analysis (store, 7, &a, "w", &error));
      g_assert_no_error (error);
      g_assert_true (gamao_store_get_analysis (store, 7, &stored, &error));
      g_assert_cmpuint (stored.plies, ==, 2);
      g_assert_cmpstr (stored.players[1].rating, ==, "Awful");
      g_object_unref (store);
      store_test_remove_dir (dir);
    }
}

/* The statistics chart: one point per analysed match, oldest first,
 * from the desk player's side, for one opponent or all; matches not
 * analysed, deleted, or not played by the desk player left out. */
static void
test_analysed_over_time (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  gint64 ids[5];

  g_assert_no_error (error);
  ids[0] = import_renamed (store, "root");
  ids[1] = import_renamed (store, "Rui");
  ids[2] = import_renamed (store, "root");
  ids[3] = import_renamed (store, "root");   /* not analysed */
  ids[4] = import_renamed (store, "root");   /* deleted */
  GamaoAnalysis *analysis = analyse (store, ids[0]);
  for (int i = 0; i < 5; i++)
    {
      if (i == 3)
        continue;
      analysis->players[0].pr = 10.0f + (float) i;
      analysis->players[1].pr = 20.0f + (float) i;
      analysis->players[0].luck_rate = (float) i;
      analysis->players[1].luck_rate = -(float) i;
      g_assert_true (gamao_store_save_analysis (store, ids[i], analysis, "w", &error));
      g_assert_no_error (error);
    }
  gamao_analysis_free (analysis);
  g_assert_true (gamao_store_delete (store, ids[4], &error));

  g_autoptr (GArray) all = gamao_store_list_analysed (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 3);
  for (guint k = 0; k < 3; k++)
    {
      const GamaoStoreAnalysedMatch *m = &g_array_index (all, GamaoStoreAnalysedMatch, k);
      g_assert_cmpint (m->id, ==, ids[k]);
      g_assert_cmpfloat_with_epsilon (m->players[0].pr, 10.0 + k, 1e-4);
      g_assert_cmpfloat_with_epsilon (m->players[1].pr, 20.0 + k, 1e-4);
      g_assert_cmpfloat_with_epsilon (m->players[0].luck_rate, (double) k, 1e-4);
      g_assert_cmpstr (m->opponent, ==, k == 1 ? "Rui" : "root");
      g_assert_cmpint (m->when, >, 0);
    }
  g_autoptr (GArray) root = gamao_store_list_analysed (store, "root", &error);
  g_assert_cmpuint (root->len, ==, 2);
  g_assert_cmpint (g_array_index (root, GamaoStoreAnalysedMatch, 1).id, ==, ids[2]);
  g_auto (GStrv) opponents = gamao_store_list_analysed_opponents (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (opponents), ==, 2);
  g_assert_cmpstr (opponents[0], ==, "Rui");
  g_assert_cmpstr (opponents[1], ==, "root");

  /* From root's side: their own figures first, gnubg the opponent. */
  gamao_store_set_desk_player (store, "root");
  g_autoptr (GArray) theirs = gamao_store_list_analysed (store, NULL, &error);
  g_assert_cmpuint (theirs->len, ==, 2);
  const GamaoStoreAnalysedMatch *m = &g_array_index (theirs, GamaoStoreAnalysedMatch, 0);
  g_assert_cmpstr (m->opponent, ==, "gnubg");
  g_assert_cmpfloat_with_epsilon (m->players[0].pr, 20.0, 1e-4);
  g_assert_cmpfloat_with_epsilon (m->players[1].luck_rate, 0.0, 1e-4);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

/* Every figure the table marks kept goes to its own column and comes
 * back, in the analysis and, from each side, in the statistics; one with
 * a distinct value each, so two figures swapped by a statement show. */
static void
test_every_kept_figure (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  GamaoAnalysis a = { .plies = 2, .length = 5 };
  GamaoStoredAnalysis stored;
  guint n_kept = 0;

  g_assert_no_error (error);
  gint64 id = import_renamed (store, "root");
  for (int k = 0; k < 2; k++)
    for (gsize i = 0; i < gamao_n_figures; i++)
      {
        gamao_figure_set (&a.players[k], &gamao_figures[i], 1.0 + (double) i + 100.0 * k);
        gamao_figure_set_words (&a.players[k], &gamao_figures[i], k ? "Awful" : "Expert");
      }
  g_assert_true (gamao_store_save_analysis (store, id, &a, "w", &error));
  g_assert_no_error (error);
  g_assert_true (gamao_store_get_analysis (store, id, &stored, &error));
  g_autoptr (GArray) charted = gamao_store_list_analysed (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (charted->len, ==, 1);
  const GamaoStoreAnalysedMatch *m = &g_array_index (charted, GamaoStoreAnalysedMatch, 0);
  for (gsize i = 0; i < gamao_n_figures; i++)
    {
      const GamaoFigure *f = &gamao_figures[i];

      if (!(f->flags & GAMAO_FIGURE_KEPT))
        continue;
      n_kept++;
      g_test_message ("%s", f->key);
      for (int k = 0; k < 2; k++)
        {
          g_assert_cmpfloat (gamao_figure_get (&stored.players[k], f), ==,
                             gamao_figure_get (&a.players[k], f));
          /* The desk player (none set: player 0) first. */
          g_assert_cmpfloat (gamao_figure_get (&m->players[k], f), ==,
                             gamao_figure_get (&a.players[k], f));
          g_assert_cmpstr (gamao_figure_get_words (&stored.players[k], f), ==,
                           gamao_figure_get_words (&a.players[k], f));
        }
    }
  g_assert_cmpuint (n_kept, >=, 12);
  g_assert_true (gamao_figure_find ("pr") != NULL);
  g_assert_null (gamao_figure_find ("no such figure"));
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (gamao_evaluator_load (&evaluator, NULL) != GAMAO_WEIGHTS_OK)
    g_error ("cannot load the weights from %s", gamao_data_dir ());
  g_test_add_func ("/store-analysis/round-trip", test_round_trip);
  g_test_add_func ("/store-analysis/analysed-over-time", test_analysed_over_time);
  g_test_add_func ("/store-analysis/every-kept-figure", test_every_kept_figure);
  g_test_add_func ("/store-analysis/migration-from-every-version",
                   test_migration_from_every_version);
  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
