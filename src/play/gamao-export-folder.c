/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-export-folder"

#include "config.h"

#include "gamao-export-folder.h"

static gboolean
is_folder (const char *path)
{
  return path && *path && g_file_test (path, G_FILE_TEST_IS_DIR);
}

GFile *
gamao_export_folder_get (GSettings *settings)
{
  g_autofree char *last = NULL;
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  last = g_settings_get_string (settings, "export-folder");
  if (is_folder (last))
    return g_file_new_for_path (last);
  /* A folder gone since (a removed drive): the documents folder again. */
  if (is_folder (documents))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

void
gamao_export_folder_remember (GSettings *settings, GFile *file)
{
  g_autoptr (GFile) parent = NULL;
  g_autofree char *path = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (G_IS_FILE (file));

  parent = g_file_get_parent (file);
  path = parent ? g_file_get_path (parent) : NULL;
  /* A place with no local path (a portal's document) is not a folder
   * to open next time. */
  if (path)
    g_settings_set_string (settings, "export-folder", path);
}
