#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GNU Backgammon imports the matches we write, without a warning, and
makes of them the same games and scores as we do.

For several seeds and the lengths 1, 5 and 11, and money sessions of ten
games (Jacoby on, as in gnubg's default): `gamao-cli export-selfplay`
writes a match; gnubg imports it (`import mat`); `gamao-cli import` reads
it back through our rules. Per game, gnubg and we must agree on the score
before it, the Crawford flag, the winner, the points and whether it was
resigned; gnubg's count of
plays, doubles, takes and drops must match the entries in the file; and
gnubg must print no warning while importing.

Environment: GAMAO_ORACLE_SEEDS (default 8 seeds per length), GNUBG.
"""

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gnubg_harness  # noqa: E402
from gnubg_harness import SKIP  # noqa: E402
GAME_LINE = re.compile(r"^Game (\d+)( \(Crawford\))?: (.*) wins (\d+) points? with .*; "
                       r"score (\d+)–(\d+)(, dropped|, resigned)?$")


def ours(cli, path, names):
    """Our reading of the file: per game (crawford, score before, winner, points,
    resigned)."""
    env = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8")
    result = subprocess.run([cli, "import", path], env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError("gamao-cli import failed on %s: %s" % (path, result.stderr))
    games, score = [], [0, 0]
    for line in result.stdout.splitlines():
        m = GAME_LINE.match(line)
        if not m:
            continue
        winner = names.index(m.group(3))
        points = int(m.group(4))
        games.append((1 if m.group(2) else 0, score[0], score[1], winner, points,
                      1 if m.group(7) == ", resigned" else 0))
        score[winner] += points
        assert [int(m.group(5)), int(m.group(6))] == score, line
    return games


def entries(path):
    """Per game, the plays (dances included), doubles, takes and drops written."""
    counts = []
    with open(path) as f:
        for line in f:
            if line.startswith(" Game "):
                counts.append([0, 0, 0, 0])
            elif counts:
                counts[-1][0] += len(re.findall(r"(?:^|\s)[1-6][1-6]:", line))
                counts[-1][1] += line.count(" Doubles =>")
                counts[-1][2] += line.count(" Takes")
                counts[-1][3] += line.count(" Drops")
    return counts


def theirs(gnubg, script, path, workdir):
    out = os.path.join(workdir, "gnubg.txt")
    result = gnubg_harness.run(gnubg, ["-p", script], workdir,
                               {"GAMAO_MATFILE": path, "GAMAO_OUT": out}, timeout=300)
    if gnubg_harness.complaint(result):
        raise AssertionError("gnubg complained about %s:\n%s" % (path, result.stdout + result.stderr))
    with open(out) as f:
        lines = f.read().split("\n")
    return int(lines[0].split()[1]), [tuple(int(x) for x in l.split()) for l in lines[1:] if l]


def main():
    args = gnubg_harness.arguments("--cli", "--script")
    gnubg = gnubg_harness.find_gnubg(tap=True)
    if not gnubg:
        return SKIP

    seeds = int(os.environ.get("GAMAO_ORACLE_SEEDS", "8"))
    names = ["Scripted One", "Scripted Two"]
    n = 0
    print("1..%d" % (4 * seeds))
    for length in (1, 5, 11, 0):
        for seed in range(1, seeds + 1):
            n += 1
            with tempfile.TemporaryDirectory() as workdir:
                path = os.path.join(workdir, "match.mat")
                env = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8")
                subprocess.run([args.cli, "export-selfplay", "--length", str(length), "--seed",
                                str(seed), "--out", path], env=env, check=True,
                               capture_output=True)
                mine = ours(args.cli, path, names)
                their_length, gnubg_games = theirs(gnubg, args.script, path, workdir)
                written = entries(path)
                assert their_length == length
                assert len(gnubg_games) == len(mine) == len(written), (mine, gnubg_games)
                for g, (a, b, w) in enumerate(zip(mine, gnubg_games, written)):
                    assert a == b[:6], "game %d: ours %s, gnubg %s" % (g + 1, a, b)
                    assert list(b[6:]) == w, "game %d: gnubg read %s, file has %s" % (
                        g + 1, b[6:], w)
                final = [mine[-1][1], mine[-1][2]]
                final[mine[-1][3]] += mine[-1][4]
                print("ok %d - length %d seed %d: %d games, %d-%d" % (
                    n, length, seed, len(mine), final[0], final[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
