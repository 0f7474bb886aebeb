/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-why-cube.h: why a cube decision was wrong, in words, from things
 * the engine counts: the position's chances of winning and of gammons,
 * the equities of not doubling, doubling and dropping (the take point
 * is where taking and dropping are worth the same), and the market
 * losers: the sequences of two rolls after which the next double would
 * already be a drop. */
#pragma once

#include "gamao-analysis.h"

#include <stdbool.h>
#include <stddef.h>

/* The sequences of two rolls: the doubler's, then the taker's. */
#define GAMAO_WHY_SEQUENCES 1296u

typedef struct
{
  /* The doubler's cubeless chances, 0..1, at the depth judged. */
  float win, win_gammon, lose, lose_gammon;
  /* As the analysis judges the decision: EMG for the doubler. */
  float no_double, double_take, double_pass;
  GamaoProperCube proper;
  bool beavers;            /* the taker may beaver */
  /* Of GAMAO_WHY_SEQUENCES, those after which the game goes on and the
   * doubler's next double would be a drop (0-ply, each side playing the
   * search's best play). */
  unsigned market_losers;
} GamaoCubeFacts;

/* The facts of the cube decision of the player on roll of `board` (from
 * their side, before rolling): `state` is the match before the decision
 * (its on_roll is that player), `beavers` the session's rule, `plies`
 * the analysis depth. FALSE when out of memory. */
bool gamao_cube_facts (const GamaoEvaluator *evaluator, const GamaoBoard *board,
                       const GamaoMatchState *state, bool beavers, unsigned plies,
                       GamaoCubeFacts *facts);

/* Sentences saying why `played` (no double or double for a
 * GAMAO_DECISION_DOUBLE; take, drop or beaver for a GAMAO_DECISION_TAKE)
 * was wrong, translated. `who` is the player who decided, by name, or
 * NULL to speak to them ("you"). An empty string when `played` was the
 * best choice. Returns the length written. */
size_t gamao_why_cube (const GamaoCubeFacts *facts, GamaoDecisionKind kind, GamaoChoice played,
                       const char *who, char *out, size_t size);
