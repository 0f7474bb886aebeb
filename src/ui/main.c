/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "gamao-application.h"

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

  app = gamao_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
