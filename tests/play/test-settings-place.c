/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the settings are kept: with no session bus (dconf would drop
 * every change), in a key file that keeps them, said once. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gamao-settings-place.h"

static void
test_rule (void)
{
  /* What the environment asks for is obeyed (the tests' "memory"). */
  g_assert_cmpint (gamao_settings_place_decide ("memory", FALSE), ==,
                   GAMAO_SETTINGS_PLACE_DEFAULT);
  g_assert_cmpint (gamao_settings_place_decide ("dconf", TRUE), ==, GAMAO_SETTINGS_PLACE_DEFAULT);
  /* Otherwise the desktop's settings, when their service can be reached. */
  g_assert_cmpint (gamao_settings_place_decide (NULL, TRUE), ==, GAMAO_SETTINGS_PLACE_DEFAULT);
  g_assert_cmpint (gamao_settings_place_decide ("", TRUE), ==, GAMAO_SETTINGS_PLACE_DEFAULT);
  g_assert_cmpint (gamao_settings_place_decide (NULL, FALSE), ==, GAMAO_SETTINGS_PLACE_FILE);
  g_assert_cmpint (gamao_settings_place_decide ("", FALSE), ==, GAMAO_SETTINGS_PLACE_FILE);
}

/* A start of the program with no session bus, in the subprocess: a
 * setting changed is read back by a new GSettings and is in the file. */
static void
start_without_bus (const char *config, gboolean told)
{
  g_unsetenv ("GSETTINGS_BACKEND");
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/gamao-test-bus", TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_assert_cmpint (gamao_settings_place_choose (), ==, GAMAO_SETTINGS_PLACE_FILE);
  g_assert_cmpstr (g_getenv ("GSETTINGS_BACKEND"), ==, "keyfile");

  g_autofree char *why = gamao_settings_place_dup_why ();
  g_autofree char *file = gamao_settings_place_dup_file ();
  g_assert_true (g_str_has_prefix (file, config));
  g_assert_nonnull (strstr (why, file));
  g_assert_true (gamao_settings_place_should_tell () == told);

  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  int length = g_settings_get_int (settings, "match-length");
  g_assert_true (g_settings_set_int (settings, "match-length", (length + 2) % 26));
  g_settings_sync ();
  g_autoptr (GSettings) again = g_settings_new (APP_ID);
  g_assert_cmpint (g_settings_get_int (again, "match-length"), ==, (length + 2) % 26);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  g_autofree char *line = g_strdup_printf ("match-length=%d", (length + 2) % 26);
  g_assert_nonnull (strstr (text, line));
}

static void
test_no_bus (void)
{
  g_autofree char *config = NULL;

  if (g_test_subprocess ())
    {
      start_without_bus (g_getenv ("GAMAO_TEST_CONFIG"), g_getenv ("GAMAO_TEST_TOLD") != NULL);
      return;
    }
  config = g_dir_make_tmp ("gamao-settings-XXXXXX", NULL);
  g_assert_nonnull (config);
  g_setenv ("GAMAO_TEST_CONFIG", config, TRUE);
  /* The first start says where they are; the next finds them there, as
   * they were left, and says nothing. */
  g_setenv ("GAMAO_TEST_TOLD", "1", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unsetenv ("GAMAO_TEST_TOLD");
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  g_autofree char *file = g_build_filename (config, "glib-2.0", "settings", "keyfile", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "match-length="));
  g_remove (file);
  g_autofree char *settings_dir = g_path_get_dirname (file);
  g_autofree char *glib_dir = g_path_get_dirname (settings_dir);
  g_rmdir (settings_dir);
  g_rmdir (glib_dir);
  g_rmdir (config);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings-place/rule", test_rule);
  g_test_add_func ("/settings-place/no-bus", test_no_bus);
  return g_test_run ();
}
