/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-stakes.h: what is at stake, in words: doubles, resignations, the
 * end of a game, and why a move was refused. */
#pragma once

#include "gamao-match.h"

G_BEGIN_DECLS

/* The player's name, or a name for the colour when none was given. */
const char *gamao_stakes_player_name (GamaoMatch *match, int player);
/* "Ana 5, Bruno 3" with the given scores. */
char *gamao_stakes_score_text (GamaoMatch *match, guint score0, guint score1);
/* "Match to 7 points" or "Unlimited session". */
char *gamao_stakes_length_text (GamaoMatch *match);

/* For the player answering a double that is on the table. */
char *gamao_stakes_double_heading (GamaoMatch *match);
char *gamao_stakes_double_body (GamaoMatch *match);

/* For the player answering `player`'s offer to resign a `kind`. */
char *gamao_stakes_resign_heading (GamaoMatch *match, int player);
char *gamao_stakes_resign_body (GamaoMatch *match, int player, GamaoResultKind kind);
/* The label of the choice to resign a `kind` at the current cube. */
char *gamao_stakes_resign_choice (GamaoMatch *match, GamaoResultKind kind);

/* A game just ended: `winner` scored `points` with `kind`. */
char *gamao_stakes_game_over_heading (GamaoMatch *match, int winner, GamaoResultKind kind);
char *gamao_stakes_game_over_body (GamaoMatch *match, int winner, guint points);
char *gamao_stakes_match_over_heading (GamaoMatch *match, int winner);

/* The id of the section of the rules book that explains a refused move:
 * `refusal` is gamao_match_move_to()'s error, whose message already says
 * why in words. */
const char *gamao_stakes_refusal_section (const GError *refusal);

G_END_DECLS
