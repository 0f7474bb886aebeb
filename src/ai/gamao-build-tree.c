/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "gamao-build-tree.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A meson build directory is the one with meson-private/coredata.dat. */
static int
is_build_dir (const char *dir)
{
  char probe[PATH_MAX];
  size_t n = strlen (dir);

  if (n + sizeof "/meson-private/coredata.dat" > sizeof probe)
    return 0;
  memcpy (probe, dir, n);
  strcpy (probe + n, "/meson-private/coredata.dat");
  return access (probe, F_OK) == 0;
}

static char *
find_build_tree (void)
{
  char path[PATH_MAX];
  ssize_t n = readlink ("/proc/self/exe", path, sizeof path - 1);

  if (n <= 0)
    return NULL;
  path[n] = '\0';
  /* Walk up from the executable's directory: programs live a few levels
   * below the build root (src/cli/gamao-cli). */
  for (char *slash = strrchr (path, '/'); slash && slash != path; slash = strrchr (path, '/'))
    {
      *slash = '\0';
      if (is_build_dir (path))
        return strdup (path);
    }
  return NULL;
}

const char *
gamao_build_tree (void)
{
  static int looked;
  static char *tree;

  /* Asked once, from the main thread, before any worker starts. */
  if (!looked)
    {
      tree = find_build_tree ();
      looked = 1;
    }
  return tree;
}
