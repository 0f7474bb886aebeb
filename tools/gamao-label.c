/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-label: labels positions with our own rollouts, for supervised
 * training.
 *
 * Reads "POSITION_ID ..." lines (gamao-sample's output) and appends
 * "POSITION_ID win win-gammon win-backgammon lose-gammon lose-backgammon
 * equity-se" lines to the output: the cubeless rollout figures for the
 * side on roll. Running the same command again resumes after the last
 * line written, so it can be stopped at any time. Position n is rolled
 * out with the seed `--seed` + n, so a label never depends on how the
 * work was split into runs; with --pairs, lines 2k+1 and 2k+2 share the
 * seed `--seed` + k (the same dice for both positions of a pair from
 * `gamao-sample --disagree`, so that their difference is far less noisy
 * than either label). With --groups the input is a file of decision
 * groups (gamao-sample --groups: "POSITION_ID five outputs GROUP") and
 * every member of group g is rolled out with the seed `--seed` + g, the
 * same dice for all the plays of one decision; the output keeps the
 * group number in place of the standard error, so that gamao-sl-train
 * --groups reads it: the decision's plays ranked by rollouts instead of
 * the search that chose them. With --evaluate K the label is instead the
 * evaluation K plies deep: far cheaper, and only as good as the net. */
#include "config.h"

#include "gamao-eval.h"
#include "gamao-position-id.h"
#include "gamao-rollout.h"
#include "gamao-search.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Lines already in the output: the positions done by earlier runs. A
 * run killed in the middle of a line leaves part of it; that part is
 * cut off so the line is written again whole. */
static unsigned
lines_in (const char *path)
{
  FILE *f = fopen (path, "r");
  unsigned n = 0;
  long end = 0, pos = 0;
  int c;

  if (!f)
    return 0;
  while ((c = fgetc (f)) != EOF)
    {
      pos++;
      if (c == '\n')
        n++, end = pos;
    }
  fclose (f);
  if (end != pos && truncate (path, end) != 0)
    perror (path);
  return n;
}

/* The cheap label: the outputs of a search `plies` deep, every side
 * playing its best 0-ply play on the way. */
static void
label_by_evaluation (GamaoSearch *search, const GamaoBoard *board, unsigned plies,
                     GamaoRolloutResult *r)
{
  float o[GAMAO_N_OUTPUTS];

  memset (r, 0, sizeof *r);
  gamao_search_evaluate (search, board, plies, o);
  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    r->outputs[k].mean = o[k];
  r->games = 1;
}

int
main (int argc, char **argv)
{
  gint64 seed = 1;
  int games = 72, truncate = 10, plies = 0, threads = 2, limit = 0, evaluate = 0;
  gboolean pairs = FALSE, groups = FALSE;
  char *in_path = NULL, *out_path = NULL;
  GOptionEntry entries[] = {
    { "input", 'i', 0, G_OPTION_ARG_FILENAME, &in_path, "Positions to label", "FILE" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out_path, "Labels, appended", "FILE" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, "Rollout games per position (default 72)", "N" },
    { "truncate", 't', 0, G_OPTION_ARG_INT, &truncate, "Plies before evaluating (default 10, 0: to the end)", "P" },
    { "plies", 'p', 0, G_OPTION_ARG_INT, &plies, "Depth of the plays (default 0)", "K" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed (default 1)", "S" },
    { "pairs", 0, 0, G_OPTION_ARG_NONE, &pairs, "Roll out lines 2k+1 and 2k+2 with the same dice", NULL },
    { "groups", 0, 0, G_OPTION_ARG_NONE, &groups, "Label decision groups: each group's plays with the same dice, the group number kept", NULL },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &threads, "Threads (default 2)", "N" },
    { "limit", 'l', 0, G_OPTION_ARG_INT, &limit, "Stop after labelling N positions in this run (0: all)", "N" },
    { "evaluate", 'e', 0, G_OPTION_ARG_INT, &evaluate, "Label by an evaluation K plies deep instead of a rollout (1, 2 or 3; the last column is then 0)", "K" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- label positions by rollouts");
  g_autoptr (GError) error = NULL;
  GamaoEvaluator evaluator;
  GamaoRolloutSettings settings;
  char line[256];

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || !in_path || !out_path
      || games < 1 || truncate < 0 || plies < 0 || plies > 2 || threads < 1 || limit < 0
      || evaluate < 0 || evaluate > 3 || (pairs && groups))
    {
      fprintf (stderr, "%s\n", error ? error->message : "gamao-label --input FILE --output FILE");
      return 2;
    }
  GamaoWeightsError werror = gamao_evaluator_load (&evaluator, NULL);
  if (werror != GAMAO_WEIGHTS_OK)
    {
      fprintf (stderr, "%s: %s\n", gamao_data_dir (), gamao_weights_error_message (werror));
      return 1;
    }
  FILE *in = fopen (in_path, "r");
  if (!in)
    {
      perror (in_path);
      return 1;
    }
  unsigned done = lines_in (out_path), index = 0, labelled = 0;
  FILE *out = fopen (out_path, "a");
  if (!out)
    {
      perror (out_path);
      return 1;
    }

  GamaoSearch *search = gamao_search_new (&evaluator);
  gamao_rollout_settings_init (&settings);
  settings.games = (unsigned) games;
  settings.truncate = (unsigned) truncate;
  settings.plies = (unsigned) plies;
  settings.threads = (unsigned) threads;
  settings.cubeful = false;
  double start_cpu = cpu_seconds ();
  gint64 start_wall = g_get_monotonic_time ();

  while (fgets (line, sizeof line, in))
    {
      GamaoRolloutRoot root = { .cube = { .cube_value = 1, .efficiency = 0.68f } };
      GamaoRolloutResult r;
      char id[GAMAO_POSITION_ID_LEN + 1];
      unsigned group = 0;

      if (index++ < done)
        continue;
      if (limit && labelled >= (unsigned) limit)
        break;
      if (sscanf (line, "%14s", id) != 1
          || gamao_position_id_decode (id, &root.board, NULL) != GAMAO_ID_OK)
        {
          fprintf (stderr, "%s:%u: not a position ID\n", in_path, index);
          return 1;
        }
      /* A member's line: its ID, the search's five outputs (replaced
       * here) and its group. */
      if (groups && sscanf (line, "%*14s %*f %*f %*f %*f %*f %u", &group) != 1)
        {
          fprintf (stderr, "%s:%u: not a member of a group (gamao-sample --groups)\n", in_path, index);
          return 1;
        }
      settings.seed = (guint64) seed + (groups ? group : pairs ? (index - 1) / 2 : index - 1);
      if (evaluate)
        label_by_evaluation (search, &root.board, (unsigned) evaluate, &r);
      else
        gamao_rollout_run (&evaluator, &root, 1, &settings, NULL, NULL, &r);
      fprintf (out, "%s %.5f %.5f %.5f %.5f %.5f", id, r.outputs[0].mean, r.outputs[1].mean,
               r.outputs[2].mean, r.outputs[3].mean, r.outputs[4].mean);
      if (groups)
        fprintf (out, " %u\n", group);
      else
        fprintf (out, " %.5f\n", r.cubeless.se);
      fflush (out);
      labelled++;
      if (labelled % 100 == 0)
        {
          double cpu = cpu_seconds () - start_cpu;
          printf ("%u labelled (%u in all), %.0f per core-hour, %.0f per hour of wall time\n",
                  labelled, index, labelled / cpu * 3600.0,
                  labelled / ((g_get_monotonic_time () - start_wall) / 1e6) * 3600.0);
          fflush (stdout);
        }
    }
  double cpu = cpu_seconds () - start_cpu;
  printf ("done: %u labelled in this run, %.1f core-seconds, %.0f per core-hour\n", labelled, cpu,
          labelled ? labelled / cpu * 3600.0 : 0.0);
  fclose (out);
  fclose (in);
  gamao_search_free (search);
  gamao_evaluator_clear (&evaluator);
  return 0;
}
