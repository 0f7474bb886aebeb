/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-match-record.h: a match written down as the list of what each
 * player did. Replaying the actions in order reaches any point of the
 * match; .mat files, the model and the history all share this form. */
#pragma once

#include "gamao-play-list.h"
#include "gamao-result.h"

#include <stdbool.h>
#include <stddef.h>

/* The optional rules of a match or session. Crawford applies to matches;
 * Jacoby and beavers to money sessions (length 0) only. */
typedef enum
{
  GAMAO_RULE_CRAWFORD = 1 << 0,
  GAMAO_RULE_JACOBY = 1 << 1,
  GAMAO_RULE_BEAVERS = 1 << 2,
} GamaoRules;

typedef enum
{
  GAMAO_ACTION_ROLL,           /* dice: the roll */
  GAMAO_ACTION_PLAY,           /* dice, steps, after */
  GAMAO_ACTION_DOUBLE,         /* value: the cube value offered */
  GAMAO_ACTION_TAKE,           /* value: the cube value now owned */
  GAMAO_ACTION_DROP,
  GAMAO_ACTION_BEAVER,         /* value: the cube value now owned */
  GAMAO_ACTION_RESIGN_OFFER,   /* result: what the resigner gives */
  GAMAO_ACTION_RESIGN_ACCEPT,
  GAMAO_ACTION_RESIGN_DECLINE,
  GAMAO_ACTION_PASS,           /* dice: a roll with no legal play */
  GAMAO_ACTION_GAME_END,       /* player: the winner; value: points; result */
} GamaoActionKind;

typedef struct
{
  GamaoActionKind kind;
  int player;              /* who acted (for GAME_END: who won) */
  int dice[2];             /* ROLL, PLAY, PASS: as rolled */
  GamaoStep steps[4];      /* PLAY: one checker and one die each, in the */
  unsigned n_steps;        /* order played, from the mover's point of view */
  GamaoBoard after;        /* PLAY: the board after, player 0 as side 1 */
  unsigned value;          /* DOUBLE, TAKE, BEAVER: cube; GAME_END: points */
  GamaoResultKind result;  /* RESIGN_OFFER, GAME_END */
} GamaoAction;

/* Where a game set up from a position (such as gnubg's IDs) starts,
 * instead of the opening roll: before the roll of `on_roll`. */
typedef struct
{
  GamaoBoard board;        /* player 0 as side 1, as in a PLAY's `after` */
  int on_roll;
  unsigned cube_value;
  int cube_owner;          /* 0, 1 or GAMAO_CUBE_CENTERED */
} GamaoGameStart;

/* One game. The opening roll is not an action: `opening` holds player 0's
 * and player 1's die, and the first action is the winner's PLAY with those
 * two numbers. A game that ended has GAME_END as its last action. */
typedef struct
{
  unsigned score[2];       /* the score before the game */
  bool crawford;           /* this is the Crawford game */
  int opening[2];          /* 0 when the opening roll is not made yet */
  bool has_start;          /* set up from `start`: no opening roll */
  GamaoGameStart start;
  GamaoAction *actions;
  size_t n_actions;
  size_t allocated;
} GamaoGameRecord;

/* What a match file says about where and when a match was played:
 * .mat's Event, Site and EventDate headers, .sgf's EV, PC and DT. */
typedef enum
{
  GAMAO_INFO_EVENT,
  GAMAO_INFO_PLACE,
  GAMAO_INFO_DATE,         /* the day, "YYYY-MM-DD" */
  GAMAO_N_INFO,
} GamaoMatchInfo;

typedef struct
{
  unsigned refcount;
  unsigned length;         /* points to win; 0 for a money session */
  char *names[2];
  GamaoRules rules;
  char *info[GAMAO_N_INFO]; /* NULL: not known */
  GamaoGameRecord **games; /* pointers stay valid while the record lives */
  size_t n_games;
  size_t allocated;
} GamaoMatchRecord;

GamaoMatchRecord *gamao_match_record_new (unsigned length, const char *name0, const char *name1,
                                          GamaoRules rules);
GamaoMatchRecord *gamao_match_record_ref (GamaoMatchRecord *record);
void gamao_match_record_unref (GamaoMatchRecord *record);
/* A deep copy with its own reference count of 1. */
GamaoMatchRecord *gamao_match_record_copy (const GamaoMatchRecord *record);

void gamao_match_record_set_name (GamaoMatchRecord *record, int player, const char *name);
/* Sets (or with NULL or "", clears) one of the match's info. A date is
 * read from "YYYY-MM-DD", "YYYY.MM.DD" or "YYYY/MM/DD" (anything after
 * the day is ignored) and kept as "YYYY-MM-DD"; false, and the date
 * left unset, when it is no such date. Line breaks become spaces. */
bool gamao_match_record_set_info (GamaoMatchRecord *record, GamaoMatchInfo which,
                                  const char *value);

/* Starts a new game at the given score; returns it, owned by `record`. */
GamaoGameRecord *gamao_match_record_add_game (GamaoMatchRecord *record, unsigned score0,
                                              unsigned score1, bool crawford);
/* Appends a copy of `action`; returns the stored copy. */
GamaoAction *gamao_game_record_append (GamaoGameRecord *game, const GamaoAction *action);
/* The GAME_END action of a finished game, or NULL. */
const GamaoAction *gamao_game_record_end (const GamaoGameRecord *game);

/* How a game ended, beside the result it scored. */
typedef enum
{
  GAMAO_ENDING_NONE,       /* not finished */
  GAMAO_ENDING_PLAYED_OUT, /* a player bore off all checkers (or a tracked game) */
  GAMAO_ENDING_DROPPED,    /* a double was dropped */
  GAMAO_ENDING_RESIGNED,   /* a resignation was accepted */
} GamaoGameEnding;

GamaoGameEnding gamao_game_record_ending (const GamaoGameRecord *game);

/* Whether a game of the match was set up from a position (has_start). */
bool gamao_match_record_has_start (const GamaoMatchRecord *record);

/* The score after every finished game, and whether a player has won the
 * match (the winner in `*winner`, else -1). */
void gamao_match_record_final_score (const GamaoMatchRecord *record, unsigned score[2],
                                     int *winner);

/* Same length, rules, names and the same actions game by game (the two
 * dice of a roll in either order, steps compared by where they go). */
bool gamao_match_record_equal (const GamaoMatchRecord *a, const GamaoMatchRecord *b);

/* Whether the game at score `score` is the Crawford game of a match of
 * `length` points, given whether a Crawford game was played before. */
bool gamao_match_is_crawford_game (unsigned length, const unsigned score[2],
                                   bool crawford_played);

const char *gamao_action_kind_name (GamaoActionKind kind);
