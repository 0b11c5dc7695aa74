"""The words of the move list: each line says who did what, in the players' names (issue
14.7, 14.8). A throw says what it did ("Amina throws 4: father 5 to 9", "Yusuf throws 2: no
move (S5)"); a move says its notation and what it took ("Amina  d2-e1, takes e1"); a move
without a square says what happened ("Yusuf declares H’ajeb (H6)"), never a raw word.

Everything is read from the effects the history recorded with each move, so the list tells
what the rules did, and the view gives the words of the moves without a square
(:meth:`BoardView.move_words`). Strings are translated as the list is made.
"""

from __future__ import annotations

import re

from ludic.i18n import N_, _, join_commas, join_list, ngettext, place_prepositions
from ludic.model.protocol import EffectKind

#: Piece names in the model's effects, marked for translation.
PIECE_WORDS = {"father": N_("father"), "djinn": N_("djinn"), "mother": N_("mother")}


#: A bracket of the list's words: "(0, sig of twelve)", "(2\u00a0pieces)", "(S5)".
_BRACKET = re.compile(r"\([^()]*\)")


def held_brackets(text: str) -> str:
    """``text`` with the words inside each of its brackets held together by no-break spaces,
    so that a wrapped row never breaks inside them (the list's wraps break only at ordinary
    spaces: :meth:`Panel._set_row_form`). In Arabic the race's short form broke after the
    comma of "(0، سيق الاثني عشر)", the sig's name on the next line with its closing bracket;
    in English "(0, sig of" over "twelve)" the same. The space after the bracket stays a
    place to break."""
    return _BRACKET.sub(lambda m: m.group(0).replace(" ", "\u00a0"), text)


def number_label(number: int) -> str:
    """A move's number in the list as drawn, left to right: ``1.`` in English and French,
    ``.1`` in Arabic, where the list reads from the right and the number's stop follows it
    to its left (as an Arabic numbered list shows it). The label holds no letter, so the
    text drawing cannot tell which way it reads: the panel draws it already in order."""
    from ludic.i18n import is_rtl

    return f".{number}" if is_rtl() else f"{number}."


def _piece(name: str | None) -> str:
    return _(PIECE_WORDS[name]) if name in PIECE_WORDS else ""


def _fill(msgid: str, **values: str) -> str:
    """``msgid`` translated and filled, its prepositions put right before a city (French
    "du Caire", :func:`~ludic.i18n.place_prepositions`)."""
    template, values = place_prepositions(_(msgid), values)
    return template.format(**values)


def journeys(effects, place=str, compact: bool = False) -> list[str]:
    """What the pieces did, in order: consecutive steps of one piece joined ("father 5 to
    9", ``compact``: "father 5–9"), entries, arrivals at the goal (unless the run says it
    went there), captures, and the pieces a run sent back, after it ("sends 27 and Cairo (2
    pieces) back"). ``place`` says a square's name in words (the view's
    :meth:`~ludic.app.boards.base.BoardView.square_words`: "La Mecque" for ``Mecca``)."""
    out: list[str] = []
    run: list = []  # consecutive STEP effects of one piece
    # captures with nothing said between them (an Isolo relay's sowings are not told): one
    # "takes N, C, J" (ten captures were "takes N, takes C, ...", three lines of the list)
    taken: list[str] = []
    # the pieces a piece's run sent back (S7), said once after the run: "father 25 to
    # Mecca, sends 26 and Cairo (2 pieces) back". Said where they happened, the French
    # race's winning throw read "mère de 28 à Médine, renvoie Le Caire, renvoie Le Caire,
    # mère de Médine à La Mecque, mère atteint La Mecque", past the list's lines
    sent: dict[str, int] = {}

    def say(words: str) -> None:
        if taken:
            out.append(_("takes {src}").format(src=join_commas(taken)))
            taken.clear()
        if words:
            out.append(words)

    def close() -> None:
        if run:
            piece = _piece(run[0].piece)
            src, dst = place(run[0].src), place(run[-1].dst)
            if run[0].src == run[-1].dst:
                # a step between Cairo's points, the one square (S1): "father Cairo to
                # Cairo", «القاهرة إلى القاهرة», told a move that went nowhere
                say(_fill(N_("{piece} moves on within {src}"), piece=piece, src=src).strip()
                    if piece else _fill(N_("moves on within {src}"), src=src))
            elif compact:
                say(_fill(N_("{piece} {src}–{dst}"), piece=piece, src=src, dst=dst).strip()
                    if piece else _fill(N_("{src}–{dst}"), src=src, dst=dst))
            else:
                say(_fill(N_("{piece} {src} to {dst}"), piece=piece, src=src, dst=dst).strip()
                    if piece else _fill(N_("{src} to {dst}"), src=src, dst=dst))
            run.clear()
        if sent:
            # the count held to its word by a no-break space: "(2" over "pions)" read badly
            places = [src if n == 1 else ngettext(
                "{src} ({n}\u00a0piece)", "{src} ({n}\u00a0pieces)", n).format(src=src, n=n)
                for src, n in sent.items()]
            say(_fill(N_("sends {src} back"), src=join_list(places)))
            sent.clear()

    for e in effects:
        if e.kind == EffectKind.STEP:
            if run and (e.piece != run[-1].piece or e.src != run[-1].dst):
                close()
            run.append(e)
            continue
        if e.kind == EffectKind.SEND_BACK and run:
            sent[place(e.src)] = sent.get(place(e.src), 0) + 1
            continue
        # a piece whose run ends on the goal: "father 25 to Mecca" says it reached it
        arrived = e.kind == EffectKind.FINISH and bool(run) and run[-1].dst == e.dst \
            and run[-1].piece == e.piece
        close()
        if e.kind == EffectKind.ENTER:
            piece = _piece(e.piece) or _("a piece")
            say(_fill(N_("{piece} enters on {dst}"), piece=piece, dst=place(e.dst)))
        elif e.kind == EffectKind.FINISH and e.piece and not arrived:
            say(_fill(N_("{piece} reaches {dst}"), piece=_piece(e.piece), dst=place(e.dst)))
        elif e.kind == EffectKind.SEND_BACK:
            say(_fill(N_("sends {src} back"), src=place(e.src)))
        elif e.kind == EffectKind.CAPTURE and e.src:
            taken.append(place(e.src))
        elif e.kind == EffectKind.REMOVE and e.src:
            say(_("removes {src}").format(src=place(e.src)))
        elif e.kind == EffectKind.FREE and e.src:
            say(_("frees {src}").format(src=place(e.src)))
    close()
    say("")
    return out


#: A sig's name after its number in the list (K2-K4): the number is the polished sides up,
#: as the sticks show it and the rule book writes it, and alone it misled: "Amina throws 5:
#: father 9 to 10" (a sig, worth 1), "Amina throws 0" (a sig of twelve, worth 12).
SIG_WORDS = {0: N_("{k} (sig of twelve)"), 1: N_("{k} (sig)"), 5: N_("{k} (sig)"),
             6: N_("{k} (sig of six)")}

#: The same in the list's short form, inside its brackets: "Amina (0, sig of twelve):
#: father 7–11". The short form said the number alone, "Computer 1 (0)" for a sig of twelve.
SIG_WORDS_SHORT = {0: N_("{k}, sig of twelve"), 1: N_("{k}, sig"), 5: N_("{k}, sig"),
                   6: N_("{k}, sig of six")}


def throw_words(move, compact: bool = False) -> str:
    """A throw as the list says it: its number of polished sides up, and a sig's name
    (:data:`SIG_WORDS`): ``3``, ``5 (sig)``, ``0 (sig of twelve)``; in the list's short form
    (``compact``) the name follows a comma, inside the row's brackets (:data:`SIG_WORDS_SHORT`):
    ``0, sig of twelve``."""
    text = str(move)
    words = (SIG_WORDS_SHORT if compact else SIG_WORDS).get(int(text)) \
        if text.isdigit() else None
    return _(words).format(k=text) if words else text


def throw_line(name: str, move, effects, view=None, compact: bool = False) -> str:
    """``<name> throws 4: father 5 to 9``; a throw whose count is lost says so with the
    rule; a throw that leaves the choice to the player says only the throw.

    ``compact``: the same in the list's short form, ``<name> (4): father 5–9``, ``<name> (0,
    sig of twelve): ...``, for a list too narrow for the long one (the Sig race's review in
    extra large text set each throw on two lines, and its five lines held two throws)."""
    done = journeys(effects, view.square_words if view is not None else str, compact)
    if done:
        said = N_("{name} ({count}): {what}") if compact \
            else N_("{name} throws {count}: {what}")
        return _(said).format(name=name, count=throw_words(move, compact),
                              what=join_commas(done))
    lost = next((e for e in effects if e.kind == EffectKind.LOST), None)
    if lost is not None:
        rule = f" ({lost.rule})" if lost.rule else ""
        said = N_("{name} ({count}): no move{rule}") if compact \
            else N_("{name} throws {count}: no move{rule}")
        return _(said).format(name=name, count=throw_words(move, compact), rule=rule)
    said = N_("{name} ({count})") if compact else N_("{name} throws {count}")
    return _(said).format(name=name, count=throw_words(move, compact))


def move_line(name: str, view, move, effects) -> str:
    """``<name>  <what the move did>``: its notation and what it took, or, for a move
    without a square, the view's words for it."""
    words = view.move_words(move) if view is not None else str(move)
    removal = next((e for e in effects if e.kind == EffectKind.REMOVE and e.src), None)
    if words == str(move) and removal is not None and str(move).startswith("x"):
        # the rule apart from the square, so the Arabic catalogue places each (bidi)
        words = (_("removes {square} ({rule})").format(square=removal.src, rule=removal.rule)
                 if removal.rule else _("removes {src}").format(src=removal.src))
    extra = [j for j in journeys(effects) if not j.startswith(("a ", _("a piece")))
             and j.split(" ", 1)[0] in (_("takes"), _("removes"), _("frees"),
                                        _("sends"))]
    if extra and words == str(move) and not str(move).startswith("x"):
        return _("{name}  {move}, {what}").format(name=name, move=words,
                                                  what=join_commas(extra))
    return _("{name}  {move}").format(name=name, move=words)


def line(name: str, view, before, move, effects, compact: bool = False) -> str:
    """The list's line of ``move`` played by ``name`` from the state ``before``: a throw's
    (:func:`throw_line`, in its short form if ``compact``) or a move's
    (:func:`move_line`, which has one form)."""
    if before.is_chance:
        return throw_line(name, move, effects, view, compact)
    return move_line(name, view, move, effects)
