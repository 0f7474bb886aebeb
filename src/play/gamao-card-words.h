/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-card-words.h: a player's card above the board as one sentence
 * for a screen reader: "Light player, you, 167 pips, 0 points, on roll". */
#pragma once

#include "gamao-match.h"

G_BEGIN_DECLS

/* `player`'s card of `match` in words: the name (or the colour's), "you"
 * when the seat is a person's against the computer, the pip count, the
 * score, and "on roll" while the match waits for this player. */
char *gamao_card_words (GamaoMatch *match, int player);

G_END_DECLS
