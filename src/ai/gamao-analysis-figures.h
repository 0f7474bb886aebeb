/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-analysis-figures.h: each figure of a player's analysis described
 * once: its key (gamao-cli's JSON key and the history's column), its C
 * type and place in GamaoPlayerAnalysis, the JSON's decimals and
 * where the history keeps it. The store builds its statements from this
 * table and reads the rows back into GamaoPlayerAnalysis itself; the
 * CLI writes its JSON from it; the statistics chart reads a figure by
 * its key. Adding a figure: src/README.md, "The route of an analysis
 * figure". */
#pragma once

#include <stddef.h>

#include "gamao-analysis.h"

typedef enum
{
  GAMAO_FIGURE_FLOAT,   /* float */
  GAMAO_FIGURE_DOUBLE,  /* double */
  GAMAO_FIGURE_COUNT,   /* unsigned */
  GAMAO_FIGURE_WORDS,   /* const char *, untranslated words */
} GamaoFigureType;

typedef enum
{
  /* A column of the history's analysis_players, named by the key. */
  GAMAO_FIGURE_KEPT = 1 << 0,
  /* Counted again from the decisions the history keeps (the store's
   * breakdown, gamao_cube_error_of()), not a column. */
  GAMAO_FIGURE_TALLIED = 1 << 1,
} GamaoFigureFlags;

typedef struct
{
  const char *key;
  GamaoFigureType type;
  size_t offset;              /* in GamaoPlayerAnalysis */
  int decimals;               /* the JSON's decimals of a float or double */
  unsigned flags;             /* GamaoFigureFlags */
} GamaoFigure;

/* Every figure, in the order gamao-cli's JSON writes them. */
extern const GamaoFigure gamao_figures[];
extern const size_t gamao_n_figures;

/* The figure named `key`, or NULL. */
const GamaoFigure *gamao_figure_find (const char *key);
/* A number's value in `p` (0 for words). */
double gamao_figure_get (const GamaoPlayerAnalysis *p, const GamaoFigure *figure);
/* Sets a number's value in `p` (nothing for words). */
void gamao_figure_set (GamaoPlayerAnalysis *p, const GamaoFigure *figure, double value);
/* The words in `p` (NULL for a number). */
const char *gamao_figure_get_words (const GamaoPlayerAnalysis *p, const GamaoFigure *figure);
/* Sets the words in `p`; `words` must outlive it (a static or interned string). */
void gamao_figure_set_words (GamaoPlayerAnalysis *p, const GamaoFigure *figure,
                             const char *words);
