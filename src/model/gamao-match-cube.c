/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GamaoMatch: the doubling cube and resignations. */
#define G_LOG_DOMAIN "gamao-match"

#include "config.h"

#include "gamao-match-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* ---- the cube ---- */

gboolean
gamao_match_double (GamaoMatch *self, GError **error)
{
  GamaoMatchRequest request;
  const char *why_not = NULL;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    return gamao_match_refuse_state (self, error);
  if (!gamao_match_can_double (self, &why_not))
    return gamao_match_refuse (error,
                               self->crawford_game ? GAMAO_MATCH_ERROR_CRAWFORD
                                                   : GAMAO_MATCH_ERROR_CUBE_OWNED,
                               why_not);

  gamao_match_request_begin (self, &request);
  self->double_offered = TRUE;
  self->dice[0] = self->dice[1] = 0;
  self->state = GAMAO_MATCH_DOUBLE_OFFERED;
  self->turn = 1 - self->on_roll;
  gamao_match_append_action (self, GAMAO_ACTION_DOUBLE, self->on_roll, self->cube_value * 2);
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_CUBE_OFFERED, self->on_roll, self->cube_value * 2);
  gamao_match_request_end (self, &request);
  return TRUE;
}

/* Take (factor 2) or beaver (factor 4): the answering player owns the
 * cube and the doubler goes on to roll. */
static gboolean
accept_double (GamaoMatch *self, guint factor, GError **error)
{
  GamaoMatchRequest request;
  int taker = self->turn;

  if (self->state != GAMAO_MATCH_DOUBLE_OFFERED)
    return gamao_match_refuse_state (self, error);

  gamao_match_request_begin (self, &request);
  self->cube_value *= factor;
  self->cube_owner = taker;
  self->double_offered = FALSE;
  self->state = GAMAO_MATCH_TO_ROLL_OR_DOUBLE;
  self->turn = self->on_roll;
  gamao_match_append_action (self, factor == 2 ? GAMAO_ACTION_TAKE : GAMAO_ACTION_BEAVER, taker,
                             self->cube_value);
  gamao_match_emit (self,
                    factor == 2 ? GAMAO_MATCH_SIGNAL_CUBE_TAKEN : GAMAO_MATCH_SIGNAL_CUBE_BEAVERED,
                    taker, self->cube_value);
  gamao_match_request_end (self, &request);
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
  if (self->state == GAMAO_MATCH_DOUBLE_OFFERED && !gamao_match_can_beaver (self))
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_NO_BEAVERS,
                               self->length > 0
                                 ? _("Beavers are for money sessions, not matches.")
                                 : _("Beavers are not allowed in this session."));
  return accept_double (self, 4, error);
}

gboolean
gamao_match_drop (GamaoMatch *self, GError **error)
{
  GamaoMatchRequest request;
  int dropper = self->turn;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_DOUBLE_OFFERED)
    return gamao_match_refuse_state (self, error);

  gamao_match_request_begin (self, &request);
  gamao_match_append_action (self, GAMAO_ACTION_DROP, dropper, 0);
  const GamaoGameRecord *ended = self->game;
  gamao_match_end_game (self, 1 - dropper, GAMAO_RESULT_SINGLE, self->cube_value,
                        GAMAO_GAME_DROPPED);
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_CUBE_DROPPED, dropper);
  gamao_match_emit_game_over (self, ended);
  gamao_match_request_end (self, &request);
  return TRUE;
}

/* ---- resignations ---- */

gboolean
gamao_match_offer_resignation (GamaoMatch *self, int player, GamaoResultKind kind,
                               GError **error)
{
  GamaoMatchRequest request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_TO_ROLL_OR_DOUBLE && self->state != GAMAO_MATCH_MOVING)
    return gamao_match_refuse_state (self, error);
  if ((player != 0 && player != 1) || kind < GAMAO_RESULT_SINGLE
      || kind > GAMAO_RESULT_BACKGAMMON)
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_BAD_RESIGNATION,
                               _("A resignation gives a single game, a gammon or a backgammon."));

  gamao_match_request_begin (self, &request);
  self->resume_state = self->state;
  self->resume_turn = self->turn;
  self->resignation = kind;
  self->resigner = player;
  self->state = GAMAO_MATCH_RESIGNATION_OFFERED;
  self->turn = 1 - player;
  gamao_match_append_action (self, GAMAO_ACTION_RESIGN_OFFER, player, 0);
  self->game->actions[self->game->n_actions - 1].result = kind;
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_RESIGNATION_OFFERED, player, (int) kind);
  gamao_match_request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_accept_resignation (GamaoMatch *self, GError **error)
{
  GamaoMatchRequest request;
  int winner = 1 - self->resigner;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_RESIGNATION_OFFERED)
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                               _("Nobody has offered to resign."));

  gamao_match_request_begin (self, &request);
  GamaoResultKind kind = gamao_match_scored_kind (self, self->resignation);
  guint points = gamao_match_points_of (self, self->resignation);
  gamao_match_append_action (self, GAMAO_ACTION_RESIGN_ACCEPT, winner, 0);
  const GamaoGameRecord *ended = self->game;
  gamao_match_end_game (self, winner, kind, points, GAMAO_GAME_RESIGNED);
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_RESIGNATION_ACCEPTED, winner);
  gamao_match_emit_game_over (self, ended);
  gamao_match_request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_decline_resignation (GamaoMatch *self, GError **error)
{
  GamaoMatchRequest request;
  int decliner = self->turn;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_RESIGNATION_OFFERED)
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                               _("Nobody has offered to resign."));

  gamao_match_request_begin (self, &request);
  self->state = self->resume_state;
  self->turn = self->resume_turn;
  self->resignation = GAMAO_RESULT_NONE;
  gamao_match_append_action (self, GAMAO_ACTION_RESIGN_DECLINE, decliner, 0);
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_RESIGNATION_DECLINED, decliner);
  gamao_match_request_end (self, &request);
  return TRUE;
}
