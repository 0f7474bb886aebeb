/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GamaoMatch: moving the checkers, step by step or a whole play. */
#define G_LOG_DOMAIN "gamao-match"

#include "config.h"

#include "gamao-match-private.h"
#include "gamao-notation.h"

#include <glib/gi18n.h>
#include <string.h>

/* ---- checker play ---- */

static gboolean
check_moving (GamaoMatch *self, GError **error)
{
  if (self->state == GAMAO_MATCH_MOVING)
    return TRUE;
  if (self->state == GAMAO_MATCH_TO_ROLL_OR_DOUBLE)
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE, _("Roll the dice first."));
  return gamao_match_refuse_state (self, error);
}

static void
show_current (GamaoMatch *self)
{
  gamao_position_set_board_for (self->position, self->on_roll, &self->play.current);
}

static gboolean
refuse_verdict (GError **error, GamaoStepVerdict verdict)
{
  if (verdict == GAMAO_STEP_TURN_DONE)
    return gamao_match_refuse_step (error, GAMAO_MATCH_ERROR_TURN_DONE, verdict,
                                    _("All the dice are played: finish the turn."));
  return gamao_match_refuse_step (error, GAMAO_MATCH_ERROR_ILLEGAL_STEP, verdict,
                                  gamao_step_verdict_message (verdict));
}

static gboolean
play_step (GamaoMatch *self, int from, int die, GError **error)
{
  GamaoStep step;
  GamaoStepVerdict verdict = gamao_turn_step (&self->play, from, die, &step);

  if (verdict != GAMAO_STEP_OK)
    return refuse_verdict (error, verdict);
  show_current (self);
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_CHECKER_MOVED, self->on_roll, (int) step.from,
                    (int) step.to, (gboolean) step.hit);
  return TRUE;
}

gboolean
gamao_match_step (GamaoMatch *self, int from, int die, GError **error)
{
  GamaoMatchRequest request;
  gboolean ok;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (!check_moving (self, error))
    return FALSE;
  gamao_match_request_begin (self, &request);
  ok = play_step (self, from, die, error);
  gamao_match_request_end (self, &request);
  return ok;
}

/* Why the checker on `from` may not go to `to`, in the words of the
 * board's notice, decided once: the move's error carries them. */
static gboolean
refuse_move (GamaoMatch *self, int from, int to, GError **error)
{
  GamaoStepVerdict verdict = gamao_turn_refusal (&self->play, from, to);
  g_autofree char *words = NULL;

  if (verdict == GAMAO_STEP_BLOCKED)
    /* Translators: a point's number on the board, not a count. */
    words = g_strdup_printf (_("Point %d is held by two or more opposing checkers"), to);
  else if (verdict == GAMAO_STEP_NO_SUCH_DIE && to > 0 && from > to)
    /* Translators: points' numbers on the board, not a count. */
    words = g_strdup_printf (_("No die left moves a checker from %d to %d"), from, to);
  else if (verdict == GAMAO_STEP_OK || verdict == GAMAO_STEP_NO_SUCH_DIE)
    words = g_strdup (_("That checker cannot go there with the dice left."));
  else
    words = g_strdup (gamao_step_verdict_message (verdict));
  return gamao_match_refuse_step (error, GAMAO_MATCH_ERROR_ILLEGAL_STEP, verdict, words);
}

gboolean
gamao_match_move_to (GamaoMatch *self, int from, int to, GError **error)
{
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  const GamaoTarget *target = NULL;
  GamaoMatchRequest request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (!check_moving (self, error))
    return FALSE;
  if (self->play.n_steps >= self->legal->dice_used)
    return refuse_verdict (error, GAMAO_STEP_TURN_DONE);
  guint n = gamao_turn_targets (&self->play, from, targets);
  for (guint i = 0; i < n && !target; i++)
    if (targets[i].to == to)
      target = &targets[i];
  if (!target)
    return refuse_move (self, from, to, error);

  gamao_match_request_begin (self, &request);
  for (int i = 0, at = from; i < target->n_dice; i++)
    {
      play_step (self, at, target->dice[i], NULL);
      at = gamao_step_destination (at, target->dice[i]);
    }
  gamao_match_request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_play (GamaoMatch *self, const GamaoPlay *play, GError **error)
{
  GamaoMatchRequest request;
  GamaoTurn trial;
  GamaoPlay made;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  g_return_val_if_fail (play != NULL && play->n_steps <= 4, FALSE);
  if (!check_moving (self, error))
    return FALSE;
  /* A copy: `play` may be one of the match's legal plays, and the
   * handlers of each step's signal may act on the match. */
  made = *play;
  /* Tried on a copy of the turn first, so that a refusal leaves the
   * match, and the views, as they were. */
  trial = self->play;
  for (guint i = 0; i < made.n_steps; i++)
    {
      GamaoStepVerdict verdict
        = gamao_turn_step (&trial, made.steps[i].from, made.steps[i].die, NULL);

      if (verdict != GAMAO_STEP_OK)
        return refuse_verdict (error, verdict);
    }
  gamao_match_request_begin (self, &request);
  for (guint i = 0; i < made.n_steps; i++)
    play_step (self, made.steps[i].from, made.steps[i].die, NULL);
  gamao_match_request_end (self, &request);
  return TRUE;
}

static void
undo_one (GamaoMatch *self)
{
  GamaoStep step;

  gamao_turn_undo (&self->play, &step);
  show_current (self);
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_STEP_UNDONE, self->on_roll, (int) step.from,
                    (int) step.to, (gboolean) step.hit);
}

gboolean
gamao_match_undo_step (GamaoMatch *self, GError **error)
{
  GamaoMatchRequest request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (!check_moving (self, error))
    return FALSE;
  if (self->play.n_steps == 0)
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_NOTHING_TO_UNDO,
                               _("No move to take back."));

  gamao_match_request_begin (self, &request);
  undo_one (self);
  gamao_match_request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_undo_turn (GamaoMatch *self, GError **error)
{
  GamaoMatchRequest request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (!check_moving (self, error))
    return FALSE;
  gamao_match_request_begin (self, &request);
  while (self->play.n_steps > 0)
    undo_one (self);
  gamao_match_request_end (self, &request);
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
      guint points = gamao_match_points_of (self, kind);
      kind = gamao_match_scored_kind (self, kind);
      const GamaoGameRecord *ended = self->game;
      gamao_match_end_game (self, player, kind, points, GAMAO_GAME_OVER);
      gamao_match_emit (self, GAMAO_MATCH_SIGNAL_TURN_COMMITTED, player);
      gamao_match_emit_game_over (self, ended);
      return;
    }
  self->dice[0] = self->dice[1] = 0;
  self->on_roll = self->turn = 1 - player;
  self->state = GAMAO_MATCH_TO_ROLL_OR_DOUBLE;
  gamao_match_emit (self, GAMAO_MATCH_SIGNAL_TURN_COMMITTED, player);
}

gboolean
gamao_match_commit_turn (GamaoMatch *self, GError **error)
{
  GamaoMatchRequest request;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  if (!check_moving (self, error))
    return FALSE;
  if (!gamao_turn_is_complete (&self->play))
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_INCOMPLETE_PLAY,
                   _("The play is not complete: the rules require more of the dice to be "
                               "played."));
  gamao_match_request_begin (self, &request);
  commit (self);
  gamao_match_request_end (self, &request);
  return TRUE;
}

gboolean
gamao_match_play_notation (GamaoMatch *self, const char *text, GError **error)
{
  GamaoMatchRequest request;
  GamaoBoard board;
  int index;

  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  if (!check_moving (self, error))
    return FALSE;
  if (self->play.n_steps > 0)
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_WRONG_STATE,
                               _("Take back the moves made before playing a whole play."));
  gamao_match_board_of_mover (self, &board);
  GamaoNotationError why
    = gamao_notation_parse (text, &board, self->dice[0], self->dice[1], self->legal, &index);
  if (why != GAMAO_NOTATION_OK)
    return gamao_match_refuse (error, GAMAO_MATCH_ERROR_BAD_NOTATION,
                               gamao_notation_error_message (why));

  GamaoPlay chosen = self->legal->plays[index];
  gamao_match_request_begin (self, &request);
  for (unsigned i = 0; i < chosen.n_steps; i++)
    play_step (self, chosen.steps[i].from, chosen.steps[i].die, NULL);
  g_warn_if_fail (gamao_turn_play_index (&self->play) == index);
  commit (self);
  gamao_match_request_end (self, &request);
  return TRUE;
}
