/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every claim the tutor's words make, read back out of the English
 * sentence and checked against the board and the engine, counted here
 * from scratch: over the plays of positions from self-play (the 0-ply
 * net with some random plays), from the start and from positions built
 * to reach what the words get wrong most easily: checkers already on
 * the bar before the play, both home boards closed, bear-offs with and
 * without contact. */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-eval.h"
#include "gamao-notation.h"
#include "gamao-play-list.h"
#include "gamao-why.h"

#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static GamaoEvaluator evaluator;

/* How often each kind of claim was checked, for the coverage asserts. */
enum
{
  CLAIM_HITS,
  CLAIM_POINT,
  CLAIM_BLOTS,
  CLAIM_CLOSEOUT,
  CLAIM_PRIME,
  CLAIM_BACK,
  CLAIM_RACE,
  CLAIM_OFF,
  CLAIM_GAMMON,
  N_CLAIMS
};
static unsigned claims[N_CLAIMS];
static unsigned hits_with_bar; /* "hits" said with checkers already on the bar */
static unsigned sentences;

/* The facts of one play, counted from its board before and after. */
typedef struct
{
  const GamaoBoard *before;
  const GamaoPlay *play;
  const char *who;
} Checked;

static bool
held (const GamaoBoard *board, int p)
{
  return board->checkers[GAMAO_SIDE_ON_ROLL][p - 1] >= 2;
}

static unsigned
hits_of (const Checked *c)
{
  unsigned steps = 0;
  int bar = c->play->after.checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR]
            - c->before->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR];

  for (unsigned k = 0; k < c->play->n_steps; k++)
    steps += c->play->steps[k].hit;
  g_assert_cmpint (bar, ==, (int) steps);
  return steps;
}

static unsigned
blots_of (const GamaoBoard *after)
{
  unsigned n = 0;

  for (int p = 1; p <= 24; p++)
    n += after->checkers[GAMAO_SIDE_ON_ROLL][p - 1] == 1;
  return n;
}

/* The opponent's rolls of 36 with a play that sends one of the mover's
 * checkers to the bar, and those after which the mover stands on the
 * bar against the opponent's six home points. */
static void
answers (const GamaoBoard *after, unsigned *hit, unsigned *close)
{
  static GamaoPlayList list;
  GamaoBoard turned = *after;

  *hit = *close = 0;
  gamao_board_swap_sides (&turned);
  for (int d1 = 1; d1 <= 6; d1++)
    for (int d2 = d1; d2 <= 6; d2++)
      {
        bool h = false, c = false;

        gamao_play_list_generate (&list, &turned, d1, d2);
        for (unsigned i = 0; i < list.n_plays; i++)
          {
            const GamaoBoard *b = &list.plays[i].after;
            bool sent = b->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR]
                        > turned.checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR];
            bool shut = true;

            for (int p = 1; p <= 6; p++)
              shut &= held (b, p);
            h |= sent;
            c |= sent && shut;
          }
        *hit += h ? (d1 == d2 ? 1 : 2) : 0;
        *close += c ? (d1 == d2 ? 1 : 2) : 0;
      }
}

static unsigned
prime_of (const GamaoBoard *after)
{
  unsigned run = 0, best = 0;

  for (int p = 1; p <= 24; p++)
    {
      run = held (after, p) ? run + 1 : 0;
      best = MAX (best, run);
    }
  return best;
}

static int
number (const GMatchInfo *m, int group)
{
  g_autofree char *text = g_match_info_fetch (m, group);

  return atoi (text);
}

static bool
group_is (const GMatchInfo *m, int group, const char *text)
{
  g_autofree char *got = g_match_info_fetch (m, group);

  return g_strcmp0 (got, text) == 0;
}

/* "your" and "you" for the reader, the name for a player. */
static void
check_person (const GMatchInfo *m, int group, const Checked *c)
{
  g_autofree char *got = g_match_info_fetch (m, group);

  if (c->who)
    g_assert_true (g_str_equal (got, c->who) || g_str_equal (got, "the"));
  else
    g_assert_true (g_str_equal (got, "you") || g_str_equal (got, "your"));
}

static void
check_plural (const GMatchInfo *m, int count_group, int plural_group)
{
  g_autofree char *s = g_match_info_fetch (m, plural_group);

  g_assert_cmpint (number (m, count_group) == 1, ==, s[0] == '\0');
}

static void
check_point (const GMatchInfo *m, const Checked *c, int p)
{
  g_autofree char *all = g_match_info_fetch (m, 0);
  bool made = g_str_has_prefix (all, "makes");
  bool had = held (c->before, p), has = held (&c->play->after, p);

  g_assert_true (made ? has && !had : had && !has);
  claims[CLAIM_POINT]++;
}

typedef void (*ClaimCheck) (const GMatchInfo *m, const Checked *c);

static void
claim_hits (const GMatchInfo *m, const Checked *c)
{
  g_assert_cmpuint (number (m, 1), ==, hits_of (c));
  g_assert_cmpuint (number (m, 1), >, 0);
  check_plural (m, 1, 2);
  claims[CLAIM_HITS]++;
  hits_with_bar += c->before->checkers[GAMAO_SIDE_OPPONENT][GAMAO_BAR] > 0;
}

static void
claim_bar_point (const GMatchInfo *m, const Checked *c)
{
  check_person (m, 2, c);
  check_point (m, c, 7);
}

static void
claim_anchor (const GMatchInfo *m, const Checked *c)
{
  g_assert_cmpint (number (m, 2), <=, 6);
  check_point (m, c, 25 - number (m, 2));
}

static void
claim_point (const GMatchInfo *m, const Checked *c)
{
  int p = number (m, 3);

  check_person (m, 2, c);
  g_assert_true (p >= 1 && p <= 18 && p != 7);
  check_point (m, c, p);
}

static void
claim_blots (const GMatchInfo *m, const Checked *c)
{
  unsigned hit, close, blots = blots_of (&c->play->after);
  g_autofree char *all = g_match_info_fetch (m, 0);

  answers (&c->play->after, &hit, &close);
  if (g_str_equal (all, "leaves no blot"))
    g_assert_cmpuint (blots, ==, 0);
  else
    {
      g_assert_cmpuint (number (m, 1), ==, blots);
      check_plural (m, 1, 2);
      if (strstr (all, "no roll"))
        g_assert_cmpuint (hit, ==, 0);
      else
        g_assert_cmpuint (number (m, 4), ==, hit);
    }
  claims[CLAIM_BLOTS]++;
}

static void
claim_closeout (const GMatchInfo *m, const Checked *c)
{
  unsigned hit, close;
  g_autofree char *all = g_match_info_fetch (m, 0);

  answers (&c->play->after, &hit, &close);
  if (g_str_has_prefix (all, "no roll"))
    {
      g_assert_cmpuint (close, ==, 0);
      check_person (m, 1, c);
    }
  else
    {
      g_assert_cmpuint (number (m, 3), ==, close);
      check_plural (m, 3, 4);
      check_person (m, 5, c);
    }
  claims[CLAIM_CLOSEOUT]++;
}

static void
claim_prime (const GMatchInfo *m, const Checked *c)
{
  g_assert_cmpuint (number (m, 1), ==, prime_of (&c->play->after));
  claims[CLAIM_PRIME]++;
}

static void
claim_back (const GMatchInfo *m, const Checked *c)
{
  unsigned back = 0;
  g_autofree char *all = g_match_info_fetch (m, 0);

  for (int p = 19; p <= 25; p++)
    back += c->play->after.checkers[GAMAO_SIDE_ON_ROLL][p - 1];
  if (g_str_equal (all, "leaves no checker back"))
    g_assert_cmpuint (back, ==, 0);
  else
    {
      g_assert_cmpuint (number (m, 1), ==, back);
      check_plural (m, 1, 2);
    }
  claims[CLAIM_BACK]++;
}

static void
claim_race (const GMatchInfo *m, const Checked *c)
{
  int lead = (int) gamao_board_pip_count (&c->play->after, GAMAO_SIDE_OPPONENT)
             - (int) gamao_board_pip_count (&c->play->after, GAMAO_SIDE_ON_ROLL);
  g_autofree char *all = g_match_info_fetch (m, 0);

  if (g_str_equal (all, "leaves the race even"))
    g_assert_cmpint (lead, ==, 0);
  else
    {
      check_person (m, 1, c);
      g_assert_cmpint (group_is (m, 4, "ahead") ? lead : -lead, ==, number (m, 2));
      check_plural (m, 2, 3);
    }
  claims[CLAIM_RACE]++;
}

static void
claim_off (const GMatchInfo *m, const Checked *c)
{
  g_assert_cmpuint (number (m, 1), ==,
                    gamao_board_borne_off (&c->play->after, GAMAO_SIDE_ON_ROLL));
  check_plural (m, 1, 2);
  claims[CLAIM_OFF]++;
}

static void
claim_gammon (const GMatchInfo *m, const Checked *c)
{
  float o[GAMAO_N_OUTPUTS];
  float chance;

  gamao_evaluate_after_play (&evaluator, &c->play->after, o);
  chance = group_is (m, 1, "wins") ? o[GAMAO_OUT_WIN_GAMMON] : o[GAMAO_OUT_LOSE_GAMMON];
  g_assert_cmpint (number (m, 2), ==, (int) lrintf (100.0f * chance));
  claims[CLAIM_GAMMON]++;
}

/* Each phrase the words may say, anchored, with its check. A person is
 * "you"/"your" or a name (the name used here is a single word). */
static const struct
{
  const char *pattern;
  ClaimCheck check;
} phrases[] = {
  { "hits (\\d+) checker(s?)", claim_hits },
  { "(makes|gives up) (your|the) bar point", claim_bar_point },
  { "(makes an anchor on|gives up the anchor on) the opponent’s (\\d+)-point", claim_anchor },
  { "(makes|gives up) (your|the) (\\d+)-point", claim_point },
  { "leaves no blot|leaves (\\d+) blot(s?) that (no roll hits|(\\d+) of 36 rolls? hits?)",
    claim_blots },
  { "no roll closes (\\w+) out|((\\d+) roll(s?) of 36 (?:hits and closes|hit and close) (\\w+) out)",
    claim_closeout },
  { "holds a (\\d+)-point prime", claim_prime },
  { "leaves no checker back|leaves (\\d+) checker(s?) back", claim_back },
  { "leaves the race even|leaves (\\w+) (\\d+) pip(s?) (ahead|behind) in the race", claim_race },
  { "has (\\d+) checker(s?) off", claim_off },
  { "(wins|loses) a gammon (\\d+)% of the time", claim_gammon },
};
static GRegex *regexes[G_N_ELEMENTS (phrases)];

/* Reads "phrase, phrase and phrase" from `words` and checks each phrase;
 * false when something in it is no known phrase. */
static bool
check_words (const char *words, const Checked *c)
{
  size_t at = 0, n = strlen (words);

  while (at < n)
    {
      bool found = false;

      for (size_t k = 0; k < G_N_ELEMENTS (phrases) && !found; k++)
        {
          g_autoptr (GMatchInfo) m = NULL;
          int end;

          if (!g_regex_match_full (regexes[k], words, -1, at, G_REGEX_MATCH_ANCHORED, &m, NULL))
            continue;
          phrases[k].check (m, c);
          g_match_info_fetch_pos (m, 0, NULL, &end);
          at = end;
          found = true;
        }
      if (!found)
        return false;
      if (g_str_has_prefix (words + at, ", "))
        at += 2;
      else if (g_str_has_prefix (words + at, " and "))
        at += 5;
      else if (at != n)
        return false;
    }
  return true;
}

/* Checks the part "NOTATION words" of the sentence as what `play` does. */
static bool
check_part (const char *part, const GamaoBoard *before, const GamaoPlay *play, const char *who)
{
  char text[GAMAO_NOTATION_MAX];
  g_autofree char *prefix = NULL;
  Checked c = { before, play, who };

  gamao_notation_write (play, text, sizeof text);
  prefix = g_strconcat (text, " ", NULL);
  return g_str_has_prefix (part, prefix) && check_words (part + strlen (prefix), &c);
}

/* The whole sentence comparing `better` with `played`. */
static void
check_sentence (const GamaoBoard *before, const GamaoPlay *better, const GamaoPlay *played,
                const char *who)
{
  char words[2048], better_text[GAMAO_NOTATION_MAX], played_text[GAMAO_NOTATION_MAX];
  g_autofree char *favour = NULL;
  g_auto (GStrv) parts = NULL;
  char *end;

  if (gamao_why_explain (&evaluator, before, better, played, who, words, sizeof words) == 0)
    return;
  gamao_notation_write (better, better_text, sizeof better_text);
  gamao_notation_write (played, played_text, sizeof played_text);
  favour = g_strdup_printf (". These counts favour %s; what makes %s better lies beyond them, "
                            "in the evaluation of the whole position.",
                            played_text, better_text);
  end = strstr (words, favour);
  if (end)
    g_assert_cmpstr (end, ==, favour);
  else
    {
      g_assert_true (g_str_has_suffix (words, "."));
      end = words + strlen (words) - 1;
    }
  *end = '\0';
  parts = g_strsplit (words, "; ", -1);
  if (g_strv_length (parts) == 2)
    {
      g_assert_true (check_part (parts[0], before, better, who));
      g_assert_true (check_part (parts[1], before, played, who));
    }
  else
    {
      g_assert_cmpuint (g_strv_length (parts), ==, 1);
      if (!check_part (parts[0], before, better, who))
        g_assert_true (check_part (parts[0], before, played, who));
    }
  sentences++;
}

/* The 0-ply net's choice, or now and then a random play, so that the
 * games wander into the positions a weaker player reaches. */
static unsigned
choose (const GamaoPlayList *list, GamaoDice *dice)
{
  unsigned best = 0;
  float best_equity = -1e9f;
  float o[GAMAO_N_OUTPUTS];

  if (gamao_dice_uniform (dice, 4) == 0)
    return gamao_dice_uniform (dice, list->n_plays);
  for (unsigned i = 0; i < list->n_plays; i++)
    {
      float e = gamao_evaluate_after_play (&evaluator, &list->plays[i].after, o);
      if (e > best_equity)
        best_equity = e, best = i;
    }
  return best;
}

/* Plays a game on from `start` and checks the words of some pairs of
 * plays at every roll: the chosen play against three others, each way,
 * for the reader and of a player by name. */
static void
play_and_check (const GamaoBoard *start, uint64_t seed, unsigned max_turns)
{
  static GamaoPlayList list;
  GamaoDice dice;
  GamaoBoard board = *start;

  gamao_dice_init_seeded (&dice, seed);
  for (unsigned turn = 0; turn < max_turns; turn++)
    {
      int d[2];
      unsigned chosen;

      if (gamao_board_borne_off (&board, GAMAO_SIDE_ON_ROLL) == GAMAO_CHECKERS
          || gamao_board_borne_off (&board, GAMAO_SIDE_OPPONENT) == GAMAO_CHECKERS)
        return;
      gamao_dice_roll (&dice, d);
      gamao_play_list_generate (&list, &board, d[0], d[1]);
      if (list.n_plays == 0)
        {
          gamao_board_swap_sides (&board);
          continue;
        }
      chosen = choose (&list, &dice);
      for (unsigned k = 0; k < 3 && list.n_plays > 1; k++)
        {
          unsigned other = gamao_dice_uniform (&dice, list.n_plays);
          check_sentence (&board, &list.plays[chosen], &list.plays[other], NULL);
          check_sentence (&board, &list.plays[other], &list.plays[chosen], "Ana");
        }
      board = list.plays[chosen].after;
      gamao_board_swap_sides (&board);
    }
}

static void
put (GamaoBoard *board, GamaoSide side, const int (*where)[2], size_t n)
{
  for (size_t i = 0; i < n; i++)
    board->checkers[side][where[i][0] - 1] = where[i][1];
}

static void
test_self_play (void)
{
  GamaoBoard start;

  gamao_board_init_start (&start);
  for (uint64_t seed = 1; seed <= 12; seed++)
    play_and_check (&start, seed, 200);
  g_test_message ("%u sentences", sentences);
  g_assert_cmpuint (claims[CLAIM_HITS], >, 0);
}

/* Both home boards closed, one checker of the side not on roll on the
 * bar, blots about to be hit: "hits" must count only the new ones. */
static void
test_closed_boards (void)
{
  static const int mine[][2] = { { 1, 2 }, { 2, 2 }, { 3, 2 }, { 4, 2 }, { 5, 2 },
                                 { 6, 2 }, { 9, 1 }, { 13, 2 } };
  static const int theirs[][2] = { { 1, 2 }, { 2, 2 }, { 3, 2 }, { 4, 2 }, { 5, 2 },
                                   { 6, 2 }, { 14, 1 }, { 15, 1 }, { 25, 1 } };
  GamaoBoard start;

  gamao_board_clear (&start);
  put (&start, GAMAO_SIDE_ON_ROLL, mine, G_N_ELEMENTS (mine));
  put (&start, GAMAO_SIDE_OPPONENT, theirs, G_N_ELEMENTS (theirs));
  g_assert_cmpint (gamao_board_validate (&start), ==, GAMAO_BOARD_OK);
  for (uint64_t seed = 1; seed <= 12; seed++)
    play_and_check (&start, 100 + seed, 40);
  g_assert_cmpuint (hits_with_bar, >, 0);
  g_assert_cmpuint (claims[CLAIM_CLOSEOUT], >, 0);
}

/* Bear-offs: the mover home and the opponent still back on its ace
 * point (contact), and a pure race. */
static void
test_bear_offs (void)
{
  static const int mine[][2] = { { 1, 3 }, { 2, 3 }, { 3, 3 }, { 4, 3 }, { 6, 3 } };
  static const int back[][2] = { { 20, 1 }, { 6, 4 }, { 8, 4 }, { 13, 4 }, { 12, 2 } };
  static const int home[][2] = { { 1, 2 }, { 3, 3 }, { 4, 3 }, { 5, 3 }, { 6, 4 } };
  GamaoBoard contact, race;

  gamao_board_clear (&contact);
  put (&contact, GAMAO_SIDE_ON_ROLL, mine, G_N_ELEMENTS (mine));
  put (&contact, GAMAO_SIDE_OPPONENT, back, G_N_ELEMENTS (back));
  g_assert_cmpint (gamao_board_validate (&contact), ==, GAMAO_BOARD_OK);
  gamao_board_clear (&race);
  put (&race, GAMAO_SIDE_ON_ROLL, mine, G_N_ELEMENTS (mine));
  put (&race, GAMAO_SIDE_OPPONENT, home, G_N_ELEMENTS (home));
  g_assert_cmpint (gamao_board_validate (&race), ==, GAMAO_BOARD_OK);
  for (uint64_t seed = 1; seed <= 8; seed++)
    {
      play_and_check (&contact, 200 + seed, 60);
      play_and_check (&race, 300 + seed, 60);
    }
  g_assert_cmpuint (claims[CLAIM_OFF], >, 0);
}

/* Every kind of claim was read and checked somewhere above. */
static void
test_coverage (void)
{
  for (unsigned k = 0; k < N_CLAIMS; k++)
    {
      g_test_message ("claim kind %u: %u checked", k, claims[k]);
      g_assert_cmpuint (claims[k], >, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (gamao_evaluator_load (&evaluator, NULL) != GAMAO_WEIGHTS_OK)
    g_error ("cannot load the weights");
  for (size_t k = 0; k < G_N_ELEMENTS (phrases); k++)
    regexes[k] = g_regex_new (phrases[k].pattern, 0, 0, NULL);

  g_test_add_func ("/why-claims/self-play", test_self_play);
  g_test_add_func ("/why-claims/closed-boards", test_closed_boards);
  g_test_add_func ("/why-claims/bear-offs", test_bear_offs);
  g_test_add_func ("/why-claims/coverage", test_coverage);
  return g_test_run ();
}
