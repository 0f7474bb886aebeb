/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-matchup.h: cubeless money games between two players with
 * mirrored dice, for measuring strength. */
#pragma once

#include "gamao-play-list.h"

/* Picks a play from `list` (never empty) for the side on roll of
 * `before`; returns its index. */
typedef int (*GamaoChooser) (void *data, const GamaoBoard *before, int d1, int d2,
                             const GamaoPlayList *list);

typedef struct
{
  GamaoChooser choose;
  void *data;
} GamaoMatchupPlayer;

typedef struct
{
  unsigned games;
  double points;       /* for player a, summed over the games */
  double pair_sum_sq;  /* squares of the points of each mirrored pair */
  unsigned wins, gammons, backgammons;        /* of player a */
  unsigned losses, gammons_lost, backgammons_lost;
} GamaoMatchupResult;

/* Plays game pairs first..first+n_pairs-1 of the series `seed`: in each
 * pair both games use the same dice with the players' seats swapped.
 * Adds to `result`. `list` is scratch space. */
void gamao_matchup_play (const GamaoMatchupPlayer *a, const GamaoMatchupPlayer *b, uint64_t seed,
                         unsigned first, unsigned n_pairs, GamaoPlayList *list,
                         GamaoMatchupResult *result);

double gamao_matchup_ppg (const GamaoMatchupResult *result);
/* Half the width of the 95% confidence interval of the ppg. */
double gamao_matchup_interval (const GamaoMatchupResult *result);
