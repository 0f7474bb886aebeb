/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-weights.h"

#include "gamao-i18n.h"
#include "gamao-inputs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CONTACT_HIDDEN 128
#define RACE_HIDDEN 40
static const char magic[8] = { 'G', 'A', 'M', 'A', 'O', 'N', 'E', 'T' };

uint32_t
gamao_crc32 (uint32_t crc, const void *data, size_t n)
{
  const uint8_t *p = data;

  crc = ~crc;
  for (size_t i = 0; i < n; i++)
    {
      crc ^= p[i];
      for (int b = 0; b < 8; b++)
        crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
  return ~crc;
}

bool
gamao_weights_init_random (GamaoWeights *weights, uint64_t seed)
{
  memset (weights, 0, sizeof *weights);
  if (!gamao_net_init (&weights->contact, GAMAO_CONTACT_INPUTS, CONTACT_HIDDEN, seed)
      || !gamao_net_init (&weights->race, GAMAO_RACE_INPUTS, RACE_HIDDEN, seed + 1))
    {
      gamao_weights_clear (weights);
      return false;
    }
  return true;
}

void
gamao_weights_clear (GamaoWeights *weights)
{
  gamao_net_clear (&weights->contact);
  gamao_net_clear (&weights->race);
  gamao_net_clear (&weights->crashed);
}

bool
gamao_net_copy (GamaoNet *to, const GamaoNet *from)
{
  memset (to, 0, sizeof *to);
  if (from->n_inputs == 0)
    return true;
  if (!gamao_net_init (to, from->n_inputs, from->n_hidden, 0))
    return false;
  memcpy (to->hidden_weights, from->hidden_weights,
          sizeof (float) * from->n_inputs * from->n_hidden);
  memcpy (to->hidden_bias, from->hidden_bias, sizeof (float) * from->n_hidden);
  memcpy (to->output_weights, from->output_weights,
          sizeof (float) * GAMAO_N_OUTPUTS * from->n_hidden);
  memcpy (to->output_bias, from->output_bias, sizeof from->output_bias);
  if (from->n_deep == 0)
    return true;
  if (!gamao_net_add_deep (to, from->n_deep, 0))
    {
      gamao_net_clear (to);
      return false;
    }
  memcpy (to->deep_weights, from->deep_weights, sizeof (float) * from->n_hidden * from->n_deep);
  memcpy (to->deep_bias, from->deep_bias, sizeof (float) * from->n_deep);
  memcpy (to->deep_output_weights, from->deep_output_weights,
          sizeof (float) * GAMAO_N_OUTPUTS * from->n_deep);
  return true;
}

bool
gamao_weights_copy (GamaoWeights *to, const GamaoWeights *from)
{
  memset (to, 0, sizeof *to);
  to->games_trained = from->games_trained;
  if (gamao_net_copy (&to->contact, &from->contact) && gamao_net_copy (&to->race, &from->race)
      && gamao_net_copy (&to->crashed, &from->crashed))
    return true;
  gamao_weights_clear (to);
  return false;
}

/* The oldest version of the format that can hold these weights. */
static uint32_t
oldest_version (const GamaoWeights *weights)
{
  if (weights->contact.n_deep || weights->crashed.n_deep || weights->race.n_deep)
    return 4;
  if (weights->contact.n_inputs == GAMAO_CONTACT3_INPUTS
      || weights->crashed.n_inputs == GAMAO_CONTACT3_INPUTS)
    return 3;
  if (weights->crashed.n_inputs == 0 && weights->contact.n_inputs == GAMAO_CONTACT_INPUTS)
    return 1;
  return 2;
}

/* Whether a contact or crashed net of a file of `version` may have
 * `n_inputs` inputs. */
static bool
contact_inputs_allowed (uint32_t version, uint32_t n_inputs)
{
  return n_inputs == GAMAO_CONTACT_INPUTS
         || (version >= 2 && n_inputs == GAMAO_CONTACT2_INPUTS)
         || (version >= 3 && n_inputs == GAMAO_CONTACT3_INPUTS);
}

/* A growable byte buffer that keeps the running checksum. */
typedef struct
{
  uint8_t *data;
  size_t len, cap;
  bool failed;
} Buffer;

static void
put (Buffer *b, const void *bytes, size_t n)
{
  if (b->failed)
    return;
  if (b->len + n > b->cap)
    {
      size_t cap = b->cap ? b->cap * 2 : 4096;
      while (cap < b->len + n)
        cap *= 2;
      uint8_t *data = realloc (b->data, cap);
      if (!data)
        {
          b->failed = true;
          return;
        }
      b->data = data, b->cap = cap;
    }
  memcpy (b->data + b->len, bytes, n);
  b->len += n;
}

static void
put_u32 (Buffer *b, uint32_t v)
{
  uint8_t bytes[4] = { (uint8_t) v, (uint8_t) (v >> 8), (uint8_t) (v >> 16), (uint8_t) (v >> 24) };
  put (b, bytes, 4);
}

static void
put_floats (Buffer *b, const float *v, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      uint32_t u;
      memcpy (&u, &v[i], 4);
      put_u32 (b, u);
    }
}

static void
put_net (Buffer *b, uint32_t version, uint32_t kind, const GamaoNet *net)
{
  put_u32 (b, kind);
  put_u32 (b, net->n_inputs);
  put_u32 (b, net->n_hidden);
  put_u32 (b, GAMAO_N_OUTPUTS);
  if (version >= 4)
    put_u32 (b, net->n_deep);
  put_floats (b, net->hidden_weights, (size_t) net->n_inputs * net->n_hidden);
  put_floats (b, net->hidden_bias, net->n_hidden);
  put_floats (b, net->output_weights, (size_t) GAMAO_N_OUTPUTS * net->n_hidden);
  put_floats (b, net->output_bias, GAMAO_N_OUTPUTS);
  if (net->n_deep == 0)
    return;
  put_floats (b, net->deep_weights, (size_t) net->n_hidden * net->n_deep);
  put_floats (b, net->deep_bias, net->n_deep);
  put_floats (b, net->deep_output_weights, (size_t) GAMAO_N_OUTPUTS * net->n_deep);
}

GamaoWeightsError
gamao_weights_save (const GamaoWeights *weights, const char *path)
{
  Buffer b = { 0 };
  size_t path_len = strlen (path);
  char *tmp = malloc (path_len + 16);
  GamaoWeightsError error = GAMAO_WEIGHTS_OK;

  bool crashed = weights->crashed.n_inputs > 0;

  put (&b, magic, sizeof magic);
  uint32_t version = oldest_version (weights);
  put_u32 (&b, version);
  put_u32 (&b, crashed ? 3 : 2);
  put_u32 (&b, (uint32_t) weights->games_trained);
  put_u32 (&b, (uint32_t) (weights->games_trained >> 32));
  put_net (&b, version, 0, &weights->contact);
  put_net (&b, version, 1, &weights->race);
  if (crashed)
    put_net (&b, version, 2, &weights->crashed);
  put_u32 (&b, b.failed ? 0 : gamao_crc32 (0, b.data, b.len));
  if (b.failed || !tmp)
    {
      free (b.data);
      free (tmp);
      return GAMAO_WEIGHTS_NO_MEMORY;
    }

  snprintf (tmp, path_len + 16, "%s.tmp", path);
  FILE *f = fopen (tmp, "wb");
  if (!f || fwrite (b.data, 1, b.len, f) != b.len || fflush (f) != 0 || fsync (fileno (f)) != 0)
    error = GAMAO_WEIGHTS_WRITE_FAILED;
  if (f && fclose (f) != 0)
    error = GAMAO_WEIGHTS_WRITE_FAILED;
  if (error == GAMAO_WEIGHTS_OK && rename (tmp, path) != 0)
    error = GAMAO_WEIGHTS_WRITE_FAILED;
  if (error != GAMAO_WEIGHTS_OK)
    unlink (tmp);
  free (tmp);
  free (b.data);
  return error;
}

typedef struct
{
  const uint8_t *data;
  size_t len, pos;
} Reader;

static bool
get_u32 (Reader *r, uint32_t *v)
{
  if (r->len - r->pos < 4)
    return false;
  const uint8_t *p = r->data + r->pos;
  *v = (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
  r->pos += 4;
  return true;
}

static bool
get_floats (Reader *r, float *v, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      uint32_t u;
      if (!get_u32 (r, &u))
        return false;
      memcpy (&v[i], &u, 4);
    }
  return true;
}

/* `version`: the file's, which tells the input counts a contact or
 * crashed net may have. */
static GamaoWeightsError
get_net (Reader *r, uint32_t want_kind, uint32_t version, GamaoNet *net)
{
  uint32_t kind, n_inputs, n_hidden, n_outputs, n_deep = 0;

  if (!get_u32 (r, &kind) || !get_u32 (r, &n_inputs) || !get_u32 (r, &n_hidden)
      || !get_u32 (r, &n_outputs) || (version >= 4 && !get_u32 (r, &n_deep)))
    return GAMAO_WEIGHTS_TRUNCATED;
  bool inputs_ok = kind == 1 ? n_inputs == GAMAO_RACE_INPUTS
                             : contact_inputs_allowed (version, n_inputs);
  if (kind != want_kind || !inputs_ok
      || n_outputs != GAMAO_N_OUTPUTS
      || n_hidden == 0 || n_hidden > GAMAO_NET_MAX_HIDDEN || n_hidden % GAMAO_NET_ALIGN
      || n_deep > GAMAO_NET_MAX_HIDDEN - n_hidden || n_deep % GAMAO_NET_ALIGN)
    return GAMAO_WEIGHTS_BAD_DIMENSIONS;
  if (!gamao_net_init (net, n_inputs, n_hidden, 0) || (n_deep && !gamao_net_add_deep (net, n_deep, 0)))
    return GAMAO_WEIGHTS_NO_MEMORY;
  if (!get_floats (r, net->hidden_weights, (size_t) n_inputs * n_hidden)
      || !get_floats (r, net->hidden_bias, n_hidden)
      || !get_floats (r, net->output_weights, (size_t) GAMAO_N_OUTPUTS * n_hidden)
      || !get_floats (r, net->output_bias, GAMAO_N_OUTPUTS))
    return GAMAO_WEIGHTS_TRUNCATED;
  if (n_deep
      && (!get_floats (r, net->deep_weights, (size_t) n_hidden * n_deep)
          || !get_floats (r, net->deep_bias, n_deep)
          || !get_floats (r, net->deep_output_weights, (size_t) GAMAO_N_OUTPUTS * n_deep)))
    return GAMAO_WEIGHTS_TRUNCATED;
  return GAMAO_WEIGHTS_OK;
}

static GamaoWeightsError
parse (GamaoWeights *weights, const uint8_t *data, size_t len)
{
  Reader r = { data, len, 0 };
  uint32_t version, n_nets, games_lo, games_hi, crc;
  GamaoWeightsError error;

  if (len < sizeof magic || memcmp (data, magic, sizeof magic) != 0)
    return GAMAO_WEIGHTS_BAD_MAGIC;
  r.pos = sizeof magic;
  if (!get_u32 (&r, &version))
    return GAMAO_WEIGHTS_TRUNCATED;
  if (version < 1 || version > GAMAO_WEIGHTS_VERSION)
    return GAMAO_WEIGHTS_BAD_VERSION;
  /* Check the whole file before trusting any dimension in it. */
  if (len < 4 + r.pos)
    return GAMAO_WEIGHTS_TRUNCATED;
  Reader tail = { data, len, len - 4 };
  get_u32 (&tail, &crc);
  if (crc != gamao_crc32 (0, data, len - 4))
    return GAMAO_WEIGHTS_BAD_CHECKSUM;
  r.len = len - 4;

  if (!get_u32 (&r, &n_nets) || !get_u32 (&r, &games_lo) || !get_u32 (&r, &games_hi))
    return GAMAO_WEIGHTS_TRUNCATED;
  if (n_nets != 2 && (version == 1 || n_nets != 3))
    return GAMAO_WEIGHTS_BAD_DIMENSIONS;
  weights->games_trained = (uint64_t) games_hi << 32 | games_lo;
  if ((error = get_net (&r, 0, version, &weights->contact)) != GAMAO_WEIGHTS_OK
      || (error = get_net (&r, 1, version, &weights->race)) != GAMAO_WEIGHTS_OK
      || (n_nets == 3 && (error = get_net (&r, 2, version, &weights->crashed)) != GAMAO_WEIGHTS_OK))
    return error;
  return r.pos == r.len ? GAMAO_WEIGHTS_OK : GAMAO_WEIGHTS_BAD_DIMENSIONS;
}

GamaoWeightsError
gamao_weights_load (GamaoWeights *weights, const char *path)
{
  FILE *f = fopen (path, "rb");
  uint8_t *data = NULL;
  size_t len = 0, cap = 0;
  GamaoWeightsError error;

  memset (weights, 0, sizeof *weights);
  if (!f)
    return errno == ENOENT ? GAMAO_WEIGHTS_NOT_FOUND : GAMAO_WEIGHTS_UNREADABLE;
  for (;;)
    {
      if (len == cap)
        {
          cap = cap ? cap * 2 : 1 << 16;
          uint8_t *grown = realloc (data, cap);
          if (!grown)
            {
              free (data);
              fclose (f);
              return GAMAO_WEIGHTS_NO_MEMORY;
            }
          data = grown;
        }
      size_t got = fread (data + len, 1, cap - len, f);
      len += got;
      if (got == 0)
        break;
    }
  error = ferror (f) ? GAMAO_WEIGHTS_UNREADABLE : parse (weights, data, len);
  fclose (f);
  free (data);
  if (error != GAMAO_WEIGHTS_OK)
    gamao_weights_clear (weights);
  return error;
}

const char *
gamao_weights_error_message (GamaoWeightsError error)
{
  switch (error)
    {
    case GAMAO_WEIGHTS_OK:
      return GAMAO_TR ("No error");
    case GAMAO_WEIGHTS_NOT_FOUND:
      return GAMAO_TR ("The neural network weights file is missing");
    case GAMAO_WEIGHTS_UNREADABLE:
      return GAMAO_TR ("The neural network weights file cannot be read");
    case GAMAO_WEIGHTS_BAD_MAGIC:
      return GAMAO_TR ("This is not a Gamão neural network weights file");
    case GAMAO_WEIGHTS_BAD_VERSION:
      return GAMAO_TR ("The neural network weights file has a format version this program does not know");
    case GAMAO_WEIGHTS_TRUNCATED:
      return GAMAO_TR ("The neural network weights file is cut short");
    case GAMAO_WEIGHTS_BAD_CHECKSUM:
      return GAMAO_TR ("The neural network weights file is damaged (its checksum does not match)");
    case GAMAO_WEIGHTS_BAD_DIMENSIONS:
      return GAMAO_TR ("The neural networks in the weights file have the wrong shape");
    case GAMAO_WEIGHTS_NO_MEMORY:
      return GAMAO_TR ("Out of memory while loading the neural network weights");
    case GAMAO_WEIGHTS_WRITE_FAILED:
      return GAMAO_TR ("The neural network weights file could not be written");
    }
  return GAMAO_TR ("Unknown error");
}

const char *
gamao_data_dir (void)
{
  const char *dir = getenv ("GAMAO_WEIGHTS_DIR");

  return dir && *dir ? dir : PKGDATADIR;
}
