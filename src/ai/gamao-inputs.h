/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-inputs.h: what the neural nets see of a position. */
#pragma once

#include "gamao-board.h"

/* What kind of position a board is, which decides how it is evaluated. */
typedef enum
{
  GAMAO_CLASS_OVER = 0,  /* a side has borne off every checker */
  GAMAO_CLASS_BEAROFF,   /* both sides home: the bearoff database is exact */
  GAMAO_CLASS_RACE,      /* the sides have passed each other */
  GAMAO_CLASS_CONTACT,
} GamaoPositionKind;

/* Per side: four units for each of the 24 points, bar and off, then the
 * hand-made features. */
#define GAMAO_CONTACT_SIDE_INPUTS (96 + 3 + 10)
#define GAMAO_CONTACT_INPUTS (2 * GAMAO_CONTACT_SIDE_INPUTS)
/* The second contact layout: the first, then per side the features of
 * gamao-inputs-extra.c. */
#define GAMAO_CONTACT_EXTRA_SIDE_INPUTS 14
#define GAMAO_CONTACT2_INPUTS (GAMAO_CONTACT_INPUTS + 2 * GAMAO_CONTACT_EXTRA_SIDE_INPUTS)
/* The third contact layout: the second, then per side the features of
 * gamao-inputs-third.c. */
#define GAMAO_CONTACT_THIRD_SIDE_INPUTS 6
#define GAMAO_CONTACT3_INPUTS (GAMAO_CONTACT2_INPUTS + 2 * GAMAO_CONTACT_THIRD_SIDE_INPUTS)
/* The most inputs a contact or crashed net has, in any layout. */
#define GAMAO_CONTACT_MAX_INPUTS GAMAO_CONTACT3_INPUTS
#define GAMAO_RACE_SIDE_INPUTS (96 + 5)
#define GAMAO_RACE_INPUTS (2 * GAMAO_RACE_SIDE_INPUTS)

GamaoPositionKind gamao_position_kind (const GamaoBoard *board);

/* Whether any checker of one side still has to pass one of the other's. */
bool gamao_board_has_contact (const GamaoBoard *board);

/* A contact position where a side's home board has collapsed: of the
 * checkers it has not borne off, at most seven stand anywhere but its
 * own 1 and 2 points. Such games are decided by timing and by whether
 * the crashed side can still contain a hit checker, not by the usual
 * priming battle, so they get a net of their own. */
bool gamao_board_is_crashed (const GamaoBoard *board);
/* Whether the side `side` is playing a back game: two or more points
 * held in the other side's home board and 60 pips or more behind. */
bool gamao_board_is_back_game (const GamaoBoard *board, GamaoSide side);

void gamao_inputs_contact (const GamaoBoard *board, float inputs[GAMAO_CONTACT_INPUTS]);
void gamao_inputs_contact2 (const GamaoBoard *board, float inputs[GAMAO_CONTACT2_INPUTS]);
void gamao_inputs_contact3 (const GamaoBoard *board, float inputs[GAMAO_CONTACT3_INPUTS]);
/* The inputs of a contact or crashed net with `n_inputs` inputs (any
 * layout). */
void gamao_inputs_for_net (const GamaoBoard *board, unsigned n_inputs, float *inputs);
void gamao_inputs_race (const GamaoBoard *board, float inputs[GAMAO_RACE_INPUTS]);

/* How many of the 36 rolls let the side on roll hit at least one blot,
 * checkers on the bar entering first. Quick: it leaves out the rule that
 * a play must use both dice when it can, so it may count a roll whose
 * only hits are not legal plays (gamao-why counts from the legal plays). */
unsigned gamao_hitting_rolls (const GamaoBoard *board);
/* How many of the 36 rolls let the side on roll's checker on `point`
 * (1..25) jump the opposing points within the twelve in front of it. */
unsigned gamao_escaping_rolls (const GamaoBoard *board, int point);
/* The same from gamao_blocked_points(), to ask for many points at once. */
unsigned gamao_blocked_points (const GamaoBoard *board);
unsigned gamao_escaping_rolls_from (uint32_t blocked, int point);
