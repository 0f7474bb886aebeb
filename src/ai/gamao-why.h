/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-why.h: why one play is better than another, in words, from
 * things the engine can count: blots and the rolls of 36 that hit them,
 * points made or given up, the longest prime, checkers left back, hits,
 * the pip count, the rolls that close the mover out, gammon chances. */
#pragma once

#include "gamao-eval.h"
#include "gamao-play-list.h"

#include <stddef.h>

/* What a play leaves, from the mover's side. */
typedef struct
{
  uint32_t points;         /* bit p set: the mover holds point p (1..24) */
  uint32_t made;           /* points held now that were not before the play */
  uint32_t given_up;       /* points held before and not now */
  unsigned blots;          /* the mover's points with a single checker */
  unsigned hit_rolls;      /* the opponent's rolls of 36 that hit one of them */
  unsigned closeout_rolls; /* of those, the rolls with a legal play that hits and
                            * leaves the mover on the bar against a closed board */
  unsigned longest_prime;  /* the most consecutive points held */
  unsigned back;           /* checkers in the opponent's home board or on the bar */
  unsigned hits;           /* opposing checkers this play hit */
  unsigned pips;           /* the mover's pip count after the play */
  unsigned opponent_pips;
  unsigned borne_off;      /* the mover's checkers off */
  bool contact;            /* the sides still have to pass each other */
  float win_gammon, lose_gammon; /* 0-ply, the mover's chances */
} GamaoPlayFacts;

void gamao_play_facts (const GamaoEvaluator *evaluator, const GamaoBoard *before,
                       const GamaoPlay *play, GamaoPlayFacts *facts);

/* A sentence comparing `better` with `played`, both plays from `before`
 * (translated), such as "13/7 8/7 makes your bar point and leaves no
 * blot; 13/10 13/7 leaves 2 blots that 20 of 36 rolls hit." Writes an
 * empty string when nothing counted tells the two apart. Returns the
 * length written. `who` is whom the words speak of: NULL for the person
 * reading them, who made the play ("leaves you 8 pips ahead", "makes
 * your 5-point"); else the mover's name ("leaves Ana 8 pips ahead",
 * "makes the 5-point"), for a play someone else made. */
size_t gamao_why_explain (const GamaoEvaluator *evaluator, const GamaoBoard *before,
                          const GamaoPlay *better, const GamaoPlay *played, const char *who,
                          char *out, size_t size);
