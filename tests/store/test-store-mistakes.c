/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The mistakes library (gamao-store-mistakes.h) on a history made here:
 * an imported match and the same match played here against the
 * computer, each with an analysis written by hand whose mistakes are
 * known (kind, cost, phase, player), so every row, filter and order has
 * one right answer; notes on decisions; the drill's cards and answers;
 * and migration 9 from every earlier version. */
#include "config.h"

#include "gamao-store-mistakes.h"
#include "gamao-store-private.h"
#include "mistakes-test-util.h"
#include "store-test-util.h"

#include "gamao-xgid.h"

#include <gio/gio.h>
#include <glib.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct
{
  char *dir;
  GamaoStore *store;
  gint64 imported, played;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;

  f->dir = store_test_make_dir ();
  path = g_build_filename (f->dir, "history.db", NULL);
  f->store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  mistakes_test_fill (f->store, &f->imported, &f->played);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->store);
  store_test_remove_dir (f->dir);
  g_free (f->dir);
}

/* The rows of `query` as "kind/phase/cost" joined by spaces. */
static char *
rows_of (GamaoStore *store, const GamaoMistakeQuery *query)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  GString *text = g_string_new (NULL);

  g_assert_true (gamao_store_mistakes_page (store, query, 0, 100, rows, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gamao_store_mistakes_count (store, query, &error), ==, rows->len);
  for (guint i = 0; i < rows->len; i++)
    {
      const GamaoMistakeData *d = gamao_mistake_get_data (rows->pdata[i]);
      g_string_append_printf (text, "%s%s/%s/%.2f", i ? " " : "", gamao_mistake_kind_key (d->kind),
                              gamao_phase_key (d->phase), d->cost);
    }
  return g_string_free (text, FALSE);
}

static const char *const root_only[] = { "root", NULL };

static void
test_library (Fixture *f, gconstpointer data)
{
  GamaoMistakeQuery q = { .my_names = root_only };
  g_autofree char *all = rows_of (f->store, &q);

  g_assert_cmpstr (all, ==,
                   "pass/bear-off/0.50 double/prime/0.30 checker/race/0.10"
                   " no-double/back-game/0.06 checker/opening/0.05");
  /* No name chosen: the imported match is nobody's here. */
  GamaoMistakeQuery none = { 0 };
  g_autofree char *played = rows_of (f->store, &none);
  g_assert_cmpstr (played, ==, "pass/bear-off/0.50");
  /* A player named: theirs in any match, computer or not. */
  GamaoMistakeQuery gnubg = { .player = "gnubg" };
  g_autofree char *theirs = rows_of (f->store, &gnubg);
  g_assert_cmpstr (theirs, ==, "pass/bear-off/0.50 checker/opening/0.20");
}

static void
test_filters (Fixture *f, gconstpointer data)
{
  GamaoMistakeQuery q = { .my_names = root_only };
  g_autofree char *checker = NULL, *cube = NULL, *opening = NULL, *bad = NULL, *against = NULL;
  g_autofree char *since = NULL, *by_date = NULL, *early = NULL;

  q.kinds = 1u << GAMAO_MISTAKE_CHECKER;
  checker = rows_of (f->store, &q);
  g_assert_cmpstr (checker, ==, "checker/race/0.10 checker/opening/0.05");
  q.kinds = 1u << GAMAO_MISTAKE_NO_DOUBLE | 1u << GAMAO_MISTAKE_PASS;
  cube = rows_of (f->store, &q);
  g_assert_cmpstr (cube, ==, "pass/bear-off/0.50 no-double/back-game/0.06");
  q.kinds = 0;
  q.phases = 1u << GAMAO_PHASE_OPENING | 1u << GAMAO_PHASE_PRIME;
  opening = rows_of (f->store, &q);
  g_assert_cmpstr (opening, ==, "double/prime/0.30 checker/opening/0.05");
  q.phases = 0;
  q.min_mark = GAMAO_MARK_BAD;
  bad = rows_of (f->store, &q);
  g_assert_cmpstr (bad, ==, "pass/bear-off/0.50 double/prime/0.30 checker/race/0.10");
  q.min_mark = GAMAO_MARK_NONE;
  q.opponent = "gnubg";
  against = rows_of (f->store, &q);
  g_assert_cmpstr (against, ==,
                   "double/prime/0.30 checker/race/0.10 no-double/back-game/0.06"
                   " checker/opening/0.05");
  q.opponent = NULL;
  q.since = 1750000000;
  since = rows_of (f->store, &q);
  g_assert_cmpstr (since, ==, "pass/bear-off/0.50");
  q.since = 0;
  q.until = 1750000000;
  early = rows_of (f->store, &q);
  g_assert_cmpuint (strlen (early), >, 0);
  g_assert_null (strstr (early, "pass"));
  q.until = 0;
  /* By date: the newer match first, then each match in the order played. */
  q.sort = GAMAO_MISTAKES_BY_DATE;
  by_date = rows_of (f->store, &q);
  g_assert_cmpstr (by_date, ==,
                   "pass/bear-off/0.50 checker/opening/0.05 checker/race/0.10"
                   " double/prime/0.30 no-double/back-game/0.06");
}

/* Pages of two rows give the whole list in order; a deleted match's
 * mistakes leave it. */
static void
test_pages_and_delete (Fixture *f, gconstpointer data)
{
  GamaoMistakeQuery q = { .my_names = root_only };
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint offset = 0; offset < 6; offset += 2)
    g_assert_true (gamao_store_mistakes_page (f->store, &q, offset, 2, rows, &error));
  g_assert_cmpuint (rows->len, ==, 5);
  g_assert_cmpfloat_with_epsilon (gamao_mistake_get_data (rows->pdata[4])->cost, 0.05, 1e-6);
  g_assert_true (gamao_store_delete (f->store, f->played, &error));
  g_assert_cmpint (gamao_store_mistakes_count (f->store, &q, &error), ==, 4);
  g_assert_true (gamao_store_has_analysis (f->store, &error));
}

/* The library's list model: its rows are the query's, a new query
 * empties it and fills it again. */
static void
test_model (Fixture *f, gconstpointer data)
{
  GamaoMistakeQuery q = { .my_names = root_only };
  g_autoptr (GamaoPagedList) model = gamao_store_mistakes_model (f->store, &q);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 5);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (model)) == GAMAO_TYPE_MISTAKE);
  g_autoptr (GamaoMistake) first = g_list_model_get_item (G_LIST_MODEL (model), 0);
  g_assert_cmpint (gamao_mistake_get_data (first)->kind, ==, GAMAO_MISTAKE_PASS);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), 5));
  q.kinds = 1u << GAMAO_MISTAKE_CHECKER;
  q.my_names = NULL;
  q.player = "root";
  gamao_store_mistakes_model_set_query (model, &q);
  g_assert_cmpstr (gamao_store_mistakes_model_get_query (model)->player, ==, "root");
  /* root's checker plays, as the computer too. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 3);
  g_assert_null (gamao_paged_list_get_error (model));
}

static void
test_notes (Fixture *f, gconstpointer data)
{
  GamaoMistakeQuery q = { .my_names = root_only, .kinds = 1u << GAMAO_MISTAKE_PASS };
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GPtrArray) again = g_ptr_array_new_with_free_func (g_object_unref);

  g_assert_true (gamao_store_mistakes_page (f->store, &q, 0, 10, rows, &error));
  const GamaoMistakeData *d = gamao_mistake_get_data (rows->pdata[0]);
  g_assert_null (d->note);
  g_assert_true (gamao_store_set_decision_note (f->store, d->match_id, d->game, d->seq,
                                                "  Count the shots first.  ", &error));
  g_autofree char *note = gamao_store_get_decision_note (f->store, d->match_id, d->game, d->seq,
                                                         &error);
  g_assert_cmpstr (note, ==, "Count the shots first.");
  g_assert_true (gamao_store_mistakes_page (f->store, &q, 0, 10, again, &error));
  g_assert_cmpstr (gamao_mistake_get_data (again->pdata[0])->note, ==, "Count the shots first.");
  g_assert_true (gamao_store_set_decision_note (f->store, d->match_id, d->game, d->seq, " ",
                                                &error));
  g_autofree char *gone = gamao_store_get_decision_note (f->store, d->match_id, d->game, d->seq,
                                                         &error);
  g_assert_null (gone);
  g_assert_no_error (error);
}

/* Never drilled: all offered, costliest first; one answered and due
 * tomorrow leaves today's drill and comes first tomorrow. */
static void
test_drill_order (Fixture *f, gconstpointer data)
{
  GamaoMistakeQuery q = { .my_names = root_only };
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) today = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GPtrArray) after = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GPtrArray) tomorrow = g_ptr_array_new_with_free_func (g_object_unref);
  GamaoDrillCard card = { .repetitions = 1, .interval_days = 1, .easiness = 2.6,
                          .due = "2026-11-30" }, read;

  g_assert_true (gamao_store_drill_page (f->store, &q, "2026-11-29", 0, 10, today, &error));
  g_assert_cmpuint (today->len, ==, 5);
  const GamaoMistakeData *last = gamao_mistake_get_data (today->pdata[4]);
  g_assert_cmpfloat_with_epsilon (last->cost, 0.05, 1e-6);
  g_assert_false (gamao_store_get_drill_card (f->store, last, &read, &error));
  g_assert_true (gamao_store_save_drill_answer (f->store, last, 1795000000, 5, 0.0, &card,
                                                &error));
  g_assert_true (gamao_store_get_drill_card (f->store, last, &read, &error));
  g_assert_cmpstr (read.due, ==, "2026-11-30");
  g_assert_cmpfloat (read.easiness, ==, 2.6);
  g_assert_true (gamao_store_drill_page (f->store, &q, "2026-11-29", 0, 10, after, &error));
  g_assert_cmpuint (after->len, ==, 4);
  g_assert_cmpint (gamao_store_drill_due_count (f->store, &q, "2026-11-29", &error), ==, 0);
  g_assert_cmpint (gamao_store_drill_due_count (f->store, &q, "2026-11-30", &error), ==, 1);
  g_assert_true (gamao_store_drill_page (f->store, &q, "2026-11-30", 0, 10, tomorrow, &error));
  g_assert_cmpuint (tomorrow->len, ==, 5);
  g_assert_cmpfloat_with_epsilon (gamao_mistake_get_data (tomorrow->pdata[0])->cost, 0.05, 1e-6);
  g_autoptr (GArray) answers = gamao_store_list_drill_answers (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (answers->len, ==, 1);
  g_assert_cmpint (g_array_index (answers, GamaoDrillAnswer, 0).grade, ==, 5);
}

/* The habits' input: every counted decision of the person, unmarked
 * ones too (a5), the newest first. */
static void
test_recent_decisions (Fixture *f, gconstpointer data)
{
  GamaoMistakeQuery q = { .my_names = root_only, .min_mark = GAMAO_MARK_VERY_BAD };
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) recent = gamao_store_list_recent_decisions (f->store, &q, 500, &error);
  GString *kinds = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < recent->len; i++)
    {
      const GamaoRecentDecision *d = &g_array_index (recent, GamaoRecentDecision, i);
      g_string_append_printf (kinds, "%s%s/%.2f", i ? " " : "", gamao_mistake_kind_key (d->kind),
                              d->loss);
    }
  g_autofree char *text = g_string_free (kinds, FALSE);
  g_assert_cmpstr (text, ==,
                   "pass/0.50 no-double/0.06 double/0.30 checker/0.10 checker/0.01 checker/0.05");
  g_autoptr (GArray) two = gamao_store_list_recent_decisions (f->store, &q, 2, &error);
  g_assert_cmpuint (two->len, ==, 2);
  /* The progress's: the same decisions, dates and losses, no phase; the
   * played match (b1) dated 1800000000, the imported 1700000000. */
  g_autoptr (GArray) losses = gamao_store_list_recent_losses (f->store, &q, 500, &error);
  g_assert_cmpuint (losses->len, ==, recent->len);
  for (guint i = 0; i < losses->len; i++)
    {
      const GamaoRecentDecision *a = &g_array_index (recent, GamaoRecentDecision, i);
      const GamaoRecentDecision *b = &g_array_index (losses, GamaoRecentDecision, i);
      g_assert_cmpint (a->kind, ==, b->kind);
      g_assert_cmpfloat (a->loss, ==, b->loss);
      g_assert_cmpint (a->when, ==, b->when);
      g_assert_cmpint (b->phase, ==, GAMAO_PHASE_CONTACT);
      g_assert_cmpint (b->when, ==, i == 0 ? 1800000000 : 1700000000);
    }
}

/* `gamao-cli mistakes ARGS…` on the fixture's history: its standard
 * output, and its exit status in `*status`. */
static char *
run_cli (Fixture *f, int *status, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *db = g_build_filename (f->dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) child = NULL;
  char *out = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (char *) g_getenv ("GAMAO_CLI"));
  g_ptr_array_add (argv, (char *) "mistakes");
  g_ptr_array_add (argv, (char *) "--db");
  g_ptr_array_add (argv, db);
  va_start (args, status);
  while ((arg = va_arg (args, const char *)))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  child = g_subprocess_newv ((const char *const *) argv->pdata,
                             G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                             &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  *status = g_subprocess_get_exit_status (child);
  return out;
}

/* The JSON rows: the keys the issue lists, in its order, one object per
 * row, each XGID one that reads back to the row's position. */
static void
test_cli (Fixture *f, gconstpointer data)
{
  int status;
  g_autofree char *json = run_cli (f, &status, "--player", "root", "--json", NULL);
  g_autoptr (GRegex) row = g_regex_new (
    "\\{\"xgid\": \"(XGID=[^\"]+)\", \"kind\": \"([a-z-]+)\", \"cost\": ([0-9.]+),"
    " \"phase\": \"([a-z-]+)\", \"match_id\": [0-9]+, \"game\": [0-9]+, \"move\": [0-9]+,"
    " \"date\": \"[0-9-]+\", \"opponent\": \"([^\"]*)\", \"note\": (null|\"[^\"]*\")\\}",
    0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  GString *seen = g_string_new (NULL);

  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (json, "["));
  g_regex_match (row, json, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *xgid = g_match_info_fetch (match, 1);
      g_autofree char *kind = g_match_info_fetch (match, 2);
      g_autofree char *phase = g_match_info_fetch (match, 4);
      g_autofree char *opponent = g_match_info_fetch (match, 5);
      GamaoBoard board;
      GamaoMatchState state;
      char why[256];

      g_assert_true (gamao_xgid_decode (xgid, &board, &state, why, sizeof why));
      g_string_append_printf (seen, "%s%s/%s/%s", seen->len ? " " : "", kind, phase, opponent);
      g_match_info_next (match, NULL);
    }
  g_autofree char *rows = g_string_free (seen, FALSE);
  /* root's, as the person in the imported match and as the computer. */
  g_assert_cmpstr (rows, ==,
                   "double/prime/gnubg checker/opening/gnubg checker/race/gnubg"
                   " no-double/back-game/gnubg checker/opening/gnubg");

  g_autofree char *in_race = run_cli (f, &status, "--player", "root", "--phase", "race", NULL);
  g_assert_cmpint (status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (g_strstrip (in_race), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_true (g_str_has_prefix (lines[0], "XGID="));
  g_autofree char *bad = run_cli (f, &status, "--kind", "blunder", NULL);
  g_assert_cmpint (status, ==, 2);
  g_autofree char *none = run_cli (f, &status, "--json", NULL);
  /* No names chosen (no settings here): the played match's pass alone. */
  g_assert_nonnull (strstr (none, "\"kind\": \"pass\""));
}

/* A history of every earlier version, opened, takes notes and drills. */
static void
test_migration_from_every_version (void)
{
  for (int version = 1; version < GAMAO_STORE_SCHEMA_VERSION; version++)
    {
      g_autofree char *dir = store_test_make_dir ();
      g_autofree char *path = g_build_filename (dir, "history.db", NULL);
      g_autoptr (GError) error = NULL;
      GamaoMistakeData m = { .match_id = 7, .game = 0, .seq = 3, .kind = GAMAO_MISTAKE_TAKE };
      GamaoDrillCard card = { 0, 1, 2.5, "2026-11-30" }, read;

      store_test_write_old_history (path, version);
      GamaoStore *store = gamao_store_open (path, &error);
      g_assert_no_error (error);
      g_assert_null (gamao_store_get_moved_aside (store));
      g_assert_true (gamao_store_set_decision_note (store, 7, 0, 3, "why", &error));
      g_autofree char *note = gamao_store_get_decision_note (store, 7, 0, 3, &error);
      g_assert_cmpstr (note, ==, "why");
      g_assert_true (gamao_store_save_drill_answer (store, &m, 1, 0, 0.3, &card, &error));
      g_assert_true (gamao_store_get_drill_card (store, &m, &read, &error));
      g_assert_no_error (error);
      g_assert_cmpint (gamao_store_mistakes_count (store, NULL, &error), ==, 0);
      g_assert_false (gamao_store_has_analysis (store, &error));
      g_assert_no_error (error);
      g_object_unref (store);
      store_test_remove_dir (dir);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/store-mistakes/library", Fixture, NULL, fixture_set_up, test_library,
              fixture_tear_down);
  g_test_add ("/store-mistakes/filters", Fixture, NULL, fixture_set_up, test_filters,
              fixture_tear_down);
  g_test_add ("/store-mistakes/pages-and-delete", Fixture, NULL, fixture_set_up,
              test_pages_and_delete, fixture_tear_down);
  g_test_add ("/store-mistakes/model", Fixture, NULL, fixture_set_up, test_model,
              fixture_tear_down);
  g_test_add ("/store-mistakes/notes", Fixture, NULL, fixture_set_up, test_notes,
              fixture_tear_down);
  g_test_add ("/store-mistakes/drill-order", Fixture, NULL, fixture_set_up, test_drill_order,
              fixture_tear_down);
  g_test_add ("/store-mistakes/recent-decisions", Fixture, NULL, fixture_set_up,
              test_recent_decisions, fixture_tear_down);
  g_test_add ("/store-mistakes/cli", Fixture, NULL, fixture_set_up, test_cli, fixture_tear_down);
  g_test_add_func ("/store-mistakes/migration-from-every-version",
                   test_migration_from_every_version);
  return g_test_run ();
}
