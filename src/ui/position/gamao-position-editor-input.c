/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-editor-input.c: the editor's board by pointer and by
 * keyboard. One drag gesture serves both: let go where it was pressed,
 * it is a click (add, or with the right button take off); let go
 * elsewhere, it moves the checker. It runs before the board's own
 * gestures, which play moves: here nothing is played. */
#define G_LOG_DOMAIN "gamao-position-editor"

#include "config.h"

#include "gamao-position-editor-input.h"

#include "gamao-board-layout.h"

#include <glib/gi18n.h>

/* A press that moves less than this (pixels) is a click. */
#define CLICK_SLOP 8.0

typedef struct
{
  GamaoPositionEditor *editor;
  GamaoBoardView *board;
  GtkLabel *place;       /* the line under the board */
  int slot, tray_player; /* the keyboard's place */
  int from, from_player; /* where the pointer went down, or -1 */
} Input;

static gboolean
hit (Input *in, double x, double y, int *slot, int *player)
{
  GtkWidget *board = GTK_WIDGET (in->board);
  GamaoBoardLayout layout;
  double ux, uy;

  gamao_board_layout_compute (&layout, gtk_widget_get_width (board), gtk_widget_get_height (board),
                              gamao_board_view_get_home_side (in->board) == GAMAO_HOME_LEFT);
  gamao_board_layout_to_units (&layout, x, y, &ux, &uy);
  return gamao_board_layout_hit (ux, uy, gamao_position_setup_get (
                                             gamao_position_editor_get_setup (in->editor))->on_roll,
                                 slot, player)
         == GAMAO_HIT_SLOT;
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, gpointer data)
{
  Input *in = data;

  if (!hit (in, x, y, &in->from, &in->from_player))
    in->from = -1;
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, gpointer data)
{
  Input *in = data;
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double x, y;
  int to, to_player;

  if (in->from < 0)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (dx * dx + dy * dy < CLICK_SLOP * CLICK_SLOP)
    gamao_position_editor_click_slot (in->editor, in->from, in->from_player, button != 3);
  else if (hit (in, x + dx, y + dy, &to, &to_player)
           && !gamao_position_editor_move (in->editor, in->from, in->from_player, to, to_player))
    gtk_widget_error_bell (GTK_WIDGET (in->board));
  in->from = -1;
}

/* The number the board shows on the keys' point: the board is numbered
 * for one side (the side on roll unless chosen), and the line under it
 * must name the point the eye finds there. */
static int
board_number (Input *in)
{
  return gamao_board_view_get_numbers_for (in->board) == 1 ? 24 - in->slot : in->slot + 1;
}

/* "Point 6: 5 light checkers, 0 dark checkers", in the board's numbers. */
static void
say_place (Input *in)
{
  GamaoPositionSetup *setup = gamao_position_editor_get_setup (in->editor);
  const GamaoSetupPosition *pos;
  g_autofree char *name = NULL, *light = NULL, *dark = NULL, *line = NULL;
  int n[2];

  /* The editor is still being built: it says its place on the first key. */
  if (!setup)
    return;
  pos = gamao_position_setup_get (setup);
  for (int p = 0; p < 2; p++)
    n[p] = in->slot == GAMAO_SLOT_OFF  ? pos->borne_off[p]
           : in->slot == GAMAO_SLOT_BAR ? pos->points[p][GAMAO_BAR]
                                        : pos->points[p][p == 0 ? in->slot : 23 - in->slot];
  if (in->slot == GAMAO_SLOT_OFF)
    name = g_strdup (in->tray_player ? _("Dark’s tray") : _("Light’s tray"));
  else if (in->slot == GAMAO_SLOT_BAR)
    name = g_strdup (_("The bar"));
  else
    /* Translators: a point's number as the board shows it, not a count. */
    name = g_strdup_printf (_("Point %d"), board_number (in));
  light = g_strdup_printf (ngettext ("%d light checker", "%d light checkers", n[0]), n[0]);
  dark = g_strdup_printf (ngettext ("%d dark checker", "%d dark checkers", n[1]), n[1]);
  /* Translators: the keyboard's place on the board, then what stands there. */
  line = g_strdup_printf (_("%s: %s, %s"), name, light, dark);
  gtk_label_set_text (in->place, line);
  gtk_accessible_update_property (GTK_ACCESSIBLE (in->board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  line, -1);
}

/* The places in a row: points 1 to 24, the bar, light's tray, dark's. */
static void
step (Input *in, int by)
{
  int index = in->slot == GAMAO_SLOT_OFF ? 25 + in->tray_player
              : in->slot == GAMAO_SLOT_BAR ? 24
                                           : in->slot;

  index = (index + by + 27) % 27;
  in->slot = index < 24 ? index : index == 24 ? GAMAO_SLOT_BAR : GAMAO_SLOT_OFF;
  in->tray_player = index == 26;
}

static gboolean
on_key (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
        gpointer data)
{
  Input *in = data;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_Up:
      step (in, 1);
      break;
    case GDK_KEY_Left:
    case GDK_KEY_Down:
      step (in, -1);
      break;
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_equal:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      gamao_position_editor_click_slot (in->editor, in->slot, in->tray_player, TRUE);
      break;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
    case GDK_KEY_Delete:
    case GDK_KEY_BackSpace:
      gamao_position_editor_click_slot (in->editor, in->slot, in->tray_player, FALSE);
      break;
    default:
      return FALSE;
    }
  gamao_board_view_set_mark (in->board, in->slot, in->tray_player);
  say_place (in);
  return TRUE;
}

GtkWidget *
gamao_position_editor_add_input (GamaoPositionEditor *editor, GamaoBoardView *board)
{
  Input *in = g_new0 (Input, 1);
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  in->editor = editor;
  in->board = board;
  in->from = -1;
  in->slot = 5;
  in->place = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (in->place, 0.0f);
  gtk_label_set_wrap (in->place, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (in->place), "dim-label");
  g_object_set_data_full (G_OBJECT (board), "gamao-editor-input", in, g_free);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), in);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), in);
  gtk_widget_add_controller (GTK_WIDGET (board), GTK_EVENT_CONTROLLER (drag));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  /* Named so that tests can press its keys. */
  gtk_event_controller_set_name (keys, "gamao-editor-keys");
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), in);
  gtk_widget_add_controller (GTK_WIDGET (board), keys);
  gtk_widget_set_focusable (GTK_WIDGET (board), TRUE);
  gamao_board_view_set_mark (board, in->slot, in->tray_player);
  /* Translators: under the position editor's board, before any key. */
  gtk_label_set_text (in->place, _("Keys: the arrows choose a place, + adds, − takes off."));
  return GTK_WIDGET (in->place);
}
