/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tutor's judge: one decision handed to the analysis engine's own
 * judges (so a warning at the table and the mark in the replay agree),
 * and the words for it. */
#include "config.h"

#include "gamao-tutor.h"

#include "gamao-advice.h"
#include "gamao-analysis-private.h"
#include "gamao-figures.h"
#include "gamao-notation.h"
#include "gamao-take-advice.h"
#include "gamao-why.h"
#include "gamao-why-cube.h"

#include "gamao-i18n.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

float
gamao_tutor_threshold (GamaoTutorMode mode)
{
  switch (mode)
    {
    case GAMAO_TUTOR_WARN_BAD:
      return GAMAO_MARK_BAD_EMG;
    case GAMAO_TUTOR_WARN_VERY_BAD:
      return GAMAO_MARK_VERY_BAD_EMG;
    case GAMAO_TUTOR_OFF:
    default:
      return INFINITY;
    }
}

bool
gamao_tutor_warns (GamaoTutorMode mode, float loss)
{
  return loss > gamao_tutor_threshold (mode);
}

static GamaoChoice
answer_of (GamaoTutorAction action)
{
  switch (action)
    {
    case GAMAO_TUTOR_TAKE:
      return GAMAO_CHOICE_TAKE;
    case GAMAO_TUTOR_DROP:
      return GAMAO_CHOICE_PASS;
    case GAMAO_TUTOR_BEAVER:
      return GAMAO_CHOICE_BEAVER;
    default:
      return GAMAO_CHOICE_NONE;
    }
}

static void
item_of (const GamaoTutorQuestion *q, AnalysisItem *item)
{
  bool answer = answer_of (q->action) != GAMAO_CHOICE_NONE;

  memset (item, 0, sizeof *item);
  item->board = q->board;
  item->state = q->state;
  item->beavers = q->beavers;
  item->dice[0] = q->dice[0];
  item->dice[1] = q->dice[1];
  /* A cube item belongs to the doubler; the taker answers it. */
  item->player = answer ? 1 - q->player : q->player;
  item->state.on_roll = item->player;
  if (q->action == GAMAO_TUTOR_PLAY)
    {
      item->kind = ITEM_CHECKER;
      item->has_play = true;
      item->after = q->after;
    }
  else
    {
      item->kind = ITEM_CUBE;
      item->doubled = q->action != GAMAO_TUTOR_NO_DOUBLE;
      item->answer = answer_of (q->action);
    }
}

void
gamao_tutor_judge (const GamaoEvaluator *evaluator, const GamaoTutorQuestion *question,
                   unsigned plies, GamaoTutorVerdict *verdict)
{
  GamaoDecision d[2];
  AnalysisItem item;
  Judge judge;

  memset (verdict, 0, sizeof *verdict);
  verdict->plies = plies;
  if (!gamao_analysis_judge_init (&judge, evaluator, plies))
    {
      gamao_analysis_judge_clear (&judge);
      return;
    }
  item_of (question, &item);
  if (question->action == GAMAO_TUTOR_PLAY)
    {
      gamao_analysis_judge_checker (&judge, &item, &d[0]);
      /* The play made among the roll's plays, for the words of why. */
      gamao_play_list_generate (judge.list, &item.board, item.dice[0], item.dice[1]);
      int i = gamao_play_list_find (judge.list, &question->after);
      verdict->has_best = d[0].n_better > 0 && i >= 0;
      if (verdict->has_best)
        {
          verdict->best = d[0].better[0].play;
          verdict->played = judge.list->plays[i];
        }
    }
  else
    {
      gamao_analysis_judge_cube (&judge, &item, d);
      gamao_analysis_evaluate (&judge, &item.board, plies, verdict->outputs);
    }
  /* The answer to a double is the second decision of the cube item. */
  const GamaoDecision *mine = answer_of (question->action) != GAMAO_CHOICE_NONE ? &d[1] : &d[0];
  verdict->loss = mine->equity_loss;
  verdict->mark = mine->mark ? mine->mark : gamao_mark_of_loss (mine->equity_loss);
  verdict->best_choice = mine->best_choice;
  verdict->proper = d[0].proper;
  gamao_analysis_judge_clear (&judge);
}

/* What the computer would do at a cube decision, as the end of a sentence. */
static const char *
choice_words (GamaoChoice choice)
{
  switch (choice)
    {
    case GAMAO_CHOICE_DOUBLE:
      return GAMAO_TR ("the computer would double");
    case GAMAO_CHOICE_NO_DOUBLE:
      return GAMAO_TR ("the computer would not double");
    case GAMAO_CHOICE_TAKE:
      return GAMAO_TR ("the computer would take");
    case GAMAO_CHOICE_PASS:
      return GAMAO_TR ("the computer would drop");
    case GAMAO_CHOICE_BEAVER:
      return GAMAO_TR ("the computer would beaver");
    default:
      return "";
    }
}

/* What the decision gives up, in the app's one convention: "equity
 * −0.092 · match −1.3% (2-ply)". */
static void
loss_text (const GamaoTutorQuestion *question, const GamaoTutorVerdict *verdict, char *out,
           size_t size)
{
  GamaoCubeInfo info;
  char loss[128], depth[32];

  gamao_cube_info_from_state (&info, &question->state, question->player,
                              gamao_cube_efficiency (&question->board));
  gamao_figure_loss (loss, sizeof loss, -verdict->loss,
                     info.match_length ? -verdict->loss * gamao_analysis_mwc_per_emg (&info) : NAN);
  gamao_figure_depth (depth, sizeof depth, verdict->plies);
  snprintf (out, size, "%s (%s)", loss, depth);
}

size_t
gamao_tutor_words (const GamaoTutorQuestion *question, const GamaoTutorVerdict *verdict,
                   char *out, size_t size)
{
  char best[64] = "", loss[GAMAO_FIGURE_SIZE];
  int n;

  if (question->action == GAMAO_TUTOR_PLAY && verdict->has_best)
    gamao_notation_write (&verdict->best, best, sizeof best);
  else
    snprintf (best, sizeof best, "%s", choice_words (verdict->best_choice));
  loss_text (question, verdict, loss, sizeof loss);
  switch (question->action)
    {
    case GAMAO_TUTOR_NO_DOUBLE:
      /* Translators: %s is what it gives up ("equity −0.092 · match −1.3%
       * (2-ply)"), then what the computer would do ("the computer would
       * double"). */
      n = snprintf (out, size, GAMAO_TR ("Rolling without doubling: %s; %s."), loss, best);
      break;
    case GAMAO_TUTOR_DOUBLE:
      /* Translators: %s is what it gives up ("equity −0.092 (2-ply)"). */
      n = snprintf (out, size, GAMAO_TR ("This double: %s; %s."), loss, best);
      break;
    case GAMAO_TUTOR_TAKE:
      /* Translators: %s is what it gives up ("equity −0.092 (2-ply)"). */
      n = snprintf (out, size, GAMAO_TR ("Taking: %s; %s."), loss, best);
      break;
    case GAMAO_TUTOR_DROP:
      /* Translators: %s is what it gives up ("equity −0.092 (2-ply)"). */
      n = snprintf (out, size, GAMAO_TR ("Dropping: %s; %s."), loss, best);
      break;
    case GAMAO_TUTOR_BEAVER:
      /* Translators: %s is what it gives up ("equity −0.092 (2-ply)"). */
      n = snprintf (out, size, GAMAO_TR ("This beaver: %s; %s."), loss, best);
      break;
    case GAMAO_TUTOR_PLAY:
    default:
      /* Translators: %s is what it gives up ("equity −0.092 · match −1.3%
       * (2-ply)"), then a play in notation ("13/7 8/7"). */
      n = snprintf (out, size, GAMAO_TR ("This play: %s; the computer prefers %s."), loss, best);
      break;
    }
  return n < 0 ? 0 : (size_t) n < size ? (size_t) n : size ? size - 1 : 0;
}

/* The figures and the reasons (chances, equities, market losers),
 * spoken to the person deciding; their verdict says what the advice
 * line would ("you are not strong enough to double yet"), so it is said
 * once. The advice alone when the facts cannot be worked out. */
static size_t
cube_why (const GamaoEvaluator *evaluator, const GamaoTutorQuestion *question,
          const GamaoTutorVerdict *verdict, char *out, size_t size)
{
  GamaoMatchState state = question->state;
  GamaoChoice played = question->action == GAMAO_TUTOR_DOUBLE ? GAMAO_CHOICE_DOUBLE
                                                               : GAMAO_CHOICE_NO_DOUBLE;
  GamaoCubeFacts facts;

  state.on_roll = state.turn = question->player;
  state.double_offered = false;
  if (gamao_cube_facts (evaluator, &question->board, &state, question->beavers, verdict->plies,
                        &facts)
      && gamao_why_cube (&facts, GAMAO_DECISION_DOUBLE, played, NULL, out, size) > 0)
    return strlen (out);
  snprintf (out, size, "%s", gamao_cube_action_advice (gamao_advice_cube_action (verdict->proper)));
  return strlen (out);
}

size_t
gamao_tutor_why (const GamaoEvaluator *evaluator, const GamaoTutorQuestion *question,
                 const GamaoTutorVerdict *verdict, char *out, size_t size)
{
  GamaoTakeAdvice advice;

  if (size == 0)
    return 0;
  out[0] = '\0';
  switch (question->action)
    {
    case GAMAO_TUTOR_PLAY:
      if (!verdict->has_best)
        return 0;
      return gamao_why_explain (evaluator, &question->board, &verdict->best, &verdict->played,
                                NULL, out, size);
    case GAMAO_TUTOR_TAKE:
    case GAMAO_TUTOR_DROP:
    case GAMAO_TUTOR_BEAVER:
      gamao_take_advice (&question->state, question->player, &question->board, verdict->outputs,
                         &advice);
      gamao_take_advice_words (&advice, out, size);
      return strlen (out);
    case GAMAO_TUTOR_NO_DOUBLE:
    case GAMAO_TUTOR_DOUBLE:
    default:
      return cube_why (evaluator, question, verdict, out, size);
    }
}
