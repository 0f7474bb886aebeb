/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board shows, decided once for the live match, the replay and
 * the rules' diagrams: whether the cube stands on it, whose numbers are
 * drawn and what the caption says about them. */
#define G_LOG_DOMAIN "gamao-board-frame"

#include "config.h"

#include "gamao-board-frame.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gamao-stakes.h"

G_DEFINE_BOXED_TYPE (GamaoBoardFrame, gamao_board_frame, gamao_board_frame_copy,
                     gamao_board_frame_free)

void
gamao_board_frame_init (GamaoBoardFrame *frame)
{
  memset (frame, 0, sizeof *frame);
  gamao_board_init_start (&frame->board);
  frame->cube_value = 1;
  frame->cube_owner = -1;
  frame->cube_shown = TRUE;
  frame->last_player = -1;
}

void
gamao_board_frame_clear (GamaoBoardFrame *frame)
{
  g_clear_pointer (&frame->caption, g_free);
}

GamaoBoardFrame *
gamao_board_frame_copy (const GamaoBoardFrame *frame)
{
  GamaoBoardFrame *copy = g_memdup2 (frame, sizeof *frame);

  copy->caption = g_strdup (frame->caption);
  return copy;
}

void
gamao_board_frame_free (GamaoBoardFrame *frame)
{
  gamao_board_frame_clear (frame);
  g_free (frame);
}

static gboolean
same_steps (const GamaoStep *a, const GamaoStep *b, guint n)
{
  for (guint i = 0; i < n; i++)
    if (a[i].from != b[i].from || a[i].to != b[i].to || a[i].die != b[i].die
        || a[i].hit != b[i].hit)
      return FALSE;
  return TRUE;
}

gboolean
gamao_board_frame_equal (const GamaoBoardFrame *a, const GamaoBoardFrame *b)
{
  return gamao_board_equal (&a->board, &b->board) && a->on_roll == b->on_roll
         && a->dice[0] == b->dice[0] && a->dice[1] == b->dice[1] && a->n_left == b->n_left
         && memcmp (a->left, b->left, a->n_left * sizeof *a->left) == 0
         && a->opening == b->opening && a->cube_value == b->cube_value
         && a->cube_owner == b->cube_owner && a->cube_shown == b->cube_shown
         && a->last_player == b->last_player && a->last_dice[0] == b->last_dice[0]
         && a->last_dice[1] == b->last_dice[1] && a->n_last_steps == b->n_last_steps
         && same_steps (a->last_steps, b->last_steps, a->n_last_steps)
         && a->numbers_for == b->numbers_for && g_strcmp0 (a->caption, b->caption) == 0;
}

void
gamao_board_frame_set_cube (GamaoBoardFrame *frame, guint value, int owner, gboolean crawford)
{
  frame->cube_value = value;
  frame->cube_owner = owner;
  frame->cube_shown = !crawford;
}

void
gamao_board_frame_set_roll (GamaoBoardFrame *frame, const int dice[2])
{
  gboolean doubles = dice[0] == dice[1];

  frame->dice[0] = dice[0];
  frame->dice[1] = dice[1];
  frame->n_left = 0;
  if (dice[0] > 0)
    for (int i = 0; i < (doubles ? 4 : 2); i++)
      frame->left[frame->n_left++] = dice[doubles ? 0 : i];
}

void
gamao_board_frame_from_setup (GamaoBoardFrame *frame, const GamaoSetupPosition *setup)
{
  gamao_setup_position_to_board (setup, &frame->board);
  frame->on_roll = setup->on_roll;
  gamao_board_frame_set_roll (frame, setup->dice);
  gamao_board_frame_set_cube (frame, setup->cube_value, setup->cube_owner, setup->crawford);
  frame->numbers_for = setup->on_roll;
}

void
gamao_board_frame_set_last_turn (GamaoBoardFrame *frame, int player, const int dice[2],
                                 const GamaoStep *steps, guint n_steps)
{
  g_return_if_fail (player >= -1 && player <= 1);

  frame->last_player = player;
  frame->n_last_steps = player >= 0 ? MIN (n_steps, G_N_ELEMENTS (frame->last_steps)) : 0;
  frame->last_dice[0] = player >= 0 && dice ? dice[0] : 0;
  frame->last_dice[1] = player >= 0 && dice ? dice[1] : 0;
  if (frame->n_last_steps)
    memcpy (frame->last_steps, steps, frame->n_last_steps * sizeof *steps);
}

void
gamao_board_frame_number (GamaoBoardFrame *frame, int desk, int shown,
                          const char *const names[2], const char *text)
{
  g_autofree char *numbers = NULL;

  g_return_if_fail (desk >= -1 && desk <= 1);
  g_return_if_fail (shown == 0 || shown == 1);

  g_free (frame->caption);
  frame->caption = NULL;
  frame->numbers_for = desk >= 0 ? desk : shown;
  if (desk >= 0 || !names || !names[shown])
    {
      frame->caption = g_strdup (text);
      return;
    }
  /* On a line of its own, so that the caption keeps its height from
   * one frame to the next and the board does not jump. */
  numbers = g_strdup_printf (_("Point numbers as %s sees them"), names[shown]);
  frame->caption = text && *text ? g_strconcat (text, "\n", numbers, NULL)
                                 : g_steal_pointer (&numbers);
}

int
gamao_board_frame_live_desk (gboolean person0, gboolean person1, gboolean follow_turn)
{
  if (person0 != person1)
    return person0 ? 0 : 1;
  return person0 && !follow_turn ? 0 : -1;
}

/* The dice as the board shows them: the turn just played keeps its dice,
 * on its own side, until the next player acts. */
static void
match_dice (GamaoBoardFrame *frame, GamaoMatch *match)
{
  const GamaoAction *last = gamao_match_get_last_turn (match, NULL);

  gamao_match_get_dice (match, frame->dice);
  frame->n_left = 0;
  if (gamao_match_get_phase (match) == GAMAO_MATCH_MOVING)
    frame->n_left = gamao_match_get_dice_left (match, frame->left);
  if (last)
    {
      frame->dice[0] = frame->dice[1] = 0;
      gamao_board_frame_set_last_turn (frame, last->player, last->dice, last->steps,
                                       last->n_steps);
    }
  else
    gamao_board_frame_set_last_turn (frame, -1, NULL, NULL, 0);
}

void
gamao_board_frame_from_match (GamaoBoardFrame *frame, GamaoMatch *match, int desk)
{
  GamaoMatchPhase phase = gamao_match_get_phase (match);
  GamaoCube *cube = gamao_match_get_cube (match);
  const char *names[2] = { gamao_stakes_player_name (match, 0),
                           gamao_stakes_player_name (match, 1) };

  g_return_if_fail (GAMAO_IS_MATCH (match));

  frame->on_roll = gamao_match_get_on_roll (match);
  gamao_position_get_board_for (gamao_match_get_position (match), frame->on_roll, &frame->board);
  match_dice (frame, match);
  /* The first move of a game is played with the opening roll's dice. */
  frame->opening = phase == GAMAO_MATCH_OPENING_ROLL
                   || (phase == GAMAO_MATCH_MOVING
                       && gamao_game_get_n_actions (gamao_match_get_current_game (match)) == 0);
  gamao_board_frame_set_cube (frame, gamao_cube_get_value (cube), gamao_cube_get_owner (cube),
                              gamao_match_get_crawford_game (match));
  /* Without a person at the desk the numbers turn to whoever must act:
   * the one doubled answers in their own numbers. */
  gamao_board_frame_number (frame, desk, gamao_match_get_turn (match), names, NULL);
}

gboolean
gamao_board_frame_from_diagram (GamaoBoardFrame *frame, const GamaoRulesDiagram *diagram)
{
  GamaoMatchState state;
  GamaoBoard board;
  int owner = -1;

  if (!gamao_rules_diagram_get_board (diagram, &board, NULL))
    return FALSE;
  gamao_board_frame_clear (frame);
  gamao_board_frame_init (frame);
  frame->board = board;
  if (gamao_rules_diagram_has_dice (diagram))
    {
      frame->n_left = diagram->dice[0] == diagram->dice[1] ? 4 : 2;
      frame->dice[0] = diagram->dice[0];
      frame->dice[1] = diagram->dice[1];
    }
  for (guint i = 0; i < frame->n_left; i++)
    frame->left[i] = diagram->dice[frame->n_left == 4 ? 0 : i];
  if (!gamao_rules_diagram_get_match (diagram, &state, NULL))
    return TRUE;
  /* The match ID names players 0 and 1; the diagram's player on roll is
   * drawn as player 0. */
  if (state.cube_owner != GAMAO_CUBE_CENTERED)
    owner = state.cube_owner == state.on_roll ? 0 : 1;
  gamao_board_frame_set_cube (frame, state.cube_value, owner, state.crawford);
  return TRUE;
}
