/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A player's card in one sentence (gamao-card-words.h): made here, below
 * the UI, so that it is tested without a display and the card only shows
 * it. */
#define G_LOG_DOMAIN "gamao-card-words"

#include "config.h"

#include "gamao-card-words.h"

#include <glib/gi18n.h>

#include "gamao-stakes.h"

/* "You" only where it tells the seats apart: a person against the
 * computer (two people at the desk are each "you"). */
static gboolean
is_you (GamaoMatch *match, int player)
{
  return gamao_player_get_kind (gamao_match_get_player (match, player)) == GAMAO_PLAYER_HUMAN
         && gamao_player_get_kind (gamao_match_get_player (match, 1 - player))
                == GAMAO_PLAYER_COMPUTER;
}

/* Waited for now, as the card's highlight is (not at the opening roll,
 * where both roll). */
static gboolean
is_acting (GamaoMatch *match, int player)
{
  GamaoPending pending;

  gamao_match_get_pending (match, &pending);
  return pending.player == player && pending.kind != GAMAO_PENDING_OPENING_ROLL;
}

char *
gamao_card_words (GamaoMatch *match, int player)
{
  GString *words;
  guint pips, score;

  g_return_val_if_fail (GAMAO_IS_MATCH (match), NULL);
  g_return_val_if_fail (player == 0 || player == 1, NULL);

  pips = gamao_position_get_pip_count (gamao_match_get_position (match), player);
  score = gamao_match_get_score (match, player);
  words = g_string_new (gamao_stakes_player_name (match, player));
  if (is_you (match, player))
    /* Translators: on a player's card for a screen reader, "Light
     * player, you, 167 pips, 0 points, on roll". */
    g_string_append (words, _(", you"));
  g_string_append (words, ", ");
  g_string_append_printf (words, g_dngettext (GETTEXT_PACKAGE, "%u pip", "%u pips", pips), pips);
  g_string_append (words, ", ");
  g_string_append_printf (words, g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", score),
                          score);
  if (is_acting (match, player))
    /* Translators: on a player's card for a screen reader: the match
     * waits for this player. */
    g_string_append (words, _(", on roll"));
  return g_string_free (words, FALSE);
}
