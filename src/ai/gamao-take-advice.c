/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-take-advice.h"

#include "gamao-advice.h"
#include "gamao-cube-decision.h"
#include "gamao-figures.h"
#include "gamao-i18n.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

void
gamao_take_advice (const GamaoMatchState *state, int taker, const GamaoBoard *board,
                   const float outputs[GAMAO_N_OUTPUTS], GamaoTakeAdvice *advice)
{
  GamaoCubeInfo doubler;
  GamaoCubeDecision d;
  int other = 1 - taker;
  unsigned v = state->cube_value ? state->cube_value : 1;

  memset (advice, 0, sizeof *advice);
  gamao_cube_info_from_state (&doubler, state, other, gamao_cube_efficiency (board));
  /* As gamao_cube_should_take: the double is on the table. */
  doubler.crawford = false;
  if (doubler.owner < 0)
    doubler.owner = 0;
  gamao_cube_decide (&doubler, outputs, &d);

  advice->is_match = state->match_length > 0;
  advice->take = d.double_take <= d.double_pass;
  advice->win = 1.0f - outputs[GAMAO_OUT_WIN];
  advice->lose = outputs[GAMAO_OUT_WIN];
  advice->win_gammon = outputs[GAMAO_OUT_LOSE_GAMMON];
  advice->lose_gammon = outputs[GAMAO_OUT_WIN_GAMMON];
  advice->cube_now = v;
  advice->cube_after = 2 * v;
  /* The doubler's equity, turned round (a match's EMG is symmetric). */
  advice->take_emg = -gamao_advice_to_emg (&doubler, d.double_take);
  advice->drop_emg = -gamao_advice_to_emg (&doubler, d.double_pass);
  /* Close in the unit the words give, equity: early in a match 2% of
   * match winning chance was a quarter of a point, far from close. */
  advice->close = fabsf (advice->take_emg - advice->drop_emg) < GAMAO_TAKE_CLOSE;
  if (advice->is_match)
    {
      /* The doubler's match winning chances, turned round. */
      advice->take_value = 1.0f - d.double_take;
      advice->drop_value = 1.0f - d.double_pass;
      advice->score_after_drop[0] = state->score[taker];
      advice->score_after_drop[1] = state->score[other] + v;
      advice->drop_ends_match = advice->score_after_drop[1] >= state->match_length;
    }
  else
    {
      /* Money equities come per unit of the cube: count the cube in. */
      advice->take_value = -d.double_take * (float) v;
      advice->drop_value = -d.double_pass * (float) v;
    }
}

static size_t
append (char *out, size_t size, size_t at, const char *text)
{
  size_t n = strlen (text);

  if (at + n + 2 > size)
    return at;
  if (at)
    out[at++] = '\n';
  memcpy (out + at, text, n + 1);
  return at + n;
}

void
gamao_take_advice_words (const GamaoTakeAdvice *a, char *out, size_t size)
{
  char line[512], figure[GAMAO_FIGURE_SIZE];
  size_t at = 0;

  if (!size)
    return;
  out[0] = '\0';
  if (a->close)
    at = append (out, size, at,
                 a->take ? GAMAO_TR ("Take, but it is close: both answers are worth about the same.")
                         : GAMAO_TR ("Drop, but it is close: both answers are worth about the same."));
  else
    at = append (out, size, at,
                 a->take ? GAMAO_TR ("Take: you have enough chances to play on for twice the stakes.")
                         : GAMAO_TR ("Drop: playing on would cost you more than giving up the game now."));

  snprintf (line, sizeof line,
            /* Translators: the chances of the player who was doubled, in this game. */
            GAMAO_TR ("From here you win %.0f%% of games (%.0f%% with a gammon) and lose %.0f%% "
                      "(%.0f%% by a gammon)."),
            100.0f * a->win, 100.0f * a->win_gammon, 100.0f * a->lose, 100.0f * a->lose_gammon);
  at = append (out, size, at, line);

  if (a->is_match && a->drop_ends_match)
    snprintf (line, sizeof line, "%s",
              GAMAO_TR ("Drop: your opponent scores enough points to win the match."));
  else if (a->is_match)
    snprintf (line, sizeof line,
              /* Translators: %u points given up (the cube's value, a count), then the score
               * after the drop (you first; not a count), then what dropping is worth,
               * "equity −1.000 · match 41.5%". */
              dngettext (GETTEXT_PACKAGE,
                         "Drop: you give up %u point (score %u–%u): %s.",
                         "Drop: you give up %u points (score %u–%u): %s.",
                         a->cube_now),
              a->cube_now, a->score_after_drop[0], a->score_after_drop[1],
              gamao_figure_equity (figure, sizeof figure, a->drop_emg, a->drop_value));
  else
    snprintf (line, sizeof line,
              /* Translators: %u points given up (a count), then what dropping is
               * worth, "equity −1.000". */
              dngettext (GETTEXT_PACKAGE, "Drop: you give up %u point: %s.",
                         "Drop: you give up %u points: %s.", a->cube_now),
              a->cube_now, gamao_figure_equity (figure, sizeof figure, a->drop_emg, -1.0));
  at = append (out, size, at, line);

  snprintf (line, sizeof line,
            /* Translators: %u is the cube's value after the take (a count of points), then
             * what taking is worth, "equity −0.450" (at a match "equity −0.450 · match
             * 41.5%"). */
            dngettext (GETTEXT_PACKAGE,
                       "Take: the game is played for %u point with the cube yours: %s.",
                       "Take: the game is played for %u points with the cube yours: %s.",
                       a->cube_after),
            a->cube_after,
            gamao_figure_equity (figure, sizeof figure, a->take_emg,
                                 a->is_match ? a->take_value : -1.0));
  append (out, size, at, line);
}
