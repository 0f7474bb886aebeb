/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-match-private.h: GamaoMatch's fields, shared by the files that
 * implement it (the flow, the queries, the replay of records). */
#pragma once

#include "gamao-match.h"
#include "gamao-dice.h"

G_BEGIN_DECLS

struct _GamaoMatch
{
  GObject parent_instance;

  guint length;
  GamaoRules rules;
  GamaoPlayer *players[2];
  guint score[2];
  guint game_number;

  GamaoMatchPhase state;
  int turn;                   /* who must act now */
  int on_roll;                /* whose turn of the game it is */
  int dice[2];                /* 0 when none on the table */

  GamaoPosition *position;
  GamaoCube *cube;
  guint cube_value;
  int cube_owner;
  gboolean double_offered;

  /* A pending resignation, and where the game resumes if declined. */
  GamaoResultKind resignation;
  int resigner;
  GamaoMatchPhase resume_state;
  int resume_turn;

  gboolean crawford_game;
  gboolean crawford_played;
  GamaoGameState game_state;  /* for the Match ID: playing, over, dropped, resigned */
  int winner;

  GListStore *games;
  GamaoGame *current_game;
  GamaoMatchRecord *record;
  GamaoGameRecord *game;      /* the current game's record */

  GamaoDice dice_source;
  GamaoPlayList *legal;
  GamaoTurn play;
};

/* Builds a match whose first game starts at `score0`-`score1`. */
GamaoMatch *gamao_match_new_at_score (guint length, GamaoPlayer *player0, GamaoPlayer *player1,
                                      GamaoRules rules, guint score0, guint score1);

G_END_DECLS
