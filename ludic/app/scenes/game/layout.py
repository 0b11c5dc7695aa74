"""Where everything of the game scene goes in a window of a given size: pure geometry.

The header bar across the top left, the board in the area under it, the message bar under
the board, and the panel on the right (top to bottom: players and side information, the
sticks and the Throw / Teacher rows in the stick games, the action buttons, the move list,
the Hint / Watch row and two rows of buttons at the bottom, more where long words need
them: :func:`compute`'s ``rows``). :func:`compute` makes a
:class:`GameLayout` from the window size and a few facts about the game; nothing here draws or
keeps state.

In Arabic the whole scene is mirrored (:class:`~ludic.app.scenes.common.Mirror`): the panel
on the left, the board and its header on the right. A reader of Arabic starts at the top
right, as a reader of English starts at the top left, and meets the same thing first: the
game's name and its board, then the panel of players, moves and buttons beside it; that is
how Arabic software lays a window out (the mirror image of the left-to-right one). The board
itself is not mirrored: its squares keep the rule book's geometry and names.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ludic.app import theme
from ludic.app.scenes.common import WIDEN_MOST, Mirror


@dataclass
class GameLayout:
    scale: float
    header_h: int
    header: pygame.Rect  # the bar over the board: the game's name, its people and place
    panel: pygame.Rect
    message_h: int
    board_area: pygame.Rect  # the room the board has (the board keeps its aspect inside)
    board: pygame.Rect  # the rect handed to the view
    message_rect: pygame.Rect
    board_dirty: pygame.Rect  # what an animation frame redraws of the board
    players_rect: pygame.Rect
    info_rows: int  # lines of side information under the players (2 to 4)
    sticks: pygame.Rect  # empty where the game has no sticks
    throw_rect: pygame.Rect | None
    demo_rect: pygame.Rect | None
    actions_top: int  # where the action buttons (and then the move list) begin
    bottom_rect: pygame.Rect  # the two rows Undo Redo Rules / numbers Settings Menu
    tools_rect: pygame.Rect  # the row above them: Hint, and Pause Step Speed (computers)
    list_bottom: int
    player_line: int = 0  # the height of one player's row in the players list
    bottom_rows: int = 2  # rows of the bottom block (Undo Redo Rules Help / ... Menu)
    tool_rows: int = 1  # rows of the tools (Hint; Pause Step Speed), 0 with no tools
    spare_rows: int = 0  # rows of buttons more the move list can give (see compute)
    button_h: int = 0  # the height of a row of those buttons (grown)
    grown: bool = False  # the rows of buttons taller for Arabic letters (grown)
    growth: bool | str = False  # how much taller: True, LEAST or False (grown, compute)
    list_fit: tuple = (0, 0)  # the move list's rows under an action button and without one
    widened: bool = False  # the panel took the width the board leaves (compute's widen)
    info_lines: int = 0  # the lines of side information laid out for (compute's info_lines)
    widened_by: int = 0  # how much wider the panel is for its words (compute's widen)
    player_columns: int = 1  # the players' list in one column or two (compute)

    @property
    def info_step(self) -> int:
        return info_step(self.scale)


def text_factor() -> float:
    from ludic.app.theme import text_factor as factor

    return factor()


def info_step(scale: float) -> int:
    """The height of one line of side information: the font's own line at the size the lines
    are drawn (16 at scale 1, enlarged by the text size setting), the step every language
    shares (:func:`ludic.app.theme.line_step`). A fixed 19 px at scale 1 (1.19 times the
    size, where Noto Sans's line is 1.36) stood the lines closer than the face's own line:
    at 1024x691 in Arabic the dots under the match line's «حتى» touched the hamza of
    «المأسور» under it. The panel steps an Arabic pair further where their marks still meet
    (:meth:`Panel.draw`, by the ink)."""
    return theme.line_step(round(16 * scale))


#: The rows' growth for Arabic letters that costs the move list none of its rows: the
#: least each row needs for its words at nine tenths of English's size (:func:`grown`).
LEAST = "least"


def grown(height: float, scale: float, more: float = 16, grow: bool | str = True,
          least: float = 2) -> int:
    """A row of buttons ``height`` tall at scale 1 and normal text; in Arabic taller with the
    text size setting (``more`` / 4 px more in large text, ``more`` / 2 in extra large, at
    scale 1; the Throw button's larger words take 24). Arabic letters reach further above
    and below their line than Latin ones: in a 44 px row the extra large 'تراجع' (Undo) and
    'تلميح' (Hint) had to shrink to 24 px where 'Undo' kept 27, in the Teacher's 34 px row
    'المعلم' to 18 px where 'Teacher' kept 22. Latin words fit the usual rows: those keep
    their height.

    Where the move list would lose its rows to that growth (``grow`` :data:`LEAST`,
    :func:`compute`), each row grows by ``least`` in place of ``more``: what its words need
    to stay at nine tenths of English's size or more (in extra large text at 1280x720 the
    Throw's 'ارمِ العصيّ' needs 53 px for 29 px words, English's 32 being drawn in 46; the
    Teacher's 'المعلم' 36 px, 'تراجع' 45), measured. ``grow`` False: the usual height (a
    race of six at 1024x600, where even that would cost the list a row)."""
    from ludic.i18n import is_rtl

    if not (grow and is_rtl()):
        return round(scale * height)
    return round(scale * (height + (least if grow == LEAST else more) * (text_factor() - 1)))


def info_asked(lines: int) -> int:
    """The rows ``lines`` lines of side information ask of the panel: two at least (the
    race's one line or two keep the same layout), four at most (:func:`info_room`)."""
    return max(2, min(4, lines))


def info_room(h: int, scale: float, top: int, uses_sticks: bool, lines: int) -> int:
    """How many lines of side information fit under the players (2 to 4): four when the
    move list keeps a useful height below the sticks, buttons and the rest."""
    s = scale
    below = round(3 * 44 * s + 2 * 6 * s + 3 * 12 * s)  # hint..., undo... menu, paddings
    if uses_sticks:
        below += round(max(150 * s, h * 0.2) + 46 * s + 34 * s + 12 * s + 12 * s)
    below += round(2 * 50 * s) + round(24 * s)  # two action buttons, the list's title
    spare = h - top - below - round(120 * s)  # a move list of a few lines
    room = max(2, min(4, 2 + spare // info_step(s)))
    return min(room, info_asked(lines))


def compute(size: tuple[int, int], scale: float, *, players: int, uses_sticks: bool,
            aspect: float, info_lines: int, tools: bool = True,
            demo_row: bool = True, rows: tuple[int, int] = (2, 1),
            list_keep: int = 0, grow: bool | str = True, list_row: int = 0,
            list_need: tuple = (0, 0), widen: bool = False,
            actions: bool = True, needs: dict | None = None,
            player_columns: int | None = None) -> GameLayout:
    """The layout for a window of ``size`` at ``scale``: ``players`` rows in the players
    list, the sticks or not, a board of width/height ``aspect``, ``info_lines`` lines of
    side information wanted under the players, the row of tools (Hint; Pause, Step, Speed
    with a computer seat) or not (``tools``: a race of people, where a hint has nothing to
    choose, S3: its room goes to the move list), the Teacher's row under the Throw button
    or not (``demo_row``: a race with a computer seat has its Teacher toggle in the row of
    tools, in the place of a Hint that has nothing to choose, and the row of picks 0-6
    only while the teacher picks: its room goes to the move list; ``demo_rect`` is then
    None).

    ``rows`` is how many rows the bottom block of buttons and the tools take: two and one,
    unless their words need more to be drawn at a legible size (long French labels in
    extra large text: :func:`ludic.app.scenes.common.plan_rows`). Those rows come out of
    the move list's room and the sticks' (down to their floor): ``spare_rows`` says how
    many rows of buttons the usual layout (two and one) can give so that the list still
    holds ``list_keep`` pixels (its title and a few rows) under one row of action buttons;
    the players and their side information keep their room.

    ``grow`` says how much taller the rows of buttons are for Arabic letters
    (:func:`grown`): True, as tall as they read best, unless the move list (``list_row``
    a row's height) would then hold fewer than ``list_keep`` pixels under a row of action
    buttons; then :data:`LEAST`, the least each row's words need, where the list keeps the
    rows it is sure to have with the usual rows (``list_need``: under a row of action
    buttons where the game has them, ``actions``, and three at least without one; all of
    them where it has none); else False, the usual rows (the sticks keep their room: in a
    tray shorter than its floor the Arabic count under them ran onto its edge).
    ``widen``: the panel takes the width the board leaves (its height bounds it), for its
    buttons' words (:meth:`GameButtons.plan`); a number: at least that many pixels more,
    from the board's width where need be (at most :data:`WIDEN_MOST` of it: the race's
    board, bounded by its width, left its panel none).

    ``needs``: the heights the rows' words need, measured by the scene in the language's
    faces (:func:`ludic.app.scenes.common.words_height`): the Throw and Teacher rows'
    (``"throw"``, ``"demo"``) with the least growth, the bottom block's and the tools'
    (``"buttons"`` at nine tenths of their size with the least growth, ``"buttons_full"``
    at their size with the full growth); those rows are that tall (never less than the
    usual rows), not the estimate :func:`grown` makes for every label.

    ``player_columns``: the players in one column, or two (the first half in the first,
    read first: at the left, at the right in Arabic). By default two where five or six
    players in one column would leave the move list under three rows and two leave it
    more: a race of six at 1280x720 in extra large text spent 211 px of the panel on its
    names and their line (six rows of 29 px, as large as the side information) and kept
    two rows of moves in English, one in Arabic with a computer seat.
    """
    if player_columns is None:
        one = compute(size, scale, players=players, uses_sticks=uses_sticks, aspect=aspect,
                      info_lines=info_lines, tools=tools, demo_row=demo_row, rows=rows,
                      list_keep=list_keep, grow=grow, list_row=list_row,
                      list_need=list_need, widen=widen, actions=actions, needs=needs,
                      player_columns=1)
        if players < 5 or not list_row or one.list_fit[1] >= 3:
            return one
        two = compute(size, scale, players=players, uses_sticks=uses_sticks, aspect=aspect,
                      info_lines=info_lines, tools=tools, demo_row=demo_row, rows=rows,
                      list_keep=list_keep, grow=grow, list_row=list_row,
                      list_need=list_need, widen=widen, actions=actions, needs=needs,
                      player_columns=2)
        return two if two.list_fit[1] > one.list_fit[1] else one
    columns = player_columns
    per_column = -(-players // columns)
    asked = tuple(rows)
    bottom_n, tool_n = asked
    if asked != (2, 1):
        usual = compute(size, scale, players=players, uses_sticks=uses_sticks, aspect=aspect,
                        info_lines=info_lines, tools=tools, demo_row=demo_row,
                        list_keep=list_keep, grow=grow, list_row=list_row,
                        list_need=list_need, widen=widen, actions=actions, needs=needs,
                       player_columns=columns)
        spare_rows, grow = usual.spare_rows, usual.growth if grow else False
        bottom_n, tool_n = max(2, bottom_n), max(1, tool_n)
        if bottom_n - 2 + tool_n - 1 > spare_rows:  # never more than the list can give
            bottom_n, tool_n = 2, 1
    w, h = size
    s = scale
    header_h = round(48 * s)
    # in large and extra large text the panel is wider (by 7.5% and 15%), as its words are:
    # at 1280x720 'Annuler Rétablir Règles Aide' needed 476 px at extra large text's 27 px
    # in a 360 px row, and was drawn at 17 px; the board gives the room where its width
    # bounds it (Dra, Isolo), at most 6% of it
    wider = 1 + 0.3 * (text_factor() - 1)
    panel = pygame.Rect(0, 0, round(max(330 * s, w * 0.3) * wider), h)
    panel.right = w
    # the message bar holds two lines of the smallest legible text: a long message wraps
    # rather than shrink below it (theme.fit_lines). In large and extra large text, two lines
    # of the size a long message may shrink to (16, enlarged by the setting): the bar kept
    # the normal text's two lines, and a long message there fell to the normal text's floor
    # (21 px at 1920x1080, a third of the bar's usual 45), the setting lost where a class
    # reads what happened
    least = theme.least_size()
    if theme.text_factor() > 1:
        least = max(least, round(16 * s))
    message_h = max(round(46 * s), 2 * theme.line_step(least) + round(14 * s))
    margin = round(14 * s)
    aspect = float(aspect or 1.0) or 1.0
    widened_by = 0
    if widen:
        # the board's height bounds it: the panel takes the width it leaves beside it (the
        # Sig capture board at 1280x720 left 73 px, where the French words of its buttons
        # were drawn at 23 px for English's 27 in extra large text)
        area_h = h - header_h - message_h - 2 * margin
        slack = w - panel.width - 2 * margin - round(area_h * aspect)
        widened_by = max(0, slack)
        if widen is not True:  # the width the words lack, from the board where need be
            board_w = panel.x - 2 * margin
            widened_by = max(widened_by, min(int(widen), round(WIDEN_MOST * board_w)))
        panel.width += widened_by
        panel.right = w
    area = pygame.Rect(margin, header_h + margin, panel.x - 2 * margin,
                       h - header_h - message_h - 2 * margin)
    message_rect = pygame.Rect(area.x, area.bottom + round(4 * s), area.width,
                               message_h - round(8 * s))
    # what an animation frame redraws of the board: its area and the margin around it
    # (a view may draw a pixel or two outside its rect), down to the message bar
    m = margin // 2
    board_dirty = pygame.Rect(area.x - m, area.y - m, area.width + 2 * m,
                              message_rect.top - area.y + m)
    bw = min(area.width, round(area.height * aspect))
    bh = min(area.height, round(bw / aspect))
    board = pygame.Rect(0, 0, bw, bh)
    board.center = area.center
    # panel sections, top to bottom
    pad = round(12 * s)
    x, pw = panel.x + pad, panel.width - 2 * pad
    y = header_h + pad
    # the bottom block's and the tools' rows: as tall as their words need where the scene
    # measured them (``needs``: at their size, or at nine tenths of it with the least
    # growth), else the estimate for every label (grown). Estimated, the Arabic rows were
    # 78 px at 1920x1080 in extra large text where 'الإعدادات' and the rest need 71, and 68
    # with the least growth where they need 64 (the usual 66)
    need = (needs or {}).get("buttons_full" if grow is True else "buttons") if grow else 0
    bh = max(round(44 * s), need) if need else grown(44, s, grow=grow, least=2)
    row_step = bh + round(6 * s)
    bottom_top = h - pad - 2 * bh - round(6 * s) - (bottom_n - 2) * row_step
    # The move list keeps room for a few lines (issue 14.3) whatever the number of players
    # and the buttons above it: the sticks, the players' rows and their side information
    # give way first, down to a floor, before the list does.
    want_list = round(24 * s) + round(5 * 17 * s * 1.45 + 12 * s) + round(2 * 50 * s)
    # a player's row grows with the text size setting (its name is drawn enlarged)
    line = round(30 * s * min(text_factor(), 1.35))
    sticks_h = round(max(150 * s, h * 0.2)) if uses_sticks else 0
    # the Throw and Teacher rows and their paddings
    def row_height(height: float, more: float, least: float, key: str) -> int:
        """The Throw's or the Teacher's row (:func:`grown`): with the least growth, what
        its words need where the scene measured them (``needs``). Estimated for every
        label, the Throw's row was 54 px at 1280x720 in extra large text, and its Arabic
        words were drawn at 29 px for English's 33 (they need 56), while the Teacher's row
        kept 2 px its words did not need."""
        if grow == LEAST and (needs or {}).get(key):
            return max(round(s * height), needs[key])
        return grown(height, s, more, grow, least)

    throw_h = row_height(46, 24, 16, "throw")
    demo_h = row_height(34, 16, 8, "demo")
    demo_extra = demo_h + round(12 * s) if demo_row else round(6 * s)
    sticks_extra = round(12 * s) + throw_h + demo_extra if uses_sticks else 0
    rows = info_room(h, s, y + line * per_column, uses_sticks, info_lines)

    def spare() -> int:
        used = line * per_column + round(4 * s) + rows * info_step(s) + pad + sticks_h \
            + sticks_extra
        row = bh + round(6 * s) if tools else 0  # the row of tools over the bottom buttons
        # (the rows more that the words need are not counted here: see ``more``)
        return bottom_top + (bottom_n - 2) * row_step - row - pad - y - used - want_list

    while spare() < 0 and sticks_h > round(90 * s):
        sticks_h -= max(1, round(4 * s))
    # A player's row keeps a name as large as the side information under it (16 at scale 1,
    # enlarged by the setting): the panel fits each name to its row by the line's step
    # (Panel.draw), and at 1280x720 in extra large text the stick games' rows fell to 23 px,
    # their names to 18 px under the information's 24
    least_line = max(round(23 * s), theme.line_step(round(16 * s), True) - round(4 * s))
    while spare() < 0 and line > least_line:
        line -= 1
    while spare() < 0 and rows > 1:
        rows -= 1
    # the rows of buttons more than two and one (their words need them) are the list's,
    # and the sticks' down to their floor: the players and their information keep theirs
    more = (bottom_n - 2 + ((tool_n - 1) if tools else 0)) * row_step

    def list_room() -> int:  # the move list's and the action buttons' room
        return spare() + want_list - more

    # a row of action buttons, the list's title and rows; in a game without action
    # buttons (the Sig race) a row of moves more in its place (four rows, test_app_panel_
    # room): a button row's 50 px kept for nothing, the race's French words with a computer
    # seat at 1280x720 in extra large text had no row more and were drawn at 20 px for 27
    keep = (row_step if actions else list_row) + list_keep
    while more and list_room() < keep and sticks_h > round(90 * s):
        sticks_h -= max(1, round(4 * s))
    def list_fit() -> tuple[int, int]:
        """The rows of the move list, under a row of action buttons and without one."""
        if not list_row:
            return 0, 0
        action = round(44 * s) + round(6 * s)  # (GameButtons.make_actions)
        frame = list_keep - 3 * list_row  # its title and paddings
        room = list_room() - frame
        return (room - action) // list_row, room // list_row

    def short() -> bool:
        """The list would hold fewer rows than it is sure to have with the usual rows (under
        a row of action buttons where the game has them, its fourth row coming and going
        with them: three at least without; all of them in a game without)."""
        under, alone = list_fit()
        if actions:
            return under < list_need[0] or alone < min(3, list_need[1])
        return alone < list_need[1]

    if grow == LEAST and short():  # the least growth, where the list keeps its rows
        wanted = (needs or {}).get("throw", 0)
        if uses_sticks and wanted > round(46 * s):
            # the Throw's row as tall as the list allows, a pixel short of its words' need
            # at a time, before no growth at all: in the race with a computer seat at
            # 1920x1080 in extra large text its Arabic words fell to 37 px for English's 50
            # (the usual 69 px row for the 83 they need) where 77 px, 42 px words, keeps
            # the list its rows
            return compute(size, scale, players=players, uses_sticks=uses_sticks,
                           aspect=aspect, info_lines=info_lines, tools=tools,
                           demo_row=demo_row, rows=asked, list_keep=list_keep, grow=LEAST,
                           list_row=list_row, list_need=list_need, widen=widen,
                           actions=actions, needs=dict(needs, throw=wanted - 1),
                           player_columns=columns)
        return compute(size, scale, players=players, uses_sticks=uses_sticks, aspect=aspect,
                       info_lines=info_lines, tools=tools, demo_row=demo_row, rows=asked,
                       list_keep=list_keep, grow=False, list_row=list_row, widen=widen,
                       actions=actions, needs=needs,
                       player_columns=columns)
    lacking = list_room() < keep  # (here: ``spare`` counts from the players' top, ``y``)
    fit = list_fit()
    if asked == (2, 1):  # what the usual list can give, in rows of buttons
        give = list_room() - keep + (max(0, sticks_h - round(90 * s)) if uses_sticks else 0)
        spare_rows = max(0, give // row_step) if list_keep else 0
    # the players' rows, 4 px, and the lines of side information under them (their font's
    # line keeps room under its letters: no margin under the last)
    players_rect = pygame.Rect(x, y, pw,
                               line * per_column + round(4 * s) + rows * info_step(s))
    y = players_rect.bottom + pad
    throw_rect = demo_rect = None
    if uses_sticks:
        sticks = pygame.Rect(x, y, pw, sticks_h)
        y = sticks.bottom + round(6 * s)
        throw_rect = pygame.Rect(x, y, pw, throw_h)
        y = throw_rect.bottom + round(6 * s)
        if demo_row:
            demo_rect = pygame.Rect(x, y, pw, demo_h)
            y = demo_rect.bottom + pad
        else:
            y = throw_rect.bottom + pad
    else:
        sticks = pygame.Rect(0, 0, 0, 0)
    bottom_rect = pygame.Rect(x, bottom_top, pw, bottom_n * row_step - round(6 * s))
    # no row of tools: an empty rect on the bottom buttons' top, the list down to them
    tools_h = tool_n * row_step - round(6 * s)
    tools_rect = pygame.Rect(x, bottom_rect.y - round(6 * s) - tools_h, pw, tools_h) \
        if tools else pygame.Rect(x, bottom_rect.y, pw, 0)
    # a row grew for its words: the buttons' (their Arabic words need no more than the
    # usual rows at 1920x1080 with the least growth), or the Throw's or the Teacher's
    taller = bh != grown(44, s, grow=False) or (uses_sticks and (
        throw_h != round(46 * s) or (demo_row and demo_h != round(34 * s))))
    if list_keep and grow is True and taller and lacking:
        # taller rows for Arabic letters, not at the cost of the move list's rows: the
        # least growth where the list keeps the rows the usual ones leave it, else none
        usual = compute(size, scale, players=players, uses_sticks=uses_sticks,
                        aspect=aspect, info_lines=info_lines, tools=tools, demo_row=demo_row,
                        rows=asked, list_keep=list_keep, grow=False, list_row=list_row,
                        widen=widen, actions=actions, needs=needs,
                       player_columns=columns)
        if not list_row:
            return usual
        return compute(size, scale, players=players, uses_sticks=uses_sticks, aspect=aspect,
                       info_lines=info_lines, tools=tools, demo_row=demo_row, rows=asked,
                       list_keep=list_keep, grow=LEAST, list_row=list_row,
                       list_need=usual.list_fit, widen=widen, actions=actions, needs=needs,
                       player_columns=columns)
    header = pygame.Rect(0, 0, panel.x, header_h)
    # laid out left to right above; in Arabic every rect is reflected across the window
    flip = Mirror((0, 0, w, h))
    return GameLayout(scale=s, header_h=header_h, header=flip.rect(header),
                      panel=flip.rect(panel), message_h=message_h,
                      board_area=flip.rect(area), board=flip.rect(board),
                      message_rect=flip.rect(message_rect),
                      board_dirty=flip.rect(board_dirty), players_rect=flip.rect(players_rect),
                      info_rows=rows, sticks=flip.rect(sticks),
                      throw_rect=throw_rect and flip.rect(throw_rect),
                      demo_rect=demo_rect and flip.rect(demo_rect),
                      actions_top=y, bottom_rect=flip.rect(bottom_rect),
                      tools_rect=flip.rect(tools_rect), list_bottom=tools_rect.y - pad,
                      player_line=line, bottom_rows=bottom_n, tool_rows=tool_n if tools else 0,
                      spare_rows=spare_rows, button_h=bh,
                      grown=bh != grown(44, s, grow=False),
                      growth=grow if taller else False,
                      list_fit=fit, widened=widen, info_lines=info_lines,
                      widened_by=widened_by, player_columns=columns)
