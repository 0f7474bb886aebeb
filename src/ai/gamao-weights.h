/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-weights.h: the file that holds the trained nets.
 *
 * Layout, all little-endian: the 8 bytes "GAMAONET", a u32 format
 * version, a u32 count of nets, a u64 count of training games; then per
 * net a u32 kind (0 contact, 1 race, 2 crashed), u32 inputs, u32 hidden
 * units, u32 outputs and the float32 weights (hidden weights input by
 * input, hidden biases, output weights output by output, output biases);
 * last a u32 CRC-32 of every byte before it.
 *
 * Version 1 holds exactly a contact net on the first input layout and a
 * race net. Version 2 lets the contact net use either contact layout
 * (told apart by its number of inputs) and may add a crashed net.
 * Version 3 adds the third contact layout. Version 4 adds to every net's
 * head a u32 count of deep-layer units (0: none) and, after its output
 * biases, the deep layer's weights, biases and output weights. A file is
 * written in the oldest version that can express it, so that older
 * weights keep their bytes (and checksums) when a tool saves them again. */
#pragma once

#include "gamao-net.h"

#define GAMAO_WEIGHTS_VERSION 4
#define GAMAO_WEIGHTS_FILE "gamao.weights"

typedef enum
{
  GAMAO_WEIGHTS_OK = 0,
  GAMAO_WEIGHTS_NOT_FOUND,
  GAMAO_WEIGHTS_UNREADABLE,
  GAMAO_WEIGHTS_BAD_MAGIC,
  GAMAO_WEIGHTS_BAD_VERSION,
  GAMAO_WEIGHTS_TRUNCATED,
  GAMAO_WEIGHTS_BAD_CHECKSUM,
  GAMAO_WEIGHTS_BAD_DIMENSIONS,
  GAMAO_WEIGHTS_NO_MEMORY,
  GAMAO_WEIGHTS_WRITE_FAILED,
} GamaoWeightsError;

typedef struct
{
  GamaoNet contact;
  GamaoNet race;
  GamaoNet crashed;        /* n_inputs 0: none, crashed positions use contact */
  uint64_t games_trained;
} GamaoWeights;

/* Nets of the shapes the evaluator expects, with random weights. */
bool gamao_weights_init_random (GamaoWeights *weights, uint64_t seed);
GamaoWeightsError gamao_weights_load (GamaoWeights *weights, const char *path);
/* Writes to a temporary file beside `path` and renames it into place, so
 * that a reader never sees half a file. */
GamaoWeightsError gamao_weights_save (const GamaoWeights *weights, const char *path);
void gamao_weights_clear (GamaoWeights *weights);
/* A deep copy; false when memory runs out. */
bool gamao_net_copy (GamaoNet *to, const GamaoNet *from);
bool gamao_weights_copy (GamaoWeights *to, const GamaoWeights *from);
const char *gamao_weights_error_message (GamaoWeightsError error);

/* The directory holding the weights and the bearoff database:
 * $GAMAO_WEIGHTS_DIR when set, else the installed data directory. */
const char *gamao_data_dir (void);

uint32_t gamao_crc32 (uint32_t crc, const void *data, size_t n);
