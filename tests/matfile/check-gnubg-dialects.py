#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Match files in the styles other programs and servers write, read by us
as GNU Backgammon reads them.

Each seed's match (`gamao-cli export-selfplay`) is rewritten in each
style below; for every file, gnubg imports it without a warning and makes
of it the same games as we do (check-gnubg-import.py's comparison), and
our reading of it is our reading of the original (`gamao-cli convert` of
both to .mat gives the same text).

Styles (what each changes):
  server-log   names with ",rating", each roll's dice in a random order,
               a dance as "54: " (the 2009 server logs' way)
  xg           UTF-8 BOM, CRLF, eXtreme Gammon's headers (Site, Match ID,
               Player 1/2, EventDate, Crawford, Jacoby, Beaver, CubeLimit),
               "and the match" after the last win
  wide         no leading spaces, the right column at 40, tabs before it,
               lower-case actions

Environment: GAMAO_ORACLE_SEEDS (default 4 seeds per length), GNUBG.
"""

import importlib.util
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gnubg_harness  # noqa: E402
from gnubg_harness import SKIP  # noqa: E402
ENV = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8")
ENTRY = re.compile(r"(?:[1-6][1-6]:|Doubles|Takes|Drops|Beavers|Wins)")


def load_import_checks():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-gnubg-import.py")
    spec = importlib.util.spec_from_file_location("check_gnubg_import", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def server_log(text, rng):
    out = []
    for line in text.split("\n"):
        m = re.match(r"^ (.*?) : (\d+)(\s+)(.*?) : (\d+)$", line)
        if m and not line.startswith(" Game"):
            out.append(" %s,1760 : %s%s%s,1699 : %s" % (m.group(1), m.group(2), m.group(3),
                                                        m.group(4), m.group(5)))
            continue
        def swap(d):
            a, b = d.group(1), d.group(2)
            return (b + a if rng.random() < 0.5 else a + b) + ":"
        line = re.sub(r"\b([1-6])([1-6]):", swap, line)
        line = re.sub(r"([1-6][1-6]:)$", r"\1 ", line)
        out.append(line)
    return "\n".join(out)


def xg(text, length):
    lines = [l for l in text.split("\n") if not l.startswith(";")]
    while lines and not lines[0].strip():
        lines.pop(0)
    head = ['; [Site "eXtreme Gammon"]', '; [Match ID "1234567"]',
            '; [Player 1 "Scripted One"]', '; [Player 2 "Scripted Two"]',
            '; [EventDate "2026.11.24"]', '; [EventTime "02.00"]', '; [Variation "Backgammon"]',
            '; [Crawford "%s"]' % ("On" if length else "Off"),
            '; [Jacoby "%s"]' % ("Off" if length else "On"),
            '; [Beaver "%s"]' % ("Off" if length else "On"), '; [CubeLimit "1024"]', '']
    body = [l.rstrip() for l in lines]
    if length:
        for i in range(len(body) - 1, -1, -1):
            if "Wins" in body[i]:
                body[i] += " and the match"
                break
    return "\ufeff" + "\r\n".join(head + body)


def entries_of(line):
    """A row's number, left and right entries, found by what starts them (a
    long left entry can run past the right column)."""
    prefix = re.match(r"^\s*(\d+\))?", line)
    number, rest = prefix.group(1) or "", line[prefix.end():]
    starts = [m.start() + 1 for m in re.finditer(r"\s(?=[1-6][1-6]:|Doubles|Takes|Drops|Beavers|Wins)",
                                               " " + rest)]
    if len(starts) == 2:
        return number, rest[:starts[1] - 1].strip(), rest[starts[1] - 1:].strip()
    if starts and prefix.end() + starts[0] - 1 < 20:
        return number, rest.strip(), ""
    return number, "", rest.strip()


def wide(text):
    out = []
    lowered = lambda s: re.sub(r"^(Doubles|Takes|Drops|Beavers)", lambda m: m.group(1).lower(), s)
    for line in text.split("\n"):
        if re.match(r"^\s*\d+\)", line) or re.match(r"^\s+(Wins|Doubles|Takes|Drops)", line):
            number, left, right = entries_of(line)
            row = (number + " " if number else "") + lowered(left)
            if right:
                row = row.ljust(32) + "\t" + lowered(right)
            out.append(row.rstrip())
        else:
            out.append(line.strip())
    return "\n".join(out)


def convert(cli, src, dst):
    result = subprocess.run([cli, "convert", src, dst], env=ENV, capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError("gamao-cli convert %s failed: %s" % (src, result.stderr))
    with open(dst, encoding="utf-8") as f:
        return f.read()


def main():
    args = gnubg_harness.arguments("--cli", "--script")
    gnubg = gnubg_harness.find_gnubg(tap=True)
    if not gnubg:
        return SKIP
    checks = load_import_checks()
    seeds = int(os.environ.get("GAMAO_ORACLE_SEEDS", "4"))
    styles = ("server-log", "xg", "wide")
    cases = [(length, seed) for length in (1, 5, 11, 0) for seed in range(1, seeds + 1)]
    print("1..%d" % (len(cases) * len(styles)))
    n = 0
    names = ["Scripted One", "Scripted Two"]
    for length, seed in cases:
        with tempfile.TemporaryDirectory() as w:
            original = os.path.join(w, "original.mat")
            subprocess.run([args.cli, "export-selfplay", "--length", str(length), "--seed",
                            str(seed), "--out", original], env=ENV, check=True,
                           capture_output=True)
            with open(original, encoding="utf-8") as f:
                text = f.read()
            ours_original = convert(args.cli, original, os.path.join(w, "original-ours.mat"))
            rng = random.Random(seed * 100 + length)
            for style in styles:
                n += 1
                styled = {"server-log": lambda: server_log(text, rng),
                          "xg": lambda: xg(text, length),
                          "wide": lambda: wide(text)}[style]()
                path = os.path.join(w, "%s.txt" % style)
                with open(path, "w", encoding="utf-8", newline="") as f:
                    f.write(styled)
                mine = checks.ours(args.cli, path, names)
                _, gnubg_games = checks.theirs(gnubg, args.script, path, w)
                assert len(mine) == len(gnubg_games), (style, mine, gnubg_games)
                for g, (a, b) in enumerate(zip(mine, gnubg_games)):
                    assert a == b[:6], "%s game %d: ours %s, gnubg %s" % (style, g + 1, a, b)
                again = convert(args.cli, path, os.path.join(w, "%s-ours.mat" % style))
                # Headers (and the blank line after them) aside: the
                # style's Site and EventDate are kept, the original has none.
                strip = lambda t: "\n".join(l for l in t.split("\n")
                                            if not l.startswith(";")).lstrip("\n")
                assert strip(again) == strip(ours_original), "%s: not the original match" % style
                print("ok %d - %s, length %d seed %d: %d games as gnubg reads them" % (
                    n, style, length, seed, len(mine)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
