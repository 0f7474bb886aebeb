/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a screen reader hears on the live board (gamao-board-news.h). */
#define G_LOG_DOMAIN "gamao-board-news"

#include "config.h"

#include "gamao-board-news.h"

#include "gamao-stakes.h"
#include "gamao-turn-words.h"

/* The game's last action when it is news that moved no checker: a
 * double and its answer, a resignation, the end of the game. */
static const GamaoAction *
last_cube_or_end (GamaoMatch *match)
{
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  const GamaoGameRecord *game;
  const GamaoAction *action;

  if (!record || record->n_games == 0)
    return NULL;
  game = record->games[record->n_games - 1];
  if (game->n_actions == 0)
    return NULL;
  action = &game->actions[game->n_actions - 1];
  return action->kind == GAMAO_ACTION_ROLL || action->kind == GAMAO_ACTION_PLAY
             || action->kind == GAMAO_ACTION_PASS
           ? NULL
           : action;
}

/* The person's turn so far in words (gamao_turn_progress_words). */
static char *
turn_progress (GamaoMatch *match)
{
  GamaoStep steps[4];
  int roll[2], left[4];
  guint n_steps = gamao_match_get_steps (match, steps);
  guint n_left = gamao_match_get_dice_left (match, left);

  gamao_match_get_dice (match, roll);
  return gamao_turn_progress_words (roll, steps, n_steps, left, n_left);
}

char *
gamao_board_news (GamaoMatch *match, gboolean person_moving)
{
  gboolean stuck = FALSE;
  const GamaoAction *last, *cube_or_end;
  g_autofree char *played = NULL, *news = NULL;

  g_return_val_if_fail (GAMAO_IS_MATCH (match), NULL);

  if (person_moving)
    return turn_progress (match);
  last = gamao_match_get_last_turn (match, &stuck);
  cube_or_end = last_cube_or_end (match);
  if (last)
    played = gamao_last_turn_words (
        last, gamao_stakes_player_name (match, last->player), stuck);
  if (cube_or_end)
    news = gamao_action_words (cube_or_end,
                               gamao_stakes_player_name (match, cube_or_end->player));
  if (played && news && cube_or_end->kind == GAMAO_ACTION_GAME_END)
    return g_strjoin (". ", played, news, NULL);
  return news ? g_steal_pointer (&news) : g_steal_pointer (&played);
}

