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
  guint score[2] = { gamao_match_get_score (match, 0), gamao_match_get_score (match, 1) };
  guint length = gamao_match_get_length (match);

  score[winner] += points;
  *wins_match = length > 0 && score[winner] >= length;
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
  if (gamao_match_get_rules (match) & GAMAO_RULE_BEAVERS && session)
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

/* What a result is worth now: the cube times the kind, except that under
 * the Jacoby rule gammons count single while the cube is in the middle. */
static guint
result_points (GamaoMatch *match, GamaoResultKind kind)
{
  GamaoCube *cube = gamao_match_get_cube (match);

  if (gamao_match_get_length (match) == 0 && gamao_match_get_rules (match) & GAMAO_RULE_JACOBY
      && gamao_cube_get_owner (cube) < 0)
    kind = GAMAO_RESULT_SINGLE;
  return gamao_result_points (kind, gamao_cube_get_value (cube));
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
  guint points = result_points (match, kind);
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
  guint points = result_points (match, kind);

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

char *
gamao_stakes_game_over_body (GamaoMatch *match, int winner, guint points)
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

char *
gamao_stakes_match_over_heading (GamaoMatch *match, int winner)
{
  return g_strdup_printf (_("%s Wins the Match"), gamao_stakes_player_name (match, winner));
}

/* The first reason the engine gives for a single step from `from` by
 * `die`, or OK. */
static GamaoStepVerdict
step_verdict (const GamaoBoard *board, int from, int to, const int *left, guint n_left)
{
  GamaoStepVerdict verdict = GAMAO_STEP_NO_SUCH_DIE;

  for (guint i = 0; i < n_left; i++)
    if (gamao_step_destination (from, left[i]) == to)
      {
        verdict = gamao_board_check_step (board, from, left[i]);
        if (verdict == GAMAO_STEP_OK)
          return verdict;
      }
  return verdict;
}

/* The rule that keeps the checker on `from` from going to `to`; OK when
 * the board allows the step and only the rules on using the dice do not. */
static GamaoStepVerdict
refusal_verdict (GamaoMatch *match, int from, int to, GamaoBoard *board)
{
  int left[4];
  guint n_left = gamao_match_get_dice_left (match, left);

  gamao_position_get_board_for (gamao_match_get_position (match),
                                gamao_match_get_on_roll (match), board);
  if (board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] > 0 && from != GAMAO_POINT_BAR)
    return GAMAO_STEP_BAR_FIRST;
  if (to >= 1 && to <= 24 && gamao_board_opponent_at (board, to) >= 2)
    return GAMAO_STEP_BLOCKED;
  if (to == GAMAO_POINT_OFF && !gamao_board_all_home (board, GAMAO_SIDE_ON_ROLL))
    return GAMAO_STEP_NOT_ALL_HOME;
  return step_verdict (board, from, to, left, n_left);
}

char *
gamao_stakes_refusal (GamaoMatch *match, int from, int to, const GError *error)
{
  GamaoBoard board;
  GamaoStepVerdict verdict = refusal_verdict (match, from, to, &board);

  if (verdict == GAMAO_STEP_BLOCKED)
    /* Translators: a point's number on the board, not a count. */
    return g_strdup_printf (_("Point %d is held by two or more opposing checkers"), to);
  if (verdict == GAMAO_STEP_NO_SUCH_DIE && to > 0 && from > to)
    /* Translators: points' numbers on the board, not a count. */
    return g_strdup_printf (_("No die left moves a checker from %d to %d"), from, to);
  if (verdict == GAMAO_STEP_OK || verdict == GAMAO_STEP_NO_SUCH_DIE)
    return g_strdup (error ? error->message : gamao_step_verdict_message (verdict));
  return g_strdup (gamao_step_verdict_message (verdict));
}

const char *
gamao_stakes_refusal_section (GamaoMatch *match, int from, int to)
{
  GamaoBoard board;
  GamaoStepVerdict verdict = refusal_verdict (match, from, to, &board);

  /* A step the board allows is refused by the rules on using both dice. */
  if (verdict == GAMAO_STEP_OK)
    return gamao_rules_section_for_verdict (GAMAO_STEP_WASTES_DICE);
  return gamao_rules_section_for_verdict (verdict);
}
