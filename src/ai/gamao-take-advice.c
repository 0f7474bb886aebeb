/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-take-advice.h"

#include "gamao-cube-decision.h"
#include "gamao-i18n.h"

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
  if (advice->is_match)
    {
      /* The doubler's match winning chances, turned round. */
      advice->take_value = 1.0f - d.double_take;
      advice->drop_value = 1.0f - d.double_pass;
      advice->score_after_drop[0] = state->score[taker];
      advice->score_after_drop[1] = state->score[other] + v;
      advice->drop_ends_match = advice->score_after_drop[1] >= state->match_length;
      advice->close = d.double_take - d.double_pass < 0.02f && d.double_pass - d.double_take < 0.02f;
    }
  else
    {
      /* Money equities come per unit of the cube: count the cube in. */
      advice->take_value = -d.double_take * (float) v;
      advice->drop_value = -d.double_pass * (float) v;
      advice->close = (d.double_take - d.double_pass) * (float) v < 0.04f
                      && (d.double_pass - d.double_take) * (float) v < 0.04f;
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
  char line[512];
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
               * after the drop (you first; not a count), then the chance of winning the match. */
              dngettext (GETTEXT_PACKAGE,
                         "Drop: you give up %u point (score %u–%u) and win the match %.0f%% of "
                         "the time.",
                         "Drop: you give up %u points (score %u–%u) and win the match %.0f%% of "
                         "the time.",
                         a->cube_now),
              a->cube_now, a->score_after_drop[0], a->score_after_drop[1],
              100.0f * a->drop_value);
  else
    snprintf (line, sizeof line,
              dngettext (GETTEXT_PACKAGE, "Drop: you give up %u point.",
                         "Drop: you give up %u points.", a->cube_now),
              a->cube_now);
  at = append (out, size, at, line);

  if (a->is_match)
    snprintf (line, sizeof line,
              /* Translators: %u is the cube's value after the take (a count of points), then
               * the chance of winning the match. */
              dngettext (GETTEXT_PACKAGE,
                         "Take: the game is played for %u point with the cube yours, and you win "
                         "the match %.0f%% of the time.",
                         "Take: the game is played for %u points with the cube yours, and you win "
                         "the match %.0f%% of the time.",
                         a->cube_after),
              a->cube_after, 100.0f * a->take_value);
  else
    snprintf (line, sizeof line,
              /* Translators: %u is the cube's value after the take (a count of points), then
               * the points a take is worth on average, with its sign. */
              dngettext (GETTEXT_PACKAGE,
                         "Take: the game is played for %u point with the cube yours; on average "
                         "taking is worth %+.2f points.",
                         "Take: the game is played for %u points with the cube yours; on average "
                         "taking is worth %+.2f points.",
                         a->cube_after),
              a->cube_after, a->take_value);
  append (out, size, at, line);
}
