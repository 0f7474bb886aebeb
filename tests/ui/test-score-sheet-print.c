/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score sheet's Print: its button is there, and its pages, exported
 * through GtkPrintOperation as a PDF with no printer, say the players'
 * names, the columns' titles, each game's row and the totals. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gamao-scenes.h"
#include "gamao-search.h"
#include "gamao-score-sheet.h"
#include "gamao-score-sheet-print.h"
#include "ui-test-util.h"
#include "widget-finder.h"

static GamaoMatch *
new_match (void)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new ("Bruno", GAMAO_PLAYER_HUMAN, GAMAO_LEVEL_EXPERT);
  GamaoMatch *match = gamao_match_new (0, p0, p1, 0);

  gamao_match_set_dice_seed (match, 5);
  for (guint i = 0; i < 20000 && gamao_match_get_game_number (match) < 3
                   && gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER;
       i++)
    g_assert_true (gamao_scenes_advance (match, i));
  return match;
}

/* The PDF's words, through pdftotext (poppler-utils), or NULL without it. */
static char *
pdf_text (const char *path)
{
  g_autofree char *tool = g_find_program_in_path ("pdftotext");
  const char *argv[] = { tool, "-layout", path, "-", NULL };
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status;

  if (!tool)
    return NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  return out;
}

static void
test_export (void)
{
  g_autoptr (GamaoMatch) match = new_match ();
  GamaoScoreSheet *sheet = gamao_score_sheet_new (NULL, match);
  g_autofree char *dir = g_dir_make_tmp ("gamao-sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *bytes = NULL, *text = NULL, *cell = NULL;
  g_autoptr (GError) error = NULL;
  gsize size;

  gtk_window_present (GTK_WINDOW (sheet));
  ui_test_wait_frames (GTK_WIDGET (sheet), 2);
  g_assert_nonnull (widget_finder_shown_action_button (GTK_WIDGET (sheet), "sheet.print"));
  g_assert_cmpuint (gamao_score_sheet_get_n_rows (sheet), >=, 2);

  g_assert_true (gamao_score_sheet_print (sheet, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &bytes, &size, NULL));
  g_test_message ("%zu bytes of PDF for %u games", size, gamao_score_sheet_get_n_rows (sheet));
  g_assert_cmpuint (size, >, 500);
  g_assert_true (g_str_has_prefix (bytes, "%PDF"));

  text = pdf_text (path);
  if (text)
    {
      cell = gamao_score_sheet_dup_cell (sheet, 1, 4);
      for (const char *const *part = (const char *const[]){ "Score Sheet", "Ana", "Bruno", "Game",
                                                           "Result", cell, NULL };
           *part; part++)
        {
          g_test_message ("looking for \"%s\"", *part);
          g_assert_nonnull (strstr (text, *part));
        }
      g_assert_nonnull (strstr (text, gamao_score_sheet_get_totals (sheet)));
    }
  else
    g_test_message ("no pdftotext: the words are not read back");
  /* With GAMAO_SCREENSHOT_DIR set, the pages are kept there to look at. */
  if (g_getenv ("GAMAO_SCREENSHOT_DIR"))
    {
      g_autofree char *kept = g_build_filename (g_getenv ("GAMAO_SCREENSHOT_DIR"),
                                                "score-sheet.pdf", NULL);
      g_assert_true (g_file_set_contents (kept, bytes, size, NULL));
    }
  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (sheet));
  ui_test_drain ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/score-sheet/print-export", test_export);
  return g_test_run ();
}
