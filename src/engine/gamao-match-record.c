/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-match-record.h"
#include "gamao-i18n.h"

#include <stdlib.h>
#include <string.h>

/* Allocation failure is not something a game can recover from; stop
 * loudly rather than write through NULL. */
static void *
xrealloc (void *p, size_t size)
{
  void *q = realloc (p, size ? size : 1);

  if (!q)
    abort ();
  return q;
}

static char *
xstrdup (const char *s)
{
  size_t n = strlen (s ? s : "") + 1;
  char *copy = xrealloc (NULL, n);

  memcpy (copy, s ? s : "", n);
  return copy;
}

GamaoMatchRecord *
gamao_match_record_new (unsigned length, const char *name0, const char *name1, GamaoRules rules)
{
  GamaoMatchRecord *record = xrealloc (NULL, sizeof *record);

  memset (record, 0, sizeof *record);
  record->refcount = 1;
  record->length = length;
  record->names[0] = xstrdup (name0);
  record->names[1] = xstrdup (name1);
  record->rules = rules;
  return record;
}

GamaoMatchRecord *
gamao_match_record_ref (GamaoMatchRecord *record)
{
  record->refcount++;
  return record;
}

static void
game_free (GamaoGameRecord *game)
{
  free (game->actions);
  free (game);
}

void
gamao_match_record_unref (GamaoMatchRecord *record)
{
  if (!record || --record->refcount > 0)
    return;
  for (size_t i = 0; i < record->n_games; i++)
    game_free (record->games[i]);
  free (record->games);
  free (record->names[0]);
  free (record->names[1]);
  for (int i = 0; i < GAMAO_N_INFO; i++)
    free (record->info[i]);
  free (record);
}

GamaoMatchRecord *
gamao_match_record_copy (const GamaoMatchRecord *record)
{
  GamaoMatchRecord *copy
    = gamao_match_record_new (record->length, record->names[0], record->names[1], record->rules);

  for (int i = 0; i < GAMAO_N_INFO; i++)
    gamao_match_record_set_info (copy, (GamaoMatchInfo) i, record->info[i]);
  for (size_t i = 0; i < record->n_games; i++)
    {
      const GamaoGameRecord *game = record->games[i];
      GamaoGameRecord *to
        = gamao_match_record_add_game (copy, game->score[0], game->score[1], game->crawford);
      to->opening[0] = game->opening[0];
      to->opening[1] = game->opening[1];
      to->has_start = game->has_start;
      to->start = game->start;
      for (size_t j = 0; j < game->n_actions; j++)
        gamao_game_record_append (to, &game->actions[j]);
    }
  return copy;
}

void
gamao_match_record_set_name (GamaoMatchRecord *record, int player, const char *name)
{
  free (record->names[player]);
  record->names[player] = xstrdup (name);
}

static bool
is_leap (int year)
{
  return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

/* "2009.01.15", "2009-01-15" or "2009/01/15" as "2009-01-15". */
static bool
read_date (const char *text, char out[11])
{
  static const int days[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
  int year = 0, month = 0, day = 0;

  for (int i = 0; i < 10; i++)
    {
      bool digit = text[i] >= '0' && text[i] <= '9';
      if ((i == 4 || i == 7) ? (text[i] != '-' && text[i] != '.' && text[i] != '/') : !digit)
        return false;
    }
  if (text[4] != text[7] || (text[10] >= '0' && text[10] <= '9'))
    return false;
  year = atoi (text);
  month = atoi (text + 5);
  day = atoi (text + 8);
  if (year < 1 || month < 1 || month > 12 || day < 1
      || day > days[month - 1] + (month == 2 && is_leap (year)))
    return false;
  /* The digits as written, the separator made a dash. */
  memcpy (out, text, 10);
  out[4] = out[7] = '-';
  out[10] = '\0';
  return true;
}

bool
gamao_match_record_set_info (GamaoMatchRecord *record, GamaoMatchInfo which, const char *value)
{
  char date[11];

  free (record->info[which]);
  record->info[which] = NULL;
  if (!value || !*value)
    return true;
  if (which == GAMAO_INFO_DATE)
    {
      if (!read_date (value, date))
        return false;
      value = date;
    }
  record->info[which] = xstrdup (value);
  for (char *c = record->info[which]; *c; c++)
    if (*c == '\n' || *c == '\r')
      *c = ' ';
  return true;
}

GamaoGameRecord *
gamao_match_record_add_game (GamaoMatchRecord *record, unsigned score0, unsigned score1,
                             bool crawford)
{
  GamaoGameRecord *game = xrealloc (NULL, sizeof *game);

  memset (game, 0, sizeof *game);
  game->score[0] = score0;
  game->score[1] = score1;
  game->crawford = crawford;
  if (record->n_games == record->allocated)
    {
      record->allocated = record->allocated ? 2 * record->allocated : 8;
      record->games = xrealloc (record->games, record->allocated * sizeof *record->games);
    }
  record->games[record->n_games++] = game;
  return game;
}

GamaoAction *
gamao_game_record_append (GamaoGameRecord *game, const GamaoAction *action)
{
  if (game->n_actions == game->allocated)
    {
      game->allocated = game->allocated ? 2 * game->allocated : 64;
      game->actions = xrealloc (game->actions, game->allocated * sizeof *game->actions);
    }
  game->actions[game->n_actions] = *action;
  return &game->actions[game->n_actions++];
}

const GamaoAction *
gamao_game_record_end (const GamaoGameRecord *game)
{
  if (game->n_actions == 0 || game->actions[game->n_actions - 1].kind != GAMAO_ACTION_GAME_END)
    return NULL;
  return &game->actions[game->n_actions - 1];
}

GamaoGameEnding
gamao_game_record_ending (const GamaoGameRecord *game)
{
  if (!gamao_game_record_end (game))
    return GAMAO_ENDING_NONE;
  /* What came just before the end says why it ended; a tracked game has
   * only its end. */
  if (game->n_actions >= 2)
    switch (game->actions[game->n_actions - 2].kind)
      {
      case GAMAO_ACTION_DROP:
        return GAMAO_ENDING_DROPPED;
      case GAMAO_ACTION_RESIGN_ACCEPT:
        return GAMAO_ENDING_RESIGNED;
      default:
        break;
      }
  return GAMAO_ENDING_PLAYED_OUT;
}

void
gamao_match_record_final_score (const GamaoMatchRecord *record, unsigned score[2], int *winner)
{
  score[0] = score[1] = 0;
  *winner = -1;
  for (size_t i = 0; i < record->n_games; i++)
    {
      const GamaoGameRecord *game = record->games[i];
      const GamaoAction *end = gamao_game_record_end (game);
      score[0] = game->score[0];
      score[1] = game->score[1];
      if (end)
        score[end->player] += end->value;
    }
  if (record->length == 0)
    return;
  for (int p = 0; p < 2; p++)
    if (score[p] >= record->length)
      *winner = p;
}

/* Dice as a pair: files write the larger first, whatever the roll. */
static bool
dice_equal (const int a[2], const int b[2])
{
  return (a[0] == b[0] && a[1] == b[1]) || (a[0] == b[1] && a[1] == b[0]);
}

/* Steps by where they go: bearing off from the 4 with a 6 or with a 4
 * writes the same, and files do not say which die did it. */
static bool
steps_equal (const GamaoAction *a, const GamaoAction *b)
{
  if (a->n_steps != b->n_steps)
    return false;
  for (unsigned i = 0; i < a->n_steps; i++)
    if (a->steps[i].from != b->steps[i].from || a->steps[i].to != b->steps[i].to
        || a->steps[i].hit != b->steps[i].hit)
      return false;
  return true;
}

/* Compares only the fields that mean something for the action's kind. */
static bool
action_equal (const GamaoAction *a, const GamaoAction *b)
{
  if (a->kind != b->kind || a->player != b->player)
    return false;
  switch (a->kind)
    {
    case GAMAO_ACTION_ROLL:
    case GAMAO_ACTION_PASS:
      return dice_equal (a->dice, b->dice);
    case GAMAO_ACTION_PLAY:
      return dice_equal (a->dice, b->dice) && steps_equal (a, b)
             && gamao_board_equal (&a->after, &b->after);
    case GAMAO_ACTION_DOUBLE:
    case GAMAO_ACTION_TAKE:
    case GAMAO_ACTION_BEAVER:
      return a->value == b->value;
    case GAMAO_ACTION_RESIGN_OFFER:
      return a->result == b->result;
    case GAMAO_ACTION_GAME_END:
      return a->value == b->value && a->result == b->result;
    case GAMAO_ACTION_DROP:
    case GAMAO_ACTION_RESIGN_ACCEPT:
    case GAMAO_ACTION_RESIGN_DECLINE:
    default:
      return true;
    }
}

bool
gamao_match_record_has_start (const GamaoMatchRecord *record)
{
  for (size_t i = 0; i < record->n_games; i++)
    if (record->games[i]->has_start)
      return true;
  return false;
}

static bool
start_equal (const GamaoGameRecord *a, const GamaoGameRecord *b)
{
  if (a->has_start != b->has_start)
    return false;
  return !a->has_start
         || (gamao_board_equal (&a->start.board, &b->start.board)
             && a->start.on_roll == b->start.on_roll
             && a->start.cube_value == b->start.cube_value
             && a->start.cube_owner == b->start.cube_owner);
}

static bool
game_equal (const GamaoGameRecord *a, const GamaoGameRecord *b)
{
  if (!start_equal (a, b))
    return false;
  if (a->score[0] != b->score[0] || a->score[1] != b->score[1] || a->crawford != b->crawford
      || a->opening[0] != b->opening[0] || a->opening[1] != b->opening[1]
      || a->n_actions != b->n_actions)
    return false;
  for (size_t i = 0; i < a->n_actions; i++)
    if (!action_equal (&a->actions[i], &b->actions[i]))
      return false;
  return true;
}

bool
gamao_match_record_equal (const GamaoMatchRecord *a, const GamaoMatchRecord *b)
{
  if (a->length != b->length || a->rules != b->rules || a->n_games != b->n_games
      || strcmp (a->names[0], b->names[0]) != 0 || strcmp (a->names[1], b->names[1]) != 0)
    return false;
  for (size_t i = 0; i < a->n_games; i++)
    if (!game_equal (a->games[i], b->games[i]))
      return false;
  return true;
}

bool
gamao_match_is_crawford_game (unsigned length, const unsigned score[2], bool crawford_played)
{
  if (length == 0 || crawford_played)
    return false;
  /* Exactly one player a point away: the game right after that player got
   * there, since the other cannot have been there first without the
   * Crawford game having been played already. */
  return (score[0] + 1 == length) != (score[1] + 1 == length);
}

const char *
gamao_action_kind_name (GamaoActionKind kind)
{
  switch (kind)
    {
    case GAMAO_ACTION_ROLL:
      return GAMAO_TR ("roll");
    case GAMAO_ACTION_PLAY:
      return GAMAO_TR ("play");
    case GAMAO_ACTION_DOUBLE:
      return GAMAO_TR ("double");
    case GAMAO_ACTION_TAKE:
      return GAMAO_TR ("take");
    case GAMAO_ACTION_DROP:
      return GAMAO_TR ("drop");
    case GAMAO_ACTION_BEAVER:
      return GAMAO_TR ("beaver");
    case GAMAO_ACTION_RESIGN_OFFER:
      return GAMAO_TR ("resignation offered");
    case GAMAO_ACTION_RESIGN_ACCEPT:
      return GAMAO_TR ("resignation accepted");
    case GAMAO_ACTION_RESIGN_DECLINE:
      return GAMAO_TR ("resignation declined");
    case GAMAO_ACTION_PASS:
      return GAMAO_TR ("no legal play");
    case GAMAO_ACTION_GAME_END:
    default:
      return GAMAO_TR ("game over");
    }
}
