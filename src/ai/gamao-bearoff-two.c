/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-bearoff-two.h"

#include "gamao-bearoff.h"
#include "gamao-play-list.h"
#include "gamao-table-file.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N_SIDE GAMAO_BEAROFF_TWO_SIDE
#define N_ROLLS 21
#define MAX_PIPS (6 * GAMAO_BEAROFF_TWO_CHECKERS)

/* Chances in units of 1/65535: exact to 8e-6, a quarter of the one-sided
 * database's floats' size. */
struct GamaoBearoffTwo
{
  uint16_t win[N_SIDE][N_SIDE]; /* [side on roll][the other side] */
};

static const char magic[8] = { 'G', 'A', 'M', 'A', 'O', 'B', 'T', '1' };

/* One side's positions with what each roll can make of them. */
typedef struct
{
  uint8_t home[N_SIDE][6];
  unsigned pips[N_SIDE];
  /* The distinct positions a roll's legal plays reach: those of position
   * i and roll r are child[first[i][r]] .. child[first[i][r + 1] - 1]. */
  unsigned first[N_SIDE][N_ROLLS + 1];
  uint16_t *child;
} Moves;

/* Indices below C(12, 6) are exactly the homes of at most six checkers
 * (the one-sided database's ranking is a combinatorial number system). */
static void
enumerate_homes (Moves *m)
{
  for (unsigned i = 0; i < N_SIDE; i++)
    {
      const uint8_t *h = m->home[i];
      gamao_bearoff_home (i, m->home[i]);
      m->pips[i] = h[0] + 2u * h[1] + 3u * h[2] + 4u * h[3] + 5u * h[4] + 6u * h[5];
    }
}

/* Appends `c` to the children, growing the array as needed. */
static bool
push_child (Moves *m, size_t *n, size_t *room, uint16_t c)
{
  if (*n == *room)
    {
      uint16_t *more = realloc (m->child, 2 * *room * sizeof *more);
      if (!more)
        return false;
      m->child = more, *room *= 2;
    }
  m->child[(*n)++] = c;
  return true;
}

/* The play list holds distinct resulting boards, so their homes, the
 * only thing a bearoff play changes, are distinct children too. */
static bool
list_children (Moves *m)
{
  GamaoPlayList *list = malloc (sizeof *list);
  size_t n = 0, room = 1 << 18;
  bool ok = list && (m->child = malloc (room * sizeof *m->child));
  GamaoBoard board;

  for (unsigned i = 0; ok && i < N_SIDE; i++)
    {
      unsigned r = 0;

      gamao_board_clear (&board);
      memcpy (board.checkers[GAMAO_SIDE_ON_ROLL], m->home[i], 6);
      for (int d1 = 1; d1 <= 6; d1++)
        for (int d2 = d1; d2 <= 6; d2++, r++)
          {
            m->first[i][r] = (unsigned) n;
            if (i == 0)
              continue;
            gamao_play_list_generate (list, &board, d1, d2);
            for (unsigned p = 0; ok && p < list->n_plays; p++)
              ok = push_child (m, &n, &room,
                               (uint16_t) gamao_bearoff_index (
                                 list->plays[p].after.checkers[GAMAO_SIDE_ON_ROLL]));
          }
      m->first[i][N_ROLLS] = (unsigned) n;
    }
  free (list);
  return ok;
}

static float
roll_weight (unsigned r)
{
  /* The rolls in the order listed: 1-1, 1-2, ..., 1-6, 2-2, ... */
  static const uint8_t doubles[N_ROLLS] = { 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 1 };
  return doubles[r] ? 1.0f / 36.0f : 2.0f / 36.0f;
}

/* P(the side on roll with `i` wins against `j`), from the pairs with
 * fewer pips in all, which every play leads to. */
static float
win_chance (const Moves *m, const float *win, unsigned i, unsigned j)
{
  float p = 0.0f;

  if (i == 0)
    return 1.0f;
  if (j == 0)
    return 0.0f;
  for (unsigned r = 0; r < N_ROLLS; r++)
    {
      float best = 0.0f;
      for (unsigned k = m->first[i][r]; k < m->first[i][r + 1]; k++)
        {
          unsigned c = m->child[k];
          float v = c == 0 ? 1.0f : 1.0f - win[j * N_SIDE + c];
          if (v > best)
            best = v;
        }
      p += roll_weight (r) * best;
    }
  return p;
}

static void
fill (GamaoBearoffTwo *db, const Moves *m, float *win)
{
  /* Every play lowers the mover's pips, so a pair's successors have
   * fewer pips in all than it has. */
  for (unsigned sum = 0; sum <= 2 * MAX_PIPS; sum++)
    for (unsigned i = 0; i < N_SIDE; i++)
      for (unsigned j = 0; j < N_SIDE; j++)
        if (m->pips[i] + m->pips[j] == sum)
          win[i * N_SIDE + j] = win_chance (m, win, i, j);
  for (unsigned i = 0; i < N_SIDE; i++)
    for (unsigned j = 0; j < N_SIDE; j++)
      db->win[i][j] = (uint16_t) lrintf (win[i * N_SIDE + j] * 65535.0f);
}

GamaoBearoffTwo *
gamao_bearoff_two_generate (void)
{
  GamaoBearoffTwo *db = malloc (sizeof *db);
  Moves *m = calloc (1, sizeof *m);
  float *win = malloc (sizeof (float) * N_SIDE * N_SIDE);
  bool ok = db && m && win;

  if (ok)
    {
      enumerate_homes (m);
      ok = list_children (m);
    }
  if (ok)
    fill (db, m, win);
  if (m)
    free (m->child);
  free (m);
  free (win);
  if (!ok)
    {
      free (db);
      return NULL;
    }
  return db;
}

void
gamao_bearoff_two_free (GamaoBearoffTwo *db)
{
  free (db);
}

bool
gamao_bearoff_two_save (const GamaoBearoffTwo *db, const char *path)
{
  return gamao_table_file_save (path, magic, db, sizeof *db);
}

GamaoBearoffTwo *
gamao_bearoff_two_load (const char *path)
{
  return gamao_table_file_load (path, magic, sizeof (GamaoBearoffTwo));
}

static bool
side_covered (const uint8_t side[25])
{
  unsigned n = 0;

  for (int i = 0; i < 25; i++)
    {
      if (i >= 6 && side[i])
        return false;
      n += side[i];
    }
  return n >= 1 && n <= GAMAO_BEAROFF_TWO_CHECKERS;
}

bool
gamao_bearoff_two_covers (const GamaoBoard *board)
{
  return side_covered (board->checkers[GAMAO_SIDE_ON_ROLL])
         && side_covered (board->checkers[GAMAO_SIDE_OPPONENT]);
}

float
gamao_bearoff_two_win (const GamaoBearoffTwo *db, const GamaoBoard *board)
{
  unsigned me = gamao_bearoff_index (board->checkers[GAMAO_SIDE_ON_ROLL]);
  unsigned them = gamao_bearoff_index (board->checkers[GAMAO_SIDE_OPPONENT]);

  return db->win[me][them] / 65535.0f;
}

void
gamao_bearoff_two_evaluate (const GamaoBearoffTwo *db, const GamaoBoard *board,
                            float outputs[GAMAO_N_OUTPUTS])
{
  memset (outputs, 0, sizeof (float) * GAMAO_N_OUTPUTS);
  outputs[GAMAO_OUT_WIN] = gamao_bearoff_two_win (db, board);
}
