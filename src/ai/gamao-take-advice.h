/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-take-advice.h: the advice for a player who has been doubled:
 * take or drop, the chances behind it, and what each answer means for
 * the game and the match. The window's decision bar shows it; the
 * analysis tutor explains a take or a drop with it. */
#pragma once

#include "gamao-match-state.h"
#include "gamao-net.h"

#include <stdbool.h>
#include <stddef.h>

/* How near in equity (EMG) the two answers are when the advice calls
 * them close, in a match as for money. */
#define GAMAO_TAKE_CLOSE 0.04f

typedef struct
{
  bool take;               /* the advice: take, else drop */
  bool close;              /* the two answers are within GAMAO_TAKE_CLOSE of equity */
  bool is_match;
  /* The taker's cubeless chances in this game, 0..1. */
  float win, win_gammon, lose, lose_gammon;
  /* What each answer is worth to the taker: match winning chances
   * (0..1) in a match, points (the cube's value counted) for money. */
  float take_value, drop_value;
  /* The same as equity (EMG, normalised to the cube before the double)
   * for the taker, as the app writes every figure. */
  float take_emg, drop_emg;
  /* What each answer means. */
  unsigned cube_now;       /* the cube's value before the double: what a drop gives away */
  unsigned cube_after;     /* the cube's value after a take, owned by the taker */
  unsigned score_after_drop[2]; /* match: [taker, doubler] once the doubler scores */
  bool drop_ends_match;    /* match: dropping loses the match */
} GamaoTakeAdvice;

/* The advice for player `taker` of `state`, whose opponent has doubled
 * and is on roll in `board` (from the doubler's side, the side on roll);
 * `outputs` are the cubeless outputs of `board` for the doubler. The
 * double is judged as offered, even where it should not have been. */
void gamao_take_advice (const GamaoMatchState *state, int taker, const GamaoBoard *board,
                        const float outputs[GAMAO_N_OUTPUTS], GamaoTakeAdvice *advice);

/* The advice in plain words for the person who was doubled, one
 * sentence a line: the verdict, the chances, what dropping means, what
 * taking means. Translated; never longer than `size`. */
void gamao_take_advice_words (const GamaoTakeAdvice *advice, char *out, size_t size);
