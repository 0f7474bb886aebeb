/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-text.h: small text helpers the file readers share, without GLib
 * (the engine is plain C and fuzzed on its own). */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* Whether `text` is well-formed UTF-8 (no overlong forms, no surrogates). */
bool gamao_utf8_valid (const char *text);

/* `text` as UTF-8 in `out` (NUL-terminated, cut short to fit `size`):
 * unchanged when it already is UTF-8, else read as Latin-1, the encoding
 * of older match files. */
void gamao_text_to_utf8 (const char *text, char *out, size_t size);

/* A growing string for the file writers. Start from { NULL, 0, 0 };
 * `data` is NUL-terminated once anything was appended, to free(). */
typedef struct
{
  char *data;
  size_t len;
  size_t allocated;
} GamaoTextBuffer;

void gamao_text_buffer_append (GamaoTextBuffer *b, const char *text);
void gamao_text_buffer_printf (GamaoTextBuffer *b, const char *format, ...)
  __attribute__ ((format (printf, 2, 3)));
