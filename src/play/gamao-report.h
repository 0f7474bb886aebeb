/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-report.h: an analysed match as a report to read away from the
 * app: the players, the score, the date and event, each player's error
 * rate, PR, luck and rating words, the score sheet game by game, and
 * every marked decision with its position, the play made, the better
 * plays with their equities and the words why. The report is a list of
 * blocks (headings, paragraphs, tables, diagrams) written once here;
 * gamao_report_html() turns them into one self-contained HTML page and
 * the PDF writer (src/ui/report) draws the same blocks with cairo, so
 * the two say the same thing. Figures follow gamao-figures.h. */
#pragma once

#include <stdbool.h>

#include "gamao-analysis.h"
#include "gamao-board-frame.h"
#include "gamao-eval.h"
#include "gamao-match-record.h"
#include "gamao-sgf.h"

G_BEGIN_DECLS

typedef enum
{
  GAMAO_REPORT_TITLE,
  GAMAO_REPORT_HEADING,
  GAMAO_REPORT_SUBHEADING,
  GAMAO_REPORT_TEXT,
  GAMAO_REPORT_TABLE,     /* the first row is the header */
  GAMAO_REPORT_DIAGRAM,
} GamaoReportBlockKind;

typedef struct
{
  GamaoReportBlockKind kind;
  char *text;             /* the words; a diagram's caption */
  GPtrArray *cells;       /* TABLE: its cells, row after row (char *) */
  unsigned columns;
  GamaoBoardFrame frame;  /* DIAGRAM: the position, numbered for the side on roll */
  bool has_play;          /* DIAGRAM: the play made, drawn as arrows */
  GamaoPlay play;
} GamaoReportBlock;

typedef struct
{
  char *title;
  GPtrArray *blocks;      /* GamaoReportBlock *, in reading order */
  unsigned n_marked;      /* the marked decisions it shows */
} GamaoReport;

/* The report of `analysis` of `record`, in the current locale's
 * language. `evaluator` words the reasons why. */
GamaoReport *gamao_report_new (const GamaoMatchRecord *record, const GamaoAnalysis *analysis,
                               const GamaoEvaluator *evaluator);
/* The same with the person's notes (issue 29; NULL: none): the match's
 * under the title, each marked decision's after its words. */
GamaoReport *gamao_report_new_with_notes (const GamaoMatchRecord *record,
                                          const GamaoAnalysis *analysis,
                                          const GamaoEvaluator *evaluator,
                                          const GamaoSgfNotes *notes);
void gamao_report_free (GamaoReport *report);
/* A report of one table under a title (a score sheet to print): `cells`
 * row after row, the first row its header, `columns` to a row; `note`
 * (or NULL) a line under it. */
GamaoReport *gamao_report_new_table (const char *title, unsigned columns,
                                     const char *const *cells, unsigned n_cells,
                                     const char *note);

/* Why the better choice of a marked decision is better, naming the
 * player who decided; "" for an unmarked one. */
void gamao_report_why (const GamaoEvaluator *evaluator, const GamaoAnalysis *analysis,
                       const GamaoMatchRecord *record, const GamaoDecision *decision, char *out,
                       size_t size);

/* A diagram's picture as a data: URI (the HTML loads nothing else), or
 * NULL to leave it out. */
typedef char *(*GamaoReportPicture) (const GamaoReportBlock *diagram, void *data);

/* One HTML page: styles inline, pictures as data: URIs, readable on a
 * phone's width. */
char *gamao_report_html (const GamaoReport *report, GamaoReportPicture picture, void *data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoReport, gamao_report_free)

G_END_DECLS
