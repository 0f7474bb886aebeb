/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-position"

#include "config.h"

#include "gamao-position.h"
#include "gamao-position-id.h"

struct _GamaoPosition
{
  GObject parent_instance;
  GamaoBoard board; /* player 0 as side 1 */
};

G_DEFINE_BOXED_TYPE (GamaoBoard, gamao_board, gamao_board_copy, gamao_board_free)
G_DEFINE_FINAL_TYPE (GamaoPosition, gamao_position, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_BOARD,
  PROP_PIPS0,
  PROP_PIPS1,
  PROP_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GamaoBoard *
gamao_board_copy (const GamaoBoard *board)
{
  return g_memdup2 (board, sizeof *board);
}

void
gamao_board_free (GamaoBoard *board)
{
  g_free (board);
}

static void
gamao_position_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoPosition *self = GAMAO_POSITION (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_boxed (value, &self->board);
      break;
    case PROP_PIPS0:
      g_value_set_uint (value, gamao_position_get_pip_count (self, 0));
      break;
    case PROP_PIPS1:
      g_value_set_uint (value, gamao_position_get_pip_count (self, 1));
      break;
    case PROP_ID:
      g_value_take_string (value, gamao_position_dup_id (self, 0));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_position_class_init (GamaoPositionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = gamao_position_get_property;

  properties[PROP_BOARD] = g_param_spec_boxed ("board", NULL, NULL, GAMAO_TYPE_BOARD, flags);
  properties[PROP_PIPS0] = g_param_spec_uint ("pips0", NULL, NULL, 0, 375, 167, flags);
  properties[PROP_PIPS1] = g_param_spec_uint ("pips1", NULL, NULL, 0, 375, 167, flags);
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gamao_position_init (GamaoPosition *self)
{
  gamao_board_init_start (&self->board);
}

GamaoPosition *
gamao_position_new (void)
{
  return g_object_new (GAMAO_TYPE_POSITION, NULL);
}

const GamaoBoard *
gamao_position_get_board (GamaoPosition *self)
{
  g_return_val_if_fail (GAMAO_IS_POSITION (self), NULL);
  return &self->board;
}

void
gamao_position_set_board (GamaoPosition *self, const GamaoBoard *board)
{
  GObject *object = G_OBJECT (self);
  guint pips[2];

  g_return_if_fail (GAMAO_IS_POSITION (self));
  if (gamao_board_equal (&self->board, board))
    return;
  pips[0] = gamao_position_get_pip_count (self, 0);
  pips[1] = gamao_position_get_pip_count (self, 1);
  self->board = *board;
  g_object_freeze_notify (object);
  g_object_notify_by_pspec (object, properties[PROP_BOARD]);
  g_object_notify_by_pspec (object, properties[PROP_ID]);
  if (pips[0] != gamao_position_get_pip_count (self, 0))
    g_object_notify_by_pspec (object, properties[PROP_PIPS0]);
  if (pips[1] != gamao_position_get_pip_count (self, 1))
    g_object_notify_by_pspec (object, properties[PROP_PIPS1]);
  g_object_thaw_notify (object);
}

void
gamao_position_get_board_for (GamaoPosition *self, int player, GamaoBoard *out)
{
  g_return_if_fail (GAMAO_IS_POSITION (self));
  *out = self->board;
  if (player == 1)
    gamao_board_swap_sides (out);
}

void
gamao_position_set_board_for (GamaoPosition *self, int player, const GamaoBoard *board)
{
  GamaoBoard mine = *board;

  if (player == 1)
    gamao_board_swap_sides (&mine);
  gamao_position_set_board (self, &mine);
}

guint
gamao_position_get_checkers (GamaoPosition *self, int player, int point)
{
  GamaoSide side = player == 0 ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT;

  g_return_val_if_fail (GAMAO_IS_POSITION (self), 0);
  g_return_val_if_fail (point >= 0 && point <= GAMAO_POINT_BAR, 0);
  if (point == GAMAO_POINT_OFF)
    return gamao_board_borne_off (&self->board, side);
  return self->board.checkers[side][point - 1];
}

guint
gamao_position_get_pip_count (GamaoPosition *self, int player)
{
  g_return_val_if_fail (GAMAO_IS_POSITION (self), 0);
  return gamao_board_pip_count (&self->board,
                                player == 0 ? GAMAO_SIDE_ON_ROLL : GAMAO_SIDE_OPPONENT);
}

char *
gamao_position_dup_id (GamaoPosition *self, int player)
{
  char id[GAMAO_POSITION_ID_LEN + 1];
  GamaoBoard board;

  g_return_val_if_fail (GAMAO_IS_POSITION (self), NULL);
  gamao_position_get_board_for (self, player, &board);
  gamao_position_id_encode (&board, id);
  return g_strdup (id);
}

int
gamao_position_flip_point (int point)
{
  if (point >= 1 && point <= GAMAO_POINTS)
    return GAMAO_POINTS + 1 - point;
  return point;
}
