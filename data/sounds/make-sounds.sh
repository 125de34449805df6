#!/bin/sh
# make-sounds.sh — synthesises Fourteen's sound effects with SoX (original
# sounds, made here; needs sox and libsox-fmt-all). Run from anywhere:
#   data/sounds/make-sounds.sh
# Each sound is short, mono, 22.05 kHz Ogg Vorbis, faded so it never clicks.
set -eu
cd "$(dirname "$0")"
rate=22050
make () { # NAME SOX-ARGS…
  name=$1; shift
  sox -n -r $rate -c 1 -C 3 "$name.ogg" "$@"
}
# A piece set down on wood: a short damped knock.
make move synth 0.09 pinknoise synth 0.09 sine 180 gain -6 lowpass 900 fade q 0.002 0.09 0.07
# A capture: two knocks, the second lower.
make capture synth 0.16 pinknoise synth 0.16 sine 150 gain -6 lowpass 800 tremolo 14 90 fade q 0.002 0.16 0.1 gain 2
# Castling: two quick knocks (king, then rook).
make castle synth 0.07 pinknoise gain -6 lowpass 900 fade q 0.002 0.07 0.05 pad 0 0.05 repeat 1 gain -6
# Check: a bright two-tone ping.
make check synth 0.22 sine 880 sine 1320 fade q 0.005 0.22 0.18 gain -10
# Promotion: a rising arpeggio.
make promotion synth 0.09 sine 660 fade q 0.005 0.09 0.04 : synth 0.09 sine 880 fade q 0.005 0.09 0.04 : synth 0.16 sine 1100 fade q 0.005 0.16 0.12 gain -10
# Low time: a soft double beep.
make low-time synth 0.08 square 1000 gain -8 lowpass 2500 fade q 0.005 0.08 0.03 pad 0 0.07 repeat 1 gain -8
# Game start: a short chime.
make game-start synth 0.35 sine 523 sine 784 fade q 0.01 0.35 0.3 gain -12
# Game end: won (major), lost (falling minor), drawn (one even tone).
make win synth 0.12 sine 523 fade q 0.005 0.12 0.05 : synth 0.12 sine 659 fade q 0.005 0.12 0.05 : synth 0.35 sine 784 fade q 0.005 0.35 0.3 gain -10
make lose synth 0.15 sine 392 fade q 0.005 0.15 0.05 : synth 0.15 sine 311 fade q 0.005 0.15 0.05 : synth 0.4 sine 262 fade q 0.005 0.4 0.35 gain -10
make draw synth 0.4 sine 440 sine 660 fade q 0.01 0.4 0.35 gain -14
# An illegal move: a low buzz.
make illegal synth 0.15 sawtooth 110 lowpass 600 fade q 0.005 0.15 0.08 gain -14
# The checkers bomb: a burst of noise falling away.
make explosion synth 0.6 brownnoise gain -8 lowpass 700 fade q 0.003 0.6 0.55 gain 2
ls -l ./*.ogg
