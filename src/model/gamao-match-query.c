/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GamaoMatch: what views and players may ask without changing anything. */
#define G_LOG_DOMAIN "gamao-match"

#include "config.h"

#include "gamao-match-private.h"
#include "gamao-position-id.h"

#include <glib/gi18n.h>
#include <string.h>

guint
gamao_match_get_length (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  return self->length;
}

GamaoRules
gamao_match_get_rules (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  return self->rules;
}

GamaoPlayer *
gamao_match_get_player (GamaoMatch *self, int player)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  g_return_val_if_fail (player == 0 || player == 1, NULL);
  return self->players[player];
}

guint
gamao_match_get_score (GamaoMatch *self, int player)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  g_return_val_if_fail (player == 0 || player == 1, 0);
  return self->score[player];
}

guint
gamao_match_get_game_number (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  return self->game_number;
}

GamaoMatchPhase
gamao_match_get_phase (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), GAMAO_MATCH_OPENING_ROLL);
  return self->state;
}

int
gamao_match_get_turn (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  return self->turn;
}

int
gamao_match_get_on_roll (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  return self->on_roll;
}

gboolean
gamao_match_get_dice (GamaoMatch *self, int dice[2])
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  dice[0] = self->dice[0];
  dice[1] = self->dice[1];
  return dice[0] != 0;
}

GamaoPosition *
gamao_match_get_position (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  return self->position;
}

GamaoCube *
gamao_match_get_cube (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  return self->cube;
}

GListModel *
gamao_match_get_games (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  return G_LIST_MODEL (self->games);
}

GamaoGame *
gamao_match_get_current_game (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  return self->current_game;
}

gboolean
gamao_match_get_crawford_game (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  return self->crawford_game;
}

int
gamao_match_get_winner (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), -1);
  return self->winner;
}

GamaoResultKind
gamao_match_get_resignation (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), GAMAO_RESULT_NONE);
  return self->resignation;
}

const GamaoMatchRecord *
gamao_match_get_record (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  return self->record;
}

gboolean
gamao_match_can_move_from (GamaoMatch *self, int from)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state != GAMAO_MATCH_MOVING || from < 1 || from > GAMAO_POINT_BAR)
    return FALSE;
  return gamao_turn_can_move_from (&self->play, from);
}

guint
gamao_match_get_movable_points (GamaoMatch *self, int points[26])
{
  guint n = 0;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  for (int from = GAMAO_POINT_BAR; from >= 1; from--)
    if (gamao_match_can_move_from (self, from))
      points[n++] = from;
  return n;
}

guint
gamao_match_get_targets (GamaoMatch *self, int from, GamaoTarget out[GAMAO_MAX_TARGETS])
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  if (!gamao_match_can_move_from (self, from))
    return 0;
  return gamao_turn_targets (&self->play, from, out);
}

guint
gamao_match_get_dice_left (GamaoMatch *self, int dice[4])
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  if (self->state != GAMAO_MATCH_MOVING)
    return 0;
  memcpy (dice, self->play.left, sizeof (int) * self->play.n_left);
  return self->play.n_left;
}

gboolean
gamao_match_can_commit (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  return self->state == GAMAO_MATCH_MOVING && gamao_turn_is_complete (&self->play);
}

guint
gamao_match_get_steps (GamaoMatch *self, GamaoStep steps[4])
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  if (self->state != GAMAO_MATCH_MOVING)
    return 0;
  memcpy (steps, self->play.steps, sizeof (GamaoStep) * self->play.n_steps);
  return self->play.n_steps;
}

const GamaoPlayList *
gamao_match_get_legal_plays (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  return self->state == GAMAO_MATCH_MOVING ? self->legal : NULL;
}

guint
gamao_match_get_pip_count (GamaoMatch *self, int player)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  return gamao_position_get_pip_count (self->position, player);
}

char *
gamao_match_dup_position_id (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  return gamao_position_dup_id (self->position, self->on_roll);
}

void
gamao_match_get_match_state (GamaoMatch *self, GamaoMatchState *state)
{
  g_return_if_fail (GAMAO_IS_MATCH (self));
  gamao_match_state_init (state, self->length);
  state->cube_value = self->cube_value;
  state->cube_owner = self->cube_owner;
  state->on_roll = self->on_roll;
  state->crawford = self->crawford_game;
  state->game_state = self->game_state;
  state->turn = self->turn;
  state->double_offered = self->double_offered;
  state->resignation = self->resignation;
  if (self->state == GAMAO_MATCH_MOVING)
    {
      state->dice[0] = self->dice[0];
      state->dice[1] = self->dice[1];
    }
  state->score[0] = self->score[0];
  state->score[1] = self->score[1];
  /* In matches Jacoby has no meaning; gnubg, with its default setting,
   * leaves the "not in use" bit clear there, and so do we, so that our
   * Match IDs read character for character like gnubg's. */
  state->jacoby = self->length > 0 || (self->rules & GAMAO_RULE_JACOBY) != 0;
}

char *
gamao_match_dup_match_id (GamaoMatch *self)
{
  char id[GAMAO_MATCH_ID_LEN + 1];
  GamaoMatchState state;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  gamao_match_get_match_state (self, &state);
  gamao_match_id_encode (&state, id);
  return g_strdup (id);
}

gboolean
gamao_match_can_double (GamaoMatch *self, const char **why_not)
{
  const char *why = NULL;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (self->state == GAMAO_MATCH_MATCH_OVER)
    why = _("The match is over.");
  else if (self->state == GAMAO_MATCH_GAME_OVER)
    why = _("The game is over.");
  else if (self->state == GAMAO_MATCH_OPENING_ROLL)
    why = _("Nobody may double before the opening roll.");
  else if (self->state == GAMAO_MATCH_DOUBLE_OFFERED)
    why = _("A double is already on the table.");
  else if (self->state == GAMAO_MATCH_RESIGNATION_OFFERED)
    why = _("A resignation waits for an answer.");
  else if (self->state == GAMAO_MATCH_MOVING)
    why = _("Doubling comes before rolling the dice.");
  else if (self->crawford_game)
    why = _("No doubling in the Crawford game.");
  else if (self->cube_owner == 1 - self->on_roll)
    why = _("Only the owner of the cube may double, and the opponent owns it.");
  if (why_not)
    *why_not = why;
  return why == NULL;
}

const GamaoAction *
gamao_match_get_last_turn (GamaoMatch *self, gboolean *stuck_on_bar)
{
  const GamaoAction *last;
  GamaoBoard board;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), NULL);
  if (stuck_on_bar)
    *stuck_on_bar = FALSE;
  /* Only until the one whose turn it is acts: rolling or doubling adds
   * an action of theirs after the play. */
  if (self->state != GAMAO_MATCH_TO_ROLL_OR_DOUBLE || !self->game || self->game->n_actions == 0)
    return NULL;
  last = &self->game->actions[self->game->n_actions - 1];
  if ((last->kind != GAMAO_ACTION_PLAY && last->kind != GAMAO_ACTION_PASS)
      || last->player == self->turn)
    return NULL;
  /* A pass leaves the board as it was, so the bar shows why it passed. */
  if (stuck_on_bar && last->kind == GAMAO_ACTION_PASS)
    {
      gamao_position_get_board_for (self->position, last->player, &board);
      *stuck_on_bar = board.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] > 0;
    }
  return last;
}

static GamaoPendingKind
pending_kind (GamaoMatchPhase phase)
{
  switch (phase)
    {
    case GAMAO_MATCH_OPENING_ROLL:
      return GAMAO_PENDING_OPENING_ROLL;
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
      return GAMAO_PENDING_ROLL;
    case GAMAO_MATCH_DOUBLE_OFFERED:
      return GAMAO_PENDING_CUBE_ANSWER;
    case GAMAO_MATCH_MOVING:
      return GAMAO_PENDING_MOVE;
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      return GAMAO_PENDING_RESIGNATION_ANSWER;
    case GAMAO_MATCH_GAME_OVER:
      return GAMAO_PENDING_NEXT_GAME;
    case GAMAO_MATCH_MATCH_OVER:
    default:
      return GAMAO_PENDING_NOTHING;
    }
}

void
gamao_match_get_pending (GamaoMatch *self, GamaoPending *pending)
{
  g_return_if_fail (GAMAO_IS_MATCH (self));
  g_return_if_fail (pending != NULL);

  pending->kind = pending_kind (self->state);
  /* Between games nobody in particular is to act: whoever is there
   * starts the next one. */
  pending->player = pending->kind == GAMAO_PENDING_NEXT_GAME || pending->kind == GAMAO_PENDING_NOTHING
                      ? -1
                      : self->turn;
  pending->may_double = pending->kind == GAMAO_PENDING_ROLL && gamao_match_can_double (self, NULL);
  pending->may_beaver = gamao_match_can_beaver (self);
  /* As gamao_match_offer_resignation() allows, for the one to act. */
  pending->may_resign = pending->kind == GAMAO_PENDING_ROLL || pending->kind == GAMAO_PENDING_MOVE;
  /* A money session has no length to reach: it ends when the players say. */
  pending->may_end_session = self->length == 0 && pending->kind != GAMAO_PENDING_NOTHING;
}

guint
gamao_match_get_turn_counter (GamaoMatch *self)
{
  guint n;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  /* Each game counts once for its start and once for its opening roll,
   * which the record keeps apart from the actions. */
  n = (guint) self->record->n_games;
  for (gsize g = 0; g < self->record->n_games; g++)
    {
      const GamaoGameRecord *game = self->record->games[g];

      n += (guint) game->n_actions + (game->opening[0] != 0);
    }
  return n;
}

GamaoStepVerdict
gamao_match_get_refusal (GamaoMatch *self, int from, int to)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), GAMAO_STEP_TURN_DONE);

  if (self->state != GAMAO_MATCH_MOVING)
    return GAMAO_STEP_TURN_DONE;
  return gamao_turn_refusal (&self->play, from, to);
}

guint
gamao_match_points_of (GamaoMatch *self, GamaoResultKind kind)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), 0);
  return gamao_result_points (gamao_match_scored_kind (self, kind), self->cube_value);
}

gboolean
gamao_match_score_after (GamaoMatch *self, int player, guint points, guint score[2])
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  g_return_val_if_fail (player == 0 || player == 1, FALSE);

  score[0] = self->score[0];
  score[1] = self->score[1];
  score[player] += points;
  return self->length > 0 && score[player] >= self->length;
}

gboolean
gamao_match_can_beaver (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  return self->state == GAMAO_MATCH_DOUBLE_OFFERED && self->length == 0
         && (self->rules & GAMAO_RULE_BEAVERS);
}

gboolean
gamao_match_is_under_way (GamaoMatch *self)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  return self->record->n_games > 1 || self->record->games[0]->opening[0] != 0
         || self->record->games[0]->has_start;
}
