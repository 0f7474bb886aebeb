/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-xgid.h: eXtreme Gammon's position ID ("XGID=-b----E-C---eE---c-
 * e----B-:0:0:1:52:0:0:0:7:10"): the checkers from the bottom player X's
 * side (upper-case letters X's, lower-case O's, O's bar first and X's
 * last), the cube as a power of two and its owner (1 X, -1 O, 0 centred),
 * the player on roll (1 X, -1 O), the dice ("00" not rolled, "D" a double
 * offered by that player), the scores of X and O, the Crawford game (in
 * a match) or the Jacoby and beaver rules (bits 1 and 2, in money play),
 * the match length (0 money) and the cube limit. As gnubg reads it, X is
 * player 1 and O player 0. */
#pragma once

#include "gamao-match-state.h"

#include <stddef.h>

/* "XGID=" and the ten fields, with room to spare. */
#define GAMAO_XGID_MAX 96

/* `board` from the side on roll, as with gnubg's Position ID; only
 * what an XGID holds is written: a game in play, no resignation offered,
 * and in money play neither the session's score nor the beaver rule. */
void gamao_xgid_encode (const GamaoBoard *board, const GamaoMatchState *state,
                        char out[GAMAO_XGID_MAX]);

/* Reads an XGID (the "XGID=" prefix and the cube limit field may be left
 * out); on failure returns false with the reason, translated, in `why`
 * and leaves `board` and `state` untouched. */
bool gamao_xgid_decode (const char *text, GamaoBoard *board, GamaoMatchState *state, char *why,
                        size_t why_size);

/* Whether `text` is meant as an XGID rather than gnubg's IDs. */
bool gamao_xgid_detect (const char *text);
