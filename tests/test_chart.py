"""The chart of a game (ludic.model.chart): the series read after every move, and the capture
marks, checked against the model's own effects and accessors on real games."""

from __future__ import annotations

import random

import pytest

from ludic.model.chart import RACE_PIECES, RACE_POINTS, chart_of
from ludic.model.protocol import EffectKind
from ludic.model.registry import make_game


def playout(level_id: str, seed: int, max_moves: int = 3000):
    """A game played at random to its end: start, moves, the effects of each move."""
    game = make_game(level_id)
    start = game.start_state()
    rng = random.Random(seed)
    state, moves, effects = start, [], []
    while state.outcome() is None and len(moves) < max_moves:
        if state.is_chance:
            outcomes = state.chance_outcomes()
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = rng.choice(state.legal_moves())
        t = state.apply(move)
        moves.append(move)
        effects.append(t.effects)
        state = t.state
    return game, start, moves, effects, state


def test_dra_counts_pieces_on_board_and_in_hand_and_marks_each_removal():
    game, start, moves, effects, end = playout("dra", 1)
    chart = chart_of("dra", start, moves)
    assert chart.measure == "pieces"
    assert chart.points == len(moves) + 1
    assert chart.at(0) == (12, 12)  # D2: twelve pieces each, all in hand
    for seat in (0, 1):
        assert chart.series[seat][-1] == end.on_board(seat) + end.in_hand(seat)
    removals = [i + 1 for i, eff in enumerate(effects)
                if any(e.kind == EffectKind.REMOVE for e in eff)]
    assert removals, "a random Dra game removes pieces"
    assert [c.index for c in chart.captures] == removals
    for c in chart.captures:
        assert c.count == 1 and c.by == 1 - c.seat  # D3: the mover removes one of the other's


@pytest.mark.parametrize("seed", [2, 3])
def test_sig_capture_marks_every_capture_effect(seed):
    game, start, moves, effects, end = playout("sig-el-oued-capture", seed)
    chart = chart_of("sig_capture", start, moves)
    assert chart.at(0) == (6, 6)
    assert chart.at(chart.points - 1) == (end.remaining(0), end.remaining(1))
    captured = {i + 1 for i, eff in enumerate(effects)
                if any(e.kind == EffectKind.CAPTURE for e in eff)}
    assert {c.index for c in chart.captures} == captured
    # a throw changes nothing: the line is level over every throw
    states = [start]
    for m in moves:
        states.append(states[-1].play(m))
    for i, st in enumerate(states[:-1]):
        if st.is_chance:
            assert chart.at(i) == chart.at(i + 1)
    lost = sum(c.count for c in chart.captures)
    assert lost == (6 - end.remaining(0)) + (6 - end.remaining(1))


def test_isolo_counts_each_sides_rows_and_captures_move_counters_across():
    game, start, moves, effects, end = playout("isolo", 4)
    chart = chart_of("isolo", start, moves)
    assert chart.measure == "counters"
    total = sum(start.counts)
    for i in range(chart.points):
        assert sum(chart.at(i)) == total  # counters are never lost, only moved (I7)
    captured = {i + 1 for i, eff in enumerate(effects)
                if any(e.kind == EffectKind.CAPTURE for e in eff)}
    assert {c.index for c in chart.captures} == captured
    assert all(c.by == 1 - c.seat for c in chart.captures)


def test_khamousiyya_pieces_fall_only_where_the_captured_count_rises():
    game, start, moves, effects, end = playout("khamousiyya-5x5", 5)
    chart = chart_of("khamousiyya", start, moves)
    assert chart.at(0) == (start.on_board(0) + start.hand(0), start.on_board(1) + start.hand(1))
    states = [start]
    for m in moves:
        states.append(states[-1].play(m))
    for i in range(1, len(states)):
        for seat in (0, 1):
            drop = chart.series[seat][i - 1] - chart.series[seat][i]
            taken = sum(states[i].captured(k) - states[i - 1].captured(k) for k in (0, 1))
            if drop:
                assert taken >= drop
    assert chart.captures


def test_sig_race_progress_ends_at_mecca_for_the_winner_and_marks_send_backs():
    for seed in range(6, 30):
        game, start, moves, effects, end = playout("sig-el-oued", seed)
        sent = {i + 1 for i, eff in enumerate(effects)
                if any(e.kind == EffectKind.SEND_BACK for e in eff)}
        if sent:
            break
    chart = chart_of("sig_race", start, moves)
    assert chart.measure == "progress" and chart.top == RACE_PIECES * RACE_POINTS
    assert chart.at(0) == (1, 1)  # both fathers start on Cairo, point 1 (S1, S4)
    winner = end.outcome().winner
    assert chart.series[winner][-1] == RACE_PIECES * RACE_POINTS
    assert {c.index for c in chart.captures} == sent  # S7: passing sends back


def test_a_refused_move_ends_the_chart_there():
    game = make_game("dra")
    start = game.start_state()
    a1 = game.parse_move("a1")
    chart = chart_of("dra", start, [a1, a1, a1])  # the second a1 is refused (occupied)
    assert chart.points == 2


def test_unknown_game_has_no_chart():
    assert chart_of("chess", make_game("dra").start_state(), []) is None


def test_the_plot_leaves_room_for_a_last_capture_and_clicks_find_its_points():
    """A capture on the last move was drawn half outside the plot; a click on the chart
    measured the labels at another size than the drawing (the text floor raised them)."""
    import pygame

    from ludic.app import chart_view, theme

    pygame.font.init()
    game, start, moves, effects, end = playout("dra", 1)
    chart = chart_of("dra", start, moves)
    for scale in (0.8, 1.0, 1.5):
        theme.set_window_size(round(1280 * scale), round(720 * scale))
        rect = pygame.Rect(10, 10, round(400 * scale), round(160 * scale))
        pad = round(8 * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        left, right = chart_view._plot_span(inner, chart, scale)
        assert right + chart_view._mark_radius(scale) + 1 <= inner.right
        last = chart.points - 1
        assert chart_view.point_at(rect, chart, left, scale) == 0
        assert chart_view.point_at(rect, chart, right, scale) == last
        middle = left + round((right - left) * 10 / last)
        assert chart_view.point_at(rect, chart, middle, scale) == 10
    theme.set_window_size(1280, 720)


def test_equal_series_show_every_sides_colour(tmp_path):
    """A QA pass: a draw agreed after four moves (both sides at 6 pieces throughout) drew
    Youssef's line over Amina's, and the chart seemed to have one side. A one-pixel edge of
    Amina's colour was then lost on a projector (a Dra game without a capture, both at 12):
    along the line each colour shows two pixels thick or more over a good share of it."""
    import sys

    import pygame

    sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
    from apphelp import headless_view
    from ludic.app import chart_view, theme
    from ludic.model.chart import Chart

    for level, top in (("sig-el-oued-capture", 6), ("dra", 12)):
        view = headless_view(make_game(level))
        chart = Chart("pieces", "Pieces of each side", "pieces", ((top,) * 9, (top,) * 9), top)
        colours = [tuple(theme.player_color(seat)[:3]) for seat in (0, 1)]
        for scale in (1.0, 1.5):
            surf = pygame.Surface((round(400 * scale), round(160 * scale)))
            chart_view.draw_chart(surf, surf.get_rect(), chart, ["Amina", "Youssef"], view,
                                  scale)
            w, h = surf.get_size()
            # each colour's thickest stroke down each column where the lines are
            thick = {}
            for x in range(w):
                column = [tuple(surf.get_at((x, y))[:3]) for y in range(h)]
                if any(c in colours for c in column):
                    thick[x] = [max((len(run) for run in "".join(
                        "1" if c == colour else " " for c in column).split()), default=0)
                        for colour in colours]
            assert len(thick) > w // 2, (level, scale)
            for seat in (0, 1):
                share = sum(t[seat] >= 2 for t in thick.values()) / len(thick)
                assert share >= 0.3, (level, scale, seat, share)


def test_a_sig_chart_counts_its_throws_apart_from_its_moves():
    """A finished capture game's chart said "126 moves" under a move list that numbered 51:
    the throws were counted as moves. The chart knows how many of its moves were throws, and
    its label says both, as the Load game list does; a game without throws says its moves."""
    from ludic.app.chart_view import moves_label

    game, start, moves, effects, end = playout("sig-el-oued-capture", 2)
    chart = chart_of("sig_capture", start, moves)
    states = [start]
    for m in moves:
        states.append(states[-1].play(m))
    throws = sum(1 for st in states[:-1] if st.is_chance)
    assert 0 < throws < len(moves) and chart.throws == throws
    decided = len(moves) - throws
    assert moves_label(chart) == f"{decided} moves, {throws} throws played"
    game, start, moves, effects, end = playout("dra", 2)
    chart = chart_of("dra", start, moves)
    assert chart.throws == 0 and moves_label(chart) == f"{len(moves)} moves"


def test_a_sides_line_wears_the_colour_nearest_its_pieces():
    """A QA pass (French, Khamousiyya): the game-over chart drew Amina's ivory side in
    terracotta and Yusuf's terracotta pieces in indigo, so the red line read as Yusuf's.
    A chart where only North (terracotta pieces) loses pieces: the line that falls to 0 is
    drawn in the line colour nearer North's pieces, and the two sides' colours differ."""
    import sys

    import pygame

    sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
    from apphelp import headless_view
    from ludic.app import chart_view
    from ludic.model.chart import Chart

    pygame.font.init()
    view = headless_view(make_game("khamousiyya"))
    chart = Chart("pieces", "Pieces of each side", "pieces",
                  ((24,) * 9, (24,) * 4 + (0,) * 5), 24)
    surf = pygame.Surface((400, 160))
    chart_view.draw_chart(surf, surf.get_rect(), chart, ["Amina", "Yusuf"], view, 1.0)
    lines = [tuple(view.seat_color(seat)[:3]) for seat in (0, 1)]
    assert lines[0] != lines[1]
    # the falling line, at the right end, just above the axis
    seen = {tuple(surf.get_at((x, y))[:3]) for x in range(300, 390) for y in range(100, 158)}
    falling = [c for c in lines if c in seen]
    assert len(falling) == 1, (lines, falling)
    icon = view.player_icon(1, 48)
    piece = tuple(icon.get_at((24, 24))[:3])

    def far(c):
        return sum((a - b) ** 2 for a, b in zip(c, piece))

    assert far(falling[0]) < min(far(c) for c in lines if c != falling[0]), (falling, piece)


def test_the_chart_of_a_history_leaves_out_the_moves_taken_back():
    """A QA pass (Sig capture against the computer): a capture, Undo, then a draw agreed; the
    end panel's chart showed the capture just taken back and counted its move and throw as
    played. The chart of a history is of the moves in force, never of the redo line."""
    from ludic.app.history import History
    from ludic.model.chart import chart_of_history

    game, start, moves, effects, end = playout("dra", 1)
    first = next(i for i, eff in enumerate(effects)
                 if any(e.kind == EffectKind.REMOVE for e in eff))
    history = History(start)
    for move in moves[:first + 3]:
        history.play(move)
    assert chart_of_history("dra", history).captures  # the removal is in force
    history.reset_to(first)  # taken back: the removal is on the redo line only
    assert history.can_redo()
    chart = chart_of_history("dra", history)
    assert chart.points == first + 1
    assert chart.captures == ()
    assert chart.at(chart.points - 1) == (12, 12)  # D2: nobody has lost a piece yet
