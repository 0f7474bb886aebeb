/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-scenes.h: matches brought to a given state by playing them, for
 * the screenshot script (GAMAO_SCENE) and the widget tests. */
#pragma once

#include "gamao-window.h"

G_BEGIN_DECLS

/* Makes one move of the match flow for whoever must act: rolls (or now
 * and then doubles), plays the `choice`-th legal play (modulo their
 * number) and commits, takes or drops a double, accepts a resignation,
 * starts the next game. `choice` picks among the options, so a seeded
 * match with the same choices always goes the same way. FALSE once the
 * match is over or a request fails. */
gboolean gamao_scenes_advance (GamaoMatch *match, guint choice);

/* A seeded match between Ana and Bruno; `length` 0 for a session. */
GamaoMatch *gamao_scenes_new_match (guint length, GamaoRules rules, guint64 seed);

/* Sets the window up as one of: "empty", "match", "drag", "double",
 * "score-sheet", "new-match", "game-over", "computer" (Ana against the
 * computer, which is about to roll), "hint" (the hint popover open),
 * "tutor" (the worst play made and Done: the tutor, when on, holds it). */
void gamao_scenes_setup (GamaoWindow *window, const char *scene);

G_END_DECLS
