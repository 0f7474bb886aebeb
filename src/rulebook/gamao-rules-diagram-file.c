/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#define G_LOG_DOMAIN "gamao-rules"

#include "gamao-rules-diagram-file.h"
#include "gamao-rules-error.h"

#include <stdlib.h>
#include <string.h>

typedef struct
{
  const char *filename;
  GamaoRulesDiagramFile *file;
  GamaoRulesDiagram *diagram; /* the one being read, owned by `file` */
  GPtrArray *answers;         /* inside <try> */
} ParseState;

gboolean
gamao_rules_parse_point (const char *text, int *point)
{
  char *end = NULL;
  long value;

  if (g_ascii_strcasecmp (text, "bar") == 0)
    return *point = GAMAO_RULES_BAR, TRUE;
  if (g_ascii_strcasecmp (text, "off") == 0 || g_ascii_strcasecmp (text, "tray") == 0)
    return *point = GAMAO_RULES_TRAY, TRUE;
  value = strtol (text, &end, 10);
  if (end == text || *end || value < 0 || value > 25)
    return FALSE;
  *point = (int) value;
  return TRUE;
}

gboolean
gamao_rules_parse_arrows (const char *moves, GArray *arrows)
{
  g_auto (GStrv) words = g_strsplit_set (moves, " \t\n", -1);

  for (guint i = 0; words[i]; i++)
    {
      g_auto (GStrv) points = NULL;
      char *paren = strchr (words[i], '(');
      int previous = -1;

      if (paren)
        *paren = '\0';
      g_strdelimit (words[i], "*", ' ');
      g_strstrip (words[i]);
      if (!*words[i])
        continue;
      points = g_strsplit (words[i], "/", -1);
      if (g_strv_length (points) < 2)
        return FALSE;
      for (guint j = 0; points[j]; j++)
        {
          int point;
          if (!gamao_rules_parse_point (points[j], &point))
            return FALSE;
          if (previous >= 0)
            {
              GamaoRulesArrow arrow = { previous, point };
              if (point >= previous || previous == GAMAO_RULES_TRAY)
                return FALSE;
              g_array_append_val (arrows, arrow);
            }
          previous = point;
        }
    }
  return TRUE;
}

static gboolean
parse_dice (const char *text, int dice[2])
{
  if (!text)
    return TRUE;
  if (strlen (text) != 3 || text[1] != '-' || text[0] < '1' || text[0] > '6' || text[2] < '1'
      || text[2] > '6')
    return FALSE;
  dice[0] = text[0] - '0';
  dice[1] = text[2] - '0';
  return TRUE;
}

static gboolean
parse_who (const char *text, GamaoRulesWho *who)
{
  if (g_str_equal (text, "on-roll"))
    *who = GAMAO_RULES_WHO_ON_ROLL;
  else if (g_str_equal (text, "opponent"))
    *who = GAMAO_RULES_WHO_OPPONENT;
  else if (g_str_equal (text, "centre") || g_str_equal (text, "nobody"))
    *who = GAMAO_RULES_WHO_NOBODY;
  else
    return FALSE;
  return TRUE;
}

static gboolean
parse_uint (const char *text, unsigned *value)
{
  char *end = NULL;
  unsigned long v = strtoul (text, &end, 10);

  if (!*text || *end || v > G_MAXINT16)
    return FALSE;
  *value = (unsigned) v;
  return TRUE;
}

static gboolean
parse_highlights (const char *text, guint32 *highlights)
{
  g_auto (GStrv) words = g_strsplit_set (text, " ,", -1);

  for (guint i = 0; words[i]; i++)
    {
      int point;
      if (!*words[i])
        continue;
      if (!gamao_rules_parse_point (words[i], &point))
        return FALSE;
      *highlights |= 1u << point;
    }
  return TRUE;
}

static gboolean
parse_result_kind (const char *text, GamaoResultKind *kind)
{
  static const char *const names[] = { "none", "single", "gammon", "backgammon" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (text, names[i]))
      return *kind = (GamaoResultKind) i, TRUE;
  return FALSE;
}

/* Turns GMarkup's attribute errors (which carry no position) into ours. */
static void
locate_error (GMarkupParseContext *context, ParseState *state, GError **error)
{
  if (error && *error && (*error)->domain != GAMAO_RULES_ERROR)
    {
      g_autoptr (GError) inner = g_steal_pointer (error);
      gamao_rules_set_parse_error (error, context, state->filename, "%s", inner->message);
    }
}

static GamaoRulesCheck *
add_check (GMarkupParseContext *context, ParseState *state, GamaoRulesCheckKind kind)
{
  GamaoRulesCheck check = { .kind = kind, .error = -1 };

  g_markup_parse_context_get_position (context, &check.line, NULL);
  g_array_append_val (state->diagram->checks, check);
  return &g_array_index (state->diagram->checks, GamaoRulesCheck, state->diagram->checks->len - 1);
}

static void
start_diagram (GMarkupParseContext *context, ParseState *state, const char **names,
               const char **values, GError **error)
{
  const char *id, *position, *match_id = NULL, *dice = NULL;
  GamaoRulesDiagram *diagram;

  if (!g_markup_collect_attributes ("diagram", names, values, error, G_MARKUP_COLLECT_STRING,
                                    "id", &id, G_MARKUP_COLLECT_STRING, "position", &position,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL,
                                    "match-id", &match_id,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "dice",
                                    &dice, G_MARKUP_COLLECT_INVALID))
    return;
  if (g_hash_table_contains (state->file->by_id, id))
    {
      gamao_rules_set_parse_error (error, context, state->filename,
                                   "a second diagram with the id “%s”", id);
      return;
    }
  diagram = gamao_rules_diagram_new (id);
  g_markup_parse_context_get_position (context, &diagram->line, NULL);
  diagram->position_id = g_strdup (position);
  diagram->match_id = g_strdup (match_id);
  g_ptr_array_add (state->file->diagrams, diagram);
  g_hash_table_insert (state->file->by_id, diagram->id, diagram);
  state->diagram = diagram;
  if (!parse_dice (dice, diagram->dice))
    gamao_rules_set_parse_error (error, context, state->filename,
                                 "dice are written like “6-2”, not “%s”", dice);
}

static void
start_play_check (GMarkupParseContext *context, ParseState *state, const char *element,
                  const char **names, const char **values, GError **error)
{
  GamaoRulesCheckKind kind = g_str_equal (element, "legal")    ? GAMAO_RULES_CHECK_LEGAL
                             : g_str_equal (element, "forced") ? GAMAO_RULES_CHECK_FORCED
                                                               : GAMAO_RULES_CHECK_ILLEGAL;
  const char *play, *reason;
  int notation_error;

  /* An optional attribute that is absent comes back as NULL. */
  if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING,
                                    "play", &play,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "error",
                                    &reason, G_MARKUP_COLLECT_INVALID))
    return;
  if (!reason)
    reason = "any";
  if (kind != GAMAO_RULES_CHECK_ILLEGAL && !g_str_equal (reason, "any"))
    {
      gamao_rules_set_parse_error (error, context, state->filename,
                                   "only <illegal> gives an error");
      return;
    }
  if (!gamao_rules_notation_error_from_name (reason, &notation_error))
    {
      gamao_rules_set_parse_error (error, context, state->filename,
                                   "unknown notation error “%s”", reason);
      return;
    }
  GamaoRulesCheck *check = add_check (context, state, kind);
  check->play = g_strdup (play);
  check->error = notation_error;
}

static void
start_step (GMarkupParseContext *context, ParseState *state, const char **names,
            const char **values, GError **error)
{
  const char *from, *die, *verdict;
  GamaoRulesCheck *check;
  unsigned die_value = 0;

  if (!g_markup_collect_attributes ("step", names, values, error, G_MARKUP_COLLECT_STRING, "from",
                                    &from, G_MARKUP_COLLECT_STRING, "die", &die,
                                    G_MARKUP_COLLECT_STRING, "verdict", &verdict,
                                    G_MARKUP_COLLECT_INVALID))
    return;
  check = add_check (context, state, GAMAO_RULES_CHECK_STEP);
  if (!gamao_rules_parse_point (from, &check->from) || check->from < 1)
    gamao_rules_set_parse_error (error, context, state->filename, "bad point “%s”", from);
  else if (!parse_uint (die, &die_value) || die_value < 1 || die_value > 6)
    gamao_rules_set_parse_error (error, context, state->filename, "bad die “%s”", die);
  else if (!gamao_rules_verdict_from_name (verdict, &check->verdict))
    gamao_rules_set_parse_error (error, context, state->filename, "unknown verdict “%s”",
                                 verdict);
  check->die = (int) die_value;
}

static void
start_cube (GMarkupParseContext *context, ParseState *state, const char **names,
            const char **values, GError **error)
{
  const char *value, *owner;
  gboolean offered = FALSE;
  GamaoRulesCheck *check;

  if (!g_markup_collect_attributes ("cube", names, values, error, G_MARKUP_COLLECT_STRING,
                                    "value", &value, G_MARKUP_COLLECT_STRING, "owner", &owner,
                                    G_MARKUP_COLLECT_BOOLEAN | G_MARKUP_COLLECT_OPTIONAL,
                                    "offered", &offered, G_MARKUP_COLLECT_INVALID))
    return;
  check = add_check (context, state, GAMAO_RULES_CHECK_CUBE);
  check->offered = offered;
  if (!parse_uint (value, &check->count) || !parse_who (owner, &check->owner))
    gamao_rules_set_parse_error (error, context, state->filename, "bad cube value or owner");
}

static void
start_score (GMarkupParseContext *context, ParseState *state, const char **names,
             const char **values, GError **error)
{
  const char *length, *mine, *theirs;
  gboolean crawford = FALSE;
  GamaoRulesCheck *check;

  if (!g_markup_collect_attributes ("score", names, values, error, G_MARKUP_COLLECT_STRING,
                                    "length", &length, G_MARKUP_COLLECT_STRING, "on-roll", &mine,
                                    G_MARKUP_COLLECT_STRING, "opponent", &theirs,
                                    G_MARKUP_COLLECT_BOOLEAN | G_MARKUP_COLLECT_OPTIONAL,
                                    "crawford", &crawford, G_MARKUP_COLLECT_INVALID))
    return;
  check = add_check (context, state, GAMAO_RULES_CHECK_SCORE);
  check->crawford = crawford;
  if (!parse_uint (length, &check->count) || !parse_uint (mine, &check->score[0])
      || !parse_uint (theirs, &check->score[1]))
    gamao_rules_set_parse_error (error, context, state->filename, "bad match length or score");
}

static void
start_simple_check (GMarkupParseContext *context, ParseState *state, const char *element,
                    const char **names, const char **values, GError **error)
{
  const char *text = NULL, *kind = NULL;
  GamaoRulesCheck *check;

  if (g_str_equal (element, "no-play"))
    {
      if (g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_INVALID, NULL))
        add_check (context, state, GAMAO_RULES_CHECK_NO_PLAY);
      return;
    }
  if (g_str_equal (element, "dice-used"))
    {
      if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING,
                                        "count", &text, G_MARKUP_COLLECT_INVALID))
        return;
      check = add_check (context, state, GAMAO_RULES_CHECK_DICE_USED);
      if (!parse_uint (text, &check->count) || check->count > 4)
        gamao_rules_set_parse_error (error, context, state->filename, "bad count “%s”", text);
      return;
    }
  /* <result winner="…" kind="…"/> */
  if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING,
                                    "winner", &text, G_MARKUP_COLLECT_STRING, "kind", &kind,
                                    G_MARKUP_COLLECT_INVALID))
    return;
  check = add_check (context, state, GAMAO_RULES_CHECK_RESULT);
  if (!parse_who (text, &check->owner) || check->owner == GAMAO_RULES_WHO_NOBODY
      || !parse_result_kind (kind, &check->result))
    gamao_rules_set_parse_error (error, context, state->filename, "bad winner or result kind");
}

static void
start_try (GMarkupParseContext *context, ParseState *state, const char **names,
           const char **values, GError **error)
{
  const char *expect;

  if (!g_markup_collect_attributes ("try", names, values, error,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "expect",
                                    &expect, G_MARKUP_COLLECT_INVALID))
    return;
  if (!expect)
    expect = "answers";
  if (g_str_equal (expect, "any-legal"))
    state->diagram->exercise = GAMAO_RULES_EXERCISE_ANY_LEGAL;
  else if (g_str_equal (expect, "no-play"))
    state->diagram->exercise = GAMAO_RULES_EXERCISE_NO_PLAY;
  else if (g_str_equal (expect, "answers"))
    state->diagram->exercise = GAMAO_RULES_EXERCISE_ANSWERS;
  else
    gamao_rules_set_parse_error (error, context, state->filename,
                                 "<try> expects “answers”, “any-legal” or “no-play”");
  state->answers = g_ptr_array_new_with_free_func (g_free);
}

static void
start_in_diagram (GMarkupParseContext *context, ParseState *state, const char *element,
                  const char **names, const char **values, GError **error)
{
  const char *text;

  if (g_str_equal (element, "highlight"))
    {
      if (g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING,
                                       "points", &text, G_MARKUP_COLLECT_INVALID)
          && !parse_highlights (text, &state->diagram->highlights))
        gamao_rules_set_parse_error (error, context, state->filename, "bad points “%s”", text);
    }
  else if (g_str_equal (element, "arrows"))
    {
      if (g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING,
                                       "moves", &text, G_MARKUP_COLLECT_INVALID)
          && !gamao_rules_parse_arrows (text, state->diagram->arrows))
        gamao_rules_set_parse_error (error, context, state->filename, "bad moves “%s”", text);
    }
  else if (g_str_equal (element, "legal") || g_str_equal (element, "illegal")
           || g_str_equal (element, "forced"))
    start_play_check (context, state, element, names, values, error);
  else if (g_str_equal (element, "step"))
    start_step (context, state, names, values, error);
  else if (g_str_equal (element, "cube"))
    start_cube (context, state, names, values, error);
  else if (g_str_equal (element, "score"))
    start_score (context, state, names, values, error);
  else if (g_str_equal (element, "no-play") || g_str_equal (element, "dice-used")
           || g_str_equal (element, "result"))
    start_simple_check (context, state, element, names, values, error);
  else if (g_str_equal (element, "try") && state->diagram->exercise == GAMAO_RULES_EXERCISE_NONE)
    start_try (context, state, names, values, error);
  else
    gamao_rules_set_parse_error (error, context, state->filename,
                                 "<%s> does not belong in a diagram", element);
}

static void
start_element (GMarkupParseContext *context, const char *element, const char **names,
               const char **values, gpointer user_data, GError **error)
{
  ParseState *state = user_data;
  const char *parent = NULL;
  const GSList *stack = g_markup_parse_context_get_element_stack (context);

  if (stack->next)
    parent = stack->next->data;
  if (!parent && g_str_equal (element, "diagrams"))
    g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_INVALID, NULL);
  else if (parent && g_str_equal (parent, "diagrams") && g_str_equal (element, "diagram"))
    start_diagram (context, state, names, values, error);
  else if (parent && g_str_equal (parent, "diagram"))
    start_in_diagram (context, state, element, names, values, error);
  else if (parent && g_str_equal (parent, "try") && g_str_equal (element, "answer"))
    {
      const char *play;
      if (g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING,
                                       "play", &play, G_MARKUP_COLLECT_INVALID))
        g_ptr_array_add (state->answers, g_strdup (play));
    }
  else
    gamao_rules_set_parse_error (error, context, state->filename, "unexpected <%s>", element);
  locate_error (context, state, error);
}

/* Claims about plays need dice, and a list of answers needs answers. */
static void
end_diagram (GMarkupParseContext *context, ParseState *state, GError **error)
{
  GamaoRulesDiagram *diagram = state->diagram;
  gboolean needs_dice = diagram->exercise != GAMAO_RULES_EXERCISE_NONE;

  for (guint i = 0; i < diagram->checks->len; i++)
    {
      GamaoRulesCheckKind kind = g_array_index (diagram->checks, GamaoRulesCheck, i).kind;
      needs_dice |= kind <= GAMAO_RULES_CHECK_STEP;
    }
  if (needs_dice && !gamao_rules_diagram_has_dice (diagram))
    gamao_rules_set_parse_error (error, context, state->filename,
                                 "diagram “%s” makes claims about plays but shows no dice",
                                 diagram->id);
  state->diagram = NULL;
}

static void
end_element (GMarkupParseContext *context, const char *element, gpointer user_data,
             GError **error)
{
  ParseState *state = user_data;

  if (g_str_equal (element, "try") && state->answers)
    {
      if (state->diagram->exercise == GAMAO_RULES_EXERCISE_ANSWERS && state->answers->len == 0)
        gamao_rules_set_parse_error (error, context, state->filename,
                                     "<try> without answers needs expect=\"any-legal\" or "
                                     "expect=\"no-play\"");
      g_ptr_array_add (state->answers, NULL);
      state->diagram->answers = (GStrv) g_ptr_array_free (g_steal_pointer (&state->answers), FALSE);
    }
  else if (g_str_equal (element, "diagram") && state->diagram)
    end_diagram (context, state, error);
}

static void
text (GMarkupParseContext *context, const char *text, gsize length, gpointer user_data,
      GError **error)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      {
        gamao_rules_set_parse_error (error, context, ((ParseState *) user_data)->filename,
                                     "diagrams.xml holds no text; captions live in the "
                                     "language files");
        return;
      }
}

static const GMarkupParser parser = { start_element, end_element, text, NULL, NULL };

GamaoRulesDiagramFile *
gamao_rules_diagram_file_parse (const char *contents, gssize length, const char *filename,
                                GError **error)
{
  g_autoptr (GamaoRulesDiagramFile) file = g_new0 (GamaoRulesDiagramFile, 1);
  ParseState state = { filename, file, NULL, NULL };
  g_autoptr (GMarkupParseContext) context = NULL;

  file->diagrams = g_ptr_array_new_with_free_func ((GDestroyNotify) gamao_rules_diagram_free);
  file->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &state, NULL);
  if (!g_markup_parse_context_parse (context, contents, length, error)
      || !g_markup_parse_context_end_parse (context, error))
    {
      g_clear_pointer (&state.answers, g_ptr_array_unref);
      gamao_rules_prefix_error (error, filename);
      return NULL;
    }
  return g_steal_pointer (&file);
}

void
gamao_rules_diagram_file_free (GamaoRulesDiagramFile *file)
{
  if (!file)
    return;
  g_clear_pointer (&file->by_id, g_hash_table_unref);
  g_clear_pointer (&file->diagrams, g_ptr_array_unref);
  g_free (file);
}

const GamaoRulesDiagram *
gamao_rules_diagram_file_lookup (const GamaoRulesDiagramFile *file, const char *id)
{
  return g_hash_table_lookup (file->by_id, id);
}
