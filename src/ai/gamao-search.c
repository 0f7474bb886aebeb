/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-search.h"

#include "gamao-i18n.h"
#include "gamao-result.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Deeper search only looks again at the plays that 0-ply liked: at most
 * this many, and only those within this much equity of the best. */
#define FILTER_MAX_PLAYS 8
#define FILTER_EQUITY 0.16f

/* The noise makes a ladder: against pubeval, with the 1.27M-game
 * weights, about -0.95, -0.26, +0.23 and +0.40 points per game from
 * Beginner to Advanced, where Expert scores +0.49 (2000 games each). */
static const struct
{
  const char *key;
  const char *name;
  unsigned plies;
  float noise; /* standard deviation of the error added to each play's equity */
} levels[GAMAO_N_LEVELS] = {
  { "beginner", GAMAO_N_ ("Beginner"), 0, 0.18f },
  { "casual", GAMAO_N_ ("Casual"), 0, 0.10f },
  { "intermediate", GAMAO_N_ ("Intermediate"), 0, 0.05f },
  { "advanced", GAMAO_N_ ("Advanced"), 0, 0.025f },
  { "expert", GAMAO_N_ ("Expert"), 0, 0.0f },
  { "world-class", GAMAO_N_ ("World Class"), 2, 0.0f },
};

const char *
gamao_level_name (GamaoLevel level)
{
  return GAMAO_TR (levels[level].name);
}

const char *
gamao_level_key (GamaoLevel level)
{
  return levels[level].key;
}

bool
gamao_level_from_key (const char *key, GamaoLevel *level)
{
  for (int i = 0; i < GAMAO_N_LEVELS; i++)
    if (strcmp (key, levels[i].key) == 0)
      {
        *level = (GamaoLevel) i;
        return true;
      }
  return false;
}

unsigned
gamao_level_plies (GamaoLevel level)
{
  return levels[level].plies;
}

float
gamao_level_noise (GamaoLevel level)
{
  return levels[level].noise;
}

GamaoSearch *
gamao_search_new (const GamaoEvaluator *evaluator)
{
  GamaoSearch *search = calloc (1, sizeof *search);

  if (search)
    search->evaluator = evaluator;
  return search;
}

void
gamao_search_free (GamaoSearch *search)
{
  free (search);
}

/* The outputs for the mover of a play's result at 0 ply, the play one of
 * those of the position `siblings` was begun on; a finished game scores
 * exactly. */
static float
play_outputs (GamaoSearch *search, GamaoSiblings *siblings, const GamaoBoard *after,
              float outputs[GAMAO_N_OUTPUTS])
{
  if (gamao_board_checkers_on_board (after, GAMAO_SIDE_ON_ROLL) == 0)
    {
      gamao_outputs_of_finished (after, outputs);
      return gamao_outputs_equity (outputs);
    }
  search->evaluations++;
  return gamao_siblings_evaluate_after_play (siblings, after, outputs);
}

/* The best play of `list` (the plays of `before`) at 0 ply, and its
 * outputs for the mover. The last ply of a search keeps a first layer of
 * its own, so that its 21 rolls share one position's sums while the ply
 * above keeps its. */
static unsigned
best_by_0ply (GamaoSearch *search, const GamaoBoard *before, const GamaoPlayList *list,
              bool last_ply, float best_outputs[GAMAO_N_OUTPUTS])
{
  GamaoSiblings *siblings = &search->siblings[last_ply];
  float outputs[GAMAO_N_OUTPUTS], best = -1e9f;
  unsigned best_index = 0;

  gamao_siblings_begin (siblings, search->evaluator, before);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      float equity = play_outputs (search, siblings, &list->plays[i].after, outputs);
      if (equity > best)
        {
          best = equity, best_index = i;
          memcpy (best_outputs, outputs, sizeof outputs);
        }
    }
  return best_index;
}

void
gamao_search_evaluate (GamaoSearch *search, const GamaoBoard *board, unsigned plies,
                       float outputs[GAMAO_N_OUTPUTS])
{
  if (plies == 0 || gamao_position_kind (board) <= GAMAO_CLASS_BEAROFF)
    {
      search->evaluations++;
      gamao_evaluate (search->evaluator, board, outputs);
      return;
    }

  float sum[GAMAO_N_OUTPUTS] = { 0 };
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        float weight = (d1 == d2 ? 1.0f : 2.0f) / 36.0f, child[GAMAO_N_OUTPUTS];
        GamaoBoard next = *board;

        gamao_play_list_generate (&search->scratch, board, d1, d2);
        if (search->scratch.n_plays)
          next = search->scratch.plays[best_by_0ply (search, board, &search->scratch, plies == 1,
                                                     child)].after;
        /* On the last ply the reply's value is the 0-ply evaluation that
         * chose it (`child` already). */
        if (gamao_board_checkers_on_board (&next, GAMAO_SIDE_ON_ROLL) == 0)
          gamao_outputs_of_finished (&next, child);
        else if (plies > 1 || search->scratch.n_plays == 0)
          {
            gamao_board_swap_sides (&next);
            gamao_search_evaluate (search, &next, plies - 1, child);
            gamao_outputs_flip (child);
          }
        for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
          sum[k] += weight * child[k];
      }
  memcpy (outputs, sum, sizeof sum);
}

/* A reproducible pseudo-random number in (-1, 1) with a roughly normal
 * spread, from a hash of the position and the play: the same position
 * always gets the same misjudgements. */
static float
position_noise (const GamaoBoard *before, const GamaoBoard *after)
{
  uint64_t h = 1469598103934665603ull;
  const uint8_t *bytes[2] = { (const uint8_t *) before, (const uint8_t *) after };

  for (int b = 0; b < 2; b++)
    for (size_t i = 0; i < sizeof (GamaoBoard); i++)
      h = (h ^ bytes[b][i]) * 1099511628211ull;
  /* The sum of four uniforms, scaled to unit variance. */
  float sum = 0.0f;
  for (int k = 0; k < 4; k++)
    {
      h ^= h >> 29;
      h *= 0xbf58476d1ce4e5b9ull;
      h ^= h >> 32;
      sum += (float) (h & 0xffff) / 65535.0f - 0.5f;
    }
  return sum * 1.7320508f;
}

/* How the mover values a play's outputs: money equity, or match winning
 * chances when a match score is set. */
static float
value_of (const GamaoSearch *search, const float outputs[GAMAO_N_OUTPUTS])
{
  return search->match ? gamao_cube_cubeless_value (search->match, outputs)
                       : gamao_outputs_equity (outputs);
}

/* What one point of money equity is worth on the scale plays are ranked
 * on: half the swing between winning and losing a single game. */
static float
equity_unit (const GamaoSearch *search)
{
  static const float win[GAMAO_N_OUTPUTS] = { 1.0f, 0.0f, 0.0f, 0.0f, 0.0f };
  static const float loss[GAMAO_N_OUTPUTS] = { 0.0f, 0.0f, 0.0f, 0.0f, 0.0f };

  if (!search->match)
    return 1.0f;
  return 0.5f * (value_of (search, win) - value_of (search, loss));
}

static int
by_equity (const void *a, const void *b)
{
  float ea = ((const GamaoRankedPlay *) a)->equity, eb = ((const GamaoRankedPlay *) b)->equity;

  return (ea < eb) - (ea > eb);
}

static void
deepen (GamaoSearch *search, const GamaoPlayList *list, unsigned plies)
{
  float best = search->ranked[0].equity;

  for (unsigned i = 0; i < search->n_ranked && i < FILTER_MAX_PLAYS; i++)
    {
      GamaoRankedPlay *r = &search->ranked[i];
      GamaoBoard turned = list->plays[r->index].after;

      if (r->equity < best - FILTER_EQUITY * equity_unit (search))
        break;
      if (gamao_board_checkers_on_board (&turned, GAMAO_SIDE_ON_ROLL) == 0)
        continue;
      gamao_board_swap_sides (&turned);
      gamao_search_evaluate (search, &turned, plies, r->outputs);
      gamao_outputs_flip (r->outputs);
      r->equity = value_of (search, r->outputs);
      r->plies = plies;
    }
  /* Plays looked at more deeply rank above the ones filtered out. */
  for (unsigned i = 0; i < search->n_ranked; i++)
    if (search->ranked[i].plies < plies)
      search->ranked[i].equity -= 1000.0f;
  qsort (search->ranked, search->n_ranked, sizeof search->ranked[0], by_equity);
  for (unsigned i = 0; i < search->n_ranked; i++)
    if (search->ranked[i].plies < plies)
      search->ranked[i].equity += 1000.0f;
}

int
gamao_search_choose_from (GamaoSearch *search, const GamaoBoard *before,
                          const GamaoPlayList *list, GamaoLevel level)
{
  return gamao_search_choose_at (search, before, list, gamao_level_plies (level),
                                 gamao_level_noise (level));
}

int
gamao_search_choose_at (GamaoSearch *search, const GamaoBoard *before,
                        const GamaoPlayList *list, unsigned plies, float noise_level)
{
  float noise = noise_level * equity_unit (search);

  search->n_ranked = list->n_plays;
  if (list->n_plays == 0)
    return -1;
  gamao_siblings_begin (&search->siblings[0], search->evaluator, before);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      GamaoRankedPlay *r = &search->ranked[i];
      r->index = i;
      r->plies = 0;
      play_outputs (search, &search->siblings[0], &list->plays[i].after, r->outputs);
      r->equity = value_of (search, r->outputs);
      if (noise > 0.0f)
        r->equity += noise * position_noise (before, &list->plays[i].after);
    }
  qsort (search->ranked, search->n_ranked, sizeof search->ranked[0], by_equity);
  if (plies > 0 && list->n_plays > 1)
    deepen (search, list, plies);
  return (int) search->ranked[0].index;
}

unsigned
gamao_search_rank (GamaoSearch *search, const GamaoBoard *before, int d1, int d2,
                   GamaoLevel level)
{
  gamao_play_list_generate (&search->plays, before, d1, d2);
  gamao_search_choose_from (search, before, &search->plays, level);
  return search->plays.n_plays;
}
