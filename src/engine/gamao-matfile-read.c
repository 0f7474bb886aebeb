/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The .mat reader: replays the file through the rules as it goes, so a
 * file that loads is a match that could have been played. */
#include "config.h"

#include "gamao-matfile.h"
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

typedef struct
{
  GamaoMatfileError *error;
  unsigned line_no;
  GamaoMatchRecord *record;
  GamaoRecordBuilder builder;
  bool have_length;
  bool expect_score;
  int crawford_header; /* -1 not said, 0 off, 1 on */
  bool jacoby;
  bool beavers;
  unsigned right_column;
  /* A roll written with no play although it had one: acceptable only as
   * the roller's resignation, which the next entry must confirm. */
  unsigned unplayed_line;
  int unplayed_dice[2];
  int unplayed_player;
  /* The first such roll read as a resignation, for the end-of-file check. */
  unsigned resigned_roll_line;
  int resigned_roll_dice[2];
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

#define fail(r, ...) fail_at ((r), (r)->line_no, __VA_ARGS__)

/* Passes on the builder's verdict, at the current line. */
static bool
check (Reader *r, bool ok)
{
  return ok || fail (r, "%s", r->builder.message);
}

static bool
is_no_play (const char *text)
{
  return *text == '\0' || strncasecmp (text, "cannot move", 11) == 0
         || strcmp (text, "???") == 0;
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
  /* The opening roll is kept as the game's opening dice, not as an action
   * a resignation could follow, and it has just been set: a game with no
   * action yet is at its opening roll. */
  if (r->builder.game->n_actions == 0)
    /* Translators: %d-%d are the dice ("6-4"), not a count. */
    return fail (r, GAMAO_TR ("the roll %d-%d has a legal play, but none is written"), dice[0],
                 dice[1]);
  r->unplayed_line = r->line_no;
  r->unplayed_player = player;
  memcpy (r->unplayed_dice, dice, sizeof r->unplayed_dice);
  return true;
}

/* "52: 13/8 24/22", "52:" for a dance. */
static bool
read_play (Reader *r, int player, const char *entry)
{
  int dice[2] = { entry[0] - '0', entry[1] - '0' };
  const char *text = entry + 3;

  while (isspace ((unsigned char) *text))
    text++;
  if (!check (r, gamao_record_builder_roll (&r->builder, player, dice)))
    return false;
  if (is_no_play (text))
    {
      if (gamao_record_builder_roll_has_play (&r->builder))
        return read_unplayed_roll (r, player, dice);
      text = "";
    }
  return check (r, gamao_record_builder_play_text (&r->builder, text));
}

/* The points a resignation scores when the file says `points`: as
 * gnubg reads it, the fewest of a single game, a gammon and a backgammon
 * at the cube that reach them, or a backgammon. GamesGrid writes the
 * points a match-winning resignation needed ("Wins 5 points" for a
 * backgammon at a 2-cube, at 0-0 to 5), not those it scored. */
static unsigned
resignation_points (const Reader *r, unsigned points)
{
  unsigned cube = r->builder.cube ? r->builder.cube : 1;
  unsigned kind = (points + cube - 1) / cube;

  return (kind < 3 ? kind : 3) * cube;
}

/* The roller resigned after the roll: the other side wins, for the
 * points of a single game, a gammon or a backgammon at the cube. */
static bool
read_resigned_roll (Reader *r, int player, unsigned points)
{
  if (player == r->unplayed_player
      || !gamao_record_builder_resign (&r->builder, r->unplayed_player,
                                       resignation_points (r, points)))
    return refuse_unplayed (r);
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
  unsigned long points;
  char *end;

  while (*p && !isdigit ((unsigned char) *p))
    p++;
  points = strtoul (p, &end, 10);
  if (end == p || points == 0 || points > GAMAO_MAX_SCORE)
    return fail (r, GAMAO_TR ("“%s” does not say how many points"), entry);
  if (r->unplayed_line)
    return read_resigned_roll (r, player, (unsigned) points);
  /* A game the plays did not end: the loser resigned. */
  if (r->builder.game && !r->builder.over)
    points = resignation_points (r, (unsigned) points);
  return check (r, gamao_record_builder_win (&r->builder, player, (unsigned) points));
}

static bool
read_double (Reader *r, int player, const char *entry)
{
  const char *arrow = strstr (entry, "=>");
  unsigned long value = arrow ? strtoul (arrow + 2, NULL, 10) : 0;

  return check (r, gamao_record_builder_double (&r->builder, player,
                                                value > 1u << 16 ? 1 : (unsigned) value));
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
    return check (r, gamao_record_builder_take (&r->builder, player));
  if (has_prefix (entry, "beav"))
    return check (r, gamao_record_builder_beaver (&r->builder, player));
  if (has_prefix (entry, "drop") || has_prefix (entry, "pass"))
    return check (r, gamao_record_builder_drop (&r->builder, player));
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
  size_t n = strlen (name);

  /* The whole name: "Event" is not "EventDate". */
  if (!quote || !has_prefix (open + 1, name) || (open[1 + n] != ' ' && open[1 + n] != '"'))
    return NULL;
  return quote + 1;
}

/* The event, place and date headers gnubg and eXtreme Gammon write, kept
 * with the match; a date that is no date is left out. */
static void
read_info (Reader *r, GamaoMatchInfo which, const char *value)
{
  char text[512], utf8[512];
  size_t n = strcspn (value, "\"");

  snprintf (text, sizeof text, "%.*s", (int) (n < sizeof text ? n : sizeof text - 1), value);
  gamao_text_to_utf8 (text, utf8, sizeof utf8);
  gamao_match_record_set_info (r->record, which, utf8);
}

/* The headers eXtreme Gammon writes that set rules ("; [Crawford "On"]"
 * and the like), and the event, site and date; the others (players,
 * round) say nothing the games do not. */
static bool
read_header (Reader *r, const char *line)
{
  const char *value;

  if ((value = header_value (line, "event")))
    read_info (r, GAMAO_INFO_EVENT, value);
  else if ((value = header_value (line, "site")) || (value = header_value (line, "place")))
    read_info (r, GAMAO_INFO_PLACE, value);
  else if ((value = header_value (line, "eventdate")) || (value = header_value (line, "date")))
    read_info (r, GAMAO_INFO_DATE, value);
  else if ((value = header_value (line, "crawford")))
    r->crawford_header = has_prefix (value, "on") || has_prefix (value, "true");
  else if ((value = header_value (line, "jacoby")))
    r->jacoby = has_prefix (value, "on") || has_prefix (value, "true");
  else if ((value = header_value (line, "beaver")))
    {
      r->beavers = has_prefix (value, "on") || has_prefix (value, "true");
      r->builder.beavers_refused = !r->beavers;
    }
  else if ((value = header_value (line, "cubelimit")))
    {
      unsigned long limit = strtoul (value, NULL, 10);
      r->builder.cube_limit = limit >= 1 && limit <= 1u << 15 ? (unsigned) limit : 0;
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
  if (r->builder.game && !r->builder.over)
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

/* "Ana,17,0" loses one rating at a time; strip them all, so that the name
 * written back reads the same again (fuzz-matfile found "Ana,17" read
 * back as "Ana"). */
static void
strip_ratings (char *name)
{
  size_t before;

  do
    {
      before = strlen (name);
      strip_rating (name);
    }
  while (strlen (name) != before);
}

/* No player's name is longer; a longer one is cut at a character
 * boundary, the same way whether it is read from Latin-1 or from the
 * UTF-8 a written file holds, so that a file written back reads the same
 * (fuzz-matfile found names cut differently the second time). */
#define MAX_NAME_CHARS 64

static void
cut_name (char *utf8)
{
  unsigned chars = 0;
  char *end;

  for (char *p = utf8; *p; p++)
    if (((unsigned char) *p & 0xC0) != 0x80 && ++chars > MAX_NAME_CHARS)
      {
        *p = '\0';
        break;
      }
  end = utf8 + strlen (utf8);
  while (end > utf8 && isspace ((unsigned char) end[-1]))
    *--end = '\0';
}

/* Old files write names in Latin-1; the record holds UTF-8. The rating
 * goes after the cut, which can bring one to the end ("Ana,17<junk>"
 * cut to "Ana,17" read back as "Ana": fuzz-matfile's find). */
static void
set_name (Reader *r, int player, const char *name)
{
  char utf8[512];

  gamao_text_to_utf8 (name, utf8, sizeof utf8);
  cut_name (utf8);
  strip_ratings (utf8);
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
  /* The colon parts a name from its score: a name holding one would
   * be read back as another line (fuzz-matfile's find). */
  if (strchr (name1, ':'))
    return fail (r, GAMAO_TR ("a player’s name with a colon in it"));

  if (r->record->n_games == 0)
    {
      set_name (r, 0, name0);
      set_name (r, 1, name1);
    }
  if (!check (r, gamao_record_builder_start_game (&r->builder, score[0], score[1])))
    return false;
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
  if (r->record->length == 0 && r->beavers)
    rules |= GAMAO_RULE_BEAVERS;
  r->record->rules = rules;
}

/* "Game 3" and nothing after the number: a score line can start with
 * the same word, when a player is called "game" ("game : 4  Bia : 0"). */
static bool
is_game_line (const char *text)
{
  if (!has_prefix (text, "game") || !isspace ((unsigned char) text[4]))
    return false;
  text += 4;
  while (isspace ((unsigned char) *text))
    text++;
  if (!isdigit ((unsigned char) *text))
    return false;
  while (isdigit ((unsigned char) *text))
    text++;
  return *text == '\0';
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
  if (is_game_line (text))
    return start_game (r);
  if (r->expect_score)
    return read_score (r, text);
  if (!r->builder.game)
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
                    /* Translators: %d-%d are the dice ("6-4") and %u-%u the score: not a count. */
                    GAMAO_TR ("the roll %d-%d has a legal play, but none is written (read as a "
                              "resignation only in a match played to its end, not in a money "
                              "session)"),
                    r->resigned_roll_dice[0], r->resigned_roll_dice[1]);
  if (winner < 0)
    return fail_at (r, r->resigned_roll_line,
                    /* Translators: %d-%d are the dice ("6-4") and %u-%u the score: not a count. */
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
      char line[4096]; /* two names of up to 511 bytes fit */

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
  if (!check (r, gamao_record_builder_finish (&r->builder)))
    return false;
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
  r.right_column = 33;
  r.record = gamao_match_record_new (0, "", "", 0);
  gamao_record_builder_init (&r.builder, r.record);

  bool ok = read_all (&r, text, length);
  gamao_record_builder_clear (&r.builder);
  if (!ok)
    {
      gamao_match_record_unref (r.record);
      return NULL;
    }
  return r.record;
}
