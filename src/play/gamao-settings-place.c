/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-settings-place"

#include "config.h"

#include "gamao-settings-place.h"

#include <glib/gi18n.h>

static GamaoSettingsPlace chosen;
static gboolean file_was_there;

GamaoSettingsPlace
gamao_settings_place_decide (const char *backend_asked, gboolean session_bus)
{
  if (backend_asked && *backend_asked)
    return GAMAO_SETTINGS_PLACE_DEFAULT;
  return session_bus ? GAMAO_SETTINGS_PLACE_DEFAULT : GAMAO_SETTINGS_PLACE_FILE;
}

/* Whether the session bus answers: dconf's service is reached there.
 * The connection made is the one GApplication goes on to use. */
static gboolean
session_bus_answers (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);

  if (!bus)
    g_debug ("No session bus, the settings go in a key file: %s", error->message);
  return bus != NULL;
}

char *
gamao_settings_place_dup_file (void)
{
  /* Where GLib's keyfile backend keeps them by default. */
  return g_build_filename (g_get_user_config_dir (), "glib-2.0", "settings", "keyfile", NULL);
}

GamaoSettingsPlace
gamao_settings_place_choose (void)
{
  static gsize done;

  if (g_once_init_enter (&done))
    {
      const char *asked = g_getenv ("GSETTINGS_BACKEND");

      chosen = gamao_settings_place_decide (asked, asked && *asked ? TRUE : session_bus_answers ());
      if (chosen == GAMAO_SETTINGS_PLACE_FILE)
        {
          g_autofree char *file = gamao_settings_place_dup_file ();

          file_was_there = g_file_test (file, G_FILE_TEST_EXISTS);
          g_setenv ("GSETTINGS_BACKEND", "keyfile", TRUE);
        }
      g_once_init_leave (&done, 1);
    }
  return chosen;
}

gboolean
gamao_settings_place_should_tell (void)
{
  return chosen == GAMAO_SETTINGS_PLACE_FILE && !file_was_there;
}

char *
gamao_settings_place_dup_why (void)
{
  g_autofree char *file = gamao_settings_place_dup_file ();

  /* Translators: %s is a file's path. */
  return g_strdup_printf (_("The desktop’s settings service cannot be reached (there is no "
                            "session bus), so the preferences could not be saved there. Gamão "
                            "keeps them in %s instead, from one start to the next."),
                          file);
}
