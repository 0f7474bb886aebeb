/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-editor.c: the position editor. Every control edits the
 * GamaoPositionSetup, and every edit, undo or redo redraws the whole
 * window from it, so the window never holds a rule of its own. */
#define G_LOG_DOMAIN "gamao-position-editor"

#include "config.h"

#include "gamao-position-editor-private.h"

#include "gamao-board-layout.h"
#include "gamao-position-editor-input.h"

#include <glib/gi18n.h>
#include <string.h>

#define N_CUBES 13 /* 1 to 4096 */

G_DEFINE_FINAL_TYPE (GamaoPositionEditor, gamao_position_editor, ADW_TYPE_WINDOW)

enum
{
  PLAY_REQUESTED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* ---- from the setup to the window ---- */

static void
mark (GtkWidget *widget, gboolean wrong)
{
  if (wrong)
    gtk_widget_add_css_class (widget, "error");
  else
    gtk_widget_remove_css_class (widget, "error");
}

void
gamao_position_editor_enable (GamaoPositionEditor *self, const char *action, gboolean enabled)
{
  g_simple_action_set_enabled (
      G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), action)),
      enabled);
}

static void
show_problems (GamaoPositionEditor *self, const GamaoSetupPosition *pos)
{
  GamaoSetupProblem problems[GAMAO_SETUP_MAX_PROBLEMS];
  unsigned n = gamao_setup_position_check (pos, problems, G_N_ELEMENTS (problems));
  g_autoptr (GString) text = g_string_new (NULL);
  unsigned fields = 0;

  for (unsigned i = 0; i < n && i < G_N_ELEMENTS (problems); i++)
    {
      g_string_append_printf (text, "%s%s", i ? "\n" : "", problems[i].message);
      fields |= problems[i].fields;
    }
  gtk_label_set_text (self->problems, n ? text->str : _("A position to study."));
  mark (GTK_WIDGET (self->problems), n > 0);
  mark (GTK_WIDGET (self->tray),
        fields & (GAMAO_SETUP_FIELD_TRAY | GAMAO_SETUP_FIELD_BORNE_OFF));
  for (int i = 0; i < 2; i++)
    {
      mark (GTK_WIDGET (self->dice[i]), fields & GAMAO_SETUP_FIELD_DICE);
      mark (GTK_WIDGET (self->score[i]), fields & GAMAO_SETUP_FIELD_SCORE);
    }
  mark (GTK_WIDGET (self->cube_value), fields & GAMAO_SETUP_FIELD_CUBE);
  mark (GTK_WIDGET (self->length), fields & GAMAO_SETUP_FIELD_LENGTH);
  mark (GTK_WIDGET (self->crawford), fields & GAMAO_SETUP_FIELD_CRAWFORD);

  if (n == 0)
    {
      char pid[GAMAO_POSITION_ID_LEN + 1], mid[GAMAO_MATCH_ID_LEN + 1], xgid[GAMAO_XGID_MAX];
      g_autofree char *line = NULL;

      gamao_setup_position_ids (pos, pid, mid);
      gamao_setup_position_xgid (pos, xgid);
      line = g_strdup_printf ("%s:%s\n%s", pid, mid, xgid);
      gtk_label_set_text (self->ids, line);
    }
  else
    gtk_label_set_text (self->ids, _("No IDs until the position is valid."));
  gamao_study_panel_set_position (self->study, n == 0 ? pos : NULL);
  for (guint i = 0; i < 4; i++)
    gamao_position_editor_enable (
        self, (const char *[]){ "copy", "play", "copy-image", "hint" }[i], n == 0);
  gamao_position_editor_enable (self, "save", n == 0 && self->store);
}

static unsigned
cube_index (unsigned value)
{
  unsigned i = 0;

  while (i + 1 < N_CUBES && (1u << i) < value)
    i++;
  return i;
}

void
gamao_position_editor_refresh (GamaoPositionEditor *self)
{
  const GamaoSetupPosition *pos = gamao_position_setup_get (self->setup);
  GamaoBoardFrame frame;
  g_autofree char *tray = NULL;

  gamao_board_frame_init (&frame);
  gamao_board_frame_from_setup (&frame, pos);
  gamao_board_view_set_frame (self->board, &frame);
  gamao_board_frame_clear (&frame);

  self->syncing = TRUE;
  for (int i = 0; i < 2; i++)
    {
      gtk_toggle_button_set_active (self->colour_buttons[i], self->colour == i);
      gtk_spin_button_set_value (self->dice[i], pos->dice[i]);
      gtk_spin_button_set_value (self->score[i], pos->score[i]);
    }
  gtk_drop_down_set_selected (self->on_roll, (guint) pos->on_roll);
  gtk_drop_down_set_selected (self->cube_value, cube_index (pos->cube_value));
  gtk_drop_down_set_selected (self->cube_owner, (guint) (pos->cube_owner + 1));
  gtk_spin_button_set_value (self->length, pos->match_length);
  gtk_check_button_set_active (self->crawford, pos->crawford);
  self->syncing = FALSE;

  int light = gamao_setup_position_tray (pos, 0), dark = gamao_setup_position_tray (pos, 1);
  g_autofree char *light_text = g_strdup_printf (
      ngettext ("%d light checker", "%d light checkers", light), light);
  g_autofree char *dark_text = g_strdup_printf (
      ngettext ("%d dark checker", "%d dark checkers", dark), dark);
  /* Translators: the checkers of each colour not placed yet ("3 light checkers"). */
  tray = g_strdup_printf (_("In the tray: %s, %s"), light_text, dark_text);
  gtk_label_set_text (self->tray, tray);
  show_problems (self, pos);
  /* Advice about another position would mislead: asked again by hand. */
  gamao_hint_list_clear (self->advice);
  gtk_widget_set_visible (GTK_WIDGET (self->advice), FALSE);
  gamao_position_editor_enable (self, "undo", gamao_position_setup_can_undo (self->setup));
  gamao_position_editor_enable (self, "redo", gamao_position_setup_can_redo (self->setup));
}

/* ---- from the window to the setup ---- */

void
gamao_position_editor_click_slot (GamaoPositionEditor *self, int slot, int tray_player,
                                  gboolean add)
{
  const GamaoSetupPosition *pos = gamao_position_setup_get (self->setup);
  int p = slot == GAMAO_SLOT_OFF ? tray_player : self->colour;
  int s = slot == GAMAO_SLOT_BAR ? GAMAO_BAR : p == 0 ? slot : 23 - slot;
  gboolean changed = FALSE;

  /* A hand takes new checkers from the tray: none left, none to place. */
  if (add && gamao_setup_position_tray (pos, p) <= 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (slot == GAMAO_SLOT_OFF)
    {
      unsigned n = pos->borne_off[p];
      changed = (add || n > 0)
                && gamao_position_setup_set_borne_off (self->setup, p, add ? n + 1 : n - 1);
    }
  else
    {
      /* Taking off where only the other colour stands takes one of those. */
      if (!add && slot != GAMAO_SLOT_BAR && pos->points[p][s] == 0)
        {
          p = 1 - p;
          s = 23 - s;
        }
      unsigned n = pos->points[p][s];
      changed = (add || n > 0)
                && gamao_position_setup_set_checkers (self->setup, p, s, add ? n + 1 : n - 1);
    }
  if (changed)
    gamao_position_editor_refresh (self);
}

/* The count of `p`'s checkers on a physical slot, and where it is kept. */
static uint8_t *
slot_count (GamaoSetupPosition *pos, int p, int slot)
{
  if (slot == GAMAO_SLOT_OFF)
    return &pos->borne_off[p];
  return &pos->points[p][slot == GAMAO_SLOT_BAR ? GAMAO_BAR : p == 0 ? slot : 23 - slot];
}

gboolean
gamao_position_editor_move (GamaoPositionEditor *self, int from, int from_player, int to,
                            int to_player)
{
  GamaoSetupPosition pos = *gamao_position_setup_get (self->setup);
  /* The checker picked up is of the colour standing there; on the bar
   * and in a tray, of the one the pointer was over. */
  int p = from_player;

  if (from != GAMAO_SLOT_BAR && from != GAMAO_SLOT_OFF && *slot_count (&pos, p, from) == 0)
    p = 1 - p;
  /* A tray holds only its own player's checkers. */
  if (*slot_count (&pos, p, from) == 0 || (to == GAMAO_SLOT_OFF && to_player != p)
      || from == to)
    return FALSE;
  (*slot_count (&pos, p, from))--;
  (*slot_count (&pos, p, to))++;
  /* One edit, one undo; the setup refuses nothing here: what is wrong
   * (two colours on a point) is said as for any edit. */
  if (!gamao_position_setup_replace (self->setup, &pos))
    return FALSE;
  gamao_position_editor_refresh (self);
  return TRUE;
}

static void
on_colour_toggled (GtkToggleButton *button, gpointer data)
{
  GamaoPositionEditor *self = data;

  if (!self->syncing && gtk_toggle_button_get_active (button))
    self->colour = button == self->colour_buttons[1];
}

static void
on_control_changed (GamaoPositionEditor *self)
{
  GamaoPositionSetup *setup = self->setup;
  guint owner = gtk_drop_down_get_selected (self->cube_owner);

  if (self->syncing)
    return;
  /* One edit per control changed: the others already match the setup. */
  gamao_position_setup_set_on_roll (setup, (int) gtk_drop_down_get_selected (self->on_roll));
  gamao_position_setup_set_dice (setup, gtk_spin_button_get_value_as_int (self->dice[0]),
                                 gtk_spin_button_get_value_as_int (self->dice[1]));
  gamao_position_setup_set_cube (setup, 1u << gtk_drop_down_get_selected (self->cube_value),
                                 owner == 0 ? GAMAO_CUBE_CENTERED : (int) owner - 1);
  gamao_position_setup_set_match (setup, (unsigned) gtk_spin_button_get_value_as_int (self->length),
                                  (unsigned) gtk_spin_button_get_value_as_int (self->score[0]),
                                  (unsigned) gtk_spin_button_get_value_as_int (self->score[1]),
                                  gtk_check_button_get_active (self->crawford));
  gamao_position_editor_refresh (self);
}

static void
on_start (GamaoPositionEditor *self)
{
  GamaoSetupPosition pos = *gamao_position_setup_get (self->setup);

  gamao_setup_position_init_start (&pos);
  if (gamao_position_setup_replace (self->setup, &pos))
    gamao_position_editor_refresh (self);
}

static void
on_clear (GamaoPositionEditor *self)
{
  GamaoSetupPosition pos = *gamao_position_setup_get (self->setup);

  memset (pos.points, 0, sizeof pos.points);
  memset (pos.borne_off, 0, sizeof pos.borne_off);
  if (gamao_position_setup_replace (self->setup, &pos))
    gamao_position_editor_refresh (self);
}

void
gamao_position_editor_play_requested (GamaoPositionEditor *self, GamaoMatch *match)
{
  g_signal_emit (self, signals[PLAY_REQUESTED], 0, match);
}

/* ---- building the window ---- */

static GtkSpinButton *
spin (GamaoPositionEditor *self, double max)
{
  GtkSpinButton *button = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, max, 1));

  g_signal_connect_swapped (button, "value-changed", G_CALLBACK (on_control_changed), self);
  return button;
}

static GtkDropDown *
drop_down (GamaoPositionEditor *self, const char *const *items)
{
  GtkDropDown *dd = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (items));

  g_signal_connect_swapped (dd, "notify::selected", G_CALLBACK (on_control_changed), self);
  return dd;
}

/* A labelled row of the side panel; the label names the controls for
 * screen readers too. */
static void
row (GtkGrid *grid, int *y, const char *label, GtkWidget *a, GtkWidget *b)
{
  GtkWidget *title = gtk_label_new (label);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_label_set_xalign (GTK_LABEL (title), 0.0f);
  /* Wrapped where the column is narrow (a phone, long translations). */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 22);
  gtk_box_append (GTK_BOX (box), a);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (a), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title,
                                  NULL, -1);
  if (b)
    {
      gtk_box_append (GTK_BOX (box), b);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      title, NULL, -1);
    }
  gtk_grid_attach (grid, title, 0, *y, 1, 1);
  gtk_grid_attach (grid, box, 1, *y, 1, 1);
  (*y)++;
}

/* Buttons in rows of as many as fit: two a row on a phone. */
static GtkWidget *
button_flow (GtkWidget *const *buttons, guint n)
{
  GtkFlowBox *flow = GTK_FLOW_BOX (gtk_flow_box_new ());

  gtk_flow_box_set_selection_mode (flow, GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (flow, 6);
  gtk_flow_box_set_row_spacing (flow, 6);
  /* Three at most: the box's natural width, which the controls' side
   * asks of the window, stays that of three buttons. */
  gtk_flow_box_set_max_children_per_line (flow, MIN (n, 3));
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *cell;
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (buttons[i]));

      gtk_flow_box_append (flow, buttons[i]);
      cell = gtk_widget_get_parent (buttons[i]);
      /* One stop for the keyboard: the button, not the box's cell too;
       * and the cell named as its button, not after its class. */
      gtk_widget_set_focusable (cell, FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      gtk_label_get_text (GTK_LABEL (label)), -1);
    }
  return GTK_WIDGET (flow);
}

static GtkWidget *
build_controls (GamaoPositionEditor *self)
{
  static const char *const colours[] = { N_("Light"), N_("Dark"), NULL };
  static const char *const owners[] = { N_("In the middle"), N_("Light"), N_("Dark"), NULL };
  const char *colour_names[3] = { _(colours[0]), _(colours[1]), NULL };
  const char *owner_names[4] = { _(owners[0]), _(owners[1]), _(owners[2]), NULL };
  char cube_text[N_CUBES][8];
  const char *cube_names[N_CUBES + 1] = { NULL };
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  GtkWidget *colour_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  int y = 0;

  for (int i = 0; i < N_CUBES; i++)
    {
      g_snprintf (cube_text[i], sizeof cube_text[i], "%u", 1u << i);
      cube_names[i] = cube_text[i];
    }
  gtk_grid_set_row_spacing (grid, 8);
  gtk_grid_set_column_spacing (grid, 12);
  gtk_widget_add_css_class (colour_box, "linked");
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *toggle = gtk_toggle_button_new_with_label (colour_names[i]);
      self->colour_buttons[i] = GTK_TOGGLE_BUTTON (toggle);
      g_signal_connect (self->colour_buttons[i], "toggled", G_CALLBACK (on_colour_toggled), self);
      gtk_box_append (GTK_BOX (colour_box), GTK_WIDGET (self->colour_buttons[i]));
      self->dice[i] = spin (self, 6);
      self->score[i] = spin (self, GAMAO_MAX_MATCH_LENGTH);
    }
  gtk_toggle_button_set_group (self->colour_buttons[1], self->colour_buttons[0]);
  /* Its buttons under their title: two colour names side by side take
   * the width of both columns in some languages. */
  GtkWidget *colour_title = gtk_label_new (_("Checkers to place"));
  gtk_label_set_xalign (GTK_LABEL (colour_title), 0.0f);
  gtk_widget_set_halign (colour_box, GTK_ALIGN_START);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (colour_box), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  colour_title, NULL, -1);
  gtk_grid_attach (grid, colour_title, 0, y++, 2, 1);
  gtk_grid_attach (grid, colour_box, 0, y++, 2, 1);
  self->tray = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->tray, 0.0f);
  gtk_label_set_wrap (self->tray, TRUE);
  gtk_grid_attach (grid, GTK_WIDGET (self->tray), 0, y++, 2, 1);
  self->on_roll = drop_down (self, colour_names);
  row (grid, &y, _("On roll"), GTK_WIDGET (self->on_roll), NULL);
  row (grid, &y, _("Dice (0: not rolled)"), GTK_WIDGET (self->dice[0]),
       GTK_WIDGET (self->dice[1]));
  self->cube_value = drop_down (self, cube_names);
  self->cube_owner = drop_down (self, owner_names);
  row (grid, &y, _("Cube"), GTK_WIDGET (self->cube_value), GTK_WIDGET (self->cube_owner));
  self->length = spin (self, GAMAO_MAX_MATCH_LENGTH);
  row (grid, &y, _("Match length (0: money)"), GTK_WIDGET (self->length), NULL);
  row (grid, &y, _("Score (light, dark)"), GTK_WIDGET (self->score[0]),
       GTK_WIDGET (self->score[1]));
  self->crawford = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_("Crawford game")));
  g_signal_connect_swapped (self->crawford, "toggled", G_CALLBACK (on_control_changed), self);
  gtk_grid_attach (grid, GTK_WIDGET (self->crawford), 1, y++, 1, 1);

  GtkWidget *start = gtk_button_new_with_label (_("Starting Position"));
  GtkWidget *clear = gtk_button_new_with_label (_("Clear Board"));
  GtkWidget *copy = gtk_button_new_with_label (_("Copy IDs"));
  GtkWidget *copy_image = gtk_button_new_with_label (_("Copy Image"));
  GtkWidget *hint = gtk_button_new_with_mnemonic (_("_Hint"));
  GtkWidget *play = gtk_button_new_with_mnemonic (_("_Play from Here"));
  GtkWidget *save = gtk_button_new_with_mnemonic (_("_Save Position…"));
  GtkWidget *kept = gtk_button_new_with_mnemonic (_("_Kept Positions"));
  g_signal_connect_swapped (start, "clicked", G_CALLBACK (on_start), self);
  g_signal_connect_swapped (clear, "clicked", G_CALLBACK (on_clear), self);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (copy), "editor.copy");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (copy_image), "editor.copy-image");
  gtk_widget_set_tooltip_text (copy_image, _("Put a picture of the board on the clipboard"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (hint), "editor.hint");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (play), "editor.play");
  gtk_widget_add_css_class (play, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (save), "editor.save");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (kept), "editor.positions");
  gtk_widget_set_tooltip_text (save, _("Keep the position in the history with a name and a note"));
  gtk_grid_attach (grid,
                   button_flow ((GtkWidget *[]){ start, clear, copy, copy_image, hint, play, save,
                                                 kept },
                                8),
                   0, y++, 2, 1);

  self->problems = GTK_LABEL (gtk_label_new (NULL));
  self->ids = GTK_LABEL (gtk_label_new (NULL));
  for (int i = 0; i < 2; i++)
    {
      GtkLabel *label = i ? self->ids : self->problems;
      gtk_label_set_wrap (label, TRUE);
      gtk_label_set_xalign (label, 0.0f);
      gtk_label_set_selectable (label, i == 1);
      gtk_label_set_max_width_chars (label, 40);
      gtk_grid_attach (grid, GTK_WIDGET (label), 0, y++, 2, 1);
    }
  self->advice = GAMAO_HINT_LIST (gamao_hint_list_new (FALSE));
  gtk_widget_set_visible (GTK_WIDGET (self->advice), FALSE);
  gtk_grid_attach (grid, GTK_WIDGET (self->advice), 0, y++, 2, 1);
  self->study = GAMAO_STUDY_PANEL (gamao_study_panel_new ());
  gtk_grid_attach (grid, GTK_WIDGET (self->study), 0, y++, 2, 1);
  return GTK_WIDGET (grid);
}

static GtkWidget *
build_header (GamaoPositionEditor *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *undo = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  GtkWidget *redo = gtk_button_new_from_icon_name ("edit-redo-symbolic");

  gtk_actionable_set_action_name (GTK_ACTIONABLE (undo), "editor.undo");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (redo), "editor.redo");
  gtk_widget_set_tooltip_text (undo, _("Undo"));
  gtk_widget_set_tooltip_text (redo, _("Redo"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (undo), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Undo"),
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (redo), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Redo"),
                                  -1);
  /* A title that gives way (ellipsized) on a phone. */
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("Set Up a Position"), NULL));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), undo);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), redo);
  /* On a phone the controls fold away over the board: this brings them;
   * beside the board it hides and shows them. Always shown: a button
   * that came and went with the fold would change the header while the
   * window lays itself out. */
  GtkWidget *controls = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (controls), "document-properties-symbolic");
  gtk_widget_set_tooltip_text (controls, _("Show the Controls and the Study"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (controls), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Show the Controls and the Study"), -1);
  g_object_bind_property (self->flap, "reveal-flap", controls, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), controls);
  return header;
}

static void
gamao_position_editor_init (GamaoPositionEditor *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *side = gtk_scrolled_window_new ();
  GtkWidget *board_box;

  gtk_window_set_title (GTK_WINDOW (self), _("Set Up a Position"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1000, 720);
  gamao_position_editor_add_actions (self);
  self->board = GAMAO_BOARD_VIEW (gamao_board_view_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_size_request (GTK_WIDGET (self->board), -1, 240);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->board),
                               _("Click to add a checker of the chosen colour, right-click to "
                                 "take one off: on the points, the bar and the trays. Drag a "
                                 "checker to move it. Keys: the arrows choose a place, + adds, "
                                 "− takes off."));
  board_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (board_box), GTK_WIDGET (self->board));
  gtk_box_append (GTK_BOX (board_box), gamao_position_editor_add_input (self, self->board));

  /* The controls ask no more than 440 px beside the board: the board
   * takes the rest. */
  GtkWidget *clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 440);
  adw_clamp_set_child (ADW_CLAMP (clamp), build_controls (self));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (side), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (side), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *part = i ? side : board_box;
      gtk_widget_set_margin_top (part, 8);
      gtk_widget_set_margin_bottom (part, 8);
      /* The board's own least width is 340 px: 4 px a side leave a
       * phone's 360 px window room for its border. */
      gtk_widget_set_margin_start (part, 4);
      gtk_widget_set_margin_end (part, 4);
    }
  /* Side by side where there is room; on a phone the controls and the
   * study fold over the board, brought by the header's button (the
   * editor's content is wider than 360 px only in the board's
   * natural size). */
  self->flap = ADW_FLAP (adw_flap_new ());
  adw_flap_set_flap_position (self->flap, GTK_PACK_END);
  adw_flap_set_content (self->flap, board_box);
  adw_flap_set_flap (self->flap, side);
  gtk_widget_add_css_class (side, "background");
  gtk_widget_set_vexpand (GTK_WIDGET (self->flap), TRUE);
  gtk_box_append (GTK_BOX (content), build_header (self));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->flap));
  adw_window_set_content (ADW_WINDOW (self), content);
}

static void
gamao_position_editor_dispose (GObject *object)
{
  GamaoPositionEditor *self = GAMAO_POSITION_EDITOR (object);

  g_clear_pointer (&self->setup, gamao_position_setup_free);
  g_clear_object (&self->actions);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (gamao_position_editor_parent_class)->dispose (object);
}

static void
gamao_position_editor_class_init (GamaoPositionEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gamao_position_editor_dispose;
  /* A match that starts from the position set up: the owner plays it. */
  signals[PLAY_REQUESTED] = g_signal_new ("play-requested", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                          GAMAO_TYPE_MATCH);
}

GamaoPositionEditor *
gamao_position_editor_new (const GamaoSetupPosition *start)
{
  GamaoPositionEditor *self = g_object_new (GAMAO_TYPE_POSITION_EDITOR, NULL);

  self->setup = gamao_position_setup_new (start);
  self->colour = 1;
  gamao_position_editor_enable (self, "positions", FALSE);
  gamao_position_editor_refresh (self);
  return self;
}

void
gamao_position_editor_set_store (GamaoPositionEditor *self, GamaoStore *store)
{
  g_return_if_fail (GAMAO_IS_POSITION_EDITOR (self));
  g_set_object (&self->store, store);
  gamao_position_editor_enable (self, "positions", store != NULL);
  gamao_position_editor_refresh (self);
}

GamaoPositionSetup *
gamao_position_editor_get_setup (GamaoPositionEditor *self)
{
  g_return_val_if_fail (GAMAO_IS_POSITION_EDITOR (self), NULL);
  return self->setup;
}

void
gamao_position_editor_set_colour (GamaoPositionEditor *self, int player)
{
  g_return_if_fail (GAMAO_IS_POSITION_EDITOR (self));
  self->colour = player ? 1 : 0;
  gamao_position_editor_refresh (self);
}

GtkWidget *
gamao_position_editor_get_advice (GamaoPositionEditor *self)
{
  g_return_val_if_fail (GAMAO_IS_POSITION_EDITOR (self), NULL);
  return GTK_WIDGET (self->advice);
}

GtkWidget *
gamao_position_editor_get_study (GamaoPositionEditor *self)
{
  g_return_val_if_fail (GAMAO_IS_POSITION_EDITOR (self), NULL);
  return GTK_WIDGET (self->study);
}

char *
gamao_position_editor_dup_problems (GamaoPositionEditor *self)
{
  g_return_val_if_fail (GAMAO_IS_POSITION_EDITOR (self), NULL);
  return gamao_setup_position_valid (gamao_position_setup_get (self->setup))
             ? g_strdup ("")
             : g_strdup (gtk_label_get_text (self->problems));
}
