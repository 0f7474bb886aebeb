/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The figures per player that gnubg's "show statistics match" prints,
 * summed from the judged decisions, and the words for marks, ratings
 * and cube choices. */
#include "config.h"

#include "gamao-analysis.h"

#include "gamao-i18n.h"
#include "gamao-met.h"

#include <string.h>

GamaoMark
gamao_mark_of_loss (float equity_loss)
{
  if (equity_loss > GAMAO_MARK_VERY_BAD_EMG)
    return GAMAO_MARK_VERY_BAD;
  if (equity_loss > GAMAO_MARK_BAD_EMG)
    return GAMAO_MARK_BAD;
  if (equity_loss > GAMAO_MARK_DOUBTFUL_EMG)
    return GAMAO_MARK_DOUBTFUL;
  return GAMAO_MARK_NONE;
}

const char *
gamao_mark_symbol (GamaoMark mark)
{
  static const char *const symbols[] = { "", "?!", "?", "??" };

  return symbols[mark];
}

/* gnubg's scale: the upper bound of each rating's error rate (mEMG). */
static const struct
{
  float below;
  const char *key;
} ratings[] = {
  { 2.0f, GAMAO_N_ ("Supernatural") },
  { 5.0f, GAMAO_N_ ("World class") },
  { 8.0f, GAMAO_N_ ("Expert") },
  { 12.0f, GAMAO_N_ ("Advanced") },
  { 18.0f, GAMAO_N_ ("Intermediate") },
  { 26.0f, GAMAO_N_ ("Casual") },
  { 35.0f, GAMAO_N_ ("Beginner") },
};

const char *
gamao_rating_key (float error_rate)
{
  for (size_t i = 0; i < sizeof ratings / sizeof ratings[0]; i++)
    if (error_rate < ratings[i].below)
      return ratings[i].key;
  return GAMAO_N_ ("Awful");
}

/* A player with no decision counted has no rating: a dash, never
 * gettext (NULL) (the replay's summary of a match not yet played
 * passed one; UBSan stopped test-cut-text). */
const char *
gamao_rating_name (const char *key)
{
  return key ? GAMAO_TR (key) : "\u2013";
}

static const char *const choice_keys[] = {
  "", GAMAO_N_ ("No double"), GAMAO_N_ ("Double"), GAMAO_N_ ("Take"), GAMAO_N_ ("Pass"),
  GAMAO_N_ ("Beaver"), GAMAO_N_ ("Resign"), GAMAO_N_ ("Play on"), GAMAO_N_ ("Accept"),
};

const char *
gamao_choice_key (GamaoChoice choice)
{
  return choice_keys[choice];
}

const char *
gamao_choice_name (GamaoChoice choice)
{
  return choice == GAMAO_CHOICE_NONE ? "" : GAMAO_TR (choice_keys[choice]);
}

const char *
gamao_proper_cube_name (GamaoProperCube proper)
{
  switch (proper)
    {
    case GAMAO_PROPER_NO_DOUBLE_TAKE:
      return GAMAO_TR ("No double, take");
    case GAMAO_PROPER_DOUBLE_TAKE:
      return GAMAO_TR ("Double, take");
    case GAMAO_PROPER_DOUBLE_PASS:
      return GAMAO_TR ("Double, pass");
    case GAMAO_PROPER_TOO_GOOD_TAKE:
      return GAMAO_TR ("Too good to double, take");
    case GAMAO_PROPER_TOO_GOOD_PASS:
    default:
      return GAMAO_TR ("Too good to double, pass");
    }
}

GamaoCubeError
gamao_cube_error_of (GamaoDecisionKind kind, GamaoChoice played, GamaoChoice best,
                     float equity_loss)
{
  bool takes = played == GAMAO_CHOICE_TAKE || played == GAMAO_CHOICE_BEAVER;
  bool should_take = best == GAMAO_CHOICE_TAKE || best == GAMAO_CHOICE_BEAVER;

  if (gamao_mark_of_loss (equity_loss) == GAMAO_MARK_NONE)
    return GAMAO_CUBE_ERROR_NONE;
  if (kind == GAMAO_DECISION_DOUBLE && played == GAMAO_CHOICE_NO_DOUBLE
      && best == GAMAO_CHOICE_DOUBLE)
    return GAMAO_CUBE_ERROR_MISSED_DOUBLE;
  if (kind == GAMAO_DECISION_DOUBLE && played == GAMAO_CHOICE_DOUBLE
      && best == GAMAO_CHOICE_NO_DOUBLE)
    return GAMAO_CUBE_ERROR_WRONG_DOUBLE;
  if (kind == GAMAO_DECISION_TAKE && takes && best == GAMAO_CHOICE_PASS)
    return GAMAO_CUBE_ERROR_WRONG_TAKE;
  if (kind == GAMAO_DECISION_TAKE && played == GAMAO_CHOICE_PASS && should_take)
    return GAMAO_CUBE_ERROR_WRONG_PASS;
  return GAMAO_CUBE_ERROR_NONE;
}

void
gamao_cube_error_tally (GamaoCubeError error, unsigned *missed_doubles, unsigned *wrong_doubles,
                        unsigned *wrong_takes, unsigned *wrong_passes)
{
  unsigned *const counts[] = { NULL, missed_doubles, wrong_doubles, wrong_takes, wrong_passes };

  if (counts[error])
    (*counts[error])++;
}

static void
count_decision (GamaoPlayerAnalysis *p, const GamaoDecision *d)
{
  switch (d->kind)
    {
    case GAMAO_DECISION_CHECKER:
      p->rolls++;
      p->luck += d->luck;
      p->luck_mwc += d->luck_mwc;
      p->luck_points += d->luck_points;
      if (d->n_plays < 2)
        break;
      p->unforced++;
      p->checker_loss += d->equity_loss;
      p->checker_loss_mwc += d->loss_mwc;
      p->doubtful += d->mark == GAMAO_MARK_DOUBTFUL;
      p->bad += d->mark == GAMAO_MARK_BAD;
      p->very_bad += d->mark == GAMAO_MARK_VERY_BAD;
      break;
    case GAMAO_DECISION_DOUBLE:
    case GAMAO_DECISION_TAKE:
      if (!d->counted)
        break;
      p->cube_decisions++;
      p->cube_loss += d->equity_loss;
      p->cube_loss_mwc += d->loss_mwc;
      p->cube_errors += d->mark != GAMAO_MARK_NONE;
      gamao_cube_error_tally (
        gamao_cube_error_of (d->kind, d->played_choice, d->best_choice, d->equity_loss),
        &p->missed_doubles, &p->wrong_doubles, &p->wrong_takes, &p->wrong_passes);
      break;
    case GAMAO_DECISION_RESIGN:
    case GAMAO_DECISION_RESIGN_ANSWER:
    default:
      break;
    }
}

static float
per_mille (double loss, unsigned count)
{
  return count ? (float) (1000.0 * loss / count) : 0.0f;
}

/* The match winning chance won, from 50%, or the points won. */
static float
actual_result (const GamaoAnalysis *analysis, int player, int winner, const unsigned points[2])
{
  if (analysis->length == 0)
    return (float) points[player] - (float) points[1 - player];
  if (winner >= 0)
    return winner == player ? 0.5f : -0.5f;
  int need = (int) analysis->length - (int) points[player];
  int opp_need = (int) analysis->length - (int) points[1 - player];
  return gamao_met_equity (need, opp_need, false) - 0.5f;
}

void
gamao_analysis_summarise (GamaoAnalysis *analysis, int winner, const unsigned points[2])
{
  memset (analysis->players, 0, sizeof analysis->players);
  for (size_t i = 0; i < analysis->n_decisions; i++)
    count_decision (&analysis->players[analysis->decisions[i].player], &analysis->decisions[i]);

  for (int k = 0; k < 2; k++)
    {
      GamaoPlayerAnalysis *p = &analysis->players[k];
      p->checker_error_rate = per_mille (p->checker_loss, p->unforced);
      p->cube_error_rate = per_mille (p->cube_loss, p->cube_decisions);
      p->error_rate = per_mille (p->checker_loss + p->cube_loss, p->unforced + p->cube_decisions);
      p->pr = p->error_rate / 2.0f;
      p->luck_rate = per_mille (p->luck, p->rolls);
      p->rating = gamao_rating_key (p->error_rate);
      p->actual_result = actual_result (analysis, k, winner, points);
    }
  for (int k = 0; k < 2; k++)
    {
      GamaoPlayerAnalysis *p = &analysis->players[k], *o = &analysis->players[1 - k];
      double own = analysis->length ? p->luck_mwc : p->luck_points;
      double theirs = analysis->length ? o->luck_mwc : o->luck_points;
      p->luck_adjusted = (float) (p->actual_result - own + theirs);
    }
}

unsigned
gamao_analysis_n_games (const GamaoAnalysis *analysis)
{
  unsigned n = 0;

  for (size_t i = 0; i < analysis->n_decisions; i++)
    if (analysis->decisions[i].game + 1 > n)
      n = analysis->decisions[i].game + 1;
  return n;
}

void
gamao_analysis_game_luck (const GamaoAnalysis *analysis, GamaoGameLuck *games)
{
  memset (games, 0, gamao_analysis_n_games (analysis) * sizeof *games);
  for (size_t i = 0; i < analysis->n_decisions; i++)
    {
      const GamaoDecision *d = &analysis->decisions[i];
      GamaoGameLuck *g = &games[d->game];

      if (d->kind != GAMAO_DECISION_CHECKER)
        continue;
      g->rolls[d->player]++;
      g->luck[d->player] += d->luck;
      g->luck_mwc[d->player] += d->luck_mwc;
    }
}

float
gamao_game_luck_rate (const GamaoGameLuck *game, int player)
{
  return per_mille (game->luck[player], game->rolls[player]);
}
