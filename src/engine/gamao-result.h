/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-result.h: how a game ends and what it scores. */
#pragma once

#include "gamao-board.h"

typedef enum
{
  GAMAO_RESULT_NONE = 0,
  GAMAO_RESULT_SINGLE = 1,
  GAMAO_RESULT_GAMMON = 2,
  GAMAO_RESULT_BACKGAMMON = 3,
} GamaoResultKind;

/* The result when `winner` has borne off all checkers: single, gammon when
 * the loser bore off none, backgammon when the loser also still has a
 * checker on the bar or in the winner's home board. GAMAO_RESULT_NONE
 * when `winner` has not finished. */
GamaoResultKind gamao_result_of_board (const GamaoBoard *board, GamaoSide winner);

/* Points for a result at a cube value (the kind's multiplier times the
 * cube). */
unsigned gamao_result_points (GamaoResultKind kind, unsigned cube_value);

const char *gamao_result_kind_name (GamaoResultKind kind);
/* The result as a noun phrase for sentences: "a gammon". */
const char *gamao_result_kind_phrase (GamaoResultKind kind);
