/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-sample: positions for supervised training, from self-play.
 *
 * Games are played by the current nets with a different amount of noise
 * for each side of each game (from none to Beginner's), plus an
 * occasional random play, so that lopsided games happen: crashed boards
 * and back games come from the weaker side, races and contact from all.
 * Every position before a roll is a candidate; one in `--keep` is taken
 * (neighbouring positions say nearly the same thing), and each kind is
 * taken only until it has its share of the total. Positions are written
 * once each, as "POSITION_ID KIND" lines, shuffled so that any first part
 * of the file is a fair sample of it (the labeller works through it in
 * chunks); the same seed gives the same file.
 *
 * With --disagree PLIES the positions are those a 0-ply net most needs
 * to judge right: at one decision in `--keep`, the play 0-ply chooses and
 * the play a PLIES-deep search chooses; when they differ, the positions
 * both plays leave (the opponent on roll, as the evaluator sees them when
 * it ranks plays) are taken as a pair on two lines, the 0-ply one first,
 * whatever their kind's share; pairs with a race are left out (the race
 * net learns from its own data). The shuffle moves pairs, so lines 2k+1
 * and 2k+2 are always the two sides of one disagreement.
 *
 * With --groups PLIES the file is labelled as it is written: at one
 * decision in `--keep`, every play the PLIES-deep search looks at (the
 * 0-ply leaders its filter keeps), as the position it leaves with the
 * opponent on roll and that search's five outputs for it, on lines
 * "POSITION_ID O1 .. O5 GROUP" with one GROUP number per decision. What
 * a 0-ply net needs to choose well is the differences within a group
 * (gamao-sl-train --groups learns them); the file also reads as plain
 * labels. Members that are races, and groups left with fewer than two,
 * are dropped; the last group may take the file past --positions. */
#include "config.h"

#include "gamao-dice.h"
#include "gamao-eval.h"
#include "gamao-position-id.h"
#include "gamao-search.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PLIES 1000

typedef enum
{
  KIND_CONTACT,
  KIND_CRASHED,
  KIND_BACK_GAME,
  KIND_RACE,
  N_KINDS,
} Kind;

static const char *kind_names[N_KINDS] = { "contact", "crashed", "backgame", "race" };
/* Shares of the total, in percent. */
static const unsigned kind_share[N_KINDS] = { 50, 20, 15, 15 };
/* Noise per side of a game: none, Advanced's, Intermediate's, Beginner's. */
static const float noises[] = { 0.0f, 0.0f, 0.025f, 0.05f, 0.18f };

typedef struct
{
  GamaoSearch *search;
  GamaoDice dice;
  GHashTable *seen;
  GPtrArray *lines;
  unsigned count[N_KINDS], quota[N_KINDS], total, wanted, keep;
  unsigned disagree_plies, decisions, disagreements;
  unsigned group_plies, groups;
} Sampler;

/* -1: not wanted (finished, or both home: the database is exact). */
static int
kind_of (const GamaoBoard *board)
{
  switch (gamao_position_kind (board))
    {
    case GAMAO_CLASS_RACE:
      return KIND_RACE;
    case GAMAO_CLASS_CONTACT:
      if (gamao_board_is_back_game (board, GAMAO_SIDE_ON_ROLL)
          || gamao_board_is_back_game (board, GAMAO_SIDE_OPPONENT))
        return KIND_BACK_GAME;
      return gamao_board_is_crashed (board) ? KIND_CRASHED : KIND_CONTACT;
    default:
      return -1;
    }
}

static void
consider (Sampler *s, const GamaoBoard *board)
{
  char id[GAMAO_POSITION_ID_LEN + 1];
  int kind = kind_of (board);

  if (kind < 0 || s->count[kind] >= s->quota[kind] || gamao_dice_uniform (&s->dice, s->keep))
    return;
  gamao_position_id_encode (board, id);
  if (g_hash_table_contains (s->seen, id))
    return;
  g_hash_table_add (s->seen, g_strdup (id));
  g_ptr_array_add (s->lines, g_strdup_printf ("%s %s\n", id, kind_names[kind]));
  s->count[kind]++;
  s->total++;
}

/* The position `play` leaves, as the evaluator sees it (the opponent on
 * roll): its ID and kind; false when it is not wanted (a race, the
 * database's, or taken before). */
static bool
pair_member (Sampler *s, const GamaoPlay *play, char id[GAMAO_POSITION_ID_LEN + 1], int *kind)
{
  GamaoBoard after = play->after;

  gamao_board_swap_sides (&after);
  *kind = kind_of (&after);
  if (*kind < 0 || *kind == KIND_RACE)
    return false;
  gamao_position_id_encode (&after, id);
  return !g_hash_table_contains (s->seen, id);
}

/* The two plays 0-ply and the deeper search choose, when they differ:
 * both positions or neither, the 0-ply one first, as one entry of the
 * list so that the shuffle keeps them together. */
static void
consider_disagreement (Sampler *s, const GamaoBoard *board, const GamaoPlayList *list)
{
  char ids[2][GAMAO_POSITION_ID_LEN + 1];
  int kinds[2];

  if (list->n_plays < 2 || gamao_dice_uniform (&s->dice, s->keep))
    return;
  s->decisions++;
  int shallow = gamao_search_choose_at (s->search, board, list, 0, 0.0f);
  int deep = gamao_search_choose_at (s->search, board, list, s->disagree_plies, 0.0f);
  if (shallow == deep)
    return;
  s->disagreements++;
  if (s->total + 2 > s->wanted || !pair_member (s, &list->plays[shallow], ids[0], &kinds[0])
      || !pair_member (s, &list->plays[deep], ids[1], &kinds[1]))
    return;
  g_ptr_array_add (s->lines, g_strdup_printf ("%s %s\n%s %s\n", ids[0], kind_names[kinds[0]],
                                              ids[1], kind_names[kinds[1]]));
  for (int i = 0; i < 2; i++)
    {
      g_hash_table_add (s->seen, g_strdup (ids[i]));
      s->count[kinds[i]]++;
    }
  s->total += 2;
}

/* The plays the deeper search looked at, with its outputs for each, as
 * one entry of the list (the shuffle keeps a group together). */
static void
consider_group (Sampler *s, const GamaoBoard *board, const GamaoPlayList *list)
{
  GString *text;
  unsigned members = 0;
  int kinds[GAMAO_MAX_PLAYS];

  if (list->n_plays < 2 || gamao_dice_uniform (&s->dice, s->keep))
    return;
  s->decisions++;
  gamao_search_choose_at (s->search, board, list, s->group_plies, 0.0f);
  text = g_string_new (NULL);
  for (unsigned i = 0; i < s->search->n_ranked; i++)
    {
      const GamaoRankedPlay *r = &s->search->ranked[i];
      char id[GAMAO_POSITION_ID_LEN + 1];
      float o[GAMAO_N_OUTPUTS];
      if (r->plies != s->group_plies || !pair_member (s, &list->plays[r->index], id, &kinds[members]))
        continue;
      memcpy (o, r->outputs, sizeof o);
      gamao_outputs_flip (o);
      g_string_append_printf (text, "%s %.6f %.6f %.6f %.6f %.6f %u\n", id, o[0], o[1], o[2], o[3],
                              o[4], s->groups);
      members++;
    }
  if (members >= 2)
    {
      g_ptr_array_add (s->lines, g_string_free (text, FALSE));
      for (unsigned m = 0; m < members; m++)
        s->count[kinds[m]]++;
      s->total += members;
      s->groups++;
    }
  else
    g_string_free (text, TRUE);
}

static void
play_game (Sampler *s)
{
  GamaoBoard board;
  GamaoPlayList *list = &s->search->plays;
  float noise[2];
  int roll[2];

  for (int side = 0; side < 2; side++)
    noise[side] = noises[gamao_dice_uniform (&s->dice, G_N_ELEMENTS (noises))];
  gamao_board_init_start (&board);
  gamao_dice_roll_opening (&s->dice, roll);
  for (int ply = 0; ply < MAX_PLIES && s->total < s->wanted; ply++)
    {
      if (ply > 0)
        {
          if (!s->disagree_plies && !s->group_plies)
            consider (s, &board);
          gamao_dice_roll (&s->dice, roll);
        }
      gamao_play_list_generate (list, &board, roll[0], roll[1]);
      if (s->disagree_plies && gamao_board_has_contact (&board))
        consider_disagreement (s, &board, list);
      if (s->group_plies && gamao_board_has_contact (&board))
        consider_group (s, &board, list);
      if (list->n_plays)
        {
          int i;
          if (gamao_dice_uniform (&s->dice, 20) == 0)
            i = (int) gamao_dice_uniform (&s->dice, list->n_plays);
          else
            i = gamao_search_choose_at (s->search, &board, list, 0, noise[ply & 1]);
          board = list->plays[i].after;
          if (gamao_board_checkers_on_board (&board, GAMAO_SIDE_ON_ROLL) == 0)
            return;
        }
      gamao_board_swap_sides (&board);
    }
}

int
main (int argc, char **argv)
{
  gint64 seed = 1;
  int wanted = 10000, keep = 6, disagree = 0, groups = 0;
  char *out_path = NULL;
  GOptionEntry entries[] = {
    { "positions", 'n', 0, G_OPTION_ARG_INT, &wanted, "Positions to write (default 10000)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the games (default 1)", "S" },
    { "keep", 'k', 0, G_OPTION_ARG_INT, &keep, "Take one position in N (default 6)", "N" },
    { "disagree", 0, 0, G_OPTION_ARG_INT, &disagree,
      "Take the positions left by 0-ply's play and a search this deep (1 or 2) where they differ", "PLIES" },
    { "groups", 0, 0, G_OPTION_ARG_INT, &groups,
      "Write the plays a search this deep (1, 2 or 3) looks at, labelled by it, one group per decision", "PLIES" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out_path, "File to write", "FILE" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- sample training positions");
  g_autoptr (GError) error = NULL;
  GamaoEvaluator evaluator;
  Sampler s = { 0 };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || !out_path || wanted < 1
      || keep < 1 || disagree < 0 || disagree > 2 || (disagree && wanted % 2) || groups < 0
      || groups > 3 || (groups && disagree))
    {
      fprintf (stderr, "%s\n", error ? error->message : "gamao-sample --output FILE [--positions N] [--seed S] [--disagree PLIES] (N even with --disagree)");
      return 2;
    }
  GamaoWeightsError werror = gamao_evaluator_load (&evaluator, NULL);
  if (werror != GAMAO_WEIGHTS_OK)
    {
      fprintf (stderr, "%s: %s\n", gamao_data_dir (), gamao_weights_error_message (werror));
      return 1;
    }
  s.lines = g_ptr_array_new_with_free_func (g_free);
  s.search = gamao_search_new (&evaluator);
  s.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  s.wanted = (unsigned) wanted;
  s.keep = (unsigned) keep;
  s.disagree_plies = (unsigned) disagree;
  s.group_plies = (unsigned) groups;
  for (int k = 0; k < N_KINDS; k++)
    s.quota[k] = (unsigned) (((guint64) wanted * kind_share[k] + 99) / 100);
  gamao_dice_init_seeded (&s.dice, (guint64) seed);

  unsigned games = 0;
  /* A kind that play rarely reaches may never fill its quota; the other
   * kinds then take the rest. */
  while (s.total < s.wanted)
    {
      play_game (&s);
      if (++games % 2000 == 0 && games >= 20000)
        for (int k = 0; k < N_KINDS; k++)
          s.quota[k] = s.wanted;
    }
  FILE *out = fopen (out_path, "w");
  if (!out)
    {
      perror (out_path);
      return 1;
    }
  for (unsigned i = s.lines->len; i > 1; i--)
    {
      unsigned j = gamao_dice_uniform (&s.dice, i);
      gpointer t = s.lines->pdata[i - 1];
      s.lines->pdata[i - 1] = s.lines->pdata[j];
      s.lines->pdata[j] = t;
    }
  for (unsigned i = 0; i < s.lines->len; i++)
    fputs (s.lines->pdata[i], out);
  if (fclose (out) != 0)
    {
      perror (out_path);
      return 1;
    }
  g_ptr_array_unref (s.lines);
  printf ("%u positions from %u games:", s.total, games);
  for (int k = 0; k < N_KINDS; k++)
    printf (" %s %u", kind_names[k], s.count[k]);
  printf ("\n");
  if (disagree)
    printf ("%u decisions looked at, %u with 0-ply and %d-ply apart\n", s.decisions,
            s.disagreements, disagree);
  if (groups)
    printf ("%u decisions looked at, %u groups\n", s.decisions, s.groups);
  g_hash_table_unref (s.seen);
  gamao_search_free (s.search);
  gamao_evaluator_clear (&evaluator);
  return 0;
}
