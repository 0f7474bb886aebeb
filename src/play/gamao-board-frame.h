/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-board-frame.h: everything the board shows at one moment (the
 * position, the dice, the cube, the last turn's marks, whose point
 * numbers are drawn and the words under it), built here for the live
 * match, the replay and the rules' diagrams so that each rule about what
 * the board shows is decided once. */
#pragma once

#include <glib-object.h>

#include "gamao-board.h"
#include "gamao-match.h"
#include "gamao-play-list.h"
#include "gamao-rules-diagram.h"
#include "gamao-setup-position.h"

G_BEGIN_DECLS

typedef struct
{
  GamaoBoard board;         /* seen from the side of `on_roll` (engine convention) */
  int on_roll;              /* 0 or 1; player 0 sits at the bottom */
  int dice[2];              /* on roll's dice; {0, 0} before the roll or after a turn */
  int left[4];              /* the dice still to play */
  guint n_left;
  gboolean opening;         /* the opening roll: a die of each player's colour */
  guint cube_value;
  int cube_owner;           /* 0, 1, or -1 centred */
  gboolean cube_shown;      /* not in the Crawford game */
  int last_player;          /* whose last turn is marked, or -1 */
  int last_dice[2];         /* its dice, kept on its side */
  GamaoStep last_steps[4];  /* its steps, in last_player's numbers; none for a pass */
  guint n_last_steps;
  int numbers_for;          /* whose point numbers are drawn, 0 or 1 */
  char *caption;            /* words for under the board, or NULL */
} GamaoBoardFrame;

#define GAMAO_TYPE_BOARD_FRAME (gamao_board_frame_get_type ())
GType gamao_board_frame_get_type (void) G_GNUC_CONST;

/* The starting position, no dice, the cube centred at 1, numbered for
 * player 0. */
void gamao_board_frame_init (GamaoBoardFrame *frame);
/* Frees the caption; the frame may be filled again. */
void gamao_board_frame_clear (GamaoBoardFrame *frame);
GamaoBoardFrame *gamao_board_frame_copy (const GamaoBoardFrame *frame);
void gamao_board_frame_free (GamaoBoardFrame *frame);
gboolean gamao_board_frame_equal (const GamaoBoardFrame *a, const GamaoBoardFrame *b);

/* The cube stands on the board unless this is the Crawford game, when
 * nobody may double. */
void gamao_board_frame_set_cube (GamaoBoardFrame *frame, guint value, int owner,
                                 gboolean crawford);
void gamao_board_frame_set_last_turn (GamaoBoardFrame *frame, int player, const int dice[2],
                                      const GamaoStep *steps, guint n_steps);

/* A roll still to play ({0, 0}: none): drawn, not faded, as the board
 * draws dice not played yet. */
void gamao_board_frame_set_roll (GamaoBoardFrame *frame, const int dice[2]);

/* A position set up by hand (the position editor's, a diagram's): its
 * dice and cube, numbered for the player on roll (`frame` initialised). */
void gamao_board_frame_from_setup (GamaoBoardFrame *frame, const GamaoSetupPosition *setup);

/* The one rule for the board's numbers: the person at the desk (`desk`,
 * 0 or 1) sees their own; with none (-1: two people, the computer
 * against itself, an imported match) the numbers are those of the side
 * whose move is shown (`shown`), and the caption says so on a line
 * after `text` (which may be NULL). `names` name the two players. The
 * caption is replaced. */
void gamao_board_frame_number (GamaoBoardFrame *frame, int desk, int shown,
                               const char *const names[2], const char *text);

/* Who sits at the desk of a live match, for gamao_board_frame_from_match():
 * the one person playing the computer; two people keep player 0's
 * numbers unless `follow_turn` (the "numbers-follow-turn" setting) turns
 * them to whoever must act (-1), as the computer against itself does. */
int gamao_board_frame_live_desk (gboolean person0, gboolean person1, gboolean follow_turn);
/* The live match as the board shows it now (`frame` initialised).
 * `desk` is the person at the desk, or -1: then the numbers are those of
 * the player who must act. What the person may do (roll, move) is not in
 * a frame: gamao_board_view_set_roll_state() and _set_moves(). */
void gamao_board_frame_from_match (GamaoBoardFrame *frame, GamaoMatch *match, int desk);
/* A rules diagram: its player on roll at the bottom as player 0, and the
 * numbers theirs (the book says "in every diagram you are the player on
 * roll, and the numbers are yours"). FALSE when its position is not
 * valid; the frame is then untouched. */
gboolean gamao_board_frame_from_diagram (GamaoBoardFrame *frame,
                                         const GamaoRulesDiagram *diagram);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GamaoBoardFrame, gamao_board_frame_free)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GamaoBoardFrame, gamao_board_frame_clear)

G_END_DECLS
