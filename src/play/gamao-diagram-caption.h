/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-diagram-caption.h: the words under a diagram (issue 28): the
 * Position and Match IDs, the score, who is on roll with which dice,
 * and the ranked plays when they are known. The same for gamao-cli
 * diagram --caption, Copy Image in the editor and the report's
 * diagrams. */
#pragma once

#include "gamao-eval.h"
#include "gamao-figures.h"
#include "gamao-notation.h"
#include "gamao-setup-position.h"

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char play[GAMAO_NOTATION_MAX];     /* "24/18 13/11" */
  char equity[GAMAO_FIGURE_SIZE];    /* as gamao_figure_equity() writes it */
} GamaoCaptionPlay;

/* The caption of `setup` (a valid one), in lines: the IDs; the score
 * (`names` the players', NULL: the colours'), Crawford, who is on roll
 * and the dice; then `plays`, numbered, best first. */
char *gamao_diagram_caption (const GamaoSetupPosition *setup, const char *const names[2],
                             const GamaoCaptionPlay *plays, unsigned n_plays);

/* The first `max` plays of the dice of `setup` as the hint ranks them,
 * `plies` deep, into `plays`; how many (0 when not rolled). */
unsigned gamao_diagram_caption_rank (const GamaoEvaluator *evaluator,
                                     const GamaoSetupPosition *setup, unsigned plies,
                                     GamaoCaptionPlay *plays, unsigned max);

G_END_DECLS
