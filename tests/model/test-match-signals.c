/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The order of signals and notifications within each request, as
 * gamao-match.h documents it: a view relies on it. */
#include "config.h"

#include "gamao-match.h"
#include "gamao-notation.h"

#include <glib-object.h>
#include <string.h>

static GPtrArray *log_entries;

static gboolean
log_hook (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data)
{
  g_ptr_array_add (log_entries, g_strdup (g_signal_name (hint->signal_id)));
  return TRUE;
}

static const char *const match_signals[] = {
  "dice-rolled", "checker-moved", "step-undone", "turn-committed", "turn-passed",
  "cube-offered", "cube-taken", "cube-beavered", "cube-dropped", "resignation-offered",
  "resignation-accepted", "resignation-declined", "game-over", "match-over", "opening-tied",
};

static void
install_hooks (void)
{
  /* Signals exist once the class is initialised. */
  g_type_class_unref (g_type_class_ref (GAMAO_TYPE_MATCH));
  g_type_class_unref (g_type_class_ref (GAMAO_TYPE_POSITION));
  for (guint i = 0; i < G_N_ELEMENTS (match_signals); i++)
    g_signal_add_emission_hook (g_signal_lookup (match_signals[i], GAMAO_TYPE_MATCH), 0,
                                log_hook, NULL, NULL);
}

static void
log_notify (GObject *object, GParamSpec *pspec, gpointer data)
{
  g_ptr_array_add (log_entries,
                   g_strdup_printf ("%s.notify::%s", G_OBJECT_TYPE_NAME (object), pspec->name));
}

/* "notify" takes no emission hooks: follow the match and what it owns. */
static void
follow_notifications (GamaoMatch *match)
{
  g_signal_connect (match, "notify", G_CALLBACK (log_notify), NULL);
  g_signal_connect (gamao_match_get_position (match), "notify", G_CALLBACK (log_notify), NULL);
  g_signal_connect (gamao_match_get_cube (match), "notify", G_CALLBACK (log_notify), NULL);
}

/* The signals of the request just made, without the notifications, as
 * one string; asserts that no signal came after a notification. */
static char *
signals_of_request (void)
{
  g_autoptr (GString) names = g_string_new (NULL);
  gboolean notified = FALSE;

  for (guint i = 0; i < log_entries->len; i++)
    {
      const char *entry = g_ptr_array_index (log_entries, i);
      if (strstr (entry, ".notify::"))
        {
          notified = TRUE;
          continue;
        }
      if (notified)
        g_error ("signal %s came after a property notification", entry);
      g_string_append_printf (names, "%s%s", names->len ? " " : "", entry);
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

static gboolean
logged (const char *entry)
{
  for (guint i = 0; i < log_entries->len; i++)
    if (g_str_equal (g_ptr_array_index (log_entries, i), entry))
      return TRUE;
  return FALSE;
}

static void
state_in_handler (GamaoMatch *match, int winner, guint points, int kind, gpointer data)
{
  /* Handlers see the game already over. */
  GamaoMatchPhase state = gamao_match_get_phase (match);
  g_assert_true (state == GAMAO_MATCH_GAME_OVER || state == GAMAO_MATCH_MATCH_OVER);
}

#define REQUEST(call, expected)                                                                \
  G_STMT_START                                                                                 \
  {                                                                                            \
    g_autoptr (GError) e_ = NULL;                                                              \
    g_ptr_array_set_size (log_entries, 0);                                                     \
    g_assert_true (call);                                                                      \
    g_assert_no_error (e_);                                                                    \
    g_autofree char *got_ = signals_of_request ();                                             \
    g_assert_cmpstr (got_, ==, expected);                                                      \
  }                                                                                            \
  G_STMT_END

static void
test_turn_order (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);

  follow_notifications (match);
  g_signal_connect (match, "game-over", G_CALLBACK (state_in_handler), NULL);
  /* The opening roll and a play made step by step, with an undo. */
  g_ptr_array_set_size (log_entries, 0);
  g_assert_true (gamao_match_roll_dice (match, 6, 5, NULL));
  g_assert_true (logged ("GamaoMatch.notify::phase"));
  g_assert_true (logged ("GamaoMatch.notify::die0"));
  g_autofree char *opening = signals_of_request ();
  g_assert_cmpstr (opening, ==, "dice-rolled");
  REQUEST (gamao_match_step (match, 24, 6, &e_), "checker-moved");
  REQUEST (gamao_match_undo_step (match, &e_), "step-undone");
  REQUEST (gamao_match_move_to (match, 24, 13, &e_), "checker-moved checker-moved");
  /* A whole turn taken back and a play made whole: one request each. */
  REQUEST (gamao_match_undo_turn (match, &e_), "step-undone step-undone");
  REQUEST (gamao_match_play (match, &gamao_match_get_legal_plays (match)->plays[0], &e_),
           "checker-moved checker-moved");
  REQUEST (gamao_match_undo_turn (match, &e_), "step-undone step-undone");
  REQUEST (gamao_match_move_to (match, 24, 13, &e_), "checker-moved checker-moved");
  REQUEST (gamao_match_commit_turn (match, &e_), "turn-committed");
  /* A whole play in notation. */
  REQUEST (gamao_match_roll_dice (match, 3, 1, &e_), "dice-rolled");
  REQUEST (gamao_match_play_notation (match, "8/5 6/5", &e_),
           "checker-moved checker-moved turn-committed");
  /* The cube. */
  REQUEST (gamao_match_double (match, &e_), "cube-offered");
  REQUEST (gamao_match_take (match, &e_), "cube-taken");
  REQUEST (gamao_match_offer_resignation (match, 0, GAMAO_RESULT_SINGLE, &e_),
           "resignation-offered");
  REQUEST (gamao_match_decline_resignation (match, &e_), "resignation-declined");
  REQUEST (gamao_match_roll_dice (match, 2, 1, &e_), "dice-rolled");
  REQUEST (gamao_match_play_notation (match, "13/11 6/5", &e_),
           "checker-moved checker-moved turn-committed");
  REQUEST (gamao_match_double (match, &e_), "cube-offered");
  REQUEST (gamao_match_drop (match, &e_), "cube-dropped game-over");
  g_assert_true (logged ("GamaoMatch.notify::score0") || logged ("GamaoMatch.notify::score1"));
  REQUEST (gamao_match_next_game (match, &e_), "");
  REQUEST (gamao_match_roll_dice (match, 1, 2, &e_), "dice-rolled");
  REQUEST (gamao_match_play_notation (match, "13/11 6/5", &e_),
           "checker-moved checker-moved turn-committed");
  REQUEST (gamao_match_offer_resignation (match, 0, GAMAO_RESULT_GAMMON, &e_),
           "resignation-offered");
  REQUEST (gamao_match_accept_resignation (match, &e_),
           "resignation-accepted game-over match-over");
}

/* A roll with no legal play: the dice are shown, then the turn passes. */
static void
test_pass_order (void)
{
  GamaoMatchRecord *record = gamao_match_record_new (0, "Ana", "Bia", 0);
  g_autoptr (GamaoMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  guint passes = 0;

  gamao_match_record_add_game (record, 0, 0, false);
  match = gamao_match_new_from_record (record, &error);
  g_assert_no_error (error);
  gamao_match_record_unref (record);
  follow_notifications (match);
  gamao_match_set_dice_seed (match, 7);
  /* Plays the first legal play until some roll passes. */
  for (guint i = 0; i < 2000 && passes == 0; i++)
    {
      GamaoMatchPhase state = gamao_match_get_phase (match);
      g_ptr_array_set_size (log_entries, 0);
      if (state == GAMAO_MATCH_GAME_OVER)
        g_assert_true (gamao_match_next_game (match, NULL));
      else if (state == GAMAO_MATCH_MOVING)
        {
          const GamaoPlayList *legal = gamao_match_get_legal_plays (match);
          char text[64];
          gamao_notation_write (&legal->plays[legal->n_plays - 1], text, sizeof text);
          g_assert_true (gamao_match_play_notation (match, text, NULL));
        }
      else
        {
          int player = gamao_match_get_on_roll (match);
          g_assert_true (gamao_match_roll (match, NULL));
          if (gamao_match_get_phase (match) != GAMAO_MATCH_MOVING
              && gamao_match_get_turn (match) != player)
            {
              g_autofree char *got = signals_of_request ();
              int dice[2];
              g_assert_cmpstr (got, ==, "dice-rolled turn-passed");
              /* The dice stay on the table for the next player to see. */
              g_assert_true (gamao_match_get_dice (match, dice));
              g_assert_cmpint (gamao_match_get_phase (match), ==,
                               GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
              passes++;
            }
        }
    }
  g_assert_cmpuint (passes, >, 0);
}

/* A computer player answers inside the handlers: it plays as soon as the
 * dice are rolled and starts the next game as soon as one ends. The match
 * must come through whole. */
static void
play_at_once (GamaoMatch *match, int player, int d0, int d1, gpointer data)
{
  const GamaoPlayList *legal = gamao_match_get_legal_plays (match);
  char text[64];

  if (!legal)
    return; /* the roll passed */
  gamao_notation_write (&legal->plays[0], text, sizeof text);
  g_assert_true (gamao_match_play_notation (match, text, NULL));
}

static void
next_at_once (GamaoMatch *match, int winner, guint points, int kind, gpointer data)
{
  if (gamao_match_get_phase (match) == GAMAO_MATCH_GAME_OVER)
    g_assert_true (gamao_match_next_game (match, NULL));
}

static void
count_match_over (GamaoMatch *match, int winner, gpointer data)
{
  (*(guint *) data)++;
}

static void
test_reentrant_handlers (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (5, NULL, NULL, GAMAO_RULE_CRAWFORD);
  guint match_over = 0;

  gamao_match_set_dice_seed (match, 11);
  g_signal_connect (match, "dice-rolled", G_CALLBACK (play_at_once), NULL);
  g_signal_connect (match, "game-over", G_CALLBACK (next_at_once), NULL);
  g_signal_connect (match, "match-over", G_CALLBACK (count_match_over), &match_over);
  for (guint i = 0; i < 5000 && gamao_match_get_phase (match) != GAMAO_MATCH_MATCH_OVER; i++)
    {
      GamaoMatchPhase state = gamao_match_get_phase (match);
      g_assert_true (state == GAMAO_MATCH_OPENING_ROLL || state == GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
      g_assert_true (gamao_match_roll (match, NULL));
    }
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MATCH_OVER);
  g_assert_cmpuint (match_over, ==, 1);
  g_assert_cmpuint (gamao_match_get_score (match, gamao_match_get_winner (match)), >=, 5);
}

typedef struct
{
  guint count;
  guint log_length; /* the log's length when "changed" came */
} Changed;

static void
on_changed (GamaoMatch *match, Changed *changed)
{
  changed->count++;
  changed->log_length = log_entries->len;
}

/* "changed" comes once per request, after everything else it sent; a
 * request made from a handler adds none of its own. */
static void
test_changed_last (void)
{
  g_autoptr (GamaoMatch) match = gamao_match_new (3, NULL, NULL, GAMAO_RULE_CRAWFORD);
  Changed changed = { 0 };

  follow_notifications (match);
  g_signal_connect (match, "changed", G_CALLBACK (on_changed), &changed);
  g_ptr_array_set_size (log_entries, 0);
  g_assert_true (gamao_match_roll_dice (match, 6, 5, NULL));
  g_assert_cmpuint (changed.count, ==, 1);
  g_assert_cmpuint (changed.log_length, ==, log_entries->len);
  g_assert_cmpuint (changed.log_length, >, 0);
  g_ptr_array_set_size (log_entries, 0);
  g_assert_true (gamao_match_move_to (match, 24, 13, NULL));
  g_assert_cmpuint (changed.count, ==, 2);
  g_assert_cmpuint (changed.log_length, ==, log_entries->len);
  /* Refused: nothing changed, nothing to catch up with. */
  g_assert_false (gamao_match_roll (match, NULL));
  g_assert_cmpuint (changed.count, ==, 2);
  g_assert_true (gamao_match_commit_turn (match, NULL));
  g_assert_cmpuint (changed.count, ==, 3);

  /* The opponent plays from the "dice-rolled" handler: one roll, one "changed". */
  g_signal_connect (match, "dice-rolled", G_CALLBACK (play_at_once), NULL);
  g_assert_true (gamao_match_roll (match, NULL));
  g_assert_cmpuint (changed.count, ==, 4);
  g_assert_cmpint (gamao_match_get_turn (match), ==, 0);
}

/* Opening rolls until one has equal dice: the ties come first, then the
 * roll that counts. */
static void
test_opening_ties (void)
{
  guint ties = 0;

  for (guint64 seed = 1; seed <= 40 && ties == 0; seed++)
    {
      g_autoptr (GamaoMatch) match = gamao_match_new (1, NULL, NULL, 0);
      int dice[2];

      gamao_match_set_dice_seed (match, seed);
      g_ptr_array_set_size (log_entries, 0);
      g_assert_true (gamao_match_roll (match, NULL));
      g_autofree char *got = signals_of_request ();
      g_assert_true (g_str_has_suffix (got, "dice-rolled"));
      for (char *p = strstr (got, "opening-tied"); p; p = strstr (p + 1, "opening-tied"))
        ties++;
      g_assert_true (gamao_match_get_dice (match, dice));
      g_assert_cmpint (dice[0], !=, dice[1]);
    }
  g_assert_cmpuint (ties, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  log_entries = g_ptr_array_new_with_free_func (g_free);
  install_hooks ();
  g_test_add_func ("/signals/turn-order", test_turn_order);
  g_test_add_func ("/signals/pass-order", test_pass_order);
  g_test_add_func ("/signals/reentrant-handlers", test_reentrant_handlers);
  g_test_add_func ("/signals/opening-ties", test_opening_ties);
  g_test_add_func ("/signals/changed-last", test_changed_last);
  return g_test_run ();
}
