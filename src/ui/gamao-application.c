/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-application"

#include "config.h"

#include "gamao-application.h"

#include <glib/gi18n.h>

#include "gamao-history-session.h"
#include "gamao-store.h"
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

  GamaoHistorySession *history; /* every window's matches, opened once */
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
  gamao_window_set_history (GAMAO_WINDOW (window), GAMAO_APPLICATION (app)->history);
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
 * into the history in one go, whichever window is in front. */
static void
gamao_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  g_application_activate (app);
  gamao_history_session_import_files (GAMAO_APPLICATION (app)->history, files, (guint) n_files);
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
                         _("Backgammon against the computer, from Beginner to World Class, or "
                           "for two people at one desk: matches and sessions with the doubling "
                           "cube, hints and a tutor, every match kept in a history with its "
                           "analysis, and a rules book with diagrams you can play on."),
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

/* The history this instance keeps, as a second instance compares it. */
static char *
history_path (void)
{
  g_autofree char *path = gamao_store_default_path ();

  return g_canonicalize_filename (path, NULL);
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
  static const char *sheet_accels[] = { "<Control><Shift>s", NULL };
  static const char *history_accels[] = { "<Control>h", NULL };
  static const char *rules_accels[] = { "F1", NULL };
  /* GtkApplication's own, when it builds the shortcuts window itself. */
  static const char *shortcuts_accels[] = { "<Control>question", NULL };

  G_APPLICATION_CLASS (gamao_application_parent_class)->startup (app);

  /* Only the primary instance opens the history; a second one reads
   * which history it is from the action's state. */
  g_autofree char *path = history_path ();
  g_autoptr (GSimpleAction) history_action
    = g_simple_action_new_stateful ("history-path", NULL, g_variant_new_string (path));
  g_simple_action_set_enabled (history_action, FALSE);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (history_action));
  GAMAO_APPLICATION (app)->history = gamao_history_session_new (path);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences",
                                         preferences_accels);
  /* Shown in the menu; the window's own key bindings do the work. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.score-sheet",
                                         sheet_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.history", history_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.rules", rules_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay",
                                         shortcuts_accels);
}

/* --db names the history, as GAMAO_DB does (and as gamao-cli's --db). A
 * second instance hands its files to the first one, which has a history
 * of its own: with another history named, it says so and exits 1 rather
 * than putting the files or the window in the wrong one. */
static int
gamao_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  const char *db = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) state = NULL;
  g_autofree char *path = NULL;
  g_autofree char *theirs = NULL;

  if (g_variant_dict_lookup (options, "db", "^&ay", &db))
    {
      g_autofree char *absolute = g_canonicalize_filename (db, NULL);
      g_setenv ("GAMAO_DB", absolute, TRUE);
    }
  if (!g_application_register (app, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (!g_application_get_is_remote (app)
      || !(state = g_action_group_get_action_state (G_ACTION_GROUP (app), "history-path")))
    return -1;
  path = history_path ();
  theirs = g_canonicalize_filename (g_variant_get_string (state, NULL), NULL);
  if (g_str_equal (path, theirs))
    return -1;
  g_printerr (_("Gamão is already running with the history %s. Close it first to open %s.\n"),
              theirs, path);
  return 1;
}

static void
gamao_application_dispose (GObject *object)
{
  g_clear_object (&GAMAO_APPLICATION (object)->history);
  G_OBJECT_CLASS (gamao_application_parent_class)->dispose (object);
}

static void
gamao_application_class_init (GamaoApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gamao_application_dispose;

  app_class->activate = gamao_application_activate;
  app_class->open = gamao_application_open;
  app_class->startup = gamao_application_startup;
  app_class->handle_local_options = gamao_application_handle_local_options;
}

static void
gamao_application_init (GamaoApplication *self)
{
  static const GOptionEntry options[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, NULL, N_("The history database"),
      N_("PATH") },
    { NULL },
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
}

GamaoApplication *
gamao_application_new (void)
{
  return g_object_new (GAMAO_TYPE_APPLICATION, "application-id", APP_ID, "flags",
                       G_APPLICATION_HANDLES_OPEN, "resource-base-path", "/io/github/gamao/Gamao",
                       NULL);
}
