/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GamaoMatch from a record: every action goes through the same requests
 * a player makes, so a record that replays is a match played by the
 * rules. */
#define G_LOG_DOMAIN "gamao-match"

#include "config.h"

#include "gamao-match-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct
{
  GamaoMatch *match;
  const GamaoGameRecord *game;
  gsize game_index;
  gsize action_index;
} Replay;

static gboolean
replay_fail (Replay *r, GError **error, const char *why)
{
  g_set_error (error, GAMAO_MATCH_ERROR, GAMAO_MATCH_ERROR_BAD_RECORD,
               /* Translators: a game's and an action's number, not a count. */
               _("Game %zu, action %zu: %s"), r->game_index + 1, r->action_index + 1, why);
  return FALSE;
}

/* Runs a request and turns its error into one that says where. */
static gboolean
replay_check (Replay *r, gboolean ok, GError *request_error, GError **error)
{
  if (ok)
    return TRUE;
  replay_fail (r, error, request_error ? request_error->message : "");
  g_clear_error (&request_error);
  return FALSE;
}

static gboolean
same_dice (const int a[2], const int b[2])
{
  return (a[0] == b[0] && a[1] == b[1]) || (a[0] == b[1] && a[1] == b[0]);
}

static gboolean
replay_play (Replay *r, const GamaoAction *action, GError **error)
{
  GamaoMatch *m = r->match;
  GError *request_error = NULL;
  int dice[2];

  if (m->state != GAMAO_MATCH_MOVING || action->player != m->on_roll)
    return replay_fail (r, error, _("a play out of turn"));
  gamao_match_get_dice (m, dice);
  if (!same_dice (dice, action->dice))
    return replay_fail (r, error, _("a play with other dice than those rolled"));
  for (unsigned i = 0; i < action->n_steps; i++)
    if (!replay_check (r,
                       gamao_match_step (m, action->steps[i].from, action->steps[i].die,
                                         &request_error),
                       request_error, error))
      return FALSE;
  if (!replay_check (r, gamao_match_commit_turn (m, &request_error), request_error, error))
    return FALSE;
  if (!gamao_board_equal (gamao_position_get_board (m->position), &action->after))
    return replay_fail (r, error, _("the play does not lead to the position recorded"));
  return TRUE;
}

/* A roll; when it allows no play the match passes by itself and the
 * record's PASS that follows is checked and skipped. */
static gboolean
replay_roll (Replay *r, const GamaoAction *action, GError **error)
{
  GamaoMatch *m = r->match;
  GError *request_error = NULL;

  if (m->state == GAMAO_MATCH_TO_ROLL_OR_DOUBLE && action->player != m->on_roll)
    return replay_fail (r, error, _("a roll out of turn"));
  if (!replay_check (r, gamao_match_roll_dice (m, action->dice[0], action->dice[1],
                                               &request_error),
                     request_error, error))
    return FALSE;
  gboolean passed = m->state != GAMAO_MATCH_MOVING;
  const GamaoAction *next = r->action_index + 1 < r->game->n_actions
                              ? &r->game->actions[r->action_index + 1]
                              : NULL;
  gboolean recorded_pass = next && next->kind == GAMAO_ACTION_PASS;
  if (passed != recorded_pass)
    return replay_fail (r, error,
                        passed ? _("the roll has no legal play, but the record has one")
                               : _("the record passes, but the roll has a legal play"));
  if (passed)
    r->action_index++;
  return TRUE;
}

static gboolean
replay_game_end (Replay *r, const GamaoAction *action, GError **error)
{
  const GamaoAction *end = gamao_game_record_end (r->match->game);

  if (!end)
    return replay_fail (r, error, _("the record ends a game that is not over"));
  if (end->player != action->player || end->value != action->value)
    return replay_fail (r, error, _("the record gives the game another result"));
  return TRUE;
}

static gboolean
replay_action (Replay *r, const GamaoAction *action, GError **error)
{
  GamaoMatch *m = r->match;
  GError *request_error = NULL;
  gboolean ok;

  switch (action->kind)
    {
    case GAMAO_ACTION_ROLL:
      return replay_roll (r, action, error);
    case GAMAO_ACTION_PLAY:
      return replay_play (r, action, error);
    case GAMAO_ACTION_GAME_END:
      return replay_game_end (r, action, error);
    case GAMAO_ACTION_PASS:
      return replay_fail (r, error, _("a pass without a roll"));
    case GAMAO_ACTION_RESIGN_OFFER:
      ok = gamao_match_apply_action (m, action, &request_error);
      return replay_check (r, ok, request_error, error);
    default:
      break;
    }

  /* The rest answer or act for the player whose turn it is. */
  if (action->player != m->turn)
    return replay_fail (r, error, _("an action by the player who is not to act"));
  ok = gamao_match_apply_action (m, action, &request_error);
  return replay_check (r, ok, request_error, error);
}

static gboolean
replay_game (Replay *r, GError **error)
{
  GamaoMatch *m = r->match;
  GError *request_error = NULL;

  r->action_index = 0;
  if (r->game_index > 0
      && !replay_check (r, gamao_match_next_game (m, &request_error), request_error, error))
    return FALSE;
  if (r->game->score[0] != m->score[0] || r->game->score[1] != m->score[1])
    return replay_fail (r, error, _("the game starts at another score"));
  if (r->game->has_start && r->game_index > 0)
    return replay_fail (r, error, _("only the first game can start from a position"));
  if (r->game->has_start
      && !replay_check (r, gamao_match_start_from (m, r->game->crawford, &r->game->start,
                                                   &request_error),
                        request_error, error))
    return FALSE;
  if (!!r->game->crawford != !!m->crawford_game)
    return replay_fail (r, error, _("the Crawford game is not where the rules put it"));
  if (r->game->opening[0] == 0 && !r->game->has_start)
    return r->game->n_actions == 0 ? TRUE : replay_fail (r, error, _("no opening roll"));
  if (!r->game->has_start
      && !replay_check (r, gamao_match_roll_dice (m, r->game->opening[0], r->game->opening[1],
                                                   &request_error),
                        request_error, error))
    return FALSE;
  for (; r->action_index < r->game->n_actions; r->action_index++)
    if (!replay_action (r, &r->game->actions[r->action_index], error))
      return FALSE;
  return TRUE;
}

GamaoMatch *
gamao_match_new_from_record (const GamaoMatchRecord *record, GError **error)
{
  g_autoptr (GamaoPlayer) player0 = NULL;
  g_autoptr (GamaoPlayer) player1 = NULL;
  g_autoptr (GamaoMatch) match = NULL;
  guint score0 = record->n_games > 0 ? record->games[0]->score[0] : 0;
  guint score1 = record->n_games > 0 ? record->games[0]->score[1] : 0;
  Replay r = { NULL, NULL, 0, 0 };

  g_return_val_if_fail (record != NULL, NULL);
  player0 = gamao_player_new (record->names[0], GAMAO_PLAYER_HUMAN, 0);
  player1 = gamao_player_new (record->names[1], GAMAO_PLAYER_HUMAN, 0);
  match = gamao_match_new_at_score (record->length, player0, player1, record->rules, score0,
                                    score1);
  r.match = match;
  for (r.game_index = 0; r.game_index < record->n_games; r.game_index++)
    {
      r.game = record->games[r.game_index];
      if (!replay_game (&r, error))
        return NULL;
    }
  return g_steal_pointer (&match);
}

gboolean
gamao_match_apply_action (GamaoMatch *self, const GamaoAction *action, GError **error)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  switch (action->kind)
    {
    case GAMAO_ACTION_ROLL:
      return gamao_match_roll_dice (self, action->dice[0], action->dice[1], error);
    case GAMAO_ACTION_PLAY:
      for (unsigned i = 0; i < action->n_steps; i++)
        if (!gamao_match_step (self, action->steps[i].from, action->steps[i].die, error))
          return FALSE;
      return gamao_match_commit_turn (self, error);
    case GAMAO_ACTION_DOUBLE:
      return gamao_match_double (self, error);
    case GAMAO_ACTION_TAKE:
      return gamao_match_take (self, error);
    case GAMAO_ACTION_BEAVER:
      return gamao_match_beaver (self, error);
    case GAMAO_ACTION_DROP:
      return gamao_match_drop (self, error);
    case GAMAO_ACTION_RESIGN_OFFER:
      return gamao_match_offer_resignation (self, action->player, action->result, error);
    case GAMAO_ACTION_RESIGN_ACCEPT:
      return gamao_match_accept_resignation (self, error);
    case GAMAO_ACTION_RESIGN_DECLINE:
      return gamao_match_decline_resignation (self, error);
    case GAMAO_ACTION_PASS:
    case GAMAO_ACTION_GAME_END:
    default:
      /* The match passes and ends games by itself. */
      return TRUE;
    }
}
