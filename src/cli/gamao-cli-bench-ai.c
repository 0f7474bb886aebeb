/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli bench strength|speed|bearoff: how well and how fast the computer
 * plays. Figures to read, never assertions. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-dice.h"
#include "gamao-matchup.h"
#include "gamao-pubeval.h"
#include "gamao-rollout.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct
{
  const GamaoEvaluator *evaluator;
  const GamaoEvaluator *opponent; /* NULL: pubeval */
  GamaoLevel level, opponent_level;
  guint64 seed;
  unsigned first, n_pairs;
  GamaoMatchupResult result;
} StrengthJob;

/* One side of a strength match played by nets: its search and level. */
typedef struct
{
  GamaoSearch *search;
  GamaoLevel level;
} NetsPlayer;

static int
choose_level (void *data, const GamaoBoard *before, int d1, int d2, const GamaoPlayList *list)
{
  NetsPlayer *player = data;
  return gamao_search_choose_from (player->search, before, list, player->level);
}

static int
choose_pubeval (void *data, const GamaoBoard *before, int d1, int d2, const GamaoPlayList *list)
{
  return gamao_pubeval_choose (before, list);
}

static gpointer
run_strength_job (gpointer data)
{
  StrengthJob *job = data;
  GamaoSearch *search = gamao_search_new (job->evaluator);
  GamaoSearch *other = job->opponent ? gamao_search_new (job->opponent) : NULL;
  GamaoPlayList *list = g_new (GamaoPlayList, 1);
  NetsPlayer us = { search, job->level }, them = { other, job->opponent_level };
  GamaoMatchupPlayer ours = { choose_level, &us }, theirs = { choose_pubeval, NULL };

  /* Another set of nets, at its own level. */
  if (other)
    theirs = (GamaoMatchupPlayer){ choose_level, &them };
  gamao_matchup_play (&ours, &theirs, job->seed, job->first, job->n_pairs, list, &job->result);
  g_free (list);
  if (other)
    gamao_search_free (other);
  gamao_search_free (search);
  return NULL;
}

static void
merge (GamaoMatchupResult *into, const GamaoMatchupResult *r)
{
  into->games += r->games;
  into->points += r->points;
  into->pair_sum_sq += r->pair_sum_sq;
  into->wins += r->wins;
  into->gammons += r->gammons;
  into->backgammons += r->backgammons;
  into->losses += r->losses;
  into->gammons_lost += r->gammons_lost;
  into->backgammons_lost += r->backgammons_lost;
}

static int
bench_strength (const GamaoEvaluator *evaluator, GamaoLevel level, const char *opponent,
                GamaoLevel opponent_level, int games, gint64 seed, int threads)
{
  StrengthJob jobs[8];
  GThread *running[8];
  GamaoMatchupResult total = { 0 };
  unsigned pairs = (unsigned) (games + 1) / 2;
  gint64 start = g_get_monotonic_time ();
  GamaoEvaluator other;
  gboolean nets = g_strcmp0 (opponent, "pubeval") != 0;

  /* Any other opponent is a weights directory: those nets against ours. */
  if (nets)
    {
      GamaoWeightsError error = gamao_evaluator_load (&other, opponent);
      if (error != GAMAO_WEIGHTS_OK)
        {
          fprintf (stderr, _("Unknown opponent “%s”: give pubeval or a directory of weights (%s)\n"),
                   opponent, gamao_weights_error_message (error));
          return GAMAO_CLI_BAD_INPUT;
        }
    }
  for (int t = 0; t < threads; t++)
    {
      jobs[t] = (StrengthJob){ evaluator, nets ? &other : NULL, level, opponent_level, (guint64) seed,
                               pairs * t / threads,
                               pairs * (t + 1) / threads - pairs * t / threads, { 0 } };
      running[t] = g_thread_new ("strength", run_strength_job, &jobs[t]);
    }
  for (int t = 0; t < threads; t++)
    {
      g_thread_join (running[t]);
      merge (&total, &jobs[t].result);
    }

  if (nets)
    gamao_evaluator_clear (&other);
  if (nets && opponent_level != level)
    /* Translators: %s: a level, a directory of weights, then the level those
       weights play at; %lld is the seed of the dice, not a count. */
    printf (_("%s against %s at %s, cubeless money games with mirrored dice, seed %lld:\n"),
            gamao_level_name (level), opponent, gamao_level_name (opponent_level), (long long) seed);
  else
    /* Translators: %s: a level, then "pubeval" or a directory; %lld is the seed of
       the dice, not a count. */
    printf (_("%s against %s, cubeless money games with mirrored dice, seed %lld:\n"),
            gamao_level_name (level), opponent, (long long) seed);
  printf (ngettext ("  %+.3f points per game, 95%% interval ± %.3f, over %u game\n",
                    "  %+.3f points per game, 95%% interval ± %.3f, over %u games\n",
                    total.games),
          gamao_matchup_ppg (&total), gamao_matchup_interval (&total), total.games);
  /* Translators: figures after their labels ("won: 1021"), so no word agrees with a
     number: not a count. */
  printf (_("  won: %u (gammons: %u, backgammons: %u); lost: %u (gammons: %u, backgammons: %u)\n"),
          total.wins, total.gammons, total.backgammons, total.losses, total.gammons_lost,
          total.backgammons_lost);
  printf (_("  %.1f s\n"), (g_get_monotonic_time () - start) / 1e6);
  return GAMAO_CLI_OK;
}

/* Positions from seeded games between pubeval and itself: the kinds a
 * game goes through, in the proportions it does. */
static unsigned
sample_positions (GamaoBoard *out, unsigned n, GamaoPlayList *list, gboolean contact_only)
{
  GamaoDice dice;
  unsigned count = 0;

  gamao_dice_init_seeded (&dice, 20261122);
  while (count < n)
    {
      GamaoBoard board;
      gamao_board_init_start (&board);
      for (int ply = 0; ply < 500 && count < n; ply++)
        {
          int roll[2];
          if (!contact_only || gamao_position_kind (&board) == GAMAO_CLASS_CONTACT)
            out[count++] = board;
          gamao_dice_roll (&dice, roll);
          gamao_play_list_generate (list, &board, roll[0], roll[1]);
          if (list->n_plays)
            board = list->plays[gamao_pubeval_choose (&board, list)].after;
          if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
            break;
          gamao_board_swap_sides (&board);
        }
    }
  return count;
}

static void
bench_evaluations (const GamaoEvaluator *evaluator, const GamaoBoard *suite, unsigned n,
                   const char *kind)
{
  float outputs[GAMAO_N_OUTPUTS], sink = 0.0f;
  guint64 count = 0;
  gint64 start = g_get_monotonic_time (), elapsed;

  do
    {
      for (unsigned i = 0; i < n; i++)
        {
          gamao_evaluate (evaluator, &suite[i], outputs);
          sink += outputs[0];
        }
      count += n;
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < 2 * G_USEC_PER_SEC);
  printf (ngettext ("0-ply evaluations, %s: %.0f per second on one thread "
                    "(%u position from play, mean P(win) %.3f)\n",
                    "0-ply evaluations, %s: %.0f per second on one thread "
                    "(%u positions from play, mean P(win) %.3f)\n", n),
          kind, count / (elapsed / 1e6), n, sink / (float) count);
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static void
bench_level (GamaoSearch *search, GamaoLevel level, const GamaoBoard *suite, unsigned n)
{
  GamaoDice dice;
  double *ms = g_new (double, n), sum = 0.0;
  guint64 plays = 0;

  gamao_dice_init_seeded (&dice, 7);
  search->evaluations = 0;
  for (unsigned i = 0; i < n; i++)
    {
      int roll[2];
      gamao_dice_roll (&dice, roll);
      gint64 start = g_get_monotonic_time ();
      plays += gamao_search_rank (search, &suite[i], roll[0], roll[1], level);
      ms[i] = (g_get_monotonic_time () - start) / 1000.0;
      sum += ms[i];
    }
  qsort (ms, n, sizeof *ms, compare_doubles);
  printf (ngettext ("  %-14s median %8.2f ms, mean %8.2f ms, slowest %8.2f ms per move "
                    "(%u move, %.1f legal plays on average)\n",
                    "  %-14s median %8.2f ms, mean %8.2f ms, slowest %8.2f ms per move "
                    "(%u moves, %.1f legal plays on average)\n", n),
          gamao_level_name (level), ms[n / 2], sum / n, ms[n - 1], n, (double) plays / n);
  printf (_("  %-14s %.1f static evaluations per move\n"), "",
          (double) search->evaluations / n);
  g_free (ms);
}

/* Rollout speed: games of the opening position played to the end with
 * the settings `gamao-cli rollout` uses by default. */
static void
bench_rollout (const GamaoEvaluator *evaluator, unsigned threads)
{
  GamaoRolloutSettings settings;
  GamaoRolloutRoot root = { .cube = { .cube_value = 1, .efficiency = 0.68f } };
  GamaoRolloutResult result;

  gamao_board_init_start (&root.board);
  gamao_rollout_settings_init (&settings);
  settings.games = 144;
  settings.threads = threads;
  gint64 start = g_get_monotonic_time ();
  gamao_rollout_run (evaluator, &root, 1, &settings, NULL, NULL, &result);
  double seconds = (g_get_monotonic_time () - start) / 1e6;
  if (threads)
    {
      g_autofree char *on = g_strdup_printf (ngettext ("on %u thread", "on %u threads", threads),
                                             threads);
      /* Translators: %s is "on 2 threads"; the plural follows the games. */
      printf (ngettext ("Rollout games per second, opening position to the end, 0-ply plays, "
                        "variance reduction, cubeful: %.1f %s (%u game)\n",
                        "Rollout games per second, opening position to the end, 0-ply plays, "
                        "variance reduction, cubeful: %.1f %s (%u games)\n", result.games),
              result.games / seconds, on, result.games);
    }
  else
    printf (ngettext ("Rollout games per second, the same on every processor: %.1f (%u game)\n",
                      "Rollout games per second, the same on every processor: %.1f (%u games)\n",
                      result.games),
            result.games / seconds, result.games);
}

static int
bench_speed (const GamaoEvaluator *evaluator)
{
  enum { SUITE = 4000 };
  g_autofree GamaoBoard *suite = g_new (GamaoBoard, SUITE);
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  unsigned n = sample_positions (suite, SUITE, list, FALSE);
  GamaoSearch *search = gamao_search_new (evaluator);

  bench_evaluations (evaluator, suite, n, _("all kinds"));
  n = sample_positions (suite, SUITE, list, TRUE);
  bench_evaluations (evaluator, suite, n, _("contact only"));
  n = 200;
  printf ("%s\n", _("Time to choose a play in contact positions from play:"));
  for (int level = 0; level < GAMAO_N_LEVELS; level++)
    bench_level (search, (GamaoLevel) level, suite,
                 level == GAMAO_LEVEL_WORLD_CLASS ? n / 4 : n);
  gamao_search_free (search);
  bench_rollout (evaluator, 1);
  bench_rollout (evaluator, 0);
  return GAMAO_CLI_OK;
}

int
gamao_cli_bench_ai (int argc, char **argv)
{
  g_autofree char *level_text = NULL, *opponent_level_text = NULL, *opponent = NULL;
  int games = 2000, threads = 1;
  gint64 seed = 1;
  GOptionEntry entries[] = {
    { "opponent", 0, 0, G_OPTION_ARG_STRING, &opponent, N_("Opponent for strength: pubeval, or a directory of weights"), N_("NAME") },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Games for strength (default 2000)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the dice (default 1)"), N_("S") },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text, N_("Level for strength (default: expert)"), N_("LEVEL") },
    { "opponent-level", 0, 0, G_OPTION_ARG_STRING, &opponent_level_text, N_("Level of an opponent given as a directory of weights (default: the same as --level)"), N_("LEVEL") },
    { "threads", 't', 0, G_OPTION_ARG_INT, &threads, N_("Threads for strength (default 1)"), N_("N") },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  /* GAMAO_N_LEVELS until --opponent-level names one: then --level's. */
  GamaoLevel level = GAMAO_LEVEL_EXPERT, opponent_level = GAMAO_N_LEVELS;
  GamaoEvaluator evaluator;

  if (!gamao_cli_parse_options (&argc, &argv, "strength|speed|bearoff",
                                _("Measures the computer player’s strength or speed."), entries,
                                &status))
    return status;
  if (argc != 2 || games < 2 || threads < 1 || threads > 8
      || (level_text && !gamao_cli_parse_level (level_text, &level))
      || (opponent_level_text && !gamao_cli_parse_level (opponent_level_text, &opponent_level)))
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli bench strength --opponent pubeval|DIR --games N --seed S | bench speed | bench bearoff"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (opponent_level == GAMAO_N_LEVELS)
    opponent_level = level;
  if (!gamao_cli_load_evaluator (&evaluator))
    return GAMAO_CLI_FAILED;
  if (strcmp (argv[1], "strength") == 0)
    status = bench_strength (&evaluator, level, opponent ? opponent : "pubeval", opponent_level, games,
                             seed, threads);
  else if (strcmp (argv[1], "speed") == 0)
    status = bench_speed (&evaluator);
  else if (strcmp (argv[1], "bearoff") == 0)
    status = gamao_cli_bench_bearoff (&evaluator);
  else
    status = GAMAO_CLI_BAD_INPUT;
  gamao_evaluator_clear (&evaluator);
  return status;
}
