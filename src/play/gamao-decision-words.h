/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-decision-words.h: why the better play of a kept checker
 * decision is better, in words (gamao_why_explain), from what the
 * history keeps of it: its position, roll and ranked plays. */
#pragma once

#include "gamao-eval.h"
#include "gamao-store-analysis.h"

#include <glib.h>

G_BEGIN_DECLS

/* The sentence for decision `d` with its ranked plays `plays` (of
 * GamaoStoredPlay, best first, the play made flagged); NULL when it is
 * no checker play, the play made was the best, or what is kept does not
 * make the plays again. `evaluator` may be NULL (no gammon chances). */
char *gamao_decision_why (const GamaoEvaluator *evaluator, const GamaoStoredDecision *d,
                          const GArray *plays);

G_END_DECLS
