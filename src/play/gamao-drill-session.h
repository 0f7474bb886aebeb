/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-drill-session.h: a drill below the UI (issue 29): which mistake
 * comes next (due first, then never drilled by cost), an answer judged
 * by the stored analysis, and the answer kept with the SM-2 schedule it
 * leads to in one transaction, so a drill stopped at any moment (even
 * killed) loses no answer and continues where it stopped. */
#pragma once

#include "gamao-drill-schedule.h"
#include "gamao-store-analysis.h"
#include "gamao-store-mistakes.h"
#include "gamao-tutor.h"

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  gboolean best;              /* the answer was the best one */
  double loss;                /* equity lost against the best, EMG */
  int grade;                  /* 0..5, gamao_drill_grade() */
  char best_text[64];         /* the best play, or the best cube action's key */
  gboolean evaluated;         /* a play the analysis did not keep, evaluated now */
  guint plies;                /* the depth it was judged at (checker plays) */
  GamaoDrillCard card;        /* the schedule after it (gamao_drill_keep()) */
} GamaoDrillVerdict;

/* The next mistake to drill on `now`'s local date, or NULL (no error)
 * when none is left for today. */
GamaoMistake *gamao_drill_next (GamaoStore *store, const GamaoMistakeQuery *query, GDateTime *now,
                                GError **error);
/* How many drilled mistakes are due on `now`'s local date; -1 with
 * `error`. */
gint64 gamao_drill_due_today (GamaoStore *store, const GamaoMistakeQuery *query, GDateTime *now,
                              GError **error);

/* A checker play answered: `after` the position it leads to, as a
 * Position ID from the mover's side. Judged against the plays the
 * analysis kept; a play it did not keep is G_IO_ERROR_NOT_FOUND here
 * (gamao_drill_judge_play_async() evaluates it). */
gboolean gamao_drill_judge_play (GamaoStore *store, const GamaoMistakeData *mistake,
                                 const char *after, GamaoDrillVerdict *verdict, GError **error);
/* A play the analysis did not keep, judged by the tutor at the depth
 * the decision was analysed at (`judged`): its loss against the best
 * play, never less than the loss of any better play the analysis kept,
 * since it ranked the play below them (the play made, kept whatever its
 * rank, sets no floor). */
gboolean gamao_drill_judge_unkept (GamaoStore *store, const GamaoMistakeData *mistake,
                                   const GamaoTutorVerdict *judged, GamaoDrillVerdict *verdict,
                                   GError **error);
/* The tutor's question for the play leading to `after` (the board
 * after it, from the mover's side) at the position of `mistake`. */
gboolean gamao_drill_play_question (GamaoStore *store, const GamaoMistakeData *mistake,
                                    const GamaoBoard *after, GamaoTutorQuestion *question,
                                    GError **error);
/* Any legal play answered: judged by the kept plays when it is among
 * them, else evaluated in a worker thread (gamao-ai-service.h) by the
 * analysis's evaluator at `mistake->plies` and judged with
 * gamao_drill_judge_unkept(). */
void gamao_drill_judge_play_async (GamaoStore *store, const GamaoMistakeData *mistake,
                                   const GamaoBoard *after, GCancellable *cancellable,
                                   GAsyncReadyCallback callback, gpointer user_data);
gboolean gamao_drill_judge_play_finish (GAsyncResult *result, GamaoDrillVerdict *verdict,
                                        GError **error);
/* A cube decision answered: `answer` is DOUBLE or NO_DOUBLE at a
 * double, TAKE, PASS or BEAVER at a take, judged by the kept cube
 * equities (a beaver, where allowed, as twice the take's equity). */
gboolean gamao_drill_judge_cube (GamaoStore *store, const GamaoMistakeData *mistake,
                                 GamaoMistakeKind answer, GamaoDrillVerdict *verdict,
                                 GError **error);
/* The judgement the analysis kept for `mistake` (for its ranked plays
 * or cube figures and its words); FALSE with `error` when none. */
gboolean gamao_drill_find_decision (GamaoStore *store, const GamaoMistakeData *mistake,
                                    GamaoStoredDecision *out, GError **error);
/* Whether the taker of `mistake` may beaver: a money session with the
 * beaver rule. */
gboolean gamao_drill_beaver_allowed (GamaoStore *store, const GamaoMistakeData *mistake);
/* Keeps the answer at `now` and its schedule (set in `verdict->card`). */
gboolean gamao_drill_keep (GamaoStore *store, const GamaoMistakeData *mistake,
                           GamaoDrillVerdict *verdict, GDateTime *now, GError **error);

G_END_DECLS
