/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-setup-position.c: the rules of a position set up by hand, and
 * its IDs. */
#include "config.h"

#include "gamao-setup-position.h"
#include "gamao-i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const uint8_t start_layout[25] = {
  [5] = 5, [7] = 3, [12] = 5, [23] = 2,
};

void
gamao_setup_position_init_empty (GamaoSetupPosition *pos)
{
  memset (pos, 0, sizeof *pos);
  pos->cube_value = 1;
  pos->cube_owner = GAMAO_CUBE_CENTERED;
  pos->jacoby = true;
  pos->on_roll = 1;
}

void
gamao_setup_position_init_start (GamaoSetupPosition *pos)
{
  gamao_setup_position_init_empty (pos);
  memcpy (pos->points[0], start_layout, sizeof start_layout);
  memcpy (pos->points[1], start_layout, sizeof start_layout);
}

static unsigned
on_board (const GamaoSetupPosition *pos, int player)
{
  unsigned n = 0;

  for (int i = 0; i < 25; i++)
    n += pos->points[player][i];
  return n;
}

int
gamao_setup_position_tray (const GamaoSetupPosition *pos, int player)
{
  return GAMAO_CHECKERS - (int) on_board (pos, player) - (int) pos->borne_off[player];
}

/* ---- the problems ---- */

typedef struct
{
  GamaoSetupProblem *out;
  unsigned max, n;
} Problems;

__attribute__ ((format (printf, 6, 7))) static void
add (Problems *p, GamaoSetupProblemKind kind, unsigned fields, int player, int point,
     const char *format, ...)
{
  if (p->n < p->max)
    {
      GamaoSetupProblem *pr = &p->out[p->n];
      va_list args;

      pr->kind = kind;
      pr->fields = fields;
      pr->player = player;
      pr->point = point;
      va_start (args, format);
      vsnprintf (pr->message, sizeof pr->message, format, args);
      va_end (args);
    }
  p->n++;
}

/* "Light" or "Dark", the colour that begins a problem about one player. */
static const char *
colour (int player)
{
  return player == 0 ? GAMAO_TR ("Light") : GAMAO_TR ("Dark");
}

static void
check_counts (const GamaoSetupPosition *pos, int player, Problems *p)
{
  unsigned placed = on_board (pos, player), off = pos->borne_off[player];
  int tray = gamao_setup_position_tray (pos, player);

  if (off > GAMAO_CHECKERS)
    add (p, GAMAO_SETUP_BORNE_OFF_OVER, GAMAO_SETUP_FIELD_BORNE_OFF, player, 0,
         /* Translators: %s is "Light" or "Dark". */
         dngettext (GETTEXT_PACKAGE, "%s: %u checker borne off, but a side has only 15.",
                    "%s: %u checkers borne off, but a side has only 15.", off),
         colour (player), off);
  else if (tray < 0)
    add (p, GAMAO_SETUP_TOO_MANY_CHECKERS,
         GAMAO_SETUP_FIELD_POINTS | GAMAO_SETUP_FIELD_BAR | GAMAO_SETUP_FIELD_BORNE_OFF, player, 0,
         /* Translators: %s is "Light" or "Dark". */
         dngettext (GETTEXT_PACKAGE,
                    "%s: %u checker on the board and borne off, but a side has exactly 15.",
                    "%s: %u checkers on the board and borne off, but a side has exactly 15.",
                    placed + off),
         colour (player), placed + off);
  else if (tray > 0)
    add (p, GAMAO_SETUP_CHECKERS_IN_TRAY, GAMAO_SETUP_FIELD_TRAY, player, 0,
         /* Translators: %s is "Light" or "Dark". */
         dngettext (GETTEXT_PACKAGE,
                    "%s: %d checker is still in the tray; place it or bear it off.",
                    "%s: %d checkers are still in the tray; place them or bear them off.",
                    (unsigned long) tray),
         colour (player), tray);
  if (placed == 0 && off == GAMAO_CHECKERS)
    add (p, GAMAO_SETUP_GAME_OVER, GAMAO_SETUP_FIELD_BORNE_OFF, player, 0,
         /* Translators: %s is "Light" or "Dark". */
         GAMAO_TR ("%s has borne off every checker: the game is over, and a finished game is "
                   "not a position to study."),
         colour (player));
}

static bool
closed (const GamaoSetupPosition *pos, int player)
{
  for (int i = 0; i < 6; i++)
    if (pos->points[player][i] < 2)
      return false;
  return true;
}

static void
check_board (const GamaoSetupPosition *pos, Problems *p)
{
  int me = pos->on_roll == 0 ? 0 : 1;

  for (int i = 0; i < GAMAO_POINTS; i++)
    if (pos->points[0][i] && pos->points[1][23 - i])
      {
        /* The point as the player on roll counts it. */
        int point = me == 0 ? i + 1 : 24 - i;
        add (p, GAMAO_SETUP_POINT_SHARED, GAMAO_SETUP_FIELD_POINTS, me, point,
             /* Translators: not a count: %d is a point's number. */
             GAMAO_TR ("Point %d holds checkers of both colours (counted from the side on "
                       "roll); a point holds one colour."),
             point);
      }
  if (pos->points[0][GAMAO_BAR] && pos->points[1][GAMAO_BAR] && closed (pos, 0) && closed (pos, 1))
    add (p, GAMAO_SETUP_BOTH_CLOSED_OUT, GAMAO_SETUP_FIELD_BAR | GAMAO_SETUP_FIELD_POINTS, -1, 0,
         "%s", GAMAO_TR ("Both sides are on the bar against closed boards: neither could ever "
                         "move."));
}

static bool
power_of_two (unsigned v)
{
  return v >= 1 && v <= GAMAO_MAX_CUBE && (v & (v - 1)) == 0;
}

static void
check_dice_and_cube (const GamaoSetupPosition *pos, Problems *p)
{
  bool rolled = pos->dice[0] >= 1 && pos->dice[0] <= 6 && pos->dice[1] >= 1 && pos->dice[1] <= 6;

  if (!rolled && (pos->dice[0] || pos->dice[1]))
    add (p, GAMAO_SETUP_BAD_DICE, GAMAO_SETUP_FIELD_DICE, pos->on_roll, 0, "%s",
         GAMAO_TR ("Both dice show 1 to 6, or neither is rolled yet."));
  if (!power_of_two (pos->cube_value))
    add (p, GAMAO_SETUP_BAD_CUBE, GAMAO_SETUP_FIELD_CUBE, -1, 0, "%s",
         GAMAO_TR ("The cube shows 1, 2, 4, 8 and so on, up to 4096."));
  else if (pos->cube_value == 1 && pos->cube_owner != GAMAO_CUBE_CENTERED)
    add (p, GAMAO_SETUP_BAD_CUBE, GAMAO_SETUP_FIELD_CUBE, pos->cube_owner, 0, "%s",
         GAMAO_TR ("A cube at 1 has not been turned: it stays in the middle."));
  else if (pos->cube_value > 1 && pos->cube_owner == GAMAO_CUBE_CENTERED)
    add (p, GAMAO_SETUP_BAD_CUBE, GAMAO_SETUP_FIELD_CUBE, -1, 0, "%s",
         GAMAO_TR ("A turned cube belongs to the player who took it: give it an owner."));
}

/* One player, and only one, one point from winning, in the Crawford game. */
static bool
crawford_possible (const GamaoSetupPosition *pos)
{
  unsigned last = pos->match_length - 1;

  return pos->match_length > 1 && ((pos->score[0] == last) != (pos->score[1] == last));
}

static void
check_match (const GamaoSetupPosition *pos, Problems *p)
{
  if (pos->match_length > GAMAO_MAX_MATCH_LENGTH)
    {
      add (p, GAMAO_SETUP_BAD_LENGTH, GAMAO_SETUP_FIELD_LENGTH, -1, 0,
           dngettext (GETTEXT_PACKAGE, "A match is at most %u point long.",
                      "A match is at most %u points long.", GAMAO_MAX_MATCH_LENGTH),
           GAMAO_MAX_MATCH_LENGTH);
      return;
    }
  if (pos->match_length == 0)
    {
      if (pos->crawford)
        add (p, GAMAO_SETUP_CRAWFORD_IMPOSSIBLE, GAMAO_SETUP_FIELD_CRAWFORD, -1, 0, "%s",
             GAMAO_TR ("Money play has no Crawford game."));
      return;
    }
  for (int player = 0; player < 2; player++)
    if (pos->score[player] >= pos->match_length)
      add (p, GAMAO_SETUP_SCORE_BEYOND_LENGTH, GAMAO_SETUP_FIELD_SCORE | GAMAO_SETUP_FIELD_LENGTH,
           player, 0,
           /* Translators: %s is "Light" or "Dark"; then its score and the match length. */
           dngettext (GETTEXT_PACKAGE, "%s: %u point, and the match is to %u: it is already over.",
                      "%s: %u points, and the match is to %u: it is already over.",
                      pos->score[player]),
           colour (player), pos->score[player], pos->match_length);
  if (pos->crawford && !crawford_possible (pos))
    add (p, GAMAO_SETUP_CRAWFORD_IMPOSSIBLE, GAMAO_SETUP_FIELD_CRAWFORD | GAMAO_SETUP_FIELD_SCORE,
         -1, 0,
         /* Translators: not a count: the score (light's, dark's) and the match length. */
         GAMAO_TR ("The Crawford game is played when one player, and only one, is a point "
                   "from winning; at %u–%u, with the match to %u, it cannot be."),
         pos->score[0], pos->score[1], pos->match_length);
  else if (pos->crawford && pos->cube_value > 1)
    add (p, GAMAO_SETUP_CUBE_IN_CRAWFORD, GAMAO_SETUP_FIELD_CUBE | GAMAO_SETUP_FIELD_CRAWFORD, -1,
         0, "%s", GAMAO_TR ("Nobody may double in the Crawford game: the cube stays at 1."));
}

unsigned
gamao_setup_position_check (const GamaoSetupPosition *pos, GamaoSetupProblem *problems,
                            unsigned max)
{
  Problems p = { problems, problems ? max : 0, 0 };

  check_counts (pos, 0, &p);
  check_counts (pos, 1, &p);
  check_board (pos, &p);
  check_dice_and_cube (pos, &p);
  check_match (pos, &p);
  return p.n;
}

bool
gamao_setup_position_valid (const GamaoSetupPosition *pos)
{
  return gamao_setup_position_check (pos, NULL, 0) == 0;
}

/* ---- IDs ---- */

void
gamao_setup_position_to_board (const GamaoSetupPosition *pos, GamaoBoard *board)
{
  int me = pos->on_roll == 0 ? 0 : 1;

  memcpy (board->checkers[GAMAO_SIDE_ON_ROLL], pos->points[me], 25);
  memcpy (board->checkers[GAMAO_SIDE_OPPONENT], pos->points[1 - me], 25);
}

void
gamao_setup_position_to_state (const GamaoSetupPosition *pos, GamaoMatchState *state)
{
  gamao_match_state_init (state, pos->match_length);
  state->cube_value = pos->cube_value;
  state->cube_owner = pos->cube_owner;
  state->on_roll = pos->on_roll;
  state->turn = pos->on_roll;
  state->game_state = GAMAO_GAME_PLAYING;
  state->dice[0] = pos->dice[0];
  state->dice[1] = pos->dice[1];
  if (pos->match_length)
    {
      state->score[0] = pos->score[0];
      state->score[1] = pos->score[1];
      state->crawford = pos->crawford;
    }
  state->jacoby = pos->match_length == 0 && pos->jacoby;
}

void
gamao_setup_position_from (GamaoSetupPosition *pos, const GamaoBoard *board,
                           const GamaoMatchState *state)
{
  int me = state->on_roll == 0 ? 0 : 1;

  gamao_setup_position_init_empty (pos);
  memcpy (pos->points[me], board->checkers[GAMAO_SIDE_ON_ROLL], 25);
  memcpy (pos->points[1 - me], board->checkers[GAMAO_SIDE_OPPONENT], 25);
  for (int player = 0; player < 2; player++)
    {
      unsigned n = on_board (pos, player);
      pos->borne_off[player] = (uint8_t) (n < GAMAO_CHECKERS ? GAMAO_CHECKERS - n : 0);
    }
  pos->dice[0] = state->dice[0];
  pos->dice[1] = state->dice[1];
  pos->cube_value = state->cube_value;
  pos->cube_owner = state->cube_owner;
  pos->match_length = state->match_length;
  pos->score[0] = state->score[0];
  pos->score[1] = state->score[1];
  pos->crawford = state->crawford;
  pos->jacoby = state->match_length == 0 && state->jacoby;
  pos->on_roll = me;
}

void
gamao_setup_position_ids (const GamaoSetupPosition *pos,
                          char position_id[GAMAO_POSITION_ID_LEN + 1],
                          char match_id[GAMAO_MATCH_ID_LEN + 1])
{
  GamaoBoard board;
  GamaoMatchState state;

  gamao_setup_position_to_board (pos, &board);
  gamao_setup_position_to_state (pos, &state);
  gamao_position_id_encode (&board, position_id);
  gamao_match_id_encode (&state, match_id);
}

void
gamao_setup_position_xgid (const GamaoSetupPosition *pos, char out[GAMAO_XGID_MAX])
{
  GamaoBoard board;
  GamaoMatchState state;

  gamao_setup_position_to_board (pos, &board);
  gamao_setup_position_to_state (pos, &state);
  gamao_xgid_encode (&board, &state, out);
}

bool
gamao_setup_position_read (GamaoSetupPosition *pos, const char *position_id, const char *match_id,
                           char *why, size_t why_size)
{
  GamaoBoard board;
  GamaoMatchState state;
  GamaoBoardValidity validity = GAMAO_BOARD_OK;
  GamaoIdError error;

  if (gamao_xgid_detect (position_id))
    {
      if (match_id)
        {
          snprintf (why, why_size, "%s", GAMAO_TR ("An XGID holds the match: give no Match ID"));
          return false;
        }
      if (!gamao_xgid_decode (position_id, &board, &state, why, why_size))
        return false;
      gamao_setup_position_from (pos, &board, &state);
      return true;
    }
  gamao_match_state_init (&state, 0);
  state.on_roll = 1;
  error = gamao_position_id_decode (position_id, &board, &validity);
  if (error != GAMAO_ID_OK)
    {
      snprintf (why, why_size, "%s",
                error == GAMAO_ID_INVALID_POSITION ? gamao_board_validity_message (validity)
                                                   : gamao_id_error_message (error));
      return false;
    }
  error = match_id ? gamao_match_id_decode (match_id, &state) : GAMAO_ID_OK;
  if (error != GAMAO_ID_OK)
    {
      /* Translators: %s says what is wrong with the Match ID. */
      snprintf (why, why_size, GAMAO_TR ("the Match ID: %s"), gamao_id_error_message (error));
      return false;
    }
  gamao_setup_position_from (pos, &board, &state);
  return true;
}
