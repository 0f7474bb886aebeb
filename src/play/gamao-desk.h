/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-desk.h: the desk where a match is played, as the window shows
 * it: who may act now and how, what the status line says, and which
 * question waits for a person. It follows a match, its seats (people or
 * the computer), the tutor's hold and the pause after a passed turn; the
 * window binds its labels and actions to these properties and decides
 * nothing itself. One per window. */
#pragma once

#include <glib-object.h>

#include "gamao-match.h"
#include "gamao-tutor-hold.h"

G_BEGIN_DECLS

/* The question a person at the desk must answer now. */
typedef enum
{
  GAMAO_DESK_PROMPT_NONE,
  GAMAO_DESK_PROMPT_DOUBLE,      /* a person takes or drops a double */
  GAMAO_DESK_PROMPT_RESIGNATION, /* a person accepts or declines a resignation */
  GAMAO_DESK_PROMPT_OUTCOME,     /* a game or the match just ended: its summary */
} GamaoDeskPrompt;

#define GAMAO_TYPE_DESK (gamao_desk_get_type ())
G_DECLARE_FINAL_TYPE (GamaoDesk, gamao_desk, GAMAO, DESK, GObject)

/* Properties, all notifying on change only:
 * "match" (GamaoMatch or NULL), "tutor-hold" (GamaoTutorHold,
 * construct-only, may be NULL: nothing is ever held), and read-only:
 * "paused" (a passed turn keeps its dice in view a moment);
 * what a person at the desk may do now (FALSE on the computer's turns,
 * while the tutor judges or holds an action, and in the pause):
 * "may-roll", "may-double" (offer the cube), "may-answer-double" (take
 * or drop), "may-beaver", "may-move" (checkers on the board),
 * "may-undo" (a checker moved this turn), "may-finish" (commit the
 * move), "may-hint", "may-resign", "may-answer-tutor" (take back or play
 * anyway what the tutor holds); for anybody: "may-next-game",
 * "may-end-session" (a money session);
 * "prompt" (GamaoDeskPrompt), "status-text" (string or NULL: the line
 * under the board).
 *
 * Signals:
 * "changed": the desk caught up with a request of the match (once per
 *   request, after the match's own "changed"), with the hold or with
 *   the end of a pause: the moment to redraw what no property shows;
 * "notice" (string): something the person did not do themselves, to be
 *   told in passing (a turn passed, the computer took or declined). */
GamaoDesk *gamao_desk_new (GamaoTutorHold *hold);

void gamao_desk_set_match (GamaoDesk *self, GamaoMatch *match);
GamaoMatch *gamao_desk_get_match (GamaoDesk *self);
GamaoTutorHold *gamao_desk_get_tutor_hold (GamaoDesk *self);

/* Whether `player` of the match is a person at this desk. */
gboolean gamao_desk_is_person (GamaoDesk *self, int player);

gboolean gamao_desk_get_paused (GamaoDesk *self);
gboolean gamao_desk_get_may_roll (GamaoDesk *self);
gboolean gamao_desk_get_may_double (GamaoDesk *self);
gboolean gamao_desk_get_may_answer_double (GamaoDesk *self);
gboolean gamao_desk_get_may_beaver (GamaoDesk *self);
gboolean gamao_desk_get_may_move (GamaoDesk *self);
gboolean gamao_desk_get_may_undo (GamaoDesk *self);
gboolean gamao_desk_get_may_finish (GamaoDesk *self);
gboolean gamao_desk_get_may_hint (GamaoDesk *self);
gboolean gamao_desk_get_may_resign (GamaoDesk *self);
gboolean gamao_desk_get_may_answer_tutor (GamaoDesk *self);
gboolean gamao_desk_get_may_next_game (GamaoDesk *self);
gboolean gamao_desk_get_may_end_session (GamaoDesk *self);
GamaoDeskPrompt gamao_desk_get_prompt (GamaoDesk *self);
const char *gamao_desk_get_status_text (GamaoDesk *self);

/* The game that just ended, while its summary is the prompt: FALSE
 * otherwise. Taking it marks the summary as shown (the prompt goes). */
gboolean gamao_desk_take_outcome (GamaoDesk *self, int *winner, guint *points,
                                  GamaoResultKind *kind);

G_END_DECLS
