/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-pair-score: how well the nets choose between the two plays of
 * each disagreement pair (`gamao-sample --disagree`, labelled by
 * `gamao-label --pairs`), as the rollouts judge them.
 *
 * Lines 2k+1 and 2k+2 of the labels are the positions left by 0-ply's
 * play and by the deeper search's play, the opponent on roll. The mover
 * prefers the one whose equity for the opponent is lower. For each pair
 * the nets of GAMAO_WEIGHTS_DIR (0-ply) pick one; the tool prints how
 * often the rollouts agree with the nets and with the deeper search, and
 * the equity the nets' picks lose by the rollouts' figures, per pair:
 * the yardstick for a net meant to choose plays well. */
#include "config.h"

#include "gamao-eval.h"
#include "gamao-position-id.h"

#include <glib.h>
#include <math.h>
#include <stdio.h>

typedef struct
{
  GamaoBoard board;
  double label; /* the opponent's cubeless equity by the rollout */
  double se;
} Labelled;

typedef enum
{
  READ_OK,
  READ_END,
  READ_BAD,
} ReadResult;

/* One label line: the position and the rollout's cubeless equity (the
 * label's columns are the outputs in the nets' order). */
static ReadResult
read_labelled (FILE *f, Labelled *l)
{
  char line[256], id[GAMAO_POSITION_ID_LEN + 1];
  float o[GAMAO_N_OUTPUTS];

  if (!fgets (line, sizeof line, f))
    return READ_END;
  if (sscanf (line, "%14s %f %f %f %f %f %lf", id, &o[0], &o[1], &o[2], &o[3], &o[4],
              &l->se) != 7
      || gamao_position_id_decode (id, &l->board, NULL) != GAMAO_ID_OK)
    return READ_BAD;
  l->label = gamao_outputs_equity (o);
  return READ_OK;
}

static double
net_equity (const GamaoEvaluator *evaluator, const GamaoBoard *board)
{
  float o[GAMAO_N_OUTPUTS];

  gamao_evaluate (evaluator, board, o);
  return gamao_outputs_equity (o);
}

int
main (int argc, char **argv)
{
  GamaoEvaluator evaluator;
  Labelled pair[2];
  unsigned pairs = 0, net_right = 0, deep_right = 0;
  int rc = 0;
  double net_loss = 0.0, shallow_loss = 0.0, deep_loss = 0.0, diff_se = 0.0;

  if (argc != 2)
    {
      fprintf (stderr, "usage: GAMAO_WEIGHTS_DIR=DIR gamao-pair-score PAIR-LABELS\n");
      return 2;
    }
  FILE *f = fopen (argv[1], "r");
  if (!f)
    {
      perror (argv[1]);
      return 1;
    }
  GamaoWeightsError werror = gamao_evaluator_load (&evaluator, NULL);
  if (werror != GAMAO_WEIGHTS_OK)
    {
      fprintf (stderr, "%s: %s\n", gamao_data_dir (), gamao_weights_error_message (werror));
      fclose (f);
      return 1;
    }
  while (rc == 0)
    {
      ReadResult first = read_labelled (f, &pair[0]);
      ReadResult second = first == READ_OK ? read_labelled (f, &pair[1]) : READ_END;
      if (first == READ_END)
        break;
      if (first == READ_BAD || second == READ_BAD)
        {
          fprintf (stderr, "%s: line %u: not a label line\n", argv[1],
                   2 * pairs + (first == READ_BAD ? 1 : 2));
          rc = 1;
          break;
        }
      if (second == READ_END)
        {
          fprintf (stderr, "%s: line %u: the pair is not whole\n", argv[1], 2 * pairs + 2);
          rc = 1;
          break;
        }
      /* 0: the 0-ply play's position; 1: the deeper search's. */
      int best = pair[1].label < pair[0].label;
      int net = net_equity (&evaluator, &pair[1].board) < net_equity (&evaluator, &pair[0].board);
      pairs++;
      net_right += net == best;
      deep_right += best == 1;
      net_loss += pair[net].label - pair[best].label;
      shallow_loss += pair[0].label - pair[best].label;
      deep_loss += pair[1].label - pair[best].label;
      diff_se += sqrt (pair[0].se * pair[0].se + pair[1].se * pair[1].se);
    }
  fclose (f);
  if (rc == 0 && !pairs)
    {
      fprintf (stderr, "%s: no pairs\n", argv[1]);
      rc = 1;
    }
  if (rc == 0)
    {
      printf ("%u pairs: the nets pick the rollouts' choice in %.1f %%, the deeper search in %.1f %%\n",
              pairs, 100.0 * net_right / pairs, 100.0 * deep_right / pairs);
      printf ("equity lost per pair by the rollouts: nets %.4f, 0-ply's play %.4f, deeper play %.4f"
              " (labels' standard error of a difference about %.4f, ignoring that shared dice lower it)\n",
              net_loss / pairs, shallow_loss / pairs, deep_loss / pairs, diff_se / pairs);
    }
  gamao_evaluator_clear (&evaluator);
  return rc;
}
