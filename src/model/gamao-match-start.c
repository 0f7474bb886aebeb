/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-match"

#include "config.h"

#include <glib/gi18n.h>

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
