/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-phase.h: the phase of the game a position is in, for the
 * mistakes library's filter and the habits (issue 29). The first rule
 * that holds, from the side on roll (the mover, or the doubler):
 *
 *   bear-off  no contact, and all the mover's checkers are home;
 *   race      no contact;
 *   opening   among the game's first six plays;
 *   back game the mover holds two or more points in the opponent's home
 *             board and trails by 40 pips or more;
 *   prime     either side has four or more consecutive made points with
 *             an opposing checker behind them;
 *   contact   everything else. */
#pragma once

#include "gamao-board.h"

#include <stdbool.h>

typedef enum
{
  GAMAO_PHASE_BEAR_OFF,
  GAMAO_PHASE_RACE,
  GAMAO_PHASE_OPENING,
  GAMAO_PHASE_BACK_GAME,
  GAMAO_PHASE_PRIME,
  GAMAO_PHASE_CONTACT,
  GAMAO_N_PHASES,
} GamaoPhase;

/* The plays of a game that count as its opening. */
#define GAMAO_PHASE_OPENING_PLAYS 6
/* How far behind in the race a back game's mover is, at least. */
#define GAMAO_PHASE_BACK_GAME_PIPS 40
/* How many consecutive made points make a prime here. */
#define GAMAO_PHASE_PRIME_POINTS 4

/* `board` is seen from the side on roll; `plays_before` counts the
 * checker plays of the game (both players') made before this one. */
GamaoPhase gamao_phase_of (const GamaoBoard *board, unsigned plays_before);

/* Whether some checker of one side can still meet one of the other. */
bool gamao_phase_has_contact (const GamaoBoard *board);
/* Whether `side` has a prime with an opposing checker behind it. */
bool gamao_phase_has_prime (const GamaoBoard *board, GamaoSide side);

/* The stable key ("bear-off", "race", "opening", "back-game", "prime",
 * "contact") and back; -1 for an unknown key. */
const char *gamao_phase_key (GamaoPhase phase);
int gamao_phase_from_key (const char *key);
/* The phase in words, translated ("Bear-off", "Back game", …). */
const char *gamao_phase_name (GamaoPhase phase);
