/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-selfplay"

#include "config.h"

#include "gamao-selfplay.h"

void
gamao_selfplay_rules_init (GamaoSelfplayRules *rules)
{
  rules->double_lead = 20;
  rules->drop_deficit = 25;
  rules->resign_deficit = 90;
  rules->max_games = 10;
}

/* How far `player` is ahead in the race (negative when behind). */
static int
pip_lead (GamaoMatch *match, int player)
{
  return (int) gamao_match_get_pip_count (match, 1 - player)
         - (int) gamao_match_get_pip_count (match, player);
}

static gboolean
play_any (GamaoMatch *match, GamaoDice *choices, GError **error)
{
  const GamaoPlayList *legal = gamao_match_get_legal_plays (match);
  const GamaoPlay *play = &legal->plays[gamao_dice_uniform (choices, legal->n_plays)];

  /* Step by step, the way a person moves, so this path is exercised too. */
  for (unsigned i = 0; i < play->n_steps; i++)
    if (!gamao_match_step (match, play->steps[i].from, play->steps[i].die, error))
      return FALSE;
  return gamao_match_commit_turn (match, error);
}

/* In a match, a cube already worth what the player needs is dead. */
static gboolean
worth_doubling (GamaoMatch *match, int player)
{
  guint length = gamao_match_get_length (match);
  guint value = gamao_cube_get_value (gamao_match_get_cube (match));

  return length == 0 || value < length - gamao_match_get_score (match, player);
}

static gboolean
before_roll (GamaoMatch *match, const GamaoSelfplayRules *rules, GError **error)
{
  int player = gamao_match_get_on_roll (match);
  int lead = pip_lead (match, player);

  if (rules->resign_deficit > 0 && lead <= -(int) rules->resign_deficit)
    return gamao_match_offer_resignation (match, player, GAMAO_RESULT_SINGLE, error);
  if (lead >= (int) rules->double_lead && worth_doubling (match, player)
      && gamao_match_can_double (match, NULL))
    return gamao_match_double (match, error);
  return gamao_match_roll (match, error);
}

gboolean
gamao_selfplay_act (GamaoMatch *match, const GamaoSelfplayRules *rules, GamaoDice *choices,
                    GError **error)
{
  GamaoPending pending;

  gamao_match_get_pending (match, &pending);
  switch (pending.kind)
    {
    case GAMAO_PENDING_OPENING_ROLL:
      return gamao_match_roll (match, error);
    case GAMAO_PENDING_ROLL:
      return before_roll (match, rules, error);
    case GAMAO_PENDING_CUBE_ANSWER:
      if (-pip_lead (match, pending.player) >= (int) rules->drop_deficit)
        return gamao_match_drop (match, error);
      return gamao_match_take (match, error);
    case GAMAO_PENDING_MOVE:
      return play_any (match, choices, error);
    case GAMAO_PENDING_RESIGNATION_ANSWER:
      return gamao_match_accept_resignation (match, error);
    case GAMAO_PENDING_NEXT_GAME:
      return gamao_match_next_game (match, error);
    case GAMAO_PENDING_NOTHING:
    default:
      return TRUE;
    }
}

static gboolean
finished (GamaoMatch *match, const GamaoSelfplayRules *rules)
{
  GamaoMatchPhase state = gamao_match_get_phase (match);

  if (state == GAMAO_MATCH_MATCH_OVER)
    return TRUE;
  return gamao_match_get_length (match) == 0 && state == GAMAO_MATCH_GAME_OVER
         && gamao_match_get_game_number (match) >= rules->max_games;
}

gboolean
gamao_selfplay_run (GamaoMatch *match, const GamaoSelfplayRules *rules, guint64 seed,
                    GError **error)
{
  GamaoDice choices;

  gamao_match_set_dice_seed (match, seed);
  gamao_dice_init_seeded (&choices, seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  while (!finished (match, rules))
    if (!gamao_selfplay_act (match, rules, &choices, error))
      return FALSE;
  return TRUE;
}
