/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report.c: the blocks of a match report (gamao-report.h), built
 * from a match and its analysis; the HTML is written in
 * gamao-report-html.c. */
#define G_LOG_DOMAIN "gamao-report"

#include "config.h"

#include "gamao-report.h"

#include "gamao-diagram-caption.h"
#include "gamao-figures.h"
#include "gamao-notation.h"
#include "gamao-why-cube.h"
#include "gamao-why.h"

#include <glib/gi18n.h>
#include <math.h>

static void
block_free (gpointer data)
{
  GamaoReportBlock *block = data;

  g_free (block->text);
  if (block->cells)
    g_ptr_array_unref (block->cells);
  gamao_board_frame_clear (&block->frame);
  g_free (block);
}

static GamaoReportBlock *
add (GamaoReport *report, GamaoReportBlockKind kind, char *text)
{
  GamaoReportBlock *block = g_new0 (GamaoReportBlock, 1);

  block->kind = kind;
  block->text = text;
  g_ptr_array_add (report->blocks, block);
  return block;
}

static GamaoReportBlock *
add_table (GamaoReport *report, unsigned columns)
{
  GamaoReportBlock *block = add (report, GAMAO_REPORT_TABLE, NULL);

  block->cells = g_ptr_array_new_with_free_func (g_free);
  block->columns = columns;
  return block;
}

/* A row of `table`: its cells, taken. */
static void
row (GamaoReportBlock *table, ...)
{
  va_list args;

  va_start (args, table);
  for (unsigned i = 0; i < table->columns; i++)
    g_ptr_array_add (table->cells, va_arg (args, char *));
  va_end (args);
}

GamaoReport *
gamao_report_new_table (const char *title, unsigned columns, const char *const *cells,
                        unsigned n_cells, const char *note)
{
  GamaoReport *report = g_new0 (GamaoReport, 1);
  GamaoReportBlock *t;

  report->title = g_strdup (title);
  report->blocks = g_ptr_array_new_with_free_func (block_free);
  add (report, GAMAO_REPORT_TITLE, g_strdup (title));
  t = add_table (report, columns);
  for (unsigned i = 0; i < n_cells; i++)
    g_ptr_array_add (t->cells, g_strdup (cells[i]));
  if (note && *note)
    add (report, GAMAO_REPORT_TEXT, g_strdup (note));
  return report;
}

void
gamao_report_free (GamaoReport *report)
{
  if (!report)
    return;
  g_free (report->title);
  g_ptr_array_unref (report->blocks);
  g_free (report);
}

void
gamao_report_why (const GamaoEvaluator *evaluator, const GamaoAnalysis *a,
                  const GamaoMatchRecord *record, const GamaoDecision *d, char *out, size_t size)
{
  const char *who = record->names[d->player];
  bool beavers = record->length == 0 && (record->rules & GAMAO_RULE_BEAVERS);
  GamaoCubeFacts facts;
  GamaoMatchState state = d->state;

  out[0] = '\0';
  if (d->mark == GAMAO_MARK_NONE)
    return;
  if (d->kind == GAMAO_DECISION_CHECKER && d->n_better)
    gamao_why_explain (evaluator, &d->before, &d->better[0].play, &d->played, who, out, size);
  else if (d->kind == GAMAO_DECISION_DOUBLE || d->kind == GAMAO_DECISION_TAKE)
    {
      /* The doubler's position before rolling, whoever answered. */
      state.on_roll = state.turn = d->kind == GAMAO_DECISION_TAKE ? 1 - d->player : d->player;
      state.double_offered = false;
      if (gamao_cube_facts (evaluator, &d->before, &state, beavers, a->plies, &facts))
        gamao_why_cube (&facts, d->kind, d->played_choice, who, out, size);
    }
}

/* ---- the head: who, where, when ---- */

static void
add_head (GamaoReport *report, const GamaoMatchRecord *record, const GamaoAnalysis *a)
{
  unsigned score[2];
  int winner;
  char depth[32];
  g_autoptr (GString) line = g_string_new (NULL);

  /* Translators: the report's title, the two players' names. */
  report->title = g_strdup_printf (_("%s against %s"), record->names[0], record->names[1]);
  add (report, GAMAO_REPORT_TITLE, g_strdup (report->title));
  gamao_match_record_final_score (record, score, &winner);
  if (record->length)
    g_string_append_printf (line,
                            /* Translators: the match length, then the final score. */
                            ngettext ("A match to %u point, final score %u–%u",
                                      "A match to %u points, final score %u–%u", record->length),
                            record->length, score[0], score[1]);
  else
    /* Translators: each player's points at the end of a money session
     * (a score, not a count). */
    g_string_append_printf (line, _("A money session, points %u–%u"), score[0], score[1]);
  if (record->info[GAMAO_INFO_DATE])
    g_string_append_printf (line, " · %s", record->info[GAMAO_INFO_DATE]);
  if (record->info[GAMAO_INFO_EVENT])
    g_string_append_printf (line, " · %s", record->info[GAMAO_INFO_EVENT]);
  if (record->info[GAMAO_INFO_PLACE])
    g_string_append_printf (line, " · %s", record->info[GAMAO_INFO_PLACE]);
  gamao_figure_depth (depth, sizeof depth, a->plies);
  g_string_append (line, " · ");
  /* Translators: how deep the analysis looked, "2-ply". */
  g_string_append_printf (line, _("analysed at %s"), depth);
  add (report, GAMAO_REPORT_TEXT, g_string_free (g_steal_pointer (&line), FALSE));
}

/* A note of the person's (issue 29), as a paragraph of its own. */
static void
add_note (GamaoReport *report, const char *note)
{
  if (note && *note)
    /* Translators: a note the person wrote on the match or a decision. */
    add (report, GAMAO_REPORT_TEXT, g_strdup_printf (_("Note: %s"), note));
}

/* ---- the players' figures ---- */

/* The labels name the unit (mEMG): the cells are bare numbers. */
static char *
decimal (double value, int decimals)
{
  return g_strdup_printf ("%.*f", decimals, value);
}

static char *
signed_figure (double value, int decimals)
{
  char out[GAMAO_FIGURE_SIZE];

  return g_strdup (gamao_figure_signed (out, sizeof out, value, decimals));
}

static char *
count (unsigned n)
{
  return g_strdup_printf ("%u", n);
}

static void
add_players (GamaoReport *report, const GamaoMatchRecord *record, const GamaoAnalysis *a)
{
  const GamaoPlayerAnalysis *p = a->players;
  GamaoReportBlock *t;
  char out[2][GAMAO_FIGURE_SIZE];

  add (report, GAMAO_REPORT_HEADING, g_strdup (_("Players")));
  t = add_table (report, 3);
  row (t, g_strdup (""), g_strdup (record->names[0]), g_strdup (record->names[1]));
  row (t, g_strdup (_("Error rate (mEMG)")), decimal (p[0].error_rate, 1),
       decimal (p[1].error_rate, 1));
  row (t, g_strdup (_("PR")), decimal (p[0].pr, 1), decimal (p[1].pr, 1));
  /* No rating without a decision counted. */
  row (t, g_strdup (_("Rating")), g_strdup (gamao_rating_name (p[0].rating)),
       g_strdup (gamao_rating_name (p[1].rating)));
  row (t, g_strdup (_("Checker play error rate (mEMG)")), decimal (p[0].checker_error_rate, 1),
       decimal (p[1].checker_error_rate, 1));
  row (t, g_strdup (_("Cube error rate (mEMG)")), decimal (p[0].cube_error_rate, 1),
       decimal (p[1].cube_error_rate, 1));
  row (t, g_strdup (_("Plays marked doubtful (?!)")), count (p[0].doubtful),
       count (p[1].doubtful));
  row (t, g_strdup (_("Plays marked bad (?)")), count (p[0].bad), count (p[1].bad));
  row (t, g_strdup (_("Plays marked very bad (?\?)")), count (p[0].very_bad),
       count (p[1].very_bad));
  row (t, g_strdup (_("Luck rate (mEMG per roll)")), signed_figure (p[0].luck_rate, 1),
       signed_figure (p[1].luck_rate, 1));
  for (int k = 0; k < 2; k++)
    if (a->length)
      gamao_figure_percent (out[k], sizeof out[k], p[k].luck_adjusted, true);
    else
      gamao_figure_signed (out[k], sizeof out[k], p[k].luck_adjusted, 2);
  row (t, g_strdup (a->length ? _("Luck-adjusted result") : _("Luck-adjusted result (points)")),
       g_strdup (out[0]), g_strdup (out[1]));
}

/* ---- the score sheet ---- */

static void
add_score_sheet (GamaoReport *report, const GamaoMatchRecord *record)
{
  GamaoReportBlock *t;

  add (report, GAMAO_REPORT_HEADING, g_strdup (_("Score Sheet")));
  t = add_table (report, 4);
  row (t, g_strdup (_("Game")), g_strdup (_("Score before")), g_strdup (_("Winner")),
       g_strdup (_("Points")));
  for (size_t g = 0; g < record->n_games; g++)
    {
      const GamaoGameRecord *game = record->games[g];
      const GamaoAction *end = gamao_game_record_end (game);
      char *number = g_strdup_printf ("%zu%s", g + 1, game->crawford ? " C" : "");

      row (t, number, g_strdup_printf ("%u–%u", game->score[0], game->score[1]),
           g_strdup (end ? record->names[end->player] : "–"),
           end ? count (end->value) : g_strdup ("–"));
    }
}

/* ---- the marked decisions ---- */

/* The diagram's caption: its IDs, the score with the players' names,
 * who is on roll and the dice. The ranked plays are the table under it. */
static char *
caption_of (const GamaoMatchRecord *record, const GamaoDecision *d, const GamaoBoardFrame *f)
{
  GamaoMatchState state = d->state;
  GamaoSetupPosition setup;

  state.on_roll = f->on_roll;
  state.dice[0] = d->kind == GAMAO_DECISION_CHECKER ? d->dice[0] : 0;
  state.dice[1] = d->kind == GAMAO_DECISION_CHECKER ? d->dice[1] : 0;
  gamao_setup_position_from (&setup, &f->board, &state);
  return gamao_diagram_caption (&setup, (const char *const *) record->names, NULL, 0);
}

static void
add_diagram (GamaoReport *report, const GamaoMatchRecord *record, const GamaoDecision *d)
{
  GamaoReportBlock *b = add (report, GAMAO_REPORT_DIAGRAM, NULL);
  GamaoBoardFrame *f = &b->frame;

  gamao_board_frame_init (f);
  f->board = d->before;
  f->on_roll = f->numbers_for = d->kind == GAMAO_DECISION_TAKE ? 1 - d->player : d->player;
  if (d->kind == GAMAO_DECISION_CHECKER)
    {
      gamao_board_frame_set_roll (f, d->dice);
      b->has_play = d->played.n_steps > 0;
      b->play = d->played;
    }
  gamao_board_frame_set_cube (f, d->state.cube_value, d->state.cube_owner, d->state.crawford);
  b->text = caption_of (record, d, f);
}

static char *
equity (float emg)
{
  char out[GAMAO_FIGURE_SIZE];

  return g_strdup (gamao_figure_signed (out, sizeof out, emg, 3));
}

static void
add_checker_plays (GamaoReport *report, const GamaoDecision *d)
{
  GamaoReportBlock *t = add_table (report, 4);
  char text[GAMAO_NOTATION_MAX], change[GAMAO_FIGURE_SIZE];

  row (t, g_strdup ("#"), g_strdup (_("Play")), g_strdup (_("Equity")),
       g_strdup (_("Difference")));
  for (unsigned i = 0; i < d->n_better; i++)
    {
      const GamaoAnalysedPlay *p = &d->better[i];
      bool made = (int) i == d->played_rank;

      gamao_notation_write (&p->play, text, sizeof text);
      gamao_figure_equity_change (change, sizeof change, p->equity - d->better[0].equity, NAN);
      /* The play made is marked with an arrow in its row. */
      row (t, g_strdup_printf ("%u%s", i + 1, made ? " ▸" : ""), g_strdup (text),
           equity (p->equity), g_strdup (i ? change : ""));
    }
}

static void
add_cube_choices (GamaoReport *report, const GamaoDecision *d)
{
  GamaoReportBlock *t = add_table (report, 2);

  row (t, g_strdup (_("Cube action")), g_strdup (_("Equity")));
  row (t, g_strdup (gamao_choice_name (GAMAO_CHOICE_NO_DOUBLE)), equity (d->no_double));
  /* Translators: a cube choice and the answer, "Double, take". */
  row (t, g_strdup_printf (_("%s, %s"), gamao_choice_name (GAMAO_CHOICE_DOUBLE),
                           gamao_choice_name (GAMAO_CHOICE_TAKE)),
       equity (d->double_take));
  row (t, g_strdup_printf (_("%s, %s"), gamao_choice_name (GAMAO_CHOICE_DOUBLE),
                           gamao_choice_name (GAMAO_CHOICE_PASS)),
       equity (d->double_pass));
}

static void
add_decision (GamaoReport *report, const GamaoMatchRecord *record, const GamaoAnalysis *a,
              const GamaoEvaluator *evaluator, const GamaoDecision *d,
              const GamaoSgfNotes *notes)
{
  char played[GAMAO_NOTATION_MAX], loss[GAMAO_FIGURE_SIZE], why[1536];
  char *heading;
  const char *who = record->names[d->player];

  gamao_figure_loss (loss, sizeof loss, -d->equity_loss, a->length ? -d->loss_mwc : NAN);
  if (d->kind == GAMAO_DECISION_CHECKER)
    {
      gamao_notation_write (&d->played, played, sizeof played);
      heading = g_strdup_printf (
          /* Translators: the game's number and the .mat row (each not a count), the player
           * and the dice. */
          _("Game %u, move %u: %s, %d-%d"), d->game + 1, d->row, who, d->dice[0], d->dice[1]);
    }
  else
    {
      g_strlcpy (played, gamao_choice_name (d->played_choice), sizeof played);
      heading = g_strdup_printf (
          /* Translators: the game's number and the .mat row (each not a count), the player. */
          _("Game %u, move %u: %s, cube"), d->game + 1, d->row, who);
    }
  add (report, GAMAO_REPORT_SUBHEADING, heading);
  add_diagram (report, record, d);
  /* Translators: the play or cube action made, its mark and what it lost. */
  add (report, GAMAO_REPORT_TEXT,
       g_strdup_printf (_("Played: %s %s — %s"), played, gamao_mark_symbol (d->mark), loss));
  if (d->kind == GAMAO_DECISION_CHECKER)
    add_checker_plays (report, d);
  else
    {
      /* Translators: the best cube action. */
      add (report, GAMAO_REPORT_TEXT,
           g_strdup_printf (_("Better: %s"), gamao_choice_name (d->best_choice)));
      add_cube_choices (report, d);
    }
  gamao_report_why (evaluator, a, record, d, why, sizeof why);
  if (why[0])
    add (report, GAMAO_REPORT_TEXT, g_strdup (why));
  if (notes)
    add_note (report, gamao_sgf_notes_find (notes, d->game, d->action));
  report->n_marked++;
}

GamaoReport *
gamao_report_new (const GamaoMatchRecord *record, const GamaoAnalysis *analysis,
                  const GamaoEvaluator *evaluator)
{
  return gamao_report_new_with_notes (record, analysis, evaluator, NULL);
}

GamaoReport *
gamao_report_new_with_notes (const GamaoMatchRecord *record, const GamaoAnalysis *analysis,
                             const GamaoEvaluator *evaluator, const GamaoSgfNotes *notes)
{
  GamaoReport *report = g_new0 (GamaoReport, 1);
  unsigned marked = 0;

  report->blocks = g_ptr_array_new_with_free_func (block_free);
  add_head (report, record, analysis);
  if (notes)
    add_note (report, notes->match);
  add_players (report, record, analysis);
  add_score_sheet (report, record);
  for (size_t i = 0; i < analysis->n_decisions; i++)
    marked += analysis->decisions[i].mark != GAMAO_MARK_NONE;
  add (report, GAMAO_REPORT_HEADING, g_strdup (_("Marked Decisions")));
  if (!marked)
    add (report, GAMAO_REPORT_TEXT, g_strdup (_("No decision is marked.")));
  for (size_t i = 0; i < analysis->n_decisions; i++)
    if (analysis->decisions[i].mark != GAMAO_MARK_NONE)
      add_decision (report, record, analysis, evaluator, &analysis->decisions[i], notes);
  return report;
}
