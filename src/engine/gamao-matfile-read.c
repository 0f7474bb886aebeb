/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The .mat reader: replays the file through the rules as it goes, so a
 * file that loads is a match that could have been played. */
#include "config.h"

#include "gamao-matfile.h"
#include "gamao-i18n.h"
#include "gamao-match-state.h"
#include "gamao-notation.h"
#include "gamao-text.h"
#include "gamao-turn.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct
{
  GamaoMatfileError *error;
  unsigned line_no;
  GamaoMatchRecord *record;
  GamaoPlayList *list;
  bool have_length;
  bool expect_score;
  int crawford_header; /* -1 not said, 0 off, 1 on */
  bool jacoby;
  int beaver_header;   /* -1 not said, 0 off, 1 on */
  unsigned cube_limit; /* 0: none said */
  unsigned right_column;
  /* The game being read. */
  GamaoGameRecord *game;
  GamaoBoard board;    /* player 0 as side 1 */
  unsigned cube;
  int owner;
  int on_roll;         /* -1 before the opening roll */
  bool double_pending;
  int doubler;
  bool over;
  unsigned score[2];   /* the running score */
  bool crawford_played;
  /* A roll written with no play although it had one: acceptable only as
   * the roller's resignation, which the next entry must confirm. */
  unsigned unplayed_line;
  int unplayed_dice[2];
  int unplayed_player;
  /* The first such roll read as a resignation, for the end-of-file check. */
  unsigned resigned_roll_line;
  int resigned_roll_dice[2];
} Reader;

__attribute__ ((format (printf, 2, 3))) static bool
fail (Reader *r, const char *format, ...)
{
  va_list args;

  r->error->line = r->line_no;
  va_start (args, format);
  vsnprintf (r->error->message, sizeof r->error->message, format, args);
  va_end (args);
  return false;
}

__attribute__ ((format (printf, 3, 4))) static bool
fail_at (Reader *r, unsigned line, const char *format, ...)
{
  va_list args;

  r->error->line = line;
  va_start (args, format);
  vsnprintf (r->error->message, sizeof r->error->message, format, args);
  va_end (args);
  return false;
}

static void
board_for (const Reader *r, int player, GamaoBoard *out)
{
  *out = r->board;
  if (player == 1)
    gamao_board_swap_sides (out);
}

static void
append (Reader *r, GamaoActionKind kind, int player)
{
  GamaoAction action;

  memset (&action, 0, sizeof action);
  action.kind = kind;
  action.player = player;
  gamao_game_record_append (r->game, &action);
}

static GamaoAction *
last_action (Reader *r)
{
  return &r->game->actions[r->game->n_actions - 1];
}

static void
end_game (Reader *r, int winner, unsigned points, GamaoResultKind kind)
{
  append (r, GAMAO_ACTION_GAME_END, winner);
  last_action (r)->value = points;
  last_action (r)->result = kind;
  r->over = true;
  r->score[winner] += points;
}

/* ---- checker plays ---- */

static bool
read_point (const char *text, int *point)
{
  char *end;

  if (strcasecmp (text, "bar") == 0)
    *point = GAMAO_POINT_BAR;
  else if (strcasecmp (text, "off") == 0)
    *point = GAMAO_POINT_OFF;
  else
    {
      long value = strtol (text, &end, 10);
      if (end == text || *end || value < 0 || value > 25)
        return false;
      *point = (int) value;
    }
  return true;
}

/* The file's own order of steps when it writes one step per die ("13/8
 * 24/22"), so that a match read back is the match written; false when
 * the text uses shorthand the caller resolves through the play list. */
static bool
steps_as_written (const char *text, const GamaoBoard *board, const int dice[2],
                  const GamaoPlayList *list, int index, GamaoAction *play)
{
  char copy[GAMAO_NOTATION_MAX * 2];
  GamaoTurn turn;
  char *save = NULL;

  snprintf (copy, sizeof copy, "%s", text);
  gamao_turn_begin (&turn, list, board, dice[0], dice[1]);
  for (char *token = strtok_r (copy, " \t", &save); token; token = strtok_r (NULL, " \t", &save))
    {
      char *slash = strchr (token, '/');
      char *star = strchr (token, '*');
      int from, to, die = 0;

      if (star)
        *star = '\0';
      if (!slash || strchr (slash + 1, '/') || strchr (token, '('))
        return false;
      *slash = '\0';
      if (!read_point (token, &from) || !read_point (slash + 1, &to))
        return false;
      /* The exact number first: "4/0" bears off with a 4 when there is one. */
      if (from - to >= 1 && from - to <= 6
          && gamao_turn_check_step (&turn, from, from - to) == GAMAO_STEP_OK)
        die = from - to;
      for (unsigned i = 0; i < turn.n_left && !die; i++)
        if (gamao_step_destination (from, turn.left[i]) == to
            && gamao_turn_check_step (&turn, from, turn.left[i]) == GAMAO_STEP_OK)
          die = turn.left[i];
      if (!die)
        return false;
      gamao_turn_step (&turn, from, die, NULL);
    }
  if (gamao_turn_play_index (&turn) != index)
    return false;
  memcpy (play->steps, turn.steps, sizeof turn.steps);
  play->n_steps = turn.n_steps;
  return true;
}

static bool
is_no_play (const char *text)
{
  return *text == '\0' || strncasecmp (text, "cannot move", 11) == 0
         || strcmp (text, "???") == 0;
}

static GamaoResultKind
scored_kind (const Reader *r, GamaoResultKind kind)
{
  /* Jacoby: in a session, gammons count only once the cube was turned. */
  if (r->record->length == 0 && r->jacoby && r->cube == 1)
    return GAMAO_RESULT_SINGLE;
  return kind;
}

static bool
check_turn (Reader *r, int player)
{
  if (r->over)
    return fail (r, GAMAO_TR ("the game is already over"));
  if (r->double_pending)
    return fail (r, GAMAO_TR ("a double waits for an answer"));
  if (r->on_roll >= 0 && player != r->on_roll)
    return fail (r, GAMAO_TR ("it is the other player’s turn"));
  return true;
}

static bool
start_roll (Reader *r, int player, const int dice[2])
{
  if (r->on_roll < 0)
    {
      if (dice[0] == dice[1])
        return fail (r, GAMAO_TR ("the opening roll cannot be a double"));
      r->game->opening[player] = dice[0] > dice[1] ? dice[0] : dice[1];
      r->game->opening[1 - player] = dice[0] > dice[1] ? dice[1] : dice[0];
      r->on_roll = player;
      return true;
    }
  append (r, GAMAO_ACTION_ROLL, player);
  memcpy (last_action (r)->dice, dice, sizeof last_action (r)->dice);
  return true;
}

static bool
refuse_unplayed (Reader *r)
{
  return fail_at (r, r->unplayed_line,
                  /* Translators: %d-%d are the dice ("6-4"), not a count. */
                  GAMAO_TR ("the roll %d-%d has a legal play, but none is written"),
                  r->unplayed_dice[0], r->unplayed_dice[1]);
}

/* Servers write the roll of a player who then resigned or left with no
 * play after it. Such a roll is kept pending: only a win by the other
 * side as the game's next entry makes it a resignation (read_wins);
 * anything else refuses the roll, at its own line. */
static bool
read_unplayed_roll (Reader *r, int player, const int dice[2])
{
  if (r->on_roll < 0)
    return fail (r, GAMAO_TR ("the roll %d-%d has a legal play, but none is written"), dice[0],
                 dice[1]);
  start_roll (r, player, dice);
  r->unplayed_line = r->line_no;
  r->unplayed_player = player;
  memcpy (r->unplayed_dice, dice, sizeof r->unplayed_dice);
  return true;
}

static bool
read_play (Reader *r, int player, const char *entry)
{
  int dice[2] = { entry[0] - '0', entry[1] - '0' }, index;
  const char *text = entry + 3;
  GamaoBoard board;
  GamaoAction play;

  while (isspace ((unsigned char) *text))
    text++;
  if (!check_turn (r, player))
    return false;
  board_for (r, player, &board);
  gamao_play_list_generate (r->list, &board, dice[0], dice[1]);
  if (is_no_play (text))
    {
      if (r->list->n_plays > 0)
        return read_unplayed_roll (r, player, dice);
      if (!start_roll (r, player, dice))
        return false;
      append (r, GAMAO_ACTION_PASS, player);
      memcpy (last_action (r)->dice, dice, sizeof dice);
      r->on_roll = 1 - player;
      return true;
    }

  GamaoNotationError error = gamao_notation_parse (text, &board, dice[0], dice[1], r->list, &index);
  if (error != GAMAO_NOTATION_OK)
    /* Translators: a play as written in the file, the dice ("6-4") and why it is wrong;
       not a count. */
    return fail (r, GAMAO_TR ("“%s” with %d-%d: %s"), text, dice[0], dice[1],
                 gamao_notation_error_message (error));
  /* Separators without a move read as the empty play, which is legal
   * only on a roll with no play; such text is no way to write a pass. */
  if (index < 0)
    /* Translators: a play as written in the file, the dice ("6-4") and why it is wrong;
       not a count. */
    return fail (r, GAMAO_TR ("“%s” with %d-%d: %s"), text, dice[0], dice[1],
                 gamao_notation_error_message (GAMAO_NOTATION_SYNTAX));
  if (!start_roll (r, player, dice))
    return false;

  const GamaoPlay *chosen = &r->list->plays[index];
  memset (&play, 0, sizeof play);
  play.kind = GAMAO_ACTION_PLAY;
  play.player = player;
  memcpy (play.dice, dice, sizeof dice);
  if (!steps_as_written (text, &board, dice, r->list, index, &play))
    {
      memcpy (play.steps, chosen->steps, sizeof play.steps);
      play.n_steps = chosen->n_steps;
    }
  play.after = chosen->after;
  if (player == 1)
    gamao_board_swap_sides (&play.after);
  gamao_game_record_append (r->game, &play);
  r->board = play.after;
  r->on_roll = 1 - player;

  if (gamao_board_checkers_on_board (&chosen->after, GAMAO_SIDE_ON_ROLL) == 0)
    {
      GamaoResultKind kind
        = scored_kind (r, gamao_result_of_board (&chosen->after, GAMAO_SIDE_ON_ROLL));
      end_game (r, player, gamao_result_points (kind, r->cube), kind);
    }
  return true;
}

/* ---- cube and results ---- */

static bool
read_double (Reader *r, int player, const char *entry)
{
  const char *arrow = strstr (entry, "=>");
  unsigned value = arrow ? (unsigned) strtoul (arrow + 2, NULL, 10) : r->cube * 2;

  if (!check_turn (r, player))
    return false;
  if (r->on_roll < 0)
    return fail (r, GAMAO_TR ("nobody may double before the opening roll"));
  if (r->game->crawford)
    return fail (r, GAMAO_TR ("no doubling in the Crawford game"));
  if (r->owner == 1 - player)
    return fail (r, GAMAO_TR ("the player doubling does not own the cube"));
  if (value != r->cube * 2)
    /* Translators: values of the cube, not a count. */
    return fail (r, GAMAO_TR ("a double from %u must go to %u, not %u"), r->cube, r->cube * 2,
                 value);
  if (r->cube_limit && value > r->cube_limit)
    /* Translators: %u is a value of the cube, not a count. */
    return fail (r, GAMAO_TR ("the file limits the cube to %u"), r->cube_limit);
  append (r, GAMAO_ACTION_DOUBLE, player);
  last_action (r)->value = value;
  r->double_pending = true;
  r->doubler = player;
  return true;
}

static bool
check_answer (Reader *r, int player)
{
  if (r->over)
    return fail (r, GAMAO_TR ("the game is already over"));
  if (!r->double_pending)
    return fail (r, GAMAO_TR ("an answer to a double nobody offered"));
  if (player == r->doubler)
    return fail (r, GAMAO_TR ("a player cannot answer their own double"));
  return true;
}

static bool
read_take (Reader *r, int player, unsigned factor, GamaoActionKind kind)
{
  if (!check_answer (r, player))
    return false;
  if (kind == GAMAO_ACTION_BEAVER && r->record->length > 0)
    return fail (r, GAMAO_TR ("beavers are for money sessions only"));
  if (kind == GAMAO_ACTION_BEAVER && r->beaver_header == 0)
    return fail (r, GAMAO_TR ("the file’s header says beavers are off"));
  if (kind == GAMAO_ACTION_BEAVER && r->cube_limit && r->cube * factor > r->cube_limit)
    /* Translators: %u is a value of the cube, not a count. */
    return fail (r, GAMAO_TR ("the file limits the cube to %u"), r->cube_limit);
  if (kind == GAMAO_ACTION_BEAVER)
    r->record->rules |= GAMAO_RULE_BEAVERS;
  r->cube *= factor;
  r->owner = player;
  r->double_pending = false;
  append (r, kind, player);
  last_action (r)->value = r->cube;
  return true;
}

static bool
read_drop (Reader *r, int player)
{
  if (!check_answer (r, player))
    return false;
  r->double_pending = false;
  append (r, GAMAO_ACTION_DROP, player);
  end_game (r, 1 - player, r->cube, GAMAO_RESULT_SINGLE);
  return true;
}

/* What a resignation that scores `points` gave: a single game, a gammon
 * or a backgammon at the cube; under the Jacoby rule a gammon or
 * backgammon at a cube never turned scores as a single game. */
static bool
resignation_kind (const Reader *r, unsigned points, GamaoResultKind *kind)
{
  if (points % r->cube || points / r->cube < 1 || points / r->cube > 3)
    return false;
  *kind = (GamaoResultKind) (points / r->cube);
  return scored_kind (r, *kind) == *kind;
}

/* The roller resigned after the roll: the other side wins, for the
 * points of a single game, a gammon or a backgammon at the cube. */
static bool
read_resigned_roll (Reader *r, int player, unsigned points)
{
  GamaoResultKind kind;

  if (player == r->unplayed_player || !resignation_kind (r, points, &kind))
    return refuse_unplayed (r);
  append (r, GAMAO_ACTION_RESIGN_OFFER, r->unplayed_player);
  last_action (r)->result = kind;
  append (r, GAMAO_ACTION_RESIGN_ACCEPT, player);
  end_game (r, player, points, kind);
  if (!r->resigned_roll_line)
    {
      r->resigned_roll_line = r->unplayed_line;
      memcpy (r->resigned_roll_dice, r->unplayed_dice, sizeof r->resigned_roll_dice);
    }
  r->unplayed_line = 0;
  return true;
}

static bool
read_wins (Reader *r, int player, const char *entry)
{
  const char *p = entry;
  unsigned points;
  char *end;

  while (*p && !isdigit ((unsigned char) *p))
    p++;
  points = (unsigned) strtoul (p, &end, 10);
  if (end == p || points == 0)
    return fail (r, GAMAO_TR ("“%s” does not say how many points"), entry);
  if (r->unplayed_line)
    return read_resigned_roll (r, player, points);
  if (r->over)
    {
      const GamaoAction *game_end = gamao_game_record_end (r->game);
      if (game_end->player != player)
        return fail (r, GAMAO_TR ("the play gives this game to the other player"));
      if (game_end->value != points)
        /* Translators: points as bare figures, no noun agrees with them: not a count. */
        return fail (r, GAMAO_TR ("the play scores %u for this game, but the file says %u"), game_end->value,
                     points);
      return true;
    }
  /* A game that stops early was resigned; the points say what was given. */
  if (r->on_roll < 0 || r->double_pending)
    return fail (r, GAMAO_TR ("a game cannot be won here"));
  GamaoResultKind kind;
  if (!resignation_kind (r, points, &kind))
    /* Translators: points as a bare figure and the cube's value: not a count. */
    return fail (r, GAMAO_TR ("a resignation cannot score %u with the cube at %u"), points,
                 r->cube);
  append (r, GAMAO_ACTION_RESIGN_OFFER, 1 - player);
  last_action (r)->result = kind;
  append (r, GAMAO_ACTION_RESIGN_ACCEPT, player);
  end_game (r, player, points, kind);
  return true;
}

static bool
has_prefix (const char *text, const char *prefix)
{
  return strncasecmp (text, prefix, strlen (prefix)) == 0;
}

static bool
is_dice_marker (const char *s)
{
  return s[0] >= '1' && s[0] <= '6' && s[1] >= '1' && s[1] <= '6' && s[2] == ':';
}

static bool
read_entry (Reader *r, int player, const char *entry)
{
  if (r->unplayed_line && !has_prefix (entry, "win"))
    return refuse_unplayed (r);
  if (is_dice_marker (entry))
    return read_play (r, player, entry);
  if (has_prefix (entry, "doub"))
    return read_double (r, player, entry);
  if (has_prefix (entry, "take"))
    return read_take (r, player, 2, GAMAO_ACTION_TAKE);
  if (has_prefix (entry, "beav"))
    return read_take (r, player, 4, GAMAO_ACTION_BEAVER);
  if (has_prefix (entry, "drop") || has_prefix (entry, "pass"))
    return read_drop (r, player);
  if (has_prefix (entry, "win"))
    return read_wins (r, player, entry);
  return fail (r, GAMAO_TR ("cannot read “%s”"), entry);
}

/* ---- lines ---- */

static bool
starts_entry (const char *line, size_t i)
{
  const char *s = line + i;

  if (i > 0 && !isspace ((unsigned char) line[i - 1]))
    return false;
  return is_dice_marker (s) || has_prefix (s, "doub") || has_prefix (s, "take")
         || has_prefix (s, "beav") || has_prefix (s, "drop") || has_prefix (s, "pass")
         || has_prefix (s, "win");
}

/* A row: "NN) left  right", the number optional; entries are found by
 * what starts them, and a lone entry's column by where it stands. */
static bool
read_row (Reader *r, char *line)
{
  size_t starts[3], n = 0, len = strlen (line), i = 0;
  char *paren = NULL;

  while (isspace ((unsigned char) line[i]))
    i++;
  if (isdigit ((unsigned char) line[i]))
    {
      paren = line + i + strspn (line + i, "0123456789");
      if (*paren != ')')
        return fail (r, GAMAO_TR ("cannot read this line"));
      i = (size_t) (paren - line) + 1;
    }
  for (; i < len; i++)
    if (starts_entry (line, i))
      {
        if (n == 2)
          return fail (r, GAMAO_TR ("more than two entries on one row"));
        starts[n++] = i;
        if (has_prefix (line + i, "win"))
          break;
      }
  for (size_t k = 0; k < n; k++)
    {
      size_t end = k + 1 < n ? starts[k + 1] : len;
      while (end > starts[k] && isspace ((unsigned char) line[end - 1]))
        end--;
      line[end] = '\0';
    }
  if (n == 0)
    {
      const char *rest = line + (i < len ? i : len);
      while (*rest && isspace ((unsigned char) *rest))
        rest++;
      return *rest ? fail (r, GAMAO_TR ("cannot read “%s”"), rest) : true;
    }
  if (n == 2)
    r->right_column = (unsigned) starts[1];
  int first = n == 2 || starts[0] < (5 + r->right_column) / 2 ? 0 : 1;
  for (size_t k = 0; k < n; k++)
    if (!read_entry (r, first + (int) k, line + starts[k]))
      return false;
  return true;
}

/* The value of "; [Name "value"]" if `line` is that header, else NULL. */
static const char *
header_value (const char *line, const char *name)
{
  const char *open = strchr (line, '[');
  const char *quote = open ? strchr (open, '"') : NULL;

  if (!quote || !has_prefix (open + 1, name))
    return NULL;
  return quote + 1;
}

/* The headers eXtreme Gammon writes that set rules ("; [Crawford "On"]"
 * and the like); the others (site, players, dates) say nothing the
 * games do not. */
static bool
read_header (Reader *r, const char *line)
{
  const char *value;

  if ((value = header_value (line, "crawford")))
    r->crawford_header = has_prefix (value, "on") || has_prefix (value, "true");
  else if ((value = header_value (line, "jacoby")))
    r->jacoby = has_prefix (value, "on") || has_prefix (value, "true");
  else if ((value = header_value (line, "beaver")))
    r->beaver_header = has_prefix (value, "on") || has_prefix (value, "true");
  else if ((value = header_value (line, "cubelimit")))
    {
      unsigned long limit = strtoul (value, NULL, 10);
      r->cube_limit = limit >= 1 && limit <= 1u << 15 ? (unsigned) limit : 0;
    }
  else if ((value = header_value (line, "variation")) && !has_prefix (value, "backgammon\""))
    {
      char name[32];
      size_t n = strcspn (value, "\"");
      snprintf (name, sizeof name, "%.*s", (int) (n < 31 ? n : 31), value);
      return fail (r, GAMAO_TR ("this is a match of %s, not of backgammon"), name);
    }
  return true;
}

static bool
read_length (Reader *r, const char *line)
{
  char *end;
  unsigned long length = strtoul (line, &end, 10);

  while (isspace ((unsigned char) *end))
    end++;
  if (end == line || !has_prefix (end, "point match") || length > GAMAO_MAX_SCORE)
    return fail (r, GAMAO_TR ("expected the match length, such as “5 point match”"));
  r->record->length = (unsigned) length;
  r->have_length = true;
  return true;
}

static bool
start_game (Reader *r)
{
  if (r->unplayed_line)
    return refuse_unplayed (r);
  if (r->game && !r->over)
    return fail (r, GAMAO_TR ("the game before this one has no winner"));
  r->expect_score = true;
  return true;
}

static char *
trim (char *text)
{
  char *end = text + strlen (text);

  while (isspace ((unsigned char) *text))
    text++;
  while (end > text && isspace ((unsigned char) end[-1]))
    *--end = '\0';
  return text;
}

/* Servers add the rating to the name ("nori,1760" or "nori (1760.5)");
 * the name is what stays the same from match to match. */
static void
strip_rating (char *name)
{
  char *end = name + strlen (name);
  char *p = end;

  if (p > name && p[-1] == ')')
    p--;
  while (p > name && (isdigit ((unsigned char) p[-1]) || p[-1] == '.'))
    p--;
  if (p == end || !isdigit ((unsigned char) *p) || (end[-1] == ')' && p == end - 1))
    return;
  if (p > name && (p[-1] == ',' || (p[-1] == '(' && end[-1] == ')')))
    p--;
  else
    return;
  while (p > name && isspace ((unsigned char) p[-1]))
    p--;
  if (p > name)
    *p = '\0';
}

/* Old files write names in Latin-1; the record holds UTF-8. */
static void
set_name (Reader *r, int player, const char *name)
{
  char utf8[512];

  gamao_text_to_utf8 (name, utf8, sizeof utf8);
  gamao_match_record_set_name (r->record, player, utf8);
}

/* " Alice : 3                      Bob : 1" */
static bool
read_score (Reader *r, char *line)
{
  char *first = strchr (line, ':'), *last = strrchr (line, ':'), *end;
  unsigned score[2];

  if (!first || first == last)
    return fail (r, GAMAO_TR ("expected the players and the score, “Name : 0  Name : 0”"));
  *first = '\0';
  score[0] = (unsigned) strtoul (first + 1, &end, 10);
  score[1] = (unsigned) strtoul (last + 1, NULL, 10);
  *last = '\0';
  char *name1 = trim (end);
  char *name0 = trim (line);
  if (!*name0 || !*name1)
    return fail (r, GAMAO_TR ("a player without a name"));

  if (r->record->n_games == 0)
    {
      strip_rating (name0);
      strip_rating (name1);
      set_name (r, 0, name0);
      set_name (r, 1, name1);
      r->score[0] = score[0];
      r->score[1] = score[1];
    }
  else if (score[0] != r->score[0] || score[1] != r->score[1])
    /* Translators: the score, "3-2": not a count. */
    return fail (r, GAMAO_TR ("the score should be %u-%u after the games before"), r->score[0],
                 r->score[1]);
  if (r->record->length > 0
      && (r->score[0] >= r->record->length || r->score[1] >= r->record->length))
    return fail (r, GAMAO_TR ("a game after the match was won"));

  bool crawford = (r->record->rules & GAMAO_RULE_CRAWFORD)
                  && gamao_match_is_crawford_game (r->record->length, r->score, r->crawford_played);
  r->crawford_played |= crawford;
  r->game = gamao_match_record_add_game (r->record, r->score[0], r->score[1], crawford);
  gamao_board_init_start (&r->board);
  r->cube = 1;
  r->owner = GAMAO_CUBE_CENTERED;
  r->on_roll = -1;
  r->double_pending = false;
  r->over = false;
  r->expect_score = false;
  return true;
}

static void
set_rules (Reader *r)
{
  GamaoRules rules = 0;

  if (r->record->length > 0 && r->crawford_header != 0)
    rules |= GAMAO_RULE_CRAWFORD;
  if (r->record->length == 0 && r->jacoby)
    rules |= GAMAO_RULE_JACOBY;
  if (r->record->length == 0 && r->beaver_header == 1)
    rules |= GAMAO_RULE_BEAVERS;
  r->record->rules = rules;
}

static bool
read_line (Reader *r, char *line)
{
  char *text = trim (line);

  if (*text == '\0')
    return true;
  if (*text == ';' || *text == '#')
    {
      return r->have_length || read_header (r, text);
    }
  if (!r->have_length)
    {
      if (!read_length (r, text))
        return false;
      set_rules (r);
      return true;
    }
  if (has_prefix (text, "game") && isspace ((unsigned char) text[4]))
    return start_game (r);
  if (r->expect_score)
    return read_score (r, text);
  if (!r->game)
    return fail (r, GAMAO_TR ("expected “Game 1”"));
  return read_row (r, line);
}

/* A roll read as a resignation stands only in a match that ends when a
 * player reaches its length (read_score refuses games after that). */
static bool
check_resigned_rolls (Reader *r)
{
  unsigned score[2];
  int winner;

  if (!r->resigned_roll_line)
    return true;
  gamao_match_record_final_score (r->record, score, &winner);
  if (r->record->length == 0)
    return fail_at (r, r->resigned_roll_line,
                    /* Translators: %d-%d are the dice ("6-4"), not a count. */
                    GAMAO_TR ("the roll %d-%d has a legal play, but none is written (read as a "
                              "resignation only in a match played to its end, not in a money "
                              "session)"),
                    r->resigned_roll_dice[0], r->resigned_roll_dice[1]);
  if (winner < 0)
    return fail_at (r, r->resigned_roll_line,
                    /* Translators: %d-%d are the dice ("6-4") and %u-%u the score: not a
                       count. */
                    GAMAO_TR ("the roll %d-%d has a legal play, but none is written (read as a "
                              "resignation only in a match played to its end, and this one "
                              "stops at %u-%u)"),
                    r->resigned_roll_dice[0], r->resigned_roll_dice[1], score[0], score[1]);
  return true;
}

/* Copies a line without its CR, tabs turned into spaces to the next
 * multiple of 8, so that columns mean what they show. */
static bool
expand_tabs (const char *text, size_t n, char *out, size_t size)
{
  size_t len = 0;

  if (n > 0 && text[n - 1] == '\r')
    n--;
  for (size_t i = 0; i < n; i++)
    {
      size_t width = text[i] == '\t' ? 8 - len % 8 : 1;
      if (len + width >= size)
        return false;
      if (text[i] == '\t')
        memset (out + len, ' ', width);
      else
        out[len] = text[i];
      len += width;
    }
  out[len] = '\0';
  return true;
}

static bool
read_all (Reader *r, const char *text, size_t length)
{
  const char *p = text, *end = text + length;

  if (length >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (size_t) (end - p));
      size_t n = (size_t) ((nl ? nl : end) - p);
      char line[1024];

      r->line_no++;
      if (n >= sizeof line)
        return fail (r, GAMAO_TR ("the line is too long"));
      if (memchr (p, '\0', n))
        return fail (r, GAMAO_TR ("this is not a text file"));
      if (!expand_tabs (p, n, line, sizeof line))
        return fail (r, GAMAO_TR ("the line is too long"));
      if (!read_line (r, line))
        return false;
      p = nl ? nl + 1 : end;
    }
  if (!r->have_length)
    return fail (r, GAMAO_TR ("no match length: this is not a match file"));
  if (r->expect_score)
    return fail (r, GAMAO_TR ("the file ends before the score line"));
  if (r->double_pending)
    return fail (r, GAMAO_TR ("the file ends with a double unanswered"));
  if (r->unplayed_line)
    return refuse_unplayed (r);
  return check_resigned_rolls (r);
}

GamaoMatchRecord *
gamao_matfile_read (const char *text, size_t length, GamaoMatfileError *error)
{
  Reader r;

  memset (&r, 0, sizeof r);
  memset (error, 0, sizeof *error);
  r.error = error;
  r.crawford_header = -1;
  r.beaver_header = -1;
  r.right_column = 33;
  r.record = gamao_match_record_new (0, "", "", 0);
  r.list = malloc (sizeof *r.list);
  if (!r.list)
    abort ();

  bool ok = read_all (&r, text, length);
  free (r.list);
  if (!ok)
    {
      gamao_match_record_unref (r.record);
      return NULL;
    }
  return r.record;
}
