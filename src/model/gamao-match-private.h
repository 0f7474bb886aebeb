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
  guint request_depth;        /* requests made from a request's handlers */
};

typedef enum
{
  GAMAO_MATCH_SIGNAL_DICE_ROLLED,
  GAMAO_MATCH_SIGNAL_CHECKER_MOVED,
  GAMAO_MATCH_SIGNAL_STEP_UNDONE,
  GAMAO_MATCH_SIGNAL_TURN_COMMITTED,
  GAMAO_MATCH_SIGNAL_TURN_PASSED,
  GAMAO_MATCH_SIGNAL_CUBE_OFFERED,
  GAMAO_MATCH_SIGNAL_CUBE_TAKEN,
  GAMAO_MATCH_SIGNAL_CUBE_BEAVERED,
  GAMAO_MATCH_SIGNAL_CUBE_DROPPED,
  GAMAO_MATCH_SIGNAL_RESIGNATION_OFFERED,
  GAMAO_MATCH_SIGNAL_RESIGNATION_ACCEPTED,
  GAMAO_MATCH_SIGNAL_RESIGNATION_DECLINED,
  GAMAO_MATCH_SIGNAL_GAME_OVER,
  GAMAO_MATCH_SIGNAL_MATCH_OVER,
  GAMAO_MATCH_SIGNAL_OPENING_TIED,
  GAMAO_MATCH_SIGNAL_CHANGED,
  GAMAO_MATCH_N_SIGNALS
} GamaoMatchSignal;

/* Every request that changes the match runs between request_begin() and
 * request_end(): notifications are held back and sent once, after the
 * request's signals, for the properties that changed. */
typedef struct
{
  GObject *position;
  GObject *game;
  int values[32];
} GamaoMatchRequest;

void gamao_match_request_begin (GamaoMatch *self, GamaoMatchRequest *request);
void gamao_match_request_end (GamaoMatch *self, GamaoMatchRequest *request);
void gamao_match_emit (GamaoMatch *self, GamaoMatchSignal signal, ...);

gboolean gamao_match_refuse (GError **error, GamaoMatchError code, const char *message);
/* The same for a step or move, with the rule in its way. */
gboolean gamao_match_refuse_step (GError **error, GamaoMatchError code, GamaoStepVerdict verdict,
                                  const char *message);
/* The error for a request that does not fit the state the match is in. */
gboolean gamao_match_refuse_state (GamaoMatch *self, GError **error);

void gamao_match_append_action (GamaoMatch *self, GamaoActionKind kind, int player, guint value);
void gamao_match_board_of_mover (GamaoMatch *self, GamaoBoard *board);
/* The result as it scores: Jacoby turns gammons into singles. */
GamaoResultKind gamao_match_scored_kind (GamaoMatch *self, GamaoResultKind kind);
/* Ends the game in the state; the caller emits its own signal, then
 * gamao_match_emit_game_over() with the game just ended (a handler may
 * already have started the next one), so that every handler sees the game
 * over. */
void gamao_match_end_game (GamaoMatch *self, int winner, GamaoResultKind kind, guint points,
                           GamaoGameState how);
void gamao_match_emit_game_over (GamaoMatch *self, const GamaoGameRecord *game);

/* Sets the current game, which has no action yet, up from `start`
 * instead of the opening roll; FALSE with `error` when it is impossible. */
gboolean gamao_match_start_from (GamaoMatch *self, gboolean crawford,
                                 const GamaoGameStart *start, GError **error);

/* Builds a match whose first game starts at `score0`-`score1`. */
GamaoMatch *gamao_match_new_at_score (guint length, GamaoPlayer *player0, GamaoPlayer *player1,
                                      GamaoRules rules, guint score0, guint score1);

G_END_DECLS
