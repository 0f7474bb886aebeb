/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The .sgf writer, in the form GNU Backgammon saves and loads. */
#include "config.h"

#include "gamao-sgf.h"
#include "gamao-text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char colour[2] = { 'W', 'B' };

/* SGF text: "]" and "\" are escaped. */
static void
append_escaped (GamaoTextBuffer *out, const char *text)
{
  char one[3];

  for (const char *p = text; *p; p++)
    {
      size_t n = 0;
      if (*p == ']' || *p == '\\')
        one[n++] = '\\';
      one[n++] = *p;
      one[n] = '\0';
      gamao_text_buffer_append (out, one);
    }
}

/* gnubg's coordinates: 'a'..'x' count from White's ace point whoever
 * moves, 'y' is the bar and 'z' off. */
static char
point_letter (int point, int player)
{
  if (point == GAMAO_POINT_BAR)
    return 'y';
  if (point == GAMAO_POINT_OFF)
    return 'z';
  return (char) (player == 0 ? 'a' + point - 1 : 'a' + 24 - point);
}

static void
write_play (GamaoTextBuffer *out, const GamaoAction *action)
{
  char text[16];
  size_t n = 0;

  text[n++] = (char) ('0' + action->dice[0]);
  text[n++] = (char) ('0' + action->dice[1]);
  for (unsigned i = 0; i < action->n_steps && i < 4; i++)
    {
      text[n++] = point_letter (action->steps[i].from, action->player);
      text[n++] = point_letter (action->steps[i].to, action->player);
    }
  text[n] = '\0';
  gamao_text_buffer_printf (out, ";%c[%s]\n", colour[action->player], text);
}

/* What a game's actions become: a roll shows in its play, or alone
 * (PL/DI) when nothing was played after it; resignations show only in
 * the result. */
static void
write_action (GamaoTextBuffer *out, const GamaoGameRecord *game, size_t i)
{
  const GamaoAction *action = &game->actions[i];
  const GamaoAction *next = i + 1 < game->n_actions ? &game->actions[i + 1] : NULL;
  char who = colour[action->player];

  switch (action->kind)
    {
    case GAMAO_ACTION_ROLL:
      if (!next || (next->kind != GAMAO_ACTION_PLAY && next->kind != GAMAO_ACTION_PASS))
        gamao_text_buffer_printf (out, ";PL[%c]DI[%d%d]\n", who, action->dice[0],
                                  action->dice[1]);
      break;
    case GAMAO_ACTION_PLAY:
    case GAMAO_ACTION_PASS:
      write_play (out, action);
      break;
    case GAMAO_ACTION_DOUBLE:
      gamao_text_buffer_printf (out, ";%c[double]\n", who);
      break;
    case GAMAO_ACTION_TAKE:
      gamao_text_buffer_printf (out, ";%c[take]\n", who);
      break;
    case GAMAO_ACTION_DROP:
      gamao_text_buffer_printf (out, ";%c[drop]\n", who);
      break;
    case GAMAO_ACTION_BEAVER:
      /* The doubled player doubles back; the doubler takes it. */
      gamao_text_buffer_printf (out, ";%c[double]\n;%c[take]\n", who, colour[1 - action->player]);
      break;
    case GAMAO_ACTION_RESIGN_OFFER:
    case GAMAO_ACTION_RESIGN_ACCEPT:
    case GAMAO_ACTION_RESIGN_DECLINE:
    case GAMAO_ACTION_GAME_END:
    default:
      break;
    }
}

/* Whether write_action() writes a node of its own for action `i`. */
static bool
makes_node (const GamaoGameRecord *game, size_t i)
{
  const GamaoAction *next = i + 1 < game->n_actions ? &game->actions[i + 1] : NULL;

  switch (game->actions[i].kind)
    {
    case GAMAO_ACTION_ROLL:
      return !next || (next->kind != GAMAO_ACTION_PLAY && next->kind != GAMAO_ACTION_PASS);
    case GAMAO_ACTION_PLAY:
    case GAMAO_ACTION_PASS:
    case GAMAO_ACTION_DOUBLE:
    case GAMAO_ACTION_TAKE:
    case GAMAO_ACTION_DROP:
    case GAMAO_ACTION_BEAVER:
      return true;
    default:
      return false;
    }
}

/* A comment, a property of the node written last (SGF allows space
 * between a node's properties). */
static void
write_comment (GamaoTextBuffer *out, const char *text)
{
  gamao_text_buffer_append (out, "C[");
  append_escaped (out, text);
  gamao_text_buffer_append (out, "]\n");
}

/* The game's nodes, each with the notes of the actions it stands for
 * in one comment (a node has one C): a roll written in its play gives
 * its note to that node, a resignation or the end to the last node. */
static void
write_actions (GamaoTextBuffer *out, const GamaoGameRecord *game, size_t g,
               const GamaoSgfNotes *notes, bool any_node)
{
  GamaoTextBuffer pending = { NULL, 0, 0 };

  for (size_t i = 0; i < game->n_actions; i++)
    {
      const char *note = gamao_sgf_notes_find (notes, g, i);
      write_action (out, game, i);
      if (note)
        {
          if (pending.len)
            gamao_text_buffer_append (&pending, "\n\n");
          gamao_text_buffer_append (&pending, note);
        }
      if (makes_node (game, i))
        any_node = true;
      if (makes_node (game, i) && pending.len)
        {
          write_comment (out, pending.data);
          pending.len = 0;
          pending.data[0] = '\0';
        }
    }
  if (pending.len && any_node)
    write_comment (out, pending.data);
  free (pending.data);
}

/* EV, PC and DT, in every game as gnubg writes them. */
static void
write_info (GamaoTextBuffer *out, const GamaoMatchRecord *record)
{
  static const char *const ids[GAMAO_N_INFO] = {
    [GAMAO_INFO_EVENT] = "EV", [GAMAO_INFO_PLACE] = "PC", [GAMAO_INFO_DATE] = "DT"
  };

  for (int i = 0; i < GAMAO_N_INFO; i++)
    if (record->info[i])
      {
        gamao_text_buffer_printf (out, "%s[", ids[i]);
        append_escaped (out, record->info[i]);
        gamao_text_buffer_append (out, "]");
      }
}

static void
write_root (GamaoTextBuffer *out, const GamaoMatchRecord *record, size_t index,
            const GamaoSgfNotes *notes)
{
  const GamaoGameRecord *game = record->games[index];
  const GamaoAction *end = gamao_game_record_end (game);

  gamao_text_buffer_printf (out,
                            "(;FF[4]GM[6]CA[UTF-8]AP[Gamão:%s]MI[length:%u][game:%zu][ws:%u]"
                            "[bs:%u]PW[",
                            PACKAGE_VERSION, record->length, index, game->score[0],
                            game->score[1]);
  append_escaped (out, record->names[0]);
  gamao_text_buffer_append (out, "]PB[");
  append_escaped (out, record->names[1]);
  gamao_text_buffer_append (out, "]");
  write_info (out, record);
  if (record->length > 0 && (record->rules & GAMAO_RULE_CRAWFORD))
    gamao_text_buffer_append (out, game->crawford ? "RU[Crawford:CrawfordGame]" : "RU[Crawford]");
  /* gnubg has no word for beavers in RU and skips words it does not
   * know; "Beavers" keeps the rule for readers that do, ours. */
  if (record->length == 0 && (record->rules & (GAMAO_RULE_JACOBY | GAMAO_RULE_BEAVERS)))
    gamao_text_buffer_printf (out, "RU[%s%s%s]",
                              record->rules & GAMAO_RULE_JACOBY ? "Jacoby" : "",
                              (record->rules & GAMAO_RULE_JACOBY)
                                  && (record->rules & GAMAO_RULE_BEAVERS)
                                ? ":"
                                : "",
                              record->rules & GAMAO_RULE_BEAVERS ? "Beavers" : "");
  if (end)
    {
      bool resigned = game->n_actions >= 2
                      && game->actions[game->n_actions - 2].kind == GAMAO_ACTION_RESIGN_ACCEPT;
      gamao_text_buffer_printf (out, "RE[%c+%u%s]", colour[end->player], end->value,
                                resigned ? "R" : "");
    }
  if (index == 0 && notes && notes->match)
    {
      gamao_text_buffer_append (out, "\n");
      write_comment (out, notes->match);
      return;
    }
  gamao_text_buffer_append (out, "\n");
}

char *
gamao_sgf_write (const GamaoMatchRecord *record)
{
  return gamao_sgf_write_with_notes (record, NULL);
}

char *
gamao_sgf_write_with_notes (const GamaoMatchRecord *record, const GamaoSgfNotes *notes)
{
  GamaoTextBuffer out = { NULL, 0, 0 };

  gamao_text_buffer_append (&out, "");
  for (size_t g = 0; g < record->n_games; g++)
    {
      const GamaoGameRecord *game = record->games[g];
      bool opening_node = game->opening[0]
                          && (game->n_actions == 0 || game->actions[0].kind != GAMAO_ACTION_PLAY);
      write_root (&out, record, g, notes);
      /* An opening roll with no play after it. */
      if (opening_node)
        {
          int first = game->opening[0] > game->opening[1] ? 0 : 1;
          gamao_text_buffer_printf (&out, ";PL[%c]DI[%d%d]\n", colour[first],
                                    game->opening[first], game->opening[1 - first]);
        }
      write_actions (&out, game, g, notes, opening_node);
      gamao_text_buffer_append (&out, ")\n");
    }
  return out.data;
}
