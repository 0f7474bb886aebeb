/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-notation.h: plays written as players write them ("24/18 13/11*"). */
#pragma once

#include "gamao-play-list.h"

#include <stddef.h>

/* Long enough for any play: four moves of "bar/24*" and separators. */
#define GAMAO_NOTATION_MAX 64

typedef enum
{
  GAMAO_NOTATION_OK = 0,
  GAMAO_NOTATION_SYNTAX,        /* not readable as moves */
  GAMAO_NOTATION_NO_SUCH_MOVE,  /* a move that no die or dice can make */
  GAMAO_NOTATION_TOO_FEW_DICE,  /* legal moves, but the rules demand more dice be played */
  GAMAO_NOTATION_SMALLER_DIE,   /* only one die can be played, and it must be the larger */
  GAMAO_NOTATION_NOT_LEGAL,     /* the moves do not make a legal play */
} GamaoNotationError;

/* Writes a play the way gnubg does: moves of one checker joined
 * ("13/7", "13/11*\/7" when it hits on the way), equal moves grouped
 * ("8/5(2)"), the bar as "bar", bearing off as "off", hits marked "*".
 * An empty play is written as an empty string. */
void gamao_notation_write (const GamaoPlay *play, char *out, size_t size);

/* Reads `text` as a play of the side on roll in `board`, among the legal
 * plays in `list` (generated for `board` and the dice). Accepts "bar" or
 * "25", "off" or "0", combined steps through open points, "(n)" repeats
 * and "*" marks (which are not needed). A path written without its stops
 * ("13/7") is the route that hits nothing on the way when there is one,
 * as writers name every point hit ("13/11*\/7"). On success returns the
 * index of the play in `list` in `*index`. */
GamaoNotationError gamao_notation_parse (const char *text, const GamaoBoard *board, int d1, int d2,
                                         const GamaoPlayList *list, int *index);

const char *gamao_notation_error_message (GamaoNotationError error);
