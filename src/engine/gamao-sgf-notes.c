/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Notes carried by .sgf comments (gamao-sgf.h). */
#include "config.h"

#include "gamao-sgf.h"

#include <stdlib.h>
#include <string.h>

static char *
copy_text (const char *text)
{
  char *copy = strdup (text);

  if (!copy)
    abort ();
  return copy;
}

/* `old`, a blank line and `text`, in a new string; `old` is freed. */
static char *
join (char *old, const char *text)
{
  if (!old)
    return copy_text (text);
  size_t a = strlen (old), b = strlen (text);
  char *joined = realloc (old, a + 2 + b + 1);
  if (!joined)
    abort ();
  memcpy (joined + a, "\n\n", 2);
  memcpy (joined + a + 2, text, b + 1);
  return joined;
}

static GamaoSgfNote *
find_note (const GamaoSgfNotes *notes, size_t game, size_t action)
{
  for (size_t i = 0; i < notes->n; i++)
    if (notes->items[i].game == game && notes->items[i].action == action)
      return &notes->items[i];
  return NULL;
}

void
gamao_sgf_notes_add (GamaoSgfNotes *notes, size_t game, size_t action, const char *text)
{
  GamaoSgfNote *note;

  if (!text || !*text)
    return;
  if ((note = find_note (notes, game, action)))
    {
      note->text = join (note->text, text);
      return;
    }
  if (notes->n == notes->allocated)
    {
      notes->allocated = notes->allocated ? 2 * notes->allocated : 8;
      notes->items = realloc (notes->items, notes->allocated * sizeof *notes->items);
      if (!notes->items)
        abort ();
    }
  notes->items[notes->n++] = (GamaoSgfNote) { game, action, copy_text (text) };
}

void
gamao_sgf_notes_add_match (GamaoSgfNotes *notes, const char *text)
{
  if (text && *text)
    notes->match = join (notes->match, text);
}

const char *
gamao_sgf_notes_find (const GamaoSgfNotes *notes, size_t game, size_t action)
{
  const GamaoSgfNote *note = notes ? find_note (notes, game, action) : NULL;

  return note ? note->text : NULL;
}

void
gamao_sgf_notes_clear (GamaoSgfNotes *notes)
{
  for (size_t i = 0; i < notes->n; i++)
    free (notes->items[i].text);
  free (notes->items);
  free (notes->match);
  memset (notes, 0, sizeof *notes);
}
