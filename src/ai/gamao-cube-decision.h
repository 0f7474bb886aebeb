/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cube-decision.h: doubling cube decisions, for match play (through the match
 * equity table) and for money (with the Jacoby rule when it is on).
 *
 * Cubeful equities follow Janowski: a mix, by the cube's efficiency x, of
 * the dead-cube equity and a fully live one in which the cube is turned
 * exactly at the cash points. Money is handled as a match whose "match
 * equity" is simply the points won. */
#pragma once

#include "gamao-match-state.h"
#include "gamao-net.h"

typedef enum
{
  GAMAO_CUBE_NO_DOUBLE = 0,     /* no double; would be a take */
  GAMAO_CUBE_DOUBLE_TAKE,
  GAMAO_CUBE_DOUBLE_PASS,
  GAMAO_CUBE_TOO_GOOD,          /* too good to double: play on for more */
  GAMAO_CUBE_NOT_AVAILABLE,     /* the rules or the match score forbid or waste a double */
} GamaoCubeAction;

/* The cube as seen by one player (`me`) of a match or money session. */
typedef struct
{
  unsigned match_length;   /* 0: money */
  int need, opp_need;      /* points still needed (match play) */
  bool crawford;           /* this game is the Crawford game */
  bool post_crawford;
  bool jacoby;             /* money: gammons count only once the cube is turned */
  unsigned cube_value;
  int owner;               /* 1 me, -1 the opponent, 0 centred */
  float efficiency;        /* Janowski's x, 0..1 */
} GamaoCubeInfo;

typedef struct
{
  GamaoCubeAction action;
  bool redouble;           /* the cube is already mine */
  /* Equities for me, in points per cube unit (money) or match winning
   * chances (match play), for no double, double/take, double/pass. */
  float no_double, double_take, double_pass;
  bool is_match;
} GamaoCubeDecision;

/* The cube info for player `me` (0 or 1) of `state`; `efficiency` from
 * gamao_cube_efficiency(). */
void gamao_cube_info_from_state (GamaoCubeInfo *info, const GamaoMatchState *state, int me,
                                 float efficiency);

/* Janowski's cube efficiency for the side on roll's position: lower in
 * short races, where the cube is less often used at the ideal moment. */
float gamao_cube_efficiency (const GamaoBoard *board);

/* Whether `me` may offer a double at all now: not in the Crawford game,
 * not when the cube is the opponent's, not when it cannot change the
 * match's outcome (a dead cube). */
bool gamao_cube_can_double (const GamaoCubeInfo *info);

/* What the player on roll should do before rolling, given the cubeless
 * outputs of the position for that player. */
void gamao_cube_decide (const GamaoCubeInfo *info, const float outputs[GAMAO_N_OUTPUTS],
                        GamaoCubeDecision *decision);

/* Sets decision->action from its three values (after they were changed,
 * for example by a level's noise). */
void gamao_cube_decision_settle (const GamaoCubeInfo *info, GamaoCubeDecision *decision);

/* What one point of money equity is worth in the units of `info`'s
 * decisions: 1 for money, half the swing of a single game in match
 * winning chances. */
float gamao_cube_equity_unit (const GamaoCubeInfo *info);

/* Whether the player who was doubled should take; `doubler` describes
 * the cube from the doubler's side and `outputs` are the doubler's. */
bool gamao_cube_should_take (const GamaoCubeInfo *doubler, const float outputs[GAMAO_N_OUTPUTS]);

/* The cubeless value of `outputs` for `info`'s player at the present cube:
 * points per cube unit for money, the match winning chance in a match. */
float gamao_cube_cubeless_value (const GamaoCubeInfo *info, const float outputs[GAMAO_N_OUTPUTS]);

const char *gamao_cube_action_name (GamaoCubeAction action, bool redouble);
/* The same advice in plain words for the player on roll: what to do and
 * why, in one sentence (translated). */
const char *gamao_cube_action_advice (GamaoCubeAction action);
