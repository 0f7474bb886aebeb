# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside GNU Backgammon (gnubg -t -q -r -p gnubg-plays.py): for every
# "POSITION_ID D1 D2" line of $GAMAO_ORACLE_IN, lists the positions that
# gnubg's legal plays lead to and writes "POSITION_ID D1 D2 N ID_1 ... ID_N"
# (IDs sorted bytewise, from the mover's point of view) to $GAMAO_ORACLE_OUT,
# and "POSITION_ID D1 D2<TAB>ID=move<TAB>..." to $GAMAO_ORACLE_NOTATION.
#
# gnubg has no move-list call: hint() at 0-ply lists every legal play as a
# move string, one per resulting position. 0-ply, unpruned, is set here:
# gnubg's default evaluation looked deeper at the best plays, which changed
# no answer and made the test 9 times slower (74 tricky lines: 12.8 s of
# wall time, 1.4 s at 0-ply). Each play is then made with
# gnubg's own "move" command, so the resulting position is gnubg's, not
# ours; as a check on this harness, the move string is also applied by
# hand from parsemove() and the two must agree.

import os

import gnubg


def setup():
    for command in ("set display off", "set player 0 human", "set player 1 human",
                    "set automatic roll off", "set automatic move off",
                    "set automatic game off", "set automatic bearoff off",
                    "set jacoby off",
                    "set evaluation chequerplay evaluation plies 0",
                    "set evaluation chequerplay evaluation prune off", "new game"):
        gnubg.command(command)


def start(position_id, d1, d2):
    """Sets the board and dice; false when gnubg refuses the position."""
    gnubg.command("set board " + position_id)
    if gnubg.positionid() != position_id:
        # A finished game refuses "set board": start a fresh one.
        gnubg.command("new game")
        gnubg.command("set board " + position_id)
        if gnubg.positionid() != position_id:
            return False
    gnubg.command("set dice %d %d" % (d1, d2))
    return True


def apply_by_hand(board, move):
    """The mover's board after `move`, from parsemove()'s (from, to) pairs.
    Each pair is one checker's path; gnubg marks every hit on the way as
    a separate pair, so a hit can only happen at a pair's destination."""
    theirs, mine = list(board[0]), list(board[1])
    for source, dest in gnubg.parsemove(move):
        mine[source - 1] -= 1
        if dest > 0:
            mine[dest - 1] += 1
            if theirs[24 - dest] == 1:
                theirs[24 - dest] = 0
                theirs[24] += 1
    return (tuple(theirs), tuple(mine))


def result_of(position_id, d1, d2, move):
    """The mover's position ID after gnubg makes `move`."""
    if not start(position_id, d1, d2):
        raise RuntimeError("gnubg refused the position")
    before = gnubg.board()
    match_before = gnubg.matchid()
    gnubg.command("move " + move)
    if gnubg.matchid() == match_before:
        raise RuntimeError("gnubg refused its own move " + move)
    # Once the move is made the turn passes (or the game ends); either way
    # board() lists the side that moved first.
    after = gnubg.board()
    made = gnubg.positionid((after[1], after[0]))
    by_hand = gnubg.positionid(apply_by_hand(before, move))
    if made != by_hand:
        raise RuntimeError("move %s: gnubg made %s, by hand %s" % (move, made, by_hand))
    return made


def plays_of(position_id, d1, d2):
    if not start(position_id, d1, d2):
        raise RuntimeError("gnubg refused the position")
    moves = [entry["move"] for entry in gnubg.hint(100000)["hint"]]
    return [(result_of(position_id, d1, d2, move), move) for move in moves]


def answer(line):
    fields = line.split()
    position_id, d1, d2 = fields[0], int(fields[1]), int(fields[2])
    head = "%s %d %d" % (position_id, d1, d2)
    try:
        plays = sorted(plays_of(position_id, d1, d2))
    except Exception as error:  # reported per line; the comparison fails it
        return "%s ERROR %s" % (head, error), head
    ids = [result for result, _ in plays]
    if len(set(ids)) != len(ids):
        return "%s ERROR gnubg listed one position twice" % head, head
    notation = "\t".join("%s=%s" % play for play in plays)
    return "%s %d %s" % (head, len(ids), " ".join(ids)), head + "\t" + notation


def main():
    setup()
    with open(os.environ["GAMAO_ORACLE_IN"]) as lines, \
         open(os.environ["GAMAO_ORACLE_OUT"], "w") as out, \
         open(os.environ["GAMAO_ORACLE_NOTATION"], "w") as notation:
        for line in lines:
            if not line.strip() or line.startswith("#"):
                continue
            plays, written = answer(line)
            out.write(plays.rstrip() + "\n")
            notation.write(written + "\n")


main()
