#!/bin/sh
# make-sounds.sh — synthesises Fourteen's sound effects with SoX (original
# sounds, made here; needs sox and libsox-fmt-all). Run from anywhere:
#   data/sounds/make-sounds.sh
# (sox and bc; every sound is made anew, music.ogg too).
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

# Background music (music.ogg): an original 24-second loop, A minor, 80 beats
# a minute: a drone on A and E whose cycles fit the loop exactly, pads
# breathing over Am–F–C–G (two bars each), and a plucked arpeggio. Every
# part ends where it began (the drone in phase, pads and notes faded to
# silence), so played again and again it has neither gap nor click.
make_music () {
  tmp=$(mktemp -d)
  bar=6 # two bars of 4/4 at 80 bpm
  tone () { # OUT SECONDS FREQ GAIN FADE-IN FADE-OUT [TYPE]
    sox -n -r $rate -c 1 "$1" synth "$2" "${7:-sine}" "$3" fade q "$5" "$2" "$6" gain "$4"
  }
  i=0
  for chord in "220 261.63 329.63" "174.61 220 261.63" "130.81 164.81 196" "196 246.94 293.66"; do
    i=$((i + 1))
    set -- $chord
    tone "$tmp/p$i-1.wav" $bar "$1" -22 1.5 2.5
    tone "$tmp/p$i-2.wav" $bar "$2" -24 1.8 2.5 triangle
    tone "$tmp/p$i-3.wav" $bar "$3" -25 2.1 2.5
    sox -m "$tmp/p$i-1.wav" "$tmp/p$i-2.wav" "$tmp/p$i-3.wav" "$tmp/pad$i.wav"
    # Eight plucked notes, up and down the chord an octave higher.
    notes=""
    n=0
    for f in "$1" "$2" "$3" "$2" "$1" "$2" "$3" "$2"; do
      n=$((n + 1))
      up=$(echo "$f * 2" | bc -l)
      tone "$tmp/a$i-$n.wav" 0.75 "$up" -24 0.005 0.65 pluck
      notes="$notes $tmp/a$i-$n.wav"
    done
    # shellcheck disable=SC2086
    sox $notes "$tmp/arp$i.wav"
  done
  sox "$tmp/pad1.wav" "$tmp/pad2.wav" "$tmp/pad3.wav" "$tmp/pad4.wav" "$tmp/pads.wav"
  sox "$tmp/arp1.wav" "$tmp/arp2.wav" "$tmp/arp3.wav" "$tmp/arp4.wav" "$tmp/arps.wav"
  # 110 Hz and 165 Hz make whole cycles in 24 s: the drone joins itself.
  sox -n -r $rate -c 1 "$tmp/drone.wav" synth 24 sine 110 gain -26
  sox -n -r $rate -c 1 "$tmp/fifth.wav" synth 24 sine 165 gain -32
  # Exactly 24 s (the notes' rounding adds a few samples), then -14 dBFS.
  sox -m "$tmp/drone.wav" "$tmp/fifth.wav" "$tmp/pads.wav" "$tmp/arps.wav" -C 3 music.ogg \
    trim 0 $((24 * rate))s gain -n -14
  rm -rf "$tmp"
}
make_music
ls -l ./*.ogg
