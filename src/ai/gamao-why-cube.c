/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The words that explain a cube mistake. The equities come from the
 * analysis engine's own judge of the decision, so that the words and the
 * mark agree; every figure said is one of GamaoCubeFacts. */
#include "config.h"

#include "gamao-why-cube.h"

#include "gamao-analysis-private.h"
#include "gamao-figures.h"
#include "gamao-i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Whether the doubler, on roll in `board` (their side) with the cube as
 * in `state`, would have a double the taker should drop. */
static bool
double_is_drop (Judge *judge, const GamaoBoard *board, const GamaoMatchState *state, int doubler)
{
  GamaoCubeInfo info;
  float o[GAMAO_N_OUTPUTS];

  gamao_cube_info_from_state (&info, state, doubler, gamao_cube_efficiency (board));
  gamao_evaluate (judge->evaluator, board, o);
  return !gamao_cube_should_take (&info, o);
}

/* Each of the taker's replies to the doubler's play `after` (the
 * doubler's side, not swapped), weighted: the sequences that lose the
 * doubler's market. */
static unsigned
replies_that_lose_market (Judge *judge, const GamaoBoard *after, const GamaoMatchState *state,
                          int doubler)
{
  GamaoBoard taker = *after, next;
  float o[GAMAO_N_OUTPUTS];
  unsigned n = 0;

  gamao_board_swap_sides (&taker);
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        gamao_analysis_best_reply (judge, &taker, d1, d2, &next, o);
        /* The taker has borne off: the game is over, no market to lose. */
        if (gamao_board_checkers_on_board (&next, GAMAO_SIDE_ON_ROLL) == 0)
          continue;
        gamao_board_swap_sides (&next);
        if (double_is_drop (judge, &next, state, doubler))
          n += d1 == d2 ? 1u : 2u;
      }
  return n;
}

static unsigned
market_losers (Judge *judge, const GamaoBoard *board, const GamaoMatchState *state)
{
  GamaoBoard after;
  float o[GAMAO_N_OUTPUTS];
  unsigned n = 0;

  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        gamao_analysis_best_reply (judge, board, d1, d2, &after, o);
        if (gamao_board_checkers_on_board (&after, GAMAO_SIDE_ON_ROLL) == 0)
          continue;
        n += (d1 == d2 ? 1u : 2u) * replies_that_lose_market (judge, &after, state, state->on_roll);
      }
  return n;
}

bool
gamao_cube_facts (const GamaoEvaluator *evaluator, const GamaoBoard *board,
                  const GamaoMatchState *state, bool beavers, unsigned plies,
                  GamaoCubeFacts *facts)
{
  AnalysisItem item = { .kind = ITEM_CUBE, .board = *board, .state = *state, .beavers = beavers };
  GamaoDecision d[2];
  float o[GAMAO_N_OUTPUTS];
  Judge judge;
  bool ok;

  memset (facts, 0, sizeof *facts);
  item.player = state->on_roll;
  item.state.double_offered = false;
  item.state.turn = state->on_roll;
  if ((ok = gamao_analysis_judge_init (&judge, evaluator, plies)))
    {
      /* Judged as a double, so that the three equities are all filled. */
      item.doubled = true;
      gamao_analysis_judge_cube (&judge, &item, d);
      gamao_analysis_evaluate (&judge, board, plies, o);
      facts->win = o[GAMAO_OUT_WIN];
      facts->win_gammon = o[GAMAO_OUT_WIN_GAMMON];
      /* Never "-0%" for a sure win. */
      facts->lose = o[GAMAO_OUT_WIN] < 1.0f ? 1.0f - o[GAMAO_OUT_WIN] : 0.0f;
      facts->lose_gammon = o[GAMAO_OUT_LOSE_GAMMON];
      facts->no_double = d[0].no_double;
      facts->double_take = d[0].double_take;
      facts->double_pass = d[0].double_pass;
      facts->proper = d[0].proper;
      facts->beavers = beavers;
      facts->market_losers = market_losers (&judge, board, &item.state);
    }
  gamao_analysis_judge_clear (&judge);
  return ok;
}

/* Sentences one after the other, as much as `size` holds. */
typedef struct
{
  char *out;
  size_t size, at;
} Words;

static void
add (Words *w, const char *format, ...) __attribute__ ((format (printf, 2, 3)));

static void
add (Words *w, const char *format, ...)
{
  va_list args;
  int n;

  if (w->at + 2 >= w->size)
    return;
  if (w->at)
    w->out[w->at++] = ' ';
  va_start (args, format);
  n = vsnprintf (w->out + w->at, w->size - w->at, format, args);
  va_end (args);
  if (n > 0)
    w->at = w->at + (size_t) n < w->size ? w->at + (size_t) n : w->size - 1;
}

/* The chances of the player who decides: the doubler's, or turned round
 * for the taker. */
static void
say_chances (Words *w, const GamaoCubeFacts *f, bool taker, const char *who)
{
  float win = taker ? f->lose : f->win, lose = taker ? f->win : f->lose;
  float wg = taker ? f->lose_gammon : f->win_gammon, lg = taker ? f->win_gammon : f->lose_gammon;

  if (!who)
    add (w, GAMAO_TR ("You win %.0f%% of games (%.0f%% with a gammon) and lose %.0f%% (%.0f%% "
                      "by a gammon)."),
         100.0f * win, 100.0f * wg, 100.0f * lose, 100.0f * lg);
  else
    /* Translators: a player's name, then their chances in this game. */
    add (w, GAMAO_TR ("%s wins %.0f%% of games (%.0f%% with a gammon) and loses %.0f%% (%.0f%% "
                      "by a gammon)."),
         who, 100.0f * win, 100.0f * wg, 100.0f * lose, 100.0f * lg);
}

static void
say_market (Words *w, const GamaoCubeFacts *f, const char *who)
{
  unsigned n = f->market_losers;

  if (!who)
    add (w,
         /* Translators: %u is a count of sequences of two rolls. */
         dngettext (GETTEXT_PACKAGE,
                    "Market losers: after %u of the 1296 sequences of two rolls (one each), "
                    "the opponent would drop your next double.",
                    "Market losers: after %u of the 1296 sequences of two rolls (one each), "
                    "the opponent would drop your next double.",
                    n),
         n);
  else
    add (w,
         /* Translators: %u is a count of sequences of two rolls; %s a player's name. */
         dngettext (GETTEXT_PACKAGE,
                    "Market losers: after %u of the 1296 sequences of two rolls (one each), "
                    "the opponent would drop the next double of %s.",
                    "Market losers: after %u of the 1296 sequences of two rolls (one each), "
                    "the opponent would drop the next double of %s.",
                    n),
         n, who);
}

static float
doubled_value (const GamaoCubeFacts *f)
{
  float v = f->double_take < f->double_pass ? f->double_take : f->double_pass;

  return f->beavers && 2.0f * f->double_take < v ? 2.0f * f->double_take : v;
}

/* An equity in the app's one convention: "equity +0.093" (gamao-figures). */
static const char *
equity (char out[GAMAO_FIGURE_SIZE], float emg)
{
  return gamao_figure_equity (out, GAMAO_FIGURE_SIZE, emg, -1.0);
}

/* The doubler: no double against doubling, and why in a word. */
static void
explain_double (Words *w, const GamaoCubeFacts *f, GamaoChoice played, const char *who)
{
  bool too_good = f->proper == GAMAO_PROPER_TOO_GOOD_TAKE
                  || f->proper == GAMAO_PROPER_TOO_GOOD_PASS;
  char no_double[GAMAO_FIGURE_SIZE], doubled[GAMAO_FIGURE_SIZE];

  equity (no_double, f->no_double);
  equity (doubled, doubled_value (f));
  if (!who)
    /* Translators: each %s is an equity, "equity +0.093". */
    add (w, GAMAO_TR ("Not doubling is worth %s to you; doubling, %s."), no_double, doubled);
  else
    /* Translators: a player's name between two equities ("equity +0.093"). */
    add (w, GAMAO_TR ("Not doubling is worth %s to %s; doubling, %s."), no_double, who, doubled);
  if (played == GAMAO_CHOICE_DOUBLE && too_good)
    {
      if (!who)
        add (w, GAMAO_TR ("You are too good to double: you win a gammon in %.0f%% of games, and "
                          "playing on is worth more than the drop."),
             100.0f * f->win_gammon);
      else
        /* Translators: %s is a player's name. */
        add (w, GAMAO_TR ("%s is too good to double, with a gammon in %.0f%% of games: playing on "
                          "is worth more than the drop."),
             who, 100.0f * f->win_gammon);
      return;
    }
  if (played == GAMAO_CHOICE_DOUBLE && !who)
    add (w, "%s", GAMAO_TR ("You are not strong enough to double yet."));
  else if (played == GAMAO_CHOICE_DOUBLE)
    /* Translators: %s is a player's name. */
    add (w, GAMAO_TR ("%s is not strong enough to double yet."), who);
  else if (f->proper == GAMAO_PROPER_DOUBLE_PASS)
    add (w, "%s", GAMAO_TR ("The opponent should drop, so a double wins the game at once."));
  else if (!who)
    add (w, "%s", GAMAO_TR ("You are strong enough to double, and the opponent still has a take."));
  else
    /* Translators: %s is a player's name. */
    add (w, GAMAO_TR ("%s is strong enough to double, and the opponent still has a take."), who);
  say_market (w, f, who);
}

/* The taker: taking against dropping, and how far from the take point
 * (where the two are worth the same). */
static void
explain_take (Words *w, const GamaoCubeFacts *f, GamaoChoice played, const char *who)
{
  float take = -f->double_take, drop = -f->double_pass, beaver = -2.0f * f->double_take;
  char take_text[GAMAO_FIGURE_SIZE], drop_text[GAMAO_FIGURE_SIZE], beaver_text[GAMAO_FIGURE_SIZE];

  equity (take_text, take);
  equity (drop_text, drop);
  if (!who)
    /* Translators: each %s is an equity, "equity +0.093". */
    add (w, GAMAO_TR ("Taking is worth %s to you, dropping %s."), take_text, drop_text);
  else
    /* Translators: a player's name between two equities ("equity +0.093"). */
    add (w, GAMAO_TR ("Taking is worth %s to %s, dropping %s."), take_text, who, drop_text);
  /* What taking gains over dropping, named as every figure (gamao-figures). */
  equity (take_text, take - drop);
  if (take < drop)
    /* Translators: %s is what taking gains over dropping, "equity −0.045". */
    add (w, GAMAO_TR ("Taking rather than dropping: %s; the take is short of the take point, "
                      "where the two are worth the same."),
         take_text);
  else
    /* Translators: %s is what taking gains over dropping, "equity +0.045". */
    add (w, GAMAO_TR ("Taking rather than dropping: %s; the take is past the take point, where "
                      "the two are worth the same."),
         take_text);
  if (f->beavers && (played == GAMAO_CHOICE_BEAVER || beaver > take))
    /* Translators: %s is an equity, "equity +0.093". */
    add (w, GAMAO_TR ("A beaver is worth %s."), equity (beaver_text, beaver));
}

/* What the analysis would choose, from the facts' equities. */
static GamaoChoice
best_of (const GamaoCubeFacts *f, GamaoDecisionKind kind)
{
  float take = -f->double_take, drop = -f->double_pass;
  float beaver = f->beavers ? -2.0f * f->double_take : -1e9f;

  if (kind == GAMAO_DECISION_DOUBLE)
    return doubled_value (f) > f->no_double ? GAMAO_CHOICE_DOUBLE : GAMAO_CHOICE_NO_DOUBLE;
  return beaver > take && beaver > drop ? GAMAO_CHOICE_BEAVER
         : take >= drop                 ? GAMAO_CHOICE_TAKE
                                        : GAMAO_CHOICE_PASS;
}

size_t
gamao_why_cube (const GamaoCubeFacts *facts, GamaoDecisionKind kind, GamaoChoice played,
                const char *who, char *out, size_t size)
{
  Words w = { .out = out, .size = size, .at = 0 };

  if (size == 0)
    return 0;
  out[0] = '\0';
  if ((kind != GAMAO_DECISION_DOUBLE && kind != GAMAO_DECISION_TAKE)
      || best_of (facts, kind) == played)
    return 0;
  say_chances (&w, facts, kind == GAMAO_DECISION_TAKE, who);
  if (kind == GAMAO_DECISION_DOUBLE)
    explain_double (&w, facts, played, who);
  else
    explain_take (&w, facts, played, who);
  return w.at;
}
