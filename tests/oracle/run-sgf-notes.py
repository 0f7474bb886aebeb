#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Notes as .sgf comments, with GNU Backgammon as the oracle (issue 29).

1. gnubg imports a .mat and saves it as .sgf; three of its move nodes
   get a C[...] comment (escapes included: "]" and "\\"); imported into a
   history by Gamão (gamao-sgf-notes-probe show), each is the note on
   the action that node stands for: same game, same number of plays
   before it, same kind, player and dice.
2. Gamão writes notes on three decisions and the match, and exports the
   match as .sgf (gamao-sgf-notes-probe write); gnubg loads it
   (`load match`) and exports it as text: each note is there as an
   annotation, after its own move (the same play by number and roll, or
   the double).
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import gnubg_harness  # noqa: E402
from gnubg_harness import SKIP  # noqa: E402

NODE = re.compile(r";([BW])\[([^\]]*)\]")
# (game, which node: ("move", n) the nth play node, ("double", 0)), comment as written
COMMENTS = [
    (0, ("move", 1), r"gnubg's note on a play \] with a bracket", "gnubg's note on a play ] with a bracket"),
    (0, ("double", 0), r"a double \\ noted", "a double \\ noted"),
    (1, ("move", 3), "game two, fourth play", "game two, fourth play"),
]


def gnubg_run(gnubg, script, workdir, action, src, dst):
    result = gnubg_harness.run(gnubg, ["-p", script], workdir,
                               {"GAMAO_ACTION": action, "GAMAO_IN": src, "GAMAO_OUT": dst},
                               timeout=300)
    if gnubg_harness.complaint(result, ("not recognised", "Error")):
        raise AssertionError("gnubg complained:\n" + result.stdout + result.stderr)


def probe(args):
    result = subprocess.run(args, capture_output=True, text=True,
                            env=dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8"))
    if result.returncode != 0:
        raise AssertionError("%s failed: %s" % (args, result.stderr))
    notes = []
    for line in result.stdout.splitlines():
        fields = line.split("\t")
        if fields[0] == "match":
            notes.append(("match", fields[1].encode().decode("unicode_escape")))
        else:
            game, plays, kind, player, dice, text = fields
            notes.append((int(game), int(plays), kind, int(player), "".join(sorted(dice)),
                          text.encode("latin-1", "backslashreplace").decode("unicode_escape")
                          .encode("latin-1").decode("utf-8")))
    return notes


def add_comments(sgf):
    """gnubg's .sgf with COMMENTS added; the notes expected from it."""
    games = re.split(r"(?m)^(?=\(;)", sgf)
    games = [g for g in games if g.strip()]
    expected = []
    for game, (what, n), written, text in COMMENTS:
        body = games[game]
        plays = 0
        seen = {"move": 0, "double": 0}
        for m in NODE.finditer(body):
            value = m.group(2)
            kind = "move" if value[:2].isdigit() else value
            if kind == what and seen[what] == n:
                player = 0 if m.group(1) == "W" else 1
                kind_word = "play" if what == "move" else what
                dice = "".join(sorted(value[:2])) if what == "move" else "00"
                expected.append((game, plays, kind_word, player, dice, text))
                games[game] = body[:m.end()] + "C[" + written + "]" + body[m.end():]
                break
            seen[kind] = seen.get(kind, 0) + 1
            plays += kind == "move"
        else:
            raise AssertionError("game %d has no %s node %d" % (game, what, n))
    return "".join(games), expected


def game_text(base, game):
    """gnubg's text export of one game: F for the first, F_002.txt for
    the second and so on; None when there is no such file."""
    path = base if game == 0 else "%s_%03d.txt" % (os.path.splitext(base)[0], game + 1)
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return f.read()


def annotation_at(base, note):
    """Why gnubg's text export does not show `note` as an annotation
    after its move, or None: (game, plays before, kind, player, dice,
    text)."""
    game, plays, kind, _player, dice, words = note
    text = game_text(base, game)
    if text is None:
        return "no game %d in gnubg's text" % (game + 1)
    blocks = re.split(r"(?m)^(?=Move number \d+:)", text)
    played = 0
    for block in blocks:
        if re.match(r"Move number \d+:\s+\S.* to play \d\d", block):
            played += 1
        if "Annotation:\n" + words.split("\n")[0] not in block:
            continue
        if any(line not in block for line in words.split("\n")):
            return "only part of %r" % words
        if kind == "play":
            rolled = re.search(r"Rolled (\d)(\d)", block)
            ok = played == plays + 1 and rolled and "".join(sorted(rolled.groups())) == dice
            return None if ok else "%r after the wrong move:\n%s" % (words, block[:300])
        ok = "doubles" in block and played == plays
        return None if ok else "%r not after its double:\n%s" % (words, block[:300])
    return "%r is not in gnubg's text of game %d" % (words, game + 1)


def main():
    args = gnubg_harness.arguments("--probe", "--script", "--mat")
    gnubg = gnubg_harness.find_gnubg(tap=True)
    if not gnubg:
        return SKIP
    print("1..2")
    failed = 0
    with tempfile.TemporaryDirectory() as w:
        p = lambda name: os.path.join(w, name)
        gnubg_run(gnubg, args.script, w, "save", os.path.abspath(args.mat), p("gnubg.sgf"))
        with open(p("gnubg.sgf"), encoding="utf-8") as f:
            noted, expected = add_comments(f.read())
        with open(p("noted.sgf"), "w", encoding="utf-8") as f:
            f.write(noted)
        got = probe([args.probe, "show", p("one.db"), p("noted.sgf")])
        if sorted(got) == sorted(expected):
            print("ok 1 gnubg's comments are Gamão's notes at their moves")
        else:
            failed += 1
            print("not ok 1 gnubg's comments: expected %s, got %s" % (expected, got))

        written = probe([args.probe, "write", p("two.db"), os.path.abspath(args.mat),
                         p("gamao.sgf")])
        gnubg_run(gnubg, args.script, w, "text", p("gamao.sgf"), p("gamao.txt"))
        wrong = [why for why in (annotation_at(p("gamao.txt"), n) for n in written
                                 if n[0] != "match") if why]
        if len(written) == 4 and not wrong:
            print("ok 2 Gamão's notes are gnubg's annotations at their moves")
        else:
            failed += 1
            print("not ok 2 Gamão's notes in gnubg (%d written): %s" % (len(written), wrong))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
