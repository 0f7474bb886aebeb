/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The .sgf reader: an SGF parser that keeps only the main line of each
 * game tree, and GNU Backgammon's properties replayed through the rules
 * (gamao-record-builder.c), so a file that loads is a match that could
 * have been played. */
#include "config.h"

#include "gamao-sgf.h"
#include "gamao-i18n.h"
#include "gamao-match-state.h"
#include "gamao-record-builder.h"
#include "gamao-text.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Variations nest; nothing gnubg writes goes deeper than a few levels. */
#define MAX_DEPTH 256
#define MAX_PROPS 64
#define MAX_VALUES 1024

typedef struct
{
  char id[8];
  unsigned first, n; /* its values in Reader.values */
} Prop;

typedef struct
{
  size_t start, end; /* raw, escapes not resolved */
} Value;

typedef struct
{
  const char *text;
  size_t length, pos;
  unsigned line;
  GamaoMatfileError *error;
  GamaoMatchRecord *record;
  GamaoRecordBuilder builder;
  /* The node being collected. */
  bool node_open;
  unsigned node_line;
  Prop props[MAX_PROPS];
  unsigned n_props;
  Value values[MAX_VALUES];
  unsigned n_values;
  /* Where we are in the trees. */
  unsigned depth;
  bool main_line[MAX_DEPTH + 1];
  bool child_seen[MAX_DEPTH + 1];
  bool expect_root;
  unsigned n_trees;
  /* The game of the current tree. */
  bool have_result;
  char result[32];
  unsigned result_line;
  int roller;          /* PL */
  bool beaver_to_take; /* gnubg writes the doubler's take after a beaver */
  unsigned unplayed_line; /* the node of a roll saved before its play */
  GamaoSgfNotes *notes;   /* NULL: comments skipped */
} Reader;

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

#define fail(r, ...) fail_at ((r), (r)->node_line, __VA_ARGS__)

static bool
check (Reader *r, bool ok)
{
  return ok || fail (r, "%s", r->builder.message);
}

/* ---- values ---- */

/* The value with its escapes resolved, cut to fit `size`. */
static void
value_text (const Reader *r, const Value *v, char *out, size_t size)
{
  size_t n = 0;

  for (size_t i = v->start; i < v->end && n + 1 < size; i++)
    {
      char c = r->text[i];
      if (c == '\\' && i + 1 < v->end)
        {
          c = r->text[++i];
          /* A backslash before a line end joins the lines. */
          if (c == '\r' && i + 1 < v->end && r->text[i + 1] == '\n')
            i++;
          if (c == '\r' || c == '\n')
            continue;
        }
      out[n++] = c;
    }
  out[n] = '\0';
}

static const Prop *
find_prop (const Reader *r, const char *id)
{
  for (unsigned i = 0; i < r->n_props; i++)
    if (strcmp (r->props[i].id, id) == 0)
      return &r->props[i];
  return NULL;
}

/* The node's comment, whole, to free(); NULL when it has none. */
static char *
comment_text (const Reader *r)
{
  const Prop *prop = r->notes ? find_prop (r, "C") : NULL;

  if (!prop || prop->n == 0)
    return NULL;
  const Value *v = &r->values[prop->first];
  char *text = malloc (v->end - v->start + 1);
  if (!text)
    abort ();
  value_text (r, v, text, v->end - v->start + 1);
  if (gamao_utf8_valid (text))
    return text;
  /* Older files are Latin-1: each byte at most two in UTF-8. */
  size_t size = 2 * strlen (text) + 1;
  char *utf8 = malloc (size);
  if (!utf8)
    abort ();
  gamao_text_to_utf8 (text, utf8, size);
  free (text);
  return utf8;
}

/* A move node's comment is the note on the last action it made (the
 * match's when the game has none yet); a root's is the match's. */
static void
keep_comment (Reader *r, bool root)
{
  char *text = comment_text (r);
  const GamaoGameRecord *game = r->builder.game;

  if (!text)
    return;
  if (root || !game || game->n_actions == 0)
    gamao_sgf_notes_add_match (r->notes, text);
  else
    gamao_sgf_notes_add (r->notes, r->record->n_games - 1, game->n_actions - 1, text);
  free (text);
}

/* The first value of property `id` of the node, or false. */
static bool
prop_text (const Reader *r, const char *id, char *out, size_t size)
{
  const Prop *prop = find_prop (r, id);

  if (!prop || prop->n == 0)
    return false;
  value_text (r, &r->values[prop->first], out, size);
  return true;
}

/* ---- the root node: the match and the game ---- */

/* MI[length:5][game:0][ws:0][bs:0] */
static bool
read_match_info (Reader *r, unsigned *length, unsigned score[2])
{
  const Prop *mi = find_prop (r, "MI");
  bool have_length = false;

  score[0] = score[1] = 0;
  for (unsigned i = 0; mi && i < mi->n; i++)
    {
      char text[64], *colon, *end;
      value_text (r, &r->values[mi->first + i], text, sizeof text);
      if (!(colon = strchr (text, ':')))
        continue;
      *colon = '\0';
      unsigned long number = strtoul (colon + 1, &end, 10);
      if (end == colon + 1 || number > GAMAO_MAX_SCORE)
        return fail (r, GAMAO_TR ("cannot read MI[%s:%s]"), text, colon + 1);
      if (strcmp (text, "length") == 0)
        *length = (unsigned) number, have_length = true;
      else if (strcmp (text, "ws") == 0)
        score[0] = (unsigned) number;
      else if (strcmp (text, "bs") == 0)
        score[1] = (unsigned) number;
    }
  return have_length || fail (r, GAMAO_TR ("the game does not say the match length (MI)"));
}

/* RU[Crawford:CrawfordGame], RU[Jacoby]: words joined by colons. */
static bool
rules_say (const Reader *r, const char *word)
{
  char text[128];

  if (!prop_text (r, "RU", text, sizeof text))
    return false;
  for (char *save = NULL, *token = strtok_r (text, ":", &save); token;
       token = strtok_r (NULL, ":", &save))
    if (strcasecmp (token, word) == 0)
      return true;
  return false;
}

static void
set_names (Reader *r)
{
  static const char *const ids[2] = { "PW", "PB" };

  for (int player = 0; player < 2; player++)
    {
      /* Room for any name written back (up to 511 bytes of UTF-8). */
      char raw[1024], utf8[512];
      if (!prop_text (r, ids[player], raw, sizeof raw) || !*raw)
        snprintf (raw, sizeof raw, "%s", player ? "Black" : "White");
      gamao_text_to_utf8 (raw, utf8, sizeof utf8);
      gamao_match_record_set_name (r->record, player, utf8);
    }
}

/* EV, PC and DT of the first game that says them. DT may list several
 * days ("2009-01-15,16"): the first is the match's. */
static void
set_info (Reader *r)
{
  static const char *const ids[GAMAO_N_INFO] = {
    [GAMAO_INFO_EVENT] = "EV", [GAMAO_INFO_PLACE] = "PC", [GAMAO_INFO_DATE] = "DT"
  };

  for (int i = 0; i < GAMAO_N_INFO; i++)
    {
      char raw[1024], utf8[512];
      if (r->record->info[i] || !prop_text (r, ids[i], raw, sizeof raw))
        continue;
      gamao_text_to_utf8 (raw, utf8, sizeof utf8);
      gamao_match_record_set_info (r->record, (GamaoMatchInfo) i, utf8);
    }
}

static bool
read_root (Reader *r)
{
  char text[64];
  unsigned length = 0, score[2];

  if (!prop_text (r, "GM", text, sizeof text) || strcmp (text, "6") != 0)
    return fail (r, GAMAO_TR ("this .sgf file is not of backgammon (it lacks GM[6])"));
  if (!read_match_info (r, &length, score))
    return false;
  if (r->n_trees == 1)
    {
      r->record->length = length;
      if (length > 0 && rules_say (r, "Crawford"))
        r->record->rules |= GAMAO_RULE_CRAWFORD;
      if (length == 0 && rules_say (r, "Jacoby"))
        r->record->rules |= GAMAO_RULE_JACOBY;
      if (length == 0 && rules_say (r, "Beavers"))
        r->record->rules |= GAMAO_RULE_BEAVERS;
      set_names (r);
    }
  else if (length != r->record->length)
    /* Translators: match lengths as the file writes them (MI[length:N]): not a count. */
    return fail (r, GAMAO_TR ("this game says length:%u, the first game length:%u"), length,
                 r->record->length);
  set_info (r);
  if (r->unplayed_line)
    return fail_at (r, r->unplayed_line,
                    /* Translators: %d-%d are the dice ("6-4"), not a count. */
                    GAMAO_TR ("the roll %d-%d has a legal play, but none is written"),
                    r->builder.dice[0], r->builder.dice[1]);
  if (!check (r, gamao_record_builder_start_game (&r->builder, score[0], score[1])))
    return false;
  if (rules_say (r, "CrawfordGame") != r->builder.game->crawford)
    return fail (r, r->builder.game->crawford
                      ? GAMAO_TR ("by the rules this is the Crawford game, but the file says not")
                      : GAMAO_TR ("the file says this is the Crawford game, but by the rules it is "
                                  "not"));
  r->have_result = prop_text (r, "RE", r->result, sizeof r->result);
  r->result_line = r->node_line;
  r->roller = -1;
  r->beaver_to_take = false;
  return true;
}

/* RE[W+2], RE[B+1R] (resigned); anything else is no result. */
static bool
finish_game (Reader *r)
{
  const char *p = r->result;
  char *end;

  r->node_line = r->result_line;
  if (r->unplayed_line && r->have_result)
    r->unplayed_line = 0;
  if (!r->have_result || (p[0] != 'W' && p[0] != 'B') || p[1] != '+')
    return true;
  unsigned long points = strtoul (p + 2, &end, 10);
  if (end == p + 2 || points == 0 || points > GAMAO_MAX_SCORE)
    return fail (r, GAMAO_TR ("cannot read the result RE[%s]"), r->result);
  return check (r, gamao_record_builder_win (&r->builder, p[0] == 'W' ? 0 : 1, (unsigned) points));
}

/* ---- game nodes ---- */

/* A letter of gnubg's coordinates as a point of `player`: 'a'..'x' are
 * the points counted from White's ace point, 'y' the bar, 'z' off. */
static int
letter_point (char c, int player)
{
  if (c == 'y')
    return GAMAO_POINT_BAR;
  if (c == 'z')
    return GAMAO_POINT_OFF;
  if (c < 'a' || c > 'x')
    return -1;
  return player == 0 ? c - 'a' + 1 : 24 - (c - 'a');
}

/* "52hcmh": the dice, then a from and a to letter per step. */
static bool
read_move (Reader *r, int player, const char *move)
{
  int dice[2] = { move[0] - '0', move[1] - '0' };
  const char *steps_text = move + 2;
  size_t n = strlen (steps_text);
  GamaoStep steps[4];

  if (n % 2 || n / 2 > 4)
    return fail (r, GAMAO_TR ("cannot read the play “%s”"), move);
  memset (steps, 0, sizeof steps);
  for (size_t i = 0; i < n / 2; i++)
    {
      steps[i].from = (int8_t) letter_point (steps_text[2 * i], player);
      steps[i].to = (int8_t) letter_point (steps_text[2 * i + 1], player);
      if (steps[i].from <= 0 || steps[i].to < 0 || steps[i].to == GAMAO_POINT_BAR)
        return fail (r, GAMAO_TR ("cannot read the play “%s”"), move);
    }
  if (r->builder.rolled)
    {
      const int *rolled = r->builder.dice;
      if (player != r->builder.on_roll
          || !((dice[0] == rolled[0] && dice[1] == rolled[1])
               || (dice[0] == rolled[1] && dice[1] == rolled[0])))
        /* Translators: a play as written in the file and the dice ("6-4"): not a count. */
        return fail (r, GAMAO_TR ("the play “%s” does not follow the roll %d-%d"), move,
                     rolled[0], rolled[1]);
    }
  else if (!check (r, gamao_record_builder_roll (&r->builder, player, dice)))
    return false;
  /* gnubg saves a roll not played yet as the roll and an empty move:
   * fine as the last node of the file, or before the resignation its
   * result says. */
  if (n == 0 && gamao_record_builder_roll_has_play (&r->builder))
    {
      r->unplayed_line = r->node_line;
      return true;
    }
  return check (r, gamao_record_builder_play_steps (&r->builder, steps, (unsigned) (n / 2)));
}

static bool
read_action (Reader *r, int player, const char *value)
{
  GamaoRecordBuilder *b = &r->builder;

  if (isdigit ((unsigned char) value[0]) && isdigit ((unsigned char) value[1]))
    return read_move (r, player, value);
  /* gnubg writes a beaver as the doubled player's double, then the
   * doubler's take of it, which the record has no action for. */
  bool to_take = r->beaver_to_take;
  r->beaver_to_take = false;
  if ((strcmp (value, "double") == 0 && b->double_pending && player != b->doubler)
      || strcmp (value, "beaver") == 0)
    {
      r->beaver_to_take = true;
      return check (r, gamao_record_builder_beaver (b, player));
    }
  if (strcmp (value, "double") == 0)
    return check (r, gamao_record_builder_double (b, player, 0));
  if (strcmp (value, "take") == 0 && to_take && player == b->doubler)
    return true;
  if (strcmp (value, "take") == 0)
    return check (r, gamao_record_builder_take (b, player));
  if (strcmp (value, "drop") == 0)
    return check (r, gamao_record_builder_drop (b, player));
  return fail (r, GAMAO_TR ("cannot read the action “%s”"), value);
}

/* PL[W]DI[42]: the dice rolled, before the play is chosen. */
static bool
read_roll (Reader *r)
{
  char who[8] = "", dice_text[8] = "";
  int player = r->builder.on_roll;

  if (prop_text (r, "PL", who, sizeof who))
    player = who[0] == 'W' ? 0 : who[0] == 'B' ? 1 : -1;
  if (!prop_text (r, "DI", dice_text, sizeof dice_text))
    return true;
  if (player < 0 || !isdigit ((unsigned char) dice_text[0])
      || !isdigit ((unsigned char) dice_text[1]) || dice_text[2])
    return fail (r, GAMAO_TR ("cannot read the roll DI[%s]"), dice_text);
  int dice[2] = { dice_text[0] - '0', dice_text[1] - '0' };
  return check (r, gamao_record_builder_roll (&r->builder, player, dice));
}

static bool
read_game_node (Reader *r)
{
  static const char *const setup[] = { "AE", "AB", "AW", "CV", "CP", "CO" };
  char value[64];

  if (r->unplayed_line)
    return fail_at (r, r->unplayed_line,
                    /* Translators: %d-%d are the dice ("6-4"), not a count. */
                    GAMAO_TR ("the roll %d-%d has a legal play, but none is written"),
                    r->builder.dice[0], r->builder.dice[1]);

  for (size_t i = 0; i < sizeof setup / sizeof setup[0]; i++)
    if (find_prop (r, setup[i]))
      return fail (r, GAMAO_TR ("games set up from a position (%s) cannot be read yet"),
                   setup[i]);
  if (!read_roll (r))
    return false;
  for (int player = 0; player < 2; player++)
    if (prop_text (r, player ? "B" : "W", value, sizeof value)
        && !read_action (r, player, value))
      return false;
  return true;
}

/* ---- the SGF syntax ---- */

static bool
end_node (Reader *r)
{
  bool ok = true;

  if (!r->node_open)
    return true;
  r->node_open = false;
  if (!r->main_line[r->depth])
    return true;
  bool root = r->expect_root;
  if (r->expect_root)
    {
      r->expect_root = false;
      ok = read_root (r);
    }
  else
    ok = read_game_node (r);
  if (ok)
    keep_comment (r, root);
  return ok;
}

static void
skip_space (Reader *r)
{
  while (r->pos < r->length && isspace ((unsigned char) r->text[r->pos]))
    if (r->text[r->pos++] == '\n')
      r->line++;
}

static bool
read_property (Reader *r)
{
  Prop *prop;
  size_t n = 0;
  char id[8];

  if (!r->node_open)
    return fail_at (r, r->line, GAMAO_TR ("a property outside a node"));
  /* FF[3] identifiers may hold lower-case letters, which do not count. */
  while (r->pos < r->length && isalpha ((unsigned char) r->text[r->pos]))
    {
      char c = r->text[r->pos++];
      if (isupper ((unsigned char) c) && n + 1 < sizeof id)
        id[n++] = c;
    }
  id[n] = '\0';
  if (r->n_props == MAX_PROPS)
    return fail (r, GAMAO_TR ("a node with too many properties"));
  prop = &r->props[r->n_props++];
  snprintf (prop->id, sizeof prop->id, "%s", id);
  prop->first = r->n_values;
  prop->n = 0;
  skip_space (r);
  if (r->pos >= r->length || r->text[r->pos] != '[')
    return fail_at (r, r->line, GAMAO_TR ("the property %s has no value"), id);
  while (r->pos < r->length && r->text[r->pos] == '[')
    {
      size_t start = ++r->pos;
      unsigned line = r->line;
      while (r->pos < r->length && r->text[r->pos] != ']')
        {
          if (r->text[r->pos] == '\\' && r->pos + 1 < r->length)
            r->pos++;
          if (r->text[r->pos++] == '\n')
            r->line++;
        }
      if (r->pos >= r->length)
        return fail_at (r, line, GAMAO_TR ("the value of %s is never closed"), id);
      if (r->n_values == MAX_VALUES)
        return fail (r, GAMAO_TR ("a node with too many properties"));
      r->values[r->n_values++] = (Value) { start, r->pos++ };
      prop->n++;
      skip_space (r);
    }
  return true;
}

static bool
open_tree (Reader *r)
{
  if (!end_node (r))
    return false;
  if (r->depth == MAX_DEPTH)
    return fail_at (r, r->line, GAMAO_TR ("the game trees are nested too deeply"));
  r->depth++;
  r->child_seen[r->depth] = false;
  if (r->depth == 1)
    {
      r->main_line[1] = true;
      r->expect_root = true;
      r->n_trees++;
      return true;
    }
  /* Only the first variation is the game as played. */
  r->main_line[r->depth] = r->main_line[r->depth - 1] && !r->child_seen[r->depth - 1];
  r->child_seen[r->depth - 1] = true;
  return true;
}

static bool
close_tree (Reader *r)
{
  if (!end_node (r))
    return false;
  if (r->depth == 0)
    return fail_at (r, r->line, GAMAO_TR ("a “)” without its “(”"));
  r->depth--;
  if (r->depth > 0)
    return true;
  if (r->expect_root)
    return fail_at (r, r->line, GAMAO_TR ("a game tree without a node"));
  return finish_game (r);
}

static bool
read_all (Reader *r)
{
  if (r->length >= 3 && memcmp (r->text, "\xef\xbb\xbf", 3) == 0)
    r->pos = 3;
  for (;;)
    {
      skip_space (r);
      if (r->pos >= r->length)
        break;
      char c = r->text[r->pos];
      if (c == '\0')
        return fail_at (r, r->line, GAMAO_TR ("this is not a text file"));
      if (c == '(' || c == ')' || c == ';')
        r->pos++;
      if (c == '(' && !open_tree (r))
        return false;
      if (c == ')' && !close_tree (r))
        return false;
      if (c == ';')
        {
          if (r->depth == 0 || !end_node (r))
            return r->depth == 0 ? fail_at (r, r->line, GAMAO_TR ("a node outside a game tree"))
                                 : false;
          r->node_open = true;
          r->node_line = r->line;
          r->n_props = r->n_values = 0;
        }
      else if (isalpha ((unsigned char) c))
        {
          if (!read_property (r))
            return false;
        }
      else if (c != '(' && c != ')')
        return fail_at (r, r->line, GAMAO_TR ("unexpected “%c”"), isprint ((unsigned char) c) ? c : '?');
    }
  if (r->depth > 0)
    return fail_at (r, r->line, GAMAO_TR ("the file ends inside a game tree"));
  if (r->n_trees == 0)
    return fail_at (r, r->line, GAMAO_TR ("no game in this file"));
  r->node_line = r->line;
  return check (r, gamao_record_builder_finish (&r->builder));
}

GamaoMatchRecord *
gamao_sgf_read (const char *text, size_t length, GamaoMatfileError *error)
{
  return gamao_sgf_read_with_notes (text, length, NULL, error);
}

GamaoMatchRecord *
gamao_sgf_read_with_notes (const char *text, size_t length, GamaoSgfNotes *notes,
                           GamaoMatfileError *error)
{
  Reader *r = calloc (1, sizeof *r);

  if (!r)
    abort ();
  memset (error, 0, sizeof *error);
  r->text = text;
  r->length = length;
  r->line = 1;
  r->error = error;
  r->notes = notes;
  if (notes)
    gamao_sgf_notes_clear (notes);
  r->record = gamao_match_record_new (0, "", "", 0);
  gamao_record_builder_init (&r->builder, r->record);

  bool ok = read_all (r);
  GamaoMatchRecord *record = r->record;
  gamao_record_builder_clear (&r->builder);
  free (r);
  if (!ok)
    {
      if (notes)
        gamao_sgf_notes_clear (notes);
      gamao_match_record_unref (record);
      return NULL;
    }
  return record;
}

bool
gamao_sgf_detect (const char *text, size_t length)
{
  size_t i = 0;

  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    i = 3;
  while (i < length && isspace ((unsigned char) text[i]))
    i++;
  return i + 1 < length && text[i] == '(' ;
}
