/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-tutor.h: the tutor at the table judges a person's play or cube
 * action before it is committed, by the analysis engine's definitions
 * (equity lost in EMG, at the analysis depth), and says in words what it
 * loses and what the computer prefers. Plain C: the window asks it from
 * a worker thread. */
#pragma once

#include "gamao-analysis.h"
#include "gamao-match-state.h"

#include <stdbool.h>
#include <stddef.h>

/* The preference: when the tutor speaks up. The nicks are the
 * settings' ("tutor"), so that g_settings_bind maps one to the other. */
typedef enum
{
  GAMAO_TUTOR_OFF = 0,
  GAMAO_TUTOR_WARN_BAD,       /*< nick=bad >*/ /* errors marked bad or very bad: over 0.08 EMG */
  GAMAO_TUTOR_WARN_VERY_BAD,  /*< nick=very-bad >*/ /* errors marked very bad: over 0.16 EMG */
} GamaoTutorMode;

/* What the person is about to do. */
typedef enum
{
  GAMAO_TUTOR_PLAY,
  GAMAO_TUTOR_NO_DOUBLE,      /* rolling when they may double */
  GAMAO_TUTOR_DOUBLE,
  GAMAO_TUTOR_TAKE,
  GAMAO_TUTOR_DROP,
  GAMAO_TUTOR_BEAVER,
} GamaoTutorAction;

typedef struct
{
  GamaoTutorAction action;
  /* Plays: from the mover's side, as the turn began, and after the
   * play. Cube actions: from the side of the player on roll (the one
   * who may double, or has doubled). */
  GamaoBoard board;
  GamaoBoard after;
  GamaoMatchState state;      /* before the decision */
  int player;                 /* who decides: the mover, doubler or taker */
  int dice[2];
  bool beavers;               /* the session's rules allow beavers */
} GamaoTutorQuestion;

typedef struct
{
  float loss;                 /* EMG, >= 0 */
  GamaoMark mark;
  bool has_best;              /* plays: `best` is the computer's play */
  GamaoPlay best;
  GamaoPlay played;           /* plays: the person's, as a play of the roll */
  GamaoChoice best_choice;    /* cube actions: what the computer would do */
  GamaoProperCube proper;
  /* Cube actions: the cubeless outputs for the player on roll, at the
   * depth judged (the take advice is worked out from them). */
  float outputs[GAMAO_N_OUTPUTS];
  unsigned plies;             /* the depth judged at */
} GamaoTutorVerdict;

/* The loss a mode lets pass without a word (infinite when off). */
float gamao_tutor_threshold (GamaoTutorMode mode);
/* Whether the tutor in `mode` warns about a loss of `loss` EMG: strictly
 * above the mark's threshold, as the analysis marks errors. */
bool gamao_tutor_warns (GamaoTutorMode mode, float loss);

/* Judges `question` at `plies` (the analysis depth; 2 by default) with
 * `evaluator`, which it only reads. */
void gamao_tutor_judge (const GamaoEvaluator *evaluator, const GamaoTutorQuestion *question,
                        unsigned plies, GamaoTutorVerdict *verdict);

/* "This play loses 0.12; the computer prefers 13/7 8/7." and the like,
 * translated. Returns the length written. */
size_t gamao_tutor_words (const GamaoTutorQuestion *question, const GamaoTutorVerdict *verdict,
                          char *out, size_t size);
/* Why, in words: for a play, the analysis engine's comparison of the
 * computer's play with the person's; for a double or a roll without one,
 * the cube advice and why the other choice is better (gamao-why-cube);
 * for an answer to a double, the take advice.
 * An empty string when the engine has nothing countable to say. */
size_t gamao_tutor_why (const GamaoEvaluator *evaluator, const GamaoTutorQuestion *question,
                        const GamaoTutorVerdict *verdict, char *out, size_t size);
