/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-ai-service.h: the computer player's questions, answered off the
 * main thread. One computer (src/ai) serves the whole program: it is
 * loaded once and lent to one question at a time, since it is not
 * thread-safe. */
#pragma once

#include <gio/gio.h>

#include "gamao-advice.h"
#include "gamao-computer.h"
#include "gamao-match.h"
#include "gamao-tutor.h"

G_BEGIN_DECLS

typedef enum
{
  GAMAO_AI_PLAY,        /* the play for the dice of the player on roll */
  GAMAO_AI_BEFORE_ROLL, /* resign, double or roll, for the player on roll */
  GAMAO_AI_TAKE,        /* take or drop the double waiting for "turn" */
  GAMAO_AI_ACCEPT,      /* accept or decline the resignation waiting for "turn" */
  GAMAO_AI_HINT,        /* ranked plays, or the cube advice before rolling */
  GAMAO_AI_TAKE_ADVICE, /* why take or drop the double waiting for "turn" */
  GAMAO_AI_TUTOR,       /* what the person's play or cube action in "tutor" loses */
} GamaoAiQuestion;

#define GAMAO_AI_MAX_HINTS 8

/* A play of the hint, as the analysis judges it (gamao-advice). */
typedef struct
{
  GamaoPlay play;
  char notation[64];
  float equity;           /* cubeful EMG for the mover */
  float mwc;              /* the mover's match winning chance after it; -1 money */
  float outputs[GAMAO_N_OUTPUTS];
  guint plies;            /* the depth it was judged at */
} GamaoAiHint;

/* A question and, once answered, its answer. Everything the worker needs
 * is copied in, so a match that goes on meanwhile changes nothing. */
typedef struct
{
  GamaoAiQuestion question;
  GamaoLevel level;
  GamaoBoard board;       /* from the side the question says (see .c) */
  GamaoMatchState state;
  int me;                 /* the player who decides */
  int dice[2];
  int resignation;        /* the kind offered, for GAMAO_AI_ACCEPT */
  gboolean beavers;       /* the session's rules allow beavers */
  guint plies;            /* the analysis depth, for the hint and the tutor */

  /* Answers */
  gboolean has_play;
  GamaoPlay play;
  int resign_offer;
  GamaoCubeAction cube_action;
  GamaoCubeDecision decision;
  gboolean yes;           /* takes, or accepts */
  gboolean beaver;        /* GAMAO_AI_TAKE: takes and beavers */
  GamaoTakeAdvice take_advice; /* for GAMAO_AI_TAKE_ADVICE */
  float outputs[GAMAO_N_OUTPUTS]; /* for `me`, before rolling */
  gboolean is_match;      /* the hint's figures come with match winning chances */
  GamaoAiHint hints[GAMAO_AI_MAX_HINTS];
  GamaoAdviceCube cube_advice; /* the hint before rolling, at `plies` */
  guint n_hints;

  /* GAMAO_AI_TUTOR: the question, filled in by the asker, and the
   * verdict with its words. */
  GamaoTutorQuestion tutor;
  GamaoTutorVerdict verdict;
  char tutor_words[256];
  char tutor_why[2048];
} GamaoAiJob;

/* A question about `match` as it stands, for the player whose turn it
 * is; the hint and the tutor judge at the depth of the app's
 * GamaoAnalysisSettings (main thread). */
GamaoAiJob *gamao_ai_job_new (GamaoMatch *match, GamaoAiQuestion question, GamaoLevel level);
/* A question about a position outside any match, such as one pasted as
 * gnubg's IDs: `board` is seen from the player on roll of `state`, who
 * decides; the dice are those of `state` (none before rolling). */
GamaoAiJob *gamao_ai_job_new_for_position (const GamaoBoard *board,
                                           const GamaoMatchState *state,
                                           GamaoAiQuestion question, GamaoLevel level);

/* The loaded evaluator, to read from any thread (rollouts), or NULL with
 * `error` set when the weights cannot be loaded. */
const GamaoEvaluator *gamao_ai_service_get_evaluator (GError **error);

/* Whether the computer can play here; on FALSE, `error` says why in
 * words for people (the weights file missing or damaged). The first call
 * loads the nets. */
gboolean gamao_ai_service_check (GError **error);

/* Starts loading the nets in a thread of their own (once), so that
 * neither the first question nor the New Match dialog waits the tenth of
 * a second the load takes. */
void gamao_ai_service_preload (void);

/* Answers `job` (taken over) in a worker thread. */
void gamao_ai_service_ask (GamaoAiJob *job, GCancellable *cancellable,
                           GAsyncReadyCallback callback, gpointer user_data);
/* The answered job, owned by `result` (valid while the callback runs), or
 * NULL with `error` set. */
GamaoAiJob *gamao_ai_service_ask_finish (GAsyncResult *result, GError **error);

/* How many questions are being answered now (for tests). */
guint gamao_ai_service_get_busy (void);
/* How many times a question was answered, or the evaluator handed out,
 * on the thread that runs the main loop (each is also a critical
 * warning): none, ever, or the window freezes while the computer thinks
 * (for tests). */
guint gamao_ai_service_get_main_thread_uses (void);

G_END_DECLS
