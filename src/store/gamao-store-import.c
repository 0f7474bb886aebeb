/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Files brought to the app (given on its command line, dropped on a
 * window) imported into the history in one go, with one line to say how
 * it went. */
#define G_LOG_DOMAIN "gamao-store"

#include "config.h"

#include "gamao-store-private.h"

#include <glib/gi18n.h>

guint
gamao_store_import_files (GamaoStore *self, GFile *const *files, guint n_files,
                          GPtrArray *failures)
{
  return gamao_store_import_files_cancellable (self, files, n_files, failures, NULL, NULL);
}

/* SQLite calls it every few thousand steps of a statement: a Stop
 * interrupts the file being imported, whose transaction is rolled back. */
static int
check_stop (void *cancellable)
{
  return g_cancellable_is_cancelled (cancellable);
}

guint
gamao_store_import_files_cancellable (GamaoStore *self, GFile *const *files, guint n_files,
                                      GPtrArray *failures, GCancellable *cancellable,
                                      guint *n_done)
{
  guint imported = 0;

  g_return_val_if_fail (GAMAO_IS_STORE (self), 0);
  if (cancellable)
    sqlite3_progress_handler (self->db, 4096, check_stop, cancellable);
  for (guint i = 0; i < n_files && !g_cancellable_is_cancelled (cancellable); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *name = g_file_get_basename (files[i]);
      gsize length;

      if (g_file_load_contents (files[i], cancellable, &text, &length, NULL, &error)
          && gamao_store_import (self, text, length, &error) > 0)
        imported++;
      else if (!g_cancellable_is_cancelled (cancellable))
        g_ptr_array_add (failures, g_strdup_printf ("%s: %s", name, error->message));
      if (n_done)
        g_atomic_int_set (n_done, i + 1);
    }
  sqlite3_progress_handler (self->db, 0, NULL, NULL);
  return imported;
}

char *
gamao_store_import_summary (guint imported, const GPtrArray *failures)
{
  g_autofree char *done = NULL;

  if (failures->len == 0)
    return g_strdup_printf (ngettext ("%u match imported", "%u matches imported", imported),
                            imported);
  if (imported == 0 && failures->len == 1)
    return g_strdup (g_ptr_array_index (failures, 0));
  done = g_strdup_printf (ngettext ("%u match imported", "%u matches imported", imported),
                          imported);
  /* Translators: "2 matches imported", how many files were refused, and the
     first refusal ("game.mat: Line 12: …"). */
  return g_strdup_printf (ngettext ("%s, %u file refused: %s", "%s, %u files refused: %s",
                                    failures->len),
                          done, failures->len, (const char *) g_ptr_array_index (failures, 0));
}
