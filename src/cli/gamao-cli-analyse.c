/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli analyse: judges every decision of a match, from a .mat file
 * (read, never added to the history) or from the history, and prints
 * gnubg's figures: error rates, PR, marks, luck, rating words. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-cli"

#include "gamao-analysis.h"
#include "gamao-analysis-figures.h"
#include "gamao-cli-ai.h"
#include "gamao-cli-store.h"
#include "gamao-cli.h"
#include "gamao-matfile.h"
#include "gamao-notation.h"
#include "gamao-sgf.h"
#include "gamao-store-analysis.h"
#include "gamao-report.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gamao-figures.h"
#include <stdio.h>
#include <string.h>
#include <unistd.h>

typedef struct
{
  gboolean tty;
  unsigned last_tenth;
} Progress;

/* Progress goes to stderr: a counter on a terminal, a line per tenth
 * otherwise, so that logs stay short. */
static void
show_progress (unsigned done, unsigned total, void *data)
{
  Progress *p = data;

  unsigned tenth = total ? 10 * done / total : 10;

  if (!p->tty && tenth == p->last_tenth)
    return;
  p->last_tenth = tenth;
  fputs (p->tty ? "\r" : "", stderr);
  fprintf (stderr, ngettext ("Analysing: %u of %u decision", "Analysing: %u of %u decisions", total),
           done, total);
  fputs (p->tty && done < total ? "" : "\n", stderr);
}

void
gamao_cli_json_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if ((unsigned char) *p < 0x20)
        g_string_append_printf (out, "\\u%04x", (unsigned char) *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static void
play_text (const GamaoPlay *play, char *out, size_t size)
{
  gamao_notation_write (play, out, size);
}

/* What was played and what was best, as words or a play. */
static void
decision_texts (const GamaoDecision *d, char *played, char *best, size_t size)
{
  if (d->kind == GAMAO_DECISION_CHECKER)
    {
      play_text (&d->played, played, size);
      if (d->n_better)
        play_text (&d->better[0].play, best, size);
      else
        g_strlcpy (best, played, size);
      return;
    }
  g_strlcpy (played, gamao_choice_key (d->played_choice), size);
  g_strlcpy (best, gamao_choice_key (d->best_choice), size);
}

static const char *
kind_key (GamaoDecisionKind kind)
{
  switch (kind)
    {
    case GAMAO_DECISION_CHECKER:
      return "checker";
    case GAMAO_DECISION_DOUBLE:
      return "double";
    case GAMAO_DECISION_TAKE:
      return "take";
    case GAMAO_DECISION_RESIGN:
      return "resign";
    case GAMAO_DECISION_RESIGN_ANSWER:
    default:
      return "resign-answer";
    }
}

static gboolean
listed (const GamaoDecision *d)
{
  if (d->kind == GAMAO_DECISION_CHECKER)
    return d->n_plays > 0;
  return d->kind == GAMAO_DECISION_DOUBLE || d->kind == GAMAO_DECISION_TAKE ? d->counted : FALSE;
}

static void
json_decision (GString *out, const GamaoEvaluator *evaluator, const GamaoAnalysis *a,
               const GamaoMatchRecord *record, const GamaoDecision *d)
{
  char why[1536];
  char played[GAMAO_NOTATION_MAX], best[GAMAO_NOTATION_MAX];

  decision_texts (d, played, best, sizeof played);
  g_string_append_printf (out, "    {\"game\": %u, \"move\": %u, \"player\": %d, \"kind\": \"%s\", ",
                          d->game + 1, d->row, d->player, kind_key (d->kind));
  if (d->kind == GAMAO_DECISION_CHECKER)
    g_string_append_printf (out, "\"dice\": [%d, %d], ", d->dice[0], d->dice[1]);
  g_string_append (out, "\"played\": ");
  gamao_cli_json_string (out, played);
  g_string_append (out, ", \"best\": ");
  gamao_cli_json_string (out, best);
  g_string_append_printf (out, ", \"equity_played\": %.4f, \"equity_best\": %.4f",
                          d->equity_played, d->equity_best);
  g_string_append_printf (out, ", \"equity_loss\": %.4f", d->equity_loss);
  if (d->kind == GAMAO_DECISION_CHECKER)
    g_string_append_printf (out, ", \"luck\": %.4f, \"forced\": %s", d->luck,
                            d->forced ? "true" : "false");
  else
    g_string_append (out, ", \"luck\": null, \"forced\": false");
  g_string_append_printf (out, ", \"mark\": \"%s\"", gamao_mark_symbol (d->mark));
  gamao_report_why (evaluator, a, record, d, why, sizeof why);
  if (why[0])
    {
      g_string_append (out, ", \"why\": ");
      gamao_cli_json_string (out, why);
    }
  g_string_append (out, "}");
}

/* Every figure of the table (gamao-analysis-figures.c), in its order,
 * by its key. */
static void
json_player (GString *out, const GamaoPlayerAnalysis *p, const char *name)
{
  g_string_append (out, "    {\"name\": ");
  gamao_cli_json_string (out, name);
  for (size_t i = 0; i < gamao_n_figures; i++)
    {
      const GamaoFigure *f = &gamao_figures[i];

      g_string_append_printf (out, ", \"%s\": ", f->key);
      if (f->type == GAMAO_FIGURE_WORDS)
        gamao_cli_json_string (out, gamao_figure_get_words (p, f));
      else if (f->type == GAMAO_FIGURE_COUNT)
        g_string_append_printf (out, "%u", (unsigned) gamao_figure_get (p, f));
      else
        g_string_append_printf (out, "%.*f", f->decimals, gamao_figure_get (p, f));
    }
  g_string_append (out, "}");
}

/* Each game's luck beside the match's: per player, EMG summed over the
 * rolls (as "luck" per player) and mEMG per roll. */
static void
json_games (GString *out, const GamaoAnalysis *a)
{
  unsigned n = gamao_analysis_n_games (a);
  g_autofree GamaoGameLuck *games = g_new0 (GamaoGameLuck, MAX (n, 1));

  gamao_analysis_game_luck (a, games);
  g_string_append (out, "  \"games\": [\n");
  for (unsigned g = 0; g < n; g++)
    g_string_append_printf (out,
                            "    {\"game\": %u, \"luck\": [%.4f, %.4f], "
                            "\"luck_rate\": [%.2f, %.2f], \"rolls\": [%u, %u]}%s\n",
                            g + 1, games[g].luck[0], games[g].luck[1],
                            gamao_game_luck_rate (&games[g], 0),
                            gamao_game_luck_rate (&games[g], 1), games[g].rolls[0],
                            games[g].rolls[1], g + 1 < n ? "," : "");
  g_string_append (out, "  ],\n");
}

static void
print_json (const GamaoAnalysis *a, const GamaoMatchRecord *record,
            const GamaoEvaluator *evaluator)
{
  g_autoptr (GString) out = g_string_new ("{\n");
  gboolean first = TRUE;

  g_string_append_printf (out, "  \"length\": %u,\n  \"plies\": %u,\n", a->length, a->plies);
  g_string_append_printf (out, "  \"weights_games\": %" G_GUINT64_FORMAT ",\n",
                          (guint64) evaluator->weights.games_trained);
  g_string_append (out, "  \"players\": [\n");
  for (int k = 0; k < 2; k++)
    {
      json_player (out, &a->players[k], record->names[k]);
      g_string_append (out, k == 0 ? ",\n" : "\n  ],\n");
    }
  json_games (out, a);
  g_string_append (out, "  \"decisions\": [\n");
  for (size_t i = 0; i < a->n_decisions; i++)
    if (listed (&a->decisions[i]))
      {
        g_string_append (out, first ? "" : ",\n");
        json_decision (out, evaluator, a, record, &a->decisions[i]);
        first = FALSE;
      }
  g_string_append (out, "\n  ],\n  \"resignations\": [\n");
  first = TRUE;
  for (size_t i = 0; i < a->n_decisions; i++)
    if (a->decisions[i].kind == GAMAO_DECISION_RESIGN
        || a->decisions[i].kind == GAMAO_DECISION_RESIGN_ANSWER)
      {
        g_string_append (out, first ? "" : ",\n");
        json_decision (out, evaluator, a, record, &a->decisions[i]);
        first = FALSE;
      }
  g_string_append (out, "\n  ]\n}\n");
  fputs (out->str, stdout);
}

/* A row of the two players' figures with `decimals` places, signed
 * when `sign`, with `unit` after each. */
static void
print_player_row (const char *label, int decimals, gboolean sign, const char *unit, double v0,
                  double v1)
{
  g_autofree char *a = g_strdup_printf (sign ? "%+.*f%s" : "%.*f%s", decimals, v0, unit);
  g_autofree char *b = g_strdup_printf (sign ? "%+.*f%s" : "%.*f%s", decimals, v1, unit);

  printf ("  %-34s %14s %14s\n", label, a, b);
}

/* A row of rates or lucks in the app's unit ("12.3 millipoints",
 * gamao-figures), so that the labels need no unit of their own. */
static void
print_milli_row (const char *label, gboolean sign, double v0, double v1)
{
  char a[GAMAO_FIGURE_SIZE], b[GAMAO_FIGURE_SIZE];

  gamao_figure_milli (a, sizeof a, v0, sign);
  gamao_figure_milli (b, sizeof b, v1, sign);
  printf ("  %-34s %22s %22s\n", label, a, b);
}

/* Each game's luck per roll under the match's. */
static void
print_game_luck (const GamaoAnalysis *a)
{
  unsigned n = gamao_analysis_n_games (a);
  g_autofree GamaoGameLuck *games = g_new0 (GamaoGameLuck, MAX (n, 1));

  gamao_analysis_game_luck (a, games);
  for (unsigned g = 0; g < n; g++)
    {
      /* Translators: the game's number, not a count. */
      g_autofree char *label = g_strdup_printf (_("  game %u"), g + 1);
      print_milli_row (label, TRUE, gamao_game_luck_rate (&games[g], 0),
                       gamao_game_luck_rate (&games[g], 1));
    }
}

static void
print_summary (const GamaoAnalysis *a, const GamaoMatchRecord *record)
{
  const GamaoPlayerAnalysis *p = a->players;
  gboolean match = a->length > 0;

  printf ("  %-34s %14s %14s\n", "", record->names[0], record->names[1]);
  print_player_row (_("Unforced plays"), 0, FALSE, "", p[0].unforced, p[1].unforced);
  print_player_row (_("Plays marked doubtful (?!)"), 0, FALSE, "", p[0].doubtful, p[1].doubtful);
  print_player_row (_("Plays marked bad (?)"), 0, FALSE, "", p[0].bad, p[1].bad);
  print_player_row (_("Plays marked very bad (?\?)"), 0, FALSE, "", p[0].very_bad, p[1].very_bad);
  print_milli_row (_("Checker play error rate, per play"), FALSE, p[0].checker_error_rate,
                   p[1].checker_error_rate);
  print_player_row (_("Cube decisions counted"), 0, FALSE, "", p[0].cube_decisions,
                    p[1].cube_decisions);
  print_milli_row (_("Cube error rate, per decision"), FALSE, p[0].cube_error_rate,
                   p[1].cube_error_rate);
  print_player_row (_("Missed doubles"), 0, FALSE, "", p[0].missed_doubles, p[1].missed_doubles);
  print_player_row (_("Wrong doubles"), 0, FALSE, "", p[0].wrong_doubles, p[1].wrong_doubles);
  print_player_row (_("Wrong takes"), 0, FALSE, "", p[0].wrong_takes, p[1].wrong_takes);
  print_player_row (_("Wrong passes"), 0, FALSE, "", p[0].wrong_passes, p[1].wrong_passes);
  print_milli_row (_("Error rate, per decision"), FALSE, p[0].error_rate, p[1].error_rate);
  print_player_row (_("PR"), 1, FALSE, "", p[0].pr, p[1].pr);
  printf ("  %-34s %14s %14s\n", _("Rating"), gamao_rating_name (p[0].rating),
          gamao_rating_name (p[1].rating));
  print_milli_row (_("Luck per roll"), TRUE, p[0].luck_rate, p[1].luck_rate);
  print_game_luck (a);
  if (match)
    {
      char a0[GAMAO_FIGURE_SIZE], a1[GAMAO_FIGURE_SIZE];

      /* A match's result is its winning chance: one decimal, signed. */
      printf ("  %-34s %22s %22s\n", _("Luck-adjusted result, match winning chance"),
              gamao_figure_percent (a0, sizeof a0, p[0].luck_adjusted, TRUE),
              gamao_figure_percent (a1, sizeof a1, p[1].luck_adjusted, TRUE));
    }
  else
    print_player_row (_("Luck-adjusted result (points)"), 2, TRUE, "", p[0].luck_adjusted,
                      p[1].luck_adjusted);
}

static void
print_mistake (const GamaoAnalysis *a, const GamaoDecision *d, const GamaoMatchRecord *record,
               const GamaoEvaluator *evaluator)
{
  char played[GAMAO_NOTATION_MAX], best[GAMAO_NOTATION_MAX], why[1536];
  char loss[GAMAO_FIGURE_SIZE], depth[32], lost[GAMAO_FIGURE_SIZE + 40];

  /* What it lost in the app's one convention (gamao-figures), with the
   * match winning chance at a match and the depth. */
  gamao_figure_loss (loss, sizeof loss, -d->equity_loss, a->length ? -d->loss_mwc : NAN);
  gamao_figure_depth (depth, sizeof depth, a->plies);
  snprintf (lost, sizeof lost, "%s (%s)", loss, depth);
  if (d->kind == GAMAO_DECISION_CHECKER)
    {
      decision_texts (d, played, best, sizeof played);
      /* Translators: the game's number, the .mat row and the dice (each
       * not a count); then the player, the play and its mark, what it
       * lost ("equity −0.092 (2-ply)") and the better play. */
      printf (_("  Game %u, move %u, %s, %d%d: %s %s, %s; better %s\n"), d->game + 1, d->row,
              record->names[d->player], d->dice[0], d->dice[1], played,
              gamao_mark_symbol (d->mark), lost, best);
    }
  else
    /* Translators: the game's number and the .mat row (each not a count);
     * then the player, the cube action and its mark, what it lost
     * ("equity −0.092 (2-ply)") and the better action. */
    printf (_("  Game %u, move %u, %s: %s %s, %s; better %s\n"), d->game + 1, d->row,
            record->names[d->player], gamao_choice_name (d->played_choice),
            gamao_mark_symbol (d->mark), lost, gamao_choice_name (d->best_choice));
  gamao_report_why (evaluator, a, record, d, why, sizeof why);
  if (why[0])
    printf ("      %s\n", why);
}

static void
print_report (const GamaoAnalysis *a, const GamaoMatchRecord *record,
              const GamaoEvaluator *evaluator)
{
  /* Translators: the match length, then the depth of the analysis. */
  if (a->length)
    printf (ngettext ("Analysis of a match to %u point at %u-ply\n\n",
                      "Analysis of a match to %u points at %u-ply\n\n", a->length),
            a->length, a->plies);
  else
    /* Translators: the depth of the analysis, not a count. */
    printf (_("Analysis of a money session at %u-ply\n\n"), a->plies);
  print_summary (a, record);
  printf ("\n%s\n", _("Marked mistakes:"));
  for (size_t i = 0; i < a->n_decisions; i++)
    if (a->decisions[i].mark != GAMAO_MARK_NONE)
      print_mistake (a, &a->decisions[i], record, evaluator);
}

static GamaoMatchRecord *
read_file (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  GamaoMatfileError why;
  gsize length;
  GamaoMatchRecord *record;

  if (!g_file_get_contents (path, &text, &length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return NULL;
    }
  /* gnubg's .sgf, or else a .mat in any dialect. */
  record = gamao_sgf_detect (text, length) ? gamao_sgf_read (text, length, &why)
                                           : gamao_matfile_read (text, length, &why);
  if (!record)
    fprintf (stderr, "%s:%u: %s\n", path, why.line, why.message);
  return record;
}

GamaoMatchRecord *
gamao_cli_read_history_match (GamaoStore *store, gint64 id)
{
  g_autoptr (GError) error = NULL;
  GamaoMatchRecord *record = gamao_store_load (store, id, &error);

  if (!record)
    fprintf (stderr, "%s\n", error->message);
  return record;
}

typedef struct
{
  gboolean json;
  unsigned plies, threads, prune;
  GamaoStore *store;       /* where the match came from, or NULL for a file */
  gint64 id;
} Request;

/* A match from the history keeps its analysis there, with the depth and
 * the weights it was made with. */
static int
keep (const Request *request, const GamaoAnalysis *analysis, const GamaoEvaluator *evaluator)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *weights
    = g_strdup_printf ("%" G_GUINT64_FORMAT " games", (guint64) evaluator->weights.games_trained);

  if (gamao_store_save_analysis (request->store, request->id, analysis, weights, &error))
    return GAMAO_CLI_OK;
  fprintf (stderr, "%s\n", error->message);
  return GAMAO_CLI_FAILED;
}

GamaoAnalysis *
gamao_cli_run_analysis (const GamaoMatchRecord *record, unsigned plies, unsigned threads,
                        unsigned prune, GamaoEvaluator *evaluator, int *status)
{
  GamaoAnalysisOptions options;
  GamaoAnalysisError error;
  Progress progress = { isatty (2), 11 };

  *status = GAMAO_CLI_BAD_INPUT;
  if (gamao_analysis_count (record) == 0)
    {
      fprintf (stderr, "%s\n", _("The match has no plays to analyse."));
      return NULL;
    }
  *status = GAMAO_CLI_FAILED;
  if (!gamao_cli_load_evaluator (evaluator))
    return NULL;
  gamao_analysis_options_init (&options);
  options.plies = plies;
  options.n_threads = threads;
  options.prune = prune;
  options.progress = show_progress;
  options.progress_data = &progress;
  GamaoAnalysis *analysis = gamao_analysis_run (evaluator, record, &options, &error);
  if (!analysis)
    {
      fprintf (stderr, "%s\n", _("Out of memory"));
      gamao_evaluator_clear (evaluator);
      return NULL;
    }
  *status = GAMAO_CLI_OK;
  return analysis;
}

static int
analyse (GamaoMatchRecord *record, const Request *request)
{
  int status = GAMAO_CLI_OK;
  GamaoEvaluator evaluator;

  GamaoAnalysis *analysis = gamao_cli_run_analysis (record, request->plies, request->threads,
                                                    request->prune, &evaluator, &status);
  if (!analysis)
    return status;
  if (request->json)
    print_json (analysis, record, &evaluator);
  else
    print_report (analysis, record, &evaluator);
  if (request->store)
    status = keep (request, analysis, &evaluator);
  gamao_analysis_free (analysis);
  gamao_evaluator_clear (&evaluator);
  return status;
}

int
gamao_cli_analyse (int argc, char **argv)
{
  gboolean json = FALSE;
  int plies = 2, threads = 0, prune = GAMAO_ANALYSIS_PRUNE_DEFAULT;
  gint64 history = 0;
  g_autofree char *db = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "plies", 'p', 0, G_OPTION_ARG_INT, &plies, N_("Depth of the analysis (default: 2)"), N_("N") },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Worker threads (default: one per core)"), N_("N") },
    { "prune", 0, 0, G_OPTION_ARG_INT, &prune, N_("Replies the net judges per roll in the search, 0 for all (default: 4)"), N_("N") },
    { "history", 0, 0, G_OPTION_ARG_INT64, &history, N_("Analyse the match with this id in the history"), N_("ID") },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The history database"), N_("PATH") },
    { NULL }
  };
  int status = GAMAO_CLI_OK;
  g_autoptr (GamaoStore) store = NULL;
  GamaoMatchRecord *record;

  if (!gamao_cli_parse_options (&argc, &argv, "FILE.mat | FILE.sgf | --history ID",
                                _("Judges every checker play and cube decision of a match: "
                                  "equity lost, marks, luck, error rates, PR and rating. A "
                                  "match from the history keeps its analysis there; a file "
                                  "is only read."),
                                entries, &status))
    return status;
  if ((history == 0) != (argc == 2) || argc > 2 || plies < 0 || plies > 4 || threads < 0 || prune < 0)
    {
      fprintf (stderr, "%s\n",
               _("Usage: gamao-cli analyse [--json] [--plies N] FILE.mat | --history ID"));
      return GAMAO_CLI_BAD_INPUT;
    }
  if (history && !(store = gamao_cli_open_store (db)))
    return GAMAO_CLI_FAILED;
  record = history ? gamao_cli_read_history_match (store, history) : read_file (argv[1]);
  if (!record)
    return GAMAO_CLI_BAD_INPUT;
  Request request = { json, (unsigned) plies, (unsigned) threads, (unsigned) prune, store,
                      history };
  status = analyse (record, &request);
  gamao_match_record_unref (record);
  return status;
}
