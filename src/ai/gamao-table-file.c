/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-table-file.h"

#include "gamao-weights.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

bool
gamao_table_file_save (const char *path, const char magic[8], const void *table, size_t size)
{
  char tmp[4096];
  uint32_t crc = gamao_crc32 (0, table, size);
  bool ok;

  snprintf (tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen (tmp, "wb");
  if (!f)
    return false;
  ok = fwrite (magic, 1, 8, f) == 8 && fwrite (table, size, 1, f) == 1
       && fwrite (&crc, sizeof crc, 1, f) == 1;
  ok = fclose (f) == 0 && ok;
  ok = ok && rename (tmp, path) == 0;
  if (!ok)
    unlink (tmp);
  return ok;
}

void *
gamao_table_file_load (const char *path, const char magic[8], size_t size)
{
  FILE *f = fopen (path, "rb");
  void *table = malloc (size);
  char head[8];
  uint32_t crc;
  bool ok;

  ok = f && table && fread (head, 1, sizeof head, f) == sizeof head
       && memcmp (head, magic, 8) == 0 && fread (table, size, 1, f) == 1
       && fread (&crc, sizeof crc, 1, f) == 1 && fgetc (f) == EOF
       && crc == gamao_crc32 (0, table, size);
  if (f)
    fclose (f);
  if (!ok)
    {
      free (table);
      return NULL;
    }
  return table;
}
