/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-position-setup.c: a setup being edited, every edit one step of
 * undo and redo. */
#include "config.h"

#include "gamao-position-setup.h"

#include <stdlib.h>
#include <string.h>

/* A stack of setups; small, so copied whole. */
typedef struct
{
  GamaoSetupPosition *items;
  size_t n, size;
} Stack;

struct GamaoPositionSetup
{
  GamaoSetupPosition now;
  Stack undo, redo;
};

static void
push (Stack *s, const GamaoSetupPosition *pos)
{
  if (s->n == s->size)
    {
      s->size = s->size ? 2 * s->size : 16;
      s->items = realloc (s->items, s->size * sizeof *s->items);
      if (!s->items)
        abort ();
    }
  s->items[s->n++] = *pos;
}

static bool
pop (Stack *s, GamaoSetupPosition *pos)
{
  if (s->n == 0)
    return false;
  *pos = s->items[--s->n];
  return true;
}

GamaoPositionSetup *
gamao_position_setup_new (const GamaoSetupPosition *start)
{
  GamaoPositionSetup *setup = calloc (1, sizeof *setup);

  if (!setup)
    abort ();
  if (start)
    setup->now = *start;
  else
    gamao_setup_position_init_start (&setup->now);
  return setup;
}

void
gamao_position_setup_free (GamaoPositionSetup *setup)
{
  if (!setup)
    return;
  free (setup->undo.items);
  free (setup->redo.items);
  free (setup);
}

const GamaoSetupPosition *
gamao_position_setup_get (const GamaoPositionSetup *setup)
{
  return &setup->now;
}

/* Field by field: the structs' padding may differ. */
static bool
same (const GamaoSetupPosition *a, const GamaoSetupPosition *b)
{
  return memcmp (a->points, b->points, sizeof a->points) == 0
         && memcmp (a->borne_off, b->borne_off, sizeof a->borne_off) == 0
         && a->dice[0] == b->dice[0] && a->dice[1] == b->dice[1]
         && a->cube_value == b->cube_value && a->cube_owner == b->cube_owner
         && a->match_length == b->match_length && a->score[0] == b->score[0]
         && a->score[1] == b->score[1] && a->crawford == b->crawford && a->jacoby == b->jacoby
         && a->on_roll == b->on_roll;
}

bool
gamao_position_setup_replace (GamaoPositionSetup *setup, const GamaoSetupPosition *next)
{
  if (same (&setup->now, next))
    return false;
  push (&setup->undo, &setup->now);
  setup->redo.n = 0;
  setup->now = *next;
  return true;
}

bool
gamao_position_setup_set_checkers (GamaoPositionSetup *setup, int player, int slot,
                                   unsigned count)
{
  GamaoSetupPosition next = setup->now;

  if (player < 0 || player > 1 || slot < 0 || slot > GAMAO_BAR || count > GAMAO_CHECKERS)
    return false;
  next.points[player][slot] = (uint8_t) count;
  /* The other colour's checkers there go back to its tray. */
  if (slot != GAMAO_BAR && count > 0)
    next.points[1 - player][23 - slot] = 0;
  return gamao_position_setup_replace (setup, &next);
}

bool
gamao_position_setup_set_borne_off (GamaoPositionSetup *setup, int player, unsigned count)
{
  GamaoSetupPosition next = setup->now;

  if (player < 0 || player > 1 || count > 255)
    return false;
  next.borne_off[player] = (uint8_t) count;
  return gamao_position_setup_replace (setup, &next);
}

bool
gamao_position_setup_set_dice (GamaoPositionSetup *setup, int d1, int d2)
{
  GamaoSetupPosition next = setup->now;

  /* The higher die first, as the XGID writes them, so that the IDs
   * come back the same from either. */
  next.dice[0] = d1 > d2 ? d1 : d2;
  next.dice[1] = d1 > d2 ? d2 : d1;
  return gamao_position_setup_replace (setup, &next);
}

bool
gamao_position_setup_set_cube (GamaoPositionSetup *setup, unsigned value, int owner)
{
  GamaoSetupPosition next = setup->now;

  if (owner != GAMAO_CUBE_CENTERED && owner != 0 && owner != 1)
    return false;
  next.cube_value = value;
  next.cube_owner = owner;
  return gamao_position_setup_replace (setup, &next);
}

bool
gamao_position_setup_set_match (GamaoPositionSetup *setup, unsigned length, unsigned score0,
                                unsigned score1, bool crawford)
{
  GamaoSetupPosition next = setup->now;

  next.match_length = length;
  /* Money play keeps no score here: an ID of it holds none. */
  next.score[0] = length ? score0 : 0;
  next.score[1] = length ? score1 : 0;
  next.crawford = crawford;
  return gamao_position_setup_replace (setup, &next);
}

bool
gamao_position_setup_set_on_roll (GamaoPositionSetup *setup, int player)
{
  GamaoSetupPosition next = setup->now;

  if (player < 0 || player > 1)
    return false;
  next.on_roll = player;
  return gamao_position_setup_replace (setup, &next);
}

bool
gamao_position_setup_can_undo (const GamaoPositionSetup *setup)
{
  return setup->undo.n > 0;
}

bool
gamao_position_setup_can_redo (const GamaoPositionSetup *setup)
{
  return setup->redo.n > 0;
}

bool
gamao_position_setup_undo (GamaoPositionSetup *setup)
{
  GamaoSetupPosition before;

  if (!pop (&setup->undo, &before))
    return false;
  push (&setup->redo, &setup->now);
  setup->now = before;
  return true;
}

bool
gamao_position_setup_redo (GamaoPositionSetup *setup)
{
  GamaoSetupPosition after;

  if (!pop (&setup->redo, &after))
    return false;
  push (&setup->undo, &setup->now);
  setup->now = after;
  return true;
}
