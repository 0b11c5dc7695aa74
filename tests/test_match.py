from ludic.model.match import Match
from ludic.model.protocol import Outcome, Termination

BLOCKED = Termination.BLOCKED


def test_dra_match_loser_starts_next_and_target_ends_it():
    m = Match(target=10, next_first="loser")
    m = m.record(Outcome(0, "South captured more", why="South captured more",
                         termination=BLOCKED), points=2)
    assert m.scores == (2, 0) and m.first_player == 1
    m = m.record(Outcome(None, "equal captures", why="equal captures", termination=BLOCKED))
    assert m.scores == (2, 0) and m.first_player == 1 and not m.is_over
    for _ in range(8):
        m = m.record(Outcome(0, "win", why="win", termination=BLOCKED))
    assert m.scores == (10, 0) and m.winner == 0 and m.is_over


def test_winner_starts_next_for_khamousiyya():
    m = Match(target=None, next_first="winner").record(Outcome(1, "blocked", why="blocked",
                                                                termination=BLOCKED))
    assert m.first_player == 1 and m.winner is None
