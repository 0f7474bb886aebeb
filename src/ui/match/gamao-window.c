/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"
#include "gamao-window-test.h"

#include <glib/gi18n.h>

#include "gamao-a11y.h"
#include "gamao-ai-service.h"
#include "gamao-board-frame.h"
#include "gamao-board-news.h"
#include "gamao-first-frame.h"
#include "gamao-glyph-warmer.h"
#include "gamao-live-moves.h"
#include "gamao-review-words.h"
#include "gamao-stakes.h"
#include "gamao-turn-words.h"

G_DEFINE_FINAL_TYPE (GamaoWindow, gamao_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
gamao_window_toast (GamaoWindow *self, const char *message)
{
  gamao_notice_show (self->notice, message);
}

/* win.show-details: the dialog behind a notice's Details button. */
static void
show_details_action (GtkWidget *widget, const char *name, GVariant *param)
{
  const char *heading, *details;
  GtkWidget *dialog;

  g_variant_get (param, "(&s&s)", &heading, &details);
  dialog = adw_message_dialog_new (GTK_WINDOW (widget), heading, details);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
gamao_window_toast_details (GamaoWindow *self, const char *message, const char *heading,
                            const char *details)
{
  gamao_notice_show_with_action (self->notice, message, _("_Details"), "win.show-details",
                                 g_variant_new ("(ss)", heading, details));
}

void
gamao_window_report (GamaoWindow *self, const GError *error)
{
  if (error)
    gamao_window_toast (self, error->message);
}

/* Showing the match */

static void
collect_moves (GamaoWindow *self, GamaoBoardMoves *moves)
{
  gamao_live_moves_collect (self->match, moves);
}

/* The match as the board shows it (src/play/gamao-board-frame decides
 * the dice, the cube and whose numbers), with what only the live board
 * has: the news of the last turn, the invitation to roll and the moves
 * the person may make now. */
static void
update_board (GamaoWindow *self, GamaoBoardView *view, GamaoMatchPhase state)
{
  g_auto (GamaoBoardFrame) frame = { 0 };
  g_autofree char *news = NULL;
  int desk = gamao_board_frame_live_desk (
      gamao_desk_is_person (self->desk, 0), gamao_desk_is_person (self->desk, 1),
      g_settings_get_boolean (self->settings, "numbers-follow-turn"));

  gamao_board_frame_init (&frame);
  gamao_board_frame_from_match (&frame, self->match, desk);
  gamao_board_view_set_frame (view, &frame);
  news = gamao_board_news (self->match, state == GAMAO_MATCH_MOVING
                                             && gamao_desk_get_may_move (self->desk));
  gamao_board_view_set_news (view, news);
  gamao_board_view_set_roll_state (
      view,
      !gamao_desk_get_paused (self->desk)
          && (state == GAMAO_MATCH_OPENING_ROLL || state == GAMAO_MATCH_TO_ROLL_OR_DOUBLE),
      frame.opening);

  /* A play the tutor holds is finished: the board waits for its answer. */
  if (gamao_desk_get_may_move (self->desk))
    {
      GamaoBoardMoves moves;

      collect_moves (self, &moves);
      gamao_board_view_set_moves (view, &moves);
    }
  else
    gamao_board_view_set_moves (view, NULL);
}

/* "Game 3" under the title. */
static gboolean
game_subtitle (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_take_string (to, g_strdup_printf (_("Game %u"), g_value_get_uint (from)));
  return TRUE;
}

/* What above the board follows the match by bindings (the players' cards
 * have their own): the game number and the Crawford mark. The window
 * redraws nothing else for them. */
static void
bind_match_labels (GamaoWindow *self)
{
  self->match_bindings = g_binding_group_new ();
  g_binding_group_bind_full (self->match_bindings, "game-number", self->window_title, "subtitle",
                             G_BINDING_SYNC_CREATE, game_subtitle, NULL, NULL, NULL);
}

/* How many times gamao_window_update ran, for the test that it runs once
 * per request (gamao-window-test.h). */
static guint update_count;

guint
gamao_window_get_update_count (void)
{
  return update_count;
}

void
gamao_window_update (GamaoWindow *self)
{
  update_count++;
  /* Without a match the match page is hidden (or not even built, see
   * gamao_window_ensure_match_part). */
  if (self->match && self->match_view)
    update_board (self, gamao_window_board (self), gamao_match_get_phase (self->match));
}

/* Following the match */

static void
on_move_requested (GamaoWindow *self, int from, int to, GamaoBoardView *view)
{
  g_autoptr (GError) error = NULL;

  if (!self->match || gamao_match_move_to (self->match, from, to, &error))
    return;
  /* Refused: the checker goes back, and the notice says why, with a
   * button to the section of the rules that explains it. */
  gamao_notice_show_with_action (self->notice, error->message, _("Why?"), "win.rules-section",
                                 g_variant_new_string (gamao_stakes_refusal_section (error)));
}

static void
on_dice_activated (GamaoWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.roll", NULL);
}

static void
on_cube_activated (GamaoWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.double", NULL);
}

/* A review key on the board: the words only the match has. */
static void
on_review_requested (GamaoWindow *self, int topic, int numbers_for, GamaoBoardView *view)
{
  g_autofree char *words = NULL;

  if (!self->match)
    return;
  words = gamao_review_words (self->match, (GamaoReviewTopic) topic, numbers_for);
  gamao_board_view_say (view, words);
}

/* The question the desk puts: a resignation or the end of a game, in a
 * dialog (a double is answered in the match view's bar). */
static void
on_desk_prompt (GamaoWindow *self)
{
  GamaoDeskPrompt prompt = gamao_desk_get_prompt (self->desk);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (prompt == GAMAO_DESK_PROMPT_RESIGNATION || prompt == GAMAO_DESK_PROMPT_OUTCOME)
    gamao_window_schedule_prompt (self);
  /* A double answered from its bar: the keyboard goes back to the board,
   * whose description then tells the answer and the cube's new owner. */
  if (prompt != GAMAO_DESK_PROMPT_DOUBLE && self->match_view
      && (!focus
          || gtk_widget_is_ancestor (focus, GTK_WIDGET (gamao_window_get_decision_bar (self)))))
    gamao_window_focus_board (self);
}

static void
make_desk (GamaoWindow *self)
{
  g_autoptr (GamaoTutorHold) hold = gamao_window_new_tutor_hold (self);

  self->desk = gamao_desk_new (hold);
  g_signal_connect_object (self->desk, "changed", G_CALLBACK (gamao_window_update), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->desk, "notify::prompt", G_CALLBACK (on_desk_prompt), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->desk, "notice", G_CALLBACK (gamao_window_toast), self,
                           G_CONNECT_SWAPPED);
  gamao_window_follow_desk (self);
}

void
gamao_window_set_match (GamaoWindow *self, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_WINDOW (self));
  g_return_if_fail (!match || GAMAO_IS_MATCH (match));
  gamao_window_set_match_in_row (self, match, 0);
}

void
gamao_window_set_match_in_row (GamaoWindow *self, GamaoMatch *match, gint64 row)
{
  gboolean changed;

  gamao_window_dismiss_prompt (self);
  if (self->score_sheet)
    gtk_window_destroy (self->score_sheet);
  changed = g_set_object (&self->match, match);
  /* Whatever the computer was thinking about belongs to the old match. */
  gamao_computer_turn_set_match (self->computer_turn, match);
  if (match)
    gamao_window_ensure_match_part (self);
  g_binding_group_set_source (self->match_bindings, match);
  /* The match history keeps every match played here. */
  gamao_window_follow_in_history (self, match, row);
  /* The desk (and the tutor's hold, the match view and the game buttons
   * with it) follows the match last: its "changed" brings the window up
   * to date. A match that arrives waiting for an answer or after a
   * game's end puts its question at once. */
  if (gamao_desk_get_match (self->desk) != match)
    gamao_desk_set_match (self->desk, match);
  else
    gamao_window_update (self);
  on_desk_prompt (self);
  /* The match page and the game buttons are shown while there is a
   * match (bound to "match"), and the page on show with them. */
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
  gtk_stack_set_visible_child_name (self->stack, match ? "match" : "empty");
  /* The keyboard plays on the board from the start. */
  if (match)
    gtk_widget_grab_focus (GTK_WIDGET (gamao_window_board (self)));
}

GamaoMatch *
gamao_window_get_match (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  return self->match;
}

GamaoBoardView *
gamao_window_board (GamaoWindow *self)
{
  return self->match_view ? gamao_match_view_get_board_view (self->match_view) : NULL;
}

GamaoBoardView *
gamao_window_get_board_view (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  gamao_window_ensure_match_part (self);
  return gamao_window_board (self);
}

GObject *
gamao_window_get_match_object (GamaoWindow *self, const char *id)
{
  GObject *object;

  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  gamao_window_ensure_match_part (self);
  if (g_str_equal (id, "game_buttons"))
    return G_OBJECT (self->game_buttons);
  if ((object = gtk_widget_get_template_child (GTK_WIDGET (self), GAMAO_TYPE_WINDOW, id)))
    return object;
  if ((object = gtk_widget_get_template_child (GTK_WIDGET (self->game_buttons),
                                               GAMAO_TYPE_GAME_BUTTONS, id)))
    return object;
  return gtk_widget_get_template_child (GTK_WIDGET (self->match_view), GAMAO_TYPE_MATCH_VIEW, id);
}

GObject *
gamao_window_get_empty_object (GamaoWindow *self, const char *id)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  return gtk_widget_get_template_child (GTK_WIDGET (self->empty_page), GAMAO_TYPE_EMPTY_PAGE, id);
}

AdwMessageDialog *
gamao_window_get_prompt (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  return self->prompt;
}

GamaoDecisionBar *
gamao_window_get_decision_bar (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  gamao_window_ensure_match_part (self);
  return gamao_match_view_get_decision_bar (self->match_view);
}

GtkWindow *
gamao_window_get_score_sheet (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  return self->score_sheet;
}

gboolean
gamao_window_is_narrow (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), FALSE);
  return self->match_view && gamao_match_view_get_narrow (self->match_view);
}

/* The match part */

/* The hinted play under the pointer (or the keyboard), on the board. A
 * hint is for the turn from its start: with checkers already moved the
 * arrows would start from the wrong places, so none are drawn. */
static void
on_hint_preview (GamaoWindow *self, const GamaoPlay *play)
{
  GamaoStep steps[4];

  if (play && self->match && gamao_match_get_phase (self->match) == GAMAO_MATCH_MOVING
      && gamao_match_get_steps (self->match, steps) == 0)
    gamao_board_view_set_preview (gamao_window_board (self), play->steps, play->n_steps);
  else
    gamao_board_view_set_preview (gamao_window_board (self), NULL, 0);
}

static gboolean
is_set (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  g_value_set_boolean (to, g_value_get_object (from) != NULL);
  return TRUE;
}

/* The page, the board and the game buttons follow the window's match,
 * its desk and the settings by themselves. */
static void
connect_match_part (GamaoWindow *self)
{
  GamaoBoardView *view = gamao_window_board (self);
  GamaoHintPopover *popover = gamao_game_buttons_get_hint_popover (self->game_buttons);

  g_object_bind_property_full (self, "match", self->match_view, "visible",
                               G_BINDING_SYNC_CREATE, is_set, NULL, NULL, NULL);
  g_object_bind_property_full (self, "match", self->game_buttons, "visible",
                               G_BINDING_SYNC_CREATE, is_set, NULL, NULL, NULL);
  /* At the narrowest only Roll stays in the header: the bar below the
   * board takes Double, Resign and Hint. */
  g_object_bind_property (self->game_buttons, "narrow", self->match_view, "narrow",
                          G_BINDING_SYNC_CREATE);
  gamao_game_buttons_set_narrow_hint_button (
      self->game_buttons, GTK_MENU_BUTTON (gamao_match_view_get_hint_button (self->match_view)));
  /* The setting's nicks are GamaoHomeSide's ("right", "left"). */
  g_settings_bind (self->settings, "board-orientation", view, "home-side",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation-speed", view, "animation-speed",
                   G_SETTINGS_BIND_GET);
  g_signal_connect_object (view, "move-requested", G_CALLBACK (on_move_requested), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (view, "dice-activated", G_CALLBACK (on_dice_activated), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (view, "cube-activated", G_CALLBACK (on_cube_activated), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (view, "review-requested", G_CALLBACK (on_review_requested), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (popover, "preview", G_CALLBACK (on_hint_preview), self,
                           G_CONNECT_SWAPPED);
  /* Escape or a click away closes a popover: the keyboard plays on. */
  g_signal_connect_object (popover, "closed", G_CALLBACK (gamao_window_focus_board), self,
                           G_CONNECT_SWAPPED);
}

/* The board, the players' cards, the bars below the board and the
 * header bar's game buttons are built the first time a match is shown:
 * the window's first frame at start shows the empty page, and building
 * them with the window's template was a third of its cost. They show
 * while the window has a match. Their actions (win.roll, …) are the
 * window's, found once they are in it. */
void
gamao_window_ensure_match_part (GamaoWindow *self)
{
  if (self->match_view)
    return;
  self->match_view = gamao_match_view_new (self->desk);
  self->game_buttons = gamao_game_buttons_new (self->desk);
  gtk_stack_add_titled (self->stack, GTK_WIDGET (self->match_view), "match", _("Match"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (self->header_bar), GTK_WIDGET (self->game_buttons));
  /* A screen reader finds only the page on screen. */
  gamao_a11y_follow_visible_child (GTK_WIDGET (self->stack));
  connect_match_part (self);
}

/* The window itself */

/* The computer cannot play (its weights are missing or damaged): the
 * person is told why in a dialog, and the match waits. */
static void
on_computer_failed (GamaoWindow *self, const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                              _("The Computer Cannot Play"), message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* What the first frame does not need comes once it is on the screen:
 * the computer's nets start loading (a question asked before waits for
 * them, see gamao-ai-service.c), and the shortcuts window is built
 * (GtkApplication would build it for every new window, before its first
 * frame, from a resource named gtk/help-overlay.ui). */
static gboolean
after_first_frame (gpointer user_data)
{
  g_autoptr (GamaoWindow) self = user_data;
  g_autoptr (GtkBuilder) builder = NULL;

  gamao_ai_service_preload ();
  if (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self)))
    return G_SOURCE_REMOVE;
  builder = gtk_builder_new_from_resource (
      "/io/github/gamao/Gamao/ui/match/gamao-shortcuts-window.ui");
  gtk_application_window_set_help_overlay (
      GTK_APPLICATION_WINDOW (self),
      GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  return G_SOURCE_REMOVE;
}

/* The main menu's popover is made when it first opens: a dozen items
 * built with the window made a quarter of its template's cost at start. */
static void
create_primary_menu (GtkMenuButton *button, gpointer user_data)
{
  GamaoWindow *self = user_data;

  gtk_menu_button_set_create_popup_func (button, NULL, NULL, NULL);
  gtk_menu_button_set_menu_model (button, self->primary_menu);
  /* Read as the menu it is, not by its class ("GtkPopoverMenu"). */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_menu_button_get_popover (button)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Main Menu"), -1);
  /* Escape or a click away closes it: the keyboard plays on. */
  g_signal_connect_object (gtk_menu_button_get_popover (button), "closed",
                           G_CALLBACK (gamao_window_focus_board), self, G_CONNECT_SWAPPED);
}

static void
on_first_frame (GtkWindow *window, gpointer user_data)
{
  g_idle_add (after_first_frame, g_object_ref (window));
}

/* Once allocated for its first frame, and before it is drawn, the
 * window's text has its glyph metrics looked up a font at a time (see
 * gamao-glyph-warmer.c): the first frame's text costs less to draw. */
static void
gamao_window_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);

  GTK_WIDGET_CLASS (gamao_window_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->glyphs_warmed)
    return;
  self->glyphs_warmed = TRUE;
  gamao_glyph_warmer_warm (widget);
}

static gboolean
gamao_window_close_request (GtkWindow *window)
{
  GamaoWindow *self = GAMAO_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  return GTK_WINDOW_CLASS (gamao_window_parent_class)->close_request (window);
}

/* A popover still open when the window goes stays alive after it, one
 * reference left and unrealized, and GTK 4.8's tooltip timer, aimed at
 * it while it was under the pointer, then fails on its missing surface
 * (Gdk-CRITICAL in gdk_surface_get_device_position). Closed first, it
 * goes with the window. */
static void
close_popovers (GamaoWindow *self)
{
  if (self->game_buttons)
    gamao_game_buttons_popdown_hint (self->game_buttons);
  if (self->menu_button)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->menu_button));
}

static void
gamao_window_dispose (GObject *object)
{
  GamaoWindow *self = GAMAO_WINDOW (object);

  /* Before the sources go: a popover closing asks for the board's focus. */
  close_popovers (self);
  g_clear_handle_id (&self->prompt_id, g_source_remove);
  g_clear_handle_id (&self->focus_id, g_source_remove);
  /* The hold may outlive the window while a verdict is on its way:
   * nothing it does from here on reaches the window, and what it judges
   * is dropped. */
  if (self->desk)
    {
      GamaoTutorHold *hold = gamao_desk_get_tutor_hold (self->desk);

      g_signal_handlers_disconnect_by_data (hold, self);
      gamao_tutor_hold_set_match (hold, NULL);
    }
  g_clear_object (&self->desk);
  g_clear_object (&self->match_bindings);
  if (self->computer_turn)
    gamao_computer_turn_set_match (self->computer_turn, NULL);
  g_clear_object (&self->computer_turn);
  gamao_window_history_dispose (self);
  g_clear_object (&self->match);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_WINDOW);
  G_OBJECT_CLASS (gamao_window_parent_class)->dispose (object);
}

static void
gamao_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, GAMAO_WINDOW (object)->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_window_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MATCH:
      gamao_window_set_match (GAMAO_WINDOW (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_window_class_init (GamaoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = gamao_window_dispose;
  object_class->get_property = gamao_window_get_property;
  object_class->set_property = gamao_window_set_property;
  /* The match played in the window (or NULL); the desk, the match view
   * and the history follow it. */
  properties[PROP_MATCH] = g_param_spec_object ("match", NULL, NULL, GAMAO_TYPE_MATCH,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  window_class->close_request = gamao_window_close_request;
  widget_class->focus = gamao_window_focus;
  widget_class->size_allocate = gamao_window_size_allocate;

  g_type_ensure (GAMAO_TYPE_NOTICE);
  g_type_ensure (GAMAO_TYPE_EMPTY_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/gamao/Gamao/ui/match/gamao-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, overlay);
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, notice);
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, empty_page);
  /* Not a field: bound to the window's match, found by the tests. */
  gtk_widget_class_bind_template_child_full (widget_class, "undo_button", FALSE, 0);
  gtk_widget_class_install_action (widget_class, "win.show-details", "(ss)", show_details_action);
  gamao_window_class_init_actions (widget_class);
  gamao_window_class_init_tutor (widget_class);
  /* Every message dialog the app shows is read with its body. */
  gamao_a11y_describe_message_dialogs ();
}

static void
gamao_window_init (GamaoWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_object_bind_property_full (self, "match",
                               gtk_widget_get_template_child (GTK_WIDGET (self),
                                                              GAMAO_TYPE_WINDOW, "undo_button"),
                               "visible", G_BINDING_SYNC_CREATE, is_set, NULL, NULL, NULL);
  gamao_window_add_game_keys (self);
  gamao_window_init_dnd (self);

  self->settings = g_settings_new (APP_ID);
  make_desk (self);
  bind_match_labels (self);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_object (self->settings, "changed::numbers-follow-turn",
                           G_CALLBACK (gamao_window_update), self, G_CONNECT_SWAPPED);

  gamao_first_frame_connect (GTK_WINDOW (self), G_CALLBACK (on_first_frame), NULL, NULL);
  self->computer_turn = gamao_computer_turn_new ();
  g_signal_connect_object (self->computer_turn, "failed", G_CALLBACK (on_computer_failed), self,
                           G_CONNECT_SWAPPED);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->menu_button), create_primary_menu,
                                         self, NULL);
  gamao_window_init_focus (self);
  gamao_window_update (self);
}

GamaoWindow *
gamao_window_new (GtkApplication *application)
{
  return g_object_new (GAMAO_TYPE_WINDOW, "application", application, NULL);
}
