/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "store-test-util.h"

#include "gamao-store-private.h"

#include <glib/gstdio.h>
#include <string.h>

char *
store_test_make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("gamao-store-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
store_test_remove_dir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing && (name = g_dir_read_name (listing)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

static gboolean
same_action (const GamaoAction *a, const GamaoAction *b)
{
  if (a->kind != b->kind || a->player != b->player || a->dice[0] != b->dice[0]
      || a->dice[1] != b->dice[1] || a->value != b->value || a->result != b->result)
    return FALSE;
  if (a->kind != GAMAO_ACTION_PLAY)
    return TRUE;
  return a->n_steps == b->n_steps
         && memcmp (a->steps, b->steps, a->n_steps * sizeof a->steps[0]) == 0
         && gamao_board_equal (&a->after, &b->after);
}

static gboolean
game_is_prefix (const GamaoGameRecord *part, const GamaoGameRecord *whole, gboolean last)
{
  if (part->score[0] != whole->score[0] || part->score[1] != whole->score[1]
      || part->crawford != whole->crawford)
    return FALSE;
  if (part->opening[0] != whole->opening[0] || part->opening[1] != whole->opening[1])
    if (!last || part->opening[0] != 0 || part->n_actions != 0)
      return FALSE;
  if (part->n_actions > whole->n_actions || (!last && part->n_actions != whole->n_actions))
    return FALSE;
  for (size_t i = 0; i < part->n_actions; i++)
    if (!same_action (&part->actions[i], &whole->actions[i]))
      return FALSE;
  return TRUE;
}

gboolean
store_test_record_is_prefix (const GamaoMatchRecord *part, const GamaoMatchRecord *whole)
{
  if (part->length != whole->length || part->rules != whole->rules
      || part->n_games > whole->n_games || g_strcmp0 (part->names[0], whole->names[0]) != 0
      || g_strcmp0 (part->names[1], whole->names[1]) != 0)
    return FALSE;
  for (size_t g = 0; g < part->n_games; g++)
    if (!game_is_prefix (part->games[g], whole->games[g], g + 1 == part->n_games))
      return FALSE;
  return TRUE;
}

void
store_test_write_old_history (const char *path, int version)
{
  g_autoptr (GError) error = NULL;
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
}
