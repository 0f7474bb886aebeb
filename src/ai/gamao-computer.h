/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-computer.h: the computer player as a whole, for the model and UI:
 * every decision it makes in a match (plays, cube, resignations) at one
 * level. Below Expert the level's noise bends cube decisions as it bends
 * plays: the same position always gets the same misjudgement. Not
 * thread-safe: use one per thread. */
#pragma once

#include "gamao-cube-decision.h"
#include "gamao-match-state.h"
#include "gamao-search.h"
#include "gamao-take-advice.h"

typedef struct
{
  GamaoEvaluator evaluator;
  GamaoSearch *search;
  GamaoLevel level;
} GamaoComputer;

/* Loads the nets from `data_dir` (NULL: the default data directory).
 * Returns NULL and sets `*error` when they cannot be loaded. */
GamaoComputer *gamao_computer_new (GamaoLevel level, const char *data_dir,
                                   GamaoWeightsError *error);
void gamao_computer_free (GamaoComputer *computer);

/* The computer's play for the side on roll of `before` with d1-d2, at
 * the score of `state` (NULL: money). Returns false when no play is
 * legal; otherwise fills `play`. */
bool gamao_computer_choose_play (GamaoComputer *computer, const GamaoBoard *before, int d1,
                                 int d2, const GamaoMatchState *state, GamaoPlay *play);

/* Before rolling: what player `me` of `state`, on roll in `board`
 * (from its side), should do with the cube. Fills `decision` too when it
 * is not NULL. */
GamaoCubeAction gamao_computer_cube_action (GamaoComputer *computer, const GamaoBoard *board,
                                            const GamaoMatchState *state, int me,
                                            GamaoCubeDecision *decision);

/* Whether player `me` takes a double offered by its opponent, who is on
 * roll in `board` (from the doubler's side). */
bool gamao_computer_takes (GamaoComputer *computer, const GamaoBoard *board,
                           const GamaoMatchState *state, int me);

/* The advice for player `me`, doubled by its opponent who is on roll
 * in `board` (from the doubler's side): take or drop, and why. */
void gamao_computer_take_advice (GamaoComputer *computer, const GamaoBoard *board,
                                 const GamaoMatchState *state, int me, GamaoTakeAdvice *advice);

typedef enum
{
  GAMAO_ANSWER_PASS = 0,
  GAMAO_ANSWER_TAKE,
  GAMAO_ANSWER_BEAVER,   /* take and redouble at once, keeping the cube's turn */
} GamaoDoubleAnswer;

/* The same with beavers: in a money session whose rules allow them
 * (`beavers_allowed`), player `me` beavers when the doubler's cubeful
 * equity after a take is negative, i.e. the double was a mistake. */
GamaoDoubleAnswer gamao_computer_answer_double (GamaoComputer *computer, const GamaoBoard *board,
                                                const GamaoMatchState *state, int me,
                                                bool beavers_allowed);

/* The resignation player `me`, on roll in `board`, should offer (1
 * single, 2 gammon, 3 backgammon), or 0. */
int gamao_computer_resignation_offer (GamaoComputer *computer, const GamaoBoard *board);

/* Whether player `me` accepts the resignation at `level` that its
 * opponent, on roll in `board` (from the resigner's side), offers. */
bool gamao_computer_accepts_resignation (GamaoComputer *computer, const GamaoBoard *board,
                                         const GamaoMatchState *state, int me, int level);
