/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-matchup.h"

#include "gamao-dice.h"
#include "gamao-result.h"

#include <math.h>

/* Games that go on this long are a bug, not backgammon. */
#define MAX_PLIES 5000

/* Plays one game; returns the points won by the player in seat 0
 * (negative when it lost). */
static int
play_game (const GamaoMatchupPlayer *seats[2], uint64_t dice_seed, GamaoPlayList *list)
{
  GamaoDice dice;
  GamaoBoard board;
  int roll[2];

  gamao_dice_init_seeded (&dice, dice_seed);
  int seat = gamao_dice_roll_opening (&dice, roll);
  gamao_board_init_start (&board);
  for (int ply = 0; ply < MAX_PLIES; ply++)
    {
      gamao_play_list_generate (list, &board, roll[0], roll[1]);
      if (list->n_plays)
        {
          int i = seats[seat]->choose (seats[seat]->data, &board, roll[0], roll[1], list);
          board = list->plays[i].after;
          GamaoResultKind kind = gamao_result_of_board (&board, GAMAO_SIDE_ON_ROLL);
          if (kind != GAMAO_RESULT_NONE)
            return seat == 0 ? (int) kind : -(int) kind;
        }
      gamao_board_swap_sides (&board);
      seat ^= 1;
      gamao_dice_roll (&dice, roll);
    }
  return 0;
}

static void
count (GamaoMatchupResult *result, int points)
{
  result->games++;
  result->points += points;
  if (points > 0)
    {
      result->wins++;
      result->gammons += points >= 2;
      result->backgammons += points >= 3;
    }
  else if (points < 0)
    {
      result->losses++;
      result->gammons_lost += points <= -2;
      result->backgammons_lost += points <= -3;
    }
}

void
gamao_matchup_play (const GamaoMatchupPlayer *a, const GamaoMatchupPlayer *b, uint64_t seed,
                    unsigned first, unsigned n_pairs, GamaoPlayList *list,
                    GamaoMatchupResult *result)
{
  for (unsigned pair = first; pair < first + n_pairs; pair++)
    {
      uint64_t dice_seed = seed * 0x9e3779b97f4a7c15ull + pair;
      const GamaoMatchupPlayer *a_first[2] = { a, b }, *b_first[2] = { b, a };
      int one = play_game (a_first, dice_seed, list);
      int two = -play_game (b_first, dice_seed, list);

      count (result, one);
      count (result, two);
      result->pair_sum_sq += (double) (one + two) * (one + two);
    }
}

double
gamao_matchup_ppg (const GamaoMatchupResult *result)
{
  return result->games ? result->points / result->games : 0.0;
}

double
gamao_matchup_interval (const GamaoMatchupResult *result)
{
  double pairs = result->games / 2.0;

  if (pairs < 2)
    return 0.0;
  /* Mirrored games are correlated, so the pair is the sample. */
  double mean = result->points / pairs;
  double variance = (result->pair_sum_sq - pairs * mean * mean) / (pairs - 1);
  return 1.96 * sqrt (variance / pairs) / 2.0;
}
