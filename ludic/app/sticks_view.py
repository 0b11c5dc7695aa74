"""The six El Oued sticks, thrown and tumbling (both Sig games).

Each throw is one animation: the six sticks fly in from the thrower's hand along arcs, spin
and flip (a flip shows the other side: ``stick_polished.png`` / ``stick_rough.png``), bounce
and land with ``count`` polished sides up. Then, under the sticks, the throw's name small
("1 polished side up: Sig!") and its count big and short ("Sig! 1 and throw again",
"4 — no sig power", "Sig of six + sig = 7"), taken from the model's ``THROW``/``COUNT``
effects' text without the rule number; nothing is re-derived here. The longer narration (points
lost, follow-ups) goes to the game's message bar. Follow-up throws play one after another.

Which of the six sticks show the polished side is cosmetic (a ``random.Random`` seeded by the
throw's place in the game, so redrawing never changes it); how many is the model's.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import replace
from typing import Sequence

import pygame

from ludic.i18n import N_, Text, _, tr
from ludic.app import theme
from ludic.app.anim import Timeline, bounce, clamp01, ease_out
from ludic.model.protocol import Effect, EffectKind

STICKS = 6
FLIGHT = 0.75  # seconds in the air at speed 1
#: The sticks' part of the tray's height, above the words (the throw's name, the count).
STICKS_SHARE = 0.56
SETTLE = 0.25
#: How opaque the sticks of a past throw are (another player's, who passed the turn): faded,
#: they read as done, not as the throw of the player to play.
PAST_ALPHA = 110


#: The words of the one count that asks for the next throw (a sig, K2), as the model gives it.
SIG_AGAIN = "Sig! 1 and throw again (K2)"
#: The same count told of a thrower nobody asks (the computer, a review:
#: :data:`ludic.app.scenes.game.words.TOLD`).
SIG_AGAIN_TOLD = "Sig! 1 and one more throw (K2)"


def ends_turn(effects: Sequence[Effect]) -> bool:
    """Do ``effects`` end the thrower's turn: the game over (``END``) or the turn passed to
    another player (``TURN``)? A sig that does (its move reached Mecca, or the last piece
    home) earns no throw after all: the game, or the player's part in it, is over."""
    return any(e.kind in (EffectKind.END, EffectKind.TURN) for e in effects)


def retold(effects: Sequence[Effect]) -> list[tuple[int, Effect]]:
    """The effects as they are told, each with its place in ``effects``:

    - a closing ``EXTRA_THROW`` whose words a ``COUNT`` already said ("Sig! 1 and throw
      again (K2)" then "Sig: throw again (K2)") is left out: told once, not twice;
    - where the same move ends the turn (:func:`ends_turn`: the sig's point won the game),
      the sig's count is told as "Sig! 1 (K2)": nothing may invite a throw that never comes,
      neither the tray under the landing sticks nor the message bar.

    An effect told as it is stays the same object (callers look effects up by identity)."""
    out: list[tuple[int, Effect]] = []
    again = False
    last = ends_turn(effects)
    for i, e in enumerate(effects):
        if e.kind == EffectKind.COUNT and ("throw again" in (e.text or "").lower()
                                           or getattr(e.text, "msgid", None) == SIG_AGAIN_TOLD):
            again = True
            if last and getattr(e.text, "msgid", None) in (SIG_AGAIN, SIG_AGAIN_TOLD):
                e = replace(e, text=Text(N_("Sig! 1 (K2)")))
        elif e.kind == EffectKind.EXTRA_THROW and again:
            continue
        out.append((i, e))
    return out


def without_repeats(effects: Sequence[Effect]) -> list[Effect]:
    """``effects`` as they are told (:func:`retold`), without their places."""
    return [e for _, e in retold(effects)]


class SticksView:
    def __init__(self, assets) -> None:
        self.assets = assets
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.faces: tuple[bool, ...] = ()  # polished side up, per stick, of the last throw
        self.caption = ""  # the THROW effect's text (the throw's name)
        self.detail = ""  # the COUNT, EXTRA_THROW and LOST texts (told in the message bar)
        self.head = ""  # the count (count_text), headlined big when drawn
        #: the seat that threw the throw shown (None: not said, as in a lesson); the game
        #: scene compares it with the seat to play (see :meth:`draw`'s ``by``)
        self.thrower: int | None = None
        self._spots: list[tuple[float, float, float]] = []

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        r = self.rect
        jitter = random.Random(7)
        area_w = r.width * 0.9
        self._spots = []
        for i in range(STICKS):
            x = r.x + r.width * 0.05 + area_w * (i + 0.5) / STICKS
            y = r.y + r.height * 0.3 + jitter.uniform(-0.03, 0.03) * r.height
            angle = 90 + jitter.uniform(-14, 14)
            self._spots.append((x, y, angle))

    def stick_size(self) -> tuple[int, int]:
        length = max(8, int(min(self.rect.height * 0.48, self.rect.width / STICKS * 4.5)))
        return length, max(3, int(length * 48 / 320))

    @staticmethod
    def faces_for(count: int, seed: int) -> tuple[bool, ...]:
        order = list(range(STICKS))
        random.Random(seed).shuffle(order)
        up = set(order[:count])
        return tuple(i in up for i in range(STICKS))

    @staticmethod
    def texts(effects: Sequence[Effect]) -> tuple[str, str]:
        """The caption (the throw's name) and detail (the count) from the effects."""
        throw = next((e.text for e in effects if e.kind == EffectKind.THROW), "")
        rest = [e.text for e in without_repeats(effects)
                if e.kind in (EffectKind.COUNT, EffectKind.EXTRA_THROW, EffectKind.LOST)
                and e.text]
        return throw, "  ".join(rest)

    @staticmethod
    def count_text(effects: Sequence[Effect]) -> str:
        """The count as the model says it, not yet translated: the ``COUNT`` (else
        ``EXTRA_THROW``) text, as told (:func:`without_repeats`). The tray keeps this and
        headlines it when drawing (:meth:`headline`): kept headlined, it stayed in the
        language of the throw ("3 — no sig power" under a French game after a switch)."""
        texts = {e.kind: e.text for e in without_repeats(effects) if e.text}
        return texts.get(EffectKind.COUNT) or texts.get(EffectKind.EXTRA_THROW) or ""

    @staticmethod
    def headline(effects_or_detail) -> str:
        """The count, short, for the big line: the ``COUNT`` (else ``EXTRA_THROW``) text
        without its rule number, "N points, no sig power" as "N — no sig power", as told
        (:func:`retold`: "Sig! 1" alone for the sig whose point ended the game)."""
        text = effects_or_detail if isinstance(effects_or_detail, str) \
            else SticksView.count_text(effects_or_detail)
        plain = re.match(r"(\d+) points?, no sig power \(K2\)$", str(text))  # str: English
        if plain:  # in every language, not only where the words match the English
            return _("{k} — no sig power").format(k=plain.group(1))
        text = tr(text)  # in the language in force; the rule number goes in any language
        text = re.sub(r"\s*\([A-Z]\d+[a-z]?\)", "", text).strip().rstrip(".")
        text = re.sub(r"^(\d+) points?, ", r"\1 — ", text)
        return text.replace(", no sig power", " — no sig power")

    # -- the animation -----------------------------------------------------------------------
    def throw(self, count: int, effects: Sequence[Effect], seed: int,
              sound=None) -> Timeline:
        """The timeline of one throw landing with ``count`` polished sides up."""
        faces = self.faces_for(count, seed)
        caption, detail = self.texts(effects)
        tl = Timeline()
        rng = random.Random(seed * 31 + 5)
        spins = [rng.uniform(1.5, 3.0) * rng.choice((-1, 1)) for _ in range(STICKS)]
        flips = [rng.randint(2, 4) * 2 + (0 if faces[i] else 1) for i in range(STICKS)]
        delays = [rng.uniform(0.0, 0.12) for _ in range(STICKS)]
        tl.sound("sticks", at=0.0)

        def draw(surface: pygame.Surface, u: float) -> None:
            t = u * (FLIGHT + SETTLE)
            self._draw_flying(surface, t, faces, spins, flips, delays)

        tl.custom(draw, at=0.0, duration=FLIGHT + SETTLE)
        tl.set("sticks", (faces, caption, self.count_text(effects)), at=FLIGHT + SETTLE)
        tl.wait(0.35)
        return tl

    def _draw_flying(self, surface, t, faces, spins, flips, delays) -> None:
        r = self.rect
        hand = (r.x + r.width * 0.5, r.bottom + r.height * 0.2)
        for i, (x, y, angle) in enumerate(self._spots):
            local = clamp01((t - delays[i]) / FLIGHT)
            u = ease_out(local)
            px = hand[0] + (x - hand[0]) * u
            py = hand[1] + (y - hand[1]) * bounce(local) - math.sin(math.pi * u) * r.height * 0.9
            # flips[i] half-turns from polished up: an even number lands polished, an odd one
            # rough (see throw), so the side shown is continuous with the landing side
            flip_phase = flips[i] * math.pi * u
            polished = math.cos(flip_phase) >= 0 if local < 1 else faces[i]
            squash = abs(math.cos(flip_phase)) if local < 1 else 1.0
            rot = angle + (1 - u) * spins[i] * 360
            self._blit_stick(surface, (px, py), rot, polished, max(0.15, squash))

    def _blit_stick(self, surface, center, angle: float, polished: bool, squash: float,
                    size: tuple[int, int] | None = None, alpha: int = 255) -> None:
        length, thick = size or self.stick_size()
        name = "stick_polished" if polished else "stick_rough"
        img = self.assets.scaled(name, (length, max(2, int(thick * squash))))
        img = pygame.transform.rotate(img, angle)  # a new surface: the cached one stays
        if alpha < 255:
            img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, anim: Timeline | None, scale: float,
             idle: str = "Throw the sticks", over: bool = False,
             by: tuple[str, tuple] | None = None) -> None:
        """The tray, then either the flying sticks (``anim`` running), the last throw, or
        ``idle`` (nothing thrown yet). ``over``: the game has ended; the last throw then
        shows its name alone ("1 polished side up: Sig!"), without its count, whose words
        ask for what comes next ("Sig! 1 and throw again") when nothing does.

        ``by``: the last throw is another player's than the one to play now, (their name,
        their colour). It passed the turn, and under the heading "Yusuf: throw the sticks"
        it read as Yusuf's throw (two people sharing a laptop did). It is then shown as past:
        the sticks faded, the tray edged in the thrower's colour, and the count said as
        theirs, "Amina threw: 4 — no sig power", instead of the throw's name."""
        r = self.rect
        if r.width <= 0:
            return
        tray = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(tray, (60, 36, 20, 110), tray.get_rect(), border_radius=round(12 * scale))
        surface.blit(tray, r)
        flying = anim is not None and not anim.done and anim.value("sticks") is None
        if anim is not None and not anim.done:
            landed = anim.value("sticks")
            if landed is not None:
                self._draw_landed(surface, *landed, scale)
            else:  # flying in from below, seen inside the tray only
                clip = surface.get_clip()
                surface.set_clip(r.clip(clip))
                anim.draw(surface)
                surface.set_clip(clip)
        elif self.faces:
            self._draw_landed(surface, self.faces, self.caption, "" if over else self.head,
                              scale, None if over else by)
        else:
            self._draw_resting(surface, idle, scale)
        del flying

    def _draw_resting(self, surface, idle: str, scale: float) -> None:
        """Before the first throw: the six sticks resting side by side in the tray, as a
        player holds them before throwing (alternately polished and rough sides up, a little
        fanned), and ``idle`` ("Throw the sticks") under them in the count's own style: the
        tray looks ready to be used, not empty."""
        r = self.rect
        top = r.height * STICKS_SHARE  # the sticks' part of the tray, above the caption
        thick = self.stick_size()[1]  # as thick as the thrown sticks, lying longer
        length = max(8, int(r.width * 0.5))
        gap = min(thick * 1.6, top * 0.75 / STICKS)
        cx, cy = r.centerx, r.y + top * 0.55
        for i in range(STICKS):
            k = i - (STICKS - 1) / 2
            angle = 3 - k * 1.0  # lying across the tray, fanned a little from one end
            self._blit_stick(surface, (cx - k * gap * 0.6, cy + k * gap), angle, i % 2 == 0,
                             1.0, (length, thick))
        if not idle:
            return
        room = self.text_room(STICKS_SHARE, scale)
        lines, size = theme.fit_lines(idle, room.width, round(22 * scale), bold=True,
                                      lines=2, height=room.height)
        step = theme.line_step(size, True)
        y = room.centery - step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            theme.draw_text(surface, line, (room.centerx, y + i * step), size, theme.HIGHLIGHT,
                            bold=True, anchor="center", shadow=theme.INK)

    def _draw_landed(self, surface, faces, caption, count, scale, by=None) -> None:
        """The landed sticks, their name and ``count`` (:meth:`count_text`) headlined, both
        in the language in force; the sticks drawn smaller, higher in the tray, when the
        count needs more room to be read whole (:meth:`landed_layout`). ``by`` (see
        :meth:`draw`): another player's throw, shown as past (:meth:`whose`)."""
        head = self.headline(count) if count else ""
        who = self.whose(by[0]) if by and head else ""
        if who:
            caption = ""  # the thrower's name says more than the throw's name
        share, lines = self.landed_layout(caption, head, scale, who)
        r = self.rect
        if who:
            pygame.draw.rect(surface, by[1], r, width=max(2, round(3 * scale)),
                             border_radius=round(12 * scale))
        k = share / STICKS_SHARE  # the sticks' size against their usual one
        length, thick = self.stick_size()
        size = (max(8, int(length * k)), max(3, int(thick * k)))
        for i, (x, y, angle) in enumerate(self._spots):
            self._blit_stick(surface, (x, r.y + (y - r.y) * k), angle, faces[i], 1.0, size,
                             alpha=PAST_ALPHA if who else 255)
        for text, size_, color, y in lines:
            if who and color == theme.HIGHLIGHT:
                color = theme.CREAM  # the past throw, not the bright news of one landing
            theme.draw_text(surface, text, (r.centerx, y), size_, color, bold=True,
                            anchor="midtop", shadow=theme.INK)

    @staticmethod
    def whose(name: str) -> str:
        """The words that give the count shown to its thrower ``name``, in the language in
        force, with ``{count}`` where the count goes: "Amina threw: {count}"."""
        return _("{player} threw: {count}").replace("{player}", name)

    def text_room(self, share: float, scale: float) -> pygame.Rect:
        """The room for the words under the sticks when the sticks take the top ``share``
        of the tray."""
        r = self.rect
        top = r.y + round(r.height * share)
        return pygame.Rect(r.x + round(8 * scale), top, r.width - round(16 * scale),
                           r.bottom - round(6 * scale) - top)

    def landed_layout(self, caption: str, head: str, scale: float, who: str = ""):
        """(the sticks' share of the tray's height, the lines under them): the usual share
        if the count reads whole there, else the least smaller share that gives it room
        ("Sig of twelve, no sig: 3 + 3 + 4 = 10 — no sig power", cut at "no sig po…" in a
        tray squeezed to 90 pixels at 1280x720, is read on two lines under shorter
        sticks). Where even that is too little (extra large text), the count without
        the throw's name before its colon ("3 + 3 + 4 = 10 — no sig power": the message
        bar says it whole); cut as a last resort, the sticks at their usual size. ``who``
        (:meth:`whose`): the count said as a past player's, "Amina threw: {count}"; where
        that is too long, the numbers alone ("Amina a lancé : 2", without "— sans pouvoir
        du sig"): whose throw it was matters more than its power, which the bar tells."""
        short = head.split(":", 1)[1].strip() if ":" in head else ""
        counts = [x for x in (head, short) if x]
        if who:  # a past throw: its thrower first, then the number ("Amina threw: 2")
            numbers = (re.match(r"[\d\s+=]*\d", x) for x in counts)  # "3 + 3 + 4 = 10"
            counts += [m.group(0).strip() for m in numbers if m]

        def said_by(count: str) -> str:
            return who.replace("{count}", count) if who and count else count

        for words in dict.fromkeys(said_by(x) for x in counts) if head else ("",):
            for share in (STICKS_SHARE, 0.48, 0.4, 0.33):
                lines = self.caption_lines(caption, words, self.text_room(share, scale),
                                           scale)
                said = [t for t, _size, color, _y in lines if color == theme.HIGHLIGHT]
                if not words or " ".join(said).split() == theme.drawable(words).split():
                    return share, lines
        room = self.text_room(STICKS_SHARE, scale)
        return STICKS_SHARE, self.caption_lines(caption, said_by(counts[-1]), room, scale)

    @staticmethod
    def caption_lines(caption: str, head: str, room: pygame.Rect,
                      scale: float) -> list[tuple[str, int, tuple, int]]:
        """(text, size, colour, top) of the lines under the sticks, inside ``room``: the
        count big (on two lines if it must), the throw's name small above it if there is
        room left. Nothing overlaps and nothing leaves ``room``."""
        def height(size: int) -> int:
            return theme.font(size, True).get_height()

        caption = tr(caption)
        # never below the smallest legible text (theme.min_text_px): 13 * scale was 10 px at
        # 1024x600, where "Sig of twelve, no sig: 3 + 2 + 4 = 9 — no sig power" was wrapped
        least = theme.legible(round(13 * scale))
        big, small = max(least, round(22 * scale)), max(least, round(15 * scale))
        lines: list[tuple[str, int, tuple]] = []
        if head:
            size = theme.fit_size(head, room.width, big, bold=True, minimum=least)
            if height(size) > room.height:  # extra large Arabic ran below the room
                size = max(least, int(size * room.height / height(size)))
                while size > least and height(size) > room.height:
                    size -= 1
            if theme.font(size, True).size(head)[0] <= room.width and size >= small:
                lines = [(head, size, theme.HIGHLIGHT)]
            else:
                # two lines, smaller if need be (never under the smallest legible text), of
                # a width: "Sig of twelve, no sig: 3 + 3 + 4 = 10 — no sig" over "power" left
                # one word alone on the second line (theme.balance)
                for size in dict.fromkeys((theme.legible(small), theme.legible(least))):
                    wrapped = theme.balance(theme.wrap(head, size, room.width, bold=True),
                                            size, True)
                    if len(wrapped) <= 2 and height(size) * len(wrapped) <= room.height:
                        lines = [(w, size, theme.HIGHLIGHT) for w in wrapped]
                        break
                else:
                    size = theme.fit_size(head, room.width, small, bold=True, minimum=least)
                    lines = [(theme.ellipsis(head, size, room.width, True), size,
                              theme.HIGHLIGHT)]
        used = sum(height(size) for _, size, _ in lines)
        if caption:
            size = theme.fit_size(caption, room.width, small, bold=True, minimum=least)
            if used + height(size) <= room.height or not lines:
                # at the smallest legible size and still too long: shortened, never smaller
                lines.insert(0, (theme.ellipsis(caption, size, room.width, True), size,
                                 theme.CREAM))
        out = []
        total = sum(height(size) for _, size, _ in lines)
        y = room.y + max(0, (room.height - total) // 2)
        for text, size, color in lines:
            if y + height(size) > room.bottom + 1 and out:
                break
            out.append((text, size, color, y))
            y += height(size)
        return out

    def land(self, count: int, effects: Sequence[Effect], seed: int,
             thrower: int | None = None) -> None:
        """Show a throw as landed (after its animation, or at once when skipped), thrown by
        the seat ``thrower`` if it is given."""
        self.thrower = thrower
        self.faces = self.faces_for(count, seed)
        self.caption, self.detail = self.texts(effects)
        self.head = self.count_text(effects)

    def clear(self) -> None:
        self.faces, self.caption, self.detail, self.head = (), "", "", ""
        self.thrower = None
