/* SPDX-License-Identifier: GPL-3.0-or-later */
/* No text cut short: the New Match dialog, the preferences and the
 * window with a long computer name, in the language of $LC_ALL (meson
 * runs this test in English, Brazilian and European Portuguese). A label
 * that ellipsizes must have room for all of its text. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "gamao-new-match-dialog.h"
#include "gamao-preferences-window.h"
#include "gamao-replay-summary.h"
#include "gamao-replay-window.h"
#include "gamao-stats-window.h"
#include "gamao-window-test.h"
#include "ui-test-util.h"

/* The labels under `widget` that are on screen and cut short. */
static void
find_cut (GtkWidget *widget, GString *cut)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_string_append_printf (cut, " “%s”", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    find_cut (child, cut);
}

static void
assert_nothing_cut (GtkWidget *widget, const char *what)
{
  g_autoptr (GString) cut = g_string_new (NULL);

  ui_test_wait_ms (200);
  /* Laid out at least twice more, however slow the machine. */
  ui_test_wait_frames (GTK_WIDGET (gtk_widget_get_root (widget)), 3);
  find_cut (widget, cut);
  if (cut->len > 0)
    g_error ("%s, %s: cut short:%s", g_getenv ("LANGUAGE"), what, cut->str);
}

static void
test_new_match_dialog (void)
{
  GamaoNewMatchDialog *dialog = gamao_new_match_dialog_new (NULL);
  GObject *kind = gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                 GAMAO_TYPE_NEW_MATCH_DIALOG, "light_kind_row");

  gtk_window_present (GTK_WINDOW (dialog));
  assert_nothing_cut (GTK_WIDGET (dialog), "New Match");
  /* Both choices, shown in turn. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (kind), 1);
  assert_nothing_cut (GTK_WIDGET (dialog), "New Match, computer");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_preferences (void)
{
  GamaoPreferencesWindow *window = gamao_preferences_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  assert_nothing_cut (GTK_WIDGET (window), "Preferences");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The statistics, with the choice of who "you" are. */
static void
test_statistics (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoStore) store = gamao_store_open (g_getenv ("GAMAO_DB"), &error);
  GamaoStatsWindow *window;

  g_assert_no_error (error);
  window = gamao_stats_window_new (NULL, store, NULL);
  gtk_window_present (GTK_WINDOW (window));
  assert_nothing_cut (GTK_WIDGET (window), "Statistics");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The longest name the program gives a player, in the score bar. */
static void
test_window (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autofree char *name = g_strdup_printf (_("Computer (%s)"), _("Intermediate"));
  g_autoptr (GamaoPlayer) light = gamao_player_new (_("Light"), GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) dark = gamao_player_new (name, GAMAO_PLAYER_HUMAN, 2);
  g_autoptr (GamaoMatch) match = gamao_match_new (3, light, dark, GAMAO_RULE_CRAWFORD);

  gtk_window_present (GTK_WINDOW (window));
  assert_nothing_cut (GTK_WIDGET (window), "window without a match");
  gamao_window_set_match (window, match);
  assert_nothing_cut (GTK_WIDGET (window), "window with a match");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* At the narrowest (360 px) the header and the match's length are not
 * cut; the players' names may be, as any long name. */
static void
test_narrow_window (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_match_new (7, NULL, NULL, GAMAO_RULE_CRAWFORD);
  GtkWidget *parts[] = {
    GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_WINDOW,
                                               "window_title")),
    GTK_WIDGET (gamao_window_get_match_object (window, "length_label")),
  };

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_wait_ms (300);
  ui_test_wait_frames (GTK_WIDGET (window), 3);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 400);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    assert_nothing_cut (parts[i], "narrow window");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* At 360 px the player cards show the names the program gives, the
 * computer's with its level, whole: on two lines rather than cut (the
 * pt_BR playthrough saw "Comp…" beside the score). */
static void
test_narrow_cards (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autofree char *name = g_strdup_printf (_("Computer (%s)"), _("Expert"));
  g_autoptr (GamaoPlayer) light = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) dark = gamao_player_new (name, GAMAO_PLAYER_HUMAN, 2);
  g_autoptr (GamaoMatch) match = gamao_match_new (5, light, dark, GAMAO_RULE_CRAWFORD);
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

  /* The app's style, as AdwApplication loads it from the resources. */
  gtk_css_provider_load_from_resource (css, "/io/github/gamao/Gamao/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 760);
  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  ui_test_wait_ms (300);
  ui_test_wait_frames (GTK_WIDGET (window), 3);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 400);
  assert_nothing_cut (GTK_WIDGET (gamao_window_get_match_object (window, "player0_card")),
                      "narrow window, light card");
  assert_nothing_cut (GTK_WIDGET (gamao_window_get_match_object (window, "player1_card")),
                      "narrow window, dark card");
  gtk_window_destroy (GTK_WINDOW (window));
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (css));
}

/* From a 360 px window the New Match dialog opens no wider than it, can
 * be that narrow, and cuts nothing there, the computer's level included. */
static void
test_narrow_new_match (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  GamaoNewMatchDialog *dialog;
  GObject *kind;
  int min = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_frames (GTK_WIDGET (window), 3);
  dialog = gamao_new_match_dialog_new (GTK_WINDOW (window));
  kind = gtk_widget_get_template_child (GTK_WIDGET (dialog), GAMAO_TYPE_NEW_MATCH_DIALOG,
                                        "light_kind_row");
  adw_combo_row_set_selected (ADW_COMBO_ROW (kind), 1);
  gtk_window_present (GTK_WINDOW (dialog));
  assert_nothing_cut (GTK_WIDGET (dialog), "New Match at 360 px");
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL,
                      NULL);
  g_test_message ("New Match: %d px wide, %d px at the least, from a window of %d px",
                  gtk_widget_get_width (GTK_WIDGET (dialog)), min,
                  gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (min, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=,
                   gtk_widget_get_width (GTK_WIDGET (window)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* The widget's smallest height for a width of `width`, -1 for any. */
static int
min_height (GtkWidget *widget, int width)
{
  int min = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
  return min;
}

/* A pasted position, its description wrapping in the board's column
 * (pt_BR's is the longest): the window's panes ask no more height at
 * any width than they ask for an unknown one. GTK measures a window's
 * width for a given height too, and a pane that needs more at every
 * width was a Gtk-CRITICAL ("reports a minimum height of 340, but
 * minimum height for width of 1048576 is 360"), fatal here. */
static void
test_pasted_position (void)
{
  g_autoptr (GError) error = NULL;
  GamaoReplayWindow *window
    = gamao_replay_window_new_for_ids (NULL, "4HPwAyDgc/ABMA:MAHuAAAAAAAA", &error);
  GtkWidget *board;

  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  assert_nothing_cut (GTK_WIDGET (window), "pasted position");
  board = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                     GAMAO_TYPE_REPLAY_WINDOW, "board_view"));
  for (GtkWidget *w = gtk_widget_get_parent (board); w != GTK_WIDGET (window);
       w = gtk_widget_get_parent (w))
    if (GTK_IS_PANED (w))
      {
        g_assert_cmpint (min_height (w, -1), >=, min_height (w, 1 << 20));
        /* Also once the reader has dragged the divider: the board's
         * column still takes any width added. */
        gtk_paned_set_position (GTK_PANED (w), 480);
        ui_test_wait_frames (w, 2);
        g_assert_cmpint (min_height (w, -1), >=, min_height (w, 1 << 20));
      }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* The replay's summary of a match with the computer: its column header
 * names the player whole (it was 'Computer (Exp…', 'Computador
 * (Especi…'), in the replay's side column. */
static void
test_replay_summary (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *summary = gamao_replay_summary_new ();
  GamaoStoredAnalysis analysis = { 0 };
  g_autofree char *computer = g_strdup_printf (_("Computer (%s)"), _("Expert"));
  const char *names[2] = { computer, "Ana" };

  gtk_widget_set_size_request (summary, 340, -1);
  gtk_window_set_child (GTK_WINDOW (window), summary);
  gamao_replay_summary_set (GAMAO_REPLAY_SUMMARY (summary), &analysis, NULL, names, TRUE);
  gtk_window_present (GTK_WINDOW (window));
  assert_nothing_cut (summary, "replay summary");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

/* Whether the replay's header shows its match buttons with their
 * labels (else they are in a menu). */
static gboolean
buttons_labelled (GamaoReplayWindow *window)
{
  GObject *squeezer = gtk_widget_get_template_child (GTK_WIDGET (window),
                                                     GAMAO_TYPE_REPLAY_WINDOW, "match_buttons");
  GObject *wide = gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_REPLAY_WINDOW,
                                                 "match_buttons_wide");

  return adw_squeezer_get_visible_child (ADW_SQUEEZER (squeezer)) == GTK_WIDGET (wide);
}

/* A replay fits a phone's screen (360 px): its content can be that
 * narrow, the words go below the board there and beside it again when
 * wide, and at 360 px nothing is cut. The header's window buttons are
 * GNOME's (close only; GTK's own default adds two more). */
static void
test_narrow_replay (void)
{
  g_autoptr (GError) error = NULL;
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *layout = NULL;
  GamaoReplayWindow *window
    = gamao_replay_window_new_for_ids (NULL, "4HPwAyDgc/ABMA:MAHuAAAAAAAA", &error);
  GtkWidget *content = adw_window_get_content (ADW_WINDOW (window));
  GtkOrientable *panes;
  int minimum = 0;

  g_assert_no_error (error);
  g_object_get (settings, "gtk-decoration-layout", &layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", "appmenu:close", NULL);
  panes = GTK_ORIENTABLE (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                         GAMAO_TYPE_REPLAY_WINDOW, "panes"));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  assert_nothing_cut (GTK_WIDGET (window), "replay at 360 px");
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("narrowest replay content: %d px, at 360: %d px", minimum,
                  gtk_widget_get_width (content));
  g_assert_cmpint (minimum, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (content), <=, 360);
  g_assert_cmpint (gtk_orientable_get_orientation (panes), ==, GTK_ORIENTATION_VERTICAL);
  g_assert_false (buttons_labelled (window));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  assert_nothing_cut (GTK_WIDGET (window), "replay at 1100 px");
  g_assert_cmpint (gtk_orientable_get_orientation (panes), ==, GTK_ORIENTATION_HORIZONTAL);
  g_assert_true (buttons_labelled (window));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
  g_object_set (settings, "gtk-decoration-layout", layout, NULL);
}

int
main (int argc, char *argv[])
{
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");

  setlocale (LC_ALL, "");
  if (localedir)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/cut-text/new-match-dialog", test_new_match_dialog);
  g_test_add_func ("/cut-text/preferences", test_preferences);
  g_test_add_func ("/cut-text/window", test_window);
  g_test_add_func ("/cut-text/statistics", test_statistics);
  g_test_add_func ("/cut-text/narrow-window", test_narrow_window);
  g_test_add_func ("/cut-text/narrow-new-match", test_narrow_new_match);
  g_test_add_func ("/cut-text/narrow-cards", test_narrow_cards);
  g_test_add_func ("/cut-text/pasted-position", test_pasted_position);
  g_test_add_func ("/cut-text/replay-summary", test_replay_summary);
  g_test_add_func ("/cut-text/narrow-replay", test_narrow_replay);
  return g_test_run ();
}
