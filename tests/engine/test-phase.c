/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The phase of a position (gamao-phase.h) on positions written by hand:
 * each rule alone, and the order in which they are tried. */
#include "config.h"

#include "engine-test-util.h"
#include "gamao-phase.h"

#include <glib.h>

typedef struct
{
  const char *name;
  const char *mover, *opponent;
  unsigned plays_before;
  GamaoPhase want;
} PhaseCase;

static const PhaseCase cases[] = {
  /* Every checker home, none left behind: bear-off. */
  { "bear-off", "1:3 2:3 3:3 4:2 5:2 6:2", "1:5 2:5 3:5", 20, GAMAO_PHASE_BEAR_OFF },
  /* Passed each other, the mover not yet home: race. */
  { "race", "6:5 8:5 9:5", "2:5 5:5 7:5", 20, GAMAO_PHASE_RACE },
  /* A race stays a race in the first plays (bear-off and race come first). */
  { "early-race", "6:5 8:5 9:5", "2:5 5:5 7:5", 1, GAMAO_PHASE_RACE },
  /* The opening position, before any play: opening. */
  { "opening", "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 0, GAMAO_PHASE_OPENING },
  /* The sixth play is still the opening, the seventh is not. */
  { "opening-sixth", "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 5, GAMAO_PHASE_OPENING },
  { "contact-seventh", "6:5 8:3 13:5 24:2", "6:5 8:3 13:5 24:2", 6, GAMAO_PHASE_CONTACT },
  /* Two points in the opponent's board, 40 pips behind: back game. */
  { "back-game", "20:3 22:3 13:4 6:3 8:2", "1:3 2:3 4:3 6:3 7:3", 20,
    GAMAO_PHASE_BACK_GAME },
  /* The same two points with the race close: not a back game. */
  { "two-points-close-race", "20:2 22:2 6:3 5:3 4:3 3:2", "9:4 7:4 6:4 10:3", 20,
    GAMAO_PHASE_CONTACT },
  /* The mover's four points in a row, an opposing checker behind them. */
  { "mover-prime", "4:2 5:2 6:2 7:2 8:2 13:5", "24:1 13:6 8:4 6:4", 20, GAMAO_PHASE_PRIME },
  /* The opponent's prime with a mover's checker behind it. */
  { "opponent-prime", "24:1 13:6 8:4 6:4", "4:2 5:2 6:2 7:2 8:2 13:5", 20, GAMAO_PHASE_PRIME },
  /* Four in a row with no opposing checker behind them: no prime. */
  { "prime-passed", "4:2 5:2 6:2 7:2 8:2 24:5", "16:2 13:6 8:4 6:3", 20, GAMAO_PHASE_CONTACT },
  /* Three in a row is not a prime. */
  { "three-points", "5:3 6:3 7:3 13:6", "24:2 13:6 8:4 6:3", 20, GAMAO_PHASE_CONTACT },
  /* A checker on the bar is behind every prime. */
  { "bar-behind-prime", "3:2 4:2 5:2 6:2 13:7", "25:1 13:6 8:4 6:4", 20, GAMAO_PHASE_PRIME },
};

static void
test_case (gconstpointer data)
{
  const PhaseCase *c = data;
  GamaoBoard board;

  test_board_from_spec (&board, c->mover, c->opponent);
  g_assert_cmpstr (gamao_phase_key (gamao_phase_of (&board, c->plays_before)), ==,
                   gamao_phase_key (c->want));
}

static void
test_keys (void)
{
  for (int p = 0; p < GAMAO_N_PHASES; p++)
    g_assert_cmpint (gamao_phase_from_key (gamao_phase_key ((GamaoPhase) p)), ==, p);
  g_assert_cmpint (gamao_phase_from_key ("middle"), ==, -1);
  g_assert_cmpint (gamao_phase_from_key (NULL), ==, -1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/phase/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/phase/keys", test_keys);
  return g_test_run ();
}
