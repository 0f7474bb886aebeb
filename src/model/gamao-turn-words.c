/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-turn-words"

#include "config.h"

#include "gamao-turn-words.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gamao-notation.h"

char *
gamao_dice_words (const int *dice, guint n)
{
  switch (n)
    {
    case 0:
      /* Every die is played (a turn waiting to be committed): reading
       * dice[0] here printed whatever the caller's array held. */
      return NULL;
    case 1:
      return g_strdup_printf ("%d", dice[0]);
    case 2:
      if (dice[0] == dice[1])
        /* Translators: not a count; %d is the face of the two dice left, "two 3s". */
        return g_strdup_printf (_("two %ds"), dice[0]);
      /* Translators: not a count; the faces of the two dice left to play, "6 and 4". */
      return g_strdup_printf (_("%d and %d"), MAX (dice[0], dice[1]), MIN (dice[0], dice[1]));
    case 3:
      /* Translators: not a count; %d is the face of the three dice left, "three 5s". */
      return g_strdup_printf (_("three %ds"), dice[0]);
    default:
      /* Translators: not a count; %d is the face of the four dice of a double, "four 2s". */
      return g_strdup_printf (_("four %ds"), dice[0]);
    }
}

char *
gamao_roll_words (const int dice[2])
{
  return g_strdup_printf ("%d-%d", MAX (dice[0], dice[1]), MIN (dice[0], dice[1]));
}

char *
gamao_last_turn_words (const GamaoAction *action, const char *name, gboolean stuck_on_bar)
{
  g_autofree char *roll = NULL;

  g_return_val_if_fail (action != NULL, NULL);

  if (action->kind == GAMAO_ACTION_PLAY)
    {
      GamaoPlay play;
      char text[GAMAO_NOTATION_MAX];

      memset (&play, 0, sizeof play);
      play.n_steps = MIN (action->n_steps, G_N_ELEMENTS (play.steps));
      memcpy (play.steps, action->steps, play.n_steps * sizeof *play.steps);
      gamao_notation_write (&play, text, sizeof text);
      /* Translators: "Computer played 13/7 8/7": who, and the play in
       * backgammon notation. */
      return g_strdup_printf (_("%s played %s"), name, text);
    }
  if (action->kind != GAMAO_ACTION_PASS)
    return NULL;
  roll = gamao_roll_words (action->dice);
  if (stuck_on_bar)
    /* Translators: "Computer rolled 6-6 and could not enter" (a checker
     * on the bar found every entry point closed). */
    return g_strdup_printf (_("%s rolled %s and could not enter"), name, roll);
  /* Translators: "Computer rolled 6-5 and could not move" (no legal play). */
  return g_strdup_printf (_("%s rolled %s and could not move"), name, roll);
}

char *
gamao_action_words (const GamaoAction *a, const char *who)
{
  char text[GAMAO_NOTATION_MAX];
  GamaoPlay play = { .n_steps = (uint8_t) a->n_steps };

  switch (a->kind)
    {
    case GAMAO_ACTION_ROLL:
      /* Translators: %d-%d are the dice, the higher first ("6-4"), not a count. */
      return g_strdup_printf (_("%s rolls %d-%d"), who, MAX (a->dice[0], a->dice[1]),
                              MIN (a->dice[0], a->dice[1]));
    case GAMAO_ACTION_PLAY:
      memcpy (play.steps, a->steps, sizeof play.steps);
      gamao_notation_write (&play, text, sizeof text);
      /* Translators: %d-%d are the dice, the higher first ("6-4"), not a count. */
      return g_strdup_printf (_("%s plays %d-%d: %s"), who, MAX (a->dice[0], a->dice[1]),
                              MIN (a->dice[0], a->dice[1]), text);
    case GAMAO_ACTION_DOUBLE:
      /* Translators: %u is the new value of the cube, not a count. */
      return g_strdup_printf (_("%s doubles to %u"), who, a->value);
    case GAMAO_ACTION_TAKE:
      return g_strdup_printf (_("%s takes"), who);
    case GAMAO_ACTION_BEAVER:
      /* Translators: %u is the new value of the cube, not a count. */
      return g_strdup_printf (_("%s beavers to %u"), who, a->value);
    case GAMAO_ACTION_DROP:
      return g_strdup_printf (_("%s passes the double"), who);
    case GAMAO_ACTION_RESIGN_OFFER:
      return g_strdup_printf (_("%s offers to resign"), who);
    case GAMAO_ACTION_RESIGN_ACCEPT:
      return g_strdup_printf (_("%s accepts the resignation"), who);
    case GAMAO_ACTION_RESIGN_DECLINE:
      return g_strdup_printf (_("%s declines the resignation"), who);
    case GAMAO_ACTION_PASS:
      return g_strdup_printf (_("%s cannot move"), who);
    case GAMAO_ACTION_GAME_END:
    default:
      return g_strdup_printf (ngettext ("%s wins %u point", "%s wins %u points", a->value), who,
                              a->value);
    }
}

char *
gamao_turn_progress_words (const int roll[2], const GamaoStep *steps, guint n_steps,
                           const int *dice_left, guint n_left)
{
  g_autofree char *left = gamao_dice_words (dice_left, n_left);
  GamaoPlay play = { .n_steps = (uint8_t) MIN (n_steps, 4) };
  char played[GAMAO_NOTATION_MAX];

  if (n_steps == 0)
    {
      g_autofree char *rolled = gamao_roll_words (roll);

      /* Translators: to a screen reader after the person's roll: the
       * roll ("6-4"), then the dice to play ("6 and 4", "four 3s"). */
      return g_strdup_printf (_("You rolled %s; play %s"), rolled, left ? left : "");
    }
  memcpy (play.steps, steps, play.n_steps * sizeof *steps);
  gamao_notation_write (&play, played, sizeof played);
  if (left)
    /* Translators: to a screen reader after a step: the checkers moved
     * so far ("13/7"), then the dice still to play ("4", "6 and 4"). */
    return g_strdup_printf (_("%s; %s left"), played, left);
  /* Translators: to a screen reader once every die is played: the play
   * ("13/7 8/4"); Enter ends the turn. */
  return g_strdup_printf (_("%s; all played, Enter finishes"), played);
}
