#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Differential test of the legal plays against GNU Backgammon.

Generates random valid positions of every kind with a seeded generator,
adds the hand-picked ones, asks gnubg (several processes in parallel) and
`gamao-cli moves --batch` for the positions every legal play leads to, and
compares the two answers line by line. It also compares how the two
programs write each play, and reads every play gnubg wrote back with
gamao_notation_parse(): it must name the play gnubg meant.

Environment:
  GAMAO_ORACLE_SEED   seed of the generator (default 20261122; "random"
                      picks one); printed so that a failure can be re-run
  GAMAO_ORACLE_COUNT  number of random positions (default 3000)
  GAMAO_ORACLE_JOBS   gnubg processes in parallel (default 2)
  GNUBG               the gnubg binary (default /usr/games/gnubg)
"""

import collections
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gnubg_harness  # noqa: E402
from gnubg_harness import SKIP  # noqa: E402


def read_lines(path):
    with open(path) as f:
        return [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]


def ask_gnubg(gnubg, script, lines, jobs, workdir):
    """Splits the lines over `jobs` gnubg processes; returns the answers
    and the notation lines, in the order of `lines`."""
    chunks = [lines[i::jobs] for i in range(jobs)]
    procs = []
    for j, chunk in enumerate(chunks):
        home = os.path.join(workdir, "home%d" % j)
        os.makedirs(home, exist_ok=True)
        paths = {k: os.path.join(workdir, "%s%d.txt" % (k, j)) for k in ("in", "out", "notation")}
        with open(paths["in"], "w") as f:
            f.write("".join(line + "\n" for line in chunk))
        env = dict(os.environ, HOME=home, GAMAO_ORACLE_IN=paths["in"],
                   GAMAO_ORACLE_OUT=paths["out"], GAMAO_ORACLE_NOTATION=paths["notation"])
        log = open(os.path.join(workdir, "gnubg%d.log" % j), "w")
        procs.append((subprocess.Popen([gnubg, "-t", "-q", "-r", "-p", script], env=env,
                                       stdin=subprocess.DEVNULL, stdout=log,
                                       stderr=subprocess.STDOUT), paths, chunk, log))
    answers, notations = [None] * len(lines), [None] * len(lines)
    for j, (proc, paths, chunk, log) in enumerate(procs):
        proc.wait()
        log.close()
        out, notation = read_lines(paths["out"]), read_lines(paths["notation"])
        if proc.returncode != 0 or len(out) != len(chunk):
            sys.exit("gnubg process %d failed (exit %d, %d of %d lines); see %s"
                     % (j, proc.returncode, len(out), len(chunk), workdir))
        for k in range(len(chunk)):
            answers[j + k * jobs] = out[k]
            notations[j + k * jobs] = notation[k]
    return answers, notations


def run_tool(argv, lines):
    result = subprocess.run(argv, input="".join(line + "\n" for line in lines),
                            capture_output=True, text=True)
    out = result.stdout.splitlines()
    if len(out) != len(lines):
        sys.exit("%s gave %d lines for %d:\n%s" % (argv[0], len(out), len(lines), result.stderr))
    return out


def plays_in(notation):
    """The ID=move pairs of a notation line, as a dictionary."""
    return dict(play.split("=", 1) for play in notation.split("\t")[1:] if "=" in play)


def describe_difference(kind, theirs, ours, notation):
    """What to print for a line where the two programs disagree."""
    their_ids, our_ids = set(theirs.split()[4:]), set(ours.split()[4:])
    moves = plays_in(notation)
    text = ["DIFFERENT (%s)" % kind, "  gnubg: " + theirs, "  gamao: " + ours]
    for pid in sorted(their_ids - our_ids):
        text.append("  only gnubg: %s %s" % (pid, moves.get(pid, "")))
    for pid in sorted(our_ids - their_ids):
        text.append("  only gamao: %s" % pid)
    return "\n".join(text)


def compare_notation(notation, ours, counts):
    """Counts the plays that both programs write the same way."""
    their_moves, our_moves = plays_in(notation), plays_in(ours)
    for pid, move in their_moves.items():
        counts["plays"] += 1
        if our_moves.get(pid) == move:
            counts["same"] += 1
        elif len(counts["examples"]) < 15:
            counts["examples"].append("%s: gnubg %r, gamao %r" % (notation.split("\t")[0], move,
                                                                   our_moves.get(pid)))


def main():
    args = gnubg_harness.arguments("--generator", "--cli", "--notation", "--script", "--tricky",
                                   notation="gamao-oracle-notation", script="gnubg-plays.py",
                                   tricky="hand-picked positions")
    gnubg = gnubg_harness.find_gnubg(tap=False)
    if not gnubg:
        return SKIP

    seed = os.environ.get("GAMAO_ORACLE_SEED", "20261122")
    if seed == "random":
        seed = str(random.SystemRandom().randrange(1, 2**62))
    count = int(os.environ.get("GAMAO_ORACLE_COUNT", "3000"))
    jobs = max(1, int(os.environ.get("GAMAO_ORACLE_JOBS", "2")))
    print("oracle: GAMAO_ORACLE_SEED=%s GAMAO_ORACLE_COUNT=%d, %d gnubg processes"
          % (seed, count, jobs), flush=True)

    generated = subprocess.run([args.generator, seed, str(count)], check=True,
                               capture_output=True, text=True).stdout.splitlines()
    tricky = [line.split("#")[0].split() for line in read_lines(args.tricky)]
    entries = [(f[3], " ".join(f[:3])) for f in (line.split() for line in generated)]
    entries += [("tricky", " ".join(f[:3])) for f in tricky if f]
    kinds = [kind for kind, _ in entries]
    lines = [line for _, line in entries]

    started = time.monotonic()
    workdir = tempfile.mkdtemp(prefix="gamao-oracle-")
    theirs, their_notation = ask_gnubg(gnubg, args.script, lines, jobs, workdir)
    ours = run_tool([args.cli, "moves", "--batch"], lines)
    our_notation = run_tool([args.notation], their_notation)

    per_kind = collections.Counter(kinds)
    no_play = sum(1 for line in theirs if line.split()[3:4] == ["0"])
    n_plays = sum(int(line.split()[3]) for line in theirs if "ERROR" not in line)
    different = 0
    notation_counts = {"plays": 0, "same": 0, "examples": []}
    unread = [field[len("!PARSE:"):] + " in " + m.split("\t")[0]
              for m in our_notation for field in m.split("\t") if field.startswith("!PARSE:")]
    for kind, a, b, n, m in zip(kinds, theirs, ours, their_notation, our_notation):
        if a != b:
            different += 1
            if different <= 25:
                print(describe_difference(kind, a, b, n))
        elif "ERROR" not in a:
            compare_notation(n, m, notation_counts)

    print("oracle: %d positions compared (%s), %d with no legal play, %d plays in all"
          % (len(lines), ", ".join("%s %d" % kv for kv in sorted(per_kind.items())),
             no_play, n_plays))
    print("oracle: notation written as gnubg writes it for %d of %d plays"
          % (notation_counts["same"], notation_counts["plays"]))
    for example in notation_counts["examples"]:
        print("  notation differs: " + example)
    print("oracle: %d of gnubg's plays not read back by gamao_notation_parse" % len(unread))
    for play in unread[:15]:
        print("  not read: " + play)
    print("oracle: %d differences, seed %s, %.1f s" % (different, seed, time.monotonic() - started))
    notation_differences = notation_counts["plays"] - notation_counts["same"]
    if different or unread or notation_differences:
        print("oracle: gnubg's work files are kept in " + workdir)
        return 1
    shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
