/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The match's object and its flow: every request checks the state,
 * changes it, records the action and tells the views. The queries are in
 * gamao-match-query.c and the replay of records in gamao-match-replay.c. */
#define G_LOG_DOMAIN "gamao-match"

#include "config.h"

#include "gamao-match-private.h"
#include "gamao-model-private.h"
#include "gamao-notation.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (GamaoMatch, gamao_match, G_TYPE_OBJECT)
G_DEFINE_QUARK (gamao-match-error-quark, gamao_match_error)

enum
{
  PROP_0,
  PROP_LENGTH,
  PROP_PLAYER0,
  PROP_PLAYER1,
  PROP_RULES,
  PROP_SCORE0,
  PROP_SCORE1,
  PROP_GAME_NUMBER,
  PROP_STATE,
  PROP_TURN,
  PROP_ON_ROLL,
  PROP_DIE0,
  PROP_DIE1,
  PROP_POSITION,
  PROP_CUBE,
  PROP_GAMES,
  PROP_CURRENT_GAME,
  PROP_CRAWFORD_GAME,
  PROP_CAN_COMMIT,
  PROP_WINNER,
  PROP_RESIGNATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  DICE_ROLLED,
  CHECKER_MOVED,
  STEP_UNDONE,
  TURN_COMMITTED,
  TURN_PASSED,
  CUBE_OFFERED,
  CUBE_TAKEN,
  CUBE_BEAVERED,
  CUBE_DROPPED,
  RESIGNATION_OFFERED,
  RESIGNATION_ACCEPTED,
  RESIGNATION_DECLINED,
  GAME_OVER,
  MATCH_OVER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- property notification: once per request, after its signals ---- */

typedef struct
{
  GObject *position;
  GObject *game;
  int values[N_PROPS];
} Request;

static int
property_value (GamaoMatch *self, guint prop)
{
  switch (prop)
    {
    case PROP_SCORE0:
      return (int) self->score[0];
    case PROP_SCORE1:
      return (int) self->score[1];
    case PROP_GAME_NUMBER:
      return (int) self->game_number;
    case PROP_STATE:
      return self->state;
    case PROP_TURN:
      return self->turn;
    case PROP_ON_ROLL:
      return self->on_roll;
    case PROP_DIE0:
      return self->dice[0];
    case PROP_DIE1:
      return self->dice[1];
    case PROP_CURRENT_GAME:
      return (int) self->game_number;
    case PROP_CRAWFORD_GAME:
      return self->crawford_game;
    case PROP_CAN_COMMIT:
      return gamao_match_can_commit (self);
    case PROP_WINNER:
      return self->winner;
    case PROP_RESIGNATION:
      return self->resignation;
    default:
      return 0;
    }
}

static void
request_begin (GamaoMatch *self, Request *request)
{
  request->position = g_object_ref (G_OBJECT (self->position));
  request->game = g_object_ref (G_OBJECT (self->current_game));
  g_object_freeze_notify (request->position);
  g_object_freeze_notify (request->game);
  for (guint p = PROP_SCORE0; p < N_PROPS; p++)
    request->values[p] = property_value (self, p);
}

static void
sync_cube (GamaoMatch *self)
{
  const char *why_not = NULL;
  gboolean can = gamao_match_can_double (self, &why_not);

  gamao_cube_update (self->cube, self->cube_value, self->cube_owner, self->double_offered, can,
                     can ? NULL : why_not);
  gamao_game_set_cube_value (self->current_game, self->cube_value);
}

static void
request_end (GamaoMatch *self, Request *request)
{
  sync_cube (self);
  gamao_game_actions_changed (GAMAO_GAME (request->game));
  for (guint p = PROP_SCORE0; p < N_PROPS; p++)
    if (request->values[p] != property_value (self, p))
      g_object_notify_by_pspec (G_OBJECT (self), properties[p]);
  g_object_thaw_notify (request->game);
  g_object_thaw_notify (request->position);
  g_object_unref (request->game);
  g_object_unref (request->position);
}

static gboolean
refuse (GError **error, GamaoMatchError code, const char *message)
{
  g_set_error_literal (error, GAMAO_MATCH_ERROR, code, message);
  return FALSE;
}

/* The error for a request that does not fit the state. */
static gboolean
refuse_state (GamaoMatch *self, GError **error)
{
  switch (self->state)
    {
    case GAMAO_MATCH_MATCH_OVER:
      return refuse (error, GAMAO_MATCH_ERROR_MATCH_OVER, _("The match is over."));
    case GAMAO_MATCH_GAME_OVER:
      return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                     _("The game is over: start the next game first."));
    case GAMAO_MATCH_OPENING_ROLL:
      return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                     _("The game has not started: make the opening roll first."));
    case GAMAO_MATCH_DOUBLE_OFFERED:
      return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                     _("A double waits for an answer: take or drop it first."));
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                     _("A resignation waits for an answer: accept or decline it first."));
    case GAMAO_MATCH_MOVING:
      return refuse (error, GAMAO_MATCH_ERROR_ALREADY_ROLLED,
                     _("The dice are rolled: move the checkers."));
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
    default:
      return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                     _("Roll the dice first."));
    }
}

static void
append_action (GamaoMatch *self, GamaoActionKind kind, int player, guint value)
{
  GamaoAction action;

  memset (&action, 0, sizeof action);
  action.kind = kind;
  action.player = player;
  action.value = value;
  memcpy (action.dice, self->dice, sizeof action.dice);
  gamao_game_record_append (self->game, &action);
}

/* ---- games ---- */

static void
reset_board (GamaoMatch *self)
{
  GamaoBoard board;

  gamao_board_init_start (&board);
  gamao_position_set_board (self->position, &board);
}

/* Appends a new game at the current score. */
static void
start_game (GamaoMatch *self)
{
  gboolean crawford = (self->rules & GAMAO_RULE_CRAWFORD)
                      && gamao_match_is_crawford_game (self->length, self->score,
                                                       self->crawford_played);
  g_autoptr (GamaoGame) game = NULL;

  self->crawford_played |= crawford;
  self->crawford_game = crawford;
  self->game = gamao_match_record_add_game (self->record, self->score[0], self->score[1],
                                            crawford);
  self->game_number = (guint) self->record->n_games;
  game = gamao_game_new (self->game_number, self->record, self->record->n_games - 1);
  g_set_object (&self->current_game, game);
  self->state = GAMAO_MATCH_OPENING_ROLL;
  self->turn = self->on_roll = 0;
  self->dice[0] = self->dice[1] = 0;
  self->cube_value = 1;
  self->cube_owner = GAMAO_CUBE_CENTERED;
  self->double_offered = FALSE;
  self->resignation = GAMAO_RESULT_NONE;
  self->game_state = GAMAO_GAME_NONE;
  reset_board (self);
  g_list_store_append (self->games, game);
}

static GamaoResultKind
scored_kind (GamaoMatch *self, GamaoResultKind kind)
{
  /* Jacoby: in a session, gammons count only once the cube was turned. */
  if (self->length == 0 && (self->rules & GAMAO_RULE_JACOBY) && self->cube_value == 1)
    return GAMAO_RESULT_SINGLE;
  return kind;
}

/* Ends the game in the state; the caller emits its own signal, then
 * emit_game_over(), so that every handler sees the game already over. */
static void
end_game (GamaoMatch *self, int winner, GamaoResultKind kind, guint points,
          GamaoGameState how)
{
  append_action (self, GAMAO_ACTION_GAME_END, winner, points);
  self->game->actions[self->game->n_actions - 1].result = kind;
  self->score[winner] += points;
  self->game_state = how;
  self->double_offered = FALSE;
  self->resignation = GAMAO_RESULT_NONE;
  self->dice[0] = self->dice[1] = 0;
  self->state = GAMAO_MATCH_GAME_OVER;
  if (self->length > 0 && self->score[winner] >= self->length)
    {
      self->state = GAMAO_MATCH_MATCH_OVER;
      self->winner = winner;
    }
}

static void
emit_game_over (GamaoMatch *self)
{
  const GamaoAction *end = gamao_game_record_end (self->game);

  g_signal_emit (self, signals[GAME_OVER], 0, end->player, end->value, (int) end->result);
  if (self->state == GAMAO_MATCH_MATCH_OVER)
    g_signal_emit (self, signals[MATCH_OVER], 0, end->player);
}

/* ---- rolling ---- */

static void
board_of_mover (GamaoMatch *self, GamaoBoard *board)
{
  gamao_position_get_board_for (self->position, self->on_roll, board);
}

/* Sets up the checker play for the dice on the table; passes the turn
 * when the roll allows no play. */
static void
begin_moving (GamaoMatch *self)
{
  GamaoBoard board;
  int player = self->on_roll;

  board_of_mover (self, &board);
  gamao_play_list_generate (self->legal, &board, self->dice[0], self->dice[1]);
  gamao_turn_begin (&self->play, self->legal, &board, self->dice[0], self->dice[1]);
  self->state = GAMAO_MATCH_MOVING;
  self->turn = player;
  g_signal_emit (self, signals[DICE_ROLLED], 0, player, self->dice[0], self->dice[1]);
  if (!gamao_turn_must_pass (&self->play))
    return;
  append_action (self, GAMAO_ACTION_PASS, player, 0);
  self->on_roll = self->turn = 1 - player;
  self->state = GAMAO_MATCH_TO_ROLL_OR_DOUBLE;
  g_signal_emit (self, signals[TURN_PASSED], 0, player);
}

static gboolean
roll_with (GamaoMatch *self, const int dice[2], GError **error)
{
  Request request;

  if (self->state != GAMAO_MATCH_OPENING_ROLL && self->state != GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    return refuse_state (self, error);
  if (self->state == GAMAO_MATCH_OPENING_ROLL && dice[0] == dice[1])
    return refuse (error, GAMAO_MATCH_ERROR_BAD_DICE,
                   _("Equal dice in the opening roll are rolled again."));

  request_begin (self, &request);
  self->dice[0] = dice[0];
  self->dice[1] = dice[1];
  if (self->state == GAMAO_MATCH_OPENING_ROLL)
    {
      self->game->opening[0] = dice[0];
      self->game->opening[1] = dice[1];
      self->on_roll = dice[0] > dice[1] ? 0 : 1;
      self->game_state = GAMAO_GAME_PLAYING;
    }
  else
    append_action (self, GAMAO_ACTION_ROLL, self->on_roll, 0);
  begin_moving (self);
  request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_roll (GamaoMatch *self, GError **error)
{
  int dice[2];

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state == GAMAO_MATCH_OPENING_ROLL)
    gamao_dice_roll_opening (&self->dice_source, dice);
  else if (self->state == GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    gamao_dice_roll (&self->dice_source, dice);
  else
    return refuse_state (self, error);
  return roll_with (self, dice, error);
}

gboolean
gamao_match_roll_dice (GamaoMatch *self, int d0, int d1, GError **error)
{
  int dice[2] = { d0, d1 };

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (d0 < 1 || d0 > 6 || d1 < 1 || d1 > 6)
    return refuse (error, GAMAO_MATCH_ERROR_BAD_DICE, _("Dice show the numbers 1 to 6."));
  return roll_with (self, dice, error);
}

/* ---- the cube ---- */

gboolean
gamao_match_double (GamaoMatch *self, GError **error)
{
  Request request;
  const char *why_not = NULL;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    return refuse_state (self, error);
  if (!gamao_match_can_double (self, &why_not))
    return refuse (error,
                   self->crawford_game ? GAMAO_MATCH_ERROR_CRAWFORD
                                       : GAMAO_MATCH_ERROR_CUBE_OWNED,
                   why_not);

  request_begin (self, &request);
  self->double_offered = TRUE;
  self->dice[0] = self->dice[1] = 0;
  self->state = GAMAO_MATCH_DOUBLE_OFFERED;
  self->turn = 1 - self->on_roll;
  append_action (self, GAMAO_ACTION_DOUBLE, self->on_roll, self->cube_value * 2);
  g_signal_emit (self, signals[CUBE_OFFERED], 0, self->on_roll, self->cube_value * 2);
  request_end (self, &request);
  return TRUE;
}

/* Take (factor 2) or beaver (factor 4): the answering player owns the
 * cube and the doubler goes on to roll. */
static gboolean
accept_double (GamaoMatch *self, guint factor, GError **error)
{
  Request request;
  int taker = self->turn;

  if (self->state != GAMAO_MATCH_DOUBLE_OFFERED)
    return refuse_state (self, error);

  request_begin (self, &request);
  self->cube_value *= factor;
  self->cube_owner = taker;
  self->double_offered = FALSE;
  self->state = GAMAO_MATCH_TO_ROLL_OR_DOUBLE;
  self->turn = self->on_roll;
  append_action (self, factor == 2 ? GAMAO_ACTION_TAKE : GAMAO_ACTION_BEAVER, taker,
                 self->cube_value);
  g_signal_emit (self, signals[factor == 2 ? CUBE_TAKEN : CUBE_BEAVERED], 0, taker,
                 self->cube_value);
  request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_take (GamaoMatch *self, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  return accept_double (self, 2, error);
}

gboolean
gamao_match_beaver (GamaoMatch *self, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state == GAMAO_MATCH_DOUBLE_OFFERED
      && (self->length > 0 || !(self->rules & GAMAO_RULE_BEAVERS)))
    return refuse (error, GAMAO_MATCH_ERROR_NO_BEAVERS,
                   self->length > 0 ? _("Beavers are for money sessions, not matches.")
                                    : _("Beavers are not allowed in this session."));
  return accept_double (self, 4, error);
}

gboolean
gamao_match_drop (GamaoMatch *self, GError **error)
{
  Request request;
  int dropper = self->turn;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_DOUBLE_OFFERED)
    return refuse_state (self, error);

  request_begin (self, &request);
  append_action (self, GAMAO_ACTION_DROP, dropper, 0);
  end_game (self, 1 - dropper, GAMAO_RESULT_SINGLE, self->cube_value, GAMAO_GAME_DROPPED);
  g_signal_emit (self, signals[CUBE_DROPPED], 0, dropper);
  emit_game_over (self);
  request_end (self, &request);
  return TRUE;
}

/* ---- resignations ---- */

gboolean
gamao_match_offer_resignation (GamaoMatch *self, int player, GamaoResultKind kind,
                               GError **error)
{
  Request request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_TO_ROLL_OR_DOUBLE && self->state != GAMAO_MATCH_MOVING)
    return refuse_state (self, error);
  if ((player != 0 && player != 1) || kind < GAMAO_RESULT_SINGLE
      || kind > GAMAO_RESULT_BACKGAMMON)
    return refuse (error, GAMAO_MATCH_ERROR_BAD_RESIGNATION,
                   _("A resignation gives a single game, a gammon or a backgammon."));

  request_begin (self, &request);
  self->resume_state = self->state;
  self->resume_turn = self->turn;
  self->resignation = kind;
  self->resigner = player;
  self->state = GAMAO_MATCH_RESIGNATION_OFFERED;
  self->turn = 1 - player;
  append_action (self, GAMAO_ACTION_RESIGN_OFFER, player, 0);
  self->game->actions[self->game->n_actions - 1].result = kind;
  g_signal_emit (self, signals[RESIGNATION_OFFERED], 0, player, (int) kind);
  request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_accept_resignation (GamaoMatch *self, GError **error)
{
  Request request;
  int winner = 1 - self->resigner;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_RESIGNATION_OFFERED)
    return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE, _("Nobody has offered to resign."));

  request_begin (self, &request);
  GamaoResultKind kind = scored_kind (self, self->resignation);
  append_action (self, GAMAO_ACTION_RESIGN_ACCEPT, winner, 0);
  end_game (self, winner, kind, gamao_result_points (kind, self->cube_value),
            GAMAO_GAME_RESIGNED);
  g_signal_emit (self, signals[RESIGNATION_ACCEPTED], 0, winner);
  emit_game_over (self);
  request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_decline_resignation (GamaoMatch *self, GError **error)
{
  Request request;
  int decliner = self->turn;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_RESIGNATION_OFFERED)
    return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE, _("Nobody has offered to resign."));

  request_begin (self, &request);
  self->state = self->resume_state;
  self->turn = self->resume_turn;
  self->resignation = GAMAO_RESULT_NONE;
  append_action (self, GAMAO_ACTION_RESIGN_DECLINE, decliner, 0);
  g_signal_emit (self, signals[RESIGNATION_DECLINED], 0, decliner);
  request_end (self, &request);
  return TRUE;
}

/* ---- checker play ---- */

static gboolean
check_moving (GamaoMatch *self, GError **error)
{
  if (self->state == GAMAO_MATCH_MOVING)
    return TRUE;
  if (self->state == GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE, _("Roll the dice first."));
  return refuse_state (self, error);
}

static void
show_current (GamaoMatch *self)
{
  gamao_position_set_board_for (self->position, self->on_roll, &self->play.current);
}

static gboolean
play_step (GamaoMatch *self, int from, int die, GError **error)
{
  GamaoStep step;
  GamaoStepVerdict verdict = gamao_turn_step (&self->play, from, die, &step);

  if (verdict == GAMAO_STEP_TURN_DONE)
    return refuse (error, GAMAO_MATCH_ERROR_TURN_DONE,
                   _("All the dice are played: finish the turn."));
  if (verdict != GAMAO_STEP_OK)
    return refuse (error, GAMAO_MATCH_ERROR_ILLEGAL_STEP, gamao_step_verdict_message (verdict));
  show_current (self);
  g_signal_emit (self, signals[CHECKER_MOVED], 0, self->on_roll, (int) step.from, (int) step.to,
                 (gboolean) step.hit);
  return TRUE;
}

gboolean
gamao_match_step (GamaoMatch *self, int from, int die, GError **error)
{
  Request request;
  gboolean ok;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (!check_moving (self, error))
    return FALSE;
  request_begin (self, &request);
  ok = play_step (self, from, die, error);
  request_end (self, &request);
  return ok;
}

gboolean
gamao_match_move_to (GamaoMatch *self, int from, int to, GError **error)
{
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  const GamaoTarget *target = NULL;
  Request request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (!check_moving (self, error))
    return FALSE;
  if (self->play.n_steps >= self->legal->dice_used)
    return refuse (error, GAMAO_MATCH_ERROR_TURN_DONE,
                   _("All the dice are played: finish the turn."));
  guint n = gamao_turn_targets (&self->play, from, targets);
  for (guint i = 0; i < n && !target; i++)
    if (targets[i].to == to)
      target = &targets[i];
  if (!target)
    return refuse (error, GAMAO_MATCH_ERROR_ILLEGAL_STEP,
                   _("That checker cannot go there with the dice left."));

  request_begin (self, &request);
  for (int i = 0, at = from; i < target->n_dice; i++)
    {
      play_step (self, at, target->dice[i], NULL);
      at = gamao_step_destination (at, target->dice[i]);
    }
  request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_undo_step (GamaoMatch *self, GError **error)
{
  Request request;
  GamaoStep step;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (!check_moving (self, error))
    return FALSE;
  if (self->play.n_steps == 0)
    return refuse (error, GAMAO_MATCH_ERROR_NOTHING_TO_UNDO, _("No move to take back."));

  request_begin (self, &request);
  gamao_turn_undo (&self->play, &step);
  show_current (self);
  g_signal_emit (self, signals[STEP_UNDONE], 0, self->on_roll, (int) step.from, (int) step.to,
                 (gboolean) step.hit);
  request_end (self, &request);
  return TRUE;
}

/* Records the play made and hands the turn over, or ends the game. */
static void
commit (GamaoMatch *self)
{
  GamaoAction action;
  int player = self->on_roll;

  memset (&action, 0, sizeof action);
  action.kind = GAMAO_ACTION_PLAY;
  action.player = player;
  memcpy (action.dice, self->dice, sizeof action.dice);
  memcpy (action.steps, self->play.steps, sizeof action.steps);
  action.n_steps = self->play.n_steps;
  action.after = *gamao_position_get_board (self->position);
  gamao_game_record_append (self->game, &action);

  GamaoResultKind kind = gamao_result_of_board (&self->play.current, GAMAO_SIDE_ON_ROLL);
  if (kind != GAMAO_RESULT_NONE)
    {
      kind = scored_kind (self, kind);
      end_game (self, player, kind, gamao_result_points (kind, self->cube_value),
                GAMAO_GAME_OVER);
      g_signal_emit (self, signals[TURN_COMMITTED], 0, player);
      emit_game_over (self);
      return;
    }
  self->dice[0] = self->dice[1] = 0;
  self->on_roll = self->turn = 1 - player;
  self->state = GAMAO_MATCH_TO_ROLL_OR_DOUBLE;
  g_signal_emit (self, signals[TURN_COMMITTED], 0, player);
}

gboolean
gamao_match_commit_turn (GamaoMatch *self, GError **error)
{
  Request request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (!check_moving (self, error))
    return FALSE;
  if (!gamao_turn_is_complete (&self->play))
    return refuse (error, GAMAO_MATCH_ERROR_INCOMPLETE_PLAY,
                   _("The play is not complete: the rules require more of the dice to be "
                     "played."));
  request_begin (self, &request);
  commit (self);
  request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_play_notation (GamaoMatch *self, const char *text, GError **error)
{
  Request request;
  GamaoBoard board;
  int index;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  if (!check_moving (self, error))
    return FALSE;
  if (self->play.n_steps > 0)
    return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                   _("Take back the moves made before playing a whole play."));
  board_of_mover (self, &board);
  GamaoNotationError why
    = gamao_notation_parse (text, &board, self->dice[0], self->dice[1], self->legal, &index);
  if (why != GAMAO_NOTATION_OK)
    return refuse (error, GAMAO_MATCH_ERROR_BAD_NOTATION, gamao_notation_error_message (why));

  GamaoPlay chosen = self->legal->plays[index];
  request_begin (self, &request);
  for (unsigned i = 0; i < chosen.n_steps; i++)
    play_step (self, chosen.steps[i].from, chosen.steps[i].die, NULL);
  g_warn_if_fail (gamao_turn_play_index (&self->play) == index);
  commit (self);
  request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_next_game (GamaoMatch *self, GError **error)
{
  Request request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_GAME_OVER)
    {
      if (self->state == GAMAO_MATCH_MATCH_OVER)
        return refuse_state (self, error);
      return refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE, _("The game is not over yet."));
    }
  request_begin (self, &request);
  start_game (self);
  request_end (self, &request);
  return TRUE;
}

void
gamao_match_set_dice_seed (GamaoMatch *self, guint64 seed)
{
  g_return_if_fail (GAMAO_IS_MATCH (self));
  gamao_dice_init_seeded (&self->dice_source, seed);
}

void
gamao_match_set_dice_random (GamaoMatch *self)
{
  g_return_if_fail (GAMAO_IS_MATCH (self));
  gamao_dice_init_random (&self->dice_source);
}

/* ---- the object ---- */

static void
gamao_match_dispose (GObject *object)
{
  GamaoMatch *self = GAMAO_MATCH (object);

  g_clear_object (&self->players[0]);
  g_clear_object (&self->players[1]);
  g_clear_object (&self->position);
  g_clear_object (&self->cube);
  g_clear_object (&self->current_game);
  g_clear_object (&self->games);
  G_OBJECT_CLASS (gamao_match_parent_class)->dispose (object);
}

static void
gamao_match_finalize (GObject *object)
{
  GamaoMatch *self = GAMAO_MATCH (object);

  g_clear_pointer (&self->record, gamao_match_record_unref);
  g_clear_pointer (&self->legal, g_free);
  G_OBJECT_CLASS (gamao_match_parent_class)->finalize (object);
}

static void
gamao_match_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoMatch *self = GAMAO_MATCH (object);

  switch (prop_id)
    {
    case PROP_LENGTH:
      g_value_set_uint (value, self->length);
      break;
    case PROP_PLAYER0:
      g_value_set_object (value, self->players[0]);
      break;
    case PROP_PLAYER1:
      g_value_set_object (value, self->players[1]);
      break;
    case PROP_RULES:
      g_value_set_uint (value, self->rules);
      break;
    case PROP_SCORE0:
    case PROP_SCORE1:
    case PROP_GAME_NUMBER:
      g_value_set_uint (value, (guint) property_value (self, prop_id));
      break;
    case PROP_CRAWFORD_GAME:
    case PROP_CAN_COMMIT:
      g_value_set_boolean (value, property_value (self, prop_id));
      break;
    case PROP_STATE:
    case PROP_TURN:
    case PROP_ON_ROLL:
    case PROP_DIE0:
    case PROP_DIE1:
    case PROP_WINNER:
    case PROP_RESIGNATION:
      g_value_set_int (value, property_value (self, prop_id));
      break;
    case PROP_POSITION:
      g_value_set_object (value, self->position);
      break;
    case PROP_CUBE:
      g_value_set_object (value, self->cube);
      break;
    case PROP_GAMES:
      g_value_set_object (value, self->games);
      break;
    case PROP_CURRENT_GAME:
      g_value_set_object (value, self->current_game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_match_set_property (GObject *object, guint prop_id, const GValue *value,
                          GParamSpec *pspec)
{
  GamaoMatch *self = GAMAO_MATCH (object);

  switch (prop_id)
    {
    case PROP_LENGTH:
      self->length = g_value_get_uint (value);
      break;
    case PROP_PLAYER0:
      self->players[0] = g_value_dup_object (value);
      break;
    case PROP_PLAYER1:
      self->players[1] = g_value_dup_object (value);
      break;
    case PROP_RULES:
      self->rules = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
install_properties (GObjectClass *object_class)
{
  GParamFlags construct
    = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  properties[PROP_LENGTH]
    = g_param_spec_uint ("length", NULL, NULL, 0, GAMAO_MAX_SCORE, 0, construct);
  properties[PROP_PLAYER0]
    = g_param_spec_object ("player0", NULL, NULL, GAMAO_TYPE_PLAYER, construct);
  properties[PROP_PLAYER1]
    = g_param_spec_object ("player1", NULL, NULL, GAMAO_TYPE_PLAYER, construct);
  properties[PROP_RULES] = g_param_spec_uint ("rules", NULL, NULL, 0, 7, 0, construct);
  properties[PROP_SCORE0] = g_param_spec_uint ("score0", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SCORE1] = g_param_spec_uint ("score1", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_GAME_NUMBER]
    = g_param_spec_uint ("game-number", NULL, NULL, 0, G_MAXUINT, 1, flags);
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, GAMAO_MATCH_OPENING_ROLL,
                                             GAMAO_MATCH_MATCH_OVER, GAMAO_MATCH_OPENING_ROLL,
                                             flags);
  properties[PROP_TURN] = g_param_spec_int ("turn", NULL, NULL, 0, 1, 0, flags);
  properties[PROP_ON_ROLL] = g_param_spec_int ("on-roll", NULL, NULL, 0, 1, 0, flags);
  properties[PROP_DIE0] = g_param_spec_int ("die0", NULL, NULL, 0, 6, 0, flags);
  properties[PROP_DIE1] = g_param_spec_int ("die1", NULL, NULL, 0, 6, 0, flags);
  properties[PROP_POSITION]
    = g_param_spec_object ("position", NULL, NULL, GAMAO_TYPE_POSITION, flags);
  properties[PROP_CUBE] = g_param_spec_object ("cube", NULL, NULL, GAMAO_TYPE_CUBE, flags);
  properties[PROP_GAMES] = g_param_spec_object ("games", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_CURRENT_GAME]
    = g_param_spec_object ("current-game", NULL, NULL, GAMAO_TYPE_GAME, flags);
  properties[PROP_CRAWFORD_GAME]
    = g_param_spec_boolean ("crawford-game", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_COMMIT] = g_param_spec_boolean ("can-commit", NULL, NULL, FALSE, flags);
  properties[PROP_WINNER] = g_param_spec_int ("winner", NULL, NULL, -1, 1, -1, flags);
  properties[PROP_RESIGNATION] = g_param_spec_int ("resignation", NULL, NULL, GAMAO_RESULT_NONE,
                                                   GAMAO_RESULT_BACKGAMMON, GAMAO_RESULT_NONE,
                                                   flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static guint
new_signal (GObjectClass *object_class, const char *name, guint n_params, ...)
{
  GType types[4];
  va_list args;

  va_start (args, n_params);
  for (guint i = 0; i < n_params; i++)
    types[i] = va_arg (args, GType);
  va_end (args);
  return g_signal_newv (name, G_TYPE_FROM_CLASS (object_class), G_SIGNAL_RUN_LAST, NULL, NULL,
                        NULL, NULL, G_TYPE_NONE, n_params, types);
}

static void
install_signals (GObjectClass *c)
{
  signals[DICE_ROLLED] = new_signal (c, "dice-rolled", 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  signals[CHECKER_MOVED] = new_signal (c, "checker-moved", 4, G_TYPE_INT, G_TYPE_INT,
                                       G_TYPE_INT, G_TYPE_BOOLEAN);
  signals[STEP_UNDONE] = new_signal (c, "step-undone", 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                                     G_TYPE_BOOLEAN);
  signals[TURN_COMMITTED] = new_signal (c, "turn-committed", 1, G_TYPE_INT);
  signals[TURN_PASSED] = new_signal (c, "turn-passed", 1, G_TYPE_INT);
  signals[CUBE_OFFERED] = new_signal (c, "cube-offered", 2, G_TYPE_INT, G_TYPE_UINT);
  signals[CUBE_TAKEN] = new_signal (c, "cube-taken", 2, G_TYPE_INT, G_TYPE_UINT);
  signals[CUBE_BEAVERED] = new_signal (c, "cube-beavered", 2, G_TYPE_INT, G_TYPE_UINT);
  signals[CUBE_DROPPED] = new_signal (c, "cube-dropped", 1, G_TYPE_INT);
  signals[RESIGNATION_OFFERED]
    = new_signal (c, "resignation-offered", 2, G_TYPE_INT, G_TYPE_INT);
  signals[RESIGNATION_ACCEPTED] = new_signal (c, "resignation-accepted", 1, G_TYPE_INT);
  signals[RESIGNATION_DECLINED] = new_signal (c, "resignation-declined", 1, G_TYPE_INT);
  signals[GAME_OVER]
    = new_signal (c, "game-over", 3, G_TYPE_INT, G_TYPE_UINT, G_TYPE_INT);
  signals[MATCH_OVER] = new_signal (c, "match-over", 1, G_TYPE_INT);
}

static void
gamao_match_constructed (GObject *object)
{
  GamaoMatch *self = GAMAO_MATCH (object);

  G_OBJECT_CLASS (gamao_match_parent_class)->constructed (object);
  for (int p = 0; p < 2; p++)
    if (!self->players[p])
      self->players[p] = gamao_player_new (p == 0 ? _("Player 1") : _("Player 2"),
                                           GAMAO_PLAYER_HUMAN, 0);
  /* Crawford belongs to matches; Jacoby and beavers to sessions. */
  if (self->length > 0)
    self->rules &= GAMAO_RULE_CRAWFORD;
  else
    self->rules &= ~GAMAO_RULE_CRAWFORD;
  self->record = gamao_match_record_new (self->length, gamao_player_get_name (self->players[0]),
                                         gamao_player_get_name (self->players[1]), self->rules);
}

static void
gamao_match_class_init (GamaoMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = gamao_match_constructed;
  object_class->dispose = gamao_match_dispose;
  object_class->finalize = gamao_match_finalize;
  object_class->get_property = gamao_match_get_property;
  object_class->set_property = gamao_match_set_property;
  install_properties (object_class);
  install_signals (object_class);
}

static void
gamao_match_init (GamaoMatch *self)
{
  self->position = gamao_position_new ();
  self->cube = gamao_cube_new ();
  self->games = g_list_store_new (GAMAO_TYPE_GAME);
  self->legal = g_new0 (GamaoPlayList, 1);
  self->winner = -1;
  self->cube_value = 1;
  self->cube_owner = GAMAO_CUBE_CENTERED;
  gamao_dice_init_random (&self->dice_source);
}

GamaoMatch *
gamao_match_new_at_score (guint length, GamaoPlayer *player0, GamaoPlayer *player1,
                          GamaoRules rules, guint score0, guint score1)
{
  GamaoMatch *self = g_object_new (GAMAO_TYPE_MATCH, "length", length, "player0", player0,
                                   "player1", player1, "rules", (guint) rules, NULL);

  self->score[0] = score0;
  self->score[1] = score1;
  start_game (self);
  sync_cube (self);
  return self;
}

GamaoMatch *
gamao_match_new (guint length, GamaoPlayer *player0, GamaoPlayer *player1, GamaoRules rules)
{
  return gamao_match_new_at_score (length, player0, player1, rules, 0, 0);
}
