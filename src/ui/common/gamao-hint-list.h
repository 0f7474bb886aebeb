/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-hint-list.h: the computer's advice laid out: the best plays for
 * the dice, ranked with their equity and chances, or before rolling what
 * to do with the cube. Shared by the hint popover (where a click plays a
 * play) and the pasted-position view (where the advice is only read).
 * The advice is worked out off the main thread by the AI service. */
#pragma once

#include <gtk/gtk.h>

#include "gamao-ai-service.h"

G_BEGIN_DECLS

/* The advice is always the strongest the computer has. */
#define GAMAO_HINT_LEVEL GAMAO_LEVEL_WORLD_CLASS

#define GAMAO_TYPE_HINT_LIST (gamao_hint_list_get_type ())
G_DECLARE_FINAL_TYPE (GamaoHintList, gamao_hint_list, GAMAO, HINT_LIST, GtkBox)

/* With `playable`, each play is a button that emits "play-chosen" with
 * its index, and "play-previewed" (int index, -1 for none) when the
 * pointer or the keyboard comes to it or leaves it. */
GtkWidget *gamao_hint_list_new (gboolean playable);

/* Forgets what is shown and asks `job` (a GAMAO_AI_HINT question, taken
 * over); the answer replaces the spinner when it comes. */
void gamao_hint_list_ask (GamaoHintList *self, GamaoAiJob *job);
/* Drops the question being worked out, if any, and what is shown. */
void gamao_hint_list_clear (GamaoHintList *self);

/* Whether an answer is shown (not being worked out, nor an error). */
gboolean gamao_hint_list_is_ready (GamaoHintList *self);
/* The title above the advice, such as "Best plays for 3-1". */
const char *gamao_hint_list_get_heading (GamaoHintList *self);
/* The plays listed, best first (none for cube advice). */
guint gamao_hint_list_get_n_plays (GamaoHintList *self);
const GamaoPlay *gamao_hint_list_get_play (GamaoHintList *self, guint index);
/* The plays shown, best first (GamaoHintItem), for a caption's figures. */
GListModel *gamao_hint_list_get_plays (GamaoHintList *self);
/* The widget of a play: a button when playable; for tests. */
GtkWidget *gamao_hint_list_get_play_widget (GamaoHintList *self, guint index);

/* Whether a label of the advice starts with `text`; for tests. */
gboolean gamao_hint_list_shows (GamaoHintList *self, const char *text);
/* Rollouts of what is shown: the rollout panel under the advice plays it
 * out (every play listed, or no double and double/take) with a progress
 * bar and a Stop button that keeps what was found. For tests: games per
 * play (default 324, truncated after 10 plies), the panel's Roll Out and
 * Stop buttons, and the games per play of the last result (0: none yet). */
void gamao_hint_list_set_rollout_games (GamaoHintList *self, guint games);
GtkWidget *gamao_hint_list_get_rollout_button (GamaoHintList *self);
GtkWidget *gamao_hint_list_get_stop_button (GamaoHintList *self);
guint gamao_hint_list_get_rollout_games (GamaoHintList *self);

G_END_DECLS
