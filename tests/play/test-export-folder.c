/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where an export's file chooser opens: the documents folder first,
 * then the folder last exported to, while it exists. */
#include "config.h"

#include <glib/gstdio.h>

#include "gamao-export-folder.h"

static void
assert_folder (GSettings *settings, const char *expected)
{
  g_autoptr (GFile) folder = gamao_export_folder_get (settings);
  g_autofree char *path = g_file_get_path (folder);

  g_assert_cmpstr (path, ==, expected);
}

static void
test_documents_then_last (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("gamao-export-XXXXXX", &error);
  g_autofree char *inside = NULL;
  g_autoptr (GFile) file = NULL;
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  g_assert_no_error (error);
  g_settings_reset (settings, "export-folder");
  if (documents && g_file_test (documents, G_FILE_TEST_IS_DIR))
    assert_folder (settings, documents);
  else
    assert_folder (settings, g_get_home_dir ());

  /* An export into tmp: the next one starts there. */
  inside = g_build_filename (tmp, "ana-bruno-7pt.mat", NULL);
  file = g_file_new_for_path (inside);
  gamao_export_folder_remember (settings, file);
  assert_folder (settings, tmp);

  /* The folder is gone: back to the documents (or home) folder. */
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
  if (documents && g_file_test (documents, G_FILE_TEST_IS_DIR))
    assert_folder (settings, documents);
  else
    assert_folder (settings, g_get_home_dir ());
  g_settings_reset (settings, "export-folder");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/export-folder/documents-then-last", test_documents_then_last);
  return g_test_run ();
}
