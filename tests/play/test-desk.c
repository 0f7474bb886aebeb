/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The desk without a window or a display: who may act in each phase of
 * the match, for a person's seat and the computer's, with and without
 * the tutor's hold and in the pause after a passed turn; the status
 * line and the prompt; properties notify only when they change, and the
 * desk catches up once per request. */
#include "config.h"

#include "gamao-ai-service.h"
#include "gamao-desk.h"
#include "gamao-notation.h"

#include <glib.h>
#include <string.h>

static const char *const flag_names[] = {
  "paused",   "may-roll",   "may-double", "may-answer-double", "may-beaver",
  "may-move", "may-undo",   "may-finish", "may-hint",          "may-resign",
  "may-answer-tutor",       "may-next-game",                   "may-end-session",
};

/* The desk's flags that are TRUE, in the order above. */
static char *
flags_of (GamaoDesk *desk)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (flag_names); i++)
    {
      gboolean on;

      g_object_get (desk, flag_names[i], &on, NULL);
      if (on)
        g_string_append_printf (names, "%s%s", names->len ? " " : "", flag_names[i]);
    }
  return g_string_free (names, FALSE);
}

#define assert_flags(desk, expected)                                                           \
  G_STMT_START                                                                                 \
  {                                                                                            \
    g_autofree char *got_ = flags_of (desk);                                                   \
    g_assert_cmpstr (got_, ==, expected);                                                      \
  }                                                                                            \
  G_STMT_END

#define assert_status(desk, expected)                                                          \
  g_assert_cmpstr (gamao_desk_get_status_text (desk), ==, expected)

typedef struct
{
  GHashTable *notified; /* property name → count */
  guint changed;
  GPtrArray *notices;
} Watch;

static void
on_notify (GamaoDesk *desk, GParamSpec *pspec, Watch *w)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (w->notified, pspec->name));

  g_hash_table_insert (w->notified, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

static void
on_changed (GamaoDesk *desk, Watch *w)
{
  w->changed++;
}

static void
on_notice (GamaoDesk *desk, const char *text, Watch *w)
{
  g_ptr_array_add (w->notices, g_strdup (text));
}

static void
watch (GamaoDesk *desk, Watch *w)
{
  w->notified = g_hash_table_new (g_str_hash, g_str_equal);
  w->notices = g_ptr_array_new_with_free_func (g_free);
  w->changed = 0;
  g_signal_connect (desk, "notify", G_CALLBACK (on_notify), w);
  g_signal_connect (desk, "changed", G_CALLBACK (on_changed), w);
  g_signal_connect (desk, "notice", G_CALLBACK (on_notice), w);
}

static void
unwatch (Watch *w)
{
  g_hash_table_unref (w->notified);
  g_ptr_array_unref (w->notices);
}

static guint
notified (Watch *w, const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (w->notified, name));
}

static GamaoMatch *
new_match (guint length, GamaoPlayerKind kind0, GamaoPlayerKind kind1)
{
  g_autoptr (GamaoPlayer) p0 = gamao_player_new ("Ana", kind0, GAMAO_LEVEL_EXPERT);
  g_autoptr (GamaoPlayer) p1 = gamao_player_new ("Bruno", kind1, GAMAO_LEVEL_EXPERT);

  return gamao_match_new (length, p0, p1, length ? GAMAO_RULE_CRAWFORD : 0);
}

/* Ana opens with 3-1 and plays 8/5 6/5: Bruno is to roll or double. */
static void
open_with_31 (GamaoMatch *match)
{
  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", NULL));
}

/* Two people at the desk, a money session through every phase. */
static void
test_people (void)
{
  g_autoptr (GamaoMatch) match = new_match (0, GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_HUMAN);
  g_autoptr (GamaoDesk) desk = gamao_desk_new (NULL);
  int winner;
  guint points;
  GamaoResultKind kind;

  assert_flags (desk, "");
  g_assert_null (gamao_desk_get_status_text (desk));
  gamao_desk_set_match (desk, match);
  /* GAMAO_MATCH_OPENING_ROLL: no hint before the opening roll. */
  assert_flags (desk, "may-roll may-end-session");
  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  /* GAMAO_MATCH_MOVING */
  assert_flags (desk, "may-move may-hint may-resign may-end-session");
  g_assert_true (g_str_has_prefix (gamao_desk_get_status_text (desk), "Ana to play "));
  g_assert_true (gamao_match_step (match, 8, 3, NULL));
  assert_flags (desk, "may-move may-undo may-hint may-resign may-end-session");
  g_assert_true (gamao_match_step (match, 6, 1, NULL));
  assert_flags (desk, "may-move may-undo may-finish may-hint may-resign may-end-session");
  assert_status (desk, "Ana: press Enter to finish the move, or Ctrl+Z to take a checker back");
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_NONE);
  g_assert_true (gamao_match_commit_turn (match, NULL));
  /* GAMAO_MATCH_TO_ROLL_OR_DOUBLE */
  assert_flags (desk, "may-roll may-double may-hint may-resign may-end-session");
  assert_status (desk, "Ana played 8/5 6/5. Bruno to roll (Space) or double (D)");
  g_assert_true (gamao_match_double (match, NULL));
  /* GAMAO_MATCH_DOUBLE_OFFERED: answered below the board. */
  assert_flags (desk, "may-answer-double may-end-session");
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_DOUBLE);
  assert_status (desk, "Ana to take or drop the double, below the board");
  g_assert_true (gamao_match_take (match, NULL));
  /* Ana owns the cube: Bruno may not double. */
  assert_flags (desk, "may-roll may-hint may-resign may-end-session");
  assert_status (desk, "Bruno to roll (Space)");
  g_assert_true (gamao_match_offer_resignation (match, 1, GAMAO_RESULT_SINGLE, NULL));
  /* GAMAO_MATCH_RESIGNATION_OFFERED */
  assert_flags (desk, "may-end-session");
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_RESIGNATION);
  assert_status (desk, "Ana to accept or decline the resignation");
  g_assert_false (gamao_desk_take_outcome (desk, &winner, &points, &kind));
  g_assert_true (gamao_match_accept_resignation (match, NULL));
  /* GAMAO_MATCH_GAME_OVER: its summary waits until shown. */
  assert_flags (desk, "may-next-game may-end-session");
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_OUTCOME);
  assert_status (desk, "The game is over. Start the next one when you are ready.");
  g_assert_true (gamao_desk_take_outcome (desk, &winner, &points, &kind));
  g_assert_cmpint (winner, ==, 0);
  g_assert_cmpuint (points, ==, 2);
  g_assert_cmpint (kind, ==, GAMAO_RESULT_SINGLE);
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_NONE);
  g_assert_true (gamao_match_end_session (match, NULL));
  /* GAMAO_MATCH_MATCH_OVER */
  assert_flags (desk, "");
  assert_status (desk, "The session is over: Ana 2, Bruno 0");

  /* Without a match nobody acts. */
  gamao_desk_set_match (desk, NULL);
  assert_flags (desk, "");
  g_assert_null (gamao_desk_get_status_text (desk));
}

/* Ana plays the computer (Bruno): on its turns the person may do
 * nothing but end the session, and the line says what it does. */
static void
test_computer (void)
{
  g_autoptr (GamaoMatch) match = new_match (0, GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_COMPUTER);
  g_autoptr (GamaoDesk) desk = gamao_desk_new (NULL);
  Watch w;

  gamao_desk_set_match (desk, match);
  watch (desk, &w);
  g_assert_true (gamao_desk_is_person (desk, 0));
  g_assert_false (gamao_desk_is_person (desk, 1));
  open_with_31 (match);
  /* GAMAO_MATCH_TO_ROLL_OR_DOUBLE, the computer's */
  assert_flags (desk, "may-end-session");
  assert_status (desk, "Bruno is thinking…");
  g_assert_true (gamao_match_double (match, NULL));
  /* The person answers the computer's double. */
  assert_flags (desk, "may-answer-double may-end-session");
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_DOUBLE);
  g_assert_true (gamao_match_take (match, NULL));
  g_assert_cmpuint (w.notices->len, ==, 0);
  g_assert_true (gamao_match_roll_dice (match, 6, 5, NULL));
  /* GAMAO_MATCH_MOVING, the computer's */
  assert_flags (desk, "may-end-session");
  assert_status (desk, "Bruno plays 6-5…");
  /* Half way through, the line still says the roll, not the die left. */
  g_assert_true (gamao_match_move_to (match, 24, 18, NULL));
  assert_status (desk, "Bruno plays 6-5…");
  g_assert_true (gamao_match_move_to (match, 18, 13, NULL));
  g_assert_true (gamao_match_commit_turn (match, NULL));
  /* The person owns the cube and may redouble. */
  assert_flags (desk, "may-roll may-double may-hint may-resign may-end-session");
  g_assert_true (gamao_match_double (match, NULL));
  /* GAMAO_MATCH_DOUBLE_OFFERED, the computer answers: no prompt. */
  assert_flags (desk, "may-end-session");
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_NONE);
  assert_status (desk, "Bruno is thinking about the double…");
  g_assert_true (gamao_match_take (match, NULL));
  g_assert_cmpuint (w.notices->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (w.notices, 0), ==, "Bruno takes: the cube is at 4.");
  g_assert_true (gamao_match_offer_resignation (match, 0, GAMAO_RESULT_SINGLE, NULL));
  /* GAMAO_MATCH_RESIGNATION_OFFERED, the computer answers. */
  assert_flags (desk, "may-end-session");
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_NONE);
  assert_status (desk, "Bruno is thinking about the resignation…");
  g_assert_true (gamao_match_decline_resignation (match, NULL));
  g_assert_cmpuint (w.notices->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (w.notices, 1), ==,
                   "Bruno declines the resignation: play on.");
  g_assert_true (gamao_match_offer_resignation (match, 0, GAMAO_RESULT_SINGLE, NULL));
  g_assert_true (gamao_match_accept_resignation (match, NULL));
  /* GAMAO_MATCH_GAME_OVER: the person sees the summary. */
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_OUTCOME);
  assert_flags (desk, "may-next-game may-end-session");
  unwatch (&w);
}

/* Between two computers the next game starts without a summary; the
 * match's end is still shown. */
static void
test_computers (void)
{
  g_autoptr (GamaoMatch) match = new_match (3, GAMAO_PLAYER_COMPUTER, GAMAO_PLAYER_COMPUTER);
  g_autoptr (GamaoDesk) desk = gamao_desk_new (NULL);

  gamao_desk_set_match (desk, match);
  /* GAMAO_MATCH_OPENING_ROLL */
  assert_flags (desk, "");
  assert_status (desk, "Ana rolls for the opening…");
  open_with_31 (match);
  g_assert_true (gamao_match_offer_resignation (match, 1, GAMAO_RESULT_SINGLE, NULL));
  g_assert_true (gamao_match_accept_resignation (match, NULL));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_GAME_OVER);
  assert_flags (desk, "may-next-game");
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_NONE);
  g_assert_true (gamao_match_next_game (match, NULL));
  open_with_31 (match);
  g_assert_true (gamao_match_offer_resignation (match, 1, GAMAO_RESULT_BACKGAMMON, NULL));
  g_assert_true (gamao_match_accept_resignation (match, NULL));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_MATCH_OVER);
  assert_flags (desk, "");
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_OUTCOME);
  assert_status (desk, "Ana has won the match");

  /* A match that arrives over shows its summary again. */
  gamao_desk_set_match (desk, NULL);
  gamao_desk_set_match (desk, match);
  g_assert_cmpint (gamao_desk_get_prompt (desk), ==, GAMAO_DESK_PROMPT_OUTCOME);
}

static void
wait_while_judging (GamaoTutorHold *hold)
{
  gint64 deadline = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;

  while (gamao_tutor_hold_get_state (hold) == GAMAO_TUTOR_HOLD_JUDGING)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* While the tutor judges or holds a person's action, only its answer is
 * open; the line says what is going on. */
static void
test_tutor_hold (void)
{
  g_autoptr (GamaoMatch) match = new_match (0, GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_HUMAN);
  g_autoptr (GamaoTutorHold) hold = gamao_tutor_hold_new ();
  g_autoptr (GamaoDesk) desk = gamao_desk_new (hold);

  if (!gamao_ai_service_get_evaluator (NULL))
    {
      g_test_skip ("the computer's nets did not load: no tutor");
      return;
    }
  gamao_tutor_hold_set_mode (hold, GAMAO_TUTOR_WARN_BAD);
  gamao_desk_set_match (desk, match);
  open_with_31 (match);
  g_assert_true (gamao_match_double (match, NULL));
  /* Dropping the first double of a game loses far too much. */
  g_assert_true (gamao_tutor_hold_intercept (hold, GAMAO_TUTOR_DROP));
  assert_flags (desk, "may-end-session");
  assert_status (desk, "The computer is checking your choice…");
  wait_while_judging (hold);
  g_assert_cmpint (gamao_tutor_hold_get_state (hold), ==, GAMAO_TUTOR_HOLD_HOLDING);
  assert_flags (desk, "may-answer-tutor may-end-session");
  assert_status (desk, "Take it back, or play it anyway");
  g_assert_true (gamao_tutor_hold_take_back (hold));
  assert_flags (desk, "may-answer-double may-end-session");
  assert_status (desk, "Ana to take or drop the double, below the board");
}

/* A roll with no legal play: its dice stay in view a moment, and
 * nobody rolls until they are gone. It is told once, in the status
 * line, in the words that line keeps afterwards: no notice over it
 * saying it another way ("has no legal move" over "could not enter"). */
static void
test_pass (void)
{
  g_autoptr (GamaoMatch) match = new_match (0, GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_HUMAN);
  g_autoptr (GamaoDesk) desk = gamao_desk_new (NULL);
  g_autofree char *news = NULL;
  gint64 deadline;
  Watch w;

  gamao_desk_set_match (desk, match);
  watch (desk, &w);
  gamao_match_set_dice_seed (match, 7);
  for (guint i = 0; i < 2000 && !gamao_desk_get_paused (desk); i++)
    {
      GamaoMatchPhase phase = gamao_match_get_phase (match);

      if (phase == GAMAO_MATCH_GAME_OVER)
        g_assert_true (gamao_match_next_game (match, NULL));
      else if (phase == GAMAO_MATCH_MOVING)
        {
          const GamaoPlayList *legal = gamao_match_get_legal_plays (match);
          char text[64];

          gamao_notation_write (&legal->plays[legal->n_plays - 1], text, sizeof text);
          g_assert_true (gamao_match_play_notation (match, text, NULL));
        }
      else
        g_assert_true (gamao_match_roll (match, NULL));
    }
  g_assert_true (gamao_desk_get_paused (desk));
  g_assert_cmpuint (w.notices->len, ==, 0);
  g_assert_true (g_str_has_suffix (gamao_desk_get_status_text (desk), "; the turn passes."));
  news = g_strndup (gamao_desk_get_status_text (desk),
                    strlen (gamao_desk_get_status_text (desk)) - strlen ("; the turn passes."));
  g_assert_true (strstr (news, " and could not enter") || strstr (news, " and could not move"));
  g_assert_cmpint (gamao_match_get_phase (match), ==, GAMAO_MATCH_TO_ROLL_OR_DOUBLE);
  assert_flags (desk, "paused may-double may-end-session");
  deadline = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;
  while (gamao_desk_get_paused (desk))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_true (gamao_desk_get_may_roll (desk));
  g_assert_true (gamao_desk_get_may_resign (desk));
  g_assert_true (strstr (gamao_desk_get_status_text (desk), " to roll (Space)"));
  g_assert_true (g_str_has_prefix (gamao_desk_get_status_text (desk), news));
  g_assert_cmpuint (w.notices->len, ==, 0);
  unwatch (&w);
}

/* Properties notify only when they change; the desk catches up once per
 * request. */
static void
test_notify_on_change (void)
{
  g_autoptr (GamaoMatch) match = new_match (0, GAMAO_PLAYER_HUMAN, GAMAO_PLAYER_HUMAN);
  g_autoptr (GamaoDesk) desk = gamao_desk_new (NULL);
  Watch w;

  gamao_desk_set_match (desk, match);
  watch (desk, &w);
  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  g_assert_cmpuint (w.changed, ==, 1);
  g_assert_cmpuint (notified (&w, "may-roll"), ==, 1);
  g_assert_cmpuint (notified (&w, "may-move"), ==, 1);
  g_assert_cmpuint (notified (&w, "may-end-session"), ==, 0);
  g_assert_cmpuint (notified (&w, "status-text"), ==, 1);
  g_hash_table_remove_all (w.notified);
  g_assert_true (gamao_match_step (match, 8, 3, NULL));
  g_assert_cmpuint (w.changed, ==, 2);
  g_assert_cmpuint (notified (&w, "may-undo"), ==, 1);
  g_assert_cmpuint (notified (&w, "may-move"), ==, 0);
  g_assert_cmpuint (notified (&w, "may-finish"), ==, 0);
  g_hash_table_remove_all (w.notified);
  g_assert_true (gamao_match_step (match, 6, 1, NULL));
  g_assert_cmpuint (notified (&w, "may-undo"), ==, 0);
  g_assert_cmpuint (notified (&w, "may-finish"), ==, 1);
  g_assert_cmpuint (notified (&w, "status-text"), ==, 1);
  g_hash_table_remove_all (w.notified);
  /* Refused: nothing happened. */
  g_assert_false (gamao_match_roll (match, NULL));
  g_assert_cmpuint (w.changed, ==, 3);
  g_assert_cmpuint (g_hash_table_size (w.notified), ==, 0);
  /* The same match again changes nothing. */
  gamao_desk_set_match (desk, match);
  g_assert_cmpuint (g_hash_table_size (w.notified), ==, 0);
  unwatch (&w);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/desk/people", test_people);
  g_test_add_func ("/desk/computer", test_computer);
  g_test_add_func ("/desk/computers", test_computers);
  g_test_add_func ("/desk/tutor-hold", test_tutor_hold);
  g_test_add_func ("/desk/pass", test_pass);
  g_test_add_func ("/desk/notify-on-change", test_notify_on_change);
  return g_test_run ();
}
