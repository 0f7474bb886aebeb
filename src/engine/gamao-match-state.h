/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-match-state.h: the fields of gnubg's Match ID. */
#pragma once

#include "gamao-position-id.h"

#include <stdbool.h>
#include <stdint.h>

#define GAMAO_MATCH_ID_LEN 12
#define GAMAO_CUBE_CENTERED (-1)
#define GAMAO_MAX_SCORE 32767
/* gnubg's limits, which its Match IDs never exceed. */
#define GAMAO_MAX_CUBE 4096u
#define GAMAO_MAX_MATCH_LENGTH 64u

typedef enum
{
  GAMAO_GAME_NONE = 0,
  GAMAO_GAME_PLAYING = 1,
  GAMAO_GAME_OVER = 2,
  GAMAO_GAME_RESIGNED = 3,
  GAMAO_GAME_DROPPED = 4,
} GamaoGameState;

typedef struct
{
  unsigned cube_value;  /* 1, 2, 4, ... */
  int cube_owner;       /* 0, 1 or GAMAO_CUBE_CENTERED */
  int on_roll;          /* 0 or 1 */
  bool crawford;        /* this game is the Crawford game */
  GamaoGameState game_state;
  int turn;             /* the player who must decide now */
  bool double_offered;
  int resignation;      /* 0 none, 1 single, 2 gammon, 3 backgammon */
  int dice[2];          /* 0 when not rolled */
  unsigned match_length; /* 0 for a money session */
  unsigned score[2];
  bool jacoby;          /* the Jacoby rule is in use */
} GamaoMatchState;

void gamao_match_state_init (GamaoMatchState *state, unsigned match_length);
void gamao_match_id_encode (const GamaoMatchState *state, char out[GAMAO_MATCH_ID_LEN + 1]);
GamaoIdError gamao_match_id_decode (const char *id, GamaoMatchState *state);
