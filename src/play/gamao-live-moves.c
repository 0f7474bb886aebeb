/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The moves a live board offers: see gamao-live-moves.h (moved here from
 * the game window so the drill's board offers the same). */
#include "config.h"

#define G_LOG_DOMAIN "gamao-play"

#include "gamao-live-moves.h"

void
gamao_live_moves_collect (GamaoMatch *match, GamaoBoardMoves *moves)
{
  int points[26];
  guint n = gamao_match_get_movable_points (match, points);

  gamao_board_moves_clear (moves);
  for (guint i = 0; i < n; i++)
    {
      GamaoTarget targets[GAMAO_MAX_TARGETS];
      guint n_targets = gamao_match_get_targets (match, points[i], targets);
      int quick = -1;

      /* A single click moves by the larger die that can move this
       * checker: the turn lists one-die targets largest die first. */
      for (guint j = 0; j < n_targets; j++)
        {
          gamao_board_moves_add (moves, points[i], &targets[j]);
          if (targets[j].n_dice == 1 && quick < 0)
            quick = targets[j].to;
        }
      moves->quick[points[i]] = quick;
    }
}
