/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The length of the UTF-8 sequence at `p`, or 0 if it is not one. */
static size_t
sequence_length (const unsigned char *p)
{
  size_t n;
  unsigned long code;

  if (p[0] < 0x80)
    return 1;
  if (p[0] >= 0xc2 && p[0] <= 0xdf)
    n = 2, code = p[0] & 0x1f;
  else if (p[0] >= 0xe0 && p[0] <= 0xef)
    n = 3, code = p[0] & 0x0f;
  else if (p[0] >= 0xf0 && p[0] <= 0xf4)
    n = 4, code = p[0] & 0x07;
  else
    return 0;
  for (size_t i = 1; i < n; i++)
    {
      if ((p[i] & 0xc0) != 0x80)
        return 0;
      code = code << 6 | (p[i] & 0x3f);
    }
  if ((n == 3 && (code < 0x800 || (code >= 0xd800 && code <= 0xdfff)))
      || (n == 4 && (code < 0x10000 || code > 0x10ffff)))
    return 0;
  return n;
}

bool
gamao_utf8_valid (const char *text)
{
  const unsigned char *p = (const unsigned char *) text;

  while (*p)
    {
      size_t n = sequence_length (p);
      if (n == 0)
        return false;
      p += n;
    }
  return true;
}

void
gamao_text_to_utf8 (const char *text, char *out, size_t size)
{
  size_t n = 0;

  if (size == 0)
    return;
  if (gamao_utf8_valid (text))
    {
      /* Cut at a character boundary. */
      const unsigned char *p = (const unsigned char *) text;
      while (*p)
        {
          size_t k = sequence_length (p);
          if (n + k >= size)
            break;
          memcpy (out + n, p, k);
          n += k;
          p += k;
        }
      out[n] = '\0';
      return;
    }
  for (const unsigned char *p = (const unsigned char *) text; *p && n + 2 < size; p++)
    if (*p < 0x80)
      out[n++] = (char) *p;
    else
      {
        out[n++] = (char) (0xc0 | (*p >> 6));
        out[n++] = (char) (0x80 | (*p & 0x3f));
      }
  out[n] = '\0';
}

void
gamao_text_buffer_append (GamaoTextBuffer *b, const char *text)
{
  size_t n = strlen (text);

  if (b->len + n + 1 > b->allocated)
    {
      while (b->len + n + 1 > b->allocated)
        b->allocated = b->allocated ? 2 * b->allocated : 4096;
      b->data = realloc (b->data, b->allocated);
      if (!b->data)
        abort ();
    }
  memcpy (b->data + b->len, text, n + 1);
  b->len += n;
}

void
gamao_text_buffer_printf (GamaoTextBuffer *b, const char *format, ...)
{
  char line[512];
  va_list args;
  int n;

  va_start (args, format);
  n = vsnprintf (line, sizeof line, format, args);
  va_end (args);
  if (n < 0)
    return;
  if ((size_t) n < sizeof line)
    {
      gamao_text_buffer_append (b, line);
      return;
    }
  /* Long names make long lines: never cut one short. */
  char *long_line = malloc ((size_t) n + 1);
  if (!long_line)
    abort ();
  va_start (args, format);
  vsnprintf (long_line, (size_t) n + 1, format, args);
  va_end (args);
  gamao_text_buffer_append (b, long_line);
  free (long_line);
}
