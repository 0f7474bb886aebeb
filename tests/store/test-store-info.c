/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where and when an imported match was played: a .mat file's Event, Site
 * and EventDate and an .sgf file's EV, PC and DT are kept in the history
 * (the match dated the day it was played, not the day it was read), and
 * written again by both exports; histories of every earlier version are
 * migrated to hold them. */
#include "config.h"

#include "gamao-store.h"
#include "store-test-util.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

static const char dated_mat[] =
  "; [Site \"Lisboa\"]\n"
  "; [Event \"Clube do Gamão, 3.ª jornada\"]\n"
  "; [EventDate \"2009.01.15\"]\n"
  "\n 1 point match\n\n Game 1\n"
  " Ana : 0                        Bia : 0\n"
  "  1) 31: 8/5 6/5                  42: 8/4 6/4\n"
  "  2)  Doubles => 2                 Drops\n"
  "      Wins 1 point\n";

/* As gnubg writes it, with the day in DT. */
static const char dated_sgf[] =
  "(;FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]MI[length:3][game:0][ws:0][bs:0]"
  "PW[Ana]PB[Bia]RU[Crawford]EV[Torneio de Inverno]PC[Porto]DT[2010-03-07]RE[B+2R]\n"
  ";B[31qtst]\n"
  ";PL[W]DI[42])\n"
  "(;FF[4]GM[6]CA[UTF-8]MI[length:3][game:1][ws:0][bs:2]PW[Ana]PB[Bia]"
  "RU[Crawford:CrawfordGame]EV[Torneio de Inverno]PC[Porto]DT[2010-03-07]RE[B+1R]\n"
  ";W[31hefe])\n";

typedef struct
{
  const char *event, *place, *date;
} Info;

static gint64
noon_utc (const char *date)
{
  g_autoptr (GDateTime) t
    = g_date_time_new_utc (atoi (date), atoi (date + 5), atoi (date + 8), 12, 0, 0);

  return g_date_time_to_unix (t);
}

static void
assert_info (GamaoStore *store, gint64 id, const Info *want)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatchSummary) summary = gamao_store_get_summary (store, id, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (gamao_match_summary_get_info (summary, GAMAO_INFO_EVENT), ==, want->event);
  g_assert_cmpstr (gamao_match_summary_get_info (summary, GAMAO_INFO_PLACE), ==, want->place);
  g_assert_cmpstr (gamao_match_summary_get_info (summary, GAMAO_INFO_DATE), ==, want->date);
  g_assert_cmpint (gamao_match_summary_get_created (summary), ==, noon_utc (want->date));
  g_assert_cmpint (gamao_match_summary_get_finished (summary), ==, noon_utc (want->date));
  g_autofree char *both = gamao_match_summary_dup_event_place (summary);
  g_assert_nonnull (strstr (both, want->event));
  g_assert_nonnull (strstr (both, want->place));
}

static gint64
import (GamaoStore *store, const char *text)
{
  g_autoptr (GError) error = NULL;
  gint64 id = gamao_store_import (store, text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

/* Imported, kept, shown and written again in both formats, and what is
 * written imports to the same again. */
static void
check_round_trip (GamaoStore *store, const char *text, const Info *want)
{
  gint64 id = import (store, text);
  g_autofree char *date_mat = g_strdelimit (g_strdup (want->date), "-", '.');

  assert_info (store, id, want);
  for (int format = 0; format < 2; format++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *out = gamao_store_export_as (
        store, id, format ? GAMAO_MATCH_FILE_SGF : GAMAO_MATCH_FILE_MAT, &error);
      g_autofree char *event = NULL, *place = NULL, *date = NULL;

      g_assert_no_error (error);
      if (format)
        {
          event = g_strdup_printf ("EV[%s]", want->event);
          place = g_strdup_printf ("PC[%s]", want->place);
          date = g_strdup_printf ("DT[%s]", want->date);
        }
      else
        {
          event = g_strdup_printf ("; [Event \"%s\"]\n", want->event);
          place = g_strdup_printf ("; [Site \"%s\"]\n", want->place);
          date = g_strdup_printf ("; [EventDate \"%s\"]\n", date_mat);
        }
      g_test_message ("%s", out);
      g_assert_nonnull (strstr (out, event));
      g_assert_nonnull (strstr (out, place));
      g_assert_nonnull (strstr (out, date));
      assert_info (store, import (store, out), want);
    }
}

static void
test_round_trip (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
  static const Info mat = { "Clube do Gamão, 3.ª jornada", "Lisboa", "2009-01-15" };
  static const Info sgf = { "Torneio de Inverno", "Porto", "2010-03-07" };

  g_assert_no_error (error);
  check_round_trip (store, dated_mat, &mat);
  check_round_trip (store, dated_sgf, &sgf);

  /* A file with none of them: dated when it was read, and nothing shown. */
  const char *plain = strstr (dated_mat, " 1 point match");
  gint64 before = g_get_real_time () / G_USEC_PER_SEC;
  gint64 id = import (store, plain);
  g_autoptr (GamaoMatchSummary) summary = gamao_store_get_summary (store, id, &error);
  g_assert_null (gamao_match_summary_get_info (summary, GAMAO_INFO_DATE));
  g_assert_null (gamao_match_summary_dup_event_place (summary));
  g_assert_cmpint (gamao_match_summary_get_created (summary), >=, before);
  g_clear_object (&store);
  store_test_remove_dir (dir);
}

/* A date that is no date is not kept (nor used as the match's time). */
static void
test_bad_dates (void)
{
  static const char *const bad[] = { "2009.13.01", "2009.02.29", "15.01.2009", "2009.1.15",
                                     "2009-01.15", "soon" };
  static const char *const good[][2] = { { "2008.02.29", "2008-02-29" },
                                         { "2009/01/15", "2009-01-15" },
                                         { "2009-01-15 10:00", "2009-01-15" } };
  GamaoMatchRecord *record = gamao_match_record_new (1, "Ana", "Bia", 0);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (gamao_match_record_set_info (record, GAMAO_INFO_DATE, bad[i]));
      g_assert_null (record->info[GAMAO_INFO_DATE]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_assert_true (gamao_match_record_set_info (record, GAMAO_INFO_DATE, good[i][0]));
      g_assert_cmpstr (record->info[GAMAO_INFO_DATE], ==, good[i][1]);
    }
  gamao_match_record_unref (record);
}

/* A history of each earlier version, with a match in it: migrated, the
 * match has no event, place or day, and dated imports are kept. */
static void
test_migration_from_every_version (void)
{
  static const Info mat = { "Clube do Gamão, 3.ª jornada", "Lisboa", "2009-01-15" };

  for (int version = 1; version < GAMAO_STORE_SCHEMA_VERSION; version++)
    {
      g_autofree char *dir = store_test_make_dir ();
      g_autofree char *path = g_build_filename (dir, "history.db", NULL);
      g_autoptr (GError) error = NULL;

      g_test_message ("from version %d", version);
      store_test_write_old_history (path, version);

      g_autoptr (GamaoStore) store = gamao_store_open (path, &error);
      g_assert_no_error (error);
      g_autoptr (GamaoMatchSummary) old = gamao_store_get_summary (store, 7, &error);
      g_assert_no_error (error);
      g_assert_cmpint (gamao_match_summary_get_created (old), ==, 1700000000);
      for (int i = 0; i < GAMAO_N_INFO; i++)
        g_assert_null (gamao_match_summary_get_info (old, (GamaoMatchInfo) i));
      assert_info (store, import (store, dated_mat), &mat);
      g_clear_object (&store);
      store_test_remove_dir (dir);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store-info/round-trip", test_round_trip);
  g_test_add_func ("/store-info/bad-dates", test_bad_dates);
  g_test_add_func ("/store-info/migration-from-every-version", test_migration_from_every_version);
  return g_test_run ();
}
