#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""gamao-cli diagram draws a position with the board's painter, without
a display: the PNG has the asked width and the board's proportions and
its pixels are the board's (the frame, the field, both players'
checkers, in the light and the dark style); the SVG is well-formed
(xmllint --noout where it is installed); --play adds the play's arrows;
--caption makes the PNG taller by the caption (the board's height
kept) and puts its text (IDs, score, dice, the ranked plays) in the SVG;
impossible positions, plays and bad options are refused.

Arguments: GAMAO_CLI."""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

cli = sys.argv[1]
failures = 0
# No display: the painter must not need one.
env = {k: v for k, v in os.environ.items() if k not in ('DISPLAY', 'WAYLAND_DISPLAY')}
env.update(LANGUAGE='C', LC_ALL='C.UTF-8')


def run(*args):
    return subprocess.run([cli, 'diagram', *args], capture_output=True, text=True, env=env)


def check(ok, what):
    global failures
    print(('ok - ' if ok else 'not ok - ') + what)
    failures += not ok


def png_pixels(path):
    """Width, height and the set of RGB colours of an 8-bit RGB or RGBA PNG."""
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n'
    pos, idat, width = 8, b'', 0
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', body[:10])
            assert depth == 8 and colour in (2, 6), 'RGB or RGBA expected'
            bpp = 3 if colour == 2 else 4
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    raw, stride = zlib.decompress(idat), width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    colours = {bytes(r[i:i + 3]).hex() for r in rows for i in range(0, stride, bpp)}
    return width, height, colours


with tempfile.TemporaryDirectory() as work:
    # The board's own palette (gamao-board-paint.c): frame, field, checkers.
    styles = {'light': ['7a5234', 'eadfc4', 'fbf8f1', '2e2a33'],
              'dark': ['4a3324', '3b3732', 'e9e3d7', '161318']}
    for style, colours in styles.items():
        png = os.path.join(work, style + '.png')
        r = run('4HPwATDgc/ABMA', '--png', png, '--size', '342', *(['--dark'] if style == 'dark' else []))
        check(r.returncode == 0, '%s PNG written without a display: %s' % (style, r.stderr.strip()))
        if r.returncode == 0:
            width, height, seen = png_pixels(png)
            check((width, height) == (342, 256), '%s: 342 wide, in the board\'s proportions (%dx%d)'
                  % (style, width, height))
            missing = [c for c in colours if c not in seen]
            check(not missing, '%s: the board\'s colours are in it (missing %s)' % (style, missing))
    svg = os.path.join(work, 'board.svg')
    r = run('XGID=-b----E-C---eE---c-e----B-:1:1:1:52:4:2:0:7:10', '--svg', svg)
    check(r.returncode == 0 and os.path.getsize(svg) > 1000, 'SVG of a match position with dice and cube')
    if r.returncode == 0:
        lint = shutil.which('xmllint')
        if lint:
            check(subprocess.run([lint, '--noout', svg]).returncode == 0, 'xmllint --noout passes')
        root = ET.parse(svg).getroot()
        check(root.tag.endswith('svg') and root.get('width', '').startswith('800'),
              'an <svg> 800 wide: %s' % root.get('width'))
    # A play of the dice drawn as arrows: the same board with more on it.
    xgid = 'XGID=-b----E-C---eE---c-e----B-:0:0:1:54:0:0:0:7:10'
    plain, arrows = os.path.join(work, 'plain.png'), os.path.join(work, 'arrows.png')
    r1 = run(xgid, '--png', plain, '--size', '342')
    r2 = run(xgid, '--png', arrows, '--size', '342', '--play', '24/20 13/8')
    check(r1.returncode == 0 and r2.returncode == 0, '--play draws: %s' % r2.stderr.strip())
    if r1.returncode == 0 and r2.returncode == 0:
        check(len(png_pixels(arrows)[2] - png_pixels(plain)[2]) > 0,
              'the arrows add colours to the board')
    # A caption under the board: same width, taller; its text in the SVG.
    captioned = os.path.join(work, 'captioned.png')
    r = run(xgid, '--png', captioned, '--size', '342', '--caption', '--plies', '0')
    check(r.returncode == 0, '--caption draws: %s' % r.stderr.strip())
    if r.returncode == 0 and r1.returncode == 0:
        (w0, h0, _), (w1, h1, _) = png_pixels(plain)[:3], png_pixels(captioned)[:3]
        check(w1 == w0 and h1 > h0 + 40, 'the caption adds to the height (%dx%d, was %dx%d)'
              % (w1, h1, w0, h0))
    csvg = os.path.join(work, 'captioned.svg')
    r = run(xgid, '--svg', csvg, '--caption', '--plies', '0')
    if r.returncode == 0:
        title = ''.join(ET.parse(csvg).getroot().find('{http://www.w3.org/2000/svg}title').itertext())
        for part in ('Position ID: 4HPwATDgc/ABMA', 'Match ID: ', 'match to 7', 'Dark to play 5-4',
                     '1. 24/20 13/8'):
            check(part in title, 'the SVG\'s caption says %r' % part)
    else:
        check(False, '--caption --svg: %s' % r.stderr.strip())
    r = run('4HPwATDgc/ABMA', '--svg', csvg, '--caption')
    check(r.returncode == 0 and 'on roll' in open(csvg).read(), 'without dice: who is on roll')
    for bad, words in ((['4HPwATDgc/ABMA', '--png', plain, '--play', '24/20'], 'dice'),
                       ([xgid, '--png', plain, '--caption', '--plies', '7'], 'plies'),
                       ([xgid, '--png', plain, '--play', '24/14'], 'cannot'),
                       (['4HPwATDgc/ABMA'], 'Usage'),
                       (['4HPwATDgc/ABMA', '--png', 'a.png', '--svg', 'b.svg'], 'Usage'),
                       (['4HPwATDgc/ABMA', '--png', os.path.join(work, 'x.png'), '--size', '10'], 'width'),
                       (['AAAAACAAAAAAAA', '--png', os.path.join(work, 'y.png')], 'game is over')):
        r = run(*bad)
        check(r.returncode == 2 and words in r.stderr, 'refused: %s' % ' '.join(bad))

sys.exit(1 if failures else 0)
