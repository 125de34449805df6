#!/usr/bin/env python3
# The background music joins itself without a gap (data/sounds/music.ogg,
# made by data/sounds/make-sounds.sh): decoded with SoX (never played), it
# lasts exactly its 24 seconds, neither end is silent (no gap baked in),
# and the step from its last sample to its first is no bigger than the
# steps inside it (no click where it loops).
#
# usage: check-music-loop.py MUSIC.OGG

import array
import math
import shutil
import subprocess
import sys

RATE = 22050
SECONDS = 24


def fail(message):
    print(f'FAIL: {message}')
    sys.exit(1)


def main():
    path = sys.argv[1]
    if shutil.which('sox') is None:
        fail('sox is not installed (build-aux/packages.txt has it)')
    raw = subprocess.run(['sox', path, '-t', 'raw', '-e', 'signed', '-b', '16', '-c', '1',
                          '-r', str(RATE), '-'], capture_output=True, check=True).stdout
    samples = array.array('h', raw)
    if sys.byteorder != 'little':
        samples.byteswap()
    print(f'{len(samples)} samples')
    if len(samples) != RATE * SECONDS:
        fail(f'{len(samples)} samples, not {RATE * SECONDS} ({SECONDS} s): the loop would drift')
    edge = RATE // 20  # 50 ms
    for name, part in (('start', samples[:edge]), ('end', samples[-edge:])):
        rms = math.sqrt(sum(s * s for s in part) / len(part))
        print(f'{name}: rms {rms:.0f}')
        if rms < 100:
            fail(f'the {name} is silent (rms {rms:.0f}): the loop would have a gap')
    steps = sorted(abs(samples[i + 1] - samples[i]) for i in range(len(samples) - 1))
    join = abs(samples[0] - samples[-1])
    typical = steps[int(len(steps) * 0.999)]
    print(f'join step {join}, 99.9th percentile of steps {typical}')
    if join > typical:
        fail(f'the join jumps by {join}, more than the music ever does ({typical}): a click')
    print('PASS')


main()
