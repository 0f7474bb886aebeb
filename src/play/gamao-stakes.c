/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-stakes"

#include "config.h"

#include "gamao-stakes.h"

#include <glib/gi18n.h>

#include "gamao-rules-links.h"

const char *
gamao_stakes_player_name (GamaoMatch *match, int player)
{
  const char *name = gamao_player_get_name (gamao_match_get_player (match, player));

  if (name && *name)
    return name;
  return player == 0 ? _("Light") : _("Dark");
}

char *
gamao_stakes_score_text (GamaoMatch *match, guint score0, guint score1)
{
  /* Translators: the score, "Ana 5, Bruno 3"; not a count. */
  return g_strdup_printf (_("%s %u, %s %u"), gamao_stakes_player_name (match, 0), score0,
                          gamao_stakes_player_name (match, 1), score1);
}

char *
gamao_stakes_length_text (GamaoMatch *match)
{
  guint length = gamao_match_get_length (match);

  if (length == 0)
    return g_strdup (_("Unlimited session"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Match to %u point",
                                       "Match to %u points", length),
                          length);
}

static char *
points_text (guint points)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", points), points);
}

/* The score after `winner` adds `points`, and whether that ends the match. */
static char *
score_after (GamaoMatch *match, int winner, guint points, gboolean *wins_match)
{
  guint score[2];

  *wins_match = gamao_match_score_after (match, winner, points, score);
  return gamao_stakes_score_text (match, score[0], score[1]);
}

char *
gamao_stakes_double_heading (GamaoMatch *match)
{
  int doubler = gamao_match_get_on_roll (match);
  guint value = gamao_cube_get_value (gamao_match_get_cube (match));

  /* Translators: %u is the new value of the cube, not a count. */
  return g_strdup_printf (_("%s Doubles to %u"), gamao_stakes_player_name (match, doubler),
                          value * 2);
}

char *
gamao_stakes_double_body (GamaoMatch *match)
{
  int doubler = gamao_match_get_on_roll (match), taker = 1 - doubler;
  gboolean session = gamao_match_get_length (match) == 0;
  guint value = gamao_cube_get_value (gamao_match_get_cube (match));
  gboolean wins_match;
  g_autofree char *after = score_after (match, doubler, value, &wins_match);
  g_autofree char *now = points_text (value);
  g_autofree char *then = points_text (value * 2);
  g_autofree char *take = NULL, *drop = NULL;
  const char *dname = gamao_stakes_player_name (match, doubler);
  const char *tname = gamao_stakes_player_name (match, taker);

  /* Translators: the cube goes from one value to the next, "2 → 4"; not a count. */
  take = g_strdup_printf (_("Take: the cube goes from %u to %u, the game goes on for %s and "
                            "%s owns the cube, free to redouble later."),
                          value, value * 2, then, tname);
  if (wins_match)
    drop = g_strdup_printf (_("Drop: %s gives up this game and %s, and %s wins the match (%s)."),
                            tname, now, dname, after);
  else if (session)
    drop = g_strdup_printf (_("Drop: %s gives up this game and pays %s; the session then "
                              "stands at %s."),
                            tname, now, after);
  else
    drop = g_strdup_printf (_("Drop: %s gives up this game and %s; the score becomes %s."),
                            tname, now, after);
  if (gamao_match_can_beaver (match))
    {
      g_autofree char *beavered = points_text (value * 4);
      g_autofree char *beaver = g_strdup_printf (
          /* Translators: %u is the new value of the cube, not a count. */
          _("Beaver: %s takes and at once redoubles to %u, keeping the cube; the game is then "
            "played for %s."),
          tname, value * 4, beavered);

      return g_strdup_printf ("%s\n\n%s\n\n%s", take, drop, beaver);
    }
  return g_strdup_printf ("%s\n\n%s", take, drop);
}

char *
gamao_stakes_resign_heading (GamaoMatch *match, int player)
{
  return g_strdup_printf (_("%s Offers to Resign"), gamao_stakes_player_name (match, player));
}

char *
gamao_stakes_resign_body (GamaoMatch *match, int player, GamaoResultKind kind)
{
  int other = 1 - player;
  guint points = gamao_match_points_of (match, kind);
  gboolean wins_match;
  g_autofree char *after = score_after (match, other, points, &wins_match);
  g_autofree char *pts = points_text (points);

  if (wins_match)
    return g_strdup_printf (_("%s gives up %s. If %s accepts, that is worth %s and wins the "
                              "match (%s). If %s declines, the game goes on."),
                            gamao_stakes_player_name (match, player),
                            gamao_result_kind_phrase (kind),
                            gamao_stakes_player_name (match, other), pts, after,
                            gamao_stakes_player_name (match, other));
  return g_strdup_printf (_("%s gives up %s. If %s accepts, that is worth %s and the score "
                            "becomes %s. If %s declines, the game goes on."),
                          gamao_stakes_player_name (match, player), gamao_result_kind_phrase (kind),
                          gamao_stakes_player_name (match, other), pts, after,
                          gamao_stakes_player_name (match, other));
}

char *
gamao_stakes_resign_choice (GamaoMatch *match, GamaoResultKind kind)
{
  guint points = gamao_match_points_of (match, kind);

  switch (kind)
    {
    case GAMAO_RESULT_GAMMON:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Gammon (%u point)",
                                           "_Gammon (%u points)", points),
                              points);
    case GAMAO_RESULT_BACKGAMMON:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Backgammon (%u point)",
                                           "_Backgammon (%u points)", points),
                              points);
    case GAMAO_RESULT_SINGLE:
    case GAMAO_RESULT_NONE:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Single Game (%u point)",
                                           "_Single Game (%u points)", points),
                              points);
    }
}

char *
gamao_stakes_game_over_heading (GamaoMatch *match, int winner, GamaoResultKind kind)
{
  const char *name = gamao_stakes_player_name (match, winner);

  switch (kind)
    {
    case GAMAO_RESULT_GAMMON:
      return g_strdup_printf (_("%s Wins a Gammon"), name);
    case GAMAO_RESULT_BACKGAMMON:
      return g_strdup_printf (_("%s Wins a Backgammon"), name);
    case GAMAO_RESULT_SINGLE:
    case GAMAO_RESULT_NONE:
    default:
      return g_strdup_printf (_("%s Wins the Game"), name);
    }
}

/* "Bruno resigned, giving up a gammon.\n" when the last game ended so,
 * else "". */
static char *
resigned_text (GamaoMatch *match, int winner)
{
  const GamaoMatchRecord *record = gamao_match_get_record (match);
  const GamaoGameRecord *game = record->n_games > 0 ? record->games[record->n_games - 1] : NULL;
  const GamaoAction *end = game ? gamao_game_record_end (game) : NULL;

  if (!end || gamao_game_record_ending (game) != GAMAO_ENDING_RESIGNED)
    return g_strdup ("");
  /* Translators: "Bruno resigned, giving up a gammon.", a line of its own. */
  return g_strdup_printf (_("%s resigned, giving up %s.\n"),
                          gamao_stakes_player_name (match, 1 - winner),
                          gamao_result_kind_phrase (end->result));
}

static char *
scored_text (GamaoMatch *match, int winner, guint points)
{
  g_autofree char *pts = points_text (points);
  g_autofree char *score = gamao_stakes_score_text (match, gamao_match_get_score (match, 0),
                                                    gamao_match_get_score (match, 1));
  g_autofree char *length = gamao_stakes_length_text (match);
  const char *name = gamao_stakes_player_name (match, winner);

  if (gamao_match_get_winner (match) >= 0)
    return g_strdup_printf (_("%s scores %s and wins the match.\nFinal score: %s."), name, pts,
                            score);
  /* Translators: "Ana scores 2 points.\nScore: Ana 5, Bruno 3 (Match to 7 points)." */
  return g_strdup_printf (_("%s scores %s.\nScore: %s (%s)."), name, pts, score, length);
}

/* A resigned game says so first: the heading alone reads as if the game
 * was played out. */
char *
gamao_stakes_game_over_body (GamaoMatch *match, int winner, guint points)
{
  g_autofree char *resigned = resigned_text (match, winner);
  g_autofree char *scored = scored_text (match, winner, points);

  return g_strconcat (resigned, scored, NULL);
}

char *
gamao_stakes_match_over_heading (GamaoMatch *match, int winner)
{
  return g_strdup_printf (_("%s Wins the Match"), gamao_stakes_player_name (match, winner));
}

const char *
gamao_stakes_refusal_section (const GError *refusal)
{
  return gamao_rules_section_for_verdict (gamao_match_error_get_verdict (refusal));
}
