/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-kept-decision.h: what the history keeps of a judged decision
 * (its position, roll, ranked plays or cube figures), made usable by the
 * replay: the position and match state it was taken in, the rollout of
 * its plays, and why the better play is better in words. */
#pragma once

#include "gamao-eval.h"
#include "gamao-replay-frames.h"
#include "gamao-rollout-job.h"
#include "gamao-store-analysis.h"

#include <gio/gio.h>

G_BEGIN_DECLS

/* What the analysis says of decision `d` (the frame of `frames` at
 * `index`) in one line: its mark, the equity it lost (at a match with
 * the match winning chance it cost at that frame's score), its depth and
 * the better choice ("? equity −0.093 · match −1.2% (2-ply); better:
 * 13/7 8/7"), or that it was the best, and the luck of its roll
 * (translated). `frames` may be NULL: the equity alone. */
char *gamao_kept_decision_verdict (GamaoReplayFrames *frames, guint index,
                                   const GamaoStoredDecision *d);

/* Why decision `d` (the frame of `frames` at `index`) was a mistake, in
 * words: for a checker play from its ranked plays `plays` (of
 * GamaoStoredPlay, best first, the play made flagged); for a double or
 * an answer to one, from the cube facts at the depth it was judged.
 * `who` names the player who decided, NULL to speak to them as "you".
 * NULL when the choice made was the best, or what is kept does not make
 * the decision again. `evaluator` may be NULL for a checker play (no
 * gammon chances then); a cube decision needs it. */
char *gamao_kept_decision_why (const GamaoEvaluator *evaluator, GamaoReplayFrames *frames,
                               guint index, const GamaoStoredDecision *d, const GArray *plays,
                               const char *who);

/* Why, as gamao_kept_decision_why() says it with the AI service's
 * evaluator, worked out in a worker thread: the cube words look two
 * rolls ahead, several frames' time. What the worker needs is copied
 * (`plays` is kept with a reference), so the caller may change or free
 * its own. */
void gamao_kept_decision_why_async (GamaoReplayFrames *frames, guint index,
                                    const GamaoStoredDecision *d, GArray *plays,
                                    const char *who, GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data);
/* The words, or NULL: with `error` set when cancelled, without one when
 * there is nothing to say. */
char *gamao_kept_decision_why_finish (GAsyncResult *result, GError **error);

/* The position `d` was taken in (the roller or doubler on roll; for a
 * take, the double offered and the taker to answer) with the match
 * state of frame `index - 1` of `frames`, the frame of `d` being
 * `index`. FALSE when the analysis kept no position (schema 5). */
gboolean gamao_kept_decision_position (GamaoReplayFrames *frames, guint index,
                                       const GamaoStoredDecision *d, GamaoBoard *board,
                                       GamaoMatchState *state);

/* The rollout of `d`'s plays (`plays`, of GamaoStoredPlay), or of the
 * doubler's cube decision; `*played` the index of the play made among
 * the rollout's, -1 for none. NULL when there is nothing to roll out. */
GamaoRolloutJob *gamao_kept_decision_rollout (GamaoReplayFrames *frames, guint index,
                                              const GamaoStoredDecision *d, const GArray *plays,
                                              guint games, int *played);

G_END_DECLS
