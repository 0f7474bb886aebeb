/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-eval.h: the static (0-ply) evaluation of a position. */
#pragma once

#include "gamao-bearoff-two.h"
#include "gamao-bearoff.h"
#include "gamao-inputs.h"
#include "gamao-weights.h"

typedef struct
{
  GamaoWeights weights;
  GamaoBearoff *bearoff; /* NULL: races use the race net to the end */
  GamaoBearoffTwo *bearoff_two; /* NULL: the one-sided database decides */
} GamaoEvaluator;

/* Loads the weights and the bearoff databases from `dir` (NULL: the
 * default data directory). A missing bearoff database is not an error:
 * the race net covers those positions too (and the one-sided database
 * the two-sided one's). */
GamaoWeightsError gamao_evaluator_load (GamaoEvaluator *evaluator, const char *dir);
void gamao_evaluator_clear (GamaoEvaluator *evaluator);

/* The net that judges a contact position: the crashed net when the
 * weights have one and the position is crashed, else the contact net. */
const GamaoNet *gamao_evaluator_contact_net (const GamaoEvaluator *evaluator,
                                             const GamaoBoard *board);

/* Outputs for the side on roll of `board`, before it rolls. Allocates
 * nothing. */
void gamao_evaluate (const GamaoEvaluator *evaluator, const GamaoBoard *board,
                     float outputs[GAMAO_N_OUTPUTS]);

/* Outputs for the side that has just played to reach `after` (not yet
 * swapped); returns their cubeless equity. */
float gamao_evaluate_after_play (const GamaoEvaluator *evaluator, const GamaoBoard *after,
                                 float outputs[GAMAO_N_OUTPUTS]);

/* Evaluations of the plays of one position, which share most of the
 * first layer's work: the sums for the position before the plays are
 * computed once per net, and each play's from them and the inputs it
 * changes (gamao_net_evaluate_from_base()). Within float rounding of
 * gamao_evaluate_after_play(). Large (about 10 KB): keep one per thread. */
typedef struct
{
  const GamaoEvaluator *evaluator;
  GamaoBoard parent;       /* the position before the plays, sides swapped */
  GamaoNetBase bases[3];   /* for the contact, crashed and race nets; net
                            * NULL until a play needs it */
} GamaoSiblings;

/* Starts on the plays of `before` (the mover on roll). Starting again on
 * the same position with the same evaluator keeps the sums already
 * computed, so the evaluator's nets must not change in between (the
 * trainers evaluate through gamao_evaluate_after_play()). */
void gamao_siblings_begin (GamaoSiblings *siblings, const GamaoEvaluator *evaluator,
                           const GamaoBoard *before);
/* gamao_evaluate_after_play() for a play of the position begun on. */
float gamao_siblings_evaluate_after_play (GamaoSiblings *siblings, const GamaoBoard *after,
                                          float outputs[GAMAO_N_OUTPUTS]);

/* The outputs of a finished game for the side on roll of `board`. */
void gamao_outputs_of_finished (const GamaoBoard *board, float outputs[GAMAO_N_OUTPUTS]);
