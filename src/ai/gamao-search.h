/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-search.h: choosing a play, at the computer's playing levels. */
#pragma once

#include "gamao-cube-decision.h"
#include "gamao-eval.h"
#include "gamao-play-list.h"

typedef enum
{
  GAMAO_LEVEL_BEGINNER = 0,
  GAMAO_LEVEL_CASUAL,
  GAMAO_LEVEL_INTERMEDIATE,
  GAMAO_LEVEL_ADVANCED,
  GAMAO_LEVEL_EXPERT,
  GAMAO_LEVEL_WORLD_CLASS,
  GAMAO_N_LEVELS
} GamaoLevel;

/* The translated name of a level, for people. */
const char *gamao_level_name (GamaoLevel level);
/* The untranslated key of a level ("beginner", ..., "world-class"). */
const char *gamao_level_key (GamaoLevel level);
/* Parses a key; returns false when it names no level. */
bool gamao_level_from_key (const char *key, GamaoLevel *level);

/* How deep a level looks and how much noise it adds to its judgement. */
unsigned gamao_level_plies (GamaoLevel level);
float gamao_level_noise (GamaoLevel level);

typedef struct
{
  unsigned index;       /* into the search's play list */
  float equity;         /* cubeless, for the mover, at the level's depth: money
                         * equity, or the match winning chance in a match */
  float outputs[GAMAO_N_OUTPUTS];
  unsigned plies;       /* the depth this play was evaluated at */
} GamaoRankedPlay;

/* Scratch space for searching; large, so allocate it once per thread. */
typedef struct
{
  const GamaoEvaluator *evaluator;
  /* When set, plays are ranked by match winning chances at this score
   * and cube (gammons matter more or less than for money); else by
   * cubeless money equity. */
  const GamaoCubeInfo *match;
  GamaoPlayList plays;   /* the plays of the last ranked position */
  GamaoPlayList scratch; /* replies deeper in the search */
  GamaoRankedPlay ranked[GAMAO_MAX_PLAYS];
  unsigned n_ranked;
  uint64_t evaluations;  /* static evaluations made, for benchmarks */
  /* The plays of one position share their first layer's sums: the
   * plays ranked and the ply above the last, then the last ply. */
  GamaoSiblings siblings[2];
} GamaoSearch;

GamaoSearch *gamao_search_new (const GamaoEvaluator *evaluator);
void gamao_search_free (GamaoSearch *search);

/* Generates the plays for `before` and d1-d2 into search->plays and ranks
 * them best first into search->ranked, as `level` judges them (noise
 * included). Returns the number of plays (0: no legal play). */
unsigned gamao_search_rank (GamaoSearch *search, const GamaoBoard *before, int d1, int d2,
                            GamaoLevel level);

/* Ranks the plays already in `list` (which must stay valid) for the
 * side on roll of `before`; returns the index in `list` of the choice,
 * or -1 when the list is empty. */
int gamao_search_choose_from (GamaoSearch *search, const GamaoBoard *before,
                              const GamaoPlayList *list, GamaoLevel level);

/* The same at an explicit depth (0..2) and noise (the standard deviation
 * of the error added to each play's money equity), for rollouts and
 * tools that want a depth no level has. */
int gamao_search_choose_at (GamaoSearch *search, const GamaoBoard *before,
                            const GamaoPlayList *list, unsigned plies, float noise);

/* Outputs for the side on roll of `board`, looking `plies` rolls ahead,
 * every side playing its best 0-ply play. */
void gamao_search_evaluate (GamaoSearch *search, const GamaoBoard *board, unsigned plies,
                            float outputs[GAMAO_N_OUTPUTS]);
