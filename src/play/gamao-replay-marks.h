/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-replay-marks.h: the analysis kept for a match, laid over its
 * replay frames: the decision judged at each frame, and the way from one
 * marked mistake to the next, across games. */
#pragma once

#include "gamao-replay-frames.h"
#include "gamao-store-analysis.h"

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  GArray *decisions;       /* GamaoStoredDecision, in the order of the match */
  GArray *frame_decision;  /* int per frame: index into decisions, -1 none */
} GamaoReplayMarks;

/* The decisions (GamaoStoredDecision, taken over) over `frames`; NULL
 * when there are none (nothing analysed). */
GamaoReplayMarks *gamao_replay_marks_new (GamaoReplayFrames *frames, GArray *decisions);
void gamao_replay_marks_free (GamaoReplayMarks *marks);

/* The index into the decisions of frame `frame`'s, or -1 (also for a
 * NULL `marks`). */
int gamao_replay_marks_index (const GamaoReplayMarks *marks, guint frame);
/* The decision judged at frame `frame`, or NULL. */
const GamaoStoredDecision *gamao_replay_marks_get (const GamaoReplayMarks *marks, guint frame);
/* The first frame after `from` (`forward`), or the last before it, whose
 * decision is marked; G_MAXUINT when there is none. */
guint gamao_replay_marks_find_mistake (const GamaoReplayMarks *marks, guint from,
                                       gboolean forward);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoReplayMarks, gamao_replay_marks_free)

G_END_DECLS
