/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a screen reader hears on the live board (gamao-board-news.h). */
#define G_LOG_DOMAIN "gamao-board-news"

#include "config.h"

#include "gamao-board-news.h"

#include <glib/gi18n.h>

#include "gamao-notation.h"
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

/* An answer to a double made by a person just before the computer's
 * turn that followed (the computer doubles, the person takes, the
 * computer rolls and plays at once): told with that turn, since the
 * board's words had no time to say it. NULL otherwise. */
static const GamaoAction *
answer_before (GamaoMatch *match, const GamaoAction *last)
{
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  const GamaoGameRecord *game;
  size_t i;

  if (!last || !record || record->n_games == 0)
    return NULL;
  game = record->games[record->n_games - 1];
  i = (size_t) (last - game->actions);
  if (i >= game->n_actions)
    return NULL;
  while (i > 0 && game->actions[i - 1].kind == GAMAO_ACTION_ROLL)
    i--;
  if (i == 0)
    return NULL;
  last = &game->actions[i - 1];
  if (last->kind != GAMAO_ACTION_TAKE && last->kind != GAMAO_ACTION_BEAVER)
    return NULL;
  if (gamao_player_get_kind (gamao_match_get_player (match, last->player)) != GAMAO_PLAYER_HUMAN
      || gamao_player_get_kind (gamao_match_get_player (match, 1 - last->player))
             != GAMAO_PLAYER_COMPUTER)
    return NULL;
  return last;
}

/* The winning play just before the game's end (the last checker borne
 * off): the match no longer calls it the last turn once the game is
 * over. NULL when the game ended otherwise (a drop, a resignation). */
static const GamaoAction *
play_before_end (GamaoMatch *match)
{
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  const GamaoGameRecord *game;
  const GamaoAction *end, *before;

  if (!record || record->n_games == 0)
    return NULL;
  game = record->games[record->n_games - 1];
  if (game->n_actions < 2)
    return NULL;
  end = &game->actions[game->n_actions - 1];
  before = end - 1;
  return end->kind == GAMAO_ACTION_GAME_END && before->kind == GAMAO_ACTION_PLAY
                 && before->player == end->player
           ? before
           : NULL;
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

/* After a take or a beaver: who owns the cube now, and at what ("Ana
 * takes; Ana owns the cube at 2"), so the listener need not work it out. */
static char *
with_cube_owner (GamaoMatch *match, char *answer)
{
  GamaoCube *cube = gamao_match_get_cube (match);
  int owner = gamao_cube_get_owner (cube);
  char *words;

  if (owner != 0 && owner != 1)
    return answer;
  /* Translators: after an answer to a double, "Ana takes", the cube's
   * new owner and value (not a count): "Ana takes; Ana owns the cube at 2". */
  words = g_strdup_printf (_("%s; %s owns the cube at %u"), answer,
                           gamao_stakes_player_name (match, owner), gamao_cube_get_value (cube));
  g_free (answer);
  return words;
}

char *
gamao_board_news_took_back (GamaoMatch *match, const GamaoStep *step)
{
  GamaoPlay play = { .n_steps = 1 };
  char text[GAMAO_NOTATION_MAX];
  g_autofree char *progress = NULL;

  g_return_val_if_fail (GAMAO_IS_MATCH (match), NULL);
  g_return_val_if_fail (step != NULL, NULL);

  play.steps[0] = *step;
  gamao_notation_write (&play, text, sizeof text);
  progress = turn_progress (match);
  /* Translators: to a screen reader after Ctrl+Z: the step taken back
   * ("13/7"), then the turn as it stands again ("You rolled 6-4; play 6
   * and 4", "24/18; 4 left"). */
  return g_strdup_printf (_("Took back %s. %s"), text, progress);
}

char *
gamao_board_news (GamaoMatch *match, gboolean person_moving)
{
  gboolean stuck = FALSE, answered_before = FALSE;
  const GamaoAction *last, *cube_or_end;
  g_autofree char *played = NULL, *news = NULL;

  g_return_val_if_fail (GAMAO_IS_MATCH (match), NULL);

  if (person_moving)
    return turn_progress (match);
  last = gamao_match_get_last_turn (match, &stuck);
  cube_or_end = last_cube_or_end (match);
  if (!last)
    last = play_before_end (match);
  if (last)
    played = gamao_last_turn_words (
        last, gamao_stakes_player_name (match, last->player), stuck);
  if (!cube_or_end)
    answered_before = (cube_or_end = answer_before (match, last)) != NULL;
  if (cube_or_end)
    news = gamao_action_words (cube_or_end,
                               gamao_stakes_player_name (match, cube_or_end->player));
  if (cube_or_end
      && (cube_or_end->kind == GAMAO_ACTION_TAKE || cube_or_end->kind == GAMAO_ACTION_BEAVER))
    news = with_cube_owner (match, g_steal_pointer (&news));
  /* "Ana takes; Ana owns the cube at 4. Computer played 13/7" */
  if (played && news && answered_before)
    return g_strjoin (". ", news, played, NULL);
  if (played && news && cube_or_end->kind == GAMAO_ACTION_GAME_END)
    return g_strjoin (". ", played, news, NULL);
  return news ? g_steal_pointer (&news) : g_steal_pointer (&played);
}

