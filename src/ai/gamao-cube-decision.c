/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-cube-decision.h"

#include "gamao-i18n.h"
#include "gamao-inputs.h"
#include "gamao-met.h"

#include <string.h>

/* Money cubes are followed this many doublings deep; beyond, the cube is
 * treated as dead, which changes the figures by far less than they err. */
#define MAX_DEPTH 6

/* The six ways a game ends, from one side's view: win single, gammon,
 * backgammon, lose single, gammon, backgammon (exclusive). */
typedef struct
{
  float p[6];
} Outcomes;

static const int outcome_points[6] = { 1, 2, 3, -1, -2, -3 };

static void
outcomes_from (const float o[GAMAO_N_OUTPUTS], Outcomes *out)
{
  out->p[0] = o[GAMAO_OUT_WIN] - o[GAMAO_OUT_WIN_GAMMON];
  out->p[1] = o[GAMAO_OUT_WIN_GAMMON] - o[GAMAO_OUT_WIN_BACKGAMMON];
  out->p[2] = o[GAMAO_OUT_WIN_BACKGAMMON];
  out->p[3] = 1.0f - o[GAMAO_OUT_WIN] - o[GAMAO_OUT_LOSE_GAMMON];
  out->p[4] = o[GAMAO_OUT_LOSE_GAMMON] - o[GAMAO_OUT_LOSE_BACKGAMMON];
  out->p[5] = o[GAMAO_OUT_LOSE_BACKGAMMON];
  for (int i = 0; i < 6; i++)
    if (out->p[i] < 0.0f)
      out->p[i] = 0.0f;
}

static void
swap_view (const GamaoCubeInfo *info, const Outcomes *o, GamaoCubeInfo *info_sw, Outcomes *o_sw)
{
  *info_sw = *info;
  info_sw->need = info->opp_need;
  info_sw->opp_need = info->need;
  info_sw->owner = -info->owner;
  for (int i = 0; i < 3; i++)
    {
      o_sw->p[i] = o->p[i + 3];
      o_sw->p[i + 3] = o->p[i];
    }
}

/* What winning `points` (negative: losing) is worth to the player. */
static float
utility (const GamaoCubeInfo *info, int points)
{
  if (info->match_length == 0)
    return (float) points;
  bool post = info->post_crawford || info->crawford;
  return points > 0 ? gamao_met_equity (info->need - points, info->opp_need, post)
                    : gamao_met_equity (info->need, info->opp_need + points, post);
}

/* Gammons count only once the cube has been turned, under Jacoby. */
static int
points_of (const GamaoCubeInfo *info, int i, unsigned cube, bool centred)
{
  int m = outcome_points[i];

  if (info->match_length == 0 && info->jacoby && centred)
    m = m > 0 ? 1 : -1;
  return m * (int) cube;
}

static float
average (const GamaoCubeInfo *info, const Outcomes *o, unsigned cube, bool centred, bool wins)
{
  float sum = 0.0f, weight = 0.0f;

  for (int i = wins ? 0 : 3; i < (wins ? 3 : 6); i++)
    {
      sum += o->p[i] * utility (info, points_of (info, i, cube, centred));
      weight += o->p[i];
    }
  if (weight <= 1e-6f)
    return utility (info, wins ? (int) cube : -(int) cube);
  return sum / weight;
}

static float
dead_equity (const GamaoCubeInfo *info, const Outcomes *o, unsigned cube, bool centred)
{
  float sum = 0.0f;

  for (int i = 0; i < 6; i++)
    sum += o->p[i] * utility (info, points_of (info, i, cube, centred));
  return sum;
}

/* Whether the player could double a cube of value `cube` with any
 * effect: never in the Crawford game, and not when winning at the
 * present value already wins the match. */
static bool
may_double_at (const GamaoCubeInfo *info, unsigned cube)
{
  if (info->crawford)
    return false;
  if (info->match_length == 0)
    return true;
  return info->need > (int) cube;
}

bool
gamao_cube_can_double (const GamaoCubeInfo *info)
{
  return info->owner >= 0 && may_double_at (info, info->cube_value);
}

static float
clamp01 (float v)
{
  return v < 0.0f ? 0.0f : v > 1.0f ? 1.0f : v;
}

/* The winning chance at which the player, doubling a cube of `cube`, sees
 * the opponent's take turn into a pass. */
static float
cash_point (const GamaoCubeInfo *info, const Outcomes *o, unsigned cube, int depth)
{
  float pass = utility (info, (int) cube);
  float win2 = average (info, o, 2 * cube, false, true);
  float lose2 = average (info, o, 2 * cube, false, false);
  float dead, live;
  GamaoCubeInfo taker;
  Outcomes o_taker;

  if (win2 - lose2 < 1e-6f)
    return 1.0f;
  dead = clamp01 ((pass - lose2) / (win2 - lose2));
  live = dead;
  swap_view (info, o, &taker, &o_taker);
  if (depth < MAX_DEPTH && may_double_at (&taker, 2 * cube))
    {
      /* With the cube, the taker cashes when our chances fall to q. */
      float q = 1.0f - cash_point (&taker, &o_taker, 2 * cube, depth + 1);
      float cashed = utility (info, -2 * (int) cube);
      if (win2 - cashed > 1e-6f)
        live = q + clamp01 ((pass - cashed) / (win2 - cashed)) * (1.0f - q);
    }
  /* The live-cube curve turns at the fully live cash points (Janowski);
   * the efficiency enters when live and dead equities are mixed. */
  return live;
}

/* Cubeful equity with a cube of `cube` owned by `owner`, at winning
 * chance `p`. */
static float
cubeful (const GamaoCubeInfo *base, const Outcomes *o, float p, unsigned cube, int owner)
{
  GamaoCubeInfo info = *base, opp;
  Outcomes o_opp;
  bool centred = owner == 0;
  float xs[4], ys[4];
  int n = 0;

  info.owner = owner;
  info.cube_value = cube;
  swap_view (&info, o, &opp, &o_opp);
  xs[n] = 0.0f, ys[n++] = average (&info, o, cube, centred, false);
  if (owner <= 0 && may_double_at (&opp, cube))
    xs[n] = 1.0f - cash_point (&opp, &o_opp, cube, 1), ys[n++] = utility (&info, -(int) cube);
  if (owner >= 0 && may_double_at (&info, cube))
    {
      float cp = cash_point (&info, o, cube, 1);
      if (n == 1 || cp > xs[n - 1])
        xs[n] = cp, ys[n++] = utility (&info, (int) cube);
    }
  xs[n] = 1.0f, ys[n++] = average (&info, o, cube, centred, true);

  float live = ys[n - 1];
  for (int i = 1; i < n; i++)
    if (p <= xs[i])
      {
        float span = xs[i] - xs[i - 1];
        float t = span > 1e-6f ? (p - xs[i - 1]) / span : 1.0f;
        live = ys[i - 1] + clamp01 (t) * (ys[i] - ys[i - 1]);
        break;
      }
  return info.efficiency * live + (1.0f - info.efficiency) * dead_equity (&info, o, cube, centred);
}

void
gamao_cube_decide (const GamaoCubeInfo *info, const float outputs[GAMAO_N_OUTPUTS],
                   GamaoCubeDecision *d)
{
  Outcomes o;
  float p = outputs[GAMAO_OUT_WIN];
  unsigned v = info->cube_value;
  float scale = info->match_length == 0 ? 1.0f / (float) v : 1.0f;

  outcomes_from (outputs, &o);
  memset (d, 0, sizeof *d);
  d->is_match = info->match_length > 0;
  d->redouble = info->owner > 0;
  d->no_double = scale * cubeful (info, &o, p, v, info->owner);
  d->double_take = scale * cubeful (info, &o, p, 2 * v, -1);
  d->double_pass = scale * utility (info, (int) v);
  gamao_cube_decision_settle (info, d);
}

void
gamao_cube_decision_settle (const GamaoCubeInfo *info, GamaoCubeDecision *d)
{
  if (!gamao_cube_can_double (info))
    {
      d->action = GAMAO_CUBE_NOT_AVAILABLE;
      return;
    }
  float doubled = d->double_take < d->double_pass ? d->double_take : d->double_pass;
  if (doubled > d->no_double)
    d->action = d->double_take <= d->double_pass ? GAMAO_CUBE_DOUBLE_TAKE : GAMAO_CUBE_DOUBLE_PASS;
  else
    d->action = d->double_take > d->double_pass ? GAMAO_CUBE_TOO_GOOD : GAMAO_CUBE_NO_DOUBLE;
}

float
gamao_cube_equity_unit (const GamaoCubeInfo *info)
{
  static const float win[GAMAO_N_OUTPUTS] = { 1.0f, 0.0f, 0.0f, 0.0f, 0.0f };
  static const float loss[GAMAO_N_OUTPUTS] = { 0.0f, 0.0f, 0.0f, 0.0f, 0.0f };

  if (info->match_length == 0)
    return 1.0f;
  return 0.5f * (gamao_cube_cubeless_value (info, win) - gamao_cube_cubeless_value (info, loss));
}

float
gamao_cube_cubeless_value (const GamaoCubeInfo *info, const float outputs[GAMAO_N_OUTPUTS])
{
  Outcomes o;
  float value;

  outcomes_from (outputs, &o);
  value = dead_equity (info, &o, info->cube_value, info->owner == 0);
  return info->match_length == 0 ? value / (float) info->cube_value : value;
}

bool
gamao_cube_should_take (const GamaoCubeInfo *doubler, const float outputs[GAMAO_N_OUTPUTS])
{
  GamaoCubeDecision d;
  GamaoCubeInfo info = *doubler;

  /* The double is on the table: judge it even when the doubler should
   * not have made it. */
  info.crawford = false;
  if (info.owner < 0)
    info.owner = 0;
  gamao_cube_decide (&info, outputs, &d);
  return d.double_take <= d.double_pass;
}

void
gamao_cube_info_from_state (GamaoCubeInfo *info, const GamaoMatchState *state, int me,
                            float efficiency)
{
  memset (info, 0, sizeof *info);
  info->match_length = state->match_length;
  info->cube_value = state->cube_value ? state->cube_value : 1;
  info->owner = state->cube_owner == GAMAO_CUBE_CENTERED ? 0 : state->cube_owner == me ? 1 : -1;
  info->jacoby = state->jacoby;
  info->efficiency = efficiency;
  if (state->match_length)
    {
      info->need = (int) state->match_length - (int) state->score[me];
      info->opp_need = (int) state->match_length - (int) state->score[1 - me];
      info->crawford = state->crawford;
      info->post_crawford = !state->crawford && (info->need == 1 || info->opp_need == 1);
    }
}

float
gamao_cube_efficiency (const GamaoBoard *board)
{
  if (gamao_position_kind (board) == GAMAO_CLASS_CONTACT)
    return 0.68f;
  float pips = (float) gamao_board_pip_count (board, GAMAO_SIDE_ON_ROLL);
  float x = 0.55f + 0.00125f * pips;
  return x < 0.6f ? 0.6f : x > 0.7f ? 0.7f : x;
}

const char *
gamao_cube_action_name (GamaoCubeAction action, bool redouble)
{
  switch (action)
    {
    case GAMAO_CUBE_NO_DOUBLE:
      return redouble ? GAMAO_TR ("No redouble, take") : GAMAO_TR ("No double, take");
    case GAMAO_CUBE_DOUBLE_TAKE:
      return redouble ? GAMAO_TR ("Redouble, take") : GAMAO_TR ("Double, take");
    case GAMAO_CUBE_DOUBLE_PASS:
      return redouble ? GAMAO_TR ("Redouble, pass") : GAMAO_TR ("Double, pass");
    case GAMAO_CUBE_TOO_GOOD:
      return redouble ? GAMAO_TR ("Too good to redouble, pass")
                      : GAMAO_TR ("Too good to double, pass");
    case GAMAO_CUBE_NOT_AVAILABLE:
      return GAMAO_TR ("No double possible");
    }
  return "";
}

const char *
gamao_cube_action_advice (GamaoCubeAction action)
{
  switch (action)
    {
    case GAMAO_CUBE_NO_DOUBLE:
      return GAMAO_TR ("Roll without doubling: you are not strong enough yet, and your opponent "
                       "would take.");
    case GAMAO_CUBE_DOUBLE_TAKE:
      return GAMAO_TR ("Double: you are strong enough to raise the stakes, and your opponent "
                       "should still take.");
    case GAMAO_CUBE_DOUBLE_PASS:
      return GAMAO_TR ("Double: your opponent should drop, which wins you the game now.");
    case GAMAO_CUBE_TOO_GOOD:
      return GAMAO_TR ("Do not double: you are too strong. Your opponent would drop, and playing "
                       "on may win you a gammon.");
    case GAMAO_CUBE_NOT_AVAILABLE:
    default:
      return GAMAO_TR ("You cannot double now: the rules or the score leave the cube out.");
    }
}
