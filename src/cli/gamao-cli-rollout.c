/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli rollout: the best plays for a roll, or the cube decision,
 * settled by playing the position out many times. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-cli-rollout.h"
#include "gamao-notation.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static bool
show_progress (void *data, unsigned done, unsigned total)
{
  if (isatty (STDERR_FILENO))
    {
      fputc ('\r', stderr);
      /* Translators: the plural follows the total number of games. */
      fprintf (stderr, ngettext ("Rolling out: %'u of %'u game", "Rolling out: %'u of %'u games",
                                 total),
               done, total);
      if (done == total)
        fputc ('\n', stderr);
    }
  return true;
}

/* Splits POSITION_ID [MATCH_ID] [D1 D2], or XGID [D1 D2]: an XGID holds
 * the match, and the dice when they are rolled. */
static gboolean
parse_arguments (int argc, char **argv, GamaoCliRollout *r)
{
  g_autoptr (GString) why = g_string_new (NULL);
  int next = 2;

  if (argc < 2 || argc > 5)
    return FALSE;
  if (!gamao_cli_decode_position (argv[1], &r->board, why))
    {
      fprintf (stderr, _("Bad position ID “%s”: %s\n"), argv[1], why->str);
      return FALSE;
    }
  gamao_match_state_init (&r->state, 0);
  gboolean xgid = gamao_cli_xgid_state (argv[1], &r->state);
  r->has_match = xgid;
  if (!xgid && (argc == 3 || argc == 5))
    {
      if (!gamao_cli_decode_match (argv[2], &r->state))
        return FALSE;
      r->has_match = TRUE;
      next = 3;
    }
  if (argc - next == 2)
    {
      if (!gamao_cli_parse_die (argv[next], &r->d1) || !gamao_cli_parse_die (argv[next + 1], &r->d2))
        return FALSE;
      r->has_dice = TRUE;
    }
  else if (argc - next != 0)
    return FALSE;
  else if (xgid && r->state.dice[0] > 0)
    {
      r->d1 = r->state.dice[0];
      r->d2 = r->state.dice[1];
      r->has_dice = TRUE;
    }
  gamao_cube_info_from_state (&r->cube, &r->state, r->has_match ? r->state.on_roll : 0,
                              gamao_cube_efficiency (&r->board));
  return TRUE;
}

/* The candidates: the best plays at World Class, in its order. */
static unsigned
pick_candidates (GamaoCliRollout *r, const GamaoEvaluator *evaluator, unsigned max)
{
  GamaoSearch *search = gamao_search_new (evaluator);
  unsigned n;

  search->match = r->cube.match_length ? &r->cube : NULL;
  n = gamao_search_rank (search, &r->board, r->d1, r->d2, GAMAO_LEVEL_WORLD_CLASS);
  if (n > max)
    n = max;
  r->n_roots = n;
  r->plays = g_new (GamaoPlay, n);
  r->roots = g_new (GamaoRolloutRoot, n);
  for (unsigned i = 0; i < n; i++)
    {
      r->plays[i] = search->plays.plays[search->ranked[i].index];
      gamao_rollout_root_after_play (&r->roots[i], &r->plays[i].after, &r->cube);
    }
  gamao_search_free (search);
  return n;
}

/* No double and double/take, from the side on roll. */
static void
cube_roots (GamaoCliRollout *r)
{
  r->n_roots = gamao_cube_can_double (&r->cube) ? 2 : 1;
  r->roots = g_new (GamaoRolloutRoot, r->n_roots);
  r->roots[0].board = r->board;
  r->roots[0].cube = r->cube;
  r->roots[0].no_double = TRUE;
  if (r->n_roots == 2)
    {
      r->roots[1] = r->roots[0];
      r->roots[1].no_double = FALSE;
      r->roots[1].cube.cube_value *= 2;
      r->roots[1].cube.owner = -1;
    }
}

int
gamao_cli_rollout (int argc, char **argv)
{
  int candidates = 5, games = 1296, truncate = 0, plies = 0, threads = 0;
  gint64 seed = 1;
  gboolean json = FALSE, cubeless = FALSE, no_vr = FALSE;
  GOptionEntry entries[] = {
    { "candidates", 'c', 0, G_OPTION_ARG_INT, &candidates, N_("Plays to roll out (default 5)"), N_("N") },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Games per play or cube action (default 1296)"), N_("N") },
    { "truncate", 't', 0, G_OPTION_ARG_INT, &truncate, N_("Stop each game after P plies and evaluate (default: play to the end)"), N_("P") },
    { "plies", 'p', 0, G_OPTION_ARG_INT, &plies, N_("Depth of the plays in the games, 0 to 2 (default 0)"), N_("K") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the dice (default 1)"), N_("S") },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &threads, N_("Threads (default: one per processor)"), N_("N") },
    { "cubeless", 0, 0, G_OPTION_ARG_NONE, &cubeless, N_("Do not play the cube in the games"), NULL },
    { "no-variance-reduction", 0, 0, G_OPTION_ARG_NONE, &no_vr, N_("Do not subtract the luck of the dice"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the result as JSON"), NULL },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  GamaoCliRollout r = { 0 };
  GamaoEvaluator evaluator;

  if (!gamao_cli_parse_options (&argc, &argv, "POSITION_ID [MATCH_ID] [D1 D2]",
                                _("With dice, rolls out the best plays for the roll; without, "
                                  "the cube decision of the player on roll."),
                                entries, &status))
    return status;
  if (!parse_arguments (argc, argv, &r))
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli rollout POSITION_ID [MATCH_ID] [D1 D2] | rollout XGID=… [D1 D2], options [--candidates N] [--games N] [--truncate P] [--plies K] [--seed S] [--json]"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (candidates < 1 || games < 1 || games > 1000000 || truncate < 0 || plies < 0 || plies > 2
      || threads < 0 || threads > 64)
    {
      fprintf (stderr, "%s\n", _("Out of range: --candidates and --games at least 1 (games at most 1,000,000), --truncate 0 or more, --plies 0 to 2, --threads 0 to 64"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_load_evaluator (&evaluator))
    return GAMAO_CLI_FAILED;

  gamao_rollout_settings_init (&r.settings);
  r.settings.games = (unsigned) games;
  r.settings.truncate = (unsigned) truncate;
  r.settings.plies = (unsigned) plies;
  r.settings.seed = (uint64_t) seed;
  r.settings.threads = (unsigned) threads;
  r.settings.cubeful = !cubeless;
  r.settings.variance_reduction = !no_vr;

  if (r.has_dice && pick_candidates (&r, &evaluator, (unsigned) candidates) == 0)
    {
      if (json)
        printf ("{\"plays\": []}\n");
      else
        printf ("%s\n", _("No legal play: the roll cannot be played."));
    }
  else
    {
      if (!r.has_dice)
        cube_roots (&r);
      r.results = g_new0 (GamaoRolloutResult, r.n_roots);
      gint64 start = g_get_monotonic_time ();
      gamao_rollout_run (&evaluator, r.roots, r.n_roots, &r.settings, show_progress, NULL,
                         r.results);
      r.seconds = (g_get_monotonic_time () - start) / 1e6;
      if (r.has_dice)
        for (unsigned i = 0; i < r.n_roots; i++)
          gamao_rollout_result_flip (&r.results[i]);
      if (json)
        gamao_cli_rollout_print_json (&r);
      else
        gamao_cli_rollout_print_text (&r);
    }
  g_free (r.plays);
  g_free (r.roots);
  g_free (r.results);
  gamao_evaluator_clear (&evaluator);
  return GAMAO_CLI_OK;
}
