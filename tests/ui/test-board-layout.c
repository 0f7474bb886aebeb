/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's geometry without GTK and without a display: what lies
 * under each checker, die and the cube, mirrored or not, at any size. */
#include "config.h"

#include "gamao-board-layout.h"

#include <glib.h>
#include <math.h>

/* Every checker drawn on a point or the bar is hit as that place. */
static void
test_checkers_hit_their_slot (void)
{
  for (int slot = 0; slot <= GAMAO_SLOT_BAR; slot++)
    for (int player = 0; player < 2; player++)
      for (int k = 0; k < GAMAO_STACK_MAX; k++)
        {
          double x, y;
          int hit_slot, hit_player;

          gamao_board_layout_checker (slot, player, k, &x, &y);
          g_assert_cmpint (gamao_board_layout_hit (x, y, 0, &hit_slot, &hit_player), ==,
                           GAMAO_HIT_SLOT);
          g_assert_cmpint (hit_slot, ==, slot);
          if (slot == GAMAO_SLOT_BAR)
            g_assert_cmpint (hit_player, ==, player);
        }
}

/* The 24 point boxes do not overlap, and each holds its own checkers. */
static void
test_point_boxes (void)
{
  for (int a = 0; a < 24; a++)
    {
      double ax, ay, aw, ah, cx, cy;
      gboolean atop;

      gamao_board_layout_point_box (a, &ax, &ay, &aw, &ah, &atop);
      g_assert_cmpint (atop, ==, a >= 12);
      gamao_board_layout_checker (a, 0, 0, &cx, &cy);
      g_assert_true (cx > ax && cx < ax + aw && cy > ay && cy < ay + ah);
      for (int b = a + 1; b < 24; b++)
        {
          double bx, by, bw, bh;
          gboolean btop;

          gamao_board_layout_point_box (b, &bx, &by, &bw, &bh, &btop);
          g_assert_true (atop != btop || ax + aw <= bx || bx + bw <= ax);
        }
    }
}

/* The dice lie on the side of the player on roll, and are hit there only. */
static void
test_dice (void)
{
  for (int on_roll = 0; on_roll < 2; on_roll++)
    for (int i = 0; i < 4; i++)
      {
        double x, y;
        int slot, player;

        gamao_board_layout_die (on_roll, i, 4, &x, &y);
        g_assert_cmpint (gamao_board_layout_hit (x, y, on_roll, &slot, &player), ==,
                         GAMAO_HIT_DICE);
        g_assert_cmpint (gamao_board_layout_hit (x, y, !on_roll, &slot, &player), ==,
                         GAMAO_HIT_SLOT);
      }
}

static void
test_cube_and_outside (void)
{
  int slot, player;

  for (int owner = -1; owner < 2; owner++)
    {
      double x, y;

      gamao_board_layout_cube (owner, &x, &y);
      g_assert_cmpint (gamao_board_layout_hit (x, y, 0, &slot, &player), ==, GAMAO_HIT_CUBE);
    }
  g_assert_cmpint (gamao_board_layout_hit (-1, 3, 0, &slot, &player), ==, GAMAO_HIT_NONE);
  g_assert_cmpint (gamao_board_layout_hit (3, GAMAO_LAYOUT_HEIGHT + 1, 0, &slot, &player), ==,
                   GAMAO_HIT_NONE);
  g_assert_cmpint (slot, ==, -1);
}

/* The board fits the widget, centred, and pixels go back to the same
 * units, mirrored or not, at the narrow width and a wide one. */
static void
test_pixels_round_trip (void)
{
  const int sizes[][2] = { { 360, 300 }, { 1100, 700 }, { 40, 900 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int mirror = 0; mirror < 2; mirror++)
      {
        GamaoBoardLayout layout;
        graphene_rect_t r;
        graphene_point_t p;
        double x, y;

        gamao_board_layout_compute (&layout, sizes[s][0], sizes[s][1], mirror);
        g_assert_cmpfloat (layout.unit, >, 0);
        r = gamao_board_layout_rect (&layout, 0, 0, GAMAO_LAYOUT_WIDTH, GAMAO_LAYOUT_HEIGHT);
        g_assert_cmpfloat (r.origin.x, >=, 0);
        g_assert_cmpfloat (r.origin.y, >=, 0);
        g_assert_cmpfloat (r.origin.x + r.size.width, <=, sizes[s][0] + 1e-3);
        g_assert_cmpfloat (r.origin.y + r.size.height, <=, sizes[s][1] + 1e-3);
        p = gamao_board_layout_point (&layout, 2.5, 7.25);
        gamao_board_layout_to_units (&layout, p.x, p.y, &x, &y);
        g_assert_cmpfloat_with_epsilon (x, 2.5, 1e-4); /* graphene keeps floats */
        g_assert_cmpfloat_with_epsilon (y, 7.25, 1e-4);
        /* The cube strip is on the left, or on the right when mirrored. */
        r = gamao_board_layout_rect (&layout, 0.3, 1, 1.3, 1);
        g_assert_true (mirror ? r.origin.x > sizes[s][0] / 2.0 : r.origin.x < sizes[s][0] / 2.0);
      }
}

/* A window standing upright (360 x 700 px, a phone's): the band
 * between the rows of points opens, so the board fills more of the
 * height; checkers and dice keep their shape, the pointer still finds
 * every place, and a board of its own proportions has no gap. */
static void
test_upright (void)
{
  GamaoBoardLayout layout, plain;
  graphene_rect_t all, checker, die;
  double x, y, dx, dy;
  int slot, player;

  gamao_board_layout_compute (&plain, 340, 560, FALSE);
  gamao_board_layout_compute_upright (&layout, 340, 560, FALSE, 6.0);
  g_assert_cmpfloat (plain.gap, ==, 0);
  g_assert_cmpfloat (plain.stretch, ==, 0);
  g_assert_cmpfloat (layout.gap, >, 0);
  g_assert_cmpfloat (layout.stretch, >, layout.gap / 2);
  all = gamao_board_layout_rect (&layout, 0, 0, GAMAO_LAYOUT_WIDTH, GAMAO_LAYOUT_HEIGHT);
  g_test_message ("board %.0f px tall in 560 (%.0f without the gap), band +%.2f, rows +%.2f units",
                  all.size.height, plain.unit * GAMAO_LAYOUT_HEIGHT, layout.gap, layout.stretch);
  /* No empty band above or below: at most a unit's rounding is left
   * (at 360 x 760 it was 95 px each side). */
  g_assert_cmpfloat (all.origin.y, >=, 0);
  g_assert_cmpfloat (all.origin.y + all.size.height, <=, 560 + 1e-3);
  g_assert_cmpfloat (560 - all.size.height, <, layout.unit);
  g_assert_cmpfloat_with_epsilon (all.size.height,
                                  gamao_board_layout_height (&layout) * layout.unit, 1e-3);
  /* The rows take more of it than the band: longer triangles, their
   * stacks still packed from the edge, a unit apart. */
  {
    double bx, by, bw, bh, x0, y0, x1, y1;
    gboolean top;
    graphene_rect_t point;
    graphene_point_t c0, c1;

    gamao_board_layout_point_box (0, &bx, &by, &bw, &bh, &top);
    point = gamao_board_layout_rect (&layout, bx, by, bw, bh);
    /* Its tip keeps a little of the band's margin, stretched with it. */
    g_assert_cmpfloat (point.size.height, >, (bh + 0.8 * layout.stretch) * layout.unit);
    g_assert_cmpfloat (point.size.height, <, (bh + layout.stretch) * layout.unit);
    for (int k = 0; k + 1 < GAMAO_STACK_MAX; k++)
      for (int s = 0; s < 24; s += 23)
        {
          gamao_board_layout_checker (s, 0, k, &x0, &y0);
          gamao_board_layout_checker (s, 0, k + 1, &x1, &y1);
          c0 = gamao_board_layout_point (&layout, x0, y0);
          c1 = gamao_board_layout_point (&layout, x1, y1);
          g_assert_cmpfloat_with_epsilon (fabs (c1.y - c0.y), layout.unit, 1e-3);
        }
    /* A tap at the stretched tip of a point finds that point. */
    gamao_board_layout_to_units (&layout, point.origin.x + point.size.width / 2,
                                 point.origin.y + 2, &dx, &dy);
    g_assert_cmpint (gamao_board_layout_hit (dx, dy, 0, &slot, &player), ==, GAMAO_HIT_SLOT);
    g_assert_cmpint (slot, ==, 0);
    gamao_board_layout_point_box (12, &bx, &by, &bw, &bh, &top);
    point = gamao_board_layout_rect (&layout, bx, by, bw, bh);
    gamao_board_layout_to_units (&layout, point.origin.x + point.size.width / 2,
                                 point.origin.y + point.size.height - 2, &dx, &dy);
    g_assert_cmpint (gamao_board_layout_hit (dx, dy, 0, &slot, &player), ==, GAMAO_HIT_SLOT);
    g_assert_cmpint (slot, ==, 12);
  }

  /* Round: a checker on the bar near the band, a die in it. */
  gamao_board_layout_checker (GAMAO_SLOT_BAR, 0, 0, &x, &y);
  checker = gamao_board_layout_rect (&layout, x - 0.5, y - 0.5, 1, 1);
  g_assert_cmpfloat_with_epsilon (checker.size.height, checker.size.width, 1e-3);
  gamao_board_layout_die (0, 0, 2, &dx, &dy);
  die = gamao_board_layout_rect (&layout, dx - 0.45, dy - 0.45, 0.9, 0.9);
  g_assert_cmpfloat_with_epsilon (die.size.height, die.size.width, 1e-3);

  /* Every checker's centre, drawn, is found again as its slot. */
  for (int s = 0; s < 24; s++)
    for (int k = 0; k < GAMAO_STACK_MAX; k++)
      {
        graphene_point_t p;

        gamao_board_layout_checker (s, 0, k, &x, &y);
        p = gamao_board_layout_point (&layout, x, y);
        gamao_board_layout_to_units (&layout, p.x, p.y, &dx, &dy);
        g_assert_cmpfloat_with_epsilon (dy, y, 1e-4);
        g_assert_cmpint (gamao_board_layout_hit (dx, dy, 0, &slot, &player), ==, GAMAO_HIT_SLOT);
        g_assert_cmpint (slot, ==, s);
      }
  /* The dice, in the opened band, are still the dice. */
  {
    graphene_point_t p;

    gamao_board_layout_die (0, 0, 2, &dx, &dy);
    p = gamao_board_layout_point (&layout, dx, dy);
    gamao_board_layout_to_units (&layout, p.x, p.y, &x, &y);
    g_assert_cmpint (gamao_board_layout_hit (x, y, 0, &slot, &player), ==, GAMAO_HIT_DICE);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-layout/checkers-hit-their-slot", test_checkers_hit_their_slot);
  g_test_add_func ("/board-layout/point-boxes", test_point_boxes);
  g_test_add_func ("/board-layout/dice", test_dice);
  g_test_add_func ("/board-layout/cube-and-outside", test_cube_and_outside);
  g_test_add_func ("/board-layout/pixels-round-trip", test_pixels_round_trip);
  g_test_add_func ("/board-layout/upright", test_upright);
  return g_test_run ();
}
