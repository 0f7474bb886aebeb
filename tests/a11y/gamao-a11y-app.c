/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The app as the a11y suite drives it: Gamão itself, with a seeded
 * 3-point match against the computer already on the board (the dice from
 * GAMAO_DICE_SEED, as the widget tests seed theirs), and a line on stdin
 * naming an action ("win.history", "app.about"), with its parameter in
 * GVariant text after a space ("history.open int64 1"), activates it on
 * the window in front, so the script can open every window without a
 * mouse. The line "two-people" puts a match of two people at the desk
 * on the window instead (the same dice seed), so that a double is
 * offered to a person; "tutor MODE" sets the tutor (off, bad, very-bad)
 * and answers "done" on stdout, so that no key overtakes it. */
#define G_LOG_DOMAIN "gamao-a11y-app"

#include "config.h"

#include <glib/gi18n.h>
#include <gio/gunixinputstream.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "gamao-application.h"
#include "gamao-search.h"
#include "gamao-window.h"

static void
read_next_line (GDataInputStream *input, GtkApplication *app);
static void
put_match (GtkWindow *window, gboolean two_people);

/* "ACTION" or "ACTION PARAMETER" (the parameter in GVariant text). */
static gboolean
activate (GtkWidget *window, char *line)
{
  char *space = strchr (line, ' ');
  g_autoptr (GVariant) parameter = NULL;

  if (space)
    {
      *space = '\0';
      parameter = g_variant_parse (NULL, space + 1, NULL, NULL, NULL);
      if (!parameter)
        return FALSE;
    }
  return gtk_widget_activate_action_variant (window, line, parameter);
}

/* The window the keyboard is in: a window the application does not list
 * (the position editor) too. */
static GtkWindow *
window_in_front (GtkApplication *app)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l; l = l->next)
    if (gtk_window_is_active (l->data))
      return l->data;
  return gtk_application_get_active_window (app);
}

/* The tutor's mode, as Preferences would set it. */
static void
set_tutor (const char *mode)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_string (settings, "tutor", mode);
}

static void
line_read (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GDataInputStream *input = G_DATA_INPUT_STREAM (source);
  GtkApplication *app = user_data;
  g_autofree char *line = g_data_input_stream_read_line_finish (input, result, NULL, NULL);
  GtkWindow *window;

  if (!line)
    {
      /* The script is gone: so is the app. */
      g_application_quit (G_APPLICATION (app));
      return;
    }
  window = window_in_front (app);
  if (GAMAO_IS_WINDOW (window) && g_str_equal (g_strstrip (line), "two-people"))
    put_match (window, TRUE);
  else if (g_str_has_prefix (line, "tutor "))
    {
      set_tutor (line + strlen ("tutor "));
      /* The script waits for this before its next key. */
      g_print ("done\n");
      fflush (stdout);
    }
  else if (*line && window && !activate (GTK_WIDGET (window), line))
    g_printerr ("gamao-a11y-app: no action “%s” on the window in front\n", line);
  read_next_line (input, app);
}

static void
read_next_line (GDataInputStream *input, GtkApplication *app)
{
  g_data_input_stream_read_line_async (input, G_PRIORITY_DEFAULT, NULL, line_read, app);
}

/* A 3-point match on `window` with the seeded dice: against the
 * computer, or of two people. */
static void
put_match (GtkWindow *window, gboolean two_people)
{
  const char *seed = g_getenv ("GAMAO_DICE_SEED");
  g_autoptr (GamaoPlayer) you = gamao_player_new ("", GAMAO_PLAYER_HUMAN, 0);
  /* Translators: the name of a computer player, "Computer (Beginner)". */
  g_autofree char *name = g_strdup_printf (_("Computer (%s)"),
                                           gamao_level_name (GAMAO_LEVEL_BEGINNER));
  g_autoptr (GamaoPlayer) other = two_people ? gamao_player_new ("", GAMAO_PLAYER_HUMAN, 0)
                                             : gamao_player_new (name, GAMAO_PLAYER_COMPUTER,
                                                                 GAMAO_LEVEL_BEGINNER);
  g_autoptr (GamaoMatch) match = gamao_match_new (3, you, other, GAMAO_RULE_CRAWFORD);

  gamao_match_set_dice_seed (match, seed && *seed ? g_ascii_strtoull (seed, NULL, 10) : 7);
  gamao_window_set_match (GAMAO_WINDOW (window), match);
}

/* After the application's own activate: its window is there. */
static void
start_match (GApplication *app, gpointer user_data)
{
  put_match (gtk_application_get_active_window (GTK_APPLICATION (app)), FALSE);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GamaoApplication) app = NULL;
  g_autoptr (GSettings) settings = NULL;
  g_autoptr (GInputStream) stdin_stream = NULL;
  g_autoptr (GDataInputStream) input = NULL;
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* No pauses between the computer's steps: the script waits for events. */
  settings = g_settings_new (APP_ID);
  g_settings_set_double (settings, "animation-speed", 0.0);

  app = gamao_application_new ();
  g_signal_connect_after (app, "activate", G_CALLBACK (start_match), NULL);
  stdin_stream = g_unix_input_stream_new (0, FALSE);
  input = g_data_input_stream_new (stdin_stream);
  read_next_line (input, GTK_APPLICATION (app));
  return g_application_run (G_APPLICATION (app), argc, argv);
}
