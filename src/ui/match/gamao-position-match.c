/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-position-match"

#include "config.h"

#include "gamao-position-match.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gamao-new-match-dialog.h"

gboolean
gamao_position_match_can_start (const GamaoMatchState *state, const char **why)
{
  const char *reason = NULL;

  if (state->game_state != GAMAO_GAME_PLAYING)
    reason = _("The game in this position is over.");
  else if (state->double_offered)
    reason = _("A double waits for an answer in this position.");
  else if (state->resignation != 0)
    reason = _("A resignation waits for an answer in this position.");
  if (why)
    *why = reason;
  return reason == NULL;
}

/* The model keeps the board with player 0 as side 1. */
static void
start_of (const GamaoBoard *board, const GamaoMatchState *state, GamaoGameStart *start)
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

/* A match's rules follow the Match ID: Crawford in a match (the ID's
 * Crawford flag needs it), Jacoby in a session when the ID says so, and
 * beavers as the New Match settings have them. */
static GamaoRules
rules_of (const GamaoMatchState *state, GamaoRules settings)
{
  if (state->match_length > 0)
    return GAMAO_RULE_CRAWFORD;
  return (state->jacoby ? GAMAO_RULE_JACOBY : 0) | (settings & GAMAO_RULE_BEAVERS);
}

GamaoMatch *
gamao_position_match_new (const GamaoBoard *board, const GamaoMatchState *state, GError **error)
{
  /* The New Match dialog, never shown, builds the players exactly as a
   * new match would have them. */
  GamaoNewMatchDialog *dialog = gamao_new_match_dialog_new (NULL);
  g_autoptr (GamaoMatch) seats = gamao_new_match_dialog_build_match (dialog);
  g_autoptr (GamaoMatch) match = NULL;
  GamaoGameStart start;
  const char *why;

  gtk_window_destroy (GTK_WINDOW (dialog));
  if (!gamao_position_match_can_start (state, &why))
    {
      g_set_error_literal (error, GAMAO_MATCH_ERROR, GAMAO_MATCH_ERROR_BAD_POSITION, why);
      return NULL;
    }
  start_of (board, state, &start);
  match = gamao_match_new_from_position (state->match_length, gamao_match_get_player (seats, 0),
                                         gamao_match_get_player (seats, 1),
                                         rules_of (state, gamao_match_get_rules (seats)),
                                         state->score, state->crawford, &start, error);
  if (!match)
    return NULL;
  if (state->dice[0] > 0 && !gamao_match_roll_dice (match, state->dice[0], state->dice[1], error))
    return NULL;
  return g_steal_pointer (&match);
}
