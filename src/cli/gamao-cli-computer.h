/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-cli-computer.h: the computer player's decisions for `gamao-cli
 * play`, on plain engine types. Kept apart from the model's headers
 * because src/ai and src/model both define a GamaoPositionKind. */
#pragma once

#include "gamao-match-state.h"
#include "gamao-play-list.h"

#include <glib.h>

typedef struct _GamaoCliComputer GamaoCliComputer;

typedef enum
{
  GAMAO_CLI_COMPUTER_ROLL,
  GAMAO_CLI_COMPUTER_DOUBLE,
  GAMAO_CLI_COMPUTER_RESIGN,
} GamaoCliComputerMove;

/* Loads the nets; prints why and returns NULL when they cannot be read. */
GamaoCliComputer *gamao_cli_computer_new (void);
void gamao_cli_computer_free (GamaoCliComputer *computer);

/* Parses a level key into `level`; prints the keys when it is none. */
gboolean gamao_cli_computer_parse_level (const char *key, int *level);
const char *gamao_cli_computer_level_key (int level);

/* `board` is always seen from the player on roll (state->on_roll).
 * Before rolling: what the player on roll does; for a resignation,
 * `*resign` receives what it gives (a GamaoResultKind). `may_double`
 * says whether the match allows a double now. */
GamaoCliComputerMove gamao_cli_computer_before_roll (GamaoCliComputer *computer, int level,
                                                     const GamaoBoard *board,
                                                     const GamaoMatchState *state,
                                                     gboolean may_double, int *resign);
/* Whether the player doubled takes. */
gboolean gamao_cli_computer_takes (GamaoCliComputer *computer, int level, const GamaoBoard *board,
                                   const GamaoMatchState *state);
/* Whether player `me` (not on roll) accepts the resignation in `state`. */
gboolean gamao_cli_computer_accepts (GamaoCliComputer *computer, int level,
                                     const GamaoBoard *board, const GamaoMatchState *state,
                                     int me);
/* The index in `list` of the play the player on roll of `board` makes. */
int gamao_cli_computer_choose (GamaoCliComputer *computer, int level, const GamaoBoard *board,
                               const GamaoPlayList *list);
