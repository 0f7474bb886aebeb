/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Not a test: how long the mistakes library takes to open with 10,000
 * mistakes in the history (`meson test --benchmark mistakes`): the
 * count and the first page the list view reads, for the whole library,
 * a phase filter (the phase is worked out per row) and the order by
 * date; and the habits' 500 decisions. Prints CPU and wall seconds;
 * asserts nothing about them. */
#include "config.h"

#include "gamao-store-analysis.h"
#include "gamao-store-mistakes.h"
#include "gamao-store-private.h"
#include "store-test-util.h"

#include <glib.h>
#include <time.h>

#define WANTED 10000

/* Every play of seat 0 in the match, a mistake of a cost that varies. */
static guint
save_mistakes (GamaoStore *store, gint64 id, const GamaoMatchRecord *record, guint salt)
{
  g_autoptr (GArray) decisions = g_array_new (FALSE, TRUE, sizeof (GamaoDecision));
  GamaoAnalysis a = { .plies = 2, .length = record->length };
  g_autoptr (GError) error = NULL;

  for (guint g = 0; g < record->n_games; g++)
    for (gsize i = 0; i < record->games[g]->n_actions; i++)
      {
        const GamaoAction *action = &record->games[g]->actions[i];
        float loss = 0.05f + 0.01f * (float) ((i * 7 + salt) % 30);
        GamaoDecision d = { .kind = GAMAO_DECISION_CHECKER, .game = g, .action = i,
                            .player = 0, .equity_loss = loss,
                            .mark = gamao_mark_of_loss (loss), .counted = true,
                            .n_plays = 2 };

        if (action->kind != GAMAO_ACTION_PLAY || action->player != 0)
          continue;
        gamao_board_init_start (&d.before);
        d.dice[0] = action->dice[0];
        d.dice[1] = action->dice[1];
        g_array_append_val (decisions, d);
      }
  a.decisions = (GamaoDecision *) decisions->data;
  a.n_decisions = decisions->len;
  a.players[0].rating = a.players[1].rating = "Expert";
  g_assert_true (gamao_store_save_analysis (store, id, &a, "bench", &error));
  return decisions->len;
}

static void
measure (GamaoStore *store, const char *what, const GamaoMistakeQuery *query)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  clock_t cpu = clock ();
  gint64 wall = g_get_monotonic_time ();
  gint64 n = gamao_store_mistakes_count (store, query, &error);

  g_assert_true (gamao_store_mistakes_page (store, query, 0, 64, rows, &error));
  g_print ("%-28s %6" G_GINT64_FORMAT " rows: count and first page %.3f s CPU, %.3f s wall\n",
           what, n, (double) (clock () - cpu) / CLOCKS_PER_SEC,
           (g_get_monotonic_time () - wall) / 1e6);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autofree char *file = g_build_filename (SOURCE_DIR, "tests", "matfile", "gnubg-5-point.mat",
                                            NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  const char *levels[2] = { NULL, "4" };
  guint n_mistakes = 0, n_matches = 0;
  gsize length;

  g_assert_true (g_file_get_contents (file, &text, &length, NULL));
  GamaoStore *store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  /* Made for measuring, not kept: no disk sync per analysis. */
  sqlite3_exec (store->db, "PRAGMA synchronous = OFF", NULL, NULL, NULL);
  gint64 first = gamao_store_import (store, text, length, &error);
  GamaoMatchRecord *record = gamao_store_load (store, first, &error);
  g_assert_no_error (error);
  while (n_mistakes < WANTED)
    {
      gint64 id = gamao_store_add_match_whole (store, record, levels, GAMAO_STORE_ORIGIN_PLAYED,
                                               &error);
      g_assert_no_error (error);
      n_mistakes += save_mistakes (store, id, record, n_matches++);
    }
  gamao_match_record_unref (record);
  g_object_unref (store);
  g_print ("%u mistakes in %u matches\n", n_mistakes, n_matches);

  store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  GamaoMistakeQuery all = { 0 };
  GamaoMistakeQuery race = { .phases = 1u << GAMAO_PHASE_OPENING };
  GamaoMistakeQuery by_date = { .sort = GAMAO_MISTAKES_BY_DATE };
  GamaoMistakeQuery bad = { .min_mark = GAMAO_MARK_BAD, .kinds = 1u << GAMAO_MISTAKE_CHECKER };
  measure (store, "the library, by cost", &all);
  measure (store, "the library, by cost again", &all);
  measure (store, "opening only (phase filter)", &race);
  measure (store, "by date", &by_date);
  measure (store, "bad checker plays", &bad);
  clock_t cpu = clock ();
  g_autoptr (GArray) recent = gamao_store_list_recent_decisions (store, &all, 500, &error);
  g_print ("%-28s %6u rows: %.3f s CPU\n", "the habits' decisions", recent->len,
           (double) (clock () - cpu) / CLOCKS_PER_SEC);
  g_object_unref (store);
  store_test_remove_dir (dir);
  return 0;
}
