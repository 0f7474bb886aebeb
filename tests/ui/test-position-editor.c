/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The position editor: it starts at the starting position, valid, with
 * its IDs; a checker taken off goes to the tray and the window says what
 * is wrong; a hand with an empty tray places nothing; undo and redo
 * through the window's actions; a checker of the other colour placed on
 * a point sends the checkers there to their tray; the study panel shows
 * the counts at once and a temperature map whose squares are the hint's
 * plays, worked out off the main thread; drag, Copy Image and the hint. */
#include "config.h"

#include "gamao-board-layout.h"
#include "gamao-board-picture.h"
#include "gamao-board-view.h"
#include "widget-finder.h"
#include "gamao-hint-list.h"
#include "ui-test-util.h"
#include "gamao-notation.h"
#include "gamao-position-editor.h"
#include "gamao-replay-window.h"
#include "gamao-search.h"
#include "gamao-scenes.h"
#include "gamao-study-panel.h"
#include "gamao-window.h"

#include <adwaita.h>
#include <string.h>

static gboolean
is_flap (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_FLAP (widget);
}

static gboolean
is_controls_toggle (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_TOGGLE_BUTTON (widget)
         && g_strcmp0 (gtk_widget_get_tooltip_text (widget), "Show the Controls and the Study")
                == 0;
}

/* With GAMAO_SCREENSHOT_DIR set, the window as drawn into NAME.png there
 * (cairo, as GSK_RENDERER=cairo draws it), after its first frames. */
static void
maybe_screenshot (GamaoPositionEditor *editor, const char *name)
{
  const char *dir = g_getenv ("GAMAO_SCREENSHOT_DIR");
  g_autofree char *path = NULL;

  if (!dir)
    return;
  ui_test_wait_ms (2000);
  path = g_strdup_printf ("%s/%s.png", dir, name);
  ui_test_save_png (GTK_WIDGET (editor), path);
}

static int
min_width (GtkWidget *widget)
{
  int min, natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &natural, NULL, NULL);
  return min;
}

static GamaoPositionEditor *
new_editor (void)
{
  GamaoPositionEditor *editor = gamao_position_editor_new (NULL);

  gtk_window_present (GTK_WINDOW (editor));
  return editor;
}

static void
test_edit_undo (void)
{
  GamaoPositionEditor *editor = new_editor ();
  GamaoPositionSetup *setup = gamao_position_editor_get_setup (editor);
  g_autofree char *none = gamao_position_editor_dup_problems (editor);

  g_assert_cmpstr (none, ==, "");
  /* Full trays: adding places nothing. */
  gamao_position_editor_set_colour (editor, 0);
  gamao_position_editor_click_slot (editor, 5, 0, TRUE);
  g_assert_false (gamao_position_setup_can_undo (setup));

  /* One of light's five off its 6-point (slot 5): to the tray. */
  gamao_position_editor_click_slot (editor, 5, 0, FALSE);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][5], ==, 4);
  g_autofree char *tray = gamao_position_editor_dup_problems (editor);
  g_assert_nonnull (strstr (tray, "tray"));

  /* Borne off from the tray: valid again. */
  gamao_position_editor_click_slot (editor, GAMAO_SLOT_OFF, 0, TRUE);
  g_assert_cmpuint (gamao_position_setup_get (setup)->borne_off[0], ==, 1);
  g_autofree char *valid = gamao_position_editor_dup_problems (editor);
  g_assert_cmpstr (valid, ==, "");

  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][5], ==, 5);
  g_assert_false (gamao_position_setup_can_undo (setup));
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.redo", NULL);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][5], ==, 4);
  gtk_window_destroy (GTK_WINDOW (editor));
}

static void
test_other_colour (void)
{
  GamaoPositionEditor *editor = new_editor ();
  GamaoPositionSetup *setup = gamao_position_editor_get_setup (editor);

  /* A dark checker off its 24-point (light's slot 0), onto light's
   * 6-point: light's five go back to their tray. */
  gamao_position_editor_set_colour (editor, 1);
  gamao_position_editor_click_slot (editor, 0, 1, FALSE);
  gamao_position_editor_click_slot (editor, 5, 1, TRUE);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[1][18], ==, 1);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][5], ==, 0);
  g_assert_cmpint (gamao_setup_position_tray (gamao_position_setup_get (setup), 0), ==, 5);
  g_autofree char *words = gamao_position_editor_dup_problems (editor);
  g_assert_nonnull (strstr (words, "Light: 5 checkers are still in the tray"));
  /* Right-click where only light stands takes a light checker off. */
  gamao_position_editor_click_slot (editor, 7, 1, FALSE);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][7], ==, 2);
  maybe_screenshot (editor, "position-editor");
  gtk_window_destroy (GTK_WINDOW (editor));
}

static gboolean
on_cap (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
test_study_panel (void)
{
  GamaoPositionEditor *editor = new_editor ();
  GamaoStudyPanel *panel = GAMAO_STUDY_PANEL (gamao_position_editor_get_study (editor));
  gboolean capped = FALSE;
  GamaoEvaluator evaluator;
  char best[GAMAO_NOTATION_MAX];

  g_assert_nonnull (strstr (gamao_study_panel_get_figures (panel), "Keith count"));
  g_assert_nonnull (strstr (gamao_study_panel_get_figures (panel), "169"));
  /* Before the map, a square names its roll (an empty one would read
   * as "GtkLabel" to a screen reader). */
  g_assert_cmpstr (gamao_study_panel_get_square (panel, 6, 5), ==, "6-5");
  g_assert_cmpstr (gamao_study_panel_get_square (panel, 2, 4), ==, "4-2");
    gamao_study_panel_start_map (panel, 0);
  g_assert_true (gamao_study_panel_is_busy (panel));
  /* Waited for with a cap, never a fixed sleep. */
  guint cap = g_timeout_add_seconds (240, on_cap, &capped);
  while (gamao_study_panel_is_busy (panel) && !capped)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (capped);
  g_source_remove (cap);

  /* 6-5 and 5-6 are one roll; its square names the hint's play. */
  g_assert_cmpint (gamao_evaluator_load (&evaluator, NULL), ==, GAMAO_WEIGHTS_OK);
  GamaoSearch *search = gamao_search_new (&evaluator);
  GamaoBoard board;
  gamao_board_init_start (&board);
  gamao_search_rank (search, &board, 6, 5, GAMAO_LEVEL_EXPERT);
  gamao_notation_write (&search->plays.plays[search->ranked[0].index], best, sizeof best);
  g_assert_nonnull (strstr (gamao_study_panel_get_square (panel, 6, 5), best));
  g_assert_cmpstr (gamao_study_panel_get_square (panel, 6, 5), ==,
                   gamao_study_panel_get_square (panel, 5, 6));
  g_assert_true (g_str_has_prefix (gamao_study_panel_get_square (panel, 1, 1), "1-1\n"));
  gamao_search_free (search);
  gamao_evaluator_clear (&evaluator);
  maybe_screenshot (editor, "study-panel");
  /* Made, the map still fits a phone beside nothing: its squares wrap. */
  g_assert_cmpint (min_width (gamao_position_editor_get_study (editor)), <=, 340);

  /* An impossible position has no figures; a new one stops the map. */
  gamao_position_editor_click_slot (editor, 5, 0, FALSE);
  g_assert_cmpstr (gamao_study_panel_get_figures (panel), ==, "");
  gamao_position_editor_click_slot (editor, GAMAO_SLOT_OFF, 0, TRUE);
  gamao_study_panel_start_map (panel, 2);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL);
  g_assert_false (gamao_study_panel_is_busy (panel));
  gtk_window_destroy (GTK_WINDOW (editor));
}

/* From the main window's menu: an editor at the position on the board,
 * here a 5-point match's opening. */
static void
test_from_window (void)
{
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GamaoMatch) match = gamao_scenes_new_match (5, 0, 5);
  GamaoPositionEditor *editor;

  gtk_window_present (GTK_WINDOW (window));
  gamao_window_set_match (window, match);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.position-editor", NULL);
  /* (Not GTK's list of toplevels unreffed here: it is GTK's own, and
   * the next window made after this test crashed in it.) */
  editor = GAMAO_POSITION_EDITOR (widget_finder_toplevel (GAMAO_TYPE_POSITION_EDITOR, FALSE));
  g_assert_nonnull (editor);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (editor)) == GTK_WINDOW (window));
  GamaoPositionSetup *setup = gamao_position_editor_get_setup (editor);
  g_assert_cmpuint (gamao_position_setup_get (setup)->match_length, ==, 5);

  /* Play From Here: a new match, from a setup with one light checker
   * borne off, becomes the window's, and the editor closes. */
  gamao_position_editor_set_colour (editor, 0);
  gamao_position_editor_click_slot (editor, 5, 0, FALSE);
  gamao_position_editor_click_slot (editor, GAMAO_SLOT_OFF, 0, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.play", NULL);
  GamaoMatch *playing = gamao_window_get_match (window);
  g_assert_true (playing != match);
  g_assert_cmpuint (gamao_match_get_length (playing), ==, 5);
  g_autofree char *pid = gamao_match_dup_position_id (playing);
  g_assert_nonnull (pid);
  g_assert_cmpstr (pid, !=, "4HPwATDgc/ABMA");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* From a replay's frame (here a pasted position, over the game window):
 * Ctrl+E's action opens the editor on that very position, with the
 * window's history and Play From Here. */
static void
test_from_replay (void)
{
  static const char ids[] = "4HPwAyDgc/ABMA:MAHuAAAAAAAA";
  GamaoWindow *window = gamao_window_new (NULL);
  g_autoptr (GError) error = NULL;
  GamaoReplayWindow *replay;
  GamaoPositionEditor *editor;
  GamaoSetupPosition expected;
  char why[128], want[GAMAO_XGID_MAX], got[GAMAO_XGID_MAX];
  g_auto (GStrv) parts = g_strsplit (ids, ":", 2);

  gtk_window_present (GTK_WINDOW (window));
  replay = gamao_replay_window_new_for_ids (GTK_WINDOW (window), ids, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (replay));
  g_assert_null (widget_finder_toplevel (GAMAO_TYPE_POSITION_EDITOR, FALSE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.edit-position", NULL));
  editor = GAMAO_POSITION_EDITOR (widget_finder_toplevel (GAMAO_TYPE_POSITION_EDITOR, FALSE));
  g_assert_nonnull (editor);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (editor)) == GTK_WINDOW (window));
  g_assert_true (gamao_setup_position_read (&expected, parts[0], parts[1], why, sizeof why));
  gamao_setup_position_xgid (&expected, want);
  gamao_setup_position_xgid (gamao_position_setup_get (gamao_position_editor_get_setup (editor)),
                             got);
  g_assert_cmpstr (got, ==, want);
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (replay));

  /* A replay on its own, with no game window behind it, offers none. */
  replay = gamao_replay_window_new_for_ids (NULL, ids, &error);
  gtk_window_set_default_size (GTK_WINDOW (replay), 1200, 700);
  gtk_window_present (GTK_WINDOW (replay));
  ui_test_wait_frames (GTK_WIDGET (replay), 3);
  GtkWidget *button = widget_finder_shown_action_button (GTK_WIDGET (replay),
                                                         "replay.edit-position");
  g_assert_nonnull (button);
  g_assert_false (gtk_widget_is_sensitive (button));
  gtk_window_destroy (GTK_WINDOW (replay));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_drain ();
}

static gboolean
hint_ready (gpointer data)
{
  return gamao_hint_list_is_ready (data);
}

/* A drag moves one checker in one undo step; a tray takes only its own
 * player's; Copy Image puts a picture on the clipboard. */
static void
test_move_and_copy_image (void)
{
  GamaoPositionEditor *editor = new_editor ();
  GamaoPositionSetup *setup = gamao_position_editor_get_setup (editor);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (editor));

  /* Light's 6-point (slot 5) to its 5-point. */
  g_assert_true (gamao_position_editor_move (editor, 5, 0, 4, 0));
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][5], ==, 4);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][4], ==, 1);
  /* Dark's checkers on light's 1-point (slot 0) are dark's 24-point. */
  g_assert_true (gamao_position_editor_move (editor, 0, 0, 1, 0));
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[1][23], ==, 1);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[1][22], ==, 1);
  /* Into light's tray: not a dark checker. */
  g_assert_false (gamao_position_editor_move (editor, 0, 0, GAMAO_SLOT_OFF, 0));
  g_assert_true (gamao_position_editor_move (editor, 4, 0, GAMAO_SLOT_OFF, 0));
  g_assert_cmpuint (gamao_position_setup_get (setup)->borne_off[0], ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL);
  g_assert_cmpuint (gamao_position_setup_get (setup)->borne_off[0], ==, 0);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][4], ==, 1);

  /* The hint for the position (the opening's, no dice: the cube). */
  GamaoHintList *advice = GAMAO_HINT_LIST (gamao_position_editor_get_advice (editor));
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.hint", NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (advice)));
  ui_test_wait_until (hint_ready, advice);
  g_assert_cmpuint (gamao_hint_list_get_n_plays (advice), ==, 0);
  /* Any edit takes the advice away. */
  g_assert_true (gamao_position_editor_move (editor, 5, 0, 3, 0));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (advice)));

  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.copy-image", NULL);
  g_assert_true (gdk_content_formats_contain_gtype (gdk_clipboard_get_formats (clipboard),
                                                    GDK_TYPE_TEXTURE));

  /* The caption under the copied picture: the IDs, the score and the
   * dice, then the plays once the hint has ranked them. */
  g_assert_true (gamao_position_editor_open_xgid (
      editor, "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:2:1:0:5:10"));
  g_autofree char *bare = gamao_position_editor_dup_caption (editor);
  g_assert_true (g_str_has_prefix (bare, "Position ID: 4HPwATDgc/ABMA · Match ID: "));
  g_assert_nonnull (strstr (bare, "\nLight 1, Dark 2, match to 5 · Dark to play 3-1"));
  g_assert_null (strstr (bare, "1. "));
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.hint", NULL);
  ui_test_wait_until (hint_ready, advice);
  g_autofree char *ranked = gamao_position_editor_dup_caption (editor);
  g_assert_nonnull (strstr (ranked, "\n1. 8/5 6/5  "));
  g_assert_nonnull (strstr (ranked, "\n5. "));
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.copy-image", NULL);
  g_autoptr (GdkTexture) copied = NULL;
  GdkContentProvider *content = gdk_clipboard_get_content (clipboard);
  GValue value = G_VALUE_INIT;
  g_value_init (&value, GDK_TYPE_TEXTURE);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  copied = g_value_dup_object (&value);
  g_value_unset (&value);
  /* Taller than the board by the caption's seven lines. */
  g_assert_cmpint (gdk_texture_get_height (copied), >, gamao_board_picture_height (800) + 100);
  gtk_window_destroy (GTK_WINDOW (editor));
}

/* A phone's 360 px: the editor's content, the board's side and the
 * controls' side each fit (the controls fold over the board there),
 * and at that width the controls are folded away behind the header's
 * button, which brings them. */
static void
test_phone_width (void)
{
  GamaoPositionEditor *editor = gamao_position_editor_new (NULL);
  GtkWidget *content = adw_window_get_content (ADW_WINDOW (editor));
  AdwFlap *flap = ADW_FLAP (widget_finder_find (content, is_flap, NULL));

  g_assert_nonnull (flap);
  gtk_window_set_default_size (GTK_WINDOW (editor), 360, 720);
  gtk_window_present (GTK_WINDOW (editor));
  ui_test_wait_frames (GTK_WIDGET (editor), 3);
  g_test_message ("minimum widths: window %d, content %d, board side %d, controls %d",
                  min_width (GTK_WIDGET (editor)), min_width (content),
                  min_width (adw_flap_get_content (flap)), min_width (adw_flap_get_flap (flap)));
  g_assert_cmpint (min_width (GTK_WIDGET (editor)), <=, 360);
  g_assert_cmpint (min_width (adw_flap_get_flap (flap)), <=, 360);
  g_assert_cmpint (gtk_widget_get_width (content), <=, 360);
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  maybe_screenshot (editor, "editor-phone-board");
  GtkWidget *show = widget_finder_find (content, is_controls_toggle, NULL);
  g_assert_nonnull (show);
  g_assert_true (gtk_widget_get_mapped (show));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (show), TRUE);
  g_assert_true (adw_flap_get_reveal_flap (flap));
  ui_test_wait_frames (GTK_WIDGET (editor), 3);
  g_assert_cmpint (gtk_widget_get_width (adw_flap_get_flap (flap)), <=, 360);
  maybe_screenshot (editor, "editor-phone");
  gtk_window_destroy (GTK_WINDOW (editor));
}

static gboolean
is_board (GtkWidget *widget, gconstpointer data)
{
  return GAMAO_IS_BOARD_VIEW (widget);
}

/* The editor's key controller on its board takes `keyval`. */
static void
press (GamaoBoardView *board, guint keyval, int times)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  GtkEventController *keys = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !keys; i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
      if (g_strcmp0 (gtk_event_controller_get_name (c), "gamao-editor-keys") == 0)
        keys = c;
    }
  g_assert_nonnull (keys);
  for (int i = 0; i < times; i++)
    {
      gboolean taken = FALSE;
      g_signal_emit_by_name (keys, "key-pressed", keyval, 0, 0, &taken);
      g_assert_true (taken);
    }
}

/* The board alone, cut from its window as drawn in its next frames. */
static GBytes *
board_pixels (GamaoBoardView *board)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_native (GTK_WIDGET (board)));
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  graphene_rect_t bounds;

  ui_test_wait_frames (GTK_WIDGET (board), 2);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board), window, &bounds));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &bounds);
  return gdk_texture_save_to_png_bytes (texture);
}

static gboolean
is_drawn (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

/* The arrows, + and − alone: the place they stand on is marked on the
 * board (drawn only while the board has the focus) and said under it. */
static void
test_keys (void)
{
  GamaoPositionEditor *editor = new_editor ();
  GamaoPositionSetup *setup = gamao_position_editor_get_setup (editor);
  GamaoBoardView *board = GAMAO_BOARD_VIEW (widget_finder_find (GTK_WIDGET (editor), is_board, NULL));
  const GamaoSetupPosition *pos;
  int player;

  g_assert_nonnull (board);
  ui_test_wait_until (is_drawn, board);
  gamao_position_editor_set_colour (editor, 0);
  /* It starts on light's 6-point (slot 5), drawn once focused. */
  g_assert_cmpint (gamao_board_view_get_mark (board, NULL), ==, 5);
  gtk_window_set_focus (GTK_WINDOW (editor), NULL);
  g_autoptr (GBytes) unfocused = board_pixels (board);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
  g_autoptr (GBytes) at_six = board_pixels (board);
  g_assert_false (g_bytes_equal (unfocused, at_six));

  press (board, GDK_KEY_minus, 1);
  pos = gamao_position_setup_get (setup);
  g_assert_cmpuint (pos->points[0][5], ==, 4);
  /* Left: the 5-point, where + puts the light checker from the tray. */
  press (board, GDK_KEY_Left, 1);
  g_assert_cmpint (gamao_board_view_get_mark (board, NULL), ==, 4);
  g_autoptr (GBytes) at_five = board_pixels (board);
  g_assert_false (g_bytes_equal (at_six, at_five));
  if (g_getenv ("GAMAO_SCREENSHOT_DIR"))
    {
      g_autofree char *path = g_build_filename (g_getenv ("GAMAO_SCREENSHOT_DIR"),
                                                "position-editor-keys.png", NULL);
      g_assert_true (g_file_set_contents (path, g_bytes_get_data (at_five, NULL),
                                          g_bytes_get_size (at_five), NULL));
    }
  press (board, GDK_KEY_plus, 1);
  pos = gamao_position_setup_get (setup);
  g_assert_cmpuint (pos->points[0][4], ==, 1);
  /* The tray is empty now: + places nothing more. */
  press (board, GDK_KEY_plus, 1);
  g_assert_cmpuint (gamao_position_setup_get (setup)->points[0][4], ==, 1);
  g_assert_false (gamao_position_setup_can_redo (setup));

  /* Right past 24 and the bar to light's tray: − there is nothing,
   * and a checker off the 5-point borne off by + is one. */
  press (board, GDK_KEY_minus, 1);
  press (board, GDK_KEY_Right, 21);
  g_assert_cmpint (gamao_board_view_get_mark (board, &player), ==, GAMAO_SLOT_OFF);
  g_assert_cmpint (player, ==, 0);
  press (board, GDK_KEY_plus, 1);
  g_assert_cmpuint (gamao_position_setup_get (setup)->borne_off[0], ==, 1);
  g_autofree char *valid = gamao_position_editor_dup_problems (editor);
  g_assert_cmpstr (valid, ==, "");

  /* On to dark's tray, and round to slot 0: dark's 24-point. */
  press (board, GDK_KEY_Right, 1);
  g_assert_cmpint (gamao_board_view_get_mark (board, &player), ==, GAMAO_SLOT_OFF);
  g_assert_cmpint (player, ==, 1);
  press (board, GDK_KEY_Right, 1);
  g_assert_cmpint (gamao_board_view_get_mark (board, NULL), ==, 0);
  press (board, GDK_KEY_minus, 1);
  pos = gamao_position_setup_get (setup);
  g_assert_cmpuint (pos->points[1][23], ==, 1);
  g_autofree char *tray = gamao_position_editor_dup_problems (editor);
  g_assert_nonnull (strstr (tray, "Dark"));
  /* Named as the board numbers it: for dark, on roll, slot 0 is 24. */
  g_assert_cmpint (gamao_board_view_get_numbers_for (board), ==, 1);
  g_assert_true (widget_finder_shows_text (GTK_WIDGET (editor),
                                           "Point 24: 0 light checkers, 1 dark checker"));
  gtk_window_destroy (GTK_WINDOW (editor));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/position-editor/edit-undo", test_edit_undo);
  g_test_add_func ("/position-editor/other-colour", test_other_colour);
  g_test_add_func ("/position-editor/study-panel", test_study_panel);
  g_test_add_func ("/position-editor/move-and-copy-image", test_move_and_copy_image);
  g_test_add_func ("/position-editor/keys", test_keys);
  g_test_add_func ("/position-editor/phone-width", test_phone_width);
  /* Last: the app's window and its application stay behind it. */
  g_test_add_func ("/position-editor/from-window", test_from_window);
  g_test_add_func ("/position-editor/from-replay", test_from_replay);
  return g_test_run ();
}
