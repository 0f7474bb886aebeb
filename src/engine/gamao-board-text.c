/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-board-text.h"
#include "gamao-i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define ROWS 5

typedef struct
{
  char *out;
  size_t size;
  size_t len;
} Text;

static void __attribute__ ((format (printf, 2, 3)))
emit (Text *t, const char *format, ...)
{
  va_list args;
  int n;

  if (t->len >= t->size)
    return;
  va_start (args, format);
  n = vsnprintf (t->out + t->len, t->size - t->len, format, args);
  va_end (args);
  if (n > 0)
    t->len = t->len + (size_t) n < t->size ? t->len + (size_t) n : t->size - 1;
}

/* The mark in row `row` (0 nearest the edge) of a stack of `count`
 * checkers: the checker itself, or the count when the stack is taller
 * than the rows. */
static void
cell (Text *t, int count, char mark, int row)
{
  if (count > ROWS && row == ROWS - 1)
    emit (t, "%2d ", count);
  else if (count > row)
    emit (t, " %c ", mark);
  else
    emit (t, row == 0 ? " . " : "   ");
}

/* One physical point from the mover's numbering: who stands there. */
static void
point_content (const GamaoBoard *board, int point, int *count, char *mark)
{
  int mine = board->checkers[GAMAO_SIDE_ON_ROLL][point - 1];
  int theirs = board->checkers[GAMAO_SIDE_OPPONENT][24 - point];

  *count = mine ? mine : theirs;
  *mark = mine ? 'X' : 'O';
}

static void
half (Text *t, const GamaoBoard *board, bool top)
{
  for (int r = 0; r < ROWS; r++)
    {
      int row = top ? r : ROWS - 1 - r;
      emit (t, "|");
      for (int i = 0; i < 12; i++)
        {
          int point = top ? 13 + i : 12 - i;
          int count;
          char mark;
          point_content (board, point, &count, &mark);
          cell (t, count, mark, row);
          if (i == 5)
            {
              int bar = board->checkers[top ? GAMAO_SIDE_OPPONENT : GAMAO_SIDE_ON_ROLL][GAMAO_BAR];
              emit (t, "|");
              cell (t, bar, top ? 'O' : 'X', row);
              emit (t, "|");
            }
        }
      emit (t, "|\n");
    }
}

/* A player as the text names them: "Ana (light checkers)", or the
 * colour alone without a name. */
static void
emit_player (Text *t, const char *const names[2], int player)
{
  const char *colour = player == 0 ? GAMAO_TR ("light checkers") : GAMAO_TR ("dark checkers");

  if (names && names[player] && names[player][0])
    emit (t, "%s (%s)", names[player], colour);
  else
    emit (t, "%s", colour);
}

size_t
gamao_board_text (const GamaoBoard *board, const GamaoMatchState *state, char *out, size_t size)
{
  return gamao_board_text_named (board, state, NULL, out, size);
}

size_t
gamao_board_text_named (const GamaoBoard *board, const GamaoMatchState *state,
                        const char *const names[2], char *out, size_t size)
{
  Text t = { out, size, 0 };

  if (size)
    out[0] = '\0';
  emit (&t, " 13 14 15 16 17 18  BAR 19 20 21 22 23 24   O: %s %u, %s %u\n",
        GAMAO_TR ("pips"), gamao_board_pip_count (board, GAMAO_SIDE_OPPONENT),
        GAMAO_TR ("off"), gamao_board_borne_off (board, GAMAO_SIDE_OPPONENT));
  emit (&t, "+------------------+---+------------------+\n");
  half (&t, board, true);
  emit (&t, "|                  |   |                  |\n");
  half (&t, board, false);
  emit (&t, "+------------------+---+------------------+\n");
  emit (&t, " 12 11 10  9  8  7  BAR  6  5  4  3  2  1   X: %s %u, %s %u\n",
        GAMAO_TR ("pips"), gamao_board_pip_count (board, GAMAO_SIDE_ON_ROLL),
        GAMAO_TR ("off"), gamao_board_borne_off (board, GAMAO_SIDE_ON_ROLL));

  if (state)
    {
      if (state->match_length)
        emit (&t, "%s: %u, %s %u-%u%s\n", GAMAO_TR ("Match to"), state->match_length,
              GAMAO_TR ("score"), state->score[0], state->score[1],
              state->crawford ? GAMAO_TR (" (Crawford game)") : "");
      else
        emit (&t, "%s, %s %u-%u\n", GAMAO_TR ("Money session"), GAMAO_TR ("score"),
              state->score[0], state->score[1]);
      if (state->cube_owner == GAMAO_CUBE_CENTERED)
        emit (&t, "%s: %u, %s\n", GAMAO_TR ("Cube"), state->cube_value, GAMAO_TR ("centered"));
      else
        {
          /* X is always the side on roll in the diagram. */
          emit (&t, "%s: %u, %s %c, ", GAMAO_TR ("Cube"), state->cube_value,
                GAMAO_TR ("owned by"), state->cube_owner == state->on_roll ? 'X' : 'O');
          emit_player (&t, names, state->cube_owner);
          emit (&t, "\n");
        }
      emit (&t, "%s: X, ", GAMAO_TR ("On roll"));
      emit_player (&t, names, state->on_roll);
      emit (&t, "\n");
      if (state->dice[0])
        {
          /* The higher die first, as players and gnubg write a roll. */
          int high = state->dice[0] > state->dice[1] ? state->dice[0] : state->dice[1];
          int low = state->dice[0] + state->dice[1] - high;

          emit (&t, "%s: %d-%d\n", GAMAO_TR ("Dice"), high, low);
        }
    }
  return t.len;
}
