/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-match"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gamao-match-private.h"
#include "gamao-model-private.h"

static gboolean
bad_position (GError **error, const char *message)
{
  return gamao_match_refuse (error, GAMAO_MATCH_ERROR_BAD_POSITION, message);
}

static gboolean
cube_possible (const GamaoGameStart *start)
{
  unsigned value = start->cube_value;

  if (value == 0 || (value & (value - 1)) != 0)
    return FALSE;
  if (start->cube_owner == GAMAO_CUBE_CENTERED)
    return value == 1;
  return start->cube_owner == 0 || start->cube_owner == 1;
}

static guint
checkers_left (const GamaoBoard *board, int side)
{
  guint n = 0;

  for (int i = 0; i < 25; i++)
    n += board->checkers[side][i];
  return n;
}

/* Whether the rules can reach `start` at the score of the current game. */
static gboolean
check_start (GamaoMatch *self, gboolean crawford, const GamaoGameStart *start, GError **error)
{
  GamaoBoardValidity validity = gamao_board_validate (&start->board);

  if (validity != GAMAO_BOARD_OK)
    return bad_position (error, gamao_board_validity_message (validity));
  if (start->on_roll != 0 && start->on_roll != 1)
    return bad_position (error, _("Nobody is on roll."));
  if (!cube_possible (start))
    return bad_position (error, _("The cube cannot stand like that."));
  if (self->length > 0 && (self->score[0] >= self->length || self->score[1] >= self->length))
    return bad_position (error, _("The match is already won at that score."));
  if (crawford && (!(self->rules & GAMAO_RULE_CRAWFORD) || self->length == 0
                   || (self->score[0] + 1 != self->length && self->score[1] + 1 != self->length)
                   || start->cube_value != 1 || start->cube_owner != GAMAO_CUBE_CENTERED))
    return bad_position (error, _("This cannot be the Crawford game."));
  for (int side = 0; side < 2; side++)
    if (checkers_left (&start->board, side) == 0)
      return bad_position (error, _("The game is already over: a player has borne off."));
  return TRUE;
}

/* Crawford is played once: a player a point away outside the Crawford
 * game means it is behind. */
static gboolean
crawford_played (GamaoMatch *self, gboolean crawford)
{
  return crawford
         || ((self->rules & GAMAO_RULE_CRAWFORD) && self->length > 0
             && (self->score[0] + 1 == self->length || self->score[1] + 1 == self->length));
}

gboolean
gamao_match_start_from (GamaoMatch *self, gboolean crawford, const GamaoGameStart *start,
                        GError **error)
{
  GamaoMatchRequest request;

  g_return_val_if_fail (self->game->n_actions == 0 && self->game->opening[0] == 0, FALSE);
  if (!check_start (self, crawford, start, error))
    return FALSE;
  gamao_match_request_begin (self, &request);
  self->game->has_start = TRUE;
  self->game->start = *start;
  self->game->crawford = crawford;
  self->crawford_game = crawford;
  self->crawford_played = crawford_played (self, crawford);
  gamao_position_set_board (self->position, &start->board);
  self->cube_value = start->cube_value;
  self->cube_owner = start->cube_owner;
  self->on_roll = self->turn = start->on_roll;
  self->game_state = GAMAO_GAME_PLAYING;
  self->state = GAMAO_MATCH_TO_ROLL_OR_DOUBLE;
  gamao_match_request_end (self, &request);
  return TRUE;
}

GamaoMatch *
gamao_match_new_from_position (guint length, GamaoPlayer *player0, GamaoPlayer *player1,
                               GamaoRules rules, const guint score[2], gboolean crawford,
                               const GamaoGameStart *start, GError **error)
{
  g_autoptr (GamaoMatch) match = NULL;

  g_return_val_if_fail (start != NULL, NULL);
  match = gamao_match_new_at_score (length, player0, player1, rules, score[0], score[1]);
  if (!gamao_match_start_from (match, crawford, start, error))
    return NULL;
  return g_steal_pointer (&match);
}

gboolean
gamao_match_can_start_from_state (const GamaoMatchState *state, const char **why)
{
  const char *reason = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  if (state->game_state != GAMAO_GAME_PLAYING)
    reason = _("The game in this position is over.");
  else if (state->double_offered && state->dice[0] > 0)
    reason = _("A double waits for an answer in this position.");
  else if (state->resignation != 0)
    reason = _("A resignation waits for an answer in this position.");
  if (why)
    *why = reason;
  return reason == NULL;
}

/* The match keeps the board with player 0 as side 1: the IDs' board is
 * seen from the player on roll. */
static void
start_of_state (const GamaoBoard *board, const GamaoMatchState *state, GamaoGameStart *start)
{
  start->board = *board;
  if (state->on_roll == 1)
    {
      start->board = (GamaoBoard) { 0 };
      memcpy (start->board.checkers[GAMAO_SIDE_ON_ROLL], board->checkers[GAMAO_SIDE_OPPONENT],
              sizeof board->checkers[0]);
      memcpy (start->board.checkers[GAMAO_SIDE_OPPONENT], board->checkers[GAMAO_SIDE_ON_ROLL],
              sizeof board->checkers[0]);
    }
  start->on_roll = state->on_roll;
  start->cube_value = state->cube_value;
  start->cube_owner = state->cube_owner;
}

/* A Match ID says Crawford in a match (its Crawford flag needs the rule)
 * and Jacoby in a session; it says nothing of beavers. */
static GamaoRules
rules_of_state (const GamaoMatchState *state, gboolean beavers)
{
  if (state->match_length > 0)
    return GAMAO_RULE_CRAWFORD;
  return (state->jacoby ? GAMAO_RULE_JACOBY : 0) | (beavers ? GAMAO_RULE_BEAVERS : 0);
}

GamaoMatch *
gamao_match_new_from_state (const GamaoBoard *board, const GamaoMatchState *state,
                            GamaoPlayer *player0, GamaoPlayer *player1, gboolean beavers,
                            GError **error)
{
  g_autoptr (GamaoMatch) match = NULL;
  GamaoGameStart start;
  const char *why;

  g_return_val_if_fail (board != NULL && state != NULL, NULL);
  if (!gamao_match_can_start_from_state (state, &why))
    {
      g_set_error_literal (error, GAMAO_MATCH_ERROR, GAMAO_MATCH_ERROR_BAD_POSITION, why);
      return NULL;
    }
  start_of_state (board, state, &start);
  match = gamao_match_new_from_position (state->match_length, player0, player1,
                                         rules_of_state (state, beavers), state->score,
                                         state->crawford, &start, error);
  if (!match)
    return NULL;
  if (state->dice[0] > 0 && !gamao_match_roll_dice (match, state->dice[0], state->dice[1], error))
    return NULL;
  /* A double waiting for its answer: the doubler (on roll) offers it
   * again, through the match's own rule for whether it may. */
  if (state->double_offered && !gamao_match_double (match, error))
    return NULL;
  return g_steal_pointer (&match);
}
