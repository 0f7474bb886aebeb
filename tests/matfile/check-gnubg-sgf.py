#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GNU Backgammon's .sgf, both ways, with gnubg as the oracle.

For several seeds and the lengths 1, 5 and 11 and money sessions:
`gamao-cli export-selfplay` writes a match (.mat); gnubg imports it and
saves it as .sgf and exports it as .mat.
1. gnubg's .sgf, converted by `gamao-cli convert` to .mat, equals gnubg's
   own .mat export of it.
2. our .sgf of the match (`gamao-cli convert` of the .mat), loaded by
   gnubg (`load match`) and exported by it as .mat, equals the .mat we
   started from.
The files are compared without their comment lines (gnubg adds the
date) and blank lines at the top; gnubg must print no warning.

Environment: GAMAO_ORACLE_SEEDS (default 4 seeds per length), GNUBG.
"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gnubg_harness  # noqa: E402
from gnubg_harness import SKIP  # noqa: E402
ENV = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8")


def body(path):
    """The file without comment lines and leading blank lines."""
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\r\n") for l in f if not l.startswith(";")]
    while lines and not lines[0].strip():
        lines.pop(0)
    return "\n".join(lines).rstrip() + "\n"


def gnubg_run(gnubg, script, workdir, **files):
    env = {"GAMAO_" + k.upper(): v for k, v in files.items()}
    result = gnubg_harness.run(gnubg, ["-p", script], workdir, env, timeout=300)
    if gnubg_harness.complaint(result, ("not recognised", "Error")):
        raise AssertionError("gnubg complained (%s):\n%s" % (files, result.stdout + result.stderr))


def convert(cli, src, dst):
    result = subprocess.run([cli, "convert", src, dst], env=ENV, capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError("gamao-cli convert %s %s failed: %s" % (src, dst, result.stderr))


def same(a, b, what):
    if body(a) != body(b):
        import difflib
        diff = "".join(difflib.unified_diff(body(a).splitlines(True), body(b).splitlines(True),
                                            a, b, n=2))
        raise AssertionError("%s differ:\n%s" % (what, diff[:3000]))


def main():
    args = gnubg_harness.arguments("--cli", "--script")
    gnubg = gnubg_harness.find_gnubg(tap=True)
    if not gnubg:
        return SKIP

    seeds = int(os.environ.get("GAMAO_ORACLE_SEEDS", "4"))
    cases = [(length, seed) for length in (1, 5, 11, 0) for seed in range(1, seeds + 1)]
    print("1..%d" % (2 * len(cases)))
    n = 0
    for length, seed in cases:
        with tempfile.TemporaryDirectory() as w:
            p = lambda name: os.path.join(w, name)
            subprocess.run([args.cli, "export-selfplay", "--length", str(length), "--seed",
                            str(seed), "--out", p("ours.mat")], env=ENV, check=True,
                           capture_output=True)
            gnubg_run(gnubg, args.script, w, action="mat-to-sgf", **{
                "in": p("ours.mat"), "out": p("gnubg.sgf"), "out2": p("gnubg.mat")})
            convert(args.cli, p("gnubg.sgf"), p("from-gnubg-sgf.mat"))
            same(p("gnubg.mat"), p("from-gnubg-sgf.mat"),
                 "gnubg's .mat export and our .mat of gnubg's .sgf")
            n += 1
            print("ok %d - length %d seed %d: gnubg's .sgf read as gnubg reads it" % (
                n, length, seed))

            convert(args.cli, p("ours.mat"), p("ours.sgf"))
            gnubg_run(gnubg, args.script, w, action="sgf-to-mat", **{
                "in": p("ours.sgf"), "out": p("gnubg-of-ours.mat")})
            same(p("ours.mat"), p("gnubg-of-ours.mat"),
                 "our .mat and gnubg's .mat of our .sgf")
            n += 1
            print("ok %d - length %d seed %d: our .sgf loads in gnubg as the same match" % (
                n, length, seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
