#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Seconds to analyse one match at 0, 1 and 2 plies: gamao-cli analyse
beside GNU Backgammon's `analyse match` on the same .mat file, both with the
same number of threads. Prints wall-clock and CPU seconds (user + system of
the child); on a shared machine the CPU figure is the one to compare.

  tools/bench-analysis.py --cli _build/src/cli/gamao-cli [--threads 2]
                          [--plies 0,1,2] [FILE.mat]

Without FILE, gnubg plays a 7-point match (Expert against noise 0.04, seed
2202) with tests/oracle/gnubg-make-match.py. Set GAMAO_WEIGHTS_DIR for an
uninstalled build (build-aux/run or _build/data/weights).
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GNUBG = os.environ.get("GNUBG", "/usr/games/gnubg")


def timed(command, **kwargs):
    """Runs `command`; returns (wall, cpu) seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run(command, check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, **kwargs)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def make_match(workdir):
    path = os.path.join(workdir, "bench-7.mat")
    env = dict(os.environ, HOME=workdir, GAMAO_MATCH_OUT=path, GAMAO_MATCH_LENGTH="7",
               GAMAO_MATCH_SEED="2202", GAMAO_MATCH_NOISE="0.04", GAMAO_MATCH_NOISY="0")
    script = os.path.join(HERE, "..", "tests", "oracle", "gnubg-make-match.py")
    subprocess.run([GNUBG, "-t", "-q", "-r", "-p", script], env=env, check=True,
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    return path


def gnubg_time(mat, plies, threads, workdir):
    commands = os.path.join(workdir, "analyse-%d.txt" % plies)
    with open(commands, "w") as f:
        f.write("set confirm default no\nset threads %d\nimport mat %s\n"
                "set analysis chequerplay evaluation plies %d\n"
                "set analysis cubedecision evaluation plies %d\n"
                "analyse match\n" % (threads, mat, plies, plies))
    return timed([GNUBG, "-t", "-q", "-r", "-c", commands], env=dict(os.environ, HOME=workdir))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--plies", default="0,1,2")
    parser.add_argument("mat", nargs="?")
    args = parser.parse_args()
    workdir = tempfile.mkdtemp(prefix="gamao-bench-analysis-")
    mat = args.mat or make_match(workdir)

    print("%s, %d threads each" % (os.path.basename(mat), args.threads))
    print("plies   gamao wall    cpu    gnubg wall    cpu    cpu ratio")
    for plies in (int(p) for p in args.plies.split(",")):
        ours = timed([args.cli, "analyse", "--json", "--plies", str(plies), "--threads",
                      str(args.threads), mat])
        theirs = gnubg_time(mat, plies, args.threads, workdir)
        print("%5d   %9.2f %7.2f   %9.2f %7.2f   %8.2f" % (plies, ours[0], ours[1], theirs[0],
                                                       theirs[1], ours[1] / max(theirs[1], 1e-9)),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
