/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-advice.h: the hint's figures, by the analysis engine's own
 * judges at the analysis depth, so that a play's figure in the hint is
 * the figure the analysis and the tutor give it: cubeful equity
 * normalised to a 1-point cube (EMG) and, at a match score, the match
 * winning chance. Plain C; any thread, with its own evaluator reads. */
#pragma once

#include "gamao-analysis.h"
#include "gamao-cube-decision.h"
#include "gamao-eval.h"
#include "gamao-match-state.h"
#include "gamao-play-list.h"

typedef struct
{
  GamaoPlay play;              /* from the mover's side */
  float equity;                /* cubeful EMG for the mover */
  float mwc;                   /* the mover's match winning chance after it; -1 money */
  float outputs[GAMAO_N_OUTPUTS]; /* the mover's cubeless chances after it */
  unsigned plies;              /* the depth it was judged at */
} GamaoAdvicePlay;

typedef struct
{
  GamaoCubeAction action;      /* NOT_AVAILABLE when the player may not double */
  bool redouble;               /* the cube is already the player's */
  /* Cubeful EMG for the player on roll, and the match winning chances
   * (-1 for money): no double, double/take, double/pass. */
  float no_double, double_take, double_pass;
  float mwc[3];
  float outputs[GAMAO_N_OUTPUTS]; /* cubeless, for the player on roll */
  unsigned plies;
} GamaoAdviceCube;

/* The plays of d1-d2 for the player on roll of `state` in `board` (from
 * that player's side), best first, at most `max` into `out`; the best
 * few are judged `plies` deep, the rest at 0-ply (each says its depth).
 * Returns how many were written (0: no legal play, or out of memory). */
unsigned gamao_advice_plays (const GamaoEvaluator *evaluator, const GamaoBoard *board,
                             const GamaoMatchState *state, int d1, int d2, unsigned plies,
                             GamaoAdvicePlay *out, unsigned max);

/* The cube decision before rolling of the player on roll of `state`,
 * `plies` deep. */
void gamao_advice_cube (const GamaoEvaluator *evaluator, const GamaoBoard *board,
                        const GamaoMatchState *state, unsigned plies, GamaoAdviceCube *out);

/* A match winning chance (or money equity per unit of the cube) as EMG
 * for `info`'s player, and how much match winning chance one EMG is
 * worth (1 for money): what turns a rollout's figure and its standard
 * error into the app's unit. */
float gamao_advice_to_emg (const GamaoCubeInfo *info, float value);
float gamao_advice_mwc_per_emg (const GamaoCubeInfo *info);

/* The advice that gnubg's class of a cube position gives the player on
 * roll (too good, double/pass, ...), before asking whether they may. */
GamaoCubeAction gamao_advice_cube_action (GamaoProperCube proper);
