/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-news.h: what a screen reader hears on the live board, as
 * the focused board's description (GTK 4.8 has no announcements): the
 * person's roll and each step while they move ("You rolled 6-4; play 6
 * and 4", "13/7; 4 left", "…; all played, Enter finishes"); else the turn
 * just played ("Ana played 13/7 8/7"), a double, its answer or a
 * resignation ("Bruno takes; Bruno owns the cube at 2"), and the game's
 * end after its last play. */
#pragma once

#include "gamao-match.h"

G_BEGIN_DECLS

/* The news of `match` now; `person_moving` while a person at the desk
 * moves checkers. NULL when there is none (the opening roll). */
char *gamao_board_news (GamaoMatch *match, gboolean person_moving);

/* The news after `step` (the mover's numbers) was taken back: "Took back
 * 13/7. You rolled 6-4; play 6 and 4". */
char *gamao_board_news_took_back (GamaoMatch *match, const GamaoStep *step);

G_END_DECLS
