/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-review-words.h: what the board's review keys speak, one topic a
 * key, built here below the UI so that they are tested without a display:
 * the dice, the pip counts and the score, the cube, whose turn it is and
 * the whole position in one sentence, in the listener's point numbers. */
#pragma once

#include "gamao-match.h"

G_BEGIN_DECLS

typedef enum
{
  GAMAO_REVIEW_DICE,     /* "Light rolled 6-4; 4 to play" */
  GAMAO_REVIEW_PIPS,     /* "Pips: Light 167, Dark 160. Score: …" */
  GAMAO_REVIEW_CUBE,     /* "Cube at 2, Ana's" */
  GAMAO_REVIEW_TURN,     /* "Ana to roll or double" */
  GAMAO_REVIEW_POSITION, /* every checker, the turn, the cube and the score */
} GamaoReviewTopic;

/* `topic` of `match` now in words; point numbers are `numbers_for`'s (0
 * or 1: the numbers the board shows). */
char *gamao_review_words (GamaoMatch *match, GamaoReviewTopic topic, int numbers_for);

G_END_DECLS
