/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli report: a match analysed now (from a file or the history)
 * written as one self-contained HTML page or a PDF file, with the
 * diagram of every marked decision. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-cli-ai.h"
#include "gamao-cli-store.h"
#include "gamao-store-mistakes.h"
#include "gamao-cli.h"
#include "gamao-report-pdf.h"

#include <glib/gi18n.h>
#include <stdio.h>

int
gamao_cli_report (int argc, char **argv)
{
  g_autofree char *html = NULL, *pdf = NULL, *db = NULL;
  int plies = 2, threads = 0;
  gint64 history = 0;
  GOptionEntry entries[] = {
    { "html", 0, 0, G_OPTION_ARG_FILENAME, &html, N_("Write an HTML page to FILE"), N_("FILE") },
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &pdf, N_("Write a PDF file to FILE"), N_("FILE") },
    { "plies", 'p', 0, G_OPTION_ARG_INT, &plies, N_("Depth of the analysis (default: 2)"), N_("N") },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Worker threads (default: one per core)"), N_("N") },
    { "history", 0, 0, G_OPTION_ARG_INT64, &history, N_("Analyse the match with this id in the history"), N_("ID") },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history database"), N_("PATH") },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  g_autoptr (GamaoStore) store = NULL;
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record;
  GamaoEvaluator evaluator;

  if (!gamao_cli_parse_options (&argc, &argv, "FILE.mat | FILE.sgf | --history ID",
                                _("Analyses a match and writes the report: the players’ "
                                  "figures, the score sheet and every marked decision with "
                                  "its diagram, as one HTML page that needs no other file, or "
                                  "as a PDF."),
                                entries, &status))
    return status;
  if ((history == 0) != (argc == 2) || argc > 2 || !html == !pdf || plies < 0 || plies > 4
      || threads < 0)
    {
      fprintf (stderr, "%s\n",
               _("Usage: gamao-cli report FILE.mat|FILE.sgf|--history ID --html|--pdf OUT "
                 "[--plies N]"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (history && !(store = gamao_cli_open_store (db)))
    return GAMAO_CLI_FAILED;
  record = history ? gamao_cli_read_history_match (store, history)
                   : gamao_cli_read_match_file (argv[1]);
  if (!record)
    return GAMAO_CLI_BAD_INPUT;
  GamaoAnalysis *analysis = gamao_cli_run_analysis (
      record, (unsigned) plies, (unsigned) threads, GAMAO_ANALYSIS_PRUNE_DEFAULT, &evaluator,
      &status);
  if (analysis)
    {
      /* A match from the history brings its notes (issue 29). */
      GamaoSgfNotes notes = { 0 };
      if (store && !gamao_store_read_sgf_notes (store, history, &notes, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          g_clear_error (&error);
        }
      g_autoptr (GamaoReport) report
        = gamao_report_new_with_notes (record, analysis, &evaluator, &notes);

      gamao_sgf_notes_clear (&notes);

      if (!gamao_report_save (report, pdf ? pdf : html, pdf != NULL, &error))
        {
          fprintf (stderr, _("Cannot write the report: %s\n"), error->message);
          status = GAMAO_CLI_FAILED;
        }
      gamao_analysis_free (analysis);
      gamao_evaluator_clear (&evaluator);
    }
  gamao_match_record_unref (record);
  return status;
}
