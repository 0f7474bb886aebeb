/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-pubeval.h: Tesauro's public linear evaluator, the fixed yardstick
 * that backgammon programs measure their strength against. */
#pragma once

#include "gamao-play-list.h"

/* Pubeval's score of `after`, a position just played by the side on roll
 * (not yet swapped); higher is better for that side. `race` tells whether
 * the position before the play was a race, as pubeval requires. */
float gamao_pubeval_score (const GamaoBoard *after, bool race);

/* The index in `list` of pubeval's choice for a play from `before`, or -1
 * when there is no legal play. */
int gamao_pubeval_choose (const GamaoBoard *before, const GamaoPlayList *list);
