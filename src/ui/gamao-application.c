/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-application"

#include "config.h"

#include "gamao-application.h"

#include <glib/gi18n.h>

#include "gamao-history-keeper.h"
#include "gamao-preferences-window.h"
#include "gamao-settings-place.h"
#if GAMAO_WITH_SCENES
#include "gamao-scenes.h"
#endif
#include "gamao-startup-probe.h"
#include "gamao-window.h"

struct _GamaoApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (GamaoApplication, gamao_application, ADW_TYPE_APPLICATION)

/* Kept in a key file for want of the desktop's settings service: said
 * once, the first time (see gamao-settings-place.h). */
static void
tell_where_settings_are (GamaoWindow *window)
{
  static gboolean told;
  g_autofree char *why = NULL;

  if (told || !gamao_settings_place_should_tell ())
    return;
  told = TRUE;
  why = gamao_settings_place_dup_why ();
  gamao_window_toast_details (window, _("Preferences are kept in a file of their own"),
                              _("Preferences"), why);
}

static void
gamao_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window)
    {
      gtk_window_present (window);
      return;
    }
  window = GTK_WINDOW (gamao_window_new (GTK_APPLICATION (app)));
  gamao_startup_probe_attach (window);
#if GAMAO_WITH_SCENES
  /* The screenshot script sets up a match in a given state. */
  const char *scene = g_getenv ("GAMAO_SCENE");

  if (scene && *scene)
    {
      gtk_window_present (window);
      gamao_scenes_setup (GAMAO_WINDOW (window), scene);
      return;
    }
#endif
  /* Before the window is shown: the empty page's words depend on the
   * history's size, and set after they would be measured and laid out
   * twice before the first frame. */
  gamao_window_open_history_in_background (GAMAO_WINDOW (window));
  gtk_window_present (window);
  tell_where_settings_are (GAMAO_WINDOW (window));
}

/* Match files from the command line or a file manager's "Open with":
 * into the history of the window, in one go. */
static void
gamao_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  GtkWindow *window;

  g_application_activate (app);
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (GAMAO_IS_WINDOW (window))
    gamao_history_keeper_import_files (gamao_window_get_history_keeper (GAMAO_WINDOW (window)), files,
                                       (guint) n_files);
}

static void
about_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  static const char *developers[] = { "The Gamão developers", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  /* Translators: your names, one per line. */
  const char *translators = _("translator-credits");

  /* Untranslated, the placeholder is nobody's name. */
  if (g_str_equal (translators, "translator-credits"))
    translators = NULL;

  adw_show_about_window (window, "application-name", _("Gamão"), "application-icon", APP_ID,
                         "developer-name", _("The Gamão developers"), "version",
                         PACKAGE_VERSION, "website", "https://github.com/gamao/gamao",
                         "issue-url", "https://github.com/gamao/gamao/issues", "developers",
                         developers, "comments",
                         _("Backgammon for two players at one desk: matches and sessions with "
                           "the doubling cube, the Crawford rule, gammons and backgammons."),
                         "translator-credits", translators, "license-type",
                         GTK_LICENSE_GPL_3_0, NULL);
}

static void
preferences_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (GTK_WINDOW (gamao_preferences_window_new (window)));
}

static void
quit_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  /* Closing the game window saves its size; the active window may be
   * the history or the statistics, so every window is closed. */
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
  g_application_quit (G_APPLICATION (user_data));
}

static const GActionEntry app_actions[] = {
  { "about", about_action, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_action, NULL, NULL, NULL, { 0 } },
  { "quit", quit_action, NULL, NULL, NULL, { 0 } },
};

static void
gamao_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *sheet_accels[] = { "<Control>h", NULL };
  static const char *rules_accels[] = { "F1", NULL };
  /* GtkApplication's own, when it builds the shortcuts window itself. */
  static const char *shortcuts_accels[] = { "<Control>question", NULL };

  G_APPLICATION_CLASS (gamao_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences",
                                         preferences_accels);
  /* Shown in the menu; the window's own key bindings do the work. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.score-sheet",
                                         sheet_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.rules", rules_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay",
                                         shortcuts_accels);
}

static void
gamao_application_class_init (GamaoApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = gamao_application_activate;
  app_class->open = gamao_application_open;
  app_class->startup = gamao_application_startup;
}

static void
gamao_application_init (GamaoApplication *self)
{
}

GamaoApplication *
gamao_application_new (void)
{
  return g_object_new (GAMAO_TYPE_APPLICATION, "application-id", APP_ID, "flags",
                       G_APPLICATION_HANDLES_OPEN, "resource-base-path", "/io/github/gamao/Gamao",
                       NULL);
}
