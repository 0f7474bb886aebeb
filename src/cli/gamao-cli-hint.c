/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli hint: the best plays for a position and a roll, ranked. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"
#include "gamao-cube-decision.h"
#include "gamao-notation.h"

#include "gamao-advice.h"
#include "gamao-figures.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

/* The chances of one play and the depth it was judged at. */
static void
print_chances (const float *o, unsigned plies)
{
  /* Translators: %u-ply is the search depth ("2-ply"), not a count. */
  printf (_("  win %5.1f%% g %4.1f%% bg %4.1f%%  lose %5.1f%% g %4.1f%% bg %4.1f%%  %u-ply\n"),
          100.0f * o[GAMAO_OUT_WIN], 100.0f * o[GAMAO_OUT_WIN_GAMMON],
          100.0f * o[GAMAO_OUT_WIN_BACKGAMMON], 100.0f * (1.0f - o[GAMAO_OUT_WIN]),
          100.0f * o[GAMAO_OUT_LOSE_GAMMON], 100.0f * o[GAMAO_OUT_LOSE_BACKGAMMON], plies);
}

/* "equity +0.080 · match 53.0% (−0.043 · −1.2%)", as the app's hint
 * writes it (gamao-figures); `mwc` negative for money. */
static void
print_figure (double emg, double mwc, double best, double best_mwc, gboolean first)
{
  char value[GAMAO_FIGURE_SIZE], change[GAMAO_FIGURE_SIZE];

  gamao_figure_equity (value, sizeof value, emg, mwc);
  if (first)
    {
      printf (" %s", value);
      return;
    }
  gamao_figure_equity_change (change, sizeof change, emg - best, mwc >= 0.0 ? mwc - best_mwc : NAN);
  printf (" %s (%s)", value, change);
}

/* With --level: the plays as that level ranks them, cubeless (at a
 * match score by the match winning chance, shown as equity too). */
static void
print_ranked (const GamaoSearch *search, unsigned count, const GamaoCubeInfo *match)
{
  char notation[GAMAO_NOTATION_MAX];
  const GamaoRankedPlay *best = &search->ranked[0];
  double best_emg = match ? gamao_advice_to_emg (match, best->equity) : best->equity;

  for (unsigned i = 0; i < search->n_ranked && i < count; i++)
    {
      const GamaoRankedPlay *r = &search->ranked[i];
      double emg = match ? gamao_advice_to_emg (match, r->equity) : r->equity;

      gamao_notation_write (&search->plays.plays[r->index], notation, sizeof notation);
      printf ("%3u. %-24s", i + 1, notation);
      print_figure (emg, match ? r->equity : -1.0, best_emg, match ? best->equity : -1.0, i == 0);
      print_chances (r->outputs, r->plies);
    }
}

/* Without --level: the plays as the analysis, the app's hint and the
 * tutor judge them (gamao-advice): cubeful, `plies` deep. */
static void
print_advice (const GamaoEvaluator *evaluator, const GamaoBoard *board,
              const GamaoMatchState *state, int d1, int d2, unsigned plies, unsigned count)
{
  GamaoAdvicePlay plays[16];
  char notation[GAMAO_NOTATION_MAX];
  unsigned n = gamao_advice_plays (evaluator, board, state, d1, d2, plies, plays,
                                   MIN (count, G_N_ELEMENTS (plays)));

  if (n == 0)
    printf ("%s\n", _("No legal play: the roll cannot be played."));
  for (unsigned i = 0; i < n; i++)
    {
      gamao_notation_write (&plays[i].play, notation, sizeof notation);
      printf ("%3u. %-24s", i + 1, notation);
      print_figure (plays[i].equity, plays[i].mwc, plays[0].equity, plays[0].mwc, i == 0);
      print_chances (plays[i].outputs, plays[i].plies);
    }
}

int
gamao_cli_hint (int argc, char **argv)
{
  g_autofree char *level_text = NULL, *match_text = NULL;
  int count = 10, plies = 2;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text, N_("Rank as this playing level does, cubeless (default: as the analysis judges, cubeful)"), N_("LEVEL") },
    { "match", 'm', 0, G_OPTION_ARG_STRING, &match_text, N_("Match ID: rank by match winning chances at its score"), N_("MATCH_ID") },
    { "count", 'n', 0, G_OPTION_ARG_INT, &count, N_("How many plays to show (default 10)"), N_("N") },
    { "plies", 'p', 0, G_OPTION_ARG_INT, &plies, N_("Without --level: how deep the analysis looks (default 2)"), N_("PLIES") },
    { NULL }
  };
  int status = GAMAO_CLI_OK, d1, d2;
  GamaoLevel level = GAMAO_LEVEL_WORLD_CLASS;
  GamaoBoard board;
  GamaoMatchState state;
  GamaoCubeInfo info;
  GamaoEvaluator evaluator;
  g_autoptr (GString) why = g_string_new (NULL);

  if (!gamao_cli_parse_options (&argc, &argv, "POSITION_ID D1 D2",
                                _("Ranks the plays for a roll, best first, with their equity "
                                  "and chances."),
                                entries, &status))
    return status;
  if (argc != 2 && argc != 4)
    {
      fprintf (stderr, "%s\n", _("Usage: gamao-cli hint POSITION_ID D1 D2 [--match MATCH_ID] [--level LEVEL] | hint XGID=… [D1 D2]"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_decode_game_on (argv[1], &board, why))
    {
      fprintf (stderr, _("Bad position ID “%s”: %s\n"), argv[1], why->str);
      return GAMAO_CLI_BAD_INPUT;
    }
  if (!gamao_cli_parse_dice (argc, argv, 2, argv[1], &d1, &d2)
      || (level_text && !gamao_cli_parse_level (level_text, &level))
      || (match_text && !gamao_cli_decode_match (match_text, &state)))
    return GAMAO_CLI_BAD_INPUT;
  /* An XGID of a match ranks at its score, as --match does. */
  gboolean at_score = match_text != NULL
                      || (gamao_cli_xgid_state (argv[1], &state) && state.match_length > 0);
  if (at_score)
    gamao_cube_info_from_state (&info, &state, state.on_roll, gamao_cube_efficiency (&board));
  if (!gamao_cli_load_evaluator (&evaluator))
    return GAMAO_CLI_FAILED;

  if (!level_text)
    {
      /* Money unless a Match ID or an XGID gives a score. */
      if (!at_score)
        gamao_match_state_init (&state, 0);
      print_advice (&evaluator, &board, &state, d1, d2, (unsigned) CLAMP (plies, 0, 3),
                    count > 0 ? (unsigned) count : 1);
      gamao_evaluator_clear (&evaluator);
      return GAMAO_CLI_OK;
    }
  GamaoSearch *search = gamao_search_new (&evaluator);
  search->match = at_score ? &info : NULL;
  if (gamao_search_rank (search, &board, d1, d2, level) == 0)
    printf ("%s\n", _("No legal play: the roll cannot be played."));
  else
    /* A money Match ID gives cubeful equities, not winning chances. */
    print_ranked (search, count > 0 ? (unsigned) count : 1,
                  at_score && state.match_length > 0 ? &info : NULL);
  gamao_search_free (search);
  gamao_evaluator_clear (&evaluator);
  return GAMAO_CLI_OK;
}
