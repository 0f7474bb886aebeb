/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Continuing a match from the history: its record replayed, its players
 * seated as they were (the computer at its level) and the steps of the
 * turn in progress made again. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include "gamao-match.h"
#include "gamao-search.h"

#include <stdlib.h>

/* The app keeps a computer's level as its number, `gamao-cli play` as
 * its key ("expert"); anything else ("scripted", none) is a person. */
static gboolean
read_level (const char *text, int *level)
{
  GamaoLevel key_level;

  if (!text)
    return FALSE;
  if (g_ascii_isdigit (text[0]))
    {
      *level = atoi (text);
      return TRUE;
    }
  if (!gamao_level_from_key (text, &key_level))
    return FALSE;
  *level = (int) key_level;
  return TRUE;
}

static void
restore_players (GamaoMatch *match, GamaoMatchSummary *summary)
{
  for (int i = 0; i < 2; i++)
    {
      GamaoPlayer *player = gamao_match_get_player (match, i);
      int level;

      if (read_level (gamao_match_summary_get_level (summary, i), &level))
        {
          gamao_player_set_kind (player, GAMAO_PLAYER_COMPUTER);
          gamao_player_set_level (player, level);
        }
    }
}

/* Steps that no longer fit (written by a program that went wrong) are
 * not made: the turn then starts again from its roll. */
static void
restore_turn (GamaoStore *self, gint64 id, GamaoMatch *match)
{
  GamaoPlay made = { 0 };
  unsigned n = 0;
  g_autoptr (GError) error = NULL;

  if (!gamao_store_load_turn (self, id, made.steps, &n, &error))
    {
      g_warning ("The turn in progress cannot be read: %s", error->message);
      return;
    }
  made.n_steps = n;
  if (n > 0 && !gamao_match_play (match, &made, &error))
    g_warning ("The turn in progress does not fit the match: %s", error->message);
}

GamaoMatch *
gamao_store_resume (GamaoStore *self, gint64 id, GError **error)
{
  g_autoptr (GamaoMatchSummary) summary = NULL;
  GamaoMatchRecord *record;
  GamaoMatch *match;

  g_return_val_if_fail (GAMAO_IS_STORE (self), NULL);
  if (!(summary = gamao_store_get_summary (self, id, error))
      || !(record = gamao_store_load (self, id, error)))
    return NULL;
  match = gamao_match_new_from_record (record, error);
  gamao_match_record_unref (record);
  if (!match)
    return NULL;
  restore_players (match, summary);
  restore_turn (self, id, match);
  return match;
}
