/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-replay-frames.h: a stored match as the list of positions a
 * replay steps through: the start of each game, then the position after
 * each action, with the words for what happened. */
#pragma once

#include "gamao-board-frame.h"
#include "gamao-match-record.h"
#include "gamao-match-summary.h"
#include "gamao-match-state.h"

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  GamaoBoardFrame view;    /* what the board shows; its caption says what
                              happened and, with nobody at the desk, whose
                              numbers it shows */
  guint game;              /* index into the record's games */
  int action;              /* -1 for the start of the game */
  int shown;               /* whose move it shows: the action's player, or
                              the player on roll at the start */
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
 * gives one frame per game. The board is numbered for the person at the
 * desk, `desk` (0 or 1), or with none (-1) for the side whose move each
 * frame shows, as its caption says. */
GamaoReplayFrames *gamao_replay_frames_new_at_desk (const GamaoMatchRecord *record, int desk);
/* The same with nobody at the desk. */
GamaoReplayFrames *gamao_replay_frames_new (const GamaoMatchRecord *record);
/* Who sat at this desk in a kept match: the person who played the
 * computer; else the player `desk_player` names (the person who uses
 * this program), or -1 (two other people, an imported match). */
int gamao_replay_frames_desk_seat (GamaoMatchSummary *summary, const char *desk_player);
/* A single frame: `board` seen from the player on roll of `state`, and
 * numbered for them. */
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
