/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-scenes"

#include "config.h"

#include "gamao-scenes.h"

#include <glib/gi18n.h>

#include "gamao-search.h"
#include "gamao-tutor.h"

/* More than any game of first-choice plays needs, so a bug cannot hang
 * the caller. */
#define MAX_ACTIONS 20000

/* Whether the played-out turns double now and then. */
static gboolean doubles_allowed = TRUE;

static gboolean
play_one (GamaoMatch *match, guint choice)
{
  const GamaoPlayList *plays = gamao_match_get_legal_plays (match);
  const GamaoPlay *play;

  if (plays && plays->n_plays > 0)
    {
      play = &plays->plays[choice % plays->n_plays];
      if (!gamao_match_play (match, play, NULL))
        return FALSE;
    }
  return gamao_match_commit_turn (match, NULL);
}

gboolean
gamao_scenes_advance (GamaoMatch *match, guint choice)
{
  switch (gamao_match_get_phase (match))
    {
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
      if (doubles_allowed && choice % 13 == 5 && gamao_match_can_double (match, NULL))
        return gamao_match_double (match, NULL);
      return gamao_match_roll (match, NULL);
    case GAMAO_MATCH_OPENING_ROLL:
      return gamao_match_roll (match, NULL);
    case GAMAO_MATCH_MOVING:
      return play_one (match, choice);
    case GAMAO_MATCH_DOUBLE_OFFERED:
      if (choice % 3 == 0)
        return gamao_match_drop (match, NULL);
      return gamao_match_take (match, NULL);
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      return gamao_match_accept_resignation (match, NULL);
    case GAMAO_MATCH_GAME_OVER:
      return gamao_match_next_game (match, NULL);
    case GAMAO_MATCH_MATCH_OVER:
    default:
      return FALSE;
    }
}

GamaoMatch *
gamao_scenes_new_match (guint length, GamaoRules rules, guint64 seed)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bruno = gamao_player_new ("Bruno", GAMAO_PLAYER_HUMAN, 0);
  GamaoMatch *match = gamao_match_new (length, ana, bruno, rules);

  gamao_match_set_dice_seed (match, seed);
  return match;
}

/* Plays until `done` says stop; the choice of play varies with the turn
 * so that games do not all look alike. */
static void
play_until (GamaoMatch *match, gboolean (*done) (GamaoMatch *, guint), guint arg)
{
  for (guint i = 0; i < MAX_ACTIONS && !done (match, arg); i++)
    if (!gamao_scenes_advance (match, i * 7 + 3))
      break;
}

static gboolean
moving_after (GamaoMatch *match, guint turns)
{
  return gamao_match_get_phase (match) == GAMAO_MATCH_MOVING
         && gamao_game_get_n_actions (gamao_match_get_current_game (match)) >= turns;
}

static gboolean
may_double_after (GamaoMatch *match, guint turns)
{
  return gamao_match_get_phase (match) == GAMAO_MATCH_TO_ROLL_OR_DOUBLE
         && gamao_game_get_n_actions (gamao_match_get_current_game (match)) >= turns
         && gamao_match_can_double (match, NULL);
}

static gboolean
games_over (GamaoMatch *match, guint games)
{
  GamaoMatchPhase state = gamao_match_get_phase (match);

  return (state == GAMAO_MATCH_GAME_OVER || state == GAMAO_MATCH_MATCH_OVER)
         && gamao_match_get_game_number (match) >= games;
}

static gboolean
hold_a_checker (gpointer user_data)
{
  GamaoWindow *window = user_data;
  GamaoBoardView *view = gamao_window_get_board_view (window);
  GamaoMatch *match = gamao_window_get_match (window);
  int points[26];
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  guint n = gamao_match_get_movable_points (match, points);
  double x, y;

  /* The highest checker with somewhere to go, held over its farthest
   * destination, the way a player hovers before letting go. */
  for (guint i = 0; i < n; i++)
    {
      guint n_targets = gamao_match_get_targets (match, points[i], targets);

      if (n_targets < 2 || !gamao_board_view_point_coords (view, targets[n_targets - 1].to, &x,
                                                           &y))
        continue;
      gamao_board_view_hold_checker (view, points[i], x + 6, y - 10);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_REMOVE;
}

static gboolean
computer_to_roll (GamaoMatch *match, guint turns)
{
  return gamao_match_get_phase (match) == GAMAO_MATCH_TO_ROLL_OR_DOUBLE
         && gamao_game_get_n_actions (gamao_match_get_current_game (match)) >= turns
         && gamao_player_get_kind (gamao_match_get_player (match, gamao_match_get_turn (match)))
                == GAMAO_PLAYER_COMPUTER;
}

static gboolean
ask_for_hint (gpointer user_data)
{
  gtk_widget_activate_action (GTK_WIDGET (user_data), "win.hint", NULL);
  return G_SOURCE_REMOVE;
}

/* The legal play the tutor (at 0-ply) thinks worst, played and Done:
 * the tutor, when it is on, holds it. */
static gboolean
make_a_bad_play (gpointer user_data)
{
  GamaoWindow *window = user_data;
  GamaoMatch *match = gamao_window_get_match (window);
  const GamaoPlayList *plays = match ? gamao_match_get_legal_plays (match) : NULL;
  GamaoEvaluator evaluator;
  GamaoTutorQuestion q = { .action = GAMAO_TUTOR_PLAY };
  float worst = -1.0f;
  guint chosen = 0;

  if (!plays || plays->n_plays == 0 || gamao_evaluator_load (&evaluator, NULL) != GAMAO_WEIGHTS_OK)
    return G_SOURCE_REMOVE;
  gamao_position_get_board_for (gamao_match_get_position (match), gamao_match_get_on_roll (match),
                                &q.board);
  gamao_match_get_match_state (match, &q.state);
  q.player = gamao_match_get_turn (match);
  gamao_match_get_dice (match, q.dice);
  for (guint i = 0; i < plays->n_plays; i++)
    {
      GamaoTutorVerdict v;

      q.after = plays->plays[i].after;
      gamao_tutor_judge (&evaluator, &q, 0, &v);
      if (v.loss > worst)
        {
          worst = v.loss;
          chosen = i;
        }
    }
  gamao_evaluator_clear (&evaluator);
  gamao_match_play (match, &plays->plays[chosen], NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.finish-move", NULL);
  return G_SOURCE_REMOVE;
}

typedef struct
{
  GamaoWindow *window;
  GamaoMatch *match;
} Handover;

static void
handover_free (gpointer data)
{
  Handover *handover = data;

  g_object_unref (handover->window);
  g_object_unref (handover->match);
  g_free (handover);
}

static gboolean
hand_over (gpointer data)
{
  Handover *handover = data;

  gamao_window_set_match (handover->window, handover->match);
  return G_SOURCE_REMOVE;
}

/* Ana against the computer, which is about to roll; the window gets the
 * match a moment late, so the picture catches the computer moving. */
static void
setup_computer (GamaoWindow *window, guint64 seed)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  /* Translators: the name of a computer player, "Computer (Expert)". */
  g_autofree char *name = g_strdup_printf (_("Computer (%s)"),
                                           gamao_level_name (GAMAO_LEVEL_EXPERT));
  g_autoptr (GamaoPlayer) computer = gamao_player_new (name, GAMAO_PLAYER_COMPUTER,
                                                       GAMAO_LEVEL_EXPERT);
  Handover *handover = g_new0 (Handover, 1);

  handover->window = g_object_ref (window);
  handover->match = gamao_match_new (7, ana, computer, GAMAO_RULE_CRAWFORD);
  gamao_match_set_dice_seed (handover->match, seed);
  play_until (handover->match, computer_to_roll, 10);
  g_timeout_add_full (G_PRIORITY_DEFAULT, 1500, hand_over, handover, handover_free);
}

void
gamao_scenes_setup (GamaoWindow *window, const char *scene)
{
  const char *seed_text = g_getenv ("GAMAO_DICE_SEED");
  guint64 seed = seed_text && *seed_text ? g_ascii_strtoull (seed_text, NULL, 10) : 7;
  gboolean sheet = g_str_equal (scene, "score-sheet");
  g_autoptr (GamaoMatch) match = NULL;

  if (g_str_equal (scene, "empty"))
    return;
  if (g_str_equal (scene, "new-match"))
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.new-match", NULL);
      return;
    }
  if (g_str_equal (scene, "computer"))
    {
      setup_computer (window, seed);
      return;
    }
  /* The match is played before the window sees it, as a resumed match
   * would be: no flights, no toasts from the turns on the way. */
  match = gamao_scenes_new_match (sheet ? 15 : 7, GAMAO_RULE_CRAWFORD, seed);
  if (g_str_equal (scene, "match") || g_str_equal (scene, "drag") || g_str_equal (scene, "hint")
      || g_str_equal (scene, "tutor"))
    play_until (match, moving_after, 12);
  else if (g_str_equal (scene, "double"))
    {
      /* A first double, with the cube still in the middle. */
      doubles_allowed = FALSE;
      play_until (match, may_double_after, 10);
      gamao_match_double (match, NULL);
    }
  else if (g_str_equal (scene, "game-over"))
    play_until (match, games_over, 1);
  else if (sheet)
    {
      play_until (match, games_over, 4);
      gamao_match_next_game (match, NULL);
      play_until (match, moving_after, 6);
    }
  else
    g_warning ("No scene called “%s”", scene);
  gamao_window_set_match (window, match);
  if (sheet)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.score-sheet", NULL);
  if (g_str_equal (scene, "hint"))
    g_timeout_add_full (G_PRIORITY_DEFAULT, 300, ask_for_hint, g_object_ref (window),
                        g_object_unref);
  if (g_str_equal (scene, "tutor"))
    g_timeout_add_full (G_PRIORITY_DEFAULT, 500, make_a_bad_play, g_object_ref (window),
                        g_object_unref);
  if (g_str_equal (scene, "drag"))
    g_timeout_add_full (G_PRIORITY_DEFAULT, 700, hold_a_checker, g_object_ref (window),
                        g_object_unref);
}
