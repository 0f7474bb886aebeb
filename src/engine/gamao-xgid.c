/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-xgid.h"
#include "gamao-i18n.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define X_PLAYER 1
#define O_PLAYER 0

/* ---- writing ---- */

static char
count_letter (unsigned n, char base)
{
  return n == 0 ? '-' : (char) (base + (int) n - 1);
}

/* The 26 characters: X's checkers by X's point numbers, O's on the same
 * physical points, O's bar first and X's last. */
static void
encode_position (const GamaoBoard *board, int on_roll, char out[27])
{
  const uint8_t *x = board->checkers[on_roll == X_PLAYER ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT];
  const uint8_t *o = board->checkers[on_roll == O_PLAYER ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT];

  out[0] = count_letter (o[GAMAO_BAR], 'a');
  for (int point = 1; point <= 24; point++)
    {
      unsigned xs = x[point - 1], os = o[24 - point];
      out[point] = xs ? count_letter (xs, 'A') : count_letter (os, 'a');
    }
  out[25] = count_letter (x[GAMAO_BAR], 'A');
  out[26] = '\0';
}

static int
side_sign (int player)
{
  return player == X_PLAYER ? 1 : -1;
}

static unsigned
log2_of (unsigned value)
{
  unsigned n = 0;

  while (value > 1)
    value >>= 1, n++;
  return n;
}

void
gamao_xgid_encode (const GamaoBoard *board, const GamaoMatchState *state,
                   char out[GAMAO_XGID_MAX])
{
  char position[27], dice[3] = "00";
  bool money = state->match_length == 0;
  int flags;

  encode_position (board, state->on_roll, position);
  if (state->double_offered)
    snprintf (dice, sizeof dice, "D");
  else if (state->dice[0] >= 1 && state->dice[0] <= 6 && state->dice[1] >= 1 && state->dice[1] <= 6)
    {
      /* The higher die first, as eXtreme Gammon writes it. */
      int high = state->dice[0] > state->dice[1] ? state->dice[0] : state->dice[1];
      int low = state->dice[0] + state->dice[1] - high;
      dice[0] = (char) ('0' + high);
      dice[1] = (char) ('0' + low);
    }
  flags = money ? (state->jacoby ? 1 : 0) : (state->crawford ? 1 : 0);
  snprintf (out, GAMAO_XGID_MAX, "XGID=%s:%u:%d:%d:%s:%u:%u:%d:%u:10", position,
            log2_of (state->cube_value),
            state->cube_owner == GAMAO_CUBE_CENTERED ? 0 : side_sign (state->cube_owner),
            side_sign (state->on_roll), dice, money ? 0 : state->score[X_PLAYER],
            money ? 0 : state->score[O_PLAYER], flags, state->match_length);
}

/* ---- reading ---- */

__attribute__ ((format (printf, 3, 4))) static bool
fail (char *why, size_t size, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vsnprintf (why, size, format, args);
  va_end (args);
  return false;
}

/* An integer as XG writes it: an optional minus sign and digits. */
static bool
read_int (const char *text, long min, long max, long *value)
{
  const char *p = text + (*text == '-');
  char *end;

  if (!*p || strspn (p, "0123456789") != strlen (p) || strlen (p) > 9)
    return false;
  *value = strtol (text, &end, 10);
  return *value >= min && *value <= max;
}

static bool
decode_position (const char *text, GamaoBoard *board, int on_roll, char *why, size_t size)
{
  uint8_t x[25] = { 0 }, o[25] = { 0 };
  unsigned x_total = 0, o_total = 0;

  if (strlen (text) != 26)
    return fail (why, size, GAMAO_TR ("the position must have 26 characters"));
  for (int i = 0; i < 26; i++)
    {
      char c = text[i];
      unsigned n = c >= 'A' && c <= 'P' ? (unsigned) (c - 'A' + 1)
                   : c >= 'a' && c <= 'p' ? (unsigned) (c - 'a' + 1)
                                          : 0;
      bool is_x = c >= 'A' && c <= 'P';
      if (c != '-' && n == 0)
        /* Translators: a character of the ID and its place in it: not a count. */
        return fail (why, size, GAMAO_TR ("“%c” (character %d) is not a number of checkers"), c,
                     i + 1);
      if (n == 0)
        continue;
      if ((i == 0 && is_x) || (i == 25 && !is_x))
        return fail (why, size, GAMAO_TR ("a player’s checkers on the other player’s bar"));
      if (is_x)
        x[i == 25 ? GAMAO_BAR : i - 1] = (uint8_t) n, x_total += n;
      else
        o[i == 0 ? GAMAO_BAR : 24 - i] = (uint8_t) n, o_total += n;
    }
  if (x_total > GAMAO_CHECKERS || o_total > GAMAO_CHECKERS)
    return fail (why, size, "%s", gamao_board_validity_message (GAMAO_BOARD_TOO_MANY_CHECKERS));
  memcpy (board->checkers[on_roll == X_PLAYER ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT], x,
          sizeof x);
  memcpy (board->checkers[on_roll == O_PLAYER ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT], o,
          sizeof o);
  GamaoBoardValidity validity = gamao_board_validate (board);
  if (validity != GAMAO_BOARD_OK)
    return fail (why, size, "%s", gamao_board_validity_message (validity));
  return true;
}

static bool
decode_dice (const char *text, GamaoMatchState *state, char *why, size_t size)
{
  if (strcmp (text, "00") == 0)
    return true;
  if (strcmp (text, "D") == 0)
    {
      state->double_offered = true;
      state->turn = 1 - state->on_roll;
      return true;
    }
  if (strcmp (text, "B") == 0 || strcmp (text, "R") == 0)
    return fail (why, size, GAMAO_TR ("beavered and raccooned cubes (“%s”) are not read"), text);
  if (strlen (text) != 2 || text[0] < '1' || text[0] > '6' || text[1] < '1' || text[1] > '6')
    return fail (why, size, GAMAO_TR ("“%s” is not a roll: the dice are two digits 1 to 6, 00 "
                                      "or D"),
                 text);
  state->dice[0] = text[0] - '0';
  state->dice[1] = text[1] - '0';
  return true;
}

/* The numbers after the position and the dice: cube, owner, turn,
 * scores, flags, length, and the cube limit. */
static bool
decode_numbers (char **fields, size_t n_fields, long numbers[9], char *why, size_t size)
{
  /* Field index, lowest and highest value. */
  static const struct
  {
    int field;
    long min, max;
  } ranges[] = {
    { 1, 0, 15 }, { 2, -1, 1 }, { 3, -1, 1 }, { 5, 0, GAMAO_MAX_SCORE },
    { 6, 0, GAMAO_MAX_SCORE }, { 7, 0, 3 }, { 8, 0, GAMAO_MAX_SCORE }, { 9, 0, 15 },
  };

  for (size_t i = 0; i < sizeof ranges / sizeof ranges[0]; i++)
    {
      int f = ranges[i].field;
      if ((size_t) f >= n_fields)
        continue;
      if (!read_int (fields[f], ranges[i].min, ranges[i].max, &numbers[f - 1]))
        /* Translators: the text of a field and its place in the ID: not a count. */
        return fail (why, size, GAMAO_TR ("“%s” (field %d) is not a number the XGID allows there"),
                     fields[f], f + 1);
    }
  if (numbers[2] == 0)
    return fail (why, size, GAMAO_TR ("nobody is on roll (the turn must be 1 or -1)"));
  return true;
}

static bool
check_match (const GamaoMatchState *state, long flags, char *why, size_t size)
{
  unsigned length = state->match_length;

  if (length == 0)
    return true;
  if (flags > 1)
    return fail (why, size, GAMAO_TR ("in a match the rules field is 1 for the Crawford game, "
                                      "else 0"));
  if (state->score[0] >= length || state->score[1] >= length)
    return fail (why, size, GAMAO_TR ("a score has already reached the match length"));
  if (state->crawford && state->score[0] != length - 1 && state->score[1] != length - 1)
    return fail (why, size, GAMAO_TR ("the Crawford game needs a player one point from the match"));
  if (state->crawford && (state->cube_value > 1 || state->double_offered))
    return fail (why, size, GAMAO_TR ("no doubling in the Crawford game"));
  return true;
}

bool
gamao_xgid_decode (const char *text, GamaoBoard *board, GamaoMatchState *state, char *why,
                   size_t why_size)
{
  char copy[GAMAO_XGID_MAX * 2], *fields[11];
  size_t n = 0;
  long numbers[9] = { 0 };
  GamaoBoard new_board;
  GamaoMatchState new_state;

  while (isspace ((unsigned char) *text))
    text++;
  if (strncasecmp (text, "XGID=", 5) == 0)
    text += 5;
  if (strlen (text) >= sizeof copy)
    return fail (why, why_size, GAMAO_TR ("this is too long for an XGID"));
  snprintf (copy, sizeof copy, "%s", text);
  for (char *end = copy + strlen (copy); end > copy && isspace ((unsigned char) end[-1]);)
    *--end = '\0';
  for (char *save = NULL, *field = strtok_r (copy, ":", &save); field && n < 11;
       field = strtok_r (NULL, ":", &save))
    fields[n++] = field;
  if (n != 9 && n != 10)
    return fail (why, why_size, GAMAO_TR ("an XGID has 10 fields separated by “:”"));
  if (!decode_numbers (fields, n, numbers, why, why_size))
    return false;

  memset (&new_board, 0, sizeof new_board);
  gamao_match_state_init (&new_state, (unsigned) numbers[7]);
  new_state.game_state = GAMAO_GAME_PLAYING;
  new_state.on_roll = numbers[2] == 1 ? X_PLAYER : O_PLAYER;
  new_state.turn = new_state.on_roll;
  new_state.cube_value = 1u << numbers[0];
  /* A cube at 1 is in the middle, whatever the owner field says. */
  new_state.cube_owner = numbers[1] == 0 || new_state.cube_value == 1 ? GAMAO_CUBE_CENTERED
                         : numbers[1] == 1                             ? X_PLAYER
                                                                       : O_PLAYER;
  if (new_state.match_length > 0)
    {
      new_state.score[X_PLAYER] = (unsigned) numbers[4];
      new_state.score[O_PLAYER] = (unsigned) numbers[5];
      new_state.crawford = numbers[6] == 1;
      new_state.jacoby = false;
    }
  else
    new_state.jacoby = numbers[6] & 1;
  if (!decode_dice (fields[4], &new_state, why, why_size)
      || !check_match (&new_state, numbers[6], why, why_size)
      || !decode_position (fields[0], &new_board, new_state.on_roll, why, why_size))
    return false;
  *board = new_board;
  *state = new_state;
  return true;
}

bool
gamao_xgid_detect (const char *text)
{
  while (isspace ((unsigned char) *text))
    text++;
  if (strncasecmp (text, "XGID=", 5) == 0)
    return true;
  /* Without the prefix: 26 position characters, then a colon. */
  return strlen (text) > 26 && text[26] == ':' && strspn (text, "-ABCDEFGHIJKLMNOPabcdefghijklmnop") == 26;
}
