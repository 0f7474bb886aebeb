/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli bench bearoff: what the two-sided bearoff database is worth.
 * In every ending it knows and for every roll, the play the one-sided
 * database would choose is judged by the two-sided one's exact chances. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli.h"
#include "gamao-cli-ai.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

typedef struct
{
  guint64 endings, position_rolls, choices, differ;
  double loss, worst;
  double chance_error, chance_worst; /* the one-sided chances' own error */
} BearoffTally;

/* The chance that the side that just played to reach `after` wins. */
static float
win_after (const GamaoEvaluator *evaluator, const GamaoBoard *after, gboolean exact)
{
  GamaoBoard turned = *after;
  float outputs[GAMAO_N_OUTPUTS];

  gamao_board_swap_sides (&turned);
  if (gamao_board_checkers_on_board (&turned, GAMAO_SIDE_OPPONENT) == 0)
    return 1.0f;
  if (exact)
    return 1.0f - gamao_bearoff_two_win (evaluator->bearoff_two, &turned);
  gamao_bearoff_evaluate (evaluator->bearoff, &turned, outputs);
  return 1.0f - outputs[GAMAO_OUT_WIN];
}

/* How far the one-sided database's chance of winning is from the exact one. */
static void
judge_chances (const GamaoEvaluator *evaluator, const GamaoBoard *board, BearoffTally *tally)
{
  float outputs[GAMAO_N_OUTPUTS];
  double error;

  gamao_bearoff_evaluate (evaluator->bearoff, board, outputs);
  error = fabs (outputs[GAMAO_OUT_WIN] - gamao_bearoff_two_win (evaluator->bearoff_two, board));
  tally->endings++;
  tally->chance_error += error;
  if (error > tally->chance_worst)
    tally->chance_worst = error;
}

static void
judge_roll (const GamaoEvaluator *evaluator, const GamaoPlayList *list, BearoffTally *tally)
{
  float best_exact = -1.0f, chosen_exact = 0.0f, best_one = -1.0f;

  for (unsigned p = 0; p < list->n_plays; p++)
    {
      float exact = win_after (evaluator, &list->plays[p].after, TRUE);
      float one = win_after (evaluator, &list->plays[p].after, FALSE);
      if (exact > best_exact)
        best_exact = exact;
      if (one > best_one)
        best_one = one, chosen_exact = exact;
    }
  tally->position_rolls++;
  if (list->n_plays < 2)
    return;
  tally->choices++;
  /* Equity, no gammons being possible: twice the chance. */
  double loss = 2.0 * (best_exact - chosen_exact);
  if (loss > 1e-4)
    tally->differ++;
  tally->loss += loss;
  if (loss > tally->worst)
    tally->worst = loss;
}

int
gamao_cli_bench_bearoff (const GamaoEvaluator *evaluator)
{
  g_autofree GamaoPlayList *list = g_new (GamaoPlayList, 1);
  BearoffTally tally = { 0 };
  gint64 start = g_get_monotonic_time ();
  GamaoBoard board;

  if (!evaluator->bearoff || !evaluator->bearoff_two)
    {
      fprintf (stderr, "%s\n", _("The bearoff databases are missing: reinstall Gamão, or run it with meson devenv."));
      return GAMAO_CLI_FAILED;
    }
  for (unsigned me = 1; me < GAMAO_BEAROFF_TWO_SIDE; me++)
    for (unsigned them = 1; them < GAMAO_BEAROFF_TWO_SIDE; them++)
      {
        gamao_board_clear (&board);
        gamao_bearoff_home (me, board.checkers[GAMAO_SIDE_ON_ROLL]);
        gamao_bearoff_home (them, board.checkers[GAMAO_SIDE_OPPONENT]);
        judge_chances (evaluator, &board, &tally);
        for (int d1 = 1; d1 <= 6; d1++)
          for (int d2 = d1; d2 <= 6; d2++)
            {
              gamao_play_list_generate (list, &board, d1, d2);
              judge_roll (evaluator, list, &tally);
            }
      }
  printf (ngettext ("bearoff: %llu ending × 21 rolls, at most six checkers a side, in %.1f s\n",
                    "bearoff: %llu endings × 21 rolls, at most six checkers a side, in %.1f s\n",
                    (unsigned long) tally.endings),
          (unsigned long long) tally.endings,
          (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  printf (ngettext ("  %llu roll with a choice of play; the one-sided database’s play is worse in %llu (%.2f%%)\n",
                    "  %llu rolls with a choice of play; the one-sided database’s play is worse in %llu (%.2f%%)\n",
                    (unsigned long) tally.choices),
          (unsigned long long) tally.choices, (unsigned long long) tally.differ,
          tally.choices ? 100.0 * tally.differ / tally.choices : 0.0);
  printf (_("  equity lost by the one-sided play: %.3f thousandths a play with a choice, %.1f where it errs, at most %.3f\n"),
          tally.choices ? 1000.0 * tally.loss / tally.choices : 0.0,
          tally.differ ? 1000.0 * tally.loss / tally.differ : 0.0, tally.worst);
  printf (_("  the one-sided chance of winning is off by %.3f%% on average, at most %.2f%%\n"),
          tally.endings ? 100.0 * tally.chance_error / tally.endings : 0.0,
          100.0 * tally.chance_worst);
  return GAMAO_CLI_OK;
}
