/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-rules-diagram.h: a position that illustrates a rule, with the
 * claims the text makes about it, in a form the engine can check. */
#pragma once

#include "gamao-board.h"
#include "gamao-match-state.h"
#include "gamao-notation.h"
#include "gamao-result.h"

#include <glib.h>

/* Points a diagram may mark, from the point of view of the side on roll:
 * 1..24, 25 for that side's bar and 0 for its tray (checkers borne off). */
#define GAMAO_RULES_TRAY 0
#define GAMAO_RULES_BAR 25

typedef struct
{
  int from; /* 1..25 */
  int to;   /* 0..24 */
} GamaoRulesArrow;

typedef enum
{
  GAMAO_RULES_CHECK_LEGAL,     /* `play` is a legal play for the dice */
  GAMAO_RULES_CHECK_ILLEGAL,   /* `play` is not, for the reason `error` when >= 0 */
  GAMAO_RULES_CHECK_FORCED,    /* `play` is the only legal play */
  GAMAO_RULES_CHECK_NO_PLAY,   /* the dice allow no play at all */
  GAMAO_RULES_CHECK_DICE_USED, /* every legal play uses `count` dice */
  GAMAO_RULES_CHECK_STEP,      /* moving from `from` by `die` first gets `verdict` */
  GAMAO_RULES_CHECK_CUBE,      /* the match ID's cube: `count` value, `owner`, `offered` */
  GAMAO_RULES_CHECK_SCORE,     /* the match ID's length, scores and Crawford flag */
  GAMAO_RULES_CHECK_RESULT,    /* the game is over: `winner` won a `result` */
} GamaoRulesCheckKind;

/* Whose cube, whose score or whose win, relative to the side on roll. */
typedef enum
{
  GAMAO_RULES_WHO_ON_ROLL,
  GAMAO_RULES_WHO_OPPONENT,
  GAMAO_RULES_WHO_NOBODY, /* a centred cube */
} GamaoRulesWho;

typedef struct
{
  GamaoRulesCheckKind kind;
  int line;               /* in diagrams.xml, for failure messages */
  char *play;             /* LEGAL, ILLEGAL, FORCED */
  int error;              /* ILLEGAL: a GamaoNotationError, or -1 for any */
  int from, die;          /* STEP */
  GamaoStepVerdict verdict; /* STEP */
  unsigned count;         /* DICE_USED: dice; CUBE: value; SCORE: match length */
  GamaoRulesWho owner;    /* CUBE: owner; RESULT: winner */
  gboolean offered;       /* CUBE */
  unsigned score[2];      /* SCORE: on roll, opponent */
  gboolean crawford;      /* SCORE */
  GamaoResultKind result; /* RESULT */
} GamaoRulesCheck;

typedef enum
{
  GAMAO_RULES_EXERCISE_NONE,
  GAMAO_RULES_EXERCISE_ANY_LEGAL, /* any legal play is right */
  GAMAO_RULES_EXERCISE_ANSWERS,   /* one of `answers` is right */
  GAMAO_RULES_EXERCISE_NO_PLAY,   /* the reader must see that nothing can be played */
} GamaoRulesExerciseKind;

typedef struct
{
  char *id;
  int line;
  char *position_id;      /* gnubg Position ID, side on roll's point of view */
  char *match_id;         /* gnubg Match ID, or NULL when cube and score do not matter */
  int dice[2];            /* 0 0 when no dice are shown */
  guint32 highlights;     /* bit n set: point n (0 tray .. 25 bar) is marked */
  GArray *arrows;         /* of GamaoRulesArrow */
  GArray *checks;         /* of GamaoRulesCheck */
  GamaoRulesExerciseKind exercise;
  GStrv answers;          /* ANSWERS: plays in notation */
} GamaoRulesDiagram;

GamaoRulesDiagram *gamao_rules_diagram_new (const char *id);
void gamao_rules_diagram_free (GamaoRulesDiagram *diagram);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoRulesDiagram, gamao_rules_diagram_free)

gboolean gamao_rules_diagram_has_dice (const GamaoRulesDiagram *diagram);
gboolean gamao_rules_diagram_is_highlighted (const GamaoRulesDiagram *diagram, int point);

/* The diagram's position; FALSE (and an error) when its ID is not valid. */
gboolean gamao_rules_diagram_get_board (const GamaoRulesDiagram *diagram, GamaoBoard *board,
                                        GError **error);
/* The diagram's match state; FALSE when it has none or it is not valid. */
gboolean gamao_rules_diagram_get_match (const GamaoRulesDiagram *diagram, GamaoMatchState *state,
                                        GError **error);

/* Whether the reader's "Try it" play, given by the position it reached,
 * is right. `legal` holds the legal plays for the diagram's board and
 * dice. */
gboolean gamao_rules_diagram_accepts (const GamaoRulesDiagram *diagram,
                                      const GamaoPlayList *legal, const GamaoBoard *after);

/* Checks every claim of the diagram, and its exercise, against the
 * engine; the first one the engine disagrees with is reported. */
gboolean gamao_rules_diagram_verify (const GamaoRulesDiagram *diagram, GError **error);

/* Names used in the files for verdicts, notation errors and results. */
gboolean gamao_rules_verdict_from_name (const char *name, GamaoStepVerdict *verdict);
const char *gamao_rules_verdict_name (GamaoStepVerdict verdict);
gboolean gamao_rules_notation_error_from_name (const char *name, int *error);
