/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Matches played on a physical board: the app keeps only the result of
 * each game, and does the scoring a score sheet needs (points, the
 * Crawford game, the winner). Each game is a game row with a single
 * GAME_END action, so the history reads them like any other match. */
#include "config.h"

#define G_LOG_DOMAIN "gamao-store"

#include "gamao-store-private.h"

#include <glib/gi18n.h>

gint64
gamao_store_add_tracked_match (GamaoStore *self, guint length, const char *name0,
                               const char *name1, GamaoRules rules, GError **error)
{
  GamaoMatchRecord *record;
  gint64 id = 0;
  gboolean ok;

  g_return_val_if_fail (GAMAO_IS_STORE (self), 0);
  g_return_val_if_fail (length > 0, 0);
  record = gamao_match_record_new (length, name0, name1, rules);
  ok = gamao_store_begin (self, error);
  if (ok && !gamao_store_insert_match (self, record, NULL, GAMAO_STORE_ORIGIN_TRACKED, NULL, &id,
                                       error))
    {
      gamao_store_rollback (self);
      ok = FALSE;
    }
  ok = ok && gamao_store_commit (self, error);
  gamao_match_record_unref (record);
  return ok ? id : 0;
}

static gboolean
refuse (GError **error, const char *message)
{
  g_set_error_literal (error, GAMAO_STORE_ERROR, GAMAO_STORE_ERROR_TRACKED, message);
  return FALSE;
}

/* The next game of a tracked match, at its present score. */
static GamaoGameRecord *
next_game (GamaoMatchRecord *record)
{
  unsigned score[2];
  int winner;
  gboolean crawford_played = FALSE;

  gamao_match_record_final_score (record, score, &winner);
  if (winner >= 0)
    return NULL;
  for (size_t i = 0; i < record->n_games; i++)
    crawford_played |= record->games[i]->crawford;
  return gamao_match_record_add_game (
    record, score[0], score[1],
    (record->rules & GAMAO_RULE_CRAWFORD)
      && gamao_match_is_crawford_game (record->length, score, crawford_played));
}

static gboolean
check_game (const GamaoGameRecord *game, int winner, GamaoResultKind kind, guint cube_value,
            GError **error)
{
  if (winner != 0 && winner != 1)
    return refuse (error, _("The winner is player 1 or player 2."));
  if (kind < GAMAO_RESULT_SINGLE || kind > GAMAO_RESULT_BACKGAMMON)
    return refuse (error, _("A game is won as a single game, a gammon or a backgammon."));
  if (cube_value < 1 || cube_value > 4096 || (cube_value & (cube_value - 1)) != 0)
    return refuse (error, _("The cube shows 1, 2, 4, 8, 16, 32 or 64."));
  if (game->crawford && cube_value != 1)
    return refuse (error, _("Nobody may double in the Crawford game."));
  return TRUE;
}

static gboolean
insert_game (GamaoStore *self, gint64 id, GamaoMatchRecord *record, GError **error)
{
  guint index = (guint) record->n_games - 1;
  GamaoGameRecord *game = record->games[index];
  gint64 game_id;

  return gamao_store_insert_game (self, id, index + 1, game, &game_id, error)
         && gamao_store_insert_action (self, id, game_id, game, 0, record->length, error);
}

gboolean
gamao_store_add_tracked_game (GamaoStore *self, gint64 id, int winner, GamaoResultKind kind,
                              guint cube_value, GError **error)
{
  g_autoptr (GamaoMatchSummary) summary = NULL;
  GamaoMatchRecord *record = NULL;
  GamaoGameRecord *game;
  GamaoAction end = { .kind = GAMAO_ACTION_GAME_END };
  gboolean ok = FALSE;

  g_return_val_if_fail (GAMAO_IS_STORE (self), FALSE);
  if (!(summary = gamao_store_get_summary (self, id, error)))
    return FALSE;
  if (g_strcmp0 (gamao_match_summary_get_origin (summary), GAMAO_STORE_ORIGIN_TRACKED) != 0)
    return refuse (error, _("Only matches played on a real board take results by hand."));
  if (!(record = gamao_store_load (self, id, error)))
    return FALSE;
  if (!(game = next_game (record)))
    refuse (error, _("The match is over."));
  else if (check_game (game, winner, kind, cube_value, error))
    {
      end.player = winner;
      end.result = kind;
      end.value = (unsigned) kind * cube_value;
      gamao_game_record_append (game, &end);
      ok = gamao_store_begin (self, error);
      if (ok && !insert_game (self, id, record, error))
        {
          gamao_store_rollback (self);
          ok = FALSE;
        }
      ok = ok && gamao_store_commit (self, error);
    }
  gamao_match_record_unref (record);
  return ok;
}
