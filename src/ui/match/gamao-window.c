/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-window"

#include "config.h"

#include "gamao-window-private.h"

#include <glib/gi18n.h>

#include "gamao-ai-service.h"
#include "gamao-first-frame.h"
#include "gamao-glyph-warmer.h"
#include "gamao-hint-popover.h"
#include "gamao-history-keeper.h"
#include "gamao-stakes.h"
#include "gamao-turn-words.h"

/* How long the dice of a turn with no legal play stay before it passes. */
#define PASS_PAUSE_MS 1600

G_DEFINE_FINAL_TYPE (GamaoWindow, gamao_window, ADW_TYPE_APPLICATION_WINDOW)

void
gamao_window_set_history_size (GamaoWindow *self, guint n_matches)
{
  g_autofree char *description = NULL;

  g_return_if_fail (GAMAO_IS_WINDOW (self));
  /* With matches in the history, "no match yet" would be untrue. */
  gtk_widget_set_visible (self->empty_history_button, n_matches > 0);
  if (n_matches == 0)
    return;
  gamao_wrapped_text_set_text (self->empty_title, _("No Match in Progress"));
  description = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE,
                 "%'u match is kept in the history. Start a new one against the computer or "
                 "between two people at this desk, or look back at it.",
                 "%'u matches are kept in the history. Start a new one against the computer or "
                 "between two people at this desk, or look back at them.",
                 n_matches),
    n_matches);
  gamao_wrapped_text_set_text (self->empty_description, description);
}

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

gboolean
gamao_window_is_person (GamaoWindow *self, int player)
{
  return gamao_player_get_kind (gamao_match_get_player (self->match, player))
         == GAMAO_PLAYER_HUMAN;
}

/* Where each movable checker may go, and where a click sends it: only
 * when a single die can move it to just one place, so a click never
 * guesses between two dice. */
static void
collect_moves (GamaoWindow *self, GamaoBoardMoves *moves)
{
  int points[26];
  guint n = gamao_match_get_movable_points (self->match, points);

  gamao_board_moves_clear (moves);
  for (guint i = 0; i < n; i++)
    {
      GamaoTarget targets[GAMAO_MAX_TARGETS];
      guint n_targets = gamao_match_get_targets (self->match, points[i], targets);
      int quick = -1;

      /* A single click moves by the larger die that can move this
       * checker: the turn lists one-die targets largest die first. */
      for (guint j = 0; j < n_targets; j++)
        {
          moves->targets[points[i]] |= 1u << targets[j].to;
          if (targets[j].n_dice == 1 && quick < 0)
            quick = targets[j].to;
        }
      moves->quick[points[i]] = quick;
    }
}

/* Whose point numbers the board shows: a person playing the computer
 * always sees their own; two people at one desk see the numbers of the
 * one who must act unless the preference keeps them still. */
static int
numbering (GamaoWindow *self)
{
  gboolean person0 = gamao_window_is_person (self, 0);
  gboolean person1 = gamao_window_is_person (self, 1);

  if (person0 != person1)
    return person0 ? 0 : 1;
  /* Following the turn means the one who must act now: the one doubled
   * answers in their own numbers. */
  if (person0 && g_settings_get_boolean (self->settings, "numbers-follow-turn"))
    return gamao_match_get_turn (self->match);
  return 0;
}

static void
update_board (GamaoWindow *self, GamaoMatchPhase state)
{
  GamaoCube *cube = gamao_match_get_cube (self->match);
  int on_roll = gamao_match_get_on_roll (self->match);
  int dice[2], left[4];
  guint n_left = 0;
  const GamaoAction *last;
  gboolean stuck = FALSE;
  GamaoBoard board;
  GamaoPending pending;

  gamao_position_get_board_for (gamao_match_get_position (self->match), on_roll, &board);
  if (!self->shown_valid || self->shown_on_roll != on_roll
      || !gamao_board_equal (&board, &self->shown))
    gamao_board_view_set_position (self->board_view, &board, on_roll);
  self->shown = board;
  self->shown_on_roll = on_roll;
  self->shown_valid = TRUE;

  gamao_board_view_set_numbering (self->board_view, numbering (self));
  gamao_match_get_dice (self->match, dice);
  if (state == GAMAO_MATCH_MOVING)
    n_left = gamao_match_get_dice_left (self->match, left);
  last = gamao_match_get_last_turn (self->match, &stuck);
  if (last)
    {
      g_autofree char *news = gamao_last_turn_words (
          last, gamao_stakes_player_name (self->match, last->player), stuck);

      /* The turn just played keeps its dice, on its own side, until the
       * next player acts; a screen reader hears it as the board's news. */
      dice[0] = dice[1] = 0;
      gamao_board_view_set_last_turn (self->board_view, last->player, last->dice, last->steps,
                                      last->n_steps);
      gamao_board_view_set_news (self->board_view, news);
    }
  else
    {
      gamao_board_view_set_last_turn (self->board_view, -1, NULL, NULL, 0);
      gamao_board_view_set_news (self->board_view, NULL);
    }
  gamao_board_view_set_dice (self->board_view, dice, left, n_left);
  /* The first move of a game is played with the opening roll's dice. */
  gamao_board_view_set_roll_state (
      self->board_view,
      !self->paused
          && (state == GAMAO_MATCH_OPENING_ROLL || state == GAMAO_MATCH_TO_ROLL_OR_DOUBLE),
      state == GAMAO_MATCH_OPENING_ROLL
          || (state == GAMAO_MATCH_MOVING
              && gamao_game_get_n_actions (gamao_match_get_current_game (self->match)) == 0));
  gamao_board_view_set_cube (self->board_view, gamao_cube_get_value (cube),
                             gamao_cube_get_owner (cube),
                             !gamao_match_get_crawford_game (self->match));

  gamao_match_get_pending (self->match, &pending);
  /* A play the tutor holds is finished: the board waits for its answer. */
  if (pending.kind == GAMAO_PENDING_MOVE && !self->paused
      && gamao_window_is_person (self, pending.player) && !gamao_tutor_hold_busy (self->tutor_hold))
    {
      GamaoBoardMoves moves;

      collect_moves (self, &moves);
      gamao_board_view_set_moves (self->board_view, &moves);
    }
  else
    gamao_board_view_set_moves (self->board_view, NULL);
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

/* The dice still to play in words; once every die is played, the roll. */
static char *
dice_words (GamaoMatch *match)
{
  int left[4], dice[2];
  guint n = gamao_match_get_dice_left (match, left);
  char *words = gamao_dice_words (left, n);

  if (words)
    return words;
  gamao_match_get_dice (match, dice);
  return gamao_roll_words (dice);
}

/* The computer takes its turn by itself: the line says what it does. */
static char *
computer_status_text (GamaoWindow *self, GamaoMatchPhase state, const char *name)
{
  switch (state)
    {
    case GAMAO_MATCH_OPENING_ROLL:
      return g_strdup_printf (_("%s rolls for the opening…"), name);
    case GAMAO_MATCH_DOUBLE_OFFERED:
      return g_strdup_printf (_("%s is thinking about the double…"), name);
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      return g_strdup_printf (_("%s is thinking about the resignation…"), name);
    case GAMAO_MATCH_MOVING:
      {
        g_autofree char *dice = dice_words (self->match);

        return g_strdup_printf (_("%s plays %s…"), name, dice);
      }
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
    case GAMAO_MATCH_GAME_OVER:
    case GAMAO_MATCH_MATCH_OVER:
    default:
      return g_strdup_printf (_("%s is thinking…"), name);
    }
}

static char *
status_text (GamaoWindow *self, GamaoMatchPhase state)
{
  const char *turn = gamao_stakes_player_name (self->match, gamao_match_get_turn (self->match));
  const char *why_not = NULL;

  if (state != GAMAO_MATCH_GAME_OVER && state != GAMAO_MATCH_MATCH_OVER
      && !gamao_window_is_person (self, gamao_match_get_turn (self->match)))
    return computer_status_text (self, state, turn);
  if (state == GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    {
      gboolean stuck = FALSE;
      const GamaoAction *last = gamao_match_get_last_turn (self->match, &stuck);

      if (last)
        {
          g_autofree char *news = gamao_last_turn_words (
              last, gamao_stakes_player_name (self->match, last->player), stuck);
          g_autofree char *next = NULL;

          if (gamao_match_can_double (self->match, &why_not))
            next = g_strdup_printf (_("%s to roll (Space) or double (D)"), turn);
          else
            next = g_strdup_printf (_("%s to roll (Space)"), turn);
          /* Translators: the last turn, then what comes next: "Computer
           * played 13/7 8/7. Ana to roll (Space)". */
          return g_strdup_printf (_("%s. %s"), news, next);
        }
    }
  switch (state)
    {
    case GAMAO_MATCH_OPENING_ROLL:
      return g_strdup (_("Opening roll: each player throws one die and the higher one moves "
                         "first. Press Space to roll."));
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
      if (gamao_match_can_double (self->match, &why_not))
        return g_strdup_printf (_("%s to roll (Space) or double (D)"), turn);
      return g_strdup_printf (_("%s to roll (Space)"), turn);
    case GAMAO_MATCH_DOUBLE_OFFERED:
      return g_strdup_printf (_("%s to take or drop the double, below the board"), turn);
    case GAMAO_MATCH_MOVING:
      if (gamao_match_can_commit (self->match))
        return g_strdup_printf (_("%s: press Enter to finish the move, or Ctrl+Z to take a "
                                  "checker back"),
                                turn);
      else
        {
          g_autofree char *dice = dice_words (self->match);

          return g_strdup_printf (_("%s to play %s"), turn, dice);
        }
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      return g_strdup_printf (_("%s to accept or decline the resignation"), turn);
    case GAMAO_MATCH_GAME_OVER:
      return g_strdup (_("The game is over. Start the next one when you are ready."));
    case GAMAO_MATCH_MATCH_OVER:
    default:
      {
        int winner = gamao_match_get_winner (self->match);
        g_autofree char *score = NULL;

        if (gamao_match_get_length (self->match) > 0)
          return g_strdup_printf (_("%s has won the match"),
                                  gamao_stakes_player_name (self->match, MAX (winner, 0)));
        score = gamao_stakes_score_text (self->match, gamao_match_get_score (self->match, 0),
                                         gamao_match_get_score (self->match, 1));
        /* Translators: the end of a money session, with its score "Ana 5, Bruno 3". */
        return g_strdup_printf (_("The session is over: %s"), score);
      }
    }
}

void
gamao_window_update (GamaoWindow *self)
{
  GamaoMatchPhase state;
  g_autofree char *status = NULL;

  /* Hidden while there is no match (or not even built, see
   * gamao_window_ensure_match_part), the match page and the game's
   * buttons are neither styled nor measured. */
  if (!self->match)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      if (self->match_part)
        {
          gtk_widget_set_visible (self->undo_button, FALSE);
          gtk_widget_set_visible (GTK_WIDGET (self->actions_squeezer), FALSE);
          gtk_widget_set_visible (gtk_stack_get_child_by_name (self->stack, "match"), FALSE);
        }
      gamao_window_update_actions (self);
      return;
    }
  gamao_window_ensure_match_part (self);
  gtk_widget_set_visible (self->undo_button, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->actions_squeezer), TRUE);
  gtk_widget_set_visible (gtk_stack_get_child_by_name (self->stack, "match"), TRUE);
  gtk_stack_set_visible_child_name (self->stack, "match");
  state = gamao_match_get_phase (self->match);
  update_board (self, state);
  if (gamao_tutor_hold_get_state (self->tutor_hold) == GAMAO_TUTOR_HOLD_JUDGING)
    /* Enter or Ctrl+Z would do nothing now: say what is going on. */
    gtk_label_set_label (self->status_label, _("The computer is checking your choice…"));
  else if (gamao_tutor_hold_get_state (self->tutor_hold) == GAMAO_TUTOR_HOLD_HOLDING)
    gtk_label_set_label (self->status_label, _("Take it back, or play it anyway"));
  else if (!self->paused)
    {
      status = status_text (self, state);
      gtk_label_set_label (self->status_label, status);
    }
  gtk_widget_set_visible (self->finish_button,
                          state == GAMAO_MATCH_MOVING && gamao_match_can_commit (self->match));
  gtk_widget_set_visible (self->next_game_button, state == GAMAO_MATCH_GAME_OVER);
  /* A double is answered below the board, in full view of it. */
  gamao_decision_bar_set_open (self->decision_bar,
                               state == GAMAO_MATCH_DOUBLE_OFFERED
                                   && gamao_window_is_person (self,
                                                              gamao_match_get_turn (self->match)));
  gamao_window_update_actions (self);
}

/* Following the match */

static void
on_match_notify (GamaoWindow *self, GParamSpec *pspec)
{
  /* Shown by bindings: the scores (players' cards), the game number and
   * the Crawford mark. */
  static const char *const bound[] = { "score0", "score1", "game-number", "crawford-game" };

  for (guint i = 0; i < G_N_ELEMENTS (bound); i++)
    if (g_str_equal (pspec->name, bound[i]))
      return;
  gamao_window_update (self);
}

static gboolean
update_later (gpointer user_data)
{
  GamaoWindow *self = user_data;

  self->update_id = 0;
  gamao_window_update (self);
  return G_SOURCE_REMOVE;
}

/* A request may send several signals in a row (one per die of a move);
 * the window catches up once they are all out, so no flight is cut short
 * by a board that is already further on. */
static void
queue_update (GamaoWindow *self)
{
  if (!self->update_id)
    self->update_id = g_idle_add (update_later, self);
}

static void
on_checker_moved (GamaoWindow *self, int player, int from, int to, gboolean hit)
{
  GamaoBoard board;

  /* Each step of a move flies on its own, from the board as drawn. */
  if (!self->shown_valid || self->shown_on_roll != player)
    gamao_position_get_board_for (gamao_match_get_position (self->match), player, &board);
  else
    {
      board = self->shown;
      gamao_board_apply_step (&board, from, to > 0 ? from - to : from);
    }
  self->shown = board;
  self->shown_on_roll = player;
  self->shown_valid = TRUE;
  gamao_board_view_play_step (self->board_view, &board, player, from, to, hit);
  queue_update (self);
}

static gboolean
end_pause (gpointer user_data)
{
  GamaoWindow *self = user_data;

  self->pause_id = 0;
  self->paused = FALSE;
  gamao_window_update (self);
  return G_SOURCE_REMOVE;
}

static void
on_turn_passed (GamaoWindow *self, int player)
{
  int dice[2];
  g_autofree char *text = NULL;

  gamao_match_get_dice (self->match, dice);
  /* Translators: %d-%d are the dice ("6-4"), not a count. */
  text = g_strdup_printf (_("%s rolled %d-%d and has no legal move; the turn passes."),
                          gamao_stakes_player_name (self->match, player),
                          MAX (dice[0], dice[1]), MIN (dice[0], dice[1]));
  gamao_window_toast (self, text);
  gtk_label_set_label (self->status_label, text);
  self->paused = TRUE;
  g_clear_handle_id (&self->pause_id, g_source_remove);
  self->pause_id = g_timeout_add (PASS_PAUSE_MS, end_pause, self);
}

/* The computer answers without a dialog; the notice tells the person. */
static void
on_cube_taken (GamaoWindow *self, int player, guint value)
{
  g_autofree char *text = NULL;

  if (gamao_window_is_person (self, player))
    return;
  /* Translators: %u is the value of the cube, not a count. */
  text = g_strdup_printf (_("%s takes: the cube is at %u."),
                          gamao_stakes_player_name (self->match, player), value);
  gamao_window_toast (self, text);
}

static void
on_resignation_declined (GamaoWindow *self, int player)
{
  g_autofree char *text = NULL;

  if (gamao_window_is_person (self, player))
    return;
  text = g_strdup_printf (_("%s declines the resignation: play on."),
                          gamao_stakes_player_name (self->match, player));
  gamao_window_toast (self, text);
}

static void
on_game_over (GamaoWindow *self, int winner, guint points, int kind)
{
  self->outcome_winner = winner;
  self->outcome_points = points;
  self->outcome_kind = kind;
  self->outcome_pending = TRUE;
  gamao_window_schedule_prompt (self);
}

static void
on_move_requested (GamaoWindow *self, int from, int to, GamaoBoardView *view)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *why = NULL;

  if (!self->match || gamao_match_move_to (self->match, from, to, &error))
    return;
  /* Refused: the checker goes back, and the notice says why, with a
   * button to the section of the rules that explains it. */
  why = gamao_stakes_refusal (self->match, from, to, error);
  gamao_notice_show_with_action (self->notice, why, _("Why?"), "win.rules-section",
                                 g_variant_new_string (gamao_stakes_refusal_section (self->match,
                                                                                     from, to)));
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

/* A match that arrives waiting for an answer or after a game's end puts
 * its question at once, as if it had just happened. */
static void
resume_prompt (GamaoWindow *self)
{
  GamaoMatchPhase state = gamao_match_get_phase (self->match);
  GamaoGame *game = gamao_match_get_current_game (self->match);

  if (state == GAMAO_MATCH_GAME_OVER || state == GAMAO_MATCH_MATCH_OVER)
    {
      self->outcome_winner = gamao_game_get_winner (game);
      self->outcome_points = gamao_game_get_points (game);
      self->outcome_kind = gamao_game_get_result_kind (game);
      self->outcome_pending = self->outcome_winner >= 0;
    }
  gamao_window_schedule_prompt (self);
}

static void
on_keeper_notice (GamaoWindow *self, const char *text, const char *title, const char *details)
{
  if (title && details)
    gamao_window_toast_details (self, text, title, details);
  else
    gamao_window_toast (self, text);
}

static void
make_keeper (GamaoWindow *self)
{
  self->keeper = gamao_history_keeper_new ();
  g_signal_connect_object (self->keeper, "notice", G_CALLBACK (on_keeper_notice), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->keeper, "history-size",
                           G_CALLBACK (gamao_window_set_history_size), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->keeper, "match-ready", G_CALLBACK (gamao_window_set_match), self,
                           G_CONNECT_SWAPPED);
}

GamaoHistoryKeeper *
gamao_window_get_history_keeper (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);

  if (self->keeper)
    return self->keeper;
  make_keeper (self);
  gamao_history_keeper_open (self->keeper, GTK_WINDOW (self));
  return self->keeper;
}

/* Connected once: the group moves them to each match the window is
 * given, and away from the one it replaces. */
static void
connect_match_signals (GamaoWindow *self)
{
  static const struct
  {
    const char *signal;
    GCallback handler;
  } handlers[] = {
    { "notify", G_CALLBACK (on_match_notify) },
    { "checker-moved", G_CALLBACK (on_checker_moved) },
    { "step-undone", G_CALLBACK (queue_update) },
    { "dice-rolled", G_CALLBACK (queue_update) },
    { "turn-passed", G_CALLBACK (on_turn_passed) },
    { "cube-offered", G_CALLBACK (gamao_window_schedule_prompt) },
    { "resignation-offered", G_CALLBACK (gamao_window_schedule_prompt) },
    { "game-over", G_CALLBACK (on_game_over) },
    { "cube-taken", G_CALLBACK (on_cube_taken) },
    { "resignation-declined", G_CALLBACK (on_resignation_declined) },
  };

  self->match_signals = g_signal_group_new (GAMAO_TYPE_MATCH);
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    g_signal_group_connect_object (self->match_signals, handlers[i].signal, handlers[i].handler,
                                   self, G_CONNECT_SWAPPED);
}

void
gamao_window_open_history_in_background (GamaoWindow *self)
{
  g_return_if_fail (GAMAO_IS_WINDOW (self));
  g_return_if_fail (self->keeper == NULL);

  make_keeper (self);
  gamao_history_keeper_open_in_background (self->keeper, GTK_WINDOW (self));
}

void
gamao_window_set_match (GamaoWindow *self, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_WINDOW (self));
  g_return_if_fail (!match || GAMAO_IS_MATCH (match));

  gamao_window_dismiss_prompt (self);
  gamao_tutor_hold_set_match (self->tutor_hold, match);
  if (self->score_sheet)
    gtk_window_destroy (self->score_sheet);
  g_clear_handle_id (&self->pause_id, g_source_remove);
  self->paused = FALSE;
  self->outcome_pending = FALSE;
  self->shown_valid = FALSE;
  g_set_object (&self->match, match);
  /* Whatever the computer was thinking about belongs to the old match. */
  gamao_computer_turn_set_match (self->computer_turn, match);
  if (match)
    gamao_window_ensure_match_part (self);
  if (self->match_part)
    {
      gamao_hint_popover_set_match (GAMAO_HINT_POPOVER (self->hint_popover), match);
      gamao_decision_bar_set_match (self->decision_bar, match);
      gamao_player_card_bind_match (self->player0_card, match);
      gamao_player_card_bind_match (self->player1_card, match);
    }
  g_binding_group_set_source (self->match_bindings, match);
  if (match)
    {
      g_autofree char *length = gamao_stakes_length_text (match);

      gtk_label_set_label (self->length_label, length);
    }
  /* The match history (src/store) keeps every match played here. */
  gamao_history_keeper_follow (gamao_window_get_history_keeper (self), match);
  /* The handlers connected once in init follow the match from here on. */
  g_signal_group_set_target (self->match_signals, match);
  if (match)
    resume_prompt (self);
  gamao_window_update (self);
  /* The keyboard plays on the board from the start. */
  if (match)
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

GamaoMatch *
gamao_window_get_match (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  return self->match;
}

GamaoBoardView *
gamao_window_get_board_view (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  gamao_window_ensure_match_part (self);
  return self->board_view;
}

GObject *
gamao_window_get_match_object (GamaoWindow *self, const char *id)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  gamao_window_ensure_match_part (self);
  return gtk_builder_get_object (self->match_part, id);
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
  return self->decision_bar;
}

GtkWindow *
gamao_window_get_score_sheet (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), NULL);
  return self->score_sheet;
}

/* The keyboard */

/* A popover on show keeps the keyboard: the hint's list puts it on the
 * best play when its answer comes, and on X11 opening the popover makes
 * the window inactive and active again, which asks for the board; an
 * answer that came before this idle lost the keyboard to the board, and
 * Enter no longer played the hint. A popover that closed is unmapped. */
static gboolean
focus_in_open_popover (GamaoWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  return focus && gtk_widget_get_mapped (focus) && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER);
}

static gboolean
focus_board_now (gpointer user_data)
{
  GamaoWindow *self = user_data;

  self->focus_id = 0;
  if (self->match && gtk_widget_get_mapped (GTK_WIDGET (self->board_view))
      && !focus_in_open_popover (self))
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  return G_SOURCE_REMOVE;
}

void
gamao_window_focus_board (GamaoWindow *self)
{
  /* Once the popover or window that had the keyboard is really gone;
   * never for a window that is going. */
  if (!self->focus_id && !gtk_widget_in_destruction (GTK_WIDGET (self)))
    self->focus_id = g_idle_add (focus_board_now, self);
}

/* Back from another window (a dialog, the rules, the score sheet): the
 * keyboard plays on the board unless it was left somewhere on purpose. */
static void
on_active_changed (GamaoWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (!gtk_window_is_active (GTK_WINDOW (self)) || !self->match)
    return;
  if (!focus || !gtk_widget_get_mapped (focus) || gtk_widget_is_ancestor (focus, self->header_bar))
    gamao_window_focus_board (self);
}

static gboolean
focus_area (GamaoWindow *self, GtkWidget *area, GtkDirectionType direction)
{
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  return gtk_widget_child_focus (area, direction);
}

/* Tab reaches the board first, then the buttons below it, then the
 * header bar, and back to the board; GTK's own order (top to bottom)
 * would go through every header button before the board. */
static gboolean
gamao_window_focus (GtkWidget *widget, GtkDirectionType direction)
{
  GamaoWindow *self = GAMAO_WINDOW (widget);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  /* The page on show: the stack would also walk its hidden page. */
  GtkWidget *content = gtk_stack_get_visible_child (self->stack);

  if (!self->match || !content
      || (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD))
    return GTK_WIDGET_CLASS (gamao_window_parent_class)->focus (widget, direction);
  if (focus && gtk_widget_is_ancestor (focus, content))
    {
      if (gtk_widget_child_focus (content, direction))
        return TRUE;
      return focus_area (self, self->header_bar, direction) || focus_area (self, content, direction);
    }
  if (focus && gtk_widget_is_ancestor (focus, self->header_bar))
    {
      if (gtk_widget_child_focus (self->header_bar, direction))
        return TRUE;
      return focus_area (self, content, direction);
    }
  /* From nowhere (or a notice): the board first going forward. */
  if (direction == GTK_DIR_TAB_FORWARD)
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
      return TRUE;
    }
  return focus_area (self, self->header_bar, direction);
}

/* The hinted play under the pointer (or the keyboard), on the board. A
 * hint is for the turn from its start: with checkers already moved the
 * arrows would start from the wrong places, so none are drawn. */
static void
on_hint_preview (GamaoWindow *self, const GamaoPlay *play)
{
  GamaoStep steps[4];

  if (play && self->match && gamao_match_get_phase (self->match) == GAMAO_MATCH_MOVING
      && gamao_match_get_steps (self->match, steps) == 0)
    gamao_board_view_set_preview (self->board_view, play->steps, play->n_steps);
  else
    gamao_board_view_set_preview (self->board_view, NULL, 0);
}

/* Narrow windows */

/* The hint button on screen: the header bar's squeezer chose how much
 * room the game's buttons get, and at its narrowest only Roll stays
 * there and the bar below the board takes Double, Resign and Hint. */
GtkWidget *
gamao_window_shown_hint_button (GamaoWindow *self)
{
  GtkWidget *shown = adw_squeezer_get_visible_child (self->actions_squeezer);

  if (shown == self->roll_button_narrow)
    return self->hint_button_bar;
  if (shown && gtk_widget_is_ancestor (self->hint_button_small, shown))
    return self->hint_button_small;
  return self->hint_button;
}

/* The one hint popover moves to the button that opens it, when it opens
 * (GtkMenuButton asks this first). Moving it unrealizes it, so it never
 * moves while the window resizes: GTK 4.8 may still have a tooltip timer
 * aimed at a popover that was just under the pointer, and that timer
 * fails on an unrealized one (Gdk-CRITICAL in gdk_surface_get_device_position). */
static void
take_hint_popover (GtkMenuButton *button, gpointer data)
{
  GamaoWindow *self = data;

  if (GTK_WIDGET (button) == self->hint_holder)
    return;
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->hint_holder), NULL);
  gtk_menu_button_set_popover (button, self->hint_popover);
  self->hint_holder = GTK_WIDGET (button);
}

/* An open hint closes when its button leaves the screen. */
static void
on_squeezed (GamaoWindow *self)
{
  GtkWidget *shown = gamao_window_shown_hint_button (self);

  gtk_action_bar_set_revealed (self->narrow_bar, shown == self->hint_button_bar);
  if (shown != self->hint_holder)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->hint_holder));
}

gboolean
gamao_window_is_narrow (GamaoWindow *self)
{
  g_return_val_if_fail (GAMAO_IS_WINDOW (self), FALSE);
  return self->narrow_bar && gtk_action_bar_get_revealed (self->narrow_bar);
}

/* The match part */

static void
take_match_part (GamaoWindow *self)
{
  GtkBuilder *part = self->match_part;

#define TAKE(field, type) self->field = type (gtk_builder_get_object (part, #field))
  TAKE (undo_button, GTK_WIDGET);
  TAKE (board_view, GAMAO_BOARD_VIEW);
  TAKE (decision_bar, GAMAO_DECISION_BAR);
  TAKE (tutor_bar, GAMAO_TUTOR_BAR);
  TAKE (player0_card, GAMAO_PLAYER_CARD);
  TAKE (player1_card, GAMAO_PLAYER_CARD);
  TAKE (length_label, GTK_LABEL);
  TAKE (crawford_label, GTK_WIDGET);
  TAKE (status_label, GTK_LABEL);
  TAKE (finish_button, GTK_WIDGET);
  TAKE (next_game_button, GTK_WIDGET);
  TAKE (double_button, GTK_WIDGET);
  TAKE (double_button_small, GTK_WIDGET);
  TAKE (hint_button, GTK_WIDGET);
  TAKE (hint_button_small, GTK_WIDGET);
  TAKE (hint_button_bar, GTK_WIDGET);
  TAKE (actions_squeezer, ADW_SQUEEZER);
  TAKE (roll_button_narrow, GTK_WIDGET);
  TAKE (narrow_bar, GTK_ACTION_BAR);
#undef TAKE
}

static void
connect_match_part (GamaoWindow *self)
{
  /* The setting's nicks are GamaoHomeSide's ("right", "left"). */
  g_settings_bind (self->settings, "board-orientation", self->board_view, "home-side",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation-speed", self->board_view, "animation-speed",
                   G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->board_view, "move-requested", G_CALLBACK (on_move_requested),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "dice-activated", G_CALLBACK (on_dice_activated),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "cube-activated", G_CALLBACK (on_cube_activated),
                           self, G_CONNECT_SWAPPED);
  g_binding_group_bind (self->match_bindings, "crawford-game", self->crawford_label, "visible",
                        G_BINDING_SYNC_CREATE);

  self->hint_popover = g_object_ref_sink (gamao_hint_popover_new ());
  self->hint_holder = self->hint_button;
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->hint_button), self->hint_popover);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->hint_button), take_hint_popover,
                                         self, NULL);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->hint_button_small),
                                         take_hint_popover, self, NULL);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->hint_button_bar),
                                         take_hint_popover, self, NULL);
  g_signal_connect_object (self->actions_squeezer, "notify::visible-child",
                           G_CALLBACK (on_squeezed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hint_popover, "preview", G_CALLBACK (on_hint_preview), self,
                           G_CONNECT_SWAPPED);
  /* Escape or a click away closes a popover: the keyboard plays on. */
  g_signal_connect_object (self->hint_popover, "closed", G_CALLBACK (gamao_window_focus_board),
                           self, G_CONNECT_SWAPPED);
}

/* The board, the players' cards, the bars below the board and the
 * header bar's game buttons are built the first time a match is shown:
 * the window's first frame at start shows the empty page, and building
 * them with the window's template was a third of its cost. They start
 * hidden; gamao_window_update shows them with a match. */
void
gamao_window_ensure_match_part (GamaoWindow *self)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *page;

  if (self->match_part)
    return;
  /* Their actions (win.roll, …) are the window's, found once they are in it. */
  self->match_part = gtk_builder_new ();
  if (!gtk_builder_add_from_resource (self->match_part,
                                      "/io/github/gamao/Gamao/ui/match/gamao-window-match.ui",
                                      &error))
    g_error ("The window's match part: %s", error->message);
  take_match_part (self);
  page = GTK_WIDGET (gtk_builder_get_object (self->match_part, "match_page"));
  gtk_widget_set_visible (page, FALSE);
  gtk_widget_set_visible (self->undo_button, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->actions_squeezer), FALSE);
  gtk_stack_add_named (self->stack, page, "match");
  adw_header_bar_pack_start (ADW_HEADER_BAR (self->header_bar), self->undo_button);
  adw_header_bar_pack_end (ADW_HEADER_BAR (self->header_bar),
                           GTK_WIDGET (self->actions_squeezer));
  connect_match_part (self);
  on_squeezed (self);
  gamao_window_update_actions (self);
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
  if (self->hint_popover)
    gtk_popover_popdown (GTK_POPOVER (self->hint_popover));
  if (self->menu_button)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->menu_button));
}

static void
gamao_window_dispose (GObject *object)
{
  GamaoWindow *self = GAMAO_WINDOW (object);

  /* Before the sources go: a popover closing asks for the board's focus. */
  close_popovers (self);
  g_clear_handle_id (&self->pause_id, g_source_remove);
  g_clear_handle_id (&self->prompt_id, g_source_remove);
  g_clear_handle_id (&self->update_id, g_source_remove);
  g_clear_handle_id (&self->focus_id, g_source_remove);
  /* The hold may outlive the window while a verdict is on its way:
   * nothing it does from here on reaches the window, and what it judges
   * is dropped. */
  if (self->tutor_hold)
    {
      g_signal_handlers_disconnect_by_data (self->tutor_hold, self);
      gamao_tutor_hold_set_match (self->tutor_hold, NULL);
    }
  g_clear_object (&self->tutor_hold);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match_bindings);
  if (self->computer_turn)
    gamao_computer_turn_set_match (self->computer_turn, NULL);
  g_clear_object (&self->computer_turn);
  g_clear_object (&self->keeper);
  g_clear_object (&self->match);
  g_clear_object (&self->hint_popover);
  g_clear_object (&self->match_part);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), GAMAO_TYPE_WINDOW);
  G_OBJECT_CLASS (gamao_window_parent_class)->dispose (object);
}

static void
gamao_window_class_init (GamaoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = gamao_window_dispose;
  window_class->close_request = gamao_window_close_request;
  widget_class->focus = gamao_window_focus;
  widget_class->size_allocate = gamao_window_size_allocate;

  g_type_ensure (GAMAO_TYPE_BOARD_VIEW);
  g_type_ensure (GAMAO_TYPE_NOTICE);
  g_type_ensure (GAMAO_TYPE_WRAPPED_TEXT);
  g_type_ensure (GAMAO_TYPE_DECISION_BAR);
  g_type_ensure (GAMAO_TYPE_PLAYER_CARD);
  g_type_ensure (GAMAO_TYPE_TUTOR_BAR);
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
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, empty_title);
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, empty_description);
  gtk_widget_class_bind_template_child (widget_class, GamaoWindow, empty_history_button);
  gtk_widget_class_install_action (widget_class, "win.show-details", "(ss)", show_details_action);
  gamao_window_class_init_actions (widget_class);
  gamao_window_class_init_tutor (widget_class);
}

static void
gamao_window_init (GamaoWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The page's own title and description are not shown: ours are. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->empty_page),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->empty_title, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->empty_description,
                                  NULL, -1);
  gamao_window_add_game_keys (self);

  self->settings = g_settings_new (APP_ID);
  gamao_window_init_tutor (self);
  connect_match_signals (self);
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
  g_signal_connect (self, "notify::is-active", G_CALLBACK (on_active_changed), NULL);
  gamao_window_update (self);
}

GamaoWindow *
gamao_window_new (GtkApplication *application)
{
  return g_object_new (GAMAO_TYPE_WINDOW, "application", application, NULL);
}
