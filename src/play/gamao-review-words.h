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

/* The review keys' letters in the listener's language: the key that
 * turns review on and off, then one a topic in GamaoReviewTopic's order
 * ("vipctw" in English). Translations may give others; six different
 * lowercase letters none of which plays (r, d, h, digits), or English's. */
void gamao_review_letters (gunichar letters[6]);
/* Whether `text` is six such letters, put into `letters`. */
gboolean gamao_review_letters_parse (const char *text, gunichar letters[6]);

G_END_DECLS
