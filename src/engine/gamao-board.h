/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board.h: a backgammon position, seen from the side on roll. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#define GAMAO_CHECKERS 15
#define GAMAO_POINTS 24
/* Slot index of the bar in a side's array; points 1..24 are slots 0..23. */
#define GAMAO_BAR 24
/* Point numbers used in steps and notation: 25 is the bar, 0 is off. */
#define GAMAO_POINT_BAR 25
#define GAMAO_POINT_OFF 0

/* The two sides of a GamaoBoard. As in gnubg, the side on roll is side 1
 * and its opponent side 0; each side counts its points from its own ace
 * point, so side 0's slot i and side 1's slot 23 - i are the same point. */
typedef enum
{
  GAMAO_SIDE_OPPONENT = 0,
  GAMAO_SIDE_ON_ROLL = 1,
} GamaoSide;

typedef struct
{
  uint8_t checkers[2][25];
} GamaoBoard;

/* Why a position is not a backgammon position. */
typedef enum
{
  GAMAO_BOARD_OK = 0,
  GAMAO_BOARD_TOO_MANY_CHECKERS,
  GAMAO_BOARD_POINT_SHARED,
  GAMAO_BOARD_BOTH_CLOSED_OUT,
  /* Not from gamao_board_validate(), which also judges the boards that
   * rules tests build by hand: the readers of outside data refuse a
   * board where neither side has a checker left. */
  GAMAO_BOARD_NO_CHECKERS,
} GamaoBoardValidity;

/* Why a single step (one checker, one die) may not be played. */
typedef enum
{
  GAMAO_STEP_OK = 0,
  GAMAO_STEP_NO_CHECKER,      /* no checker of the mover on the start point */
  GAMAO_STEP_BAR_FIRST,       /* checkers on the bar must enter first */
  GAMAO_STEP_BLOCKED,         /* destination held by two or more opposing checkers */
  GAMAO_STEP_NOT_ALL_HOME,    /* bearing off before every checker is home */
  GAMAO_STEP_HIGHER_CHECKER,  /* bearing off with a higher die while a checker stands higher */
  GAMAO_STEP_BAD_DIE,         /* die outside 1..6 */
  /* Verdicts of a turn in progress (GamaoTurn): */
  GAMAO_STEP_NO_SUCH_DIE,     /* that number is not among the dice left */
  GAMAO_STEP_LARGER_DIE,      /* only one die can be played: the larger one */
  GAMAO_STEP_WASTES_DICE,     /* another way plays more of the dice, as the rules require */
  GAMAO_STEP_TURN_DONE,       /* all the dice are played */
} GamaoStepVerdict;

void gamao_board_init_start (GamaoBoard *board);
void gamao_board_clear (GamaoBoard *board);
GamaoBoardValidity gamao_board_validate (const GamaoBoard *board);
/* gamao_board_validate(), and a game must still be on: some checker is
 * left. For boards that come from outside (IDs, other programs). */
GamaoBoardValidity gamao_board_validate_input (const GamaoBoard *board);
const char *gamao_board_validity_message (GamaoBoardValidity validity);

unsigned gamao_board_checkers_on_board (const GamaoBoard *board, GamaoSide side);
unsigned gamao_board_borne_off (const GamaoBoard *board, GamaoSide side);
unsigned gamao_board_pip_count (const GamaoBoard *board, GamaoSide side);
bool gamao_board_all_home (const GamaoBoard *board, GamaoSide side);
bool gamao_board_equal (const GamaoBoard *a, const GamaoBoard *b);

/* The same position with the other side on roll. */
void gamao_board_swap_sides (GamaoBoard *board);

/* How many checkers of the side not on roll stand on the mover's point
 * (1..24, from the mover's point of view). */
unsigned gamao_board_opponent_at (const GamaoBoard *board, int point);

/* Where a checker of the side on roll lands from point `from` (1..25) with
 * die `die`: a point 1..24, or GAMAO_POINT_OFF. Does not check legality. */
int gamao_step_destination (int from, int die);

/* Whether the side on roll may move one checker from `from` (1..25) by
 * `die`, and if not, why. */
GamaoStepVerdict gamao_board_check_step (const GamaoBoard *board, int from, int die);
const char *gamao_step_verdict_message (GamaoStepVerdict verdict);

/* Plays one checked step for the side on roll; returns true when it hit a
 * blot (which goes to the opponent's bar). */
bool gamao_board_apply_step (GamaoBoard *board, int from, int die);
