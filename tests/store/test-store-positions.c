/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Named positions (issue 28): saved with a name and a note, listed
 * newest first a page at a time and through the paged model, renamed,
 * their notes edited, deleted; an empty name and an impossible position
 * refused by the store; and migration 10 from every earlier version. */
#include "config.h"

#include "gamao-store-positions.h"
#include "store-test-util.h"

#include <string.h>

/* The start, player 1 on roll, 3-1 rolled, 5-point match at 2-1. */
#define OPENING "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:2:1:0:5:10"
/* A race, money, nothing rolled. */
#define RACE "XGID=-BBCCCB------------bcccbb-:0:0:1:00:0:0:0:0:10"

typedef struct
{
  char *dir;
  GamaoStore *store;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;

  f->dir = store_test_make_dir ();
  path = g_build_filename (f->dir, "history.db", NULL);
  f->store = gamao_store_open (path, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->store);
  store_test_remove_dir (f->dir);
  g_free (f->dir);
}

static const GamaoNamedPositionData *
data_at (GListModel *model, guint i, GamaoNamedPosition **keep)
{
  *keep = g_list_model_get_item (model, i);
  g_assert_nonnull (*keep);
  return gamao_named_position_get_data (*keep);
}

static void
test_save_and_list (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  gint64 a = gamao_store_save_position (f->store, "  Opening 31 ", NULL, OPENING, 100, &error);
  g_assert_no_error (error);
  gint64 b = gamao_store_save_position (f->store, "Race", "count it\n", RACE, 200, &error);
  g_assert_no_error (error);
  g_assert_cmpint (a, >, 0);
  g_assert_cmpint (b, >, a);
  g_assert_cmpint (gamao_store_positions_count (f->store, &error), ==, 2);

  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  g_assert_true (gamao_store_positions_page (f->store, 0, 10, rows, &error));
  g_assert_cmpuint (rows->len, ==, 2);
  /* Newest first, the name and the note trimmed, the XGID as given. */
  const GamaoNamedPositionData *first = gamao_named_position_get_data (rows->pdata[0]);
  const GamaoNamedPositionData *second = gamao_named_position_get_data (rows->pdata[1]);
  g_assert_cmpstr (first->name, ==, "Race");
  g_assert_cmpstr (first->note, ==, "count it");
  g_assert_cmpstr (first->xgid, ==, RACE);
  g_assert_cmpint (first->saved_at, ==, 200);
  g_assert_cmpstr (second->name, ==, "Opening 31");
  g_assert_cmpstr (second->note, ==, "");
  g_assert_cmpstr (second->xgid, ==, OPENING);

  /* A page past the first row. */
  g_ptr_array_set_size (rows, 0);
  g_assert_true (gamao_store_positions_page (f->store, 1, 10, rows, &error));
  g_assert_cmpuint (rows->len, ==, 1);
  g_assert_cmpint (gamao_named_position_get_data (rows->pdata[0])->id, ==, a);
}

static void
test_refused (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (gamao_store_save_position (f->store, " \t", NULL, OPENING, 1, &error), ==, 0);
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_DATA);
  g_clear_error (&error);
  /* Sixteen light checkers: 14 on the 6-point. */
  g_assert_cmpint (gamao_store_save_position (f->store, "Too many", NULL,
                                              "XGID=-b----N-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
                                              1, &error),
                   ==, 0);
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_DATA);
  g_clear_error (&error);
  g_assert_cmpint (gamao_store_save_position (f->store, "Nonsense", NULL, "XGID=bad", 1, &error),
                   ==, 0);
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_DATA);
  g_clear_error (&error);
  g_assert_cmpint (gamao_store_positions_count (f->store, &error), ==, 0);
}

static void
test_rename_note_delete (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  gint64 id = gamao_store_save_position (f->store, "Race", "old", RACE, 5, &error);

  g_assert_true (gamao_store_rename_position (f->store, id, " Bear-in ", &error));
  g_assert_true (gamao_store_set_position_note (f->store, id, "new note", &error));
  g_assert_no_error (error);
  g_autoptr (GamaoNamedPosition) row = gamao_store_get_position (f->store, id, &error);
  g_assert_cmpstr (gamao_named_position_get_data (row)->name, ==, "Bear-in");
  g_assert_cmpstr (gamao_named_position_get_data (row)->note, ==, "new note");
  g_assert_cmpstr (gamao_named_position_get_data (row)->xgid, ==, RACE);

  /* An empty name is refused and the old one kept. */
  g_assert_false (gamao_store_rename_position (f->store, id, "", &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_BAD_DATA);
  g_clear_error (&error);
  g_autoptr (GamaoNamedPosition) again = gamao_store_get_position (f->store, id, &error);
  g_assert_cmpstr (gamao_named_position_get_data (again)->name, ==, "Bear-in");

  g_assert_true (gamao_store_delete_position (f->store, id, &error));
  g_assert_false (gamao_store_delete_position (f->store, id, &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (gamao_store_rename_position (f->store, id, "x", &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (gamao_store_get_position (f->store, id, &error));
  g_assert_error (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_NOT_FOUND);
}

/* The list a window shows: more rows than a page, read again after a
 * change. */
static void
test_model (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoPagedList) model = gamao_store_positions_model (f->store);
  GListModel *list = G_LIST_MODEL (model);
  GamaoNamedPosition *keep;

  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
  for (int i = 0; i < 130; i++)
    {
      g_autofree char *name = g_strdup_printf ("Position %d", i);
      g_assert_cmpint (gamao_store_save_position (f->store, name, NULL, i % 2 ? RACE : OPENING,
                                                  1000 + i, &error),
                       >, 0);
    }
  gamao_paged_list_reload (model);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 130);
  g_assert_cmpstr (data_at (list, 0, &keep)->name, ==, "Position 129");
  g_object_unref (keep);
  g_assert_cmpstr (data_at (list, 129, &keep)->name, ==, "Position 0");
  g_object_unref (keep);
  /* Row 65 is the 65th saved (0 first): an even one, the opening. */
  g_assert_cmpstr (data_at (list, 65, &keep)->xgid, ==, OPENING);
  g_object_unref (keep);
  g_assert_null (gamao_paged_list_get_error (model));
}

/* `gamao-cli positions --db HISTORY ARGS…` (NULL-ended): its output,
 * its exit status in `*status`. */
static char *
positions_cli (Fixture *f, int *status, ...)
{
  g_autofree char *db = g_build_filename (f->dir, "history.db", NULL);
  g_autoptr (GStrvBuilder) argv = g_strv_builder_new ();
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  va_list args;

  g_strv_builder_add_many (argv, g_getenv ("GAMAO_CLI"), "positions", "--db", db, NULL);
  va_start (args, status);
  for (const char *arg; (arg = va_arg (args, const char *));)
    g_strv_builder_add (argv, arg);
  va_end (args);
  g_auto (GStrv) words = g_strv_builder_end (argv);
  g_autoptr (GSubprocess) child = g_subprocess_newv (
      (const char *const *) words,
      G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error));
  *status = g_subprocess_get_exit_status (child);
  return out;
}

/* From a terminal: kept, listed as XGIDs and as JSON, deleted; an
 * impossible position refused with status 2. */
static void
test_cli (Fixture *f, gconstpointer data)
{
  int status;
  g_autofree char *id = positions_cli (f, &status, "--save", "Race", "--note", "count", RACE, NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *other = positions_cli (f, &status, "--save", "Opening", OPENING, NULL);
  g_autofree char *ids = positions_cli (f, &status, "--ids", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (ids, ==, OPENING "\n" RACE "\n");
  g_autofree char *json = positions_cli (f, &status, "--json", NULL);
  g_assert_nonnull (strstr (json, "\"name\": \"Race\", \"note\": \"count\", \"xgid\": \"" RACE));
  g_autofree char *bad = positions_cli (f, &status, "--save", "Bad", "XGID=nonsense", NULL);
  g_assert_cmpint (status, ==, 2);
  g_autofree char *gone = positions_cli (f, &status, "--delete", g_strstrip (id), NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *again = positions_cli (f, &status, "--delete", id, NULL);
  g_assert_cmpint (status, ==, 2);
  g_autofree char *left = positions_cli (f, &status, "--ids", NULL);
  g_assert_cmpstr (left, ==, OPENING "\n");
}

/* A history of every earlier version, opened, keeps named positions
 * and its match. */
static void
test_migration_from_every_version (void)
{
  for (int version = 1; version < GAMAO_STORE_SCHEMA_VERSION; version++)
    {
      g_autofree char *dir = store_test_make_dir ();
      g_autofree char *path = g_build_filename (dir, "history.db", NULL);
      g_autoptr (GError) error = NULL;

      store_test_write_old_history (path, version);
      GamaoStore *store = gamao_store_open (path, &error);
      g_assert_no_error (error);
      g_assert_null (gamao_store_get_moved_aside (store));
      g_assert_cmpint (gamao_store_positions_count (store, &error), ==, 0);
      g_assert_cmpint (gamao_store_save_position (store, "Kept", "a note", RACE, 9, &error), >,
                       0);
      g_assert_no_error (error);
      g_assert_cmpint (gamao_store_positions_count (store, &error), ==, 1);
      g_autoptr (GamaoMatchSummary) match = gamao_store_get_summary (store, 7, &error);
      g_assert_no_error (error);
      g_assert_nonnull (match);
      g_object_unref (store);
      store_test_remove_dir (dir);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/store-positions/save-and-list", Fixture, NULL, fixture_set_up,
              test_save_and_list, fixture_tear_down);
  g_test_add ("/store-positions/refused", Fixture, NULL, fixture_set_up, test_refused,
              fixture_tear_down);
  g_test_add ("/store-positions/rename-note-delete", Fixture, NULL, fixture_set_up,
              test_rename_note_delete, fixture_tear_down);
  g_test_add ("/store-positions/model", Fixture, NULL, fixture_set_up, test_model,
              fixture_tear_down);
  g_test_add ("/store-positions/cli", Fixture, NULL, fixture_set_up, test_cli, fixture_tear_down);
  g_test_add_func ("/store-positions/migration-from-every-version",
                   test_migration_from_every_version);
  return g_test_run ();
}
