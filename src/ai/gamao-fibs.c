/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-fibs.h"

#include <stdlib.h>
#include <string.h>

/* Fields of a board line, counted from "board" as field 0. */
enum
{
  F_MATCH_LENGTH = 3,
  F_MY_SCORE = 4,
  F_OPP_SCORE = 5,
  F_BOARD = 6,      /* 26 fields: a bar at each end, the points between */
  F_MY_DIE1 = 33,
  F_MY_DIE2 = 34,
  F_CUBE = 37,
  F_I_MAY_DOUBLE = 38,   /* as FIBS names them; see below */
  F_OPP_MAY_DOUBLE = 39,
  F_WAS_DOUBLED = 40,
  F_COLOUR = 41,
  F_DIRECTION = 42,
  N_FIELDS = 53,
};

/* Reads the numeric fields after the two names; false when there are too
 * few or one is not a number. */
static bool
split_fields (const char *line, int v[N_FIELDS])
{
  const char *p = line;

  if (strncmp (p, "board:", 6) != 0)
    return false;
  /* Skip "board", the two names. */
  for (int skip = 0; skip < 3; skip++)
    {
      p = strchr (p, ':');
      if (!p)
        return false;
      p++;
    }
  for (int i = 3; i < N_FIELDS; i++)
    {
      char *end;
      long n = strtol (p, &end, 10);
      if (end == p || (*end != ':' && *end != '\0' && i < N_FIELDS - 1) || n < -99999
          || n > 99999)
        return false;
      v[i] = (int) n;
      if (*end != ':')
        return i == N_FIELDS - 1;
      p = end + 1;
    }
  return true;
}

/* The receiver's checkers carry the sign opposite to its colour, and it
 * moves against the line's direction: as GNU Backgammon 1.07 writes the
 * line for its external player (seen in its output, for both colours of
 * the receiver the same rule). */
static bool
fill_board (const int v[N_FIELDS], GamaoBoard *board)
{
  int mine = v[F_COLOUR] < 0 ? 1 : -1;
  int my_bar = v[F_DIRECTION] < 0 ? 0 : 25;

  gamao_board_clear (board);
  for (int i = 1; i <= 24; i++)
    {
      int n = v[F_BOARD + i] * mine;
      int point = v[F_DIRECTION] < 0 ? 25 - i : i; /* the receiver's numbering */
      if (n > 15 || n < -15)
        return false;
      if (n > 0)
        board->checkers[GAMAO_SIDE_ON_ROLL][point - 1] = (uint8_t) n;
      else if (n < 0)
        board->checkers[GAMAO_SIDE_OPPONENT][24 - point] = (uint8_t) -n;
    }
  int bar = v[F_BOARD + my_bar] * mine, opp_bar = -v[F_BOARD + 25 - my_bar] * mine;
  if (bar < 0 || bar > 15 || opp_bar < 0 || opp_bar > 15)
    return false;
  board->checkers[GAMAO_SIDE_ON_ROLL][GAMAO_BAR] = (uint8_t) bar;
  board->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR] = (uint8_t) opp_bar;
  return gamao_board_validate_input (board) == GAMAO_BOARD_OK;
}

/* What no game can show: a cube that is no power of two (or above
 * gnubg's 4096), dice outside 0 to 6, a negative score or one that has
 * reached the match length (the line asks for a decision in a game that
 * goes on) or past what a Match ID holds, a match length below 0 or above
 * gnubg's 64 (but 9999 and more, FIBS's unlimited session). */
static bool
fields_in_range (const int v[N_FIELDS], int my_score, int opp_score)
{
  int cube = v[F_CUBE], length = v[F_MATCH_LENGTH];

  if (cube < 1 || cube > (int) GAMAO_MAX_CUBE || (cube & (cube - 1)) != 0)
    return false;
  if (v[F_MY_DIE1] < 0 || v[F_MY_DIE1] > 6 || v[F_MY_DIE2] < 0 || v[F_MY_DIE2] > 6)
    return false;
  if (length < 0 || (length > (int) GAMAO_MAX_MATCH_LENGTH && length < 9999) || my_score < 0
      || opp_score < 0 || my_score > GAMAO_MAX_SCORE || opp_score > GAMAO_MAX_SCORE)
    return false;
  return length == 0 || length >= 9999 || (my_score < length && opp_score < length);
}

bool
gamao_fibs_board_parse (const char *line, GamaoFibsBoard *fibs)
{
  int v[N_FIELDS];

  memset (fibs, 0, sizeof *fibs);
  if (!split_fields (line, v) || !fill_board (v, &fibs->board))
    return false;

  /* The line is written from gnubg's player 1's side: the may-double
   * flags are player 1's then player 0's, while the names and scores put
   * the receiver first, except in the line that asks for a take. */
  bool doubled = v[F_WAS_DOUBLED] != 0;
  int my_score = doubled ? v[F_OPP_SCORE] : v[F_MY_SCORE];
  int opp_score = doubled ? v[F_MY_SCORE] : v[F_OPP_SCORE];
  bool i_may = v[F_OPP_MAY_DOUBLE] != 0, opp_may = v[F_I_MAY_DOUBLE] != 0;

  if (!fields_in_range (v, my_score, opp_score))
    return false;

  GamaoMatchState *s = &fibs->state;
  /* FIBS writes 9999 for an unlimited session. */
  gamao_match_state_init (s, v[F_MATCH_LENGTH] > 0 && v[F_MATCH_LENGTH] < 9999
                                 ? (unsigned) v[F_MATCH_LENGTH] : 0);
  s->score[0] = my_score > 0 ? (unsigned) my_score : 0;
  s->score[1] = opp_score > 0 ? (unsigned) opp_score : 0;
  s->cube_value = v[F_CUBE] > 0 ? (unsigned) v[F_CUBE] : 1;
  if (s->cube_value > 1)
    s->cube_owner = doubled || !i_may ? 1 : 0;
  /* At a 1-cube nobody may double only in the Crawford game. */
  s->crawford = s->match_length && s->cube_value == 1 && !i_may && !opp_may;
  s->game_state = GAMAO_GAME_PLAYING;
  fibs->dice[0] = v[F_MY_DIE1];
  fibs->dice[1] = v[F_MY_DIE2];
  if (!fibs->dice[0] != !fibs->dice[1])
    return false;
  fibs->may_double = i_may;
  fibs->was_doubled = doubled;
  return true;
}
