/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-train: trains Gamão's neural nets by TD(λ) self-play.
 *
 * Every thread plays games against itself with the shared nets, choosing
 * each play at 0 ply, and after each game moves every position's outputs
 * towards the λ-return of the positions that followed. The threads update
 * the shared weights without locks ("hogwild"): a lost update now and then
 * costs less than the waiting a lock would. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-train"

#include "gamao-dice.h"
#include "gamao-eval.h"
#include "gamao-matchup.h"
#include "gamao-pubeval.h"
#include "gamao-result.h"
#include "gamao-search.h"

#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PLIES 1000

typedef struct
{
  /* options */
  char *dir;
  gint64 total_games;
  int threads;
  gint64 seed;
  double alpha, alpha_min, alpha_decay, lambda;
  gint64 checkpoint_every, bench_every, progress_every;
  int bench_pairs;
  char *bearoff_path;
  /* shared state */
  GamaoEvaluator evaluator;
  gint64 next_game;   /* atomic: the next game number to claim */
  gint64 start_games;
  gint64 start_time;
  GMutex report_lock; /* serialises checkpoints and benchmarks */
  double best_ppg;
} Trainer;

typedef struct
{
  GamaoBoard board;
  float target[GAMAO_N_OUTPUTS]; /* the 0-ply value of what followed */
} Step;

typedef struct
{
  Trainer *trainer;
  GamaoPlayList list;
  Step steps[MAX_PLIES];
} Worker;

static double
alpha_at (const Trainer *t, gint64 game)
{
  double a = t->alpha / (1.0 + (double) game / t->alpha_decay);

  return a > t->alpha_min ? a : t->alpha_min;
}

/* The best play at 0 ply, and its outputs for the mover. */
static int
choose (Worker *w, float outputs[GAMAO_N_OUTPUTS])
{
  float best = -1e9f, o[GAMAO_N_OUTPUTS];
  int best_index = -1;

  for (unsigned i = 0; i < w->list.n_plays; i++)
    {
      const GamaoBoard *after = &w->list.plays[i].after;
      float equity;
      if (gamao_board_checkers_on_board (after, GAMAO_SIDE_ON_ROLL) == 0)
        {
          gamao_outputs_of_finished (after, o);
          equity = gamao_outputs_equity (o);
        }
      else
        equity = gamao_evaluate_after_play (&w->trainer->evaluator, after, o);
      if (equity > best)
        {
          best = equity, best_index = (int) i;
          memcpy (outputs, o, sizeof o);
        }
    }
  return best_index;
}

/* Plays one game; returns the number of steps recorded. */
static unsigned
self_play (Worker *w, uint64_t seed)
{
  GamaoDice dice;
  GamaoBoard board;
  int roll[2];
  unsigned n = 0;

  gamao_dice_init_seeded (&dice, seed);
  gamao_dice_roll_opening (&dice, roll);
  gamao_board_init_start (&board);
  while (n < MAX_PLIES)
    {
      Step *step = &w->steps[n++];
      step->board = board;
      gamao_play_list_generate (&w->list, &board, roll[0], roll[1]);
      if (w->list.n_plays == 0)
        {
          GamaoBoard turned = board;
          gamao_board_swap_sides (&turned);
          gamao_evaluate (&w->trainer->evaluator, &turned, step->target);
          gamao_outputs_flip (step->target);
        }
      else
        {
          board = w->list.plays[choose (w, step->target)].after;
          if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
            return n;
        }
      gamao_board_swap_sides (&board);
      gamao_dice_roll (&dice, roll);
    }
  return 0;
}

/* Turns the 0-ply targets into λ-returns, from the end backwards: the
 * last step's target is the game's result. */
static void
lambda_returns (Step *steps, unsigned n, float lambda)
{
  for (int t = (int) n - 2; t >= 0; t--)
    {
      float later[GAMAO_N_OUTPUTS];
      memcpy (later, steps[t + 1].target, sizeof later);
      gamao_outputs_flip (later);
      for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
        steps[t].target[k] = (1.0f - lambda) * steps[t].target[k] + lambda * later[k];
    }
}

static void
learn (Worker *w, unsigned n, float alpha)
{
  GamaoEvaluator *ev = &w->trainer->evaluator;
  float inputs[GAMAO_CONTACT_MAX_INPUTS];

  for (unsigned t = 0; t < n; t++)
    {
      const GamaoBoard *b = &w->steps[t].board;
      switch (gamao_position_kind (b))
        {
        case GAMAO_CLASS_CONTACT:
          {
            /* The net that judges it: crashed or contact, either layout
             * (weights widened by gamao-sl-train train on as they are). */
            GamaoNet *net = (GamaoNet *) gamao_evaluator_contact_net (ev, b);
            gamao_inputs_for_net (b, net->n_inputs, inputs);
            gamao_net_train (net, inputs, w->steps[t].target, alpha);
          }
          break;
        case GAMAO_CLASS_BEAROFF:
          if (ev->bearoff)
            break;
          __attribute__ ((fallthrough));
        case GAMAO_CLASS_RACE:
          gamao_inputs_race (b, inputs);
          gamao_net_train (&ev->weights.race, inputs, w->steps[t].target, alpha);
          break;
        case GAMAO_CLASS_OVER:
          break;
        }
    }
}

static int
choose_expert (void *data, const GamaoBoard *before, int d1, int d2, const GamaoPlayList *list)
{
  return gamao_search_choose_from (data, before, list, GAMAO_LEVEL_EXPERT);
}

static int
choose_pubeval (void *data, const GamaoBoard *before, int d1, int d2, const GamaoPlayList *list)
{
  return gamao_pubeval_choose (before, list);
}

static char *
path_in (const Trainer *t, const char *name)
{
  return g_build_filename (t->dir, name, NULL);
}

/* Saves a snapshot, benchmarks it against pubeval when it is time, and
 * keeps the best one seen. */
static void
report (Worker *w, gint64 game, bool checkpoint, bool bench)
{
  Trainer *t = w->trainer;
  GamaoEvaluator snapshot = { .bearoff = t->evaluator.bearoff };
  g_autofree char *latest = path_in (t, GAMAO_WEIGHTS_FILE);

  g_mutex_lock (&t->report_lock);
  if (!gamao_weights_copy (&snapshot.weights, &t->evaluator.weights))
    g_error ("out of memory copying the weights");
  snapshot.weights.games_trained = (uint64_t) game;
  if (checkpoint && gamao_weights_save (&snapshot.weights, latest) != GAMAO_WEIGHTS_OK)
    g_printerr ("cannot write %s\n", latest);
  if (bench)
    {
      GamaoSearch *search = gamao_search_new (&snapshot);
      GamaoMatchupPlayer net = { choose_expert, search }, pub = { choose_pubeval, NULL };
      GamaoMatchupResult result = { 0 };
      gint64 started = g_get_monotonic_time ();

      gamao_matchup_play (&net, &pub, 1, 0, (unsigned) t->bench_pairs, &w->list, &result);
      double ppg = gamao_matchup_ppg (&result);
      printf ("bench %" G_GINT64_FORMAT " games: %+.3f ± %.3f ppg vs pubeval over %u games"
              " (won %u, gammons %u/%u) in %.1f s\n",
              game, ppg, gamao_matchup_interval (&result), result.games, result.wins,
              result.gammons, result.gammons_lost,
              (g_get_monotonic_time () - started) / 1e6);
      if (ppg > t->best_ppg)
        {
          g_autofree char *best = path_in (t, "best.weights");
          g_autofree char *note = path_in (t, "best.txt");
          g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT " %.4f\n", game, ppg);
          t->best_ppg = ppg;
          gamao_weights_save (&snapshot.weights, best);
          g_file_set_contents (note, text, -1, NULL);
        }
      gamao_search_free (search);
      fflush (stdout);
    }
  gamao_weights_clear (&snapshot.weights);
  g_mutex_unlock (&t->report_lock);
}

static void
progress (Trainer *t, gint64 game)
{
  double seconds = (g_get_monotonic_time () - t->start_time) / 1e6;

  printf ("games %" G_GINT64_FORMAT "  %.1f games/s  alpha %.4f\n", game,
          (game - t->start_games) / seconds, alpha_at (t, game));
  fflush (stdout);
}

static gpointer
work (gpointer data)
{
  Worker *w = data;
  Trainer *t = w->trainer;

  for (;;)
    {
      gint64 game = __atomic_fetch_add (&t->next_game, 1, __ATOMIC_RELAXED);
      if (t->total_games && game >= t->total_games)
        break;
      if (game > t->start_games || game == 0)
        {
          bool checkpoint = game % t->checkpoint_every == 0;
          bool bench = t->bench_every && game % t->bench_every == 0;
          if (checkpoint || bench)
            report (w, game, checkpoint, bench);
          if (game % t->progress_every == 0 && game > t->start_games)
            progress (t, game);
        }
      unsigned n = self_play (w, (uint64_t) t->seed * 1000003u + (uint64_t) game);
      if (n == 0)
        continue;
      lambda_returns (w->steps, n, (float) t->lambda);
      learn (w, n, (float) alpha_at (t, game));
    }
  return NULL;
}

static bool
setup (Trainer *t)
{
  g_autofree char *latest = path_in (t, GAMAO_WEIGHTS_FILE);
  g_autofree char *note = path_in (t, "best.txt");
  g_autofree char *best_text = NULL;
  GamaoWeightsError error;

  g_mkdir_with_parents (t->dir, 0755);
  error = gamao_weights_load (&t->evaluator.weights, latest);
  if (error == GAMAO_WEIGHTS_NOT_FOUND)
    {
      if (!gamao_weights_init_random (&t->evaluator.weights, (uint64_t) t->seed))
        return false;
      printf ("starting from random weights, seed %" G_GINT64_FORMAT "\n", t->seed);
    }
  else if (error != GAMAO_WEIGHTS_OK)
    {
      g_printerr ("%s: %s\n", latest, gamao_weights_error_message (error));
      return false;
    }
  else
    printf ("resuming %s after %" G_GUINT64_FORMAT " games\n", latest,
            t->evaluator.weights.games_trained);
  const GamaoWeights *w = &t->evaluator.weights;
  if (w->contact.n_deep || w->crashed.n_deep || w->race.n_deep)
    {
      g_printerr ("%s: self-play trains nets of one hidden layer only; this one has two\n", latest);
      return false;
    }
  t->start_games = t->next_game = (gint64) t->evaluator.weights.games_trained;
  t->best_ppg = -1e9;
  if (g_file_get_contents (note, &best_text, NULL, NULL))
    sscanf (best_text, "%*d %lf", &t->best_ppg);
  if (t->bearoff_path)
    {
      t->evaluator.bearoff = gamao_bearoff_load (t->bearoff_path);
      if (!t->evaluator.bearoff)
        {
          g_printerr ("%s: not a bearoff database\n", t->bearoff_path);
          return false;
        }
    }
  return true;
}

int
main (int argc, char **argv)
{
  Trainer t = { .dir = NULL, .threads = 2, .seed = 1, .alpha = 0.1, .alpha_min = 0.01,
                .alpha_decay = 200000, .lambda = 0.0, .checkpoint_every = 5000,
                .bench_every = 20000, .progress_every = 1000, .bench_pairs = 500 };
  GOptionEntry entries[] = {
    { "dir", 'd', 0, G_OPTION_ARG_FILENAME, &t.dir, "Directory for checkpoints (resumes from it)", "DIR" },
    { "games", 'n', 0, G_OPTION_ARG_INT64, &t.total_games, "Stop after this many games in all (0: never)", "N" },
    { "threads", 't', 0, G_OPTION_ARG_INT, &t.threads, "Self-play threads (default 2)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &t.seed, "Seed of the initial weights and the dice", "S" },
    { "alpha", 0, 0, G_OPTION_ARG_DOUBLE, &t.alpha, "Initial learning rate", "A" },
    { "alpha-min", 0, 0, G_OPTION_ARG_DOUBLE, &t.alpha_min, "Smallest learning rate", "A" },
    { "alpha-decay", 0, 0, G_OPTION_ARG_DOUBLE, &t.alpha_decay, "Games over which the rate halves", "N" },
    { "lambda", 'l', 0, G_OPTION_ARG_DOUBLE, &t.lambda, "TD(λ) trace decay", "L" },
    { "checkpoint-every", 0, 0, G_OPTION_ARG_INT64, &t.checkpoint_every, "Games between checkpoints", "N" },
    { "bench-every", 0, 0, G_OPTION_ARG_INT64, &t.bench_every, "Games between benchmarks against pubeval (0: none)", "N" },
    { "progress-every", 0, 0, G_OPTION_ARG_INT64, &t.progress_every, "Games between progress lines", "N" },
    { "bench-pairs", 0, 0, G_OPTION_ARG_INT, &t.bench_pairs, "Mirrored game pairs per benchmark", "N" },
    { "bearoff", 'b', 0, G_OPTION_ARG_FILENAME, &t.bearoff_path, "Bearoff database for exact race endings", "FILE" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- train Gamão's neural nets by self-play");
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (!t.dir || t.threads < 1 || t.threads > 64 || t.checkpoint_every < 1 || t.progress_every < 1)
    {
      g_printerr ("usage: gamao-train --dir DIR [--threads N] ... (see --help)\n");
      return 2;
    }
  if (!setup (&t))
    return 1;
  g_mutex_init (&t.report_lock);
  t.start_time = g_get_monotonic_time ();

  GThread **threads = g_new (GThread *, t.threads);
  Worker **workers = g_new (Worker *, t.threads);
  for (int i = 0; i < t.threads; i++)
    {
      workers[i] = g_new0 (Worker, 1);
      workers[i]->trainer = &t;
      threads[i] = g_thread_new ("trainer", work, workers[i]);
    }
  for (int i = 0; i < t.threads; i++)
    {
      g_thread_join (threads[i]);
      g_free (workers[i]);
    }
  workers[0] = g_new0 (Worker, 1);
  workers[0]->trainer = &t;
  report (workers[0], __atomic_load_n (&t.next_game, __ATOMIC_RELAXED) - t.threads, true, false);
  g_free (workers[0]);
  g_free (workers);
  g_free (threads);
  gamao_evaluator_clear (&t.evaluator);
  return 0;
}
