/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score sheet at its default size: each player's name heads a
 * column, whole, and every column is in view with no sideways scroll,
 * even with long names. */
#include "config.h"

#include <adwaita.h>

#include "gamao-scenes.h"
#include "gamao-search.h"
#include "gamao-score-sheet.h"
#include "ui-test-util.h"
#include "widget-finder.h"

#define LONG0 "Maria Eduarda Albuquerque"
#define LONG1 "Computador (Especialista)"

static GamaoMatch *
new_match (void)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new (LONG0, GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new (LONG1, GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  GamaoMatch *match = gamao_match_new (0, p0, p1, 0);

  gamao_match_set_dice_seed (match, 5);
  /* A few games, so that the sheet has rows of every kind of cell. */
  for (guint i = 0; i < 20000 && gamao_match_get_game_number (match) < 4
                   && gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER;
       i++)
    g_assert_true (gamao_scenes_advance (match, i));
  g_test_message ("game %u, score %u-%u", gamao_match_get_game_number (match),
                  gamao_match_get_score (match, 0), gamao_match_get_score (match, 1));
  return match;
}

static gboolean
is_column_view (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_COLUMN_VIEW (widget);
}

/* The label showing exactly `text` under `root`. */
static gboolean
label_is (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

static void
assert_whole (GtkWidget *root, const char *text)
{
  GtkWidget *label = widget_finder_find (root, label_is, text);
  int natural;

  g_assert_nonnull (label);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_test_message ("\"%s\": %d px of %d", text, gtk_widget_get_width (label), natural);
  g_assert_cmpint (gtk_widget_get_width (label), >=, natural);
}

static void
test_fits (void)
{
  g_autoptr (GamaoMatch) match = new_match ();
  GamaoScoreSheet *sheet = gamao_score_sheet_new (NULL, match);
  GtkWidget *view;
  GtkAdjustment *h;

  gtk_window_present (GTK_WINDOW (sheet));
  ui_test_wait_frames (GTK_WIDGET (sheet), 3);
  view = widget_finder_find (GTK_WIDGET (sheet), is_column_view, NULL);
  g_assert_nonnull (view);
  h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));
  g_test_message ("sheet %d px wide; columns %.0f px in a view of %.0f",
                  gtk_widget_get_width (GTK_WIDGET (sheet)), gtk_adjustment_get_upper (h),
                  gtk_adjustment_get_page_size (h));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);
  assert_whole (view, LONG0);
  assert_whole (view, LONG1);
  assert_whole (view, "Result");
  gtk_window_destroy (GTK_WINDOW (sheet));
  ui_test_drain ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/score-sheet/fits", test_fits);
  return g_test_run ();
}
