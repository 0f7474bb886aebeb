/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-fibs.h: FIBS "board:" lines, as GNU Backgammon 1.07 sends them to
 * an external player in its player 0 seat (`set player 0 external ...`).
 * gnubg writes the line from its player 1's side in parts (signs,
 * direction, may-double flags) and from the receiver's in others (names,
 * scores); this reads it the way gnubg writes it, checked against whole
 * matches. */
#pragma once

#include "gamao-match-state.h"

typedef struct
{
  GamaoBoard board;       /* from the receiver's side, as if it were on roll */
  GamaoMatchState state;  /* the receiver is player 0 */
  int dice[2];            /* the receiver's dice; 0 before it rolls */
  bool may_double;
  bool was_doubled;       /* the opponent has just doubled */
} GamaoFibsBoard;

/* Parses one line; false when it is not a valid board line. */
bool gamao_fibs_board_parse (const char *line, GamaoFibsBoard *fibs);
