/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The .mat writer; the reader is in gamao-matfile-read.c. */
#include "config.h"

#include "gamao-matfile.h"
#include "gamao-text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The row being written: gnubg puts player 0 in the left column and
 * player 1 in the right one, and starts a new numbered row whenever the
 * left column is needed again. */
typedef struct
{
  GamaoTextBuffer *out;
  unsigned number;
  char left[128];
  char right[128];
  bool open;
} Row;

static void
row_flush (Row *row)
{
  if (!row->open)
    return;
  gamao_text_buffer_printf (row->out, "%3u) %-27s %s\n", ++row->number, row->left, row->right);
  row->left[0] = row->right[0] = '\0';
  row->open = false;
}

static void
row_put (Row *row, int player, const char *entry)
{
  if (player == 0)
    {
      row_flush (row);
      snprintf (row->left, sizeof row->left, "%s", entry);
      row->open = true;
    }
  else
    {
      snprintf (row->right, sizeof row->right, "%s", entry);
      row->open = true;
      row_flush (row);
    }
}

/* "52: 13/8 24/22 ": one step per die in the order played, each followed
 * by a space but the fourth, as gnubg writes them. */
static size_t
format_dice (const int dice[2], char *out, size_t size)
{
  /* gnubg writes the larger die first. */
  int high = dice[0] > dice[1] ? dice[0] : dice[1];
  int low = dice[0] > dice[1] ? dice[1] : dice[0];

  return (size_t) snprintf (out, size, "%d%d: ", high, low);
}

static void
format_play (const GamaoAction *action, char *out, size_t size)
{
  size_t len = format_dice (action->dice, out, size);

  for (unsigned i = 0; i < action->n_steps && len < size; i++)
    len += (size_t) snprintf (out + len, size - len, "%d/%d%s%s", action->steps[i].from,
                              action->steps[i].to, action->steps[i].hit ? "*" : "",
                              i < 3 ? " " : "");
}

static void
write_game_end (Row *row, const GamaoAction *end)
{
  char wins[64];

  snprintf (wins, sizeof wins, " Wins %u point%s", end->value, end->value == 1 ? "" : "s");
  /* After the left player drops, the right player's win shares the row. */
  if (end->player == 1 && row->open && row->right[0] == '\0')
    {
      strcat (wins, " ");
      row_put (row, 1, wins);
      return;
    }
  row_flush (row);
  gamao_text_buffer_printf (row->out, "%*s%s\n", end->player == 0 ? 5 : 33, "", wins);
}

static void
write_action (Row *row, const GamaoAction *action)
{
  char entry[128];

  switch (action->kind)
    {
    case GAMAO_ACTION_PLAY:
      format_play (action, entry, sizeof entry);
      row_put (row, action->player, entry);
      break;
    case GAMAO_ACTION_PASS:
      format_dice (action->dice, entry, sizeof entry);
      row_put (row, action->player, entry);
      break;
    case GAMAO_ACTION_DOUBLE:
      snprintf (entry, sizeof entry, " Doubles => %u", action->value);
      row_put (row, action->player, entry);
      break;
    case GAMAO_ACTION_BEAVER:
      snprintf (entry, sizeof entry, " Beavers => %u", action->value);
      row_put (row, action->player, entry);
      break;
    case GAMAO_ACTION_TAKE:
      row_put (row, action->player, " Takes");
      break;
    case GAMAO_ACTION_DROP:
      row_put (row, action->player, " Drops");
      break;
    case GAMAO_ACTION_GAME_END:
      write_game_end (row, action);
      break;
    /* The roll shows in the play's entry; the file has no way to say
     * who offered what resignation, only who won and how much. */
    case GAMAO_ACTION_ROLL:
    case GAMAO_ACTION_RESIGN_OFFER:
    case GAMAO_ACTION_RESIGN_ACCEPT:
    case GAMAO_ACTION_RESIGN_DECLINE:
    default:
      break;
    }
}

static void
write_game (GamaoTextBuffer *out, const GamaoMatchRecord *record, size_t index,
            bool resigned_rolls)
{
  const GamaoGameRecord *game = record->games[index];
  Row row = { out, 0, "", "", false };

  gamao_text_buffer_printf (out, " Game %zu\n", index + 1);
  /* The left player's part padded to 31 bytes; a longer one still needs
   * a space before the right player's name, or a name "42" reads as part
   * of the left score ("0" then "42"). */
  int width = snprintf (NULL, 0, "%s : %u", record->names[0], game->score[0]);
  gamao_text_buffer_printf (out, " %s : %u%*s%s : %u\n", record->names[0], game->score[0],
                            width < 31 ? 31 - width : 1, "", record->names[1], game->score[1]);
  for (size_t i = 0; i < game->n_actions; i++)
    {
      const GamaoAction *action = &game->actions[i];
      /* gnubg writes the roll of a player who then resigned as a roll
       * with no play; readers accept that only in a match played to its
       * end (see gamao-matfile-read.c), elsewhere the roll is left out. */
      if (action->kind == GAMAO_ACTION_ROLL && resigned_rolls && i + 1 < game->n_actions
          && game->actions[i + 1].kind == GAMAO_ACTION_RESIGN_OFFER)
        {
          char entry[16];
          format_dice (action->dice, entry, sizeof entry);
          row_put (&row, action->player, entry);
        }
      write_action (&row, action);
    }
  row_flush (&row);
  gamao_text_buffer_append (out, "\n");
}

/* gnubg's headers for where and when: Site, Event, EventDate. */
static void
write_info (GamaoTextBuffer *out, const GamaoMatchRecord *record)
{
  static const char *const names[GAMAO_N_INFO] = {
    [GAMAO_INFO_EVENT] = "Event", [GAMAO_INFO_PLACE] = "Site", [GAMAO_INFO_DATE] = "EventDate"
  };
  static const GamaoMatchInfo order[] = { GAMAO_INFO_PLACE, GAMAO_INFO_EVENT, GAMAO_INFO_DATE };

  for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
    {
      const char *value = record->info[order[i]];
      if (!value)
        continue;
      gamao_text_buffer_printf (out, "; [%s \"", names[order[i]]);
      /* A header ends at its first quote: none inside. */
      for (const char *c = value; *c; c++)
        {
          char one[2] = { *c == '"' ? '\'' : order[i] == GAMAO_INFO_DATE && *c == '-' ? '.' : *c,
                          '\0' };
          gamao_text_buffer_append (out, one);
        }
      gamao_text_buffer_append (out, "\"]\n");
    }
}

char *
gamao_matfile_write (const GamaoMatchRecord *record)
{
  GamaoTextBuffer out = { NULL, 0, 0 };

  write_info (&out, record);
  /* gnubg has no words for these rules; comments keep them for readers
   * that know eXtreme Gammon's headers, ours included. */
  if (record->length > 0 && !(record->rules & GAMAO_RULE_CRAWFORD))
    gamao_text_buffer_append (&out, "; [Crawford \"Off\"]\n");
  if (record->length == 0 && (record->rules & GAMAO_RULE_JACOBY))
    gamao_text_buffer_append (&out, "; [Jacoby \"On\"]\n");
  if (record->length == 0 && (record->rules & GAMAO_RULE_BEAVERS))
    gamao_text_buffer_append (&out, "; [Beaver \"On\"]\n");
  if (out.len > 0)
    gamao_text_buffer_append (&out, "\n");
  gamao_text_buffer_printf (&out, " %u point match\n\n", record->length);
  unsigned score[2];
  int winner;
  gamao_match_record_final_score (record, score, &winner);
  for (size_t i = 0; i < record->n_games; i++)
    write_game (&out, record, i, record->length > 0 && winner >= 0);
  return out.data;
}
