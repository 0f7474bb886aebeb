/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "gamao-desk"

#include "config.h"

#include "gamao-desk.h"

#include <glib/gi18n.h>

#include "gamao-play-enums.h"
#include "gamao-stakes.h"
#include "gamao-turn-words.h"

/* How long the dice of a turn with no legal play stay before it passes. */
#define PASS_PAUSE_MS 1600

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_TUTOR_HOLD,
  /* The flags, in the order of flag_names. */
  PROP_PAUSED,
  PROP_MAY_ROLL,
  PROP_MAY_DOUBLE,
  PROP_MAY_ANSWER_DOUBLE,
  PROP_MAY_BEAVER,
  PROP_MAY_MOVE,
  PROP_MAY_UNDO,
  PROP_MAY_FINISH,
  PROP_MAY_HINT,
  PROP_MAY_RESIGN,
  PROP_MAY_ANSWER_TUTOR,
  PROP_MAY_NEXT_GAME,
  PROP_MAY_END_SESSION,
  PROP_PROMPT,
  PROP_STATUS_TEXT,
  N_PROPS
};

#define FIRST_FLAG PROP_PAUSED
#define N_FLAGS (PROP_PROMPT - FIRST_FLAG)

static const char *const flag_names[N_FLAGS] = {
  "paused",   "may-roll",   "may-double", "may-answer-double", "may-beaver",
  "may-move", "may-undo",   "may-finish", "may-hint",          "may-resign",
  "may-answer-tutor",       "may-next-game",                   "may-end-session",
};

enum
{
  CHANGED,
  NOTICE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

struct _GamaoDesk
{
  GObject parent_instance;

  GamaoMatch *match;
  GSignalGroup *match_signals;
  GamaoTutorHold *hold;

  gboolean flags[N_FLAGS]; /* by property, from FIRST_FLAG */
  GamaoDeskPrompt prompt;
  char *status_text;

  gboolean paused;         /* a passed turn keeps its dice in view a moment */
  guint pause_id;
  char *pass_text;         /* what the status says during the pause */

  gboolean outcome_pending; /* the game that just ended, until its summary is shown */
  int outcome_winner;
  guint outcome_points;
  GamaoResultKind outcome_kind;
};

G_DEFINE_FINAL_TYPE (GamaoDesk, gamao_desk, G_TYPE_OBJECT)

gboolean
gamao_desk_is_person (GamaoDesk *self, int player)
{
  g_return_val_if_fail (GAMAO_IS_DESK (self), FALSE);
  return self->match && (player == 0 || player == 1)
         && gamao_player_get_kind (gamao_match_get_player (self->match, player))
                == GAMAO_PLAYER_HUMAN;
}

static gboolean
hold_busy (GamaoDesk *self)
{
  return self->hold && gamao_tutor_hold_busy (self->hold);
}

/* Who may do what now: only a person, on their own turn, while the
 * tutor neither judges nor holds an action of theirs; nobody rolls or
 * moves while a passed turn is shown. */
static void
compute_flags (GamaoDesk *self, gboolean flags[N_FLAGS])
{
  GamaoPending pending = { GAMAO_PENDING_NOTHING, -1, FALSE, FALSE, FALSE, FALSE };
  GamaoStep steps[4];
  gboolean person, moving, to_roll;

  if (self->match)
    gamao_match_get_pending (self->match, &pending);
  person = gamao_desk_is_person (self, pending.player) && !hold_busy (self);
  moving = person && pending.kind == GAMAO_PENDING_MOVE && !self->paused;
  to_roll = person && !self->paused
            && (pending.kind == GAMAO_PENDING_OPENING_ROLL || pending.kind == GAMAO_PENDING_ROLL);
#define FLAG(prop) flags[PROP_##prop - FIRST_FLAG]
  FLAG (PAUSED) = self->paused;
  FLAG (MAY_ROLL) = to_roll;
  FLAG (MAY_DOUBLE) = person && pending.may_double;
  FLAG (MAY_ANSWER_DOUBLE) = person && pending.kind == GAMAO_PENDING_CUBE_ANSWER;
  FLAG (MAY_BEAVER) = person && pending.may_beaver;
  FLAG (MAY_MOVE) = moving;
  FLAG (MAY_UNDO) = moving && gamao_match_get_steps (self->match, steps) > 0;
  FLAG (MAY_FINISH) = moving && gamao_match_can_commit (self->match);
  /* The hint knows plays and cube decisions, not the opening roll. */
  FLAG (MAY_HINT) = moving || (to_roll && pending.kind == GAMAO_PENDING_ROLL);
  FLAG (MAY_RESIGN) = person && !self->paused && pending.may_resign;
  FLAG (MAY_ANSWER_TUTOR)
      = self->hold && gamao_tutor_hold_get_state (self->hold) == GAMAO_TUTOR_HOLD_HOLDING;
  FLAG (MAY_NEXT_GAME) = pending.kind == GAMAO_PENDING_NEXT_GAME;
  FLAG (MAY_END_SESSION) = pending.may_end_session;
#undef FLAG
}

/* The computer answers doubles and resignations itself, and between two
 * computers the next game starts without showing anybody its summary. */
static GamaoDeskPrompt
compute_prompt (GamaoDesk *self)
{
  gboolean person;

  if (!self->match)
    return GAMAO_DESK_PROMPT_NONE;
  person = gamao_desk_is_person (self, gamao_match_get_turn (self->match));
  switch (gamao_match_get_phase (self->match))
    {
    case GAMAO_MATCH_DOUBLE_OFFERED:
      return person ? GAMAO_DESK_PROMPT_DOUBLE : GAMAO_DESK_PROMPT_NONE;
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      return person ? GAMAO_DESK_PROMPT_RESIGNATION : GAMAO_DESK_PROMPT_NONE;
    case GAMAO_MATCH_GAME_OVER:
      if (!gamao_desk_is_person (self, 0) && !gamao_desk_is_person (self, 1))
        return GAMAO_DESK_PROMPT_NONE;
      G_GNUC_FALLTHROUGH;
    case GAMAO_MATCH_MATCH_OVER:
      return self->outcome_pending ? GAMAO_DESK_PROMPT_OUTCOME : GAMAO_DESK_PROMPT_NONE;
    case GAMAO_MATCH_OPENING_ROLL:
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
    case GAMAO_MATCH_MOVING:
    default:
      return GAMAO_DESK_PROMPT_NONE;
    }
}

/* The dice still to play in words; once every die is played, the roll. */
static char *
dice_words (GamaoMatch *match)
{
  int left[4], dice[2];
  guint n = gamao_match_get_dice_left (match, left);
  char *words = gamao_dice_words (left, n);

  if (words)
    return words;
  gamao_match_get_dice (match, dice);
  return gamao_roll_words (dice);
}

/* The computer takes its turn by itself: the line says what it does. */
static char *
computer_status_text (GamaoMatch *match, GamaoMatchPhase phase, const char *name)
{
  switch (phase)
    {
    case GAMAO_MATCH_OPENING_ROLL:
      return g_strdup_printf (_("%s rolls for the opening…"), name);
    case GAMAO_MATCH_DOUBLE_OFFERED:
      return g_strdup_printf (_("%s is thinking about the double…"), name);
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      return g_strdup_printf (_("%s is thinking about the resignation…"), name);
    case GAMAO_MATCH_MOVING:
      {
        /* The roll it plays ("1-1"), not the dice its steps have left
         * ("three 1s"): the person watches the whole play go by. */
        int dice[2];
        g_autofree char *roll = NULL;

        gamao_match_get_dice (match, dice);
        roll = gamao_roll_words (dice);
        return g_strdup_printf (_("%s plays %s…"), name, roll);
      }
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
    case GAMAO_MATCH_GAME_OVER:
    case GAMAO_MATCH_MATCH_OVER:
    default:
      return g_strdup_printf (_("%s is thinking…"), name);
    }
}

static char *
to_roll_text (GamaoMatch *match, const char *turn)
{
  if (gamao_match_can_double (match, NULL))
    return g_strdup_printf (_("%s to roll (Space) or double (D)"), turn);
  return g_strdup_printf (_("%s to roll (Space)"), turn);
}

/* To roll after the other player's turn: what they played, then what
 * comes next. */
static char *
after_turn_text (GamaoMatch *match, const char *turn)
{
  gboolean stuck = FALSE;
  const GamaoAction *last = gamao_match_get_last_turn (match, &stuck);
  g_autofree char *news = NULL, *next = to_roll_text (match, turn);

  if (!last)
    return g_steal_pointer (&next);
  news = gamao_last_turn_words (last, gamao_stakes_player_name (match, last->player), stuck);
  /* Translators: the last turn, then what comes next: "Computer
   * played 13/7 8/7. Ana to roll (Space)". */
  return g_strdup_printf (_("%s. %s"), news, next);
}

static char *
over_text (GamaoMatch *match)
{
  int winner = gamao_match_get_winner (match);
  g_autofree char *score = NULL;

  if (gamao_match_get_length (match) > 0)
    return g_strdup_printf (_("%s has won the match"),
                            gamao_stakes_player_name (match, MAX (winner, 0)));
  score = gamao_stakes_score_text (match, gamao_match_get_score (match, 0),
                                   gamao_match_get_score (match, 1));
  /* Translators: the end of a money session, with its score "Ana 5, Bruno 3". */
  return g_strdup_printf (_("The session is over: %s"), score);
}

static char *
person_status_text (GamaoMatch *match, GamaoMatchPhase phase, const char *turn)
{
  switch (phase)
    {
    case GAMAO_MATCH_OPENING_ROLL:
      return g_strdup (_("Opening roll: each player throws one die and the higher one moves "
                         "first. Press Space to roll."));
    case GAMAO_MATCH_TO_ROLL_OR_DOUBLE:
      return after_turn_text (match, turn);
    case GAMAO_MATCH_DOUBLE_OFFERED:
      return g_strdup_printf (_("%s to take or drop the double, below the board"), turn);
    case GAMAO_MATCH_MOVING:
      if (gamao_match_can_commit (match))
        return g_strdup_printf (_("%s: press Enter to finish the move, or Ctrl+Z to take a "
                                  "checker back"),
                                turn);
      else
        {
          g_autofree char *dice = dice_words (match);

          return g_strdup_printf (_("%s to play %s"), turn, dice);
        }
    case GAMAO_MATCH_RESIGNATION_OFFERED:
      return g_strdup_printf (_("%s to accept or decline the resignation"), turn);
    case GAMAO_MATCH_GAME_OVER:
      return g_strdup (_("The game is over. Start the next one when you are ready."));
    case GAMAO_MATCH_MATCH_OVER:
    default:
      return over_text (match);
    }
}

static char *
compute_status_text (GamaoDesk *self)
{
  GamaoMatchPhase phase;
  int turn;

  if (!self->match)
    return NULL;
  if (self->hold && gamao_tutor_hold_get_state (self->hold) == GAMAO_TUTOR_HOLD_JUDGING)
    /* Enter or Ctrl+Z would do nothing now: say what is going on. */
    return g_strdup (_("The computer is checking your choice…"));
  if (self->hold && gamao_tutor_hold_get_state (self->hold) == GAMAO_TUTOR_HOLD_HOLDING)
    return g_strdup (_("Take it back, or play it anyway"));
  if (self->paused)
    return g_strdup (self->pass_text);
  phase = gamao_match_get_phase (self->match);
  turn = gamao_match_get_turn (self->match);
  if (phase != GAMAO_MATCH_GAME_OVER && phase != GAMAO_MATCH_MATCH_OVER
      && !gamao_desk_is_person (self, turn))
    return computer_status_text (self->match, phase,
                                 gamao_stakes_player_name (self->match, turn));
  return person_status_text (self->match, phase, gamao_stakes_player_name (self->match, turn));
}

/* Works out everything again; what changed is notified, then the desk
 * says it caught up. */
static void
update (GamaoDesk *self)
{
  gboolean flags[N_FLAGS];
  GamaoDeskPrompt prompt = compute_prompt (self);
  g_autofree char *status = compute_status_text (self);

  compute_flags (self, flags);
  g_object_freeze_notify (G_OBJECT (self));
  for (guint i = 0; i < N_FLAGS; i++)
    if (self->flags[i] != flags[i])
      {
        self->flags[i] = flags[i];
        g_object_notify_by_pspec (G_OBJECT (self), properties[FIRST_FLAG + i]);
      }
  if (self->prompt != prompt)
    {
      self->prompt = prompt;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMPT]);
    }
  if (g_strcmp0 (self->status_text, status) != 0)
    {
      g_free (self->status_text);
      self->status_text = g_steal_pointer (&status);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS_TEXT]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Following the match */

static gboolean
end_pause (gpointer user_data)
{
  GamaoDesk *self = user_data;

  self->pause_id = 0;
  self->paused = FALSE;
  update (self);
  return G_SOURCE_REMOVE;
}

static void
stop_pause (GamaoDesk *self)
{
  g_clear_handle_id (&self->pause_id, g_source_remove);
  self->paused = FALSE;
}

/* A passed turn is told once, in the status line: in the words the line
 * keeps after the pause ("… could not enter. Ana to roll"), never in a
 * notice over it that says it another way. */
static void
on_turn_passed (GamaoDesk *self, int player)
{
  gboolean stuck = FALSE;
  const GamaoAction *last = gamao_match_get_last_turn (self->match, &stuck);
  g_autofree char *news = NULL;

  if (!last)
    return;
  news = gamao_last_turn_words (last, gamao_stakes_player_name (self->match, player), stuck);
  g_free (self->pass_text);
  /* Translators: a turn with no play, while its dice stay in view:
   * "Computer rolled 6-6 and could not enter; the turn passes." */
  self->pass_text = g_strdup_printf (_("%s; the turn passes."), news);
  stop_pause (self);
  self->paused = TRUE;
  self->pause_id = g_timeout_add (PASS_PAUSE_MS, end_pause, self);
}

/* The computer answers without a dialog; the notice tells the person. */
static void
on_cube_taken (GamaoDesk *self, int player, guint value)
{
  g_autofree char *text = NULL;

  if (gamao_desk_is_person (self, player))
    return;
  /* Translators: %u is the value of the cube, not a count. */
  text = g_strdup_printf (_("%s takes: the cube is at %u."),
                          gamao_stakes_player_name (self->match, player), value);
  g_signal_emit (self, signals[NOTICE], 0, text);
}

static void
on_resignation_declined (GamaoDesk *self, int player)
{
  g_autofree char *text = NULL;

  if (gamao_desk_is_person (self, player))
    return;
  text = g_strdup_printf (_("%s declines the resignation: play on."),
                          gamao_stakes_player_name (self->match, player));
  g_signal_emit (self, signals[NOTICE], 0, text);
}

static void
on_game_over (GamaoDesk *self, int winner, guint points, int kind)
{
  self->outcome_winner = winner;
  self->outcome_points = points;
  self->outcome_kind = kind;
  self->outcome_pending = TRUE;
}

/* A match that arrives after a game's end shows its summary at once, as
 * if the game had just ended. */
static void
resume_outcome (GamaoDesk *self)
{
  GamaoMatchPhase phase = gamao_match_get_phase (self->match);
  GamaoGame *game = gamao_match_get_current_game (self->match);

  if (phase != GAMAO_MATCH_GAME_OVER && phase != GAMAO_MATCH_MATCH_OVER)
    return;
  self->outcome_winner = gamao_game_get_winner (game);
  self->outcome_points = gamao_game_get_points (game);
  self->outcome_kind = gamao_game_get_result_kind (game);
  self->outcome_pending = self->outcome_winner >= 0;
}

void
gamao_desk_set_match (GamaoDesk *self, GamaoMatch *match)
{
  g_return_if_fail (GAMAO_IS_DESK (self));
  g_return_if_fail (!match || GAMAO_IS_MATCH (match));

  if (self->match == match)
    return;
  stop_pause (self);
  self->outcome_pending = FALSE;
  g_set_object (&self->match, match);
  /* Whatever the tutor judged or held belongs to the old match. */
  if (self->hold)
    gamao_tutor_hold_set_match (self->hold, match);
  g_signal_group_set_target (self->match_signals, match);
  if (match)
    resume_outcome (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
  update (self);
}

GamaoMatch *
gamao_desk_get_match (GamaoDesk *self)
{
  g_return_val_if_fail (GAMAO_IS_DESK (self), NULL);
  return self->match;
}

GamaoTutorHold *
gamao_desk_get_tutor_hold (GamaoDesk *self)
{
  g_return_val_if_fail (GAMAO_IS_DESK (self), NULL);
  return self->hold;
}

gboolean
gamao_desk_take_outcome (GamaoDesk *self, int *winner, guint *points, GamaoResultKind *kind)
{
  g_return_val_if_fail (GAMAO_IS_DESK (self), FALSE);

  if (self->prompt != GAMAO_DESK_PROMPT_OUTCOME)
    return FALSE;
  *winner = self->outcome_winner;
  *points = self->outcome_points;
  *kind = self->outcome_kind;
  self->outcome_pending = FALSE;
  update (self);
  return TRUE;
}

#define FLAG_GETTER(name, PROP)                                                                \
  gboolean gamao_desk_get_##name (GamaoDesk *self)                                             \
  {                                                                                            \
    g_return_val_if_fail (GAMAO_IS_DESK (self), FALSE);                                        \
    return self->flags[PROP_##PROP - FIRST_FLAG];                                              \
  }

FLAG_GETTER (paused, PAUSED)
FLAG_GETTER (may_roll, MAY_ROLL)
FLAG_GETTER (may_double, MAY_DOUBLE)
FLAG_GETTER (may_answer_double, MAY_ANSWER_DOUBLE)
FLAG_GETTER (may_beaver, MAY_BEAVER)
FLAG_GETTER (may_move, MAY_MOVE)
FLAG_GETTER (may_undo, MAY_UNDO)
FLAG_GETTER (may_finish, MAY_FINISH)
FLAG_GETTER (may_hint, MAY_HINT)
FLAG_GETTER (may_resign, MAY_RESIGN)
FLAG_GETTER (may_answer_tutor, MAY_ANSWER_TUTOR)
FLAG_GETTER (may_next_game, MAY_NEXT_GAME)
FLAG_GETTER (may_end_session, MAY_END_SESSION)
#undef FLAG_GETTER

GamaoDeskPrompt
gamao_desk_get_prompt (GamaoDesk *self)
{
  g_return_val_if_fail (GAMAO_IS_DESK (self), GAMAO_DESK_PROMPT_NONE);
  return self->prompt;
}

const char *
gamao_desk_get_status_text (GamaoDesk *self)
{
  g_return_val_if_fail (GAMAO_IS_DESK (self), NULL);
  return self->status_text;
}

/* The object */

static void
gamao_desk_constructed (GObject *object)
{
  GamaoDesk *self = GAMAO_DESK (object);

  G_OBJECT_CLASS (gamao_desk_parent_class)->constructed (object);
  /* The hold's verdicts change who may act, and what the line says. */
  if (self->hold)
    g_signal_connect_object (self->hold, "notify::state", G_CALLBACK (update), self,
                             G_CONNECT_SWAPPED);
  update (self);
}

static void
gamao_desk_dispose (GObject *object)
{
  GamaoDesk *self = GAMAO_DESK (object);

  stop_pause (self);
  if (self->match_signals)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  g_clear_object (&self->hold);
  G_OBJECT_CLASS (gamao_desk_parent_class)->dispose (object);
}

static void
gamao_desk_finalize (GObject *object)
{
  GamaoDesk *self = GAMAO_DESK (object);

  g_free (self->status_text);
  g_free (self->pass_text);
  G_OBJECT_CLASS (gamao_desk_parent_class)->finalize (object);
}

static void
gamao_desk_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GamaoDesk *self = GAMAO_DESK (object);

  if (prop_id >= FIRST_FLAG && prop_id < FIRST_FLAG + N_FLAGS)
    {
      g_value_set_boolean (value, self->flags[prop_id - FIRST_FLAG]);
      return;
    }
  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_TUTOR_HOLD:
      g_value_set_object (value, self->hold);
      break;
    case PROP_PROMPT:
      g_value_set_enum (value, self->prompt);
      break;
    case PROP_STATUS_TEXT:
      g_value_set_string (value, self->status_text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_desk_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  GamaoDesk *self = GAMAO_DESK (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      gamao_desk_set_match (self, g_value_get_object (value));
      break;
    case PROP_TUTOR_HOLD:
      self->hold = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gamao_desk_class_init (GamaoDeskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = gamao_desk_constructed;
  object_class->dispose = gamao_desk_dispose;
  object_class->finalize = gamao_desk_finalize;
  object_class->get_property = gamao_desk_get_property;
  object_class->set_property = gamao_desk_set_property;

  properties[PROP_MATCH] = g_param_spec_object ("match", NULL, NULL, GAMAO_TYPE_MATCH,
                                                flags | G_PARAM_WRITABLE);
  properties[PROP_TUTOR_HOLD]
      = g_param_spec_object ("tutor-hold", NULL, NULL, GAMAO_TYPE_TUTOR_HOLD,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  for (guint i = 0; i < N_FLAGS; i++)
    properties[FIRST_FLAG + i] = g_param_spec_boolean (flag_names[i], NULL, NULL, FALSE, flags);
  properties[PROP_PROMPT] = g_param_spec_enum ("prompt", NULL, NULL, GAMAO_TYPE_DESK_PROMPT,
                                               GAMAO_DESK_PROMPT_NONE, flags);
  properties[PROP_STATUS_TEXT] = g_param_spec_string ("status-text", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[NOTICE] = g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
gamao_desk_init (GamaoDesk *self)
{
  static const struct
  {
    const char *signal;
    GCallback handler;
  } handlers[] = {
    { "changed", G_CALLBACK (update) },
    { "turn-passed", G_CALLBACK (on_turn_passed) },
    { "game-over", G_CALLBACK (on_game_over) },
    { "cube-taken", G_CALLBACK (on_cube_taken) },
    { "resignation-declined", G_CALLBACK (on_resignation_declined) },
  };

  self->match_signals = g_signal_group_new (GAMAO_TYPE_MATCH);
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    g_signal_group_connect_object (self->match_signals, handlers[i].signal, handlers[i].handler,
                                   self, G_CONNECT_SWAPPED);
}

GamaoDesk *
gamao_desk_new (GamaoTutorHold *hold)
{
  g_return_val_if_fail (!hold || GAMAO_IS_TUTOR_HOLD (hold), NULL);
  return g_object_new (GAMAO_TYPE_DESK, "tutor-hold", hold, NULL);
}
