/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-editor-actions.c: the editor's commands (undo, redo,
 * the IDs and the picture to copy, the hint, play from here, and the
 * positions kept by name), as the "editor" action group. */
#define G_LOG_DOMAIN "gamao-position-editor"

#include "config.h"

#include "gamao-position-editor-private.h"

#include "gamao-ai-service.h"
#include "gamao-board-picture.h"
#include "gamao-diagram-caption.h"
#include "gamao-hint-item.h"
#include "gamao-position-name-dialog.h"
#include "gamao-positions-window.h"
#include "gamao-seats.h"
#include "gamao-store-positions.h"

#include <glib/gi18n.h>

static void
on_undo (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GamaoPositionEditor *self = data;

  if (gamao_position_setup_undo (self->setup))
    gamao_position_editor_refresh (self);
}

static void
on_redo (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GamaoPositionEditor *self = data;

  if (gamao_position_setup_redo (self->setup))
    gamao_position_editor_refresh (self);
}

static void
on_copy (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GamaoPositionEditor *self = data;

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)),
                          gtk_label_get_text (self->ids));
}

char *
gamao_position_editor_dup_caption (GamaoPositionEditor *self)
{
  GListModel *shown = gamao_hint_list_get_plays (self->advice);
  GamaoCaptionPlay plays[5];
  unsigned n = 0;

  g_return_val_if_fail (GAMAO_IS_POSITION_EDITOR (self), NULL);
  /* The hint's plays when it was asked (any edit clears them): ranking
   * them here would hold the window. */
  if (gtk_widget_get_visible (GTK_WIDGET (self->advice))
      && gamao_hint_list_is_ready (self->advice))
    for (; n < MIN (G_N_ELEMENTS (plays), g_list_model_get_n_items (shown)); n++)
      {
        g_autoptr (GamaoHintItem) item = g_list_model_get_item (shown, n);
        double equity, mwc;

        g_object_get (item, "equity", &equity, "mwc", &mwc, NULL);
        g_strlcpy (plays[n].play, gamao_hint_item_get_notation (item), sizeof plays[n].play);
        gamao_figure_equity (plays[n].equity, sizeof plays[n].equity, equity, mwc);
      }
  return gamao_diagram_caption (gamao_position_setup_get (self->setup), NULL, plays, n);
}

/* The board as its diagram, a PNG on the clipboard, for forums and
 * chats: drawn by the board's painter in the app's light or dark style,
 * with its caption under it. */
static void
on_copy_image (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GamaoPositionEditor *self = data;
  GamaoBoardFrame frame;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  g_autofree char *caption = gamao_position_editor_dup_caption (self);

  gamao_board_frame_init (&frame);
  gamao_board_frame_from_setup (&frame, gamao_position_setup_get (self->setup));
  g_autoptr (GBytes) png = gamao_board_picture_bytes_captioned (&frame, NULL, caption,
                                                                GAMAO_PICTURE_PNG, 800, dark);
  gamao_board_frame_clear (&frame);
  if (!png)
    return;
  g_autoptr (GdkTexture) texture = gdk_texture_new_from_bytes (png, NULL);
  if (texture)
    gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (self)), texture);
}

/* The app's hint for the position: the plays for its dice, or the cube
 * before rolling, with the rollout panel under them. */
static void
on_hint (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GamaoPositionEditor *self = data;
  const GamaoSetupPosition *pos = gamao_position_setup_get (self->setup);
  GamaoBoard board;
  GamaoMatchState state;

  gamao_setup_position_to_board (pos, &board);
  gamao_setup_position_to_state (pos, &state);
  gtk_widget_set_visible (GTK_WIDGET (self->advice), TRUE);
  gamao_hint_list_ask (self->advice, gamao_ai_job_new_for_position (&board, &state, GAMAO_AI_HINT,
                                                                    GAMAO_HINT_LEVEL));
}

/* A match from here between the seats of the New Match settings, for
 * the owner to play; the editor has done its work. */
static void
on_play (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GamaoPositionEditor *self = data;
  const GamaoSetupPosition *pos = gamao_position_setup_get (self->setup);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  gboolean computer = gamao_ai_service_check (NULL);
  g_autoptr (GamaoPlayer) light = gamao_seats_new_player (settings, 0, computer);
  g_autoptr (GamaoPlayer) dark = gamao_seats_new_player (settings, 1, computer);
  g_autoptr (GError) error = NULL;
  g_autoptr (GamaoMatch) match = NULL;
  GamaoBoard board;
  GamaoMatchState state;

  gamao_setup_position_to_board (pos, &board);
  gamao_setup_position_to_state (pos, &state);
  match = gamao_match_new_from_state (&board, &state, light, dark,
                                      g_settings_get_boolean (settings, "beavers"), &error);
  if (!match)
    {
      gtk_label_set_text (self->problems, error->message);
      return;
    }
  gamao_position_editor_play_requested (self, match);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* ---- positions kept by name ---- */

static void
on_save_response (GamaoPositionNameDialog *dialog, const char *response, gpointer data)
{
  GamaoPositionEditor *self = data;
  char xgid[GAMAO_XGID_MAX];
  g_autofree char *note = gamao_position_name_dialog_dup_note (dialog);
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "save") != 0 || !self->store)
    return;
  gamao_setup_position_xgid (gamao_position_setup_get (self->setup), xgid);
  if (gamao_store_save_position (self->store, gamao_position_name_dialog_get_name (dialog), note,
                                 xgid, g_get_real_time () / G_USEC_PER_SEC, &error))
    {
      /* Translators: said where the problems are, once a position is kept; %s its name. */
      g_autofree char *text = g_strdup_printf (_("Kept in the history as “%s”."),
                                               gamao_position_name_dialog_get_name (dialog));
      gtk_label_set_text (self->problems, text);
    }
  else
    gtk_label_set_text (self->problems, error->message);
}

static void
on_save (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GamaoPositionEditor *self = data;
  GamaoPositionNameDialog *dialog = gamao_position_name_dialog_new (
      GTK_WINDOW (self), _("Save Position"), NULL, NULL);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_save_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
gamao_position_editor_open_xgid (GamaoPositionEditor *self, const char *xgid)
{
  GamaoSetupPosition pos;
  char why[256];

  g_return_val_if_fail (GAMAO_IS_POSITION_EDITOR (self), FALSE);
  if (!gamao_setup_position_read (&pos, xgid, NULL, why, sizeof why))
    {
      gtk_label_set_text (self->problems, why);
      return FALSE;
    }
  /* One undo step back to what was on the board before. */
  if (gamao_position_setup_replace (self->setup, &pos))
    gamao_position_editor_refresh (self);
  return TRUE;
}

static void
on_open_position (GamaoPositionEditor *self, const char *xgid, const char *name)
{
  if (gamao_position_editor_open_xgid (self, xgid))
    gtk_window_present (GTK_WINDOW (self));
}

static void
on_positions (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GamaoPositionEditor *self = data;
  GamaoPositionsWindow *window;

  if (!self->store)
    return;
  window = gamao_positions_window_new (GTK_WINDOW (self), self->store);
  g_signal_connect_object (window, "open-position", G_CALLBACK (on_open_position), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
}

void
gamao_position_editor_add_actions (GamaoPositionEditor *self)
{
  static const GActionEntry entries[] = {
    { "undo", on_undo, NULL, NULL, NULL, { 0 } },
    { "redo", on_redo, NULL, NULL, NULL, { 0 } },
    { "copy", on_copy, NULL, NULL, NULL, { 0 } },
    { "copy-image", on_copy_image, NULL, NULL, NULL, { 0 } },
    { "hint", on_hint, NULL, NULL, NULL, { 0 } },
    { "play", on_play, NULL, NULL, NULL, { 0 } },
    { "save", on_save, NULL, NULL, NULL, { 0 } },
    { "positions", on_positions, NULL, NULL, NULL, { 0 } },
  };
  GtkEventController *keys = gtk_shortcut_controller_new ();

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries, G_N_ELEMENTS (entries),
                                   self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "editor", G_ACTION_GROUP (self->actions));
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>z"),
                        gtk_named_action_new ("editor.undo")));
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control><Shift>z"),
                        gtk_named_action_new ("editor.redo")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

