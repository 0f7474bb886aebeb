/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-tutor-hold.h: the tutor at the table, as a decision the window
 * asks. Before a person's play or cube action is committed it is handed
 * here: the tutor (src/ai/gamao-tutor, in a worker thread) judges what
 * it loses; past the threshold of the mode it is held until the person
 * takes it back or plays it anyway, else it is committed at once. The
 * computer's seats are never judged. Without the computer's nets there
 * is no tutor and the action goes through. One per window. */
#pragma once

#include <glib-object.h>

#include "gamao-match.h"
#include "gamao-tutor.h"

G_BEGIN_DECLS

typedef enum
{
  GAMAO_TUTOR_HOLD_IDLE,    /* nothing held */
  GAMAO_TUTOR_HOLD_JUDGING, /* an action waits for the tutor's verdict */
  GAMAO_TUTOR_HOLD_HOLDING, /* the tutor warns: the action waits for the person */
} GamaoTutorHoldState;

#define GAMAO_TYPE_TUTOR_HOLD (gamao_tutor_hold_get_type ())
G_DECLARE_FINAL_TYPE (GamaoTutorHold, gamao_tutor_hold, GAMAO, TUTOR_HOLD, GObject)

/* Properties: "mode" (GamaoTutorMode, read by the time the verdict
 * comes in), "state" (GamaoTutorHoldState, read-only).
 * Signals: "settled": an action judged or held was committed or taken
 * back; "refused" (GError): the match refused the action committed. */
GamaoTutorHold *gamao_tutor_hold_new (void);

/* Judges the person's actions in `match` (NULL: none); anything judged
 * or held for the previous match is dropped, never committed. */
void gamao_tutor_hold_set_match (GamaoTutorHold *self, GamaoMatch *match);

GamaoTutorMode gamao_tutor_hold_get_mode (GamaoTutorHold *self);
void gamao_tutor_hold_set_mode (GamaoTutorHold *self, GamaoTutorMode mode);
GamaoTutorHoldState gamao_tutor_hold_get_state (GamaoTutorHold *self);
/* Whether an action is being judged or waits for the person. */
gboolean gamao_tutor_hold_busy (GamaoTutorHold *self);

/* The person asks for `action` now. TRUE when the tutor takes it over
 * (it commits it itself once judged harmless, or holds it); FALSE when
 * the tutor is off or the one to act is not a person: the caller
 * commits it as usual. While busy, every action is taken over and
 * dropped. */
gboolean gamao_tutor_hold_intercept (GamaoTutorHold *self, GamaoTutorAction action);

/* While held: the action, what it loses in words, and why. */
GamaoTutorAction gamao_tutor_hold_get_action (GamaoTutorHold *self);
const char *gamao_tutor_hold_get_words (GamaoTutorHold *self);
const char *gamao_tutor_hold_get_why (GamaoTutorHold *self);

/* Answers a held action: a play goes back to the start of the turn (a
 * cube action was never made), or it is committed. FALSE when nothing
 * is held. */
gboolean gamao_tutor_hold_take_back (GamaoTutorHold *self);
gboolean gamao_tutor_hold_play_anyway (GamaoTutorHold *self);

G_END_DECLS
