/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-study.h: the figures of the study panel for any position: pip
 * counts, the effective pip count from the one-sided bearoff database,
 * the Keith and Thorp counts as gnubg's "show keith" and "show thorp"
 * give them, the take point, gammon values and match winning chances
 * after each result at the score (from the match equity table the
 * analysis uses), and the temperature map: the best play for each of
 * the 21 rolls and its equity. Every pair is [side on roll, opponent]. */
#pragma once

#include "gamao-bearoff.h"
#include "gamao-match-state.h"
#include "gamao-notation.h"
#include "gamao-search.h"

/* What a race count says to the side on roll, in gnubg's bands. */
typedef enum
{
  GAMAO_RACE_NO_DOUBLE = 0,   /* no double, take */
  GAMAO_RACE_DOUBLE_TAKE,
  GAMAO_RACE_REDOUBLE_TAKE,   /* worth a redouble, still a take */
  GAMAO_RACE_DOUBLE_PASS,
} GamaoRaceVerdict;

typedef struct
{
  unsigned pips[2];
  /* 49/6 times the mean number of rolls to bear off alone; only when
   * every checker of that side is on its home board. */
  bool has_epc[2];
  float epc[2];
  float mean_rolls[2];
  /* gnubg's counts before the leader's adjustment, then the side on
   * roll's count adjusted (+1/7 of it for Keith; +1/10 for Thorp when
   * over 30) and what the comparison says. */
  int keith[2];
  float keith_adjusted;
  GamaoRaceVerdict keith_verdict;
  int thorp[2];
  float thorp_adjusted;
  GamaoRaceVerdict thorp_verdict;
  bool race;                  /* no contact left */
} GamaoStudyCounts;

/* `db` may be NULL: no EPC then. */
void gamao_study_counts (const GamaoBearoff *db, const GamaoBoard *board, GamaoStudyCounts *out);
/* The verdict in words, translated ("Double, take"). */
const char *gamao_race_verdict_words (GamaoRaceVerdict verdict);
/* The verdict's key for JSON ("double-take"). */
const char *gamao_race_verdict_key (GamaoRaceVerdict verdict);

typedef struct
{
  bool match;                 /* false: money, figures in points */
  /* The dead-cube, gammonless take point of the side not on roll if it
   * were doubled now: (P - L) / (W - L). Not there in the Crawford game
   * or when the double could change nothing. */
  bool has_take_point;
  float take_point;
  /* As gnubg's "show gammonvalues": (G - W) / (W - L) and
   * (B - W) / (W - L), with W, L, G, B the player's match winning
   * chances after winning or losing a single game, a gammon and a
   * backgammon at the present cube (money: 0.5 and 1, or 0 under
   * Jacoby with the cube in the middle). */
  float gammon_value[2], backgammon_value[2];
  /* The side on roll's match winning chance (money: points won) after it
   * wins [0] or loses [1] a single game, a gammon, a backgammon. */
  float after[2][3];
} GamaoStudyStakes;

void gamao_study_stakes (const GamaoMatchState *state, GamaoStudyStakes *out);

/* The counts, the take point and the gammon values in words and
 * figures, a table a line (translated), as gamao-cli study prints them
 * and the study panel shows them. */
void gamao_study_write_figures (const GamaoStudyCounts *counts, const GamaoStudyStakes *stakes,
                                char *out, size_t size);

#define GAMAO_STUDY_ROLLS 21

typedef struct
{
  int d1, d2;                 /* d1 >= d2 */
  bool has_play;              /* false: the roll cannot be played */
  char play[GAMAO_NOTATION_MAX];
  /* After the play, for the side on roll: cubeless money equity, or the
   * match winning chance when the search ranks at a match score. */
  float equity;
} GamaoTemperatureSquare;

/* The 21 distinct rolls, 6-6 first, in the order the map lists them. */
void gamao_study_roll (unsigned i, int *d1, int *d2);

/* One square: the first play the hint ranks for d1-d2 at `plies`
 * without noise, with search->match as the hint has it. */
void gamao_study_temperature_square (GamaoSearch *search, const GamaoBoard *board, int d1, int d2,
                                     unsigned plies, GamaoTemperatureSquare *square);
