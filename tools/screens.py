"""Every screen of every game as a person sees it, written as pictures to look at.

Walks the home screen, each game's guided first game and an unreadable saved game; then for each
game its set-up, rules, a person's turn, a step into it (the dice game's die kept) and the hint
pressed there, the question before a new game replaces the saved one, the final table, the replay,
the final table of four long names with every row opened, and play by link step by step (the
invitation with its QR code, the friend opening it and their answer, the host opening that, a
turn's link with the game it carries: one page plays both devices, each on its own storage); then
the statistics of the games played on the way and today's challenge played, at 360, 390, 768 and
1280 px, in English and Italian, in the light and the dark colour scheme. Every picture is written
to ``screens/`` with an ``index.html`` that shows them by screen, each with the layout faults
``tests/browser/geometry.py`` finds there (``tests/browser/test_screens.py`` holds the same walk to
those checks, and ``tests/browser/test_every_state.py`` every phase of every game). Baselines are
not kept: this is for looking, not for comparing pixels.

Run: make screens   (or .venv/bin/python -m tools.screens [--out DIR] [--widths 360 1280])
"""

import argparse
import html
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Literal

from playwright.sync_api import Page, sync_playwright

from shelfie import registry
from tests.browser.geometry import layout_faults
from tests.facts import facts
from tools.site import RESTART, RESTARTABLE, ROOT, launch_args, serve

WIDTHS = (360, 390, 768, 1280)
LANGUAGES = ("en", "it")
SCHEMES: tuple[Literal["light", "dark"], ...] = ("light", "dark")
BOOT_MS = 120_000
STEP_MS = 60_000


def _ready(page: Page, address: str) -> None:
    """The page at ``address`` as a new visit sees it: its Python started once, then each visit
    begun anew on it (the storage kept, so the games played before are there)."""
    if page.url.startswith(address.partition("index.html")[0]) and page.evaluate(RESTARTABLE):
        page.evaluate(RESTART, [address, False])
    else:
        page.goto(address)
    page.wait_for_selector("html[data-ready=true]", timeout=BOOT_MS)


def _press(page: Page, css: str) -> None:
    page.locator(css).first.click(timeout=STEP_MS)
    page.wait_for_selector("#app:not([data-pending])", timeout=STEP_MS)


def _set_up(page: Page, address: str) -> None:
    """The game's set-up screen, over the game saved from an earlier screen."""
    _ready(page, address)
    if page.locator("button[data-cmd=replay][data-arg=off]").count():
        _press(page, "button[data-cmd=replay][data-arg=off]")
    if not page.locator("#kind-0").count():
        _press(page, "button[data-cmd=new-game]")


FOUR_LONG = ("Alessandra", "Massimiliano", "W" * 24, "Bo")
"""Names a screen must keep whole (but the 24-letter one, where it is wider than a phone's row)."""


def _seat(page: Page, names: tuple[str, ...]) -> None:
    """As many seats as ``names``, named so."""
    while page.locator("input[id^=name-]").count() < len(names):
        _press(page, "button[data-cmd=add-seat]")
    for seat, name in enumerate(names):
        page.locator(f"#name-{seat}").fill(name)


def _start(page: Page, kinds: tuple[str, ...]) -> None:
    """Seats of ``kinds`` and the game started over any game in progress."""
    for seat, kind in enumerate(kinds):
        page.locator(f"#kind-{seat}").select_option(kind)
    _press(page, "button[data-cmd=start]")
    replace = page.locator("button[data-cmd=start][data-arg=replace]")
    if replace.count():
        _press(page, "button[data-cmd=start][data-arg=replace]")


def _storage(page: Page) -> dict[str, str]:
    items: dict[str, str] = page.evaluate("() => ({ ...localStorage })")
    return items


def _keep(page: Page, items: dict[str, str]) -> None:
    """The page's storage becomes ``items``."""
    page.evaluate(
        "(items) => { localStorage.clear(); for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        items,
    )


def _link(page: Page, lang: str) -> str:
    """The link the screen shown asks the player to send, as a browser in ``lang`` opens it."""
    address = page.locator("#link-out").input_value(timeout=STEP_MS)
    return address.replace("index.html#", f"index.html?lang={lang}#", 1)


def _play_until_a_link(page: Page, game_id: str) -> None:
    """The players on turn play as the hint advises, one step at a time (the computers' turns
    skipped), until the page asks for a link to be sent: the hint's choices are then made with the
    turn's main button, or else with the other ways on (the dice game's Stop rolling, an item to
    mark, or a shelf crossed out when none can be; a game's first controls of a turn's steps)."""
    for _ in range(60):
        if page.locator("#link-out").count():
            return
        if page.locator("main button[data-cmd=hint]:not([disabled])").count():
            _press(page, "main button[data-cmd=hint]")
        for way_on in (
            "main button.primary:not([disabled])",
            "main button[data-cmd=stop]",
            "main button[data-cmd=item]:not([disabled])",
            "main button.cross",
            *(f"main {control}" for control in facts(game_id).PERSONS_TURN),
        ):
            if page.locator(way_on).count():
                _press(page, way_on)
                break
        else:
            raise AssertionError(f"no way on from {page.locator('main').inner_text()[-600:]!r}")
    raise AssertionError("sixty steps and no link to send")


def _guided(page: Page, site: str, lang: str) -> Iterator[str]:
    """Each game's guided first game, as a first visit offers it."""
    for game_id, entry in registry.GAMES.items():
        page.evaluate(RESTART, [f"{site}index.html?lang={lang}&seed=5", True])
        page.wait_for_selector("html[data-ready=true]", timeout=BOOT_MS)
        learn = f"button[data-cmd=guide][data-arg={game_id}]"
        if page.locator(learn).count():
            _press(page, learn)
            yield f"{entry.title}: the guided game"


def _by_link(page: Page, site: str, lang: str, game_id: str) -> Iterator[str]:
    """Play by link past the invitation shown: the friend's page opens it and answers, the host
    opens the answer and plays a turn, and the link of that turn is there to send. One page plays
    both devices, each on its own storage."""
    title = registry.GAMES[game_id].title
    invitation = _link(page, lang)
    host = _storage(page)
    _keep(page, {})
    _ready(page, invitation)
    yield f"{title}: an invitation opened by the friend"
    _press(page, "main button[data-cmd=join]")
    answer = _link(page, lang)
    yield f"{title}: the friend's answer to send"
    _keep(page, host)
    _ready(page, answer)
    yield f"{title}: the answer opened by the host"
    _play_until_a_link(page, game_id)
    yield f"{title}: a turn's link to send"
    _keep(page, host)


def _unreadable_save(page: Page, site: str, lang: str) -> Iterator[str]:
    """A saved game that cannot be read, as the page reports it."""
    game_id = next(iter(registry.GAMES))
    page.evaluate(f"localStorage.setItem('shelfie.{game_id}.save', '{{this is not a save')")
    _ready(page, f"{site}index.html?lang={lang}&seed=5&game={game_id}")
    yield "an unreadable saved game"


def _daily_result(page: Page, site: str, lang: str) -> Iterator[str]:
    """Today's Splitter challenge played to its end (by tests/ui's device, on the page's day), and
    opened again: the result as it will be shared, and the wait for the next one."""
    from tests.ui.device import Device, place_first

    today = page.evaluate("new Date().toISOString().slice(0, 10)")
    device = Device(None, 1, today=today)
    device.click("button", "Today's challenge: Splitter", exact=True)
    device.settle()
    for _ in range(22):
        place_first(device)
    # A game in progress (a guided game begun) puts Continue where the card offers the challenge.
    kept = {k: v for k, v in _storage(page).items() if not k.endswith(".save")}
    _keep(page, {**kept, **{k: v for k, v in device.storage.items() if "daily" in k}})
    _ready(page, f"{site}index.html?lang={lang}&seed=5")
    if not page.locator("button[data-cmd=daily]").count():
        _press(page, "button[data-cmd=home]")
    _press(page, "button[data-cmd=daily][data-arg=splitter]")
    page.wait_for_selector("#daily-heading", timeout=STEP_MS)
    yield "Splitter: today's challenge played"


def walk(
    page: Page, site: str, lang: str, games: Iterable[str] | None = None, shell: bool = True
) -> Iterator[str]:
    """Reaches each screen in turn and yields its name once it is drawn: the shell's own screens
    (home, each guided game, an unreadable save), each game's (``games``: every registered game
    when None), the statistics of the games just played, and today's challenge; ``shell`` False
    leaves out the shell's own and today's challenge."""
    if shell:
        _ready(page, f"{site}index.html?lang={lang}&seed=5")
        yield "home"
        yield from _guided(page, site, lang)
        yield from _unreadable_save(page, site, lang)
    for game_id in registry.GAMES if games is None else games:
        yield from game_screens(page, site, lang, game_id)
    # Last, so that it holds the games just played, each with its replay.
    if not page.locator("button[data-cmd=home]").count():
        _ready(page, f"{site}index.html?lang={lang}&seed=5")
    _press(page, "button[data-cmd=home]")
    _press(page, "button[data-cmd=stats]")
    yield "statistics"
    if shell:
        yield from _daily_result(page, site, lang)


def game_screens(page: Page, site: str, lang: str, game_id: str) -> Iterator[str]:
    """One game's screens: set-up, rules, a person's turn and a step into it, the hint pressed,
    the question before a new game replaces it, the final table, its replay, the final table of
    four long names, and every step of play by link."""
    title = registry.GAMES[game_id].title
    _set_up(page, f"{site}index.html?lang={lang}&seed=5&game={game_id}")
    yield f"{title}: set-up"
    _press(page, "button[data-cmd=rules]")
    yield f"{title}: rules"
    _set_up(page, f"{site}index.html?lang={lang}&seed=5&game={game_id}")
    _start(page, ("person", "easy"))
    skip = page.locator("button[data-cmd=skip]")
    if skip.count():
        _press(page, "button[data-cmd=skip]")
    yield f"{title}: a person's turn"
    _press(page, facts(game_id).PERSONS_TURN[0])  # the first step into a person's turn
    yield f"{title}: a step into the turn"
    for control, shown in getattr(facts(game_id), "FURTHER_STEPS", ()):  # the dice game's die kept
        _press(page, control)
        yield f"{title}: {shown}"
    if page.locator("button[data-cmd=skip]").count():  # a turn of one step is over: on to the next
        _press(page, "button[data-cmd=skip]")
    _press(page, "button[data-cmd=hint]")
    yield f"{title}: the hint pressed"
    _press(page, "button[data-cmd=new-game]")
    for seat, kind in enumerate(("easy", "medium")):
        page.locator(f"#kind-{seat}").select_option(kind)
    _press(page, "button[data-cmd=start]")
    yield f"{title}: the question before a new game replaces the saved one"
    _press(page, "button[data-cmd=start][data-arg=replace]")
    _press(page, "button[data-cmd=skip]")
    page.wait_for_selector("#final-heading", timeout=STEP_MS)
    yield f"{title}: the final table"
    _press(page, "button[data-cmd=replay]")
    yield f"{title}: the replay"
    _set_up(page, f"{site}index.html?lang={lang}&seed=5&game={game_id}")
    _seat(page, FOUR_LONG)
    _start(page, ("easy", "medium", "hard", "easy"))
    _press(page, "button[data-cmd=skip]")
    page.wait_for_selector("#final-heading", timeout=STEP_MS)
    for row in page.locator("ol.podium summary").all():
        row.click()
    yield f"{title}: the final table of four long names, each row opened"
    _set_up(page, f"{site}index.html?lang={lang}&seed=5&game={game_id}")
    for seat in (0, 1):
        page.locator(f"#kind-{seat}").select_option("person")
    _press(page, "button[data-cmd=invite]")
    page.locator("details.qr-box summary").click()
    page.wait_for_selector(".qr svg", timeout=STEP_MS)
    yield f"{title}: the invitation by link"
    yield from _by_link(page, site, lang, game_id)


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "screens")
    parser.add_argument("--widths", type=int, nargs="+", default=list(WIDTHS))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    shots: dict[str, list[tuple[str, str, list[str]]]] = {}
    with serve() as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        for lang in LANGUAGES:
            for scheme in SCHEMES:
                context = browser.new_context(color_scheme=scheme, viewport={"width": 1280, "height": 900})
                page = context.new_page()
                for screen in walk(page, site, lang):
                    for width in args.widths:
                        page.set_viewport_size({"width": width, "height": 900})
                        # Thrown dice tumble for a moment: the picture is of where they land.
                        page.wait_for_function(
                            "document.getAnimations().every((a) => a.playState !== 'running')"
                        )
                        page.wait_for_timeout(100)
                        name = f"{_slug(screen)}-{lang}-{scheme}-{width}.png"
                        page.screenshot(path=args.out / name, full_page=True)
                        faults = layout_faults(page)
                        shots.setdefault(screen, []).append((name, f"{lang}, {scheme}, {width} px", faults))
                    page.set_viewport_size({"width": 1280, "height": 900})
                    print(f"{lang} {scheme}: {screen}", flush=True)
                context.close()
        browser.close()
    sections = []
    for screen, pictures in shots.items():
        figures = "".join(
            f'<figure><a href="{name}"><img src="{name}" alt="{html.escape(screen)}, {said}" loading="lazy"></a>'
            f"<figcaption>{html.escape(said)}"
            + (
                f'<ul class="faults">{"".join(f"<li>{html.escape(f)}</li>" for f in faults)}</ul>'
                if faults
                else ""
            )
            + "</figcaption></figure>"
            for name, said, faults in pictures
        )
        sections.append(f"<section><h2>{html.escape(screen)}</h2><div class=row>{figures}</div></section>")
    faulty = sum(bool(faults) for pictures in shots.values() for _, _, faults in pictures)
    (args.out / "index.html").write_text(
        "<!doctype html><meta charset=utf-8><title>Shelfie: every screen</title>"
        "<style>body{font-family:system-ui;margin:1rem}.row{display:flex;gap:1rem;overflow-x:auto;"
        "align-items:flex-start}figure{margin:0;flex:none}img{width:240px;border:1px solid #ccc}"
        ".faults{color:#a00;max-width:240px;font-size:.8rem}</style>"
        f"<h1>Every screen ({sum(len(p) for p in shots.values())} pictures, {faulty} with layout faults)</h1>"
        + "".join(sections)
    )
    print(f"{args.out / 'index.html'}: {faulty} pictures with layout faults")


if __name__ == "__main__":
    main()
