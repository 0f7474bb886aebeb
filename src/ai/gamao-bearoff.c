/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-bearoff.h"

#include "gamao-play-list.h"
#include "gamao-table-file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Turns to the first checker off never exceed a handful; 16 is ample. */
#define FIRST_TURNS 16

struct GamaoBearoff
{
  float all[GAMAO_BEAROFF_POSITIONS][GAMAO_BEAROFF_TURNS];
  float first[GAMAO_BEAROFF_POSITIONS][FIRST_TURNS];
};

static const char magic[8] = { 'G', 'A', 'M', 'A', 'O', 'B', 'O', '1' };

static unsigned
binomial (unsigned n, unsigned k)
{
  unsigned long long r = 1;

  if (k > n)
    return 0;
  for (unsigned i = 1; i <= k; i++)
    r = r * (n - k + i) / i;
  return (unsigned) r;
}

/* Writes the position as 15 checkers and 6 separators in a row (the
 * checkers on point 1, a separator, those on point 2, ..., the ones off
 * last) and ranks the separators' places among all C(21, 6). */
unsigned
gamao_bearoff_index (const uint8_t home[6])
{
  unsigned index = 0, place = 0;

  for (unsigned k = 0; k < 6; k++)
    {
      place += home[k];
      index += binomial (place, k + 1);
      place++;
    }
  return index;
}

void
gamao_bearoff_home (unsigned index, uint8_t home[6])
{
  unsigned place[6];

  /* The largest places first, as in any combinatorial number system. */
  for (int k = 5; k >= 0; k--)
    {
      unsigned p = (unsigned) k;
      while (binomial (p + 1, (unsigned) k + 1) <= index)
        p++;
      place[k] = p;
      index -= binomial (p, (unsigned) k + 1);
    }
  for (int k = 0; k < 6; k++)
    home[k] = (uint8_t) (place[k] - (k ? place[k - 1] + 1 : 0));
}

static unsigned
total (const uint8_t home[6])
{
  unsigned n = 0;

  for (int k = 0; k < 6; k++)
    n += home[k];
  return n;
}

static float
mean (const float *p, unsigned n)
{
  float e = 0.0f;

  for (unsigned i = 0; i < n; i++)
    e += (float) i * p[i];
  return e;
}

typedef struct
{
  uint8_t home[6];
  unsigned pips;
} Entry;

static int
by_pips (const void *a, const void *b)
{
  return (int) ((const Entry *) a)->pips - (int) ((const Entry *) b)->pips;
}

static unsigned
enumerate (Entry *entries)
{
  unsigned n = 0;
  uint8_t h[6];

  for (h[0] = 0; h[0] <= 15; h[0]++)
    for (h[1] = 0; h[0] + h[1] <= 15; h[1]++)
      for (h[2] = 0; h[0] + h[1] + h[2] <= 15; h[2]++)
        for (h[3] = 0; h[0] + h[1] + h[2] + h[3] <= 15; h[3]++)
          for (h[4] = 0; h[0] + h[1] + h[2] + h[3] + h[4] <= 15; h[4]++)
            for (h[5] = 0; total (h) <= 15; h[5]++)
              {
                memcpy (entries[n].home, h, 6);
                entries[n].pips = h[0] + 2u * h[1] + 3u * h[2] + 4u * h[3] + 5u * h[4] + 6u * h[5];
                n++;
              }
  return n;
}

/* For one roll, the distributions of the positions reached by the play
 * that needs the fewest turns on average, for bearing everything off and
 * for bearing off the first checker. */
static void
best_children (const GamaoBearoff *db, const GamaoPlayList *list, unsigned *all_child,
               unsigned *first_child)
{
  float best_all = 1e9f, best_first = 1e9f;

  for (unsigned i = 0; i < list->n_plays; i++)
    {
      unsigned child = gamao_bearoff_index (list->plays[i].after.checkers[GAMAO_SIDE_ON_ROLL]);
      float e_all = mean (db->all[child], GAMAO_BEAROFF_TURNS);
      float e_first = mean (db->first[child], FIRST_TURNS);
      if (e_all < best_all)
        best_all = e_all, *all_child = child;
      if (e_first < best_first)
        best_first = e_first, *first_child = child;
    }
}

static void
fill_position (GamaoBearoff *db, const uint8_t home[6], GamaoPlayList *list)
{
  unsigned index = gamao_bearoff_index (home);
  float *all = db->all[index], *first = db->first[index];
  GamaoBoard board;

  memset (all, 0, sizeof db->all[0]);
  memset (first, 0, sizeof db->first[0]);
  if (total (home) == 0)
    {
      all[0] = first[0] = 1.0f;
      return;
    }
  if (total (home) < GAMAO_CHECKERS)
    first[0] = 1.0f;

  gamao_board_clear (&board);
  memcpy (board.checkers[GAMAO_SIDE_ON_ROLL], home, 6);
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        float weight = (d1 == d2 ? 1.0f : 2.0f) / 36.0f;
        unsigned all_child = index, first_child = index;

        gamao_play_list_generate (list, &board, d1, d2);
        best_children (db, list, &all_child, &first_child);
        for (unsigned t = 1; t < GAMAO_BEAROFF_TURNS; t++)
          all[t] += weight * db->all[all_child][t - 1];
        all[GAMAO_BEAROFF_TURNS - 1] += weight * db->all[all_child][GAMAO_BEAROFF_TURNS - 1];
        if (total (home) == GAMAO_CHECKERS)
          for (unsigned t = 1; t < FIRST_TURNS; t++)
            first[t] += weight * db->first[first_child][t - 1];
      }
}

GamaoBearoff *
gamao_bearoff_generate (void)
{
  GamaoBearoff *db = calloc (1, sizeof *db);
  Entry *entries = calloc (GAMAO_BEAROFF_POSITIONS, sizeof *entries);
  GamaoPlayList *list = malloc (sizeof *list);

  if (!db || !entries || !list)
    {
      free (db), free (entries), free (list);
      return NULL;
    }
  unsigned n = enumerate (entries);
  /* Every play lowers the pip count, so in this order a position's
   * successors are always done before it. */
  qsort (entries, n, sizeof *entries, by_pips);
  for (unsigned i = 0; i < n; i++)
    fill_position (db, entries[i].home, list);
  free (entries);
  free (list);
  return db;
}

void
gamao_bearoff_free (GamaoBearoff *db)
{
  free (db);
}

bool
gamao_bearoff_save (const GamaoBearoff *db, const char *path)
{
  return gamao_table_file_save (path, magic, db, sizeof *db);
}

GamaoBearoff *
gamao_bearoff_load (const char *path)
{
  return gamao_table_file_load (path, magic, sizeof (GamaoBearoff));
}

float
gamao_bearoff_expected_turns (const GamaoBearoff *db, const uint8_t home[6])
{
  return mean (db->all[gamao_bearoff_index (home)], GAMAO_BEAROFF_TURNS);
}

float
gamao_bearoff_turn_probability (const GamaoBearoff *db, const uint8_t home[6], unsigned turns)
{
  return turns < GAMAO_BEAROFF_TURNS ? db->all[gamao_bearoff_index (home)][turns] : 0.0f;
}

/* P(the side on roll, needing `mine`, finishes no later than the other
 * side, needing `theirs`): it rolls first, so ties go to it. */
static float
first_to_finish (const float *mine, unsigned n_mine, const float *theirs, unsigned n_theirs)
{
  float p = 0.0f, theirs_at_least = 1.0f;

  for (unsigned t = 0; t < n_mine; t++)
    {
      p += mine[t] * theirs_at_least;
      if (t < n_theirs)
        theirs_at_least -= theirs[t];
    }
  /* Summed in floats, "not yet finished" falls a hair below 0 once
   * every turn is counted (and the sum can pass 1 by as much): a chance
   * of -2e-7 was printed as "-0.0%". */
  return p < 0.0f ? 0.0f : p > 1.0f ? 1.0f : p;
}

void
gamao_bearoff_evaluate (const GamaoBearoff *db, const GamaoBoard *board,
                        float outputs[GAMAO_N_OUTPUTS])
{
  unsigned me = gamao_bearoff_index (board->checkers[GAMAO_SIDE_ON_ROLL]);
  unsigned them = gamao_bearoff_index (board->checkers[GAMAO_SIDE_OPPONENT]);
  float they_finish_first = 0.0f, my_first_at_least = 1.0f;

  outputs[GAMAO_OUT_WIN] = first_to_finish (db->all[me], GAMAO_BEAROFF_TURNS, db->all[them],
                                            GAMAO_BEAROFF_TURNS);
  /* A gammon when the loser has not borne off a checker by the time the
   * winner finishes. */
  outputs[GAMAO_OUT_WIN_GAMMON] = total (board->checkers[GAMAO_SIDE_OPPONENT]) == GAMAO_CHECKERS
                                      ? first_to_finish (db->all[me], GAMAO_BEAROFF_TURNS,
                                                         db->first[them], FIRST_TURNS)
                                      : 0.0f;
  if (total (board->checkers[GAMAO_SIDE_ON_ROLL]) == GAMAO_CHECKERS)
    {
      /* They finish on their turn t, after t turns of ours: we are
       * gammoned when our first checker needs more than t turns. */
      for (unsigned t = 1; t < GAMAO_BEAROFF_TURNS; t++)
        {
          my_first_at_least -= t - 1 < FIRST_TURNS ? db->first[me][t - 1] : 0.0f;
          float mine_later = my_first_at_least - (t < FIRST_TURNS ? db->first[me][t] : 0.0f);
          they_finish_first += db->all[them][t] * mine_later;
        }
    }
  outputs[GAMAO_OUT_LOSE_GAMMON] = they_finish_first < 0.0f ? 0.0f : they_finish_first > 1.0f ? 1.0f : they_finish_first;
  outputs[GAMAO_OUT_WIN_BACKGAMMON] = outputs[GAMAO_OUT_LOSE_BACKGAMMON] = 0.0f;
}
