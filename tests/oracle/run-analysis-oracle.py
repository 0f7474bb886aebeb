#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Our match analysis against GNU Backgammon's own.

gnubg plays short matches between its Expert level and a noisy level, from
its own seeded dice (gnubg-make-match.py); gnubg analyses each at 2-ply
(`analyse match`, `show statistics match`) and so does `gamao-cli analyse
--json`. For every match and player the test requires:
  - the overall error rate within max(4 mEMG, 30%) of gnubg's,
  - the two players ranked the same way,
  - the luck rate of the same sign wherever gnubg's is larger than 5 mEMG.

Environment: GNUBG (default /usr/games/gnubg), GAMAO_ORACLE_MATCHES (a
comma-separated list of LENGTH:SEED:NOISE:NOISY cases replacing the
default ones), GAMAO_ORACLE_JOBS (parallel gnubg runs, default 2).
"""

import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gnubg_harness  # noqa: E402
from gnubg_harness import SKIP  # noqa: E402
# Short matches, both lengths the issue names, noise from gnubg's
# Advanced (0.015) to Casual (0.05), the noisy side on either seat.
DEFAULT_CASES = "5:1101:0.05:1,7:2202:0.04:0,5:3303:0.015:1"
NUMBER = re.compile(r"([-+]?\d+\.\d+)\s+\(\s*[-+]?\d+\.\d+%\)")


def parse_cases(text):
    cases = []
    for part in text.split(","):
        length, seed, noise, noisy = part.split(":")
        cases.append((int(length), int(seed), noise, int(noisy)))
    return cases


def run_gnubg(gnubg, home, args, **kwargs):
    return gnubg_harness.run(gnubg, args, home, kwargs, check=True).stdout


def gnubg_statistics(text):
    """Per player: checker, cube and overall error rates, luck rate (mEMG)."""
    figures = {}
    section = None
    for line in text.splitlines():
        for name in ("Chequerplay", "Luck", "Cube", "Overall"):
            if line.startswith(name + " statistics"):
                section = name
        found = NUMBER.findall(line)
        if len(found) != 2:
            continue
        values = [abs(float(v)) for v in found]
        if line.startswith("Error rate mEMG"):
            figures[section] = values
        elif line.startswith("Luck rate mEMG"):
            figures["Luck"] = [float(v) for v in found]
    return figures


def one_case(case, args, workdir):
    length, seed, noise, noisy = case
    name = "m%d-%d" % (length, seed)
    mat = os.path.join(workdir, name + ".mat")
    home = os.path.join(workdir, name)
    os.makedirs(home, exist_ok=True)
    run_gnubg(args.gnubg, home, ["-p", args.make_match], GAMAO_MATCH_OUT=mat,
              GAMAO_MATCH_LENGTH=str(length), GAMAO_MATCH_SEED=str(seed),
              GAMAO_MATCH_NOISE=noise, GAMAO_MATCH_NOISY=str(noisy))
    commands = os.path.join(home, "analyse.txt")
    with open(commands, "w") as f:
        f.write("set confirm default no\nset threads 1\nimport mat %s\n"
                "set analysis chequerplay evaluation plies 2\n"
                "set analysis cubedecision evaluation plies 2\n"
                "analyse match\nshow statistics match\n" % mat)
    theirs = gnubg_statistics(run_gnubg(args.gnubg, home, ["-c", commands]))
    ours = json.loads(subprocess.run([args.cli, "analyse", "--json", "--threads", "1", mat],
                                     check=True, capture_output=True, text=True).stdout)
    return name, noise, noisy, theirs, ours


def check(result):
    name, noise, noisy, theirs, ours = result
    failures = []
    g_err = theirs["Overall"]
    o_err = [p["error_rate"] for p in ours["players"]]
    for k in (0, 1):
        allowed = max(4.0, 0.3 * g_err[k])
        if abs(o_err[k] - g_err[k]) > allowed:
            failures.append("%s player %d: error rate %.1f, gnubg %.1f (allowed ±%.1f)"
                            % (name, k, o_err[k], g_err[k], allowed))
        g_luck = theirs["Luck"][k]
        o_luck = ours["players"][k]["luck_rate"]
        if abs(g_luck) > 5 and (g_luck > 0) != (o_luck > 0):
            failures.append("%s player %d: luck rate %+.1f, gnubg %+.1f" % (name, k, o_luck,
                                                                          g_luck))
    if (g_err[0] < g_err[1]) != (o_err[0] < o_err[1]):
        failures.append("%s: players ranked differently (ours %.1f/%.1f, gnubg %.1f/%.1f)"
                        % (name, o_err[0], o_err[1], g_err[0], g_err[1]))
    return failures


def print_row(result):
    name, noise, noisy, theirs, ours = result
    for k in (0, 1):
        p = ours["players"][k]
        print("%-9s %5s %d%s  %6.1f %6.1f  %6.1f %6.1f  %6.1f %6.1f  %+6.1f %+6.1f"
              % (name, noise, k, "*" if k == noisy else " ",
                 p["error_rate"], theirs["Overall"][k],
                 p["checker_error_rate"], theirs["Chequerplay"][k],
                 p["cube_error_rate"], theirs["Cube"][k],
                 p["luck_rate"], theirs["Luck"][k]), flush=True)


def main():
    args = gnubg_harness.arguments("--cli", "--make-match")
    args.gnubg = gnubg_harness.find_gnubg(tap=False)
    if not args.gnubg:
        return SKIP
    cases = parse_cases(os.environ.get("GAMAO_ORACLE_MATCHES", DEFAULT_CASES))
    jobs = int(os.environ.get("GAMAO_ORACLE_JOBS", "2"))
    workdir = tempfile.mkdtemp(prefix="gamao-analysis-oracle-")

    print("match    noise pl   error rate     checker         cube          luck rate")
    print("                    ours  gnubg   ours  gnubg   ours  gnubg   ours  gnubg")
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for result in pool.map(lambda c: one_case(c, args, workdir), cases):
            print_row(result)
            failures += check(result)
    print("(* the noisy player; error rates and luck in mEMG, 2-ply)")
    for failure in failures:
        print("FAIL: " + failure)
    print("%d matches, %d disagreements" % (len(cases), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
