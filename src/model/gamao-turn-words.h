/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-turn-words.h: a turn in words, for the status line, screen
 * readers, the replay and the CLI. Plain functions on the match record, no widgets. */
#pragma once

#include <glib.h>

#include "gamao-match-record.h"

G_BEGIN_DECLS

/* The dice still to play in words: "6 and 4", "two 3s", "three 5s",
 * "four 2s", "5". NULL when `n` is 0: there is nothing to word, and
 * `dice` is not read at all. */
char *gamao_dice_words (const int *dice, guint n);

/* A roll as players write it, the higher die first: "6-4". */
char *gamao_roll_words (const int dice[2]);

/* What `name` did on the turn `action` records: "%s played 13/7 8/7"
 * for a PLAY; for a PASS "%s rolled 6-6 and could not enter" when the
 * checkers left on the bar were the reason (`stuck_on_bar`), else
 * "%s rolled 6-5 and could not move". NULL for any other action. */
char *gamao_last_turn_words (const GamaoAction *action, const char *name,
                             gboolean stuck_on_bar);

/* A person's turn as it goes, for a screen reader (it differs at each
 * step, so each is spoken): with no step yet, "You rolled 6-4; play 6
 * and 4" (`roll` the dice rolled); then the steps made and what is left,
 * "13/7; 4 left"; with every die played, "13/7 8/4; all played, Enter
 * finishes". `steps` are the mover's, `dice_left` largest first. */
char *gamao_turn_progress_words (const int roll[2], const GamaoStep *steps, guint n_steps,
                                 const int *dice_left, guint n_left);

/* One action of a match record in words, for the replay and for
 * `gamao-cli history show`: "Ana rolls 6-4", "Ana plays 6-4: 24/18 13/9",
 * "Bruno doubles to 2", "Ana wins 2 points"; `name` is the player's. */
char *gamao_action_words (const GamaoAction *action, const char *name);

G_END_DECLS
