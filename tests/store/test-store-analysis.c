/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Analyses kept in the history: saved and read back figure for figure,
 * replaced by a newer one, and a database of every earlier schema
 * version migrated to keep them. */
#include "config.h"

#include "gamao-store-analysis.h"
#include "gamao-store-private.h"
#include "store-test-util.h"

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
assert_same_player (const GamaoStoredPlayerAnalysis *s, const GamaoPlayerAnalysis *p)
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
  g_assert_cmpstr (s->rating, ==, p->rating);
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
  gamao_analysis_free (analysis);
  g_clear_object (&store);
  store_test_remove_dir (dir);
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

      g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
      g_assert_true (gamao_store_migrate (db, version, &error));
      g_assert_no_error (error);
      g_assert_cmpint (sqlite3_exec (db,
                                     "INSERT INTO matches (id, length, name0, name1, rules,"
                                     " created_at) VALUES (7, 3, 'Ana', 'Bia', 1, 1700000000);",
                                     NULL, NULL, NULL),
                       ==, SQLITE_OK);
      sqlite3_close (db);

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (gamao_evaluator_load (&evaluator, NULL) != GAMAO_WEIGHTS_OK)
    g_error ("cannot load the weights from %s", gamao_data_dir ());
  g_test_add_func ("/store-analysis/round-trip", test_round_trip);
  g_test_add_func ("/store-analysis/migration-from-every-version",
                   test_migration_from_every_version);
  int status = g_test_run ();
  gamao_evaluator_clear (&evaluator);
  return status;
}
