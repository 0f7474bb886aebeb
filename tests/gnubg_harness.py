# SPDX-License-Identifier: GPL-3.0-or-later
"""What every check that drives GNU Backgammon does the same way.

The checks in tests/matfile and tests/oracle import it with

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    import gnubg_harness

and take from it their options, gnubg's path (skipping, exit 77, where
it is missing) and the way to run it on a script without a terminal.
"""
import argparse
import os
import shutil
import subprocess

SKIP = 77

# Words gnubg writes when it did not understand what it was given.
COMPLAINTS = ("WARNING", "garbage", "Invalid", "Illegal", "No game in progress", "Traceback")


def arguments(*names, **helps):
    """The command line: each of `names` ("--cli") a required option;
    `helps` its help by the option's name without dashes ("cli")."""
    parser = argparse.ArgumentParser()
    for name in names:
        parser.add_argument(name, required=True, help=helps.get(name.lstrip("-").replace("-", "_")))
    return parser.parse_args()


def find_gnubg(tap):
    """$GNUBG (by default /usr/games/gnubg) when it can run; else None,
    after saying so: as a TAP plan that skips everything with `tap`, as
    a line otherwise."""
    gnubg = os.environ.get("GNUBG", "/usr/games/gnubg")
    if shutil.which(gnubg):
        return gnubg
    if tap:
        print("1..0 # SKIP gnubg is not installed")
    else:
        print("gnubg not found at %s: skipping" % gnubg)
    return None


def run(gnubg, args, home, env=None, **kwargs):
    """gnubg -t -q -r ARGS with HOME=`home` (so that no user settings
    are read) and `env` added to the environment; no terminal on stdin
    unless `input` is given. Returns the CompletedProcess."""
    full = dict(os.environ, HOME=home, **(env or {}))
    if "input" not in kwargs:
        kwargs["stdin"] = subprocess.DEVNULL
    return subprocess.run([gnubg, "-t", "-q", "-r"] + list(args), env=full, capture_output=True,
                          text=True, **kwargs)


def complaint(result, extra=()):
    """The first word of COMPLAINTS (and `extra`) in gnubg's output, or None."""
    chatter = result.stdout + result.stderr
    for word in COMPLAINTS + tuple(extra):
        if word in chatter:
            return word
    return None


def generated(generator, seed, count):
    """The lines a seeded generator (gamao-xgid-gen, gamao-setup-gen)
    writes: `generator SEED COUNT`."""
    return subprocess.run([generator, str(seed), str(count)], check=True, capture_output=True,
                          text=True).stdout.splitlines()


def answers(gnubg, script, lines, timeout=1200):
    """Runs gnubg's Python `script` on `lines` (its stdin) in a scratch
    home; returns the lines it wrote to the file named by $GAMAO_OUT."""
    import tempfile
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "answers.txt")
        run(gnubg, ["-p", script], work, {"GAMAO_OUT": out}, input="\n".join(lines) + "\n",
            timeout=timeout, check=True)
        with open(out) as f:
            return f.read().splitlines()


def match_id_with_bits(match_id, clear_jacoby=False, clear_double=False):
    """A Match ID with bits gnubg 1.07 does not take from what it reads
    cleared: the Jacoby bit (66), which follows its own setting in
    matches, and a double offered (turn back to the player on roll)."""
    import base64
    key = bytearray(base64.b64decode(match_id + "=" * (-len(match_id) % 4)))
    bits = int.from_bytes(key, "little")
    if clear_jacoby:
        bits &= ~(1 << 66)
    if clear_double:
        on_roll = (bits >> 6) & 1
        bits &= ~((1 << 12) | (1 << 11))
        bits |= on_roll << 11
    return base64.b64encode(bits.to_bytes(9, "little")).decode().rstrip("=")
