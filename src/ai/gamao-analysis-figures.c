/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table of a player's analysis figures (gamao-analysis-figures.h). */
#include "config.h"

#include "gamao-analysis-figures.h"

#include <string.h>

#define FIGURE(name, type, decimals, flags) \
  { #name, GAMAO_FIGURE_##type, offsetof (GamaoPlayerAnalysis, name), decimals, flags }

const GamaoFigure gamao_figures[] = {
  FIGURE (error_rate, FLOAT, 2, GAMAO_FIGURE_KEPT),
  FIGURE (pr, FLOAT, 2, GAMAO_FIGURE_KEPT),
  FIGURE (checker_error_rate, FLOAT, 2, GAMAO_FIGURE_KEPT),
  FIGURE (cube_error_rate, FLOAT, 2, GAMAO_FIGURE_KEPT),
  FIGURE (luck_rate, FLOAT, 2, GAMAO_FIGURE_KEPT),
  FIGURE (luck_adjusted, FLOAT, 4, GAMAO_FIGURE_KEPT),
  FIGURE (rating, WORDS, 0, GAMAO_FIGURE_KEPT),
  FIGURE (unforced, COUNT, 0, GAMAO_FIGURE_KEPT),
  FIGURE (cube_decisions, COUNT, 0, GAMAO_FIGURE_KEPT),
  FIGURE (doubtful, COUNT, 0, GAMAO_FIGURE_KEPT),
  FIGURE (bad, COUNT, 0, GAMAO_FIGURE_KEPT),
  FIGURE (very_bad, COUNT, 0, GAMAO_FIGURE_KEPT),
  FIGURE (rolls, COUNT, 0, 0),
  FIGURE (luck, DOUBLE, 4, 0),
  FIGURE (missed_doubles, COUNT, 0, GAMAO_FIGURE_TALLIED),
  FIGURE (wrong_doubles, COUNT, 0, GAMAO_FIGURE_TALLIED),
  FIGURE (wrong_takes, COUNT, 0, GAMAO_FIGURE_TALLIED),
  FIGURE (wrong_passes, COUNT, 0, GAMAO_FIGURE_TALLIED),
};

const size_t gamao_n_figures = sizeof gamao_figures / sizeof gamao_figures[0];

const GamaoFigure *
gamao_figure_find (const char *key)
{
  for (size_t i = 0; i < gamao_n_figures; i++)
    if (strcmp (gamao_figures[i].key, key) == 0)
      return &gamao_figures[i];
  return NULL;
}

double
gamao_figure_get (const GamaoPlayerAnalysis *p, const GamaoFigure *figure)
{
  const char *at = (const char *) p + figure->offset;

  switch (figure->type)
    {
    case GAMAO_FIGURE_FLOAT:
      return *(const float *) at;
    case GAMAO_FIGURE_DOUBLE:
      return *(const double *) at;
    case GAMAO_FIGURE_COUNT:
      return *(const unsigned *) at;
    case GAMAO_FIGURE_WORDS:
    default:
      return 0;
    }
}

void
gamao_figure_set (GamaoPlayerAnalysis *p, const GamaoFigure *figure, double value)
{
  char *at = (char *) p + figure->offset;

  switch (figure->type)
    {
    case GAMAO_FIGURE_FLOAT:
      *(float *) at = (float) value;
      break;
    case GAMAO_FIGURE_DOUBLE:
      *(double *) at = value;
      break;
    case GAMAO_FIGURE_COUNT:
      *(unsigned *) at = value > 0 ? (unsigned) value : 0;
      break;
    case GAMAO_FIGURE_WORDS:
    default:
      break;
    }
}

const char *
gamao_figure_get_words (const GamaoPlayerAnalysis *p, const GamaoFigure *figure)
{
  if (figure->type != GAMAO_FIGURE_WORDS)
    return NULL;
  return *(const char *const *) ((const char *) p + figure->offset);
}

void
gamao_figure_set_words (GamaoPlayerAnalysis *p, const GamaoFigure *figure, const char *words)
{
  if (figure->type == GAMAO_FIGURE_WORDS)
    *(const char **) ((char *) p + figure->offset) = words;
}
