/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gamao-application.h"
#include "gamao-build-tree.h"
#include "gamao-settings-place.h"

#include <gio/gio.h>

/* GSettings aborts the program on a schema it cannot find; say instead,
 * in one line, how to run an uninstalled build or what is missing. */
static gboolean
settings_schema_found (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  const char *tree;

  if (source)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema)
    return TRUE;
  tree = gamao_build_tree ();
  if (tree)
    g_printerr (_("Gamão is not installed: run it as “meson devenv -C %s gamao”, which finds "
                  "the build’s settings schema, translations and weights\n"),
                tree);
  else
    g_printerr (_("Gamão’s settings schema %s is not installed: reinstall Gamão, or point "
                  "GSETTINGS_SCHEMA_DIR at the folder holding its compiled schema\n"),
                APP_ID);
  return FALSE;
}

int
main (int argc, char *argv[])
{
  g_autoptr (GamaoApplication) app = NULL;
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* GAMAO_LOCALEDIR points at the catalogues of a build tree, for the
   * screenshot script and for trying a translation before installing. */
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* Before any GSettings: without a session bus they go in a key file. */
  gamao_settings_place_choose ();
  if (!settings_schema_found ())
    return 1;
  app = gamao_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
