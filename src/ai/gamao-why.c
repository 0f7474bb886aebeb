/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The words that explain a mistake. Each phrase states a fact that
 * gamao_play_facts() counted, and only the facts that differ between the
 * two plays are said, the ones that matter most first. */
#include "config.h"

#include "gamao-why.h"

#include "gamao-i18n.h"
#include "gamao-inputs.h"
#include "gamao-notation.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Gammon chances that differ by less than this are not worth a word. */
#define GAMMON_WORTH_SAYING 0.03f

/* Whether the side on roll of `board` holds all six points of its home
 * board with the other side on the bar: closed out. */
static bool
closes_out (const GamaoBoard *board)
{
  if (board->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR] == 0)
    return false;
  for (int p = 1; p <= 6; p++)
    if (board->checkers[GAMAO_SIDE_ON_ROLL][p - 1] < 2)
      return false;
  return true;
}

/* The opponent's rolls of 36 that hit a blot of the mover in `after`,
 * and those with a play that hits and closes the mover out, from their
 * legal plays: exact, with checkers on the bar, blocked paths and the
 * rule on using both dice. */
static void
rolls_that_hit (const GamaoBoard *after, unsigned *hit, unsigned *close)
{
  GamaoPlayList *list = malloc (sizeof *list);
  GamaoBoard turned = *after;

  *hit = *close = 0;
  if (!list)
    {
      *hit = gamao_hitting_rolls (&turned);
      return;
    }
  gamao_board_swap_sides (&turned);
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        bool hits = false, closes = false;
        gamao_play_list_generate (list, &turned, d1, d2);
        for (unsigned i = 0; i < list->n_plays; i++)
          {
            bool this_hits = false;
            for (unsigned k = 0; k < list->plays[i].n_steps; k++)
              this_hits |= list->plays[i].steps[k].hit;
            hits |= this_hits;
            closes |= this_hits && closes_out (&list->plays[i].after);
          }
        *hit += hits ? (d1 == d2 ? 1u : 2u) : 0u;
        *close += closes ? (d1 == d2 ? 1u : 2u) : 0u;
      }
  free (list);
}

static uint32_t
held_points (const GamaoBoard *board)
{
  uint32_t points = 0;

  for (int p = 1; p <= 24; p++)
    if (board->checkers[GAMAO_SIDE_ON_ROLL][p - 1] >= 2)
      points |= 1u << p;
  return points;
}

static unsigned
longest_run (uint32_t points)
{
  unsigned best = 0, run = 0;

  for (int p = 1; p <= 24; p++)
    {
      run = points & (1u << p) ? run + 1 : 0;
      if (run > best)
        best = run;
    }
  return best;
}

void
gamao_play_facts (const GamaoEvaluator *evaluator, const GamaoBoard *before,
                  const GamaoPlay *play, GamaoPlayFacts *facts)
{
  const GamaoBoard *after = &play->after;
  const uint8_t *mine = after->checkers[GAMAO_SIDE_ON_ROLL];
  float outputs[GAMAO_N_OUTPUTS];

  memset (facts, 0, sizeof *facts);
  facts->points = held_points (after);
  facts->made = facts->points & ~held_points (before);
  facts->given_up = held_points (before) & ~facts->points;
  facts->longest_prime = longest_run (facts->points);
  for (int p = 1; p <= 24; p++)
    facts->blots += mine[p - 1] == 1;
  for (int p = 19; p <= 25; p++)
    facts->back += mine[p - 1];
  /* Hit by this play: checkers already on the bar before it were hit
   * earlier, and only a hit puts one there. */
  if (after->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR]
      > before->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR])
    facts->hits = after->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR]
                  - before->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR];
  facts->pips = gamao_board_pip_count (after, GAMAO_SIDE_ON_ROLL);
  facts->opponent_pips = gamao_board_pip_count (after, GAMAO_SIDE_OPPONENT);
  facts->borne_off = gamao_board_borne_off (after, GAMAO_SIDE_ON_ROLL);
  facts->contact = gamao_board_has_contact (after);
  if (gamao_board_checkers_on_board (after, GAMAO_SIDE_ON_ROLL) && facts->blots)
    rolls_that_hit (after, &facts->hit_rolls, &facts->closeout_rolls);
  if (evaluator)
    {
      gamao_evaluate_after_play (evaluator, after, outputs);
      facts->win_gammon = outputs[GAMAO_OUT_WIN_GAMMON];
      facts->lose_gammon = outputs[GAMAO_OUT_LOSE_GAMMON];
    }
}

/* A growing list of phrases, joined "a, b and c". */
typedef struct
{
  char items[10][160];
  unsigned n;
} Phrases;

static void
say (Phrases *phrases, const char *format, ...) __attribute__ ((format (printf, 2, 3)));

static void
say (Phrases *phrases, const char *format, ...)
{
  va_list args;

  if (phrases->n == sizeof phrases->items / sizeof phrases->items[0])
    return;
  va_start (args, format);
  vsnprintf (phrases->items[phrases->n++], sizeof phrases->items[0], format, args);
  va_end (args);
}

static void
join (const Phrases *phrases, char *out, size_t size)
{
  out[0] = '\0';
  for (unsigned i = 0; i < phrases->n; i++)
    {
      char joined[1024];
      if (i == 0)
        snprintf (joined, sizeof joined, "%s", phrases->items[0]);
      else if (i + 1 < phrases->n)
        /* Translators: a list of what a play does, "a, b". */
        snprintf (joined, sizeof joined, GAMAO_TR ("%s, %s"), out, phrases->items[i]);
      else
        /* Translators: the last item of a list, "a, b and c". */
        snprintf (joined, sizeof joined, GAMAO_TR ("%s and %s"), out, phrases->items[i]);
      snprintf (out, size, "%s", joined);
    }
}

/* Points by their number from the mover's side; the bar point by name,
 * and points in the opponent's home board as the anchors they are. The
 * mover's own points are "yours" when the words speak to the mover
 * (`who` NULL), and plainly "the 5-point" when they speak of a player. */
static void
say_points (Phrases *phrases, uint32_t points, bool made, const char *who)
{
  for (int p = 24; p >= 1; p--)
    {
      if (!(points & (1u << p)))
        continue;
      if (p == 7 && !who)
        say (phrases, "%s", made ? GAMAO_TR ("makes your bar point")
                                 : GAMAO_TR ("gives up your bar point"));
      else if (p == 7)
        say (phrases, "%s", made ? GAMAO_TR ("makes the bar point")
                                 : GAMAO_TR ("gives up the bar point"));
      else if (p >= 19 && made)
        /* Translators: %d is a point of the board, not a count. */
        say (phrases, GAMAO_TR ("makes an anchor on the opponent’s %d-point"), 25 - p);
      else if (p >= 19)
        /* Translators: %d is a point of the board, not a count. */
        say (phrases, GAMAO_TR ("gives up the anchor on the opponent’s %d-point"), 25 - p);
      else if (made && who)
        /* Translators: %d is a point of the board, not a count. */
        say (phrases, GAMAO_TR ("makes the %d-point"), p);
      else if (made)
        /* Translators: %d is a point of the board, not a count. */
        say (phrases, GAMAO_TR ("makes your %d-point"), p);
      else if (who)
        /* Translators: %d is a point of the board, not a count. */
        say (phrases, GAMAO_TR ("gives up the %d-point"), p);
      else
        /* Translators: %d is a point of the board, not a count. */
        say (phrases, GAMAO_TR ("gives up your %d-point"), p);
    }
}

static void
say_blots (Phrases *phrases, const GamaoPlayFacts *f)
{
  if (f->blots == 0)
    say (phrases, "%s", GAMAO_TR ("leaves no blot"));
  else if (f->hit_rolls == 0)
    say (phrases,
         dngettext (GETTEXT_PACKAGE, "leaves %u blot that no roll hits",
                    "leaves %u blots that no roll hits", f->blots),
         f->blots);
  else
    say (phrases,
         dngettext (GETTEXT_PACKAGE, "leaves %u blot that %u of 36 rolls hit",
                    "leaves %u blots that %u of 36 rolls hit", f->blots),
         f->blots, f->hit_rolls);
}

/* The race: how far ahead or behind the play leaves the mover: "you",
 * or the player `who` by name. */
static void
say_pips (Phrases *phrases, const GamaoPlayFacts *f, const GamaoPlayFacts *other, const char *who)
{
  int lead = (int) f->opponent_pips - (int) f->pips;
  int other_lead = (int) other->opponent_pips - (int) other->pips;
  unsigned long n = (unsigned long) abs (lead);

  if (lead == other_lead)
    return;
  if (lead == 0)
    say (phrases, "%s", GAMAO_TR ("leaves the race even"));
  else if (!who)
    say (phrases,
         lead > 0 ? dngettext (GETTEXT_PACKAGE, "leaves you %d pip ahead in the race",
                               "leaves you %d pips ahead in the race", n)
                  : dngettext (GETTEXT_PACKAGE, "leaves you %d pip behind in the race",
                               "leaves you %d pips behind in the race", n),
         (int) n);
  else
    say (phrases,
         /* Translators: %s is a player's name; %d pips, a count. */
         lead > 0 ? dngettext (GETTEXT_PACKAGE, "leaves %s %d pip ahead in the race",
                               "leaves %s %d pips ahead in the race", n)
                  : dngettext (GETTEXT_PACKAGE, "leaves %s %d pip behind in the race",
                               "leaves %s %d pips behind in the race", n),
         who, (int) n);
}

/* Of the rolls that hit, those that also close the mover out. */
static void
say_closeout (Phrases *phrases, const GamaoPlayFacts *f, const GamaoPlayFacts *other,
              const char *who)
{
  unsigned n = f->closeout_rolls;

  if (n == other->closeout_rolls)
    return;
  if (n == 0 && !who)
    say (phrases, "%s", GAMAO_TR ("no roll closes you out"));
  else if (n == 0)
    /* Translators: %s is a player's name. */
    say (phrases, GAMAO_TR ("no roll closes %s out"), who);
  else if (!who)
    say (phrases,
         dngettext (GETTEXT_PACKAGE, "%u roll of 36 hits and closes you out",
                    "%u rolls of 36 hit and close you out", n),
         n);
  else
    say (phrases,
         /* Translators: %u rolls (a count), %s a player's name. */
         dngettext (GETTEXT_PACKAGE, "%u roll of 36 hits and closes %s out",
                    "%u rolls of 36 hit and close %s out", n),
         n, who);
}

/* In a race only the checkers borne off, the pips and the gammons
 * matter. */
static void
describe_race (const GamaoPlayFacts *f, const GamaoPlayFacts *other, const char *who,
               Phrases *phrases)
{
  if (f->borne_off != other->borne_off)
    say (phrases,
         dngettext (GETTEXT_PACKAGE, "has %u checker off", "has %u checkers off", f->borne_off),
         f->borne_off);
  say_pips (phrases, f, other, who);
}

static void
describe_contact (const GamaoPlayFacts *f, const GamaoPlayFacts *other, const char *who,
                  Phrases *phrases)
{
  if (f->hits != other->hits && f->hits > 0)
    say (phrases, dngettext (GETTEXT_PACKAGE, "hits %u checker", "hits %u checkers", f->hits),
         f->hits);
  say_points (phrases, f->made & ~other->made, true, who);
  say_points (phrases, f->given_up & ~other->given_up, false, who);
  if (f->blots != other->blots || f->hit_rolls != other->hit_rolls)
    say_blots (phrases, f);
  say_closeout (phrases, f, other, who);
  if (f->longest_prime != other->longest_prime && f->longest_prime >= 3
      && f->longest_prime > other->longest_prime)
    say (phrases,
         dngettext (GETTEXT_PACKAGE, "holds a %u-point prime", "holds a %u-point prime",
                    f->longest_prime),
         f->longest_prime);
  if (f->back != other->back && f->back == 0)
    say (phrases, "%s", GAMAO_TR ("leaves no checker back"));
  else if (f->back != other->back)
    say (phrases,
         dngettext (GETTEXT_PACKAGE, "leaves %u checker back", "leaves %u checkers back", f->back),
         f->back);
  say_pips (phrases, f, other, who);
}

/* The phrases for `f` where it differs from `other`. */
static void
describe (const GamaoPlayFacts *f, const GamaoPlayFacts *other, const char *who,
          Phrases *phrases)
{
  if (f->contact || other->contact)
    describe_contact (f, other, who, phrases);
  else
    describe_race (f, other, who, phrases);
  if (f->win_gammon - other->win_gammon >= GAMMON_WORTH_SAYING)
    say (phrases, GAMAO_TR ("wins a gammon %.0f%% of the time"), 100.0f * f->win_gammon);
  if (f->lose_gammon - other->lose_gammon >= GAMMON_WORTH_SAYING)
    say (phrases, GAMAO_TR ("loses a gammon %.0f%% of the time"), 100.0f * f->lose_gammon);
}

/* +1 when the counts that are good or bad for the mover in any position
 * all favour `f` over `other`, -1 when they all favour `other`, 0 when
 * they are mixed or equal: fewer rolls hitting a blot, more points held,
 * more checkers hit, fewer rolls that close the mover out, gammons won
 * rather than lost. The race and the checkers back are left out: a
 * back game wants to be behind in both. */
static int
favoured (const GamaoPlayFacts *f, const GamaoPlayFacts *other)
{
  int held = __builtin_popcount (f->points), other_held = __builtin_popcount (other->points);
  int ahead = (f->hit_rolls < other->hit_rolls) + (held > other_held) + (f->hits > other->hits)
              + (f->closeout_rolls < other->closeout_rolls)
              + (f->win_gammon - other->win_gammon >= GAMMON_WORTH_SAYING)
              + (other->lose_gammon - f->lose_gammon >= GAMMON_WORTH_SAYING);
  int behind = (f->hit_rolls > other->hit_rolls) + (held < other_held) + (f->hits < other->hits)
               + (f->closeout_rolls > other->closeout_rolls)
               + (other->win_gammon - f->win_gammon >= GAMMON_WORTH_SAYING)
               + (f->lose_gammon - other->lose_gammon >= GAMMON_WORTH_SAYING);

  return ahead && !behind ? 1 : behind && !ahead ? -1 : 0;
}

size_t
gamao_why_explain (const GamaoEvaluator *evaluator, const GamaoBoard *before,
                   const GamaoPlay *better, const GamaoPlay *played, const char *who, char *out,
                   size_t size)
{
  GamaoPlayFacts fb, fp;
  Phrases pb = { .n = 0 }, pp = { .n = 0 };
  char better_text[GAMAO_NOTATION_MAX], played_text[GAMAO_NOTATION_MAX];
  char better_words[1024], played_words[1024];

  out[0] = '\0';
  gamao_play_facts (evaluator, before, better, &fb);
  gamao_play_facts (evaluator, before, played, &fp);
  describe (&fb, &fp, who, &pb);
  describe (&fp, &fb, who, &pp);
  if (pb.n == 0 && pp.n == 0)
    return 0;
  gamao_notation_write (better, better_text, sizeof better_text);
  gamao_notation_write (played, played_text, sizeof played_text);
  join (&pb, better_words, sizeof better_words);
  join (&pp, played_words, sizeof played_words);
  if (pb.n && pp.n)
    /* Translators: the better play and what it does; the play made and
     * what it does. */
    snprintf (out, size, GAMAO_TR ("%s %s; %s %s."), better_text, better_words, played_text,
              played_words);
  else if (pb.n)
    snprintf (out, size, GAMAO_TR ("%s %s."), better_text, better_words);
  else
    snprintf (out, size, GAMAO_TR ("%s %s."), played_text, played_words);
  /* Counted so, the play made may look the better one (the opening 4-3
   * played 13/6 leaves no blot, 24/20 13/10 three): said plainly, so
   * that the words do not read as a case for the mistake. */
  if (favoured (&fp, &fb) > 0)
    {
      size_t n = strlen (out);

      snprintf (out + n, size - n, " ");
      n = strlen (out);
      /* Translators: the play made, then the better play. */
      snprintf (out + n, size - n,
                GAMAO_TR ("These counts favour %s; what makes %s better lies beyond them, in "
                          "the evaluation of the whole position."),
                played_text, better_text);
    }
  return strlen (out);
}
