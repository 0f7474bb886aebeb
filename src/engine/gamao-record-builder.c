/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-record-builder.h"
#include "gamao-i18n.h"
#include "gamao-match-state.h"
#include "gamao-notation.h"
#include "gamao-turn.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

__attribute__ ((format (printf, 2, 3))) static bool
fail (GamaoRecordBuilder *b, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vsnprintf (b->message, sizeof b->message, format, args);
  va_end (args);
  return false;
}

void
gamao_record_builder_init (GamaoRecordBuilder *b, GamaoMatchRecord *record)
{
  memset (b, 0, sizeof *b);
  b->record = record;
  b->list = malloc (sizeof *b->list);
  if (!b->list)
    abort ();
  b->on_roll = -1;
  b->cube = 1;
  b->owner = GAMAO_CUBE_CENTERED;
}

void
gamao_record_builder_clear (GamaoRecordBuilder *b)
{
  free (b->list);
  b->list = NULL;
}

static void
board_for (const GamaoRecordBuilder *b, int player, GamaoBoard *out)
{
  *out = b->board;
  if (player == 1)
    gamao_board_swap_sides (out);
}

static GamaoAction *
append (GamaoRecordBuilder *b, GamaoActionKind kind, int player)
{
  GamaoAction action;

  memset (&action, 0, sizeof action);
  action.kind = kind;
  action.player = player;
  return gamao_game_record_append (b->game, &action);
}

static void
end_game (GamaoRecordBuilder *b, int winner, unsigned points, GamaoResultKind kind)
{
  GamaoAction *end = append (b, GAMAO_ACTION_GAME_END, winner);

  end->value = points;
  end->result = kind;
  b->over = true;
  b->rolled = false;
  b->score[winner] += points;
}

static GamaoResultKind
scored_kind (const GamaoRecordBuilder *b, GamaoResultKind kind)
{
  /* Jacoby: in a session, gammons count only once the cube was turned. */
  if (b->record->length == 0 && (b->record->rules & GAMAO_RULE_JACOBY) && b->cube == 1)
    return GAMAO_RESULT_SINGLE;
  return kind;
}

/* ---- games ---- */

bool
gamao_record_builder_start_game (GamaoRecordBuilder *b, unsigned score0, unsigned score1)
{
  if (b->game && !b->over)
    return fail (b, GAMAO_TR ("the game before this one has no winner"));
  if (b->record->n_games == 0)
    {
      b->score[0] = score0;
      b->score[1] = score1;
    }
  else if (score0 != b->score[0] || score1 != b->score[1])
    /* Translators: the score, "3-2": not a count. */
    return fail (b, GAMAO_TR ("the score should be %u-%u after the games before"), b->score[0],
                 b->score[1]);
  if (b->score[0] > GAMAO_MAX_SCORE || b->score[1] > GAMAO_MAX_SCORE)
    return fail (b, GAMAO_TR ("the score is too high"));
  if (b->record->length > 0
      && (b->score[0] >= b->record->length || b->score[1] >= b->record->length))
    return fail (b, GAMAO_TR ("a game after the match was won"));

  bool crawford = (b->record->rules & GAMAO_RULE_CRAWFORD)
                  && gamao_match_is_crawford_game (b->record->length, b->score, b->crawford_played);
  b->crawford_played |= crawford;
  b->game = gamao_match_record_add_game (b->record, b->score[0], b->score[1], crawford);
  gamao_board_init_start (&b->board);
  b->cube = 1;
  b->owner = GAMAO_CUBE_CENTERED;
  b->on_roll = -1;
  b->rolled = false;
  b->double_pending = false;
  b->over = false;
  return true;
}

static bool
check_turn (GamaoRecordBuilder *b, int player)
{
  if (!b->game)
    return fail (b, GAMAO_TR ("an action before the first game"));
  if (b->over)
    return fail (b, GAMAO_TR ("the game is already over"));
  if (b->double_pending)
    return fail (b, GAMAO_TR ("a double waits for an answer"));
  if (b->on_roll >= 0 && player != b->on_roll)
    return fail (b, GAMAO_TR ("it is the other player’s turn"));
  return true;
}

bool
gamao_record_builder_roll (GamaoRecordBuilder *b, int player, const int dice[2])
{
  if (!check_turn (b, player))
    return false;
  if (b->rolled)
    return fail (b, GAMAO_TR ("the dice were rolled already"));
  if (dice[0] < 1 || dice[0] > 6 || dice[1] < 1 || dice[1] > 6)
    return fail (b, GAMAO_TR ("a die shows 1 to 6"));
  if (b->on_roll < 0)
    {
      if (dice[0] == dice[1])
        return fail (b, GAMAO_TR ("the opening roll cannot be a double"));
      b->game->opening[player] = dice[0] > dice[1] ? dice[0] : dice[1];
      b->game->opening[1 - player] = dice[0] > dice[1] ? dice[1] : dice[0];
      b->on_roll = player;
    }
  else
    memcpy (append (b, GAMAO_ACTION_ROLL, player)->dice, dice, sizeof b->dice);
  memcpy (b->dice, dice, sizeof b->dice);
  b->rolled = true;
  GamaoBoard board;
  board_for (b, player, &board);
  gamao_play_list_generate (b->list, &board, dice[0], dice[1]);
  return true;
}

bool
gamao_record_builder_roll_has_play (GamaoRecordBuilder *b)
{
  return b->rolled && b->list->n_plays > 0;
}

/* ---- checker plays ---- */

static bool
pass (GamaoRecordBuilder *b)
{
  if (b->list->n_plays > 0)
    /* Translators: %d-%d are the dice ("6-4"), not a count. */
    return fail (b, GAMAO_TR ("the roll %d-%d has a legal play, but none is written"),
                 b->dice[0], b->dice[1]);
  memcpy (append (b, GAMAO_ACTION_PASS, b->on_roll)->dice, b->dice, sizeof b->dice);
  b->rolled = false;
  b->on_roll = 1 - b->on_roll;
  return true;
}

/* Records the legal play `index` of the pending roll, with the steps
 * given (as played) or, with none, the play list's own. */
static bool
record_play (GamaoRecordBuilder *b, int index, const GamaoStep *steps, unsigned n_steps)
{
  const GamaoPlay *chosen = &b->list->plays[index];
  int player = b->on_roll;
  GamaoAction *play = append (b, GAMAO_ACTION_PLAY, player);

  memcpy (play->dice, b->dice, sizeof b->dice);
  memcpy (play->steps, steps ? steps : chosen->steps, sizeof play->steps);
  play->n_steps = steps ? n_steps : chosen->n_steps;
  play->after = chosen->after;
  if (player == 1)
    gamao_board_swap_sides (&play->after);
  b->board = play->after;
  b->rolled = false;
  b->on_roll = 1 - player;

  if (gamao_board_checkers_on_board (&chosen->after, GAMAO_SIDE_ON_ROLL) == 0)
    {
      GamaoResultKind kind
        = scored_kind (b, gamao_result_of_board (&chosen->after, GAMAO_SIDE_ON_ROLL));
      end_game (b, player, gamao_result_points (kind, b->cube), kind);
    }
  return true;
}

/* Plays the steps one die at a time; the index of the legal play they
 * make, or -1. The exact number is tried first, so that "4/0" bears off
 * with a 4 when there is one. */
static int
follow_steps (GamaoRecordBuilder *b, const GamaoStep *steps, unsigned n_steps, GamaoTurn *turn)
{
  GamaoBoard board;

  board_for (b, b->on_roll, &board);
  gamao_turn_begin (turn, b->list, &board, b->dice[0], b->dice[1]);
  for (unsigned k = 0; k < n_steps; k++)
    {
      int from = steps[k].from, to = steps[k].to, die = 0;

      if (from - to >= 1 && from - to <= 6
          && gamao_turn_check_step (turn, from, from - to) == GAMAO_STEP_OK)
        die = from - to;
      for (unsigned i = 0; i < turn->n_left && !die; i++)
        if (gamao_step_destination (from, turn->left[i]) == to
            && gamao_turn_check_step (turn, from, turn->left[i]) == GAMAO_STEP_OK)
          die = turn->left[i];
      if (!die)
        return -1;
      gamao_turn_step (turn, from, die, NULL);
    }
  return gamao_turn_play_index (turn);
}

bool
gamao_record_builder_play_steps (GamaoRecordBuilder *b, const GamaoStep *steps, unsigned n_steps)
{
  GamaoTurn turn;

  if (!b->rolled)
    return fail (b, GAMAO_TR ("a play without a roll"));
  if (n_steps == 0)
    return pass (b);
  int index = n_steps <= 4 ? follow_steps (b, steps, n_steps, &turn) : -1;
  if (index < 0)
    /* Translators: %d-%d are the dice ("6-4"), not a count. */
    return fail (b, GAMAO_TR ("the play is not legal with %d-%d"), b->dice[0], b->dice[1]);
  return record_play (b, index, turn.steps, turn.n_steps);
}

/* "13/8 24/22": the steps as written, when the text gives one per die. */
static bool
steps_of_text (const char *text, GamaoStep steps[4], unsigned *n_steps)
{
  char copy[GAMAO_NOTATION_MAX * 2];
  char *save = NULL;

  snprintf (copy, sizeof copy, "%s", text);
  *n_steps = 0;
  for (char *token = strtok_r (copy, " \t", &save); token; token = strtok_r (NULL, " \t", &save))
    {
      char *slash = strchr (token, '/');
      char *star = strchr (token, '*');
      int points[2];

      if (star)
        *star = '\0';
      if (*n_steps == 4 || !slash || strchr (slash + 1, '/') || strchr (token, '('))
        return false;
      *slash = '\0';
      for (int i = 0; i < 2; i++)
        {
          const char *word = i ? slash + 1 : token;
          char *end;
          long value = strtol (word, &end, 10);
          if (strcasecmp (word, "bar") == 0)
            points[i] = GAMAO_POINT_BAR;
          else if (strcasecmp (word, "off") == 0)
            points[i] = GAMAO_POINT_OFF;
          else if (end == word || *end || value < 0 || value > 25)
            return false;
          else
            points[i] = (int) value;
        }
      steps[*n_steps].from = points[0];
      steps[*n_steps].to = points[1];
      ++*n_steps;
    }
  return true;
}

bool
gamao_record_builder_play_text (GamaoRecordBuilder *b, const char *text)
{
  GamaoBoard board;
  GamaoStep steps[4];
  unsigned n_steps;
  GamaoTurn turn;
  int index;

  if (!b->rolled)
    return fail (b, GAMAO_TR ("a play without a roll"));
  if (*text == '\0')
    return pass (b);
  board_for (b, b->on_roll, &board);
  GamaoNotationError error
    = gamao_notation_parse (text, &board, b->dice[0], b->dice[1], b->list, &index);
  if (error != GAMAO_NOTATION_OK)
    /* Translators: a play as written in the file, the dice ("6-4") and why it is wrong; not a count. */
    return fail (b, GAMAO_TR ("“%s” with %d-%d: %s"), text, b->dice[0], b->dice[1],
                 gamao_notation_error_message (error));
  /* Separators without a move read as the empty play, which is legal
   * only on a roll with no play; such text is no way to write a pass. */
  if (index < 0)
    /* Translators: a play as written in the file, the dice ("6-4") and why it is wrong; not a count. */
    return fail (b, GAMAO_TR ("“%s” with %d-%d: %s"), text, b->dice[0], b->dice[1],
                 gamao_notation_error_message (GAMAO_NOTATION_SYNTAX));
  /* Keep the file's own order of steps, so that a match read back is the
   * match written; shorthand takes the play list's. */
  if (steps_of_text (text, steps, &n_steps) && follow_steps (b, steps, n_steps, &turn) == index)
    return record_play (b, index, turn.steps, turn.n_steps);
  return record_play (b, index, NULL, 0);
}

/* ---- the cube ---- */

bool
gamao_record_builder_double (GamaoRecordBuilder *b, int player, unsigned value)
{
  if (!check_turn (b, player))
    return false;
  if (b->on_roll < 0)
    return fail (b, GAMAO_TR ("nobody may double before the opening roll"));
  if (b->rolled)
    return fail (b, GAMAO_TR ("a player doubles before rolling"));
  if (b->game->crawford)
    return fail (b, GAMAO_TR ("no doubling in the Crawford game"));
  if (b->owner == 1 - player)
    return fail (b, GAMAO_TR ("the player doubling does not own the cube"));
  if (value == 0)
    value = b->cube * 2;
  if (value != b->cube * 2)
    /* Translators: values of the cube, not a count. */
    return fail (b, GAMAO_TR ("a double from %u must go to %u, not %u"), b->cube, b->cube * 2,
                 value);
  if (b->cube_limit && value > b->cube_limit)
    /* Translators: %u is a value of the cube, not a count. */
    return fail (b, GAMAO_TR ("the file limits the cube to %u"), b->cube_limit);
  append (b, GAMAO_ACTION_DOUBLE, player)->value = value;
  b->double_pending = true;
  b->doubler = player;
  return true;
}

static bool
check_answer (GamaoRecordBuilder *b, int player)
{
  if (!b->game || b->over)
    return fail (b, GAMAO_TR ("the game is already over"));
  if (!b->double_pending)
    return fail (b, GAMAO_TR ("an answer to a double nobody offered"));
  if (player == b->doubler)
    return fail (b, GAMAO_TR ("a player cannot answer their own double"));
  return true;
}

static bool
accept_cube (GamaoRecordBuilder *b, int player, unsigned factor, GamaoActionKind kind)
{
  if (!check_answer (b, player))
    return false;
  if (b->cube_limit && b->cube * factor > b->cube_limit)
    /* Translators: %u is a value of the cube, not a count. */
    return fail (b, GAMAO_TR ("the file limits the cube to %u"), b->cube_limit);
  b->cube *= factor;
  b->owner = player;
  b->double_pending = false;
  append (b, kind, player)->value = b->cube;
  return true;
}

bool
gamao_record_builder_take (GamaoRecordBuilder *b, int player)
{
  return accept_cube (b, player, 2, GAMAO_ACTION_TAKE);
}

bool
gamao_record_builder_beaver (GamaoRecordBuilder *b, int player)
{
  if (!check_answer (b, player))
    return false;
  if (b->record->length > 0)
    return fail (b, GAMAO_TR ("beavers are for money sessions only"));
  if (b->beavers_refused)
    return fail (b, GAMAO_TR ("the file’s header says beavers are off"));
  if (!accept_cube (b, player, 4, GAMAO_ACTION_BEAVER))
    return false;
  b->record->rules |= GAMAO_RULE_BEAVERS;
  return true;
}

bool
gamao_record_builder_drop (GamaoRecordBuilder *b, int player)
{
  if (!check_answer (b, player))
    return false;
  b->double_pending = false;
  append (b, GAMAO_ACTION_DROP, player);
  end_game (b, 1 - player, b->cube, GAMAO_RESULT_SINGLE);
  return true;
}

/* ---- results ---- */

bool
gamao_record_builder_resign (GamaoRecordBuilder *b, int resigner, unsigned points)
{
  if (!b->game || b->over)
    return fail (b, GAMAO_TR ("the game is already over"));
  if (b->on_roll < 0 || b->double_pending)
    return fail (b, GAMAO_TR ("a game cannot be won here"));
  if (b->rolled && resigner != b->on_roll)
    return fail (b, GAMAO_TR ("only the player who rolled may resign now"));
  /* A single game, gammon or backgammon at the cube; under the Jacoby
   * rule a gammon at a cube never turned scores as a single game. */
  if (points % b->cube || points / b->cube < 1 || points / b->cube > 3
      || scored_kind (b, (GamaoResultKind) (points / b->cube)) != points / b->cube)
    /* Translators: points as a bare figure and the cube's value: not a count. */
    return fail (b, GAMAO_TR ("a resignation cannot score %u with the cube at %u"), points,
                 b->cube);
  GamaoResultKind kind = (GamaoResultKind) (points / b->cube);
  append (b, GAMAO_ACTION_RESIGN_OFFER, resigner)->result = kind;
  append (b, GAMAO_ACTION_RESIGN_ACCEPT, 1 - resigner);
  end_game (b, 1 - resigner, points, kind);
  return true;
}

bool
gamao_record_builder_win (GamaoRecordBuilder *b, int player, unsigned points)
{
  if (!b->game)
    return fail (b, GAMAO_TR ("an action before the first game"));
  if (b->over)
    {
      const GamaoAction *game_end = gamao_game_record_end (b->game);
      if (game_end->player != player)
        return fail (b, GAMAO_TR ("the play gives this game to the other player"));
      if (game_end->value != points)
        /* Translators: points as bare figures, no noun agrees with them: not a count. */
        return fail (b, GAMAO_TR ("the play scores %u for this game, but the file says %u"),
                     game_end->value, points);
      return true;
    }
  return gamao_record_builder_resign (b, 1 - player, points);
}

bool
gamao_record_builder_finish (GamaoRecordBuilder *b)
{
  if (b->double_pending)
    return fail (b, GAMAO_TR ("the file ends with a double unanswered"));
  return true;
}
