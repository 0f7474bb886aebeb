/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The match's object and its flow: every request checks the state,
 * changes it, records the action and tells the views. The queries are in
 * gamao-match-query.c, the cube and resignations in gamao-match-cube.c,
 * checker play in gamao-match-play.c and the replay of records in
 * gamao-match-replay.c. */
#define G_LOG_DOMAIN "gamao-match"

#include "config.h"

#include "gamao-match-private.h"
#include "gamao-model-enums.h"
#include "gamao-model-private.h"
#include "gamao-notation.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (GamaoMatch, gamao_match, G_TYPE_OBJECT)

/* A refusal of a step carries the rule it ran into beside its words. */
typedef struct
{
  GamaoStepVerdict verdict;
} GamaoMatchErrorPrivate;

static void
gamao_match_error_private_init (GamaoMatchErrorPrivate *priv)
{
  priv->verdict = GAMAO_STEP_OK;
}

static void
gamao_match_error_private_copy (const GamaoMatchErrorPrivate *src, GamaoMatchErrorPrivate *dest)
{
  dest->verdict = src->verdict;
}

static void
gamao_match_error_private_clear (GamaoMatchErrorPrivate *priv)
{
}

G_DEFINE_EXTENDED_ERROR (GamaoMatchError, gamao_match_error)

static GamaoPlay *
play_copy (const GamaoPlay *play)
{
  return g_memdup2 (play, sizeof *play);
}

G_DEFINE_BOXED_TYPE (GamaoPlay, gamao_play, play_copy, g_free)

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
  PROP_PHASE,
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
  PROP_TURN_COUNTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
G_STATIC_ASSERT (N_PROPS <= G_N_ELEMENTS (((GamaoMatchRequest *) NULL)->values));

static guint signals[GAMAO_MATCH_N_SIGNALS];

void
gamao_match_emit (GamaoMatch *self, GamaoMatchSignal signal, ...)
{
  va_list args;

  va_start (args, signal);
  g_signal_emit_valist (self, signals[signal], 0, args);
  va_end (args);
}

/* ---- property notification: once per request, after its signals ---- */

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
    case PROP_PHASE:
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
    case PROP_TURN_COUNTER:
      return (int) gamao_match_get_turn_counter (self);
    default:
      return 0;
    }
}

void
gamao_match_request_begin (GamaoMatch *self, GamaoMatchRequest *request)
{
  request->position = g_object_ref (G_OBJECT (self->position));
  request->game = g_object_ref (G_OBJECT (self->current_game));
  g_object_freeze_notify (request->position);
  g_object_freeze_notify (request->game);
  for (guint p = PROP_SCORE0; p < N_PROPS; p++)
    request->values[p] = property_value (self, p);
  self->request_depth++;
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

void
gamao_match_request_end (GamaoMatch *self, GamaoMatchRequest *request)
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
  /* Views catch up once, when the outermost request is over. */
  if (--self->request_depth == 0)
    gamao_match_emit (self, GAMAO_MATCH_SIGNAL_CHANGED);
}

gboolean
gamao_match_refuse (GError **error, GamaoMatchError code, const char *message)
{
  g_set_error_literal (error, GAMAO_MATCH_ERROR, code, message);
  return FALSE;
}

gboolean
gamao_match_refuse_step (GError **error, GamaoMatchError code, GamaoStepVerdict verdict,
                         const char *message)
{
  g_set_error_literal (error, GAMAO_MATCH_ERROR, code, message);
  if (error)
    gamao_match_error_get_private (*error)->verdict = verdict;
  return FALSE;
}

GamaoStepVerdict
gamao_match_error_get_verdict (const GError *error)
{
  if (!error || error->domain != GAMAO_MATCH_ERROR)
    return GAMAO_STEP_OK;
  return gamao_match_error_get_private (error)->verdict;
}

/* The error for a request that does not fit the state. */
gboolean
gamao_match_refuse_state (GamaoMatch *self, GError **error)
{
  switch (self->state)
    {
    case GAMAO_MATCH_MATCH_OVER:
      return gamao_match_refuse (error, GAMAO_MATCH_ERROR_MATCH_OVER, _("The match is over."));
    case GAMAO_MATCH_GAME_OVER:
      return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                                 _("The game is over: start the next game first."));
    case GAMAO_MATCH_OPENING_ROLL:
      return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                                 _("The game has not started: make the opening roll first."));
    case GAMAO_MATCH_DOUBLE_OFFERED:
      return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                                 _("A double waits for an answer: take or drop it first."));
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                     _("A resignation waits for an answer: accept or decline it first."));
    case GAMAO_MATCH_MOVING:
      return gamao_match_refuse (error, GAMAO_MATCH_ERROR_ALREADY_ROLLED,
                                 _("The dice are rolled: move the checkers."));
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
    default:
      return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                                 _("Roll the dice first."));
    }
}

void
gamao_match_append_action (GamaoMatch *self, GamaoActionKind kind, int player, guint value)
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

GamaoResultKind
gamao_match_scored_kind (GamaoMatch *self, GamaoResultKind kind)
{
  /* Jacoby: in a session, gammons count only once the cube was turned. */
  if (self->length == 0 && (self->rules & GAMAO_RULE_JACOBY) && self->cube_value == 1)
    return GAMAO_RESULT_SINGLE;
  return kind;
}

void
gamao_match_end_game (GamaoMatch *self, int winner, GamaoResultKind kind, guint points,
                      GamaoGameState how)
{
  gamao_match_append_action (self, GAMAO_ACTION_GAME_END, winner, points);
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

void
gamao_match_emit_game_over (GamaoMatch *self, const GamaoGameRecord *game)
{
  const GamaoAction *end = gamao_game_record_end (game);
  gboolean match_over = self->length > 0 && self->winner == end->player;

  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_GAME_OVER, end->player, end->value,
                    (int) end->result);
  if (match_over)
    gamao_match_emit (self, GAMAO_MATCH_SIGNAL_MATCH_OVER, end->player);
}

gboolean
gamao_match_end_session (GamaoMatch *self, GError **error)
{
  GamaoMatchRequest request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state == GAMAO_MATCH_MATCH_OVER)
    return gamao_match_refuse_state (self, error);
  if (self->length > 0)
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                               _("A match ends when a player reaches its length; only a "
                                 "money session can be ended at any time."));
  gamao_match_request_begin (self, &request);
  /* The game in progress is left unfinished: the session's result is
   * the score of the games played to the end. */
  self->state = GAMAO_MATCH_MATCH_OVER;
  self->winner = self->score[0] > self->score[1] ? 0 : self->score[1] > self->score[0] ? 1 : -1;
  self->double_offered = FALSE;
  self->resignation = GAMAO_RESULT_NONE;
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_MATCH_OVER, self->winner);
  gamao_match_request_end (self, &request);
  return TRUE;
}

/* ---- rolling ---- */

void
gamao_match_board_of_mover (GamaoMatch *self, GamaoBoard *board)
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

  gamao_match_board_of_mover (self, &board);
  gamao_play_list_generate (self->legal, &board, self->dice[0], self->dice[1]);
  gamao_turn_begin (&self->play, self->legal, &board, self->dice[0], self->dice[1]);
  if (!gamao_turn_must_pass (&self->play))
    {
      self->state = GAMAO_MATCH_MOVING;
      self->turn = player;
      gamao_match_emit (self, GAMAO_MATCH_SIGNAL_DICE_ROLLED, player, self->dice[0],
                        self->dice[1]);
      return;
    }
  /* The state is settled before any signal, so that a handler that acts
   * at once (the computer player) acts on the state that follows. */
  gamao_match_append_action (self, GAMAO_ACTION_PASS, player, 0);
  self->on_roll = self->turn = 1 - player;
  self->state = GAMAO_MATCH_TO_ROLL_OR_DOUBLE;
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_DICE_ROLLED, player, self->dice[0], self->dice[1]);
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_TURN_PASSED, player);
}

static gboolean
roll_with (GamaoMatch *self, const int dice[2], GError **error)
{
  GamaoMatchRequest request;

  if (self->state != GAMAO_MATCH_OPENING_ROLL && self->state != GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    return gamao_match_refuse_state (self, error);
  if (self->state == GAMAO_MATCH_OPENING_ROLL && dice[0] == dice[1])
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_BAD_DICE,
                               _("Equal dice in the opening roll are rolled again."));

  gamao_match_request_begin (self, &request);
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
    gamao_match_append_action (self, GAMAO_ACTION_ROLL, self->on_roll, 0);
  begin_moving (self);
  gamao_match_request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_roll (GamaoMatch *self, GError **error)
{
  int dice[2];

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state == GAMAO_MATCH_OPENING_ROLL)
    {
      /* Equal dice are rolled again; a view may want to show them. */
      gamao_dice_roll (&self->dice_source, dice);
      while (dice[0] == dice[1])
        {
          gamao_match_emit (self, GAMAO_MATCH_SIGNAL_OPENING_TIED, dice[0]);
          gamao_dice_roll (&self->dice_source, dice);
        }
    }
  else if (self->state == GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    gamao_dice_roll (&self->dice_source, dice);
  else
    return gamao_match_refuse_state (self, error);
  return roll_with (self, dice, error);
}

gboolean
gamao_match_roll_dice (GamaoMatch *self, int d0, int d1, GError **error)
{
  int dice[2] = { d0, d1 };

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (d0 < 1 || d0 > 6 || d1 < 1 || d1 > 6)
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_BAD_DICE,
                               _("Dice show the numbers 1 to 6."));
  return roll_with (self, dice, error);
}

gboolean
gamao_match_next_game (GamaoMatch *self, GError **error)
{
  GamaoMatchRequest request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_GAME_OVER)
    {
      if (self->state == GAMAO_MATCH_MATCH_OVER)
        return gamao_match_refuse_state (self, error);
      return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                                 _("The game is not over yet."));
    }
  gamao_match_request_begin (self, &request);
  start_game (self);
  gamao_match_request_end (self, &request);
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
      g_value_set_flags (value, self->rules);
      break;
    case PROP_SCORE0:
    case PROP_SCORE1:
    case PROP_GAME_NUMBER:
    case PROP_TURN_COUNTER:
      g_value_set_uint (value, (guint) property_value (self, prop_id));
      break;
    case PROP_CRAWFORD_GAME:
    case PROP_CAN_COMMIT:
      g_value_set_boolean (value, property_value (self, prop_id));
      break;
    case PROP_PHASE:
    case PROP_RESIGNATION:
      g_value_set_enum (value, property_value (self, prop_id));
      break;
    case PROP_TURN:
    case PROP_ON_ROLL:
    case PROP_DIE0:
    case PROP_DIE1:
    case PROP_WINNER:
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
      self->rules = g_value_get_flags (value);
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
  properties[PROP_RULES] = g_param_spec_flags ("rules", NULL, NULL, GAMAO_TYPE_RULES, 0, construct);
  properties[PROP_SCORE0] = g_param_spec_uint ("score0", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SCORE1] = g_param_spec_uint ("score1", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_GAME_NUMBER]
    = g_param_spec_uint ("game-number", NULL, NULL, 0, G_MAXUINT, 1, flags);
  properties[PROP_PHASE] = g_param_spec_enum ("phase", NULL, NULL, GAMAO_TYPE_MATCH_PHASE,
                                              GAMAO_MATCH_OPENING_ROLL, flags);
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
  properties[PROP_RESIGNATION] = g_param_spec_enum ("resignation", NULL, NULL,
                                                    GAMAO_TYPE_RESULT_KIND, GAMAO_RESULT_NONE,
                                                    flags);
  properties[PROP_TURN_COUNTER]
    = g_param_spec_uint ("turn-counter", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

/* The signals' names and parameters, in the order of GamaoMatchSignal. */
static const struct
{
  const char *name;
  guint n_params;
  GType params[4];
} signal_table[GAMAO_MATCH_N_SIGNALS] = {
  { "dice-rolled", 3, { G_TYPE_INT, G_TYPE_INT, G_TYPE_INT } },
  { "checker-moved", 4, { G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN } },
  { "step-undone", 4, { G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN } },
  { "turn-committed", 1, { G_TYPE_INT } },
  { "turn-passed", 1, { G_TYPE_INT } },
  { "cube-offered", 2, { G_TYPE_INT, G_TYPE_UINT } },
  { "cube-taken", 2, { G_TYPE_INT, G_TYPE_UINT } },
  { "cube-beavered", 2, { G_TYPE_INT, G_TYPE_UINT } },
  { "cube-dropped", 1, { G_TYPE_INT } },
  { "resignation-offered", 2, { G_TYPE_INT, G_TYPE_INT } },
  { "resignation-accepted", 1, { G_TYPE_INT } },
  { "resignation-declined", 1, { G_TYPE_INT } },
  { "game-over", 3, { G_TYPE_INT, G_TYPE_UINT, G_TYPE_INT } },
  { "match-over", 1, { G_TYPE_INT } },
  { "opening-tied", 1, { G_TYPE_INT } },
  { "changed", 0, { G_TYPE_NONE } },
};

static void
install_signals (GObjectClass *object_class)
{
  for (guint i = 0; i < GAMAO_MATCH_N_SIGNALS; i++)
    {
      GType params[4];

      memcpy (params, signal_table[i].params, sizeof params);
      signals[i] = g_signal_newv (signal_table[i].name, G_TYPE_FROM_CLASS (object_class),
                                  G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE,
                                  signal_table[i].n_params, params);
    }
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
                                   "player1", player1, "rules", rules, NULL);

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
