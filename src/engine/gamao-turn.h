/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-turn.h: a play made one checker and one die at a time, the way a
 * person moves checkers, kept within the rules at every step. */
#pragma once

#include "gamao-play-list.h"

#define GAMAO_MAX_TARGETS 24

/* A place a checker can go with the dice left: one die, or several used
 * one after another through open points. */
typedef struct
{
  int to;
  int n_dice;
  int dice[4];
} GamaoTarget;

typedef struct
{
  GamaoBoard start;
  GamaoBoard current;
  int dice[2];
  const GamaoPlayList *legal; /* the legal plays from `start`, not owned */
  GamaoStep steps[4];
  unsigned n_steps;
  int left[4];                /* dice not yet played, largest first */
  unsigned n_left;
} GamaoTurn;

/* `legal` must hold gamao_play_list_generate (board, d1, d2) and outlive
 * the turn. */
void gamao_turn_begin (GamaoTurn *turn, const GamaoPlayList *legal, const GamaoBoard *board,
                       int d1, int d2);

/* True when the roll allows no play at all: the turn passes. */
bool gamao_turn_must_pass (const GamaoTurn *turn);
/* True when the steps made so far are a whole legal play. */
bool gamao_turn_is_complete (const GamaoTurn *turn);
/* The index in `legal` of the play made, once complete; else -1. */
int gamao_turn_play_index (const GamaoTurn *turn);

/* Whether one checker may go from `from` by `die` now: legal on the board
 * and the start of some legal play with the steps already made. */
GamaoStepVerdict gamao_turn_check_step (const GamaoTurn *turn, int from, int die);
/* Plays a step that gamao_turn_check_step() accepts; `out`, when not
 * NULL, receives it (with its destination and whether it hit). */
GamaoStepVerdict gamao_turn_step (GamaoTurn *turn, int from, int die, GamaoStep *out);
/* Takes back the last step; false when there is none. */
bool gamao_turn_undo (GamaoTurn *turn, GamaoStep *undone);

/* Why the checker on `from` may not go to `to` now, with one die or
 * several: the first rule in its way, in the order a player thinks of
 * them (the play is made; no checker there; the bar first; the point is
 * held; not all home to bear off; then what the dice left allow, down to
 * the rules on using both dice). GAMAO_STEP_OK when one of
 * gamao_turn_targets() goes there. The board's refusal toast and the
 * rules book's exercises both ask this. */
GamaoStepVerdict gamao_turn_refusal (const GamaoTurn *turn, int from, int to);

/* Whether any step from `from` is possible now. */
bool gamao_turn_can_move_from (const GamaoTurn *turn, int from);
/* Where the checker on `from` can go now, nearest dice first; returns how
 * many targets were written. */
unsigned gamao_turn_targets (const GamaoTurn *turn, int from, GamaoTarget out[GAMAO_MAX_TARGETS]);
