/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-notation.h"
#include "gamao-i18n.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One checker's path in a play: where it started, where it ended, and
 * which of the points it stopped on are marked as hits. */
typedef struct
{
  int from;
  int to;
  int stops[4];
  bool stop_hits[4];
  int n_stops; /* stops after `from`; the last one is `to` */
  int count;
} Move;

/* Steps from the highest start point down, and for one start point the
 * shortest first: the order gnubg writes them in. */
static int
compare_steps (const void *pa, const void *pb)
{
  const GamaoStep *a = pa, *b = pb;

  if (a->from != b->from)
    return b->from - a->from;
  return b->to - a->to;
}

/* Joins the steps into one path per checker. Steps are taken in written
 * order and a step continues the first path that ends where it starts, so
 * plays that reach the same position through other routes are written the
 * same way ("11/6", never "11/7 7/6"). The hit on a point is marked on the
 * first step that lands there, wherever the generator happened to hit. */
static void
chain_steps (const GamaoPlay *play, Move moves[4], int *n_moves)
{
  GamaoStep steps[4];
  int hit_points[4], n_hit_points = 0;

  memcpy (steps, play->steps, sizeof steps);
  qsort (steps, play->n_steps, sizeof steps[0], compare_steps);
  for (int i = 0; i < play->n_steps; i++)
    if (steps[i].hit)
      hit_points[n_hit_points++] = steps[i].to;

  *n_moves = 0;
  for (int i = 0; i < play->n_steps; i++)
    {
      const GamaoStep *s = &steps[i];
      Move *m = NULL;
      bool hit = false;

      for (int j = 0; j < n_hit_points; j++)
        if (hit_points[j] == s->to)
          hit = true, hit_points[j] = -1;
      for (int j = 0; j < *n_moves && !m; j++)
        if (moves[j].to == s->from && moves[j].to != GAMAO_POINT_OFF)
          m = &moves[j];
      if (!m)
        {
          m = &moves[(*n_moves)++];
          memset (m, 0, sizeof *m);
          m->from = s->from;
          m->count = 1;
        }
      m->stops[m->n_stops] = s->to;
      m->stop_hits[m->n_stops] = hit;
      m->n_stops++;
      m->to = s->to;
    }
}

/* Checkers that go from the same point to the same point are written once
 * with a count, and the first one's hits stand for the group
 * ("5/4*(2)", "3/2*\/1(2)"), as gnubg writes them. */
static bool
same_path (const Move *a, const Move *b)
{
  return a->from == b->from && a->to == b->to;
}

static void
append_point (char *out, size_t size, int point, bool hit)
{
  size_t len = strlen (out);

  if (point == GAMAO_POINT_BAR)
    snprintf (out + len, size - len, "bar");
  else if (point == GAMAO_POINT_OFF)
    snprintf (out + len, size - len, "off");
  else
    snprintf (out + len, size - len, "%d%s", point, hit ? "*" : "");
}

static void
write_move (const Move *m, char *out, size_t size)
{
  append_point (out, size, m->from, false);
  for (int i = 0; i < m->n_stops; i++)
    {
      /* An intermediate stop is written only where it hit. */
      if (i < m->n_stops - 1 && !m->stop_hits[i])
        continue;
      strncat (out, "/", size - strlen (out) - 1);
      append_point (out, size, m->stops[i], m->stop_hits[i]);
    }
  if (m->count > 1)
    {
      size_t len = strlen (out);
      snprintf (out + len, size - len, "(%d)", m->count);
    }
}

void
gamao_notation_write (const GamaoPlay *play, char *out, size_t size)
{
  Move moves[4];
  int n_moves, n_grouped = 0;

  out[0] = '\0';
  chain_steps (play, moves, &n_moves);

  for (int i = 0; i < n_moves; i++)
    {
      if (n_grouped && same_path (&moves[n_grouped - 1], &moves[i]))
        moves[n_grouped - 1].count++;
      else
        moves[n_grouped++] = moves[i];
    }
  for (int i = 0; i < n_grouped; i++)
    {
      if (i)
        strncat (out, " ", size - strlen (out) - 1);
      write_move (&moves[i], out, size);
    }
}

/* Parsing. */

typedef struct
{
  int from;
  int to;
} Wanted;

typedef struct
{
  const GamaoPlayList *list;
  Wanted wanted[8];
  int n_wanted;
  int found;
  /* Hits made on points the text passes over without naming them. A
   * writer names every point where a checker hits on the way
   * ("13/7*\/4"), so "13/4" means the route that does not hit when both
   * routes are open; the reading with the fewest such hits wins. */
  int hidden_hits;
  int found_hidden_hits;
  bool reached_illegal; /* some reading made moves that are not a legal play */
} Matcher;

static bool
read_point (const char **p, int *point, bool allow_bar, bool allow_off)
{
  const char *s = *p;

  if (allow_bar && strncasecmp (s, "bar", 3) == 0)
    return *point = GAMAO_POINT_BAR, *p = s + 3, true;
  if (allow_off && strncasecmp (s, "off", 3) == 0)
    return *point = GAMAO_POINT_OFF, *p = s + 3, true;
  if (!isdigit ((unsigned char) *s))
    return false;

  char *end;
  long v = strtol (s, &end, 10);
  if (v < 0 || v > 25 || (v == 25 && !allow_bar) || (v == 0 && !allow_off))
    return false;
  *point = (int) v;
  *p = end;
  return true;
}

/* Reads one token such as "13/11*\/7(2)" into `wanted`. */
static bool
read_token (const char **p, Matcher *m)
{
  int points[6], n_points = 0, count = 1;

  if (!read_point (p, &points[n_points++], true, false))
    return false;
  while (**p == '/' && n_points < 6)
    {
      (*p)++;
      if (!read_point (p, &points[n_points++], false, true))
        return false;
      if (**p == '*')
        (*p)++;
    }
  if (n_points < 2)
    return false;
  if (**p == '(')
    {
      char *end;
      count = (int) strtol (*p + 1, &end, 10);
      if (*end != ')' || count < 1 || count > 4)
        return false;
      *p = end + 1;
    }
  for (int i = 0; i + 1 < n_points; i++)
    if (points[i + 1] >= points[i])
      return false;
  for (int c = 0; c < count; c++)
    {
      if (m->n_wanted + n_points - 1 > 8)
        return false;
      for (int i = 0; i + 1 < n_points; i++)
        m->wanted[m->n_wanted++] = (Wanted){ points[i], points[i + 1] };
    }
  return true;
}

static bool
read_moves (const char *text, Matcher *m)
{
  const char *p = text;

  for (;;)
    {
      while (isspace ((unsigned char) *p) || *p == ',')
        p++;
      if (!*p)
        return true;
      if (!read_token (&p, m))
        return false;
      if (*p && !isspace ((unsigned char) *p) && *p != ',')
        return false;
    }
}

/* Advances the wanted moves one die at a time, in every order, and checks
 * whether the board they lead to is one of the legal plays. */
static bool
all_reached (const Matcher *m)
{
  for (int i = 0; i < m->n_wanted; i++)
    if (m->wanted[i].from != m->wanted[i].to)
      return false;
  return true;
}

/* Whether an earlier unfinished move is the same as move `i`: trying both
 * would only repeat the search. */
static bool
repeats_earlier (const Matcher *m, int i)
{
  for (int j = 0; j < i; j++)
    if (m->wanted[j].from == m->wanted[i].from && m->wanted[j].to == m->wanted[i].to)
      return true;
  return false;
}

static void match_moves (Matcher *m, const GamaoBoard *board, int dice[4], int n_dice);

/* Moves the checker of wanted move `w` by `dice[d]` and goes on. */
static void
advance (Matcher *m, Wanted *w, const GamaoBoard *board, int dice[4], int n_dice, int d)
{
  int from = w->from, to = gamao_step_destination (from, dice[d]);

  /* Never overshoot the destination, except when bearing off. */
  if (to < w->to || (to == GAMAO_POINT_OFF && w->to != GAMAO_POINT_OFF))
    return;
  if (gamao_board_check_step (board, from, dice[d]) != GAMAO_STEP_OK)
    return;

  GamaoBoard next_board = *board;
  int hidden = gamao_board_apply_step (&next_board, from, dice[d]) && to != w->to;
  int rest[4], n_rest = 0;
  for (int i = 0; i < n_dice; i++)
    if (i != d)
      rest[n_rest++] = dice[i];
  w->from = to;
  m->hidden_hits += hidden;
  match_moves (m, &next_board, rest, n_rest);
  m->hidden_hits -= hidden;
  w->from = from;
}

/* Whether the best reading is found and no other can beat it. */
static bool
settled (const Matcher *m)
{
  return m->found >= 0 && m->found_hidden_hits == 0;
}

/* Advances the wanted moves one die at a time, in every order, and checks
 * whether the board they lead to is one of the legal plays. */
static void
match_moves (Matcher *m, const GamaoBoard *board, int dice[4], int n_dice)
{
  if (all_reached (m))
    {
      int index = gamao_play_list_find (m->list, board);
      if (index < 0)
        m->reached_illegal = true;
      else if (m->found < 0 || m->hidden_hits < m->found_hidden_hits)
        {
          m->found = index;
          m->found_hidden_hits = m->hidden_hits;
        }
      return;
    }

  for (int i = 0; i < m->n_wanted && !settled (m); i++)
    {
      if (m->wanted[i].from == m->wanted[i].to || repeats_earlier (m, i))
        continue;
      for (int d = 0; d < n_dice && !settled (m); d++)
        if (d == 0 || dice[d] != dice[d - 1])
          advance (m, &m->wanted[i], board, dice, n_dice, d);
    }
}

GamaoNotationError
gamao_notation_parse (const char *text, const GamaoBoard *board, int d1, int d2,
                      const GamaoPlayList *list, int *index)
{
  Matcher m = { .list = list, .found = -1 };
  int dice[4] = { d1 > d2 ? d1 : d2, d1 > d2 ? d2 : d1, d1, d1 };
  int n_dice = d1 == d2 ? 4 : 2;

  if (!text || !read_moves (text, &m))
    return GAMAO_NOTATION_SYNTAX;
  if (m.n_wanted == 0)
    {
      if (list->n_plays == 0)
        return *index = -1, GAMAO_NOTATION_OK;
      return GAMAO_NOTATION_TOO_FEW_DICE;
    }
  if (list->n_plays == 0)
    return GAMAO_NOTATION_NOT_LEGAL;

  match_moves (&m, board, dice, n_dice);
  if (m.found >= 0)
    return *index = m.found, GAMAO_NOTATION_OK;
  if (!m.reached_illegal)
    return GAMAO_NOTATION_NO_SUCH_MOVE;
  if (list->dice_used == 1 && d1 != d2)
    return GAMAO_NOTATION_SMALLER_DIE;
  return GAMAO_NOTATION_TOO_FEW_DICE;
}

const char *
gamao_notation_error_message (GamaoNotationError error)
{
  switch (error)
    {
    case GAMAO_NOTATION_OK:
      return GAMAO_TR ("The play is legal");
    case GAMAO_NOTATION_SYNTAX:
      return GAMAO_TR ("The play cannot be read; write moves like 24/18 13/11*");
    case GAMAO_NOTATION_NO_SUCH_MOVE:
      return GAMAO_TR ("Those moves cannot be made with these dice");
    case GAMAO_NOTATION_TOO_FEW_DICE:
      return GAMAO_TR ("The rules require more of the dice to be played");
    case GAMAO_NOTATION_SMALLER_DIE:
      return GAMAO_TR ("Only one die can be played, and it must be the larger one");
    case GAMAO_NOTATION_NOT_LEGAL:
    default:
      return GAMAO_TR ("No move is possible with these dice");
    }
}
