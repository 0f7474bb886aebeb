/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-rollout-game.h"

#include "gamao-dice.h"
#include "gamao-met.h"
#include "gamao-result.h"

#include <stdlib.h>
#include <string.h>

/* Games that go on this long are a bug, not backgammon. */
#define MAX_PLIES 5000
/* Money cubes stop growing here; no real game comes near it. */
#define MAX_CUBE 4096u

/* The 21 distinct rolls and how many of the 36 outcomes each stands for. */
typedef struct
{
  GamaoBoard after[21];
  double outputs[21][GAMAO_N_OUTPUTS];
  double cubeful[21];       /* for the mover: per unit of the cube, or MWC */
} RollTable;

/* A game in progress, seen from the root's side on roll. */
typedef struct
{
  GamaoBoard board;         /* the mover is on roll */
  bool root_moves;
  unsigned cube;
  int owner;                /* 1 the root's side, -1 the other, 0 centred */
  double luck[GAMAO_N_OUTPUTS];
  double luck_cubeful;
} Game;

/* The plays of a position's 21 rolls often reach the same position (4-1
 * and 3-2 running one checker, 1-1 and 3-1): about one evaluation in ten
 * of a rollout with variance reduction. Evaluated from the same parent's
 * sums they give the same bits, so each is kept for the position's other
 * rolls; only within one position, so that a game's result never depends
 * on the games its thread played before. */
#define CACHE_SLOTS 2048u
#define CACHE_PROBES 8u

typedef struct
{
  GamaoBoard board;
  uint32_t stamp; /* the cache's stamp when written; older ones are empty */
  float outputs[GAMAO_N_OUTPUTS];
} CacheEntry;

struct _GamaoRollCache
{
  uint32_t stamp;
  CacheEntry entries[CACHE_SLOTS];
};

/* Empties the cache for a new position. */
static void
cache_next (GamaoRollCache *cache)
{
  if (++cache->stamp == 0)
    {
      memset (cache->entries, 0, sizeof cache->entries);
      cache->stamp = 1;
    }
}

static uint32_t
board_hash (const GamaoBoard *board)
{
  const unsigned char *bytes = (const unsigned char *) board;
  uint64_t h = 0x9e3779b97f4a7c15ull;

  for (size_t i = 0; i + 8 <= sizeof *board; i += 8)
    {
      uint64_t w;
      memcpy (&w, bytes + i, sizeof w);
      h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
    }
  for (size_t i = sizeof *board / 8 * 8; i < sizeof *board; i++)
    h = (h ^ bytes[i]) * 0x94d049bb133111ebull;
  return (uint32_t) (h >> 32);
}

/* gamao_siblings_evaluate_after_play(), or what it gave for the same
 * board before in this position. */
static void
evaluate_cached (GamaoRollCache *cache, GamaoSiblings *siblings, const GamaoBoard *after,
                 float outputs[GAMAO_N_OUTPUTS])
{
  CacheEntry *free_entry = NULL;

  if (cache)
    for (uint32_t h = board_hash (after), i = 0; i < CACHE_PROBES; i++)
      {
        CacheEntry *e = &cache->entries[(h + i) % CACHE_SLOTS];
        if (e->stamp != cache->stamp)
          {
            free_entry = e;
            break;
          }
        if (memcmp (&e->board, after, sizeof *after) == 0)
          {
            memcpy (outputs, e->outputs, sizeof e->outputs);
            return;
          }
      }
  gamao_siblings_evaluate_after_play (siblings, after, outputs);
  if (free_entry)
    {
      free_entry->board = *after;
      free_entry->stamp = cache->stamp;
      memcpy (free_entry->outputs, outputs, sizeof free_entry->outputs);
    }
}

bool
gamao_rollout_worker_init (GamaoRolloutWorker *worker, const GamaoEvaluator *evaluator,
                           const GamaoRolloutSettings *settings)
{
  worker->evaluator = evaluator;
  worker->settings = settings;
  worker->search = gamao_search_new (evaluator);
  worker->list = malloc (sizeof *worker->list);
  worker->cache = calloc (1, sizeof *worker->cache);
  if (!worker->search || !worker->list || !worker->cache)
    {
      gamao_rollout_worker_clear (worker);
      return false;
    }
  return true;
}

void
gamao_rollout_worker_clear (GamaoRolloutWorker *worker)
{
  gamao_search_free (worker->search);
  free (worker->list);
  free (worker->cache);
  worker->search = NULL;
  worker->list = NULL;
  worker->cache = NULL;
}

static double
match_utility (const GamaoCubeInfo *info, int points)
{
  bool post = info->post_crawford || info->crawford;

  return points > 0 ? gamao_met_equity (info->need - points, info->opp_need, post)
                    : gamao_met_equity (info->need, info->opp_need + points, post);
}

double
gamao_rollout_value (const GamaoCubeInfo *info, const double o[GAMAO_N_OUTPUTS])
{
  if (info->match_length == 0)
    return 2.0 * o[GAMAO_OUT_WIN] - 1.0 + o[GAMAO_OUT_WIN_GAMMON] - o[GAMAO_OUT_LOSE_GAMMON]
           + o[GAMAO_OUT_WIN_BACKGAMMON] - o[GAMAO_OUT_LOSE_BACKGAMMON];

  int v = (int) info->cube_value;
  double p[6] = {
    o[GAMAO_OUT_WIN] - o[GAMAO_OUT_WIN_GAMMON],
    o[GAMAO_OUT_WIN_GAMMON] - o[GAMAO_OUT_WIN_BACKGAMMON],
    o[GAMAO_OUT_WIN_BACKGAMMON],
    1.0 - o[GAMAO_OUT_WIN] - o[GAMAO_OUT_LOSE_GAMMON],
    o[GAMAO_OUT_LOSE_GAMMON] - o[GAMAO_OUT_LOSE_BACKGAMMON],
    o[GAMAO_OUT_LOSE_BACKGAMMON],
  };
  static const int points[6] = { 1, 2, 3, -1, -2, -3 };
  double sum = 0.0;

  for (int i = 0; i < 6; i++)
    sum += p[i] * match_utility (info, points[i] * v);
  return sum;
}

static void
flip_double (double o[GAMAO_N_OUTPUTS])
{
  double wg = o[GAMAO_OUT_WIN_GAMMON], wbg = o[GAMAO_OUT_WIN_BACKGAMMON];

  o[GAMAO_OUT_WIN] = 1.0 - o[GAMAO_OUT_WIN];
  o[GAMAO_OUT_WIN_GAMMON] = o[GAMAO_OUT_LOSE_GAMMON];
  o[GAMAO_OUT_WIN_BACKGAMMON] = o[GAMAO_OUT_LOSE_BACKGAMMON];
  o[GAMAO_OUT_LOSE_GAMMON] = wg;
  o[GAMAO_OUT_LOSE_BACKGAMMON] = wbg;
}

static void
to_double (const float in[GAMAO_N_OUTPUTS], double out[GAMAO_N_OUTPUTS])
{
  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    out[k] = in[k];
}

void
gamao_cube_info_swap (const GamaoCubeInfo *info, GamaoCubeInfo *swapped)
{
  *swapped = *info;
  swapped->need = info->opp_need;
  swapped->opp_need = info->need;
  swapped->owner = -info->owner;
}

/* The cube as the player on roll sees it now. */
static void
mover_cube (const GamaoRolloutRoot *root, const Game *game, GamaoCubeInfo *info)
{
  GamaoCubeInfo from_root = root->cube;

  from_root.cube_value = game->cube;
  from_root.owner = game->owner;
  if (game->root_moves)
    *info = from_root;
  else
    gamao_cube_info_swap (&from_root, info);
  info->efficiency = gamao_cube_efficiency (&game->board);
}

/* How the mover ranks plays: money equity, or match winning chances. */
static double
play_value (const GamaoCubeInfo *mover, const double o[GAMAO_N_OUTPUTS])
{
  return gamao_rollout_value (mover, o);
}

/* The 0-ply best play for d1-d2: its result (the board unchanged when
 * the roll cannot be played) and its outputs for the mover. `cache`
 * (NULL: none) holds the evaluations of the position's other rolls. */
static void
best_play (GamaoRolloutWorker *worker, GamaoRollCache *cache, const GamaoBoard *board,
           const GamaoCubeInfo *mover, int d1, int d2, GamaoBoard *after,
           double outputs[GAMAO_N_OUTPUTS])
{
  GamaoPlayList *list = worker->list;
  GamaoSiblings *siblings = &worker->search->siblings[0];
  double best = -1e300;
  float o[GAMAO_N_OUTPUTS];

  gamao_play_list_generate (list, board, d1, d2);
  if (list->n_plays == 0)
    {
      *after = *board;
      gamao_evaluate_after_play (worker->evaluator, after, o);
      to_double (o, outputs);
      return;
    }
  /* The 21 rolls of a position share its first layer's sums. */
  gamao_siblings_begin (siblings, worker->evaluator, board);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      const GamaoBoard *candidate = &list->plays[i].after;
      double d[GAMAO_N_OUTPUTS];

      if (gamao_board_checkers_on_board (candidate, GAMAO_SIDE_ON_ROLL) == 0)
        gamao_outputs_of_finished (candidate, o);
      else
        evaluate_cached (cache, siblings, candidate, o);
      to_double (o, d);
      double value = play_value (mover, d);
      if (value > best)
        {
          best = value;
          *after = *candidate;
          memcpy (outputs, d, sizeof d);
        }
    }
}

static int
roll_slot (int d1, int d2)
{
  int lo = d1 < d2 ? d1 : d2, hi = d1 < d2 ? d2 : d1, slot = 0;

  for (int a = 1; a < lo; a++)
    slot += 7 - a;
  return slot + hi - lo;
}

/* The mover's cubeful value of a play's result, the opponent to decide
 * on the cube next: per unit of the present cube, or the MWC. */
static double
cubeful_after (const GamaoBoard *after, const GamaoCubeInfo *mover,
               const double outputs[GAMAO_N_OUTPUTS])
{
  GamaoCubeInfo opponent;
  GamaoCubeDecision d;
  GamaoBoard turned = *after;
  float o[GAMAO_N_OUTPUTS];

  if (gamao_board_checkers_on_board (after, GAMAO_SIDE_ON_ROLL) == 0)
    return gamao_rollout_value (mover, outputs);
  gamao_board_swap_sides (&turned);
  gamao_cube_info_swap (mover, &opponent);
  opponent.efficiency = gamao_cube_efficiency (&turned);
  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    o[k] = (float) outputs[k];
  gamao_outputs_flip (o);
  gamao_cube_decide (&opponent, o, &d);
  double value = d.no_double;
  if (d.action != GAMAO_CUBE_NOT_AVAILABLE)
    {
      double doubled = d.double_take < d.double_pass ? d.double_take : d.double_pass;
      if (doubled > value)
        value = doubled;
    }
  return opponent.match_length ? 1.0 - value : -value;
}

/* Every roll's best play, for the luck of the roll actually thrown. */
static void
fill_roll_table (GamaoRolloutWorker *worker, const GamaoBoard *board, const GamaoCubeInfo *mover,
                 RollTable *table)
{
  cache_next (worker->cache);
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        int slot = roll_slot (d1, d2);
        best_play (worker, worker->cache, board, mover, d1, d2, &table->after[slot],
                   table->outputs[slot]);
        if (worker->settings->cubeful)
          table->cubeful[slot] = cubeful_after (&table->after[slot], mover, table->outputs[slot]);
      }
}

/* Adds the luck of the roll in `slot` to the game's, in the root's view. */
static void
add_luck (GamaoRolloutWorker *worker, Game *game, const GamaoRolloutRoot *root,
          const RollTable *table, int slot)
{
  double mean[GAMAO_N_OUTPUTS] = { 0 }, actual[GAMAO_N_OUTPUTS];

  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        double weight = (d1 == d2 ? 1.0 : 2.0) / 36.0;
        for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
          mean[k] += weight * table->outputs[roll_slot (d1, d2)][k];
      }
  memcpy (actual, table->outputs[slot], sizeof actual);

  if (worker->settings->cubeful)
    {
      /* The cubeful luck in the units of the result, from Janowski's
       * cubeful value of each roll's outcome. */
      double swing = table->cubeful[slot], average = 0.0;
      for (int d1 = 1; d1 <= 6; d1++)
        for (int d2 = d1; d2 <= 6; d2++)
          average += (d1 == d2 ? 1.0 : 2.0) / 36.0 * table->cubeful[roll_slot (d1, d2)];
      swing -= average;
      if (root->cube.match_length == 0)
        swing *= (double) game->cube / (double) root->cube.cube_value;
      game->luck_cubeful += game->root_moves ? swing : -swing;
    }

  if (!game->root_moves)
    {
      flip_double (mean);
      flip_double (actual);
    }
  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    game->luck[k] += actual[k] - mean[k];
}

/* The points the root's side wins (negative: loses) when `winner_is_root`
 * wins `kind` times the cube, in the units of the cubeful result. */
static double
cubeful_points (const GamaoRolloutRoot *root, const Game *game, bool winner_is_root, int kind)
{
  const GamaoCubeInfo *info = &root->cube;
  int sign = winner_is_root ? 1 : -1;

  if (info->match_length == 0)
    {
      if (info->jacoby && game->owner == 0)
        kind = 1;
      return sign * (double) kind * game->cube / (double) info->cube_value;
    }
  return match_utility (info, sign * kind * (int) game->cube);
}

/* Ends a game by judging the position: the evaluation of the mover's
 * position (at the rollout's depth), with the cube at 0 ply. */
static void
end_by_evaluation (GamaoRolloutWorker *worker, const GamaoRolloutRoot *root, const Game *game,
                   GamaoRolloutGame *out)
{
  float o[GAMAO_N_OUTPUTS];
  GamaoCubeInfo mover;
  GamaoCubeDecision d;

  gamao_search_evaluate (worker->search, &game->board, worker->settings->plies, o);
  to_double (o, out->outputs);
  if (!worker->settings->cubeful)
    {
      out->cubeful = 0.0;
    }
  else
    {
      mover_cube (root, game, &mover);
      gamao_cube_decide (&mover, o, &d);
      double value = d.no_double;
      if (d.action != GAMAO_CUBE_NOT_AVAILABLE)
        {
          double doubled = d.double_take < d.double_pass ? d.double_take : d.double_pass;
          if (doubled > value)
            value = doubled;
        }
      if (root->cube.match_length == 0)
        {
          value *= (double) game->cube / (double) root->cube.cube_value;
          out->cubeful = game->root_moves ? value : -value;
        }
      else
        out->cubeful = game->root_moves ? value : 1.0 - value;
    }
  if (!game->root_moves)
    flip_double (out->outputs);
}

/* Before the roll: the mover doubles if the 0-ply evaluation says so.
 * Returns true when the game ended because the double was passed. */
static bool
cube_turn (GamaoRolloutWorker *worker, const GamaoRolloutRoot *root, Game *game,
           GamaoRolloutGame *out)
{
  GamaoCubeInfo mover;
  GamaoCubeDecision d;
  float o[GAMAO_N_OUTPUTS];

  mover_cube (root, game, &mover);
  if (!gamao_cube_can_double (&mover) || game->cube >= MAX_CUBE)
    return false;
  gamao_evaluate (worker->evaluator, &game->board, o);
  gamao_cube_decide (&mover, o, &d);
  if (d.action != GAMAO_CUBE_DOUBLE_TAKE && d.action != GAMAO_CUBE_DOUBLE_PASS)
    return false;
  if (gamao_cube_should_take (&mover, o))
    {
      game->cube *= 2;
      game->owner = game->root_moves ? -1 : 1;
      return false;
    }
  /* Passed: the doubler wins the cube as it was. */
  to_double (o, out->outputs);
  if (!game->root_moves)
    flip_double (out->outputs);
  out->cubeful = cubeful_points (root, game, game->root_moves, 1);
  return true;
}

static void
end_by_finish (const GamaoRolloutRoot *root, const Game *game, const GamaoBoard *after,
               GamaoRolloutGame *out)
{
  float o[GAMAO_N_OUTPUTS];
  int kind = (int) gamao_result_of_board (after, GAMAO_SIDE_ON_ROLL);

  gamao_outputs_of_finished (after, o);
  to_double (o, out->outputs);
  if (!game->root_moves)
    flip_double (out->outputs);
  out->cubeful = cubeful_points (root, game, game->root_moves, kind);
}

static void
roll_dice (GamaoDice *dice, const unsigned rolls[2], unsigned ply, int roll[2])
{
  if (ply < 2)
    {
      roll[0] = (int) rolls[ply] / 6 + 1;
      roll[1] = (int) rolls[ply] % 6 + 1;
    }
  else
    gamao_dice_roll (dice, roll);
}

/* The mover's play for the roll, at the rollout's depth. */
static void
choose_play (GamaoRolloutWorker *worker, const GamaoBoard *board, GamaoCubeInfo *mover,
             const int roll[2], const RollTable *table, GamaoBoard *after)
{
  GamaoSearch *search = worker->search;
  double unused[GAMAO_N_OUTPUTS];

  if (worker->settings->plies == 0)
    {
      if (table)
        *after = table->after[roll_slot (roll[0], roll[1])];
      else
        best_play (worker, NULL, board, mover, roll[0], roll[1], after, unused);
      return;
    }
  gamao_play_list_generate (&search->plays, board, roll[0], roll[1]);
  if (search->plays.n_plays == 0)
    {
      *after = *board;
      return;
    }
  search->match = mover->match_length ? mover : NULL;
  int i = gamao_search_choose_at (search, board, &search->plays, worker->settings->plies, 0.0f);
  search->match = NULL;
  *after = search->plays.plays[i].after;
}

static bool
can_stop_exactly (const GamaoRolloutWorker *worker, const GamaoBoard *board)
{
  /* Cubeless, both sides home: the database's chances are exact. */
  return !worker->settings->cubeful && worker->evaluator->bearoff
         && gamao_position_kind (board) == GAMAO_CLASS_BEAROFF;
}

static void
play_out (GamaoRolloutWorker *worker, const GamaoRolloutRoot *root, Game *game,
          GamaoDice *dice, const unsigned rolls[2], GamaoRolloutGame *out)
{
  const GamaoRolloutSettings *settings = worker->settings;
  RollTable table;

  if (gamao_position_kind (&game->board) == GAMAO_CLASS_OVER)
    {
      /* The root is a finished game: the side not on roll has won. */
      GamaoBoard winner = game->board;
      gamao_board_swap_sides (&winner);
      game->root_moves = false;
      end_by_finish (root, game, &winner, out);
      return;
    }
  for (unsigned ply = 0; ply < MAX_PLIES; ply++)
    {
      GamaoCubeInfo mover;
      GamaoBoard after;
      int roll[2];

      if ((settings->truncate && ply >= settings->truncate)
          || can_stop_exactly (worker, &game->board))
        {
          end_by_evaluation (worker, root, game, out);
          return;
        }
      if (settings->cubeful && !(ply == 0 && root->no_double) && cube_turn (worker, root, game, out))
        return;
      mover_cube (root, game, &mover);
      roll_dice (dice, rolls, ply, roll);
      if (settings->variance_reduction)
        {
          fill_roll_table (worker, &game->board, &mover, &table);
          add_luck (worker, game, root, &table, roll_slot (roll[0], roll[1]));
        }
      choose_play (worker, &game->board, &mover, roll,
                   settings->variance_reduction ? &table : NULL, &after);
      if (gamao_board_checkers_on_board (&after, GAMAO_SIDE_ON_ROLL) == 0)
        {
          end_by_finish (root, game, &after, out);
          return;
        }
      game->board = after;
      gamao_board_swap_sides (&game->board);
      game->root_moves = !game->root_moves;
    }
  end_by_evaluation (worker, root, game, out);
}

void
gamao_rollout_play_game (GamaoRolloutWorker *worker, const GamaoRolloutRoot *root,
                         const unsigned rolls[2], uint64_t dice_seed, GamaoRolloutGame *out)
{
  Game game = { .board = root->board, .root_moves = true, .cube = root->cube.cube_value,
                .owner = root->cube.owner };
  GamaoDice dice;

  if (game.cube == 0)
    game.cube = 1;
  gamao_dice_init_seeded (&dice, dice_seed);
  memset (out, 0, sizeof *out);
  play_out (worker, root, &game, &dice, rolls, out);

  for (int k = 0; k < GAMAO_N_OUTPUTS; k++)
    out->outputs[k] -= game.luck[k];
  out->cubeless = gamao_rollout_value (&root->cube, out->outputs);
  out->cubeful -= game.luck_cubeful;
}
