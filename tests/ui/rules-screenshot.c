/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Draws the Rules window at one section into a PNG, for
 * build-aux/screenshots-rules:
 *
 *   rules-screenshot OUT.png LANGUAGE SECTION light|dark [search WORDS|diagram [N]|try [FROM TO]]
 *
 * "search WORDS" searches and goes to the first hit; "diagram [N]"
 * scrolls to the section's first (or Nth) diagram; "try" starts the section's first exercise and, given FROM and TO,
 * moves a checker, so the picture shows a board in play and what the
 * reader is told. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "gamao-rules-diagram-view.h"
#include "gamao-rules-window.h"
#include "ui-test-util.h"

static gboolean
wake (gpointer data)
{
  return G_SOURCE_REMOVE;
}

static void
wait_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      g_timeout_add (10, wake, NULL);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* Scrolls to the `nth` diagram of the page (with `play`, the first with
 * an exercise, which it starts, moving a checker from `from` to `to`). */
static void
show_diagram (GamaoRulesWindow *window, int nth, gboolean play, int from, int to)
{
  GamaoRulesPage *page = gamao_rules_window_get_page (window);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (
      gtk_widget_get_template_child (GTK_WIDGET (window), GAMAO_TYPE_RULES_WINDOW, "scroller"));
  GtkWidget *widget;
  GamaoRulesBoard *board;
  graphene_point_t at;

  for (int i = 0; (widget = gamao_rules_page_get_block_widget (page, i)); i++)
    if (GAMAO_IS_RULES_DIAGRAM_VIEW (widget)
        && (!play || gamao_rules_diagram_view_has_exercise (GAMAO_RULES_DIAGRAM_VIEW (widget)))
        && --nth <= 0)
      break;
  if (!widget)
    return;
  board = gamao_rules_diagram_view_get_board (GAMAO_RULES_DIAGRAM_VIEW (widget));
  if (play)
    gtk_widget_activate_action (widget, "diagram.try", NULL);
  if (play && from > 0)
    gamao_board_view_drop (gamao_rules_board_get_view (board), from, to);
  wait_ms (300);
  if (gtk_widget_compute_point (widget, GTK_WIDGET (page), &GRAPHENE_POINT_INIT (0, 0), &at))
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scroller), at.y);
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("GAMAO_LOCALEDIR");
  GamaoRulesWindow *window;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (argc < 5)
    {
      g_printerr ("usage: %s OUT.png LANGUAGE SECTION light|dark [search WORDS|diagram [N]|try [FROM TO]]\n", argv[0]);
      return 2;
    }
  gtk_init ();
  adw_init ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      g_str_equal (argv[4], "dark")
                                          ? ADW_COLOR_SCHEME_FORCE_DARK
                                          : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = gamao_rules_window_new ();
  if (!gamao_rules_window_set_language (window, argv[2])
      || !gamao_rules_window_show_section (window, argv[3]))
    {
      g_printerr ("no section %s in %s\n", argv[3], argv[2]);
      return 1;
    }
  ui_test_shot_size (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  wait_ms (800);
  if (argc > 6 && g_str_equal (argv[5], "search"))
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "rules.search", NULL);
      gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (
                                 GTK_WIDGET (window), GAMAO_TYPE_RULES_WINDOW, "search_entry")),
                             argv[6]);
      wait_ms (500);
      g_signal_emit_by_name (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                            GAMAO_TYPE_RULES_WINDOW,
                                                            "search_entry"),
                             "activate");
    }
  if (argc > 5 && g_str_equal (argv[5], "diagram"))
    show_diagram (window, argc > 6 ? atoi (argv[6]) : 1, FALSE, 0, 0);
  if (argc > 5 && g_str_equal (argv[5], "try"))
    show_diagram (window, 1, TRUE, argc > 7 ? atoi (argv[6]) : 0, argc > 7 ? atoi (argv[7]) : 0);
  wait_ms (600);
  if (!ui_test_save_png (GTK_WIDGET (window), argv[1]))
    {
      g_printerr ("cannot write %s\n", argv[1]);
      return 1;
    }
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
