/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-ai-service"

#include "config.h"

#include "gamao-ai-service.h"

#include <glib/gi18n.h>

#include "gamao-analysis-settings.h"
#include "gamao-notation.h"

/* The one computer, loaded on first use. `lock` guards it and the load;
 * `status` is written once under the lock and read without it after. */
static GMutex lock;
static GamaoComputer *computer;
static gint status; /* 0 not tried, 1 loaded, 2 failed */
static char *failure;
static gint busy;
static gint main_thread_uses;

/* The computer's work never runs on the thread that runs the main loop:
 * a search takes a second or more on a loaded machine (many under
 * memcheck), and the window would not answer meanwhile. That thread owns
 * the default main context while it dispatches (all the time in a
 * GApplication), a worker never does. */
static void
check_off_main_thread (const char *what)
{
  if (!g_main_context_is_owner (g_main_context_default ()))
    return;
  g_atomic_int_inc (&main_thread_uses);
  g_critical ("%s on the main thread: the window stops answering while it runs", what);
}

static void
load_locked (void)
{
  GamaoWeightsError error = GAMAO_WEIGHTS_OK;

  if (g_atomic_int_get (&status) != 0)
    return;
  computer = gamao_computer_new (GAMAO_LEVEL_EXPERT, NULL, &error);
  if (computer)
    {
      g_atomic_int_set (&status, 1);
      return;
    }
  failure = g_strdup_printf (_("The computer player is not available. %s (looked for in "
                               "“%s”). Reinstalling Gamão should bring it back."),
                             gamao_weights_error_message (error), gamao_data_dir ());
  g_message ("%s", failure);
  g_atomic_int_set (&status, 2);
}

gboolean
gamao_ai_service_check (GError **error)
{
  if (g_atomic_int_get (&status) == 0)
    {
      g_mutex_lock (&lock);
      load_locked ();
      g_mutex_unlock (&lock);
    }
  if (g_atomic_int_get (&status) == 1)
    return TRUE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, failure);
  return FALSE;
}

const GamaoEvaluator *
gamao_ai_service_get_evaluator (GError **error)
{
  /* Loaded once and never freed or changed after: read-only, it may be
   * shared by any number of threads without the lock. */
  check_off_main_thread ("The evaluator was asked for");
  return gamao_ai_service_check (error) ? &computer->evaluator : NULL;
}

static gpointer
preload_thread (gpointer data)
{
  g_mutex_lock (&lock);
  load_locked ();
  g_mutex_unlock (&lock);
  return NULL;
}

void
gamao_ai_service_preload (void)
{
  static gsize started;

  if (g_once_init_enter (&started))
    {
      g_thread_unref (g_thread_new ("gamao-ai-load", preload_thread, NULL));
      g_once_init_leave (&started, 1);
    }
}

guint
gamao_ai_service_get_busy (void)
{
  return (guint) g_atomic_int_get (&busy);
}

guint
gamao_ai_service_get_main_thread_uses (void)
{
  return (guint) g_atomic_int_get (&main_thread_uses);
}

/* The board as the turn began: the match shows the checkers already
 * moved, and plays are ranked for the whole roll. `board` is the mover's
 * (side on roll); steps are taken back last first. */
static void
take_steps_back (GamaoMatch *match, GamaoBoard *board)
{
  GamaoStep steps[4];
  guint n = gamao_match_get_steps (match, steps);

  while (n-- > 0)
    {
      const GamaoStep *step = &steps[n];

      if (step->to > 0)
        board->checkers[GAMAO_SIDE_ON_ROLL][step->to - 1]--;
      board->checkers[GAMAO_SIDE_ON_ROLL][step->from - 1]++;
      /* The hit checker leaves the opponent's bar for its point, which
       * the opponent counts from the other end. */
      if (step->hit)
        {
          board->checkers[GAMAO_SIDE_OPPONENT][24]--;
          board->checkers[GAMAO_SIDE_OPPONENT][24 - step->to]++;
        }
    }
}

static guint
analysis_plies (void)
{
  return gamao_analysis_settings_get_analysis_plies (gamao_analysis_settings_get_default ());
}

GamaoAiJob *
gamao_ai_job_new (GamaoMatch *match, GamaoAiQuestion question, GamaoLevel level)
{
  GamaoAiJob *job = g_new0 (GamaoAiJob, 1);
  GamaoPosition *position = gamao_match_get_position (match);
  int turn = gamao_match_get_turn (match);
  int on_roll = gamao_match_get_on_roll (match);

  job->question = question;
  job->level = CLAMP (level, GAMAO_LEVEL_BEGINNER, GAMAO_LEVEL_WORLD_CLASS);
  job->plies = analysis_plies ();
  job->me = turn;
  gamao_match_get_match_state (match, &job->state);
  gamao_match_get_dice (match, job->dice);
  job->resignation = (int) gamao_match_get_resignation (match);
  job->beavers = (gamao_match_get_rules (match) & GAMAO_RULE_BEAVERS) != 0;
  /* Plays, cube and offers are judged from the side on roll; a double is
   * answered from the doubler's side (on roll too), a resignation from
   * the resigner's, who is the one not answering. */
  gamao_position_get_board_for (position, question == GAMAO_AI_ACCEPT ? 1 - turn : on_roll,
                                &job->board);
  if (gamao_match_get_phase (match) == GAMAO_MATCH_MOVING)
    take_steps_back (match, &job->board);
  return job;
}

GamaoAiJob *
gamao_ai_job_new_for_position (const GamaoBoard *board, const GamaoMatchState *state,
                               GamaoAiQuestion question, GamaoLevel level)
{
  GamaoAiJob *job = g_new0 (GamaoAiJob, 1);

  job->question = question;
  job->level = CLAMP (level, GAMAO_LEVEL_BEGINNER, GAMAO_LEVEL_WORLD_CLASS);
  job->plies = analysis_plies ();
  job->board = *board;
  job->state = *state;
  job->me = state->on_roll;
  job->dice[0] = state->dice[0];
  job->dice[1] = state->dice[1];
  job->resignation = state->resignation;
  return job;
}

/* The hint's plays, by the analysis's judges at the analysis depth: the
 * figures the tutor and the replay give the same plays. */
static void
rank_hints (GamaoAiJob *job)
{
  GamaoAdvicePlay plays[GAMAO_AI_MAX_HINTS];

  job->is_match = job->state.match_length > 0;
  job->n_hints = gamao_advice_plays (&computer->evaluator, &job->board, &job->state, job->dice[0],
                                     job->dice[1], job->plies, plays, GAMAO_AI_MAX_HINTS);
  for (guint i = 0; i < job->n_hints; i++)
    {
      GamaoAiHint *hint = &job->hints[i];

      hint->play = plays[i].play;
      gamao_notation_write (&hint->play, hint->notation, sizeof hint->notation);
      hint->equity = plays[i].equity;
      hint->mwc = plays[i].mwc;
      hint->plies = plays[i].plies;
      memcpy (hint->outputs, plays[i].outputs, sizeof hint->outputs);
    }
}

static void
before_roll (GamaoAiJob *job)
{
  gamao_search_evaluate (computer->search, &job->board, gamao_level_plies (job->level),
                         job->outputs);
  job->resign_offer = gamao_computer_resignation_offer (computer, &job->board);
  job->cube_action = gamao_computer_cube_action (computer, &job->board, &job->state, job->me,
                                                 &job->decision);
}

/* The hint before rolling: the cube decision at the analysis depth; the
 * action and chances also where the computer's own answers go. */
static void
cube_hint (GamaoAiJob *job)
{
  GamaoAdviceCube *advice = &job->cube_advice;

  job->is_match = job->state.match_length > 0;
  gamao_advice_cube (&computer->evaluator, &job->board, &job->state, job->plies, advice);
  job->cube_action = advice->action;
  job->decision.action = advice->action;
  job->decision.redouble = advice->redouble;
  job->decision.is_match = job->is_match;
  memcpy (job->outputs, advice->outputs, sizeof job->outputs);
}

/* The tutor judges at the analysis depth whatever the computer's level,
 * so its warnings agree with the marks of the replay. */
static void
tutor (GamaoAiJob *job)
{
  gamao_tutor_judge (&computer->evaluator, &job->tutor, job->plies, &job->verdict);
  gamao_tutor_words (&job->tutor, &job->verdict, job->tutor_words, sizeof job->tutor_words);
  gamao_tutor_why (&computer->evaluator, &job->tutor, &job->verdict, job->tutor_why,
                   sizeof job->tutor_why);
}

static void
answer (GamaoAiJob *job)
{
  check_off_main_thread ("A question to the computer was answered");
  computer->level = job->level;
  switch (job->question)
    {
    case GAMAO_AI_PLAY:
      job->has_play = gamao_computer_choose_play (computer, &job->board, job->dice[0],
                                                  job->dice[1], &job->state, &job->play);
      break;
    case GAMAO_AI_BEFORE_ROLL:
      before_roll (job);
      break;
    case GAMAO_AI_TAKE:
      {
        GamaoDoubleAnswer a = gamao_computer_answer_double (computer, &job->board, &job->state,
                                                            job->me, job->beavers);
        job->yes = a != GAMAO_ANSWER_PASS;
        job->beaver = a == GAMAO_ANSWER_BEAVER;
      }
      break;
    case GAMAO_AI_TAKE_ADVICE:
      gamao_computer_take_advice (computer, &job->board, &job->state, job->me, &job->take_advice);
      job->yes = job->take_advice.take;
      break;
    case GAMAO_AI_TUTOR:
      tutor (job);
      break;
    case GAMAO_AI_ACCEPT:
      job->yes = gamao_computer_accepts_resignation (computer, &job->board, &job->state, job->me,
                                                     job->resignation);
      break;
    case GAMAO_AI_HINT:
    default:
      /* With dice on the table the hint ranks plays; before, the cube. */
      if (job->dice[0] > 0)
        rank_hints (job);
      else
        cube_hint (job);
      break;
    }
}

static void
ask_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GamaoAiJob *job = task_data;
  GError *error = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  g_mutex_lock (&lock);
  load_locked ();
  if (g_atomic_int_get (&status) == 1)
    answer (job);
  else
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_FAILED, failure);
  g_mutex_unlock (&lock);
  if (error)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
on_task_done (GObject *source, GParamSpec *pspec, gpointer user_data)
{
  g_atomic_int_dec_and_test (&busy);
}

void
gamao_ai_service_ask (GamaoAiJob *job, GCancellable *cancellable, GAsyncReadyCallback callback,
                      gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, gamao_ai_service_ask);
  g_task_set_task_data (task, job, g_free);
  g_atomic_int_inc (&busy);
  g_signal_connect (task, "notify::completed", G_CALLBACK (on_task_done), NULL);
  g_task_run_in_thread (task, ask_in_thread);
}

GamaoAiJob *
gamao_ai_service_ask_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  return g_task_get_task_data (G_TASK (result));
}
