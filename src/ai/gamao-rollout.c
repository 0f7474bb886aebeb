/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-rollout.h"

#include "gamao-rollout-game.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_THREADS 64

/* Shared by the threads of one rollout. Games are numbered root by root
 * and handed out in order; each game's result goes to its own slot, and
 * the sums are taken in slot order at the end, so the threads' timing
 * never changes a figure. */
typedef struct
{
  const GamaoEvaluator *evaluator;
  const GamaoRolloutRoot *roots;
  const GamaoRolloutSettings *settings;
  unsigned n_roots, total;
  unsigned first_perm[36], second_perm[36];
  GamaoRolloutGame *games;
  bool *finished;
  atomic_uint next;
  atomic_uint done;
  atomic_bool cancelled;
} Shared;

static uint64_t
mix (uint64_t x)
{
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

static void
permutation (unsigned perm[36], uint64_t seed)
{
  for (unsigned i = 0; i < 36; i++)
    perm[i] = i;
  for (unsigned i = 35; i > 0; i--)
    {
      seed = mix (seed);
      unsigned j = (unsigned) (seed % (i + 1));
      unsigned t = perm[i];
      perm[i] = perm[j];
      perm[j] = t;
    }
}

void
gamao_rollout_settings_init (GamaoRolloutSettings *settings)
{
  memset (settings, 0, sizeof *settings);
  settings->games = 1296;
  settings->variance_reduction = true;
  settings->cubeful = true;
  settings->seed = 1;
}

static void *
work (void *data)
{
  Shared *shared = data;
  GamaoRolloutWorker worker;
  unsigned games = shared->settings->games;

  if (!gamao_rollout_worker_init (&worker, shared->evaluator, shared->settings))
    return NULL;
  for (;;)
    {
      if (atomic_load (&shared->cancelled))
        break;
      unsigned i = atomic_fetch_add (&shared->next, 1);
      if (i >= shared->total)
        break;
      /* Game g of every root uses the same dice. The roots take turns,
       * game by game, so that a rollout stopped early has played about
       * as many games of each, on the same dice. */
      unsigned root = i % shared->n_roots, g = i / shared->n_roots;
      unsigned rolls[2] = { shared->first_perm[g % 36], shared->second_perm[(g / 36) % 36] };
      uint64_t seed = mix (shared->settings->seed ^ mix ((uint64_t) g + 1));

      unsigned slot = root * games + g;
      gamao_rollout_play_game (&worker, &shared->roots[root], rolls, seed, &shared->games[slot]);
      shared->finished[slot] = true;
      atomic_fetch_add (&shared->done, 1);
    }
  gamao_rollout_worker_clear (&worker);
  return NULL;
}

static void
estimate (double sum, double sum_sq, unsigned n, GamaoEstimate *e)
{
  e->mean = n ? sum / n : 0.0;
  e->se = 0.0;
  if (n > 1)
    {
      double var = (sum_sq - n * e->mean * e->mean) / (n - 1);
      e->se = var > 0.0 ? sqrt (var / n) : 0.0;
    }
}

static void
summarise (const Shared *shared, unsigned root, GamaoRolloutResult *result)
{
  double sum[GAMAO_N_OUTPUTS + 2] = { 0 }, sq[GAMAO_N_OUTPUTS + 2] = { 0 };
  unsigned games = shared->settings->games, n = 0;

  memset (result, 0, sizeof *result);
  result->is_match = shared->roots[root].cube.match_length > 0;
  for (unsigned g = 0; g < games; g++)
    {
      unsigned i = root * games + g;
      if (!shared->finished[i])
        continue;
      const GamaoRolloutGame *game = &shared->games[i];
      double values[GAMAO_N_OUTPUTS + 2];
      memcpy (values, game->outputs, sizeof game->outputs);
      values[GAMAO_N_OUTPUTS] = game->cubeless;
      values[GAMAO_N_OUTPUTS + 1] = game->cubeful;
      for (int k = 0; k < GAMAO_N_OUTPUTS + 2; k++)
        {
          sum[k] += values[k];
          sq[k] += values[k] * values[k];
        }
      n++;
    }
  result->games = n;
  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    estimate (sum[k], sq[k], n, &result->outputs[k]);
  estimate (sum[GAMAO_N_OUTPUTS], sq[GAMAO_N_OUTPUTS], n, &result->cubeless);
  if (shared->settings->cubeful)
    estimate (sum[GAMAO_N_OUTPUTS + 1], sq[GAMAO_N_OUTPUTS + 1], n, &result->cubeful);
}

static unsigned
thread_count (const GamaoRolloutSettings *settings, unsigned total)
{
  long n = settings->threads;

  if (n == 0)
    n = sysconf (_SC_NPROCESSORS_ONLN);
  if (n < 1)
    n = 1;
  if (n > MAX_THREADS)
    n = MAX_THREADS;
  if ((unsigned) n > total)
    n = total;
  return (unsigned) n;
}

/* Waits for the workers, reporting progress about ten times a second. */
static void
watch (Shared *shared, GamaoRolloutProgress progress, void *data)
{
  const struct timespec tick = { 0, 100 * 1000 * 1000 };

  if (!progress)
    return;
  for (;;)
    {
      unsigned done = atomic_load (&shared->done);
      if (done >= shared->total)
        break;
      if (!progress (data, done, shared->total))
        {
          atomic_store (&shared->cancelled, true);
          break;
        }
      nanosleep (&tick, NULL);
    }
}

bool
gamao_rollout_run (const GamaoEvaluator *evaluator, const GamaoRolloutRoot *roots,
                   unsigned n_roots, const GamaoRolloutSettings *settings,
                   GamaoRolloutProgress progress, void *progress_data,
                   GamaoRolloutResult *results)
{
  Shared shared = { .evaluator = evaluator, .roots = roots, .settings = settings,
                    .n_roots = n_roots, .total = n_roots * settings->games };
  pthread_t threads[MAX_THREADS];
  unsigned n_threads, started = 0;
  bool ok = true;

  memset (results, 0, sizeof *results * n_roots);
  if (shared.total == 0)
    return true;
  shared.games = calloc (shared.total, sizeof *shared.games);
  shared.finished = calloc (shared.total, sizeof *shared.finished);
  if (!shared.games || !shared.finished)
    {
      free (shared.games);
      free (shared.finished);
      return false;
    }
  permutation (shared.first_perm, mix (settings->seed) ^ 1);
  permutation (shared.second_perm, mix (settings->seed) ^ 2);
  atomic_init (&shared.next, 0);
  atomic_init (&shared.done, 0);
  atomic_init (&shared.cancelled, false);

  n_threads = thread_count (settings, shared.total);
  for (unsigned t = 0; t < n_threads; t++)
    if (pthread_create (&threads[t], NULL, work, &shared) == 0)
      started++;
  if (started == 0)
    work (&shared);
  watch (&shared, progress, progress_data);
  for (unsigned t = 0; t < started; t++)
    pthread_join (threads[t], NULL);

  for (unsigned r = 0; r < n_roots; r++)
    summarise (&shared, r, &results[r]);
  unsigned done = atomic_load (&shared.done);
  if (progress && !atomic_load (&shared.cancelled))
    progress (progress_data, done, shared.total);
  ok = done == shared.total;
  free (shared.games);
  free (shared.finished);
  return ok;
}

void
gamao_rollout_result_flip (GamaoRolloutResult *result)
{
  GamaoEstimate *o = result->outputs;
  GamaoEstimate wg = o[GAMAO_OUT_WIN_GAMMON], wbg = o[GAMAO_OUT_WIN_BACKGAMMON];

  o[GAMAO_OUT_WIN].mean = 1.0 - o[GAMAO_OUT_WIN].mean;
  o[GAMAO_OUT_WIN_GAMMON] = o[GAMAO_OUT_LOSE_GAMMON];
  o[GAMAO_OUT_WIN_BACKGAMMON] = o[GAMAO_OUT_LOSE_BACKGAMMON];
  o[GAMAO_OUT_LOSE_GAMMON] = wg;
  o[GAMAO_OUT_LOSE_BACKGAMMON] = wbg;
  if (result->is_match)
    {
      result->cubeless.mean = 1.0 - result->cubeless.mean;
      result->cubeful.mean = 1.0 - result->cubeful.mean;
    }
  else
    {
      result->cubeless.mean = -result->cubeless.mean;
      result->cubeful.mean = -result->cubeful.mean;
    }
}

void
gamao_rollout_root_after_play (GamaoRolloutRoot *root, const GamaoBoard *after,
                               const GamaoCubeInfo *mover_cube)
{
  root->board = *after;
  gamao_board_swap_sides (&root->board);
  gamao_cube_info_swap (mover_cube, &root->cube);
  root->no_double = false;
}
