#!/usr/bin/python3
"""The real `fourteen` as a screen reader meets it (docs/accessibility.md).

Run by run-atspi.sh inside Xvfb and a private D-Bus session: starts the
AT-SPI bus, opens the window with a config, reads the accessibility tree
with pyatspi, plays with the keyboard through xdotool (arrows, Enter, the
overview keys), and checks what a screen reader is given: names, the
board's announcements (its name) and square descriptions, the clocks, the
status alert, and that Escape on the main menu does not resign; then the
names, clocks and a move's announcement at each of the layout's sizes.
Prints TAP.   usage: atspi-test.py FOURTEEN
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

EXE = sys.argv[1]
CI = os.environ.get("CI") == "true"
FILES = "abcdefghijklmn"
# Roles a player operates: each needs a real name.
CONTROLS = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_SLIDER, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SCROLL_BAR, pyatspi.ROLE_TABLE,
}
TYPE_NAME = re.compile(r"^(Gtk|Adw|Ft)[A-Z]\w*$")
# GTK 4.8's "Res_tart Restart": a mnemonic label and the label inside.
READ_TWICE = re.compile(r"^(.+) \1$|_\w")

results = []
events = []  # (type, role name, new text) of the window under test


def tap(ok, name, detail=""):
    results.append(bool(ok))
    print(f"{'ok' if ok else 'not ok'} {len(results)} - {name}", flush=True)
    if not ok and detail:
        for line in str(detail).splitlines():
            print(f"# {line}", flush=True)


def bail(message):
    print(f"Bail out! {message}", flush=True)
    sys.exit(1 if CI else 77)


def pump(seconds):
    """Let AT-SPI events arrive for `seconds`."""
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_for(predicate, timeout=6.0):
    end = time.time() + timeout
    while time.time() < end:
        try:
            value = predicate()
        except Exception:  # a stale object while the tree changes
            value = None
        if value:
            return value
        pump(0.05)
    return None


def start_bus():
    # Its registry's chatter goes to stderr: stdout is TAP.
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                stdout=sys.stderr)
    for _ in range(100):
        reply = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus",
                                "/org/a11y/bus", "org.a11y.Bus.GetAddress"], capture_output=True)
        if reply.returncode == 0:
            return launcher
        time.sleep(0.1)
    launcher.terminate()
    bail("the AT-SPI bus did not start")


class Window:
    """One `fourteen` process with its own config and data folders."""

    def __init__(self, config):
        """config None: nothing named, as a first start (the start page)."""
        self.tmp = tempfile.mkdtemp(prefix="fourteen-atspi-")
        path = os.path.join(self.tmp, "config.json")
        with open(path, "w") as f:
            json.dump(config or {}, f)
        env = dict(os.environ, GTK_A11Y="atspi", GSK_RENDERER="cairo", GDK_BACKEND="x11",
                   GSETTINGS_BACKEND="memory", XDG_DATA_HOME=os.path.join(self.tmp, "data"),
                   XDG_CONFIG_HOME=os.path.join(self.tmp, "config"))
        env.pop("NO_AT_BRIDGE", None)
        self.log = open(os.path.join(self.tmp, "log"), "w")
        args = [EXE] if config is None else [EXE, "--config", path]
        self.proc = subprocess.Popen(args, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.app = wait_for(self._find_app, 20)
        if self.app is None:
            bail("the window did not appear on the AT-SPI bus")
        if config is None:
            return
        self.board = wait_for(lambda: self.find(lambda a: a.getRole() == pyatspi.ROLE_TABLE
                                                and a.name.startswith("Board")), 10)
        if self.board is None:
            bail("no board in the tree")
        # Reading the whole tree once, as a screen reader's review does,
        # makes GTK send the events of every object.
        self.all()
        pump(0.5)

    def _find_app(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.get_process_id() == self.proc.pid and app.childCount > 0:
                return app
        return None

    def all(self):
        found = []

        def walk(acc):
            for child in acc:
                if child is not None:
                    found.append(child)
                    walk(child)
        walk(self.app)
        return found

    def find(self, predicate):
        for acc in self.all():
            try:
                if predicate(acc):
                    return acc
            except Exception:
                pass
        return None

    def focused(self):
        return self.find(lambda a: a.getState().contains(pyatspi.STATE_FOCUSED)
                         and a.getRole() != pyatspi.ROLE_FRAME)

    def key(self, *keys):
        if os.environ.get("ATSPI_TEST_VERBOSE"):
            print(f"# keys {' '.join(keys)} alive={self.proc.poll() is None}", flush=True)
        subprocess.run(["xdotool", "key", "--clearmodifiers", "--delay", "40", *keys], check=True)
        pump(0.25)

    def name(self):
        return self.board.name

    def cursor(self):
        match = re.match(r"([a-n])(\d+),", self.board.description or "")
        return (FILES.index(match[1]), int(match[2]) - 1) if match else None

    def goto(self, cell):
        target = (FILES.index(cell[0]), int(cell[1:]) - 1)
        if self.cursor() is None:
            self.key("Up")
            wait_for(self.cursor, 3)
        here = self.cursor()
        keys = (["Right" if target[0] > here[0] else "Left"] * abs(target[0] - here[0])
                + ["Up" if target[1] > here[1] else "Down"] * abs(target[1] - here[1]))
        if keys:
            self.key(*keys)
        if wait_for(lambda: self.cursor() == target, 3) is None:
            raise AssertionError(f"the focus square did not reach {cell}: {self.board.description!r}")

    def play(self, origin, target):
        """Pick up on `origin`, put down on `target` (arrows and Enter)."""
        self.goto(origin)
        self.key("Return")
        self.goto(target)
        mark = len(events)
        self.key("Return")
        return mark

    def said_after(self, mark, pattern, timeout=6.0):
        """The board's name (an announcement) matching `pattern` since event `mark`."""
        regex = re.compile(pattern)

        def seen():
            for kind, role, text in events[mark:]:
                if kind.endswith("accessible-name") and role == "table" and regex.search(text or ""):
                    return text
            return None
        return wait_for(seen, timeout)

    def close(self):
        if self.proc.poll() is not None:
            self.log.flush()
            with open(self.log.name) as log:
                tap(False, f"the window exited by itself ({self.proc.returncode})", log.read()[-3000:])
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


def listen(event):
    try:
        role = event.source.getRoleName()
    except Exception:
        role = "?"
    data = event.any_data if isinstance(event.any_data, str) else ""
    events.append((event.type, role, data))


SIDEBAR = ("First Position", "Previous Move", "Next Move", "Back to the Game", "Take Back", "Redo",
           "Main Menu", "Resign", "Restart")


def check_names(window, what, expected_buttons):
    # GTK 4.8 marks no accessible STATE_SHOWING; STATE_VISIBLE is what it
    # sets for a widget that is shown (hidden pages and popovers are not).
    unnamed = []
    checked = 0
    for acc in window.all():
        try:
            if acc.getRole() in CONTROLS and acc.getState().contains(pyatspi.STATE_VISIBLE):
                # A scrolled window's own bars are GTK's; readers say them by role.
                if acc.getRole() == pyatspi.ROLE_SCROLL_BAR and acc.parent.getRole() == pyatspi.ROLE_SCROLL_PANE:
                    continue
                checked += 1
                if not acc.name or TYPE_NAME.match(acc.name) or READ_TWICE.search(acc.name):
                    unnamed.append(f"{acc.getRoleName()} {acc.name!r} in {acc.parent.getRoleName()}")
        except Exception:
            pass
    tap(checked >= len(expected_buttons), f"{what}: the controls shown were read ({checked})", checked)
    tap(not unnamed, f"{what}: every control has a name, read once, that is not a type name",
        "\n".join(unnamed))
    names = [acc.name for acc in window.all() if acc.getRole() == pyatspi.ROLE_PUSH_BUTTON]
    for expected in expected_buttons:
        tap(expected in names, f"{what}: a button is named {expected!r}", names)


def clock_names(window):
    return sorted(acc.name for acc in window.all()
                  if acc.getRole() == pyatspi.ROLE_LABEL and re.match(r"^(White|Black), ", acc.name))


def chess_two_people():
    window = Window({"rules": "standard", "opponent": "human",
                     "time_controls": {"player": {"seconds": 60, "increment": 0},
                                       "cpu": {"seconds": 60, "increment": 0}}})
    try:
        check_names(window, "chess", SIDEBAR)
        clocks = clock_names(window)
        tap(len(clocks) == 2 and re.match(r"^Black, (1 minute|\d+ seconds)$", clocks[0])
            and re.match(r"^White, (1 minute|\d+ seconds)$", clocks[1]), "clocks name their owner", clocks)
        strips = sorted(acc.name for acc in window.all() if acc.name.startswith("Captured by"))
        tap(strips == ["Captured by Black: nothing", "Captured by White: nothing"],
            "material strips say what was captured", strips)

        mark = window.play("e2", "e4")
        tap(window.said_after(mark, r"^Board: White pawn e2 to e4$"), "a chess move is announced",
            events[mark:])
        tap(wait_for(lambda: window.board.description == "e4, white pawn", 3),
            "the description follows the move", window.board.description)
        mark = window.play("f7", "f5")
        tap(window.said_after(mark, r"^Board: Black pawn f7 to f5$"), "the reply is announced")
        mark = window.play("e4", "f5")
        tap(window.said_after(mark, r"^Board: White pawn e4 takes pawn on f5$"), "a capture is announced")
        strip = wait_for(lambda: window.find(lambda a: a.name.startswith("Captured by White: ")
                                             and a.name != "Captured by White: nothing"), 3)
        tap(strip is not None and strip.name == "Captured by White: 1 pawn; 1 ahead" and strip.childCount == 0,
            "the material strip names what was taken, its pictures hidden",
            (strip.name, strip.childCount) if strip else None)
        window.play("g8", "f6")
        mark = window.play("d1", "h5")
        tap(window.said_after(mark, r"^Board: White queen d1 to h5, check$"), "check is announced")
        tap(wait_for(lambda: any(role == "alert" and text == "Check!" for kind, role, text in events[mark:]
                                 if kind.endswith("accessible-name")), 3),
            "the status alert says Check!", [e for e in events[mark:] if e[1] == "alert"])

        # A refused move: Black is in check.
        window.goto("a7")
        mark = len(events)
        window.key("Return")
        tap(window.said_after(mark, r"^Board: Black pawn a7 selected: no moves$"),
            "picking up a piece says its moves", window.name())
        mark = len(events)
        window.goto("a6")
        window.key("Return")
        tap(window.said_after(mark, r"defend your king"), "a refused move is announced",
            [e for e in events[mark:] if e[1] == "table"])

        # The overview keys.
        for key, pattern, what in (
                ("o", r"^Board: Black: king e8; queen d8;.*\. White: king e1; queen h5;", "O: the pieces"),
                ("l", r"^Board: Last move: White queen d1 to h5$", "L: the last move"),
                ("t", r"^Board: Black to move\. Black, .*\. White, ", "T: the turn and both clocks")):
            mark = len(events)
            window.key(key)
            tap(window.said_after(mark, pattern), what, window.name())
        window.goto("g7")
        mark = len(events)
        window.key("m")
        tap(window.said_after(mark, r"^Board: Black pawn g7 moves to: g6$"), "M: the focused piece's moves",
            window.name())
        window.goto("f6")
        mark = len(events)
        window.key("m")
        tap(window.said_after(mark, r"^Board: Black knight f6 moves to: h5$"), "M: only the moves out of check",
            window.name())
        mark = len(events)
        window.key("m")
        tap(window.said_after(mark, r"^Board: Black knight f6 moves to: h5 $"), "M again is said again",
            window.name())

        # Take back: the square's description is given again.
        window.goto("h5")
        tap(window.board.description == "h5, white queen", "h5 holds the queen", window.board.description)
        window.key("ctrl+z")
        tap(wait_for(lambda: window.board.description == "h5, empty", 4),
            "the description is fresh after a takeback", window.board.description)

        # The move list: one Tab stop, arrows inside, the focus on the move shown.
        for _ in range(10):
            window.key("Tab")
            here = window.focused()
            if here is not None and here.name.startswith("Move "):
                break
        tap(here is not None and here.name == "Move 2, Black, Nf6", "Tab enters the move list on the last move",
            here.name if here else None)
        steps = []
        for key in ("Left", "Up", "Down", "End"):
            window.key(key)
            steps.append(wait_for(lambda: window.focused().name, 2))
        tap(steps == ["Move 2, White, exf5", "Move 1, White, e4", "Move 2, White, exf5", "Move 2, Black, Nf6"],
            "the arrows browse and the focus follows the move shown", steps)
        window.key("Tab")
        here = window.focused()
        tap(here is not None and not here.name.startswith("Move "), "the next Tab leaves the move list",
            here.name if here else None)

        # Escape on the main menu closes things and never resigns.
        window.key("F10")
        pump(0.5)
        window.key("Escape")
        pump(0.3)
        menu = window.find(lambda a: a.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
                           and a.name == "Main Menu" and a.getState().contains(pyatspi.STATE_FOCUSED))
        tap(menu is not None, "F10 then Escape leaves the focus on the main menu button")
        mark = len(events)
        window.key("Escape", "e")
        pump(1.0)
        turn = window.find(lambda a: a.getRole() == pyatspi.ROLE_LABEL and a.name.endswith(" to move"))
        tap(turn is not None and turn.name == "White to move"
            and not any("resign" in (text or "") for kind, role, text in events[mark:]),
            "Escape and E with the menu focused do not resign", turn.name if turn else None)

        # Back to the board (Tab): R arms the restart and says so, a second
        # R restarts, the description is fresh.
        for _ in range(25):
            if window.board.getState().contains(pyatspi.STATE_FOCUSED):
                break
            window.key("Tab")
        tap(window.board.getState().contains(pyatspi.STATE_FOCUSED), "Tab reaches the board")
        window.goto("f5")
        tap(window.board.description == "f5, white pawn", "f5 holds the pawn", window.board.description)
        window.key("r")
        tap(wait_for(lambda: "Press R again to restart" in (window.board.name or ""), 2)
            and window.board.description == "f5, white pawn",
            "the first R only arms the restart, and the board says so", window.board.name)
        window.key("r")
        tap(wait_for(lambda: window.board.description == "f5, empty", 4),
            "the description is fresh after a new game", window.board.description)

        # Fool's mate: the end of the game.
        window.play("f2", "f3")
        window.play("e7", "e5")
        window.play("g2", "g4")
        mark = window.play("d8", "h4")
        tap(window.said_after(mark, r"^Board: Black queen d8 to h4, checkmate\. Black won"),
            "checkmate and the result are announced", window.name())
        tap(wait_for(lambda: any(role == "alert" and "won" in text for kind, role, text in events[mark:]), 3),
            "the status alert tells the result", [e for e in events[mark:] if e[1] == "alert"])
    finally:
        window.close()


def low_time():
    window = Window({"rules": "standard", "opponent": "human",
                     "time_controls": {"player": {"seconds": 12, "increment": 0},
                                       "cpu": {"seconds": 12, "increment": 0}}})
    try:
        # No clock runs before the first move: White's runs from its second.
        window.play("e2", "e4")
        window.play("e7", "e5")
        mark = len(events)
        tap(window.said_after(mark, r"^Board: [56] seconds left$", 9), "a clock running low says so")
        pump(2.0)
        said = [text for kind, role, text in events[mark:] if role == "table" and "seconds left" in text]
        tap(len(said) == 1, "once", said)
        clocks = clock_names(window)
        tap(any(re.match(r"^White, \d seconds?$", name) for name in clocks), "the clock says the seconds", clocks)
    finally:
        window.close()


def chess_against_computer():
    window = Window({"rules": "standard", "opponent": "computer", "difficulty": "easy",
                     "player_colour": "white"})
    try:
        clocks = clock_names(window)
        tap(len(clocks) == 2 and re.match(r"^Black, Computer.*, \d+ minutes?", clocks[0])
            and re.match(r"^White, You, \d+ minutes?", clocks[1]), "clocks name the computer and you", clocks)
        mark = window.play("d2", "d4")
        tap(window.said_after(mark, r"^Board: White pawn d2 to d4$"), "your move is announced")
        tap(window.said_after(mark, r"^Board: Black \w+ [a-h]\d (to|takes)", 20),
            "the computer's reply is announced", [e for e in events[mark:] if e[1] == "table"])
    finally:
        window.close()


def checkers_two_people():
    window = Window({"game": "checkers", "opponent": "human"})
    try:
        check_names(window, "checkers", SIDEBAR)
        board_name = window.name()
        tap(board_name == "Board", "the checkers board is named Board", board_name)
        for key, pattern, what in (
                ("o", r"^Board: Fire: bomb a3, c3, e3, g3; shield b2, d2, f2, h2; piece a1, c1, e1, g1\. "
                      r"Water: bomb b6, d6, f6, h6; shield a7, c7, e7, g7; piece b8, d8, f8, h8$", "O in checkers"),
                ("l", r"^Board: No move yet$", "L in checkers"),
                ("t", r"^Board: Fire to move\. Fire, ", "T in checkers")):
            mark = len(events)
            window.key(key)
            tap(window.said_after(mark, pattern), what, window.name())
        window.goto("c3")
        mark = len(events)
        window.key("m")
        tap(window.said_after(mark, r"^Board: Fire bomb c3 moves to: b4, d4$"), "M in checkers", window.name())
        mark = window.play("c3", "d4")
        tap(window.said_after(mark, r"^Board: Fire bomb c3 to d4$"), "a checkers step is announced",
            window.name())
        window.play("h6", "g5")
        window.play("d4", "e5")
        mark = window.play("d6", "f4")
        tap(window.said_after(mark, r"^Board: Water bomb d6 jumps Fire bomb e5 to f4, explodes, taking "
                                    r"Fire bomb e3, Fire bomb g3, Water bomb g5 with it"),
            "an explosion says what it took", window.name())
        window.play("d2", "e3")
        window.play("f6", "g5")
        window.play("a3", "b4")
        window.play("g5", "f4")
        mark = window.play("e3", "g5")
        tap(window.said_after(mark, r"^Board: Fire shield e3 jumps Water bomb f4 to g5$"),
            "a checkers jump is announced", window.name())
    finally:
        window.close()


# The sizes the layout is made for (docs/design.md#the-layout): the window
# is resized by X (xdotool windowsize), as a window manager would.
SIZES = ((360, 640), (720, 360), (1280, 900), (1920, 1080))


def start_page():
    """A first start: the start page's controls are named and read, and
    Play the Computer (pressed through its AT-SPI action) brings the game:
    the header's Take Back, hidden with the start page, is there again."""
    window = Window(None)
    try:
        button = lambda name: window.find(lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON and a.name == name)
        play = wait_for(lambda: button("Play the Computer"), 10)
        tap(play is not None, "start page: Play the Computer is there")
        if play is None:
            return
        check_names(window, "start page", ("Play the Computer", "Two Players Here", "Main Menu"))
        rows = [acc.name for acc in window.all() if acc.getRole() == pyatspi.ROLE_LIST_ITEM]
        for expected in ("Host a Network Game…", "Puzzles…", "How to Play"):
            tap(any(name.startswith(expected) for name in rows), f"start page: a row is named {expected!r}", rows)
        tap(button("Take Back") is None, "start page: the game's Take Back is hidden")
        play.queryAction().doAction(0)
        tap(wait_for(lambda: button("Take Back"), 10) is not None, "start page: Play the Computer brings the game")
    finally:
        window.close()


def every_size():
    """Names, clocks and an announced move at each of the layout's sizes."""
    for width, height in SIZES:
        what = f"{width}x{height}"
        window = Window({"rules": "standard", "opponent": "human",
                         "time_controls": {"player": {"seconds": 60, "increment": 0},
                                           "cpu": {"seconds": 60, "increment": 0}}})
        try:
            ids = subprocess.run(["xdotool", "search", "--pid", str(window.proc.pid)],
                                 capture_output=True, text=True).stdout.split()
            for wid in ids:
                subprocess.run(["xdotool", "windowsize", wid, str(width), str(height)], check=False)
            pump(1.0)
            sizes = [subprocess.run(["xdotool", "getwindowgeometry", wid], capture_output=True,
                                    text=True).stdout for wid in ids]
            tap(any(f"Geometry: {width}x{height}" in text for text in sizes), f"{what}: the window has the size",
                sizes)
            window.all()
            pump(0.5)
            check_names(window, what, SIDEBAR + ("New Game", "Pause"))
            clocks = clock_names(window)
            tap(len(clocks) == 2, f"{what}: both clocks are named", clocks)
            mark = window.play("e2", "e4")
            tap(window.said_after(mark, r"^Board: White pawn e2 to e4$"), f"{what}: a move is announced",
                events[mark:])
        finally:
            window.close()


def main():
    launcher = start_bus()
    pyatspi.Registry.registerEventListener(listen, "object:property-change:accessible-name",
                                           "object:property-change:accessible-description")
    try:
        only = os.environ.get("ATSPI_TEST_ONLY")
        for scenario in (chess_two_people, chess_against_computer, checkers_two_people, low_time, every_size,
                         start_page):
            if only and scenario.__name__ != only:
                continue
            try:
                scenario()
            except Exception as error:  # a step that could not even be taken
                tap(False, f"{scenario.__name__} ran to its end", repr(error))
    finally:
        launcher.terminate()
    print(f"1..{len(results)}", flush=True)
    sys.exit(0 if all(results) else 1)


main()
