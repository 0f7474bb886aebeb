/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-setup-position.h: a position being set up by hand (the position
 * editor's rules, without the editor): the checkers of both players on
 * the points, the bar and borne off, the dice, the cube, the match and
 * its score, the player on roll; what is wrong with it in words, with
 * the fields each problem concerns; and the way to and from gnubg's
 * Position ID and Match ID and eXtreme Gammon's XGID.
 * GamaoPositionSetup (gamao-position-setup.h) edits one with undo and
 * redo.
 *
 * The players are gnubg's player 0 and player 1 (an XGID's O and X);
 * each counts its points from its own ace point, so player 0's point p
 * and player 1's point 25 - p are the same point. Whatever checkers of
 * a player are neither on the board nor borne off wait in the tray:
 * a position to study has an empty tray. */
#pragma once

#include "gamao-match-state.h"
#include "gamao-xgid.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The parts of a setup a problem concerns (bits of GamaoSetupProblem.fields). */
typedef enum
{
  GAMAO_SETUP_FIELD_POINTS = 1 << 0,    /* checkers on the points */
  GAMAO_SETUP_FIELD_BAR = 1 << 1,
  GAMAO_SETUP_FIELD_BORNE_OFF = 1 << 2,
  GAMAO_SETUP_FIELD_TRAY = 1 << 3,      /* checkers not placed yet */
  GAMAO_SETUP_FIELD_DICE = 1 << 4,
  GAMAO_SETUP_FIELD_CUBE = 1 << 5,      /* its value and owner */
  GAMAO_SETUP_FIELD_LENGTH = 1 << 6,    /* match length, 0 money */
  GAMAO_SETUP_FIELD_SCORE = 1 << 7,
  GAMAO_SETUP_FIELD_CRAWFORD = 1 << 8,
  GAMAO_SETUP_FIELD_ON_ROLL = 1 << 9,
} GamaoSetupField;

typedef enum
{
  GAMAO_SETUP_TOO_MANY_CHECKERS = 1, /* more than 15, counting the borne off */
  GAMAO_SETUP_CHECKERS_IN_TRAY,      /* fewer than 15 placed and borne off */
  GAMAO_SETUP_BORNE_OFF_OVER,        /* more than 15 borne off */
  GAMAO_SETUP_POINT_SHARED,          /* both colours on one point */
  GAMAO_SETUP_BOTH_CLOSED_OUT,       /* both on the bar against closed boards */
  GAMAO_SETUP_GAME_OVER,             /* a player has borne off everything */
  GAMAO_SETUP_BAD_DICE,
  GAMAO_SETUP_BAD_CUBE,
  GAMAO_SETUP_BAD_LENGTH,
  GAMAO_SETUP_SCORE_BEYOND_LENGTH,
  GAMAO_SETUP_CRAWFORD_IMPOSSIBLE,
  GAMAO_SETUP_CUBE_IN_CRAWFORD,      /* the cube turned in the Crawford game */
} GamaoSetupProblemKind;

#define GAMAO_SETUP_MESSAGE_MAX 160
#define GAMAO_SETUP_MAX_PROBLEMS 40

typedef struct
{
  GamaoSetupProblemKind kind;
  unsigned fields;   /* GamaoSetupField bits */
  int player;        /* the player concerned, or -1 */
  int point;         /* the point (1..24, from that player's side), or 0 */
  char message[GAMAO_SETUP_MESSAGE_MAX]; /* translated */
} GamaoSetupProblem;

/* What is set up: plain data, copied freely. */
typedef struct
{
  uint8_t points[2][25];  /* per player: points 1..24 in slots 0..23, the bar in 24 */
  uint8_t borne_off[2];
  int dice[2];            /* 0 0: not rolled yet */
  unsigned cube_value;    /* 1, 2, 4, ... */
  int cube_owner;         /* 0, 1 or GAMAO_CUBE_CENTERED */
  unsigned match_length;  /* 0: money */
  unsigned score[2];
  bool crawford;
  bool jacoby;            /* money only */
  int on_roll;            /* 0 or 1 */
} GamaoSetupPosition;

/* The starting position, money, player 1 on roll, nothing rolled. */
void gamao_setup_position_init_start (GamaoSetupPosition *pos);
/* No checker placed (all 15 of each in the tray), money, player 1 on roll. */
void gamao_setup_position_init_empty (GamaoSetupPosition *pos);

/* Checkers of `player` neither on the board nor borne off (negative: too many). */
int gamao_setup_position_tray (const GamaoSetupPosition *pos, int player);

/* Every problem, at most `max`, into `problems`; returns how many
 * there are (0: a position to study). */
unsigned gamao_setup_position_check (const GamaoSetupPosition *pos, GamaoSetupProblem *problems,
                                     unsigned max);
bool gamao_setup_position_valid (const GamaoSetupPosition *pos);

/* The board from the side on roll and the match state (a game in play,
 * nothing offered) of a setup. */
void gamao_setup_position_to_board (const GamaoSetupPosition *pos, GamaoBoard *board);
void gamao_setup_position_to_state (const GamaoSetupPosition *pos, GamaoMatchState *state);
/* The reverse; the checkers not on the board are borne off. */
void gamao_setup_position_from (GamaoSetupPosition *pos, const GamaoBoard *board,
                                const GamaoMatchState *state);

/* gnubg's IDs of a valid setup. */
void gamao_setup_position_ids (const GamaoSetupPosition *pos,
                               char position_id[GAMAO_POSITION_ID_LEN + 1],
                               char match_id[GAMAO_MATCH_ID_LEN + 1]);
void gamao_setup_position_xgid (const GamaoSetupPosition *pos, char out[GAMAO_XGID_MAX]);
/* Reads a Position ID and an optional Match ID (NULL: money, player 1
 * on roll, nothing rolled), or an XGID in `position_id` (then
 * `match_id` must be NULL). On failure writes why, translated, and
 * leaves `pos` untouched. The setup read may still have problems. */
bool gamao_setup_position_read (GamaoSetupPosition *pos, const char *position_id,
                                const char *match_id, char *why, size_t why_size);
