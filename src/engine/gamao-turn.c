/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-turn.h"

#include <string.h>

static void
sort_left (GamaoTurn *turn)
{
  for (unsigned i = 1; i < turn->n_left; i++)
    for (unsigned j = i; j > 0 && turn->left[j] > turn->left[j - 1]; j--)
      {
        int t = turn->left[j];
        turn->left[j] = turn->left[j - 1];
        turn->left[j - 1] = t;
      }
}

void
gamao_turn_begin (GamaoTurn *turn, const GamaoPlayList *legal, const GamaoBoard *board, int d1,
                  int d2)
{
  memset (turn, 0, sizeof *turn);
  turn->start = *board;
  turn->current = *board;
  turn->dice[0] = d1;
  turn->dice[1] = d2;
  turn->legal = legal;
  turn->n_left = d1 == d2 ? 4 : 2;
  for (unsigned i = 0; i < turn->n_left; i++)
    turn->left[i] = i % 2 ? d2 : d1;
  sort_left (turn);
}

bool
gamao_turn_must_pass (const GamaoTurn *turn)
{
  return turn->legal->n_plays == 0;
}

int
gamao_turn_play_index (const GamaoTurn *turn)
{
  if (turn->n_steps != turn->legal->dice_used)
    return -1;
  return gamao_play_list_find (turn->legal, &turn->current);
}

bool
gamao_turn_is_complete (const GamaoTurn *turn)
{
  return gamao_turn_must_pass (turn) || gamao_turn_play_index (turn) >= 0;
}

/* Whether `need` more steps with the dice in `left` can lead from `board`
 * to one of the legal plays. */
static bool
can_complete (const GamaoPlayList *legal, const GamaoBoard *board, const int *left,
              unsigned n_left, unsigned need)
{
  if (need == 0)
    return gamao_play_list_find (legal, board) >= 0;
  if (n_left < need)
    return false;

  for (unsigned d = 0; d < n_left; d++)
    {
      if (d > 0 && left[d] == left[d - 1])
        continue;
      int rest[4];
      unsigned n_rest = 0;
      for (unsigned i = 0; i < n_left; i++)
        if (i != d)
          rest[n_rest++] = left[i];
      for (int from = GAMAO_POINT_BAR; from >= 1; from--)
        {
          if (!board->checkers[GAMAO_SIDE_ON_ROLL][from - 1]
              || gamao_board_check_step (board, from, left[d]) != GAMAO_STEP_OK)
            continue;
          GamaoBoard next = *board;
          gamao_board_apply_step (&next, from, left[d]);
          if (can_complete (legal, &next, rest, n_rest, need - 1))
            return true;
        }
    }
  return false;
}

static int
find_die (const GamaoTurn *turn, int die)
{
  for (unsigned i = 0; i < turn->n_left; i++)
    if (turn->left[i] == die)
      return (int) i;
  return -1;
}

GamaoStepVerdict
gamao_turn_check_step (const GamaoTurn *turn, int from, int die)
{
  int d = find_die (turn, die);

  /* When no play exists at all, the board's own reason (a closed board, a
   * held point) says more than "the turn is done". */
  if (turn->legal->dice_used > 0 && turn->n_steps >= turn->legal->dice_used)
    return GAMAO_STEP_TURN_DONE;
  if (d < 0)
    return GAMAO_STEP_NO_SUCH_DIE;

  GamaoStepVerdict verdict = gamao_board_check_step (&turn->current, from, die);
  if (verdict != GAMAO_STEP_OK)
    return verdict;

  GamaoBoard next = turn->current;
  gamao_board_apply_step (&next, from, die);
  int rest[4];
  unsigned n_rest = 0;
  for (unsigned i = 0; i < turn->n_left; i++)
    if ((int) i != d)
      rest[n_rest++] = turn->left[i];
  if (can_complete (turn->legal, &next, rest, n_rest, turn->legal->dice_used - turn->n_steps - 1))
    return GAMAO_STEP_OK;
  if (turn->legal->dice_used == 1 && turn->dice[0] != turn->dice[1])
    return GAMAO_STEP_LARGER_DIE;
  return GAMAO_STEP_WASTES_DICE;
}

GamaoStepVerdict
gamao_turn_step (GamaoTurn *turn, int from, int die, GamaoStep *out)
{
  GamaoStepVerdict verdict = gamao_turn_check_step (turn, from, die);
  if (verdict != GAMAO_STEP_OK)
    return verdict;

  GamaoStep step = { (int8_t) from, (int8_t) gamao_step_destination (from, die), (int8_t) die,
                     gamao_board_apply_step (&turn->current, from, die) };
  turn->steps[turn->n_steps++] = step;
  int d = find_die (turn, die);
  turn->left[d] = turn->left[--turn->n_left];
  sort_left (turn);
  if (out)
    *out = step;
  return GAMAO_STEP_OK;
}

bool
gamao_turn_undo (GamaoTurn *turn, GamaoStep *undone)
{
  if (turn->n_steps == 0)
    return false;

  GamaoStep step = turn->steps[--turn->n_steps];
  uint8_t *mine = turn->current.checkers[GAMAO_SIDE_ON_ROLL];
  uint8_t *theirs = turn->current.checkers[GAMAO_SIDE_OPPONENT];

  mine[step.from - 1]++;
  if (step.to != GAMAO_POINT_OFF)
    mine[step.to - 1]--;
  if (step.hit)
    {
      theirs[GAMAO_BAR]--;
      theirs[24 - step.to] = 1;
    }
  turn->left[turn->n_left++] = step.die;
  sort_left (turn);
  if (undone)
    *undone = step;
  return true;
}

bool
gamao_turn_can_move_from (const GamaoTurn *turn, int from)
{
  for (unsigned i = 0; i < turn->n_left; i++)
    if (gamao_turn_check_step (turn, from, turn->left[i]) == GAMAO_STEP_OK)
      return true;
  return false;
}

static void
add_target (GamaoTarget *out, unsigned *n, int to, const int *dice, int n_dice)
{
  for (unsigned i = 0; i < *n; i++)
    if (out[i].to == to)
      return;
  if (*n >= GAMAO_MAX_TARGETS)
    return;
  out[*n].to = to;
  out[*n].n_dice = n_dice;
  memcpy (out[*n].dice, dice, sizeof (int) * (size_t) n_dice);
  (*n)++;
}

/* Follows one checker die after die, each step checked against the rules
 * of the whole turn. Depth first would find long paths before short ones,
 * so one die is explored at each depth before going deeper. */
static void
collect_targets (GamaoTurn *turn, int from, int *path, int depth, int max_depth,
                 GamaoTarget *out, unsigned *n)
{
  for (unsigned i = 0; i < turn->n_left; i++)
    {
      int die = turn->left[i];
      if ((i > 0 && die == turn->left[i - 1])
          || gamao_turn_check_step (turn, from, die) != GAMAO_STEP_OK)
        continue;
      GamaoStep step;
      gamao_turn_step (turn, from, die, &step);
      path[depth] = die;
      if (depth + 1 == max_depth)
        add_target (out, n, step.to, path, depth + 1);
      else if (step.to != GAMAO_POINT_OFF)
        collect_targets (turn, step.to, path, depth + 1, max_depth, out, n);
      gamao_turn_undo (turn, NULL);
    }
}

unsigned
gamao_turn_targets (const GamaoTurn *turn, int from, GamaoTarget out[GAMAO_MAX_TARGETS])
{
  GamaoTurn scratch = *turn;
  unsigned n = 0;
  int path[4];

  for (int max_depth = 1; max_depth <= (int) turn->n_left; max_depth++)
    collect_targets (&scratch, from, path, 0, max_depth, out, &n);
  return n;
}

/* The dice rules' own reason for a single die that reaches `to`; no die
 * reaching it at all is NO_SUCH_DIE. */
static GamaoStepVerdict
dice_refusal (const GamaoTurn *turn, int from, int to)
{
  GamaoStepVerdict first = GAMAO_STEP_NO_SUCH_DIE;

  for (unsigned i = 0; i < turn->n_left; i++)
    if (gamao_step_destination (from, turn->left[i]) == to)
      {
        GamaoStepVerdict verdict = gamao_turn_check_step (turn, from, turn->left[i]);

        if (verdict != GAMAO_STEP_OK && first == GAMAO_STEP_NO_SUCH_DIE)
          first = verdict;
      }
  return first;
}

GamaoStepVerdict
gamao_turn_refusal (const GamaoTurn *turn, int from, int to)
{
  const GamaoBoard *board = &turn->current;
  GamaoTarget targets[GAMAO_MAX_TARGETS];
  unsigned n;

  if (gamao_turn_play_index (turn) >= 0)
    return GAMAO_STEP_TURN_DONE;
  if (from < 1 || from > GAMAO_POINT_BAR || board->checkers[GAMAO_SIDE_ON_ROLL][from - 1] == 0)
    return GAMAO_STEP_NO_CHECKER;
  if (board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] > 0 && from != GAMAO_POINT_BAR)
    return GAMAO_STEP_BAR_FIRST;
  if (to >= 1 && to <= 24 && gamao_board_opponent_at (board, to) >= 2)
    return GAMAO_STEP_BLOCKED;
  if (to == GAMAO_POINT_OFF && !gamao_board_all_home (board, GAMAO_SIDE_ON_ROLL))
    return GAMAO_STEP_NOT_ALL_HOME;
  n = gamao_turn_targets (turn, from, targets);
  for (unsigned i = 0; i < n; i++)
    if (targets[i].to == to)
      return GAMAO_STEP_OK;
  return dice_refusal (turn, from, to);
}
