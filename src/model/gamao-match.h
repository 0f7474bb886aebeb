/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-match.h: a match to N points or a money session, and its flow.
 *
 * The match decides every rule; views send requests and follow signals.
 * Each request returns FALSE with a GAMAO_MATCH_ERROR and changes nothing
 * when it is not allowed now.
 *
 * Players are 0 and 1. Points in requests and signals are counted from
 * the moving player's own ace point: 1..24, 25 the bar, 0 off (use
 * gamao_position_flip_point() for the other player's count).
 *
 * Signal order. Within one request the signals come in this order, and
 * property notifications are held back until the request's signals are
 * all out:
 *   roll (opening):     [opening-tied…] dice-rolled
 *   roll:               dice-rolled [turn-passed]
 *   step / move_to:     checker-moved (one per die used, in order)
 *   undo_step:          step-undone
 *   commit_turn:        turn-committed [game-over [match-over]]
 *   play_notation:      checker-moved… turn-committed [game-over [match-over]]
 *   double:             cube-offered
 *   take / beaver:      cube-taken / cube-beavered
 *   drop:               cube-dropped game-over [match-over]
 *   offer_resignation:  resignation-offered
 *   accept_resignation: resignation-accepted game-over [match-over]
 *   decline_resignation: resignation-declined
 *   next_game:          (notifications only: state, game-number, …)
 * and last of all "changed", once the outermost request is over.
 * Every signal comes after the state has changed: a handler sees the match
 * as the request leaves it (after a pass, "dice-rolled" already finds the
 * opponent to roll; "game-over" and the signal before it find the game
 * over). A handler may make the next request at once, as a computer player
 * does; its notifications then come when the outermost request ends.
 */
#pragma once

#include "gamao-cube.h"
#include "gamao-game.h"
#include "gamao-match-record.h"
#include "gamao-match-state.h"
#include "gamao-player.h"
#include "gamao-position.h"
#include "gamao-turn.h"

#include <gio/gio.h>

G_BEGIN_DECLS

/* Where the match stands: who must do what next. */
typedef enum
{
  GAMAO_MATCH_OPENING_ROLL,          /* a new game: roll one die each */
  GAMAO_MATCH_TO_ROLL_OR_DOUBLE,     /* "turn" rolls, or doubles first */
  GAMAO_MATCH_DOUBLE_OFFERED,        /* "turn" takes, drops (or beavers) */
  GAMAO_MATCH_MOVING,                /* "turn" moves checkers with "dice" */
  GAMAO_MATCH_RESIGNATION_OFFERED,   /* "turn" accepts or declines */
  GAMAO_MATCH_GAME_OVER,             /* next_game starts the next one */
  GAMAO_MATCH_MATCH_OVER,            /* a player reached the length; a session ended */
} GamaoMatchPhase;

/* What the match waits for, and from whom: the one question the window,
 * its actions, the computer's turns, `gamao-cli play` and self-play ask
 * before they act. */
typedef enum
{
  GAMAO_PENDING_NOTHING,            /* the match is over */
  GAMAO_PENDING_OPENING_ROLL,       /* the opening roll */
  GAMAO_PENDING_ROLL,               /* roll, or double first when may_double */
  GAMAO_PENDING_CUBE_ANSWER,        /* take or drop, or beaver when may_beaver */
  GAMAO_PENDING_MOVE,               /* move checkers with the dice left */
  GAMAO_PENDING_RESIGNATION_ANSWER, /* accept or decline */
  GAMAO_PENDING_NEXT_GAME,          /* start the next game: anyone may */
} GamaoPendingKind;

typedef struct
{
  GamaoPendingKind kind;
  int player;          /* who must act, 0 or 1; -1 for NEXT_GAME and NOTHING */
  gboolean may_double; /* ROLL: the player may double instead */
  gboolean may_beaver; /* CUBE_ANSWER: the player may beaver */
  gboolean may_resign; /* the player may offer to resign instead (ROLL, MOVE) */
  gboolean may_end_session; /* a money session may be ended now (not NOTHING) */
} GamaoPending;

#define GAMAO_MATCH_ERROR (gamao_match_error_quark ())
GQuark gamao_match_error_quark (void);

/* A play (engine struct) as a boxed type, for signals and properties. */
#define GAMAO_TYPE_PLAY (gamao_play_get_type ())
GType gamao_play_get_type (void) G_GNUC_CONST;

typedef enum
{
  GAMAO_MATCH_ERROR_WRONG_STATE,     /* the request does not fit the state */
  GAMAO_MATCH_ERROR_ALREADY_ROLLED,  /* roll or double after rolling */
  GAMAO_MATCH_ERROR_CRAWFORD,        /* double in the Crawford game */
  GAMAO_MATCH_ERROR_CUBE_OWNED,      /* double while the opponent owns the cube */
  GAMAO_MATCH_ERROR_NO_BEAVERS,      /* beaver with beavers off or in a match */
  GAMAO_MATCH_ERROR_ILLEGAL_STEP,    /* a step or move the rules forbid */
  GAMAO_MATCH_ERROR_TURN_DONE,       /* a step after all the dice are played */
  GAMAO_MATCH_ERROR_NOTHING_TO_UNDO, /* undo with no step made */
  GAMAO_MATCH_ERROR_INCOMPLETE_PLAY, /* commit before the play is complete */
  GAMAO_MATCH_ERROR_BAD_NOTATION,    /* play_notation text that is not a legal play */
  GAMAO_MATCH_ERROR_BAD_RESIGNATION, /* an offer that is no resignation */
  GAMAO_MATCH_ERROR_BAD_DICE,        /* roll_dice with numbers outside 1..6 */
  GAMAO_MATCH_ERROR_MATCH_OVER,      /* anything after the match ended */
  GAMAO_MATCH_ERROR_BAD_RECORD,      /* a record that does not replay */
  GAMAO_MATCH_ERROR_BAD_POSITION,    /* a starting position the rules cannot reach */
} GamaoMatchError;

#define GAMAO_TYPE_MATCH (gamao_match_get_type ())
G_DECLARE_FINAL_TYPE (GamaoMatch, gamao_match, GAMAO, MATCH, GObject)

/* Properties (read-only unless said; all notify on change):
 * "length" (uint, construct-only; 0 = money session), "player0",
 * "player1" (GamaoPlayer, construct-only), "rules" (GamaoRules flags,
 * construct-only), "score0", "score1" (uint), "game-number" (uint,
 * from 1), "phase" (GamaoMatchPhase enum), "turn" (int: the player who
 * must act now), "on-roll" (int: the player whose turn of the game it
 * is; differs from "turn" while a double or resignation waits for an
 * answer), "die0", "die1" (int: the dice on the table, 0 when none; after
 * a pass they stay until the next roll; after the opening roll die0 is
 * player 0's die and die1 player 1's), "position" (GamaoPosition),
 * "cube" (GamaoCube), "games" (GListModel of GamaoGame, the score sheet,
 * the current game last), "current-game" (GamaoGame), "crawford-game"
 * (boolean: the current game is the Crawford game), "can-commit"
 * (boolean), "winner" (int: the match winner, or -1), "resignation"
 * (GamaoResultKind enum: the kind offered, NONE when none), "turn-counter"
 * (uint: the actions of the whole match and its games so far; steps
 * within a turn do not count, so advice asked at one value holds while
 * it stays). The enum and
 * flags types are in gamao-model-enums.h (glib-mkenums).
 *
 * Signals:
 * "dice-rolled" (int player, int d0, int d1)
 * "checker-moved" (int player, int from, int to, gboolean hit)
 * "step-undone" (int player, int from, int to, gboolean hit): the step
 *   taken back; the checker goes from `to` back to `from`
 * "turn-committed" (int player)
 * "turn-passed" (int player): the roll had no legal play; the dice stay
 * "cube-offered" (int player, uint value): `player` doubles to `value`
 * "cube-taken" (int player, uint value): `player` now owns the cube
 * "cube-beavered" (int player, uint value): the taker redoubled at once
 * "cube-dropped" (int player): `player` refused and loses the game
 * "resignation-offered" (int player, int kind)
 * "resignation-accepted" (int player): `player` accepted the offer
 * "resignation-declined" (int player)
 * "game-over" (int winner, uint points, int result_kind)
 * "match-over" (int winner): -1 for a session ended level
 * "opening-tied" (int die): both players rolled `die` for the opening;
 *   roll() rolls again by itself (roll_dice() refuses equal dice instead)
 * "changed": a request is over, its signals and notifications all out;
 *   requests made from its handlers end before it and add no "changed"
 *   of their own: a view catches up here, once per request
 */

GamaoMatch *gamao_match_new (guint length, GamaoPlayer *player0, GamaoPlayer *player1,
                             GamaoRules rules);
/* Replays a saved or imported match through the rules; the new match
 * stands where the record ends. Unknown players become humans named as
 * in the record. */
GamaoMatch *gamao_match_new_from_record (const GamaoMatchRecord *record, GError **error);

/* A match whose first game starts from `start` (such as a position
 * pasted as gnubg's IDs) instead of the opening roll, at `score`; that
 * game is the Crawford game when `crawford`. The player on roll is to
 * roll or double; a roll the position already has is made with
 * gamao_match_roll_dice(). NULL with `error` when the board, cube or
 * score is impossible. */
GamaoMatch *gamao_match_new_from_position (guint length, GamaoPlayer *player0,
                                           GamaoPlayer *player1, GamaoRules rules,
                                           const guint score[2], gboolean crawford,
                                           const GamaoGameStart *start, GError **error);

/* Whether play can start from a position read from gnubg's IDs: not
 * with a resignation waiting for an answer, nor after the game ended
 * (a double waiting for its answer may: the match starts with it
 * offered). FALSE with `why` (words for people) when it cannot. */
gboolean gamao_match_can_start_from_state (const GamaoMatchState *state, const char **why);
/* A match that starts where gnubg's IDs put it: `board` seen from the
 * player on roll of `state`, with its score, cube, Crawford game and
 * dice, between `player0` and `player1`. The rules follow the Match ID:
 * Crawford in a match, Jacoby in a session when the ID says so, and
 * beavers in a session when `beavers`; a double offered in the IDs is
 * offered, waiting for the other player's answer. NULL with `error`
 * when the position cannot be played. */
GamaoMatch *gamao_match_new_from_state (const GamaoBoard *board, const GamaoMatchState *state,
                                        GamaoPlayer *player0, GamaoPlayer *player1,
                                        gboolean beavers, GError **error);

/* The dice: a seeded generator gives the same match every time. */
void gamao_match_set_dice_seed (GamaoMatch *self, guint64 seed);
void gamao_match_set_dice_random (GamaoMatch *self);

/* Requests. */
gboolean gamao_match_roll (GamaoMatch *self, GError **error);
/* A roll with given numbers (dice entered by hand, replays); in the
 * opening roll d0 is player 0's die and d1 player 1's, and equal dice are
 * refused since they are rolled again. */
gboolean gamao_match_roll_dice (GamaoMatch *self, int d0, int d1, GError **error);
gboolean gamao_match_double (GamaoMatch *self, GError **error);
gboolean gamao_match_take (GamaoMatch *self, GError **error);
gboolean gamao_match_drop (GamaoMatch *self, GError **error);
gboolean gamao_match_beaver (GamaoMatch *self, GError **error);
/* Either player may resign while the game is on and no answer is
 * pending; `kind` is what they give (single, gammon or backgammon). */
gboolean gamao_match_offer_resignation (GamaoMatch *self, int player, GamaoResultKind kind,
                                        GError **error);
gboolean gamao_match_accept_resignation (GamaoMatch *self, GError **error);
gboolean gamao_match_decline_resignation (GamaoMatch *self, GError **error);
gboolean gamao_match_step (GamaoMatch *self, int from, int die, GError **error);
/* Moves the checker on `from` to `to` with one die or several dice in a
 * row, as gamao_match_get_targets() offers. Refused with
 * GAMAO_MATCH_ERROR_ILLEGAL_STEP (or _TURN_DONE), whose message says
 * exactly why in words for people and whose verdict
 * (gamao_match_error_get_verdict()) names the rule in the way. */
gboolean gamao_match_move_to (GamaoMatch *self, int from, int to, GError **error);
/* The rule a refused step or move ran into: GAMAO_STEP_OK for any other
 * error. */
GamaoStepVerdict gamao_match_error_get_verdict (const GError *error);
/* Plays every step of `play` (from, die), in order, from where the turn
 * stands, in one request: all of them or, refused with the first
 * refusal, none. It need not be a whole play (a turn resumed half way);
 * it is not committed. */
gboolean gamao_match_play (GamaoMatch *self, const GamaoPlay *play, GError **error);
gboolean gamao_match_undo_step (GamaoMatch *self, GError **error);
/* Takes back every step of the turn in one request (TRUE with none made). */
gboolean gamao_match_undo_turn (GamaoMatch *self, GError **error);
gboolean gamao_match_commit_turn (GamaoMatch *self, GError **error);
/* Plays a whole play written as "24/18 13/11*" (gnubg notation, from the
 * player on roll's view) and commits it; no steps may have been made. */
gboolean gamao_match_play_notation (GamaoMatch *self, const char *text, GError **error);
gboolean gamao_match_next_game (GamaoMatch *self, GError **error);
/* Ends a money session (length 0) in any state but over: the state
 * becomes MATCH_OVER, "winner" the player ahead (-1 when level) and
 * "match-over" is emitted with it. Refused for a match to N points. */
gboolean gamao_match_end_session (GamaoMatch *self, GError **error);

/* State. */
guint gamao_match_get_length (GamaoMatch *self);
GamaoRules gamao_match_get_rules (GamaoMatch *self);
GamaoPlayer *gamao_match_get_player (GamaoMatch *self, int player);
guint gamao_match_get_score (GamaoMatch *self, int player);
guint gamao_match_get_game_number (GamaoMatch *self);
GamaoMatchPhase gamao_match_get_phase (GamaoMatch *self);
int gamao_match_get_turn (GamaoMatch *self);
int gamao_match_get_on_roll (GamaoMatch *self);
/* The dice on the table; FALSE (and zeros) when there are none. */
gboolean gamao_match_get_dice (GamaoMatch *self, int dice[2]);
GamaoPosition *gamao_match_get_position (GamaoMatch *self);
GamaoCube *gamao_match_get_cube (GamaoMatch *self);
GListModel *gamao_match_get_games (GamaoMatch *self);
GamaoGame *gamao_match_get_current_game (GamaoMatch *self);
gboolean gamao_match_get_crawford_game (GamaoMatch *self);
int gamao_match_get_winner (GamaoMatch *self);
GamaoResultKind gamao_match_get_resignation (GamaoMatch *self);
const GamaoMatchRecord *gamao_match_get_record (GamaoMatch *self);

/* Checker play queries, meaningful while moving; points from the view
 * of the player on roll. */
gboolean gamao_match_can_move_from (GamaoMatch *self, int from);
/* Writes the points with a checker that may move now, highest first;
 * returns how many. */
guint gamao_match_get_movable_points (GamaoMatch *self, int points[26]);
guint gamao_match_get_targets (GamaoMatch *self, int from, GamaoTarget out[GAMAO_MAX_TARGETS]);
/* The dice not yet played, largest first; returns how many. */
guint gamao_match_get_dice_left (GamaoMatch *self, int dice[4]);
gboolean gamao_match_can_commit (GamaoMatch *self);
/* The steps made so far in this turn; returns how many. */
guint gamao_match_get_steps (GamaoMatch *self, GamaoStep steps[4]);
guint gamao_match_get_turn_counter (GamaoMatch *self);
/* Every legal play for the roll, from the mover's view (for the computer
 * player); NULL unless moving. */
const GamaoPlayList *gamao_match_get_legal_plays (GamaoMatch *self);

guint gamao_match_get_pip_count (GamaoMatch *self, int player);
/* gnubg's Position ID with the player on roll on roll, and Match ID. */
char *gamao_match_dup_position_id (GamaoMatch *self);
char *gamao_match_dup_match_id (GamaoMatch *self);
/* The engine's view of the match (cube, score, dice, …), for the AI. */
void gamao_match_get_match_state (GamaoMatch *self, GamaoMatchState *state);

/* The turn the other player has just played (a PLAY or a PASS of the
 * current game's record) while the one to roll has not acted since;
 * NULL otherwise. For a pass, `stuck_on_bar` (may be NULL) tells whether
 * checkers on the bar that could not enter were the reason. */
const GamaoAction *gamao_match_get_last_turn (GamaoMatch *self, gboolean *stuck_on_bar);
/* Whether anything was played yet, or the match started anywhere but at
 * its first opening roll (a later game, a position): a match under way
 * is worth keeping, a new one is kept from its first roll. */
gboolean gamao_match_is_under_way (GamaoMatch *self);
/* Makes the request a record's `action` stands for (a play step by step,
 * then committed), as its player made it. PASS and GAME_END are the
 * match's own doing: TRUE without a request. */
gboolean gamao_match_apply_action (GamaoMatch *self, const GamaoAction *action, GError **error);

/* What the match waits for now, and from whom. */
void gamao_match_get_pending (GamaoMatch *self, GamaoPending *pending);
/* Why the checker on `from` may not go to `to` now (points from the
 * mover's view): gamao_turn_refusal() on the turn being played;
 * GAMAO_STEP_TURN_DONE when nobody is moving. */
GamaoStepVerdict gamao_match_get_refusal (GamaoMatch *self, int from, int to);
/* The points a result of `kind` would score now: the cube's value times
 * the kind, except that under the Jacoby rule a gammon or backgammon
 * scores single while the cube has not been turned. */
guint gamao_match_points_of (GamaoMatch *self, GamaoResultKind kind);
/* Writes the score as it would stand if `player` won `points` now;
 * returns whether that wins the match (never in a money session). */
gboolean gamao_match_score_after (GamaoMatch *self, int player, guint points, guint score[2]);
/* Whether the player answering a double may beaver it: a double is on
 * the table in a money session played with beavers. */
gboolean gamao_match_can_beaver (GamaoMatch *self);
/* Whether the one whose turn it is may double now; if not, `why_not`
 * receives the reason in words (translated), when not NULL. */
gboolean gamao_match_can_double (GamaoMatch *self, const char **why_not);

G_END_DECLS
