/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The analysis of a match record: a walk over the record that turns
 * every decision into a self-contained work item, worker threads that
 * judge the items (gamao-analysis-judge.c), and the sums per player
 * (gamao-analysis-summary.c). */
#include "config.h"

#include "gamao-analysis-private.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void
gamao_analysis_options_init (GamaoAnalysisOptions *options)
{
  memset (options, 0, sizeof *options);
  options->plies = 2;
  options->prune = GAMAO_ANALYSIS_PRUNE_DEFAULT;
}

typedef struct
{
  AnalysisItem *items;
  size_t n_items, allocated;
  size_t n_decisions;
  bool no_memory;
} Walk;

static void
add_item (Walk *walk, AnalysisItem *item, unsigned n_decisions)
{
  if (walk->n_items == walk->allocated)
    {
      size_t allocated = walk->allocated ? 2 * walk->allocated : 256;
      AnalysisItem *items = realloc (walk->items, allocated * sizeof *items);
      if (!items)
        {
          walk->no_memory = true;
          return;
        }
      walk->items = items;
      walk->allocated = allocated;
    }
  item->first_decision = walk->n_decisions;
  item->n_decisions = n_decisions;
  walk->n_decisions += n_decisions;
  walk->items[walk->n_items++] = *item;
}

static bool
writes_entry (GamaoActionKind kind)
{
  return kind == GAMAO_ACTION_PLAY || kind == GAMAO_ACTION_PASS || kind == GAMAO_ACTION_DOUBLE
         || kind == GAMAO_ACTION_BEAVER || kind == GAMAO_ACTION_TAKE
         || kind == GAMAO_ACTION_DROP;
}

/* The numbered row of each action in the .mat file as gnubg writes it:
 * player 0 in the left column starts a new row, player 1 in the right
 * column ends one. A roll shares the row of its play. */
static void
rows_of_game (const GamaoGameRecord *game, unsigned *rows)
{
  unsigned flushed = 0;
  bool open = false;

  for (size_t i = 0; i < game->n_actions; i++)
    {
      const GamaoAction *a = &game->actions[i];
      if (!writes_entry (a->kind))
        rows[i] = flushed + (open ? 1 : 0);
      else if (a->player == 0)
        {
          if (open)
            flushed++;
          open = true;
          rows[i] = flushed + 1;
        }
      else
        {
          rows[i] = flushed + 1;
          flushed++;
          open = false;
        }
    }
  for (size_t i = 0; i + 1 < game->n_actions; i++)
    if (game->actions[i].kind == GAMAO_ACTION_ROLL)
      rows[i] = rows[i + 1];
}

typedef struct
{
  GamaoBoard board;        /* player 0 as side 1 */
  GamaoMatchState state;
  bool beavers;
  bool turn_start;         /* the player on roll has not rolled or doubled yet */
  bool opening;
  bool dice_pending;
  int dice[2];
} GameWalk;

static void
item_for (const GameWalk *gw, unsigned g, size_t i, int player, const unsigned *rows,
          AnalysisItem *item)
{
  memset (item, 0, sizeof *item);
  item->game = g;
  item->action = i;
  item->row = rows[i];
  item->player = player;
  item->board = gw->board;
  if (player == 1)
    gamao_board_swap_sides (&item->board);
  item->state = gw->state;
  item->state.on_roll = player;
  item->beavers = gw->beavers;
}

static bool
may_double (const GameWalk *gw, int player)
{
  GamaoCubeInfo info;

  gamao_cube_info_from_state (&info, &gw->state, player, 0.68f);
  return gamao_cube_can_double (&info);
}

static void
walk_cube (Walk *walk, const GameWalk *gw, const GamaoGameRecord *game, unsigned g, size_t i,
           const unsigned *rows, bool doubled)
{
  const GamaoAction *a = &game->actions[i];
  AnalysisItem item;

  item_for (gw, g, i, a->player, rows, &item);
  item.kind = ITEM_CUBE;
  item.doubled = doubled;
  if (doubled && i + 1 < game->n_actions)
    {
      GamaoActionKind next = game->actions[i + 1].kind;
      item.answer = next == GAMAO_ACTION_TAKE     ? GAMAO_CHOICE_TAKE
                    : next == GAMAO_ACTION_DROP   ? GAMAO_CHOICE_PASS
                    : next == GAMAO_ACTION_BEAVER ? GAMAO_CHOICE_BEAVER
                                                  : GAMAO_CHOICE_NONE;
      item.answer_action = i + 1;
      item.answer_row = rows[i + 1];
    }
  add_item (walk, &item, item.answer != GAMAO_CHOICE_NONE ? 2 : 1);
}

static void
walk_play (Walk *walk, GameWalk *gw, const GamaoAction *a, unsigned g, size_t i,
           const unsigned *rows)
{
  AnalysisItem item;

  item_for (gw, g, i, a->player, rows, &item);
  item.kind = ITEM_CHECKER;
  memcpy (item.dice, a->dice, sizeof item.dice);
  item.opening = gw->opening;
  item.has_play = a->kind == GAMAO_ACTION_PLAY;
  if (item.has_play)
    {
      item.after = a->after;
      if (a->player == 1)
        gamao_board_swap_sides (&item.after);
      memcpy (item.played.steps, a->steps, sizeof item.played.steps);
      item.played.n_steps = (uint8_t) a->n_steps;
      item.played.after = item.after;
      gw->board = a->after;
    }
  add_item (walk, &item, 1);
  gw->opening = false;
  gw->turn_start = true;
  gw->dice_pending = false;
  gw->state.on_roll = 1 - a->player;
}

static void
walk_resign (Walk *walk, const GameWalk *gw, const GamaoGameRecord *game, unsigned g, size_t i,
             const unsigned *rows)
{
  const GamaoAction *a = &game->actions[i];
  AnalysisItem item;

  item_for (gw, g, i, gw->state.on_roll, rows, &item);
  item.kind = ITEM_RESIGN;
  item.player = a->player;
  item.on_roll = gw->state.on_roll;
  item.resign_level = (int) a->result;
  item.dice_pending = gw->dice_pending;
  memcpy (item.dice, gw->dice, sizeof item.dice);
  if (i + 1 < game->n_actions)
    {
      GamaoActionKind next = game->actions[i + 1].kind;
      item.answer = next == GAMAO_ACTION_RESIGN_ACCEPT    ? GAMAO_CHOICE_ACCEPT
                    : next == GAMAO_ACTION_RESIGN_DECLINE ? GAMAO_CHOICE_PLAY_ON
                                                          : GAMAO_CHOICE_NONE;
      item.answer_action = i + 1;
      item.answer_row = rows[i + 1];
    }
  add_item (walk, &item, item.answer != GAMAO_CHOICE_NONE ? 2 : 1);
}

static void
walk_start (GameWalk *gw, const GamaoMatchRecord *record, const GamaoGameRecord *game)
{
  memset (gw, 0, sizeof *gw);
  gamao_match_state_init (&gw->state, record->length);
  gw->state.score[0] = game->score[0];
  gw->state.score[1] = game->score[1];
  gw->state.crawford = game->crawford;
  gw->state.jacoby = record->length == 0 && (record->rules & GAMAO_RULE_JACOBY);
  gw->state.cube_value = 1;
  gw->state.cube_owner = GAMAO_CUBE_CENTERED;
  gw->beavers = record->length == 0 && (record->rules & GAMAO_RULE_BEAVERS);
  if (game->has_start)
    {
      gw->board = game->start.board;
      gw->state.on_roll = game->start.on_roll;
      gw->state.cube_value = game->start.cube_value ? game->start.cube_value : 1;
      gw->state.cube_owner = game->start.cube_owner;
      gw->turn_start = true;
    }
  else
    {
      gamao_board_init_start (&gw->board);
      gw->state.on_roll = game->opening[0] > game->opening[1] ? 0 : 1;
      gw->opening = true;
    }
}

static void
walk_game (Walk *walk, const GamaoMatchRecord *record, unsigned g)
{
  const GamaoGameRecord *game = record->games[g];
  GameWalk gw;
  unsigned *rows;

  if (!game->has_start && game->opening[0] == 0)
    return;
  rows = calloc (game->n_actions + 1, sizeof *rows);
  if (!rows)
    {
      walk->no_memory = true;
      return;
    }
  rows_of_game (game, rows);
  walk_start (&gw, record, game);
  for (size_t i = 0; i < game->n_actions; i++)
    {
      const GamaoAction *a = &game->actions[i];
      switch (a->kind)
        {
        case GAMAO_ACTION_ROLL:
          if (gw.turn_start && may_double (&gw, a->player))
            walk_cube (walk, &gw, game, g, i, rows, false);
          gw.turn_start = false;
          gw.dice_pending = true;
          memcpy (gw.dice, a->dice, sizeof gw.dice);
          break;
        case GAMAO_ACTION_DOUBLE:
          walk_cube (walk, &gw, game, g, i, rows, true);
          gw.turn_start = false;
          break;
        case GAMAO_ACTION_TAKE:
        case GAMAO_ACTION_BEAVER:
          gw.state.cube_value = a->value;
          gw.state.cube_owner = a->player;
          break;
        case GAMAO_ACTION_PLAY:
        case GAMAO_ACTION_PASS:
          walk_play (walk, &gw, a, g, i, rows);
          break;
        case GAMAO_ACTION_RESIGN_OFFER:
          walk_resign (walk, &gw, game, g, i, rows);
          break;
        case GAMAO_ACTION_DROP:
        case GAMAO_ACTION_RESIGN_ACCEPT:
        case GAMAO_ACTION_RESIGN_DECLINE:
        case GAMAO_ACTION_GAME_END:
        default:
          break;
        }
    }
  free (rows);
}

static bool
walk_record (const GamaoMatchRecord *record, Walk *walk)
{
  memset (walk, 0, sizeof *walk);
  for (unsigned g = 0; g < record->n_games && !walk->no_memory; g++)
    walk_game (walk, record, g);
  return !walk->no_memory;
}

size_t
gamao_analysis_count (const GamaoMatchRecord *record)
{
  Walk walk;
  size_t n = walk_record (record, &walk) ? walk.n_items : 0;

  free (walk.items);
  return n;
}

/* ---- worker threads ---- */

typedef struct
{
  const GamaoEvaluator *evaluator;
  const GamaoAnalysisOptions *options;
  const AnalysisItem *items;
  size_t n_items;
  GamaoDecision *decisions;
  atomic_size_t next;
  atomic_bool no_memory;
  pthread_mutex_t lock;
  unsigned done;
} Shared;

static bool
cancelled (const Shared *shared)
{
  return shared->options->cancel && atomic_load (shared->options->cancel);
}

static void
judge_item (Judge *judge, const AnalysisItem *item, GamaoDecision *decisions)
{
  switch (item->kind)
    {
    case ITEM_CHECKER:
      gamao_analysis_judge_checker (judge, item, decisions);
      break;
    case ITEM_CUBE:
      gamao_analysis_judge_cube (judge, item, decisions);
      break;
    case ITEM_RESIGN:
      gamao_analysis_judge_resign (judge, item, decisions);
      break;
    }
}

static void *
worker (void *data)
{
  Shared *shared = data;
  Judge *judge = calloc (1, sizeof *judge);

  if (judge)
    {
      judge->evaluator = shared->evaluator;
      judge->list = malloc (sizeof *judge->list);
      judge->scratch = malloc (sizeof *judge->scratch);
      judge->plies = shared->options->plies;
      judge->prune = shared->options->prune > GAMAO_PRUNE_MAX ? GAMAO_PRUNE_MAX
                                                               : shared->options->prune;
    }
  if (!judge || !judge->scratch || !judge->list)
    atomic_store (&shared->no_memory, true);
  while (!atomic_load (&shared->no_memory) && !cancelled (shared))
    {
      size_t i = atomic_fetch_add (&shared->next, 1);
      if (i >= shared->n_items)
        break;
      judge_item (judge, &shared->items[i], shared->decisions + shared->items[i].first_decision);
      pthread_mutex_lock (&shared->lock);
      shared->done++;
      if (shared->options->progress)
        shared->options->progress (shared->done, (unsigned) shared->n_items,
                                   shared->options->progress_data);
      pthread_mutex_unlock (&shared->lock);
    }
  if (judge)
    {
      free (judge->scratch);
      free (judge->list);
      free (judge);
    }
  return NULL;
}

static unsigned
thread_count (const GamaoAnalysisOptions *options, size_t n_items)
{
  long cores = sysconf (_SC_NPROCESSORS_ONLN);
  unsigned n = options->n_threads ? options->n_threads : cores > 0 ? (unsigned) cores : 1;

  if (n > 64)
    n = 64;
  if (n > n_items)
    n = n_items ? (unsigned) n_items : 1;
  return n;
}

/* Judges every item; returns false when cancelled or out of memory. */
static bool
judge_all (Shared *shared)
{
  pthread_t threads[64];
  unsigned n = thread_count (shared->options, shared->n_items), started = 0;

  pthread_mutex_init (&shared->lock, NULL);
  for (unsigned t = 1; t < n; t++)
    if (pthread_create (&threads[started], NULL, worker, shared) == 0)
      started++;
  worker (shared);
  for (unsigned t = 0; t < started; t++)
    pthread_join (threads[t], NULL);
  pthread_mutex_destroy (&shared->lock);
  return !atomic_load (&shared->no_memory) && shared->done == shared->n_items;
}

GamaoAnalysis *
gamao_analysis_run (const GamaoEvaluator *evaluator, const GamaoMatchRecord *record,
                    const GamaoAnalysisOptions *options, GamaoAnalysisError *error)
{
  GamaoAnalysisOptions defaults;
  GamaoAnalysis *analysis = NULL;
  Walk walk;
  GamaoAnalysisError status = GAMAO_ANALYSIS_NO_MEMORY;

  if (!options)
    {
      gamao_analysis_options_init (&defaults);
      options = &defaults;
    }
  if (walk_record (record, &walk) && (analysis = calloc (1, sizeof *analysis))
      && (analysis->decisions = calloc (walk.n_decisions + 1, sizeof *analysis->decisions)))
    {
      Shared shared = { .evaluator = evaluator, .options = options, .items = walk.items,
                        .n_items = walk.n_items, .decisions = analysis->decisions };
      atomic_init (&shared.next, 0);
      atomic_init (&shared.no_memory, false);
      analysis->n_decisions = walk.n_decisions;
      analysis->plies = options->plies;
      analysis->length = record->length;
      if (judge_all (&shared))
        status = GAMAO_ANALYSIS_OK;
      else if (!atomic_load (&shared.no_memory))
        status = GAMAO_ANALYSIS_CANCELLED;
    }
  free (walk.items);
  if (status != GAMAO_ANALYSIS_OK)
    {
      gamao_analysis_free (analysis);
      analysis = NULL;
    }
  else
    {
      unsigned score[2];
      int winner;
      gamao_match_record_final_score (record, score, &winner);
      gamao_analysis_summarise (analysis, winner, score);
    }
  if (error)
    *error = status;
  return analysis;
}

void
gamao_analysis_free (GamaoAnalysis *analysis)
{
  if (!analysis)
    return;
  free (analysis->decisions);
  free (analysis);
}
