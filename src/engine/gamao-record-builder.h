/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-record-builder.h: builds a match record from what a file says
 * happened, one action at a time, checking each against the rules (whose
 * turn, legal plays, the cube, scores, the Crawford game). The .mat and
 * .sgf readers share it, so both accept exactly the matches that could
 * have been played. */
#pragma once

#include "gamao-match-record.h"

#include <stdbool.h>

typedef struct
{
  GamaoMatchRecord *record; /* being built; owned by the caller */
  GamaoPlayList *list;
  /* Rules the file states beyond the record's own. */
  bool beavers_refused;     /* a header said beavers are off */
  unsigned cube_limit;      /* 0: none */
  /* The game being built. */
  GamaoGameRecord *game;
  GamaoBoard board;         /* player 0 as side 1 */
  unsigned cube;
  int owner;
  int on_roll;              /* -1 before the opening roll */
  bool rolled;              /* on_roll has rolled and not yet played */
  int dice[2];              /* that roll */
  bool double_pending;
  int doubler;
  bool over;
  unsigned score[2];        /* the running score */
  bool crawford_played;
  char message[256];        /* why the last call failed, translated */
} GamaoRecordBuilder;

void gamao_record_builder_init (GamaoRecordBuilder *b, GamaoMatchRecord *record);
void gamao_record_builder_clear (GamaoRecordBuilder *b);

/* A new game at the given score: the first game's score is taken as
 * given, later ones must be the running score. */
bool gamao_record_builder_start_game (GamaoRecordBuilder *b, unsigned score0, unsigned score1);

/* A roll by `player` (the opening roll when the game has none yet). */
bool gamao_record_builder_roll (GamaoRecordBuilder *b, int player, const int dice[2]);
/* The play of the pending roll, written as text ("24/18 13/11*"), or as
 * steps from the mover's point of view (25 the bar, 0 off). The steps
 * keep the order written when they are one die each. An empty text or
 * no steps pass a roll with no legal play. */
bool gamao_record_builder_play_text (GamaoRecordBuilder *b, const char *text);
bool gamao_record_builder_play_steps (GamaoRecordBuilder *b, const GamaoStep *steps,
                                      unsigned n_steps);
/* Whether the pending roll has a legal play. */
bool gamao_record_builder_roll_has_play (GamaoRecordBuilder *b);

/* `value` 0: the next value. */
bool gamao_record_builder_double (GamaoRecordBuilder *b, int player, unsigned value);
bool gamao_record_builder_take (GamaoRecordBuilder *b, int player);
bool gamao_record_builder_beaver (GamaoRecordBuilder *b, int player);
bool gamao_record_builder_drop (GamaoRecordBuilder *b, int player);
/* `resigner` gives the game away for `points` (a single game, gammon or
 * backgammon at the cube). */
bool gamao_record_builder_resign (GamaoRecordBuilder *b, int resigner, unsigned points);
/* The file says `player` won `points`: confirms a game that ended on the
 * board or by a drop, else reads as the other side's resignation. */
bool gamao_record_builder_win (GamaoRecordBuilder *b, int player, unsigned points);

/* What the rules leave for the game: only the ends a file may stop at. */
bool gamao_record_builder_finish (GamaoRecordBuilder *b);
