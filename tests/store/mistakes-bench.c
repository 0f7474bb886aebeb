/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Not a test: how long the mistakes library takes to open with 10,000
 * mistakes in the history (`meson test --benchmark mistakes`): the
 * count and the first page the list view reads, for the whole library,
 * a phase filter (the phase is worked out per row) and the order by
 * date; and the habits' 500 decisions. Prints CPU and wall seconds;
 * asserts nothing about them. */
#include "config.h"

#include "gamao-store-mistakes.h"
#include "mistakes-test-util.h"
#include "store-test-util.h"

#include <glib.h>
#include <time.h>

#define WANTED 10000

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
  g_autoptr (GError) error = NULL;
  guint n_mistakes, n_matches;

  GamaoStore *store = gamao_store_open (path, &error);
  g_assert_no_error (error);
  n_mistakes = mistakes_test_fill_many (store, file, WANTED, &n_matches);
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
  /* As many as the library's progress reads (GAMAO_PROGRESS_DECISIONS). */
  cpu = clock ();
  g_autoptr (GArray) progress = gamao_store_list_recent_losses (store, &all, 5000, &error);
  g_print ("%-28s %6u rows: %.3f s CPU\n", "the progress's decisions", progress->len,
           (double) (clock () - cpu) / CLOCKS_PER_SEC);
  g_object_unref (store);
  store_test_remove_dir (dir);
  return 0;
}
