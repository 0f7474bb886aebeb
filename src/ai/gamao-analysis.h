/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-analysis.h: the analysis of a match record, by gnubg's
 * definitions so that the figures compare: the equity each checker play
 * and cube decision lost (in EMG, normalised equity), marks, the luck of
 * every roll, error rates, PR, rating words and the luck-adjusted result.
 *
 * Equities are cubeful: the cubeless outputs at the analysis depth, then
 * Janowski's cube model (gamao-cube-decision) for the side on roll next.
 * EMG is equity per unit of cube for money, and for a match the match
 * winning chance rescaled so that winning a single game at the present
 * cube is +1 and losing it -1. */
#pragma once

#include "gamao-cube-decision.h"
#include "gamao-eval.h"
#include "gamao-match-record.h"

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

/* Errors strictly above these (EMG) are marked doubtful, bad, very bad. */
#define GAMAO_MARK_DOUBTFUL_EMG 0.04f
#define GAMAO_MARK_BAD_EMG 0.08f
#define GAMAO_MARK_VERY_BAD_EMG 0.16f
/* A no-double counts as a decision when doubling would cost less. */
#define GAMAO_CLOSE_CUBE_EMG 0.16f
/* Replies the net looks at per roll deeper in the search. */
#define GAMAO_ANALYSIS_PRUNE_DEFAULT 4
/* How many of the better plays a checker decision keeps. */
#define GAMAO_ANALYSIS_MAX_ALTERNATIVES 5

typedef enum
{
  GAMAO_MARK_NONE = 0,
  GAMAO_MARK_DOUBTFUL,  /* ?! */
  GAMAO_MARK_BAD,       /* ? */
  GAMAO_MARK_VERY_BAD,  /* ?? */
} GamaoMark;

typedef enum
{
  GAMAO_DECISION_CHECKER,  /* a roll and the play made with it (or none) */
  GAMAO_DECISION_DOUBLE,   /* the roller's cube decision: double or not */
  GAMAO_DECISION_TAKE,     /* the answer to a double */
  GAMAO_DECISION_RESIGN,   /* offering a resignation */
  GAMAO_DECISION_RESIGN_ANSWER, /* accepting or declining one */
} GamaoDecisionKind;

/* What was done, or is best, at a cube or resignation decision. */
typedef enum
{
  GAMAO_CHOICE_NONE = 0,
  GAMAO_CHOICE_NO_DOUBLE,
  GAMAO_CHOICE_DOUBLE,
  GAMAO_CHOICE_TAKE,
  GAMAO_CHOICE_PASS,
  GAMAO_CHOICE_BEAVER,
  GAMAO_CHOICE_RESIGN,
  GAMAO_CHOICE_PLAY_ON,  /* not resigning, or declining a resignation */
  GAMAO_CHOICE_ACCEPT,
} GamaoChoice;

/* gnubg's classes of a cube position. */
typedef enum
{
  GAMAO_PROPER_NO_DOUBLE_TAKE,
  GAMAO_PROPER_DOUBLE_TAKE,
  GAMAO_PROPER_DOUBLE_PASS,
  GAMAO_PROPER_TOO_GOOD_TAKE,
  GAMAO_PROPER_TOO_GOOD_PASS,
} GamaoProperCube;

typedef struct
{
  GamaoPlay play;          /* from the mover's side */
  float equity;            /* cubeful EMG for the mover */
  unsigned plies;          /* the depth it was judged at */
} GamaoAnalysedPlay;

typedef struct
{
  GamaoDecisionKind kind;
  unsigned game;           /* index into the record's games */
  size_t action;           /* the action judged (for a no-double, the roll) */
  unsigned row;            /* its row in the .mat file as gnubg writes it */
  int player;              /* who decided */
  GamaoMatchState state;   /* cube, score and rules before the decision */
  float equity_played;     /* cubeful EMG for `player` */
  float equity_best;
  float equity_loss;       /* >= 0, EMG */
  float loss_mwc;          /* the loss in match winning chance (match play) */
  GamaoMark mark;
  /* Checker plays. */
  int dice[2];
  unsigned n_plays;        /* legal plays (distinct positions); 0: no play */
  bool forced;             /* at most one distinct play */
  bool opening;            /* the game's opening roll */
  GamaoBoard before;       /* the position rolled in, from the mover's side;
                            * for cube decisions, from the doubler's side */
  GamaoPlay played;
  int played_rank;         /* among every legal play, 0 = the best (it may be
                            * n_better or more: not among `better`); -1 none */
  GamaoAnalysedPlay better[GAMAO_ANALYSIS_MAX_ALTERNATIVES]; /* best first */
  unsigned n_better;
  float luck;              /* EMG for the roller: this roll minus the average */
  float luck_mwc;          /* the same in match winning chance */
  float luck_points;       /* money: in points, at the cube then */
  /* Cube and resignation decisions. */
  bool counted;            /* in the error rates (actual and close cube decisions) */
  GamaoChoice played_choice, best_choice;
  GamaoProperCube proper;
  float no_double, double_take, double_pass; /* EMG for the doubler */
  int resign_level;        /* 1 single, 2 gammon, 3 backgammon */
  /* Player 0's game winning chance after the decision (cubeless), and
   * their match winning chance (match) or equity (money) then. */
  float win_chance;
  float match_value;
} GamaoDecision;

typedef struct
{
  unsigned unforced;
  unsigned cube_decisions;
  unsigned doubtful, bad, very_bad;      /* checker plays */
  unsigned cube_errors;                  /* cube decisions that lost over the doubtful mark */
  /* Of those, by gamao_cube_error_of(). */
  unsigned missed_doubles, wrong_doubles, wrong_takes, wrong_passes;
  unsigned rolls;
  double checker_loss, cube_loss;        /* EMG */
  double checker_loss_mwc, cube_loss_mwc;
  double luck, luck_mwc, luck_points;
  float error_rate;                      /* mEMG per counted decision, >= 0 */
  float checker_error_rate, cube_error_rate;
  float pr;                              /* error rate / 2 */
  float luck_rate;                       /* mEMG per roll, signed */
  /* Match: the match winning chance won, counted from 50% (a match won
   * is +0.5, lost -0.5, as gnubg shows it), minus the player's luck
   * plus the opponent's; money: points won, likewise. */
  float actual_result, luck_adjusted;
  const char *rating;                    /* untranslated rating words */
} GamaoPlayerAnalysis;

typedef struct
{
  unsigned plies;
  unsigned length;                        /* 0: money */
  GamaoDecision *decisions;               /* in the order of the match */
  size_t n_decisions;
  GamaoPlayerAnalysis players[2];
} GamaoAnalysis;

typedef struct
{
  unsigned plies;          /* depth of the analysis (gnubg's plies); 2 by default */
  unsigned n_threads;      /* 0: one per core */
  /* Deeper in the search, the net judges only the replies pubeval
   * ranks this high (at most 16); 0: every reply. */
  unsigned prune;
  /* Called from the worker threads, one call at a time, as decisions
   * are judged. */
  void (*progress) (unsigned done, unsigned total, void *data);
  void *progress_data;
  /* Set to stop early; gamao_analysis_run() then returns NULL. */
  const atomic_bool *cancel;
} GamaoAnalysisOptions;

typedef enum
{
  GAMAO_ANALYSIS_OK = 0,
  GAMAO_ANALYSIS_CANCELLED,
  GAMAO_ANALYSIS_NO_MEMORY,
  GAMAO_ANALYSIS_NOT_REPLAYABLE,  /* the record breaks the rules somewhere */
} GamaoAnalysisError;

void gamao_analysis_options_init (GamaoAnalysisOptions *options);

/* Judges every decision of `record`. `evaluator` is shared, read-only,
 * by the worker threads. Returns NULL and sets `*error` when cancelled
 * or out of memory. */
GamaoAnalysis *gamao_analysis_run (const GamaoEvaluator *evaluator,
                                   const GamaoMatchRecord *record,
                                   const GamaoAnalysisOptions *options,
                                   GamaoAnalysisError *error);
void gamao_analysis_free (GamaoAnalysis *analysis);

/* How many decisions there are to judge in `record` (progress's total). */
size_t gamao_analysis_count (const GamaoMatchRecord *record);

GamaoMark gamao_mark_of_loss (float equity_loss);
/* "?!", "?", "??" or "". */
const char *gamao_mark_symbol (GamaoMark mark);
/* gnubg's rating words for an error rate in mEMG, untranslated
 * ("World class"); translate with gamao_rating_name() (a dash for NULL,
 * a player with no decision counted). */
const char *gamao_rating_key (float error_rate);
const char *gamao_rating_name (const char *key);
/* "No double", "Take", ... translated; gamao_choice_key() untranslated. */
const char *gamao_choice_name (GamaoChoice choice);
const char *gamao_choice_key (GamaoChoice choice);
const char *gamao_proper_cube_name (GamaoProperCube proper);

/* What a cube decision got wrong: the proper action differs from the
 * one taken and the loss is over the doubtful mark. */
typedef enum
{
  GAMAO_CUBE_ERROR_NONE,
  GAMAO_CUBE_ERROR_MISSED_DOUBLE,  /* no double when doubling was right */
  GAMAO_CUBE_ERROR_WRONG_DOUBLE,   /* a double when it was not (too early or too good) */
  GAMAO_CUBE_ERROR_WRONG_TAKE,     /* a take (or beaver) when passing was right */
  GAMAO_CUBE_ERROR_WRONG_PASS,     /* a pass when taking was right */
} GamaoCubeError;

GamaoCubeError gamao_cube_error_of (GamaoDecisionKind kind, GamaoChoice played, GamaoChoice best,
                                    float equity_loss);
/* Adds one to the count of `error`'s kind (nothing for NONE). */
void gamao_cube_error_tally (GamaoCubeError error, unsigned *missed_doubles,
                             unsigned *wrong_doubles, unsigned *wrong_takes,
                             unsigned *wrong_passes);

/* Each player's luck in one game: the sum over their rolls (EMG, and
 * match winning chance) and how many rolls. */
typedef struct
{
  unsigned rolls[2];
  double luck[2], luck_mwc[2];
} GamaoGameLuck;

/* How many games the decisions cover (the last one's index + 1). */
unsigned gamao_analysis_n_games (const GamaoAnalysis *analysis);
/* Fills games[0 .. gamao_analysis_n_games () - 1]. */
void gamao_analysis_game_luck (const GamaoAnalysis *analysis, GamaoGameLuck *games);
/* mEMG per roll of one player in one game, signed (0 with no roll). */
float gamao_game_luck_rate (const GamaoGameLuck *game, int player);

/* The same figures as gamao_analysis_run() fills in for players,
 * recomputed from the decisions (after they were loaded, say).
 * `winner` is the match's winner or -1; `points` what each player won
 * (money) or the final score (match). */
void gamao_analysis_summarise (GamaoAnalysis *analysis, int winner, const unsigned points[2]);
