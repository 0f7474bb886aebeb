/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gamao-build-tree.h: whether the running program is an uninstalled one
 * inside a meson build directory, so that a missing data file can be
 * answered with "run it through `meson devenv`" instead of a bare error. */
#pragma once

/* The meson build directory that holds the running executable, or NULL
 * when the program is installed (or the system does not say where the
 * executable is). The string lives until the program exits. */
const char *gamao_build_tree (void);
