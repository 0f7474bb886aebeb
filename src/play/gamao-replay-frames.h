/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-replay-frames.h: a stored match as the list of positions a
 * replay steps through: the start of each game, then the position after
 * each action, with the words for what happened. */
#pragma once

#include "gamao-match-record.h"
#include "gamao-match-state.h"

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint game;              /* index into the record's games */
  int action;              /* -1 for the start of the game */
  GamaoBoard board;        /* from the side of `on_roll` */
  int on_roll;
  int dice[2];             /* the dice to show, 0 for none */
  gboolean after_turn;     /* after a play or a pass: the dice are the mover's */
  int mover;               /* who played (or could not), after a turn */
  GamaoStep steps[4];      /* for a play: its steps, in the mover's numbers */
  guint n_steps;
  guint cube_value;
  int cube_owner;          /* -1 centred */
  gboolean cube_action;    /* a double, take, beaver or drop */
  gboolean crawford;
  guint score[2];          /* before the game */
  char *text;              /* what happened, translated */
} GamaoReplayFrame;

typedef struct
{
  GPtrArray *frames;       /* of GamaoReplayFrame */
  GArray *game_starts;     /* guint: the frame each game starts at */
  char *error;             /* why the record stops replaying early, or NULL */
  guint length;            /* the match's length, 0 for money */
  gboolean jacoby;         /* a money session under the Jacoby rule */
  gboolean beavers;        /* a money session that allows beavers */
} GamaoReplayFrames;

/* Replays `record` through the rules. A tracked match (results only)
 * gives one frame per game. */
GamaoReplayFrames *gamao_replay_frames_new (const GamaoMatchRecord *record);
/* A single frame: `board` seen from the player on roll of `state`. */
GamaoReplayFrames *gamao_replay_frames_new_for_position (const GamaoBoard *board,
                                                         const GamaoMatchState *state,
                                                         const char *text);
void gamao_replay_frames_free (GamaoReplayFrames *frames);
/* The match state at frame `index`, as its Match ID and XGID say it. */
void gamao_replay_frames_get_state (GamaoReplayFrames *frames, guint index,
                                    GamaoMatchState *state);
guint gamao_replay_frames_get_n (GamaoReplayFrames *frames);
const GamaoReplayFrame *gamao_replay_frames_get (GamaoReplayFrames *frames, guint index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoReplayFrames, gamao_replay_frames_free)

G_END_DECLS
