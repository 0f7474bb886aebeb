/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board's review keys speak (gamao-review-words.h). */
#define G_LOG_DOMAIN "gamao-review-words"

#include "config.h"

#include "gamao-review-words.h"

#include <glib/gi18n.h>

#include "gamao-stakes.h"
#include "gamao-turn-words.h"

static const char *
name_of (GamaoMatch *match, int player)
{
  return gamao_stakes_player_name (match, player);
}

static char *
dice_words (GamaoMatch *match)
{
  const char *who;
  int roll[2], left[4];
  guint n_left;
  g_autofree char *rolled = NULL, *to_play = NULL;

  if (gamao_match_get_phase (match) != GAMAO_MATCH_MOVING || !gamao_match_get_dice (match, roll))
    /* Translators: the review key for the dice, before a roll. */
    return g_strdup (_("No dice rolled"));
  who = name_of (match, gamao_match_get_turn (match));
  rolled = gamao_roll_words (roll);
  n_left = gamao_match_get_dice_left (match, left);
  to_play = gamao_dice_words (left, n_left);
  if (!to_play)
    /* Translators: the review key for the dice: "Ana rolled 6-4; all played". */
    return g_strdup_printf (_("%s rolled %s; all played"), who, rolled);
  /* Translators: the review key for the dice: "Ana rolled 6-4; 6 and 4 to play". */
  return g_strdup_printf (_("%s rolled %s; %s to play"), who, rolled, to_play);
}

static char *
score_words (GamaoMatch *match)
{
  g_autofree char *score = gamao_stakes_score_text (match, gamao_match_get_score (match, 0),
                                                    gamao_match_get_score (match, 1));
  g_autofree char *length = gamao_stakes_length_text (match);

  /* Translators: the score and the match's length: "Score: Ana 0, Bia 1; Match to 3 points". */
  return g_strdup_printf (_("Score: %s; %s"), score, length);
}

static char *
pips_words (GamaoMatch *match)
{
  g_autofree char *score = score_words (match);

  /* Translators: not a count (each number follows a name, as on a
   * score board); the review key for the pip counts, then the score:
   * "Pips: Ana 167, Bia 160. Score: …". */
  return g_strdup_printf (_("Pips: %s %u, %s %u. %s"), name_of (match, 0),
                          gamao_match_get_pip_count (match, 0), name_of (match, 1),
                          gamao_match_get_pip_count (match, 1), score);
}

static char *
cube_words (GamaoMatch *match)
{
  GamaoCube *cube = gamao_match_get_cube (match);
  guint value = gamao_cube_get_value (cube);
  int owner = gamao_cube_get_owner (cube);
  g_autofree char *words = NULL;

  if (gamao_match_get_crawford_game (match))
    return g_strdup (_("No cube: the Crawford game"));
  if (owner == 0 || owner == 1)
    /* Translators: not a count; %u is the cube's value, %s its owner: "Cube at 2, owned by Ana". */
    words = g_strdup_printf (_("Cube at %u, owned by %s"), value, name_of (match, owner));
  else
    /* Translators: not a count; %u is the value shown on the cube. */
    words = g_strdup_printf (_("Cube at %u, in the middle"), value);
  if (gamao_match_get_phase (match) != GAMAO_MATCH_DOUBLE_OFFERED)
    return g_steal_pointer (&words);
  /* Translators: the cube's words, then a double waiting: "Cube at 1, in
   * the middle; Ana doubles, Bia to take or pass". */
  return g_strdup_printf (_("%s; %s doubles, %s to take or pass"), words,
                          name_of (match, 1 - gamao_match_get_turn (match)),
                          name_of (match, gamao_match_get_turn (match)));
}

static char *
turn_words (GamaoMatch *match)
{
  int turn = gamao_match_get_turn (match);
  const char *who = turn == 0 || turn == 1 ? name_of (match, turn) : "";
  int left[4];
  guint n_left;
  g_autofree char *dice = NULL;
  int winner;

  switch (gamao_match_get_phase (match))
    {
    case GAMAO_MATCH_OPENING_ROLL:
      return g_strdup (_("The opening roll: each player rolls one die"));
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
      if (gamao_match_can_double (match, NULL))
        /* Translators: whose turn: "Ana to roll or double". */
        return g_strdup_printf (_("%s to roll or double"), who);
      /* Translators: whose turn: "Ana to roll". */
      return g_strdup_printf (_("%s to roll"), who);
    case GAMAO_MATCH_DOUBLE_OFFERED:
      /* Translators: whose turn: "Bia to take or pass the double". */
      return g_strdup_printf (_("%s to take or pass the double"), who);
    case GAMAO_MATCH_MOVING:
      n_left = gamao_match_get_dice_left (match, left);
      dice = gamao_dice_words (left, n_left);
      if (!dice)
        /* Translators: whose turn: every die is played, the move is to be finished. */
        return g_strdup_printf (_("%s to finish the move"), who);
      /* Translators: whose turn: "Ana to move, 6 and 4 to play". */
      return g_strdup_printf (_("%s to move, %s to play"), who, dice);
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      /* Translators: whose turn: "Bia to accept or decline the resignation". */
      return g_strdup_printf (_("%s to accept or decline the resignation"), who);
    case GAMAO_MATCH_GAME_OVER:
    case GAMAO_MATCH_MATCH_OVER:
    default:
      winner = gamao_match_get_winner (match);
      if (winner == 0 || winner == 1)
        /* Translators: whose turn, once a game or the match is over: "Game over: Ana won". */
        return g_strdup_printf (_("Game over: %s won"), name_of (match, winner));
      return g_strdup (_("Game over"));
    }
}

/* "2 on 24, 5 on 13, 1 on the bar, 3 borne off": `player`'s checkers,
 * the highest of `numbers_for`'s points first. */
static char *
checkers_words (GamaoMatch *match, int player, int numbers_for)
{
  GamaoBoard board;
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  guint on_board = 0;

  gamao_position_get_board_for (gamao_match_get_position (match), player, &board);
  for (int shown = 24; shown >= 1; shown--)
    {
      /* The player's own point whose number the listener hears as `shown`. */
      int own = player == numbers_for ? shown : 25 - shown;
      int n = board.checkers[GAMAO_SIDE_ON_ROLL][own - 1];

      if (n > 0)
        /* Translators: not a count; checkers on a point: "2 on 24". */
        g_ptr_array_add (parts, g_strdup_printf (_("%d on %d"), n, shown));
      on_board += n;
    }
  on_board += board.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR];
  if (board.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] > 0)
    /* Translators: not a count; checkers on the bar: "1 on the bar". */
    g_ptr_array_add (parts, g_strdup_printf (_("%d on the bar"),
                                             board.checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR]));
  if (on_board < 15)
    /* Translators: not a count; checkers borne off: "3 borne off". */
    g_ptr_array_add (parts, g_strdup_printf (_("%u borne off"), 15 - on_board));
  g_ptr_array_add (parts, NULL);
  list = g_strjoinv (", ", (char **) parts->pdata);
  /* Translators: a player's checkers: "Ana: 2 on 24, 5 on 13". */
  return g_strdup_printf (_("%s: %s"), name_of (match, player), list);
}

static char *
position_words (GamaoMatch *match, int numbers_for)
{
  g_autofree char *light = checkers_words (match, 0, numbers_for);
  g_autofree char *dark = checkers_words (match, 1, numbers_for);
  g_autofree char *turn = turn_words (match);
  g_autofree char *cube = cube_words (match);
  g_autofree char *score = score_words (match);

  return g_strjoin (". ", light, dark, turn, cube, score, NULL);
}

char *
gamao_review_words (GamaoMatch *match, GamaoReviewTopic topic, int numbers_for)
{
  g_return_val_if_fail (GAMAO_IS_MATCH (match), NULL);
  g_return_val_if_fail (numbers_for == 0 || numbers_for == 1, NULL);

  switch (topic)
    {
    case GAMAO_REVIEW_DICE:
      return dice_words (match);
    case GAMAO_REVIEW_PIPS:
      return pips_words (match);
    case GAMAO_REVIEW_CUBE:
      return cube_words (match);
    case GAMAO_REVIEW_TURN:
      return turn_words (match);
    case GAMAO_REVIEW_POSITION:
    default:
      return position_words (match, numbers_for);
    }
}

gboolean
gamao_review_letters_parse (const char *text, gunichar letters[6])
{
  guint n = 0;

  g_return_val_if_fail (text != NULL, FALSE);

  for (const char *c = text; *c; c = g_utf8_next_char (c))
    {
      gunichar letter = g_utf8_get_char (c);

      /* Lowercase letters only: Shift would be part of the key. */
      if (n == 6 || !g_unichar_islower (letter) || letter == 'r' || letter == 'd'
          || letter == 'h')
        return FALSE;
      for (guint i = 0; i < n; i++)
        if (letters[i] == letter)
          return FALSE;
      letters[n++] = letter;
    }
  return n == 6;
}

void
gamao_review_letters (gunichar letters[6])
{
  /* Translators: the review keys' letters, in this order: review on and
   * off (V), the dice (I), the pip counts and score (P), the cube (C),
   * whose turn it is (T), the whole position (W). Six different
   * lowercase letters typed without Shift, none of r, d or h (they
   * play): any other string keeps English's. Give the same letters in
   * the shortcuts window's "review key" entries, in "Review: the arrows
   * read every place, V plays again" and in the rules book's page on
   * playing by keyboard. */
  if (!gamao_review_letters_parse (C_ ("review keys", "vipctw"), letters))
    gamao_review_letters_parse ("vipctw", letters);
}
