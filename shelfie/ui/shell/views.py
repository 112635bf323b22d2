"""The shell's screens: home (every game), seat set-up, the replace question and the hand-off."""

from collections.abc import Sequence
from dataclasses import replace
from datetime import date, timedelta

from shelfie import registry
from shelfie.core.setup import MAX_NAME
from shelfie.registry import GameEntry
from shelfie.ui.html import button, esc, file_picker, icon, join, tag, void
from shelfie.ui.i18n import LANGUAGES, day, decimal, language, listing, t, tn
from shelfie.ui.shell import gamelog, replay
from shelfie.ui.shell.history import Record, Stats, stats
from shelfie.ui.shell.notices import Notice, notices_bar
from shelfie.ui.shell.session import Screen, Session
from shelfie.ui.shell.widgets import cover, kind_name


def render(
    session: Session,
    notices: Sequence[Notice] = (),
    fast: bool = False,
    saved: Sequence[str] = (),
    history: Sequence[Record] = (),
    *,
    sound: bool = False,
    offer_guide: bool = False,
    friends: tuple[str, str] = ("", ""),
) -> str:
    """``saved`` lists the games with a game in progress, for the home screen; ``history`` the
    finished games, for the statistics and a solo game's best score; ``friends`` the home screen's
    games with friends and its box for a pasted link (``ui.shell.desk``)."""
    shown = notices_bar(notices)
    if session.screen is Screen.STATS:
        return shown + stats_screen(session, history)
    if session.screen is Screen.HOME or session.game_id is None:
        guided = [entry for entry in registry.GAMES.values() if entry.guided]
        offer = guide_offer(guided) if offer_guide and guided else ""
        return shown + offer + friends[0] + home_screen(session, saved) + friends[1]
    if session.screen is Screen.SETTINGS:
        return shown + settings_screen(session)
    if session.screen is Screen.SETUP or session.game is None:
        played = any(record.game == session.game_id for record in history)
        return shown + setup_screen(session, offer_guide=not played)
    if session.screen is Screen.HANDOFF:
        return shown + handoff_screen(session)
    screens = session.screens
    table = session.table(fast)
    if session.rules.is_over(session.game):
        extra = (
            (daily_result(session) if session.daily else "") + solo_best(session, history) + solo_par(session)
        )
        menu = tag("div", _rules_button(session.game_id), class_="menu")
        ending = (
            screens.final(table) + _log(session)
            if session.replay is None
            else replay.screen(session, session.replay)
        )
        return shown + extra + tag("div", ending + menu, class_=f"game-{session.game_id}")
    menu = tag(
        "div",
        _rules_button(session.game_id)
        + (
            button(esc(t("Sound")), "sound", pressed=sound, class_="small")
            if registry.GAMES[session.game_id].dice
            else ""
        )
        + button(esc(t("All games")), "home", class_="small")
        + button(esc(t("New game")), "new-game", class_="small"),
        class_="menu",
    )
    # Drawn from what the viewing seat may see (boardgame.io's playerView): the full state only
    # once the game is over, or in a replay of a finished game.
    viewer = session.viewing_seat
    seen = session.rules.observe(session.game, viewer)
    said = screens.guide(seen) if session.guided else None
    if said:
        table = replace(table, guide=guide_panel(said))
    table = replace(table, game=seen, viewer=viewer)
    return shown + tag(
        "div", screens.table(table) + _log(session) + menu, class_=f"table game-{session.game_id}"
    )


def _log(session: Session) -> str:
    """The game log, told to the viewing seat from what it may see (``shell.gamelog``). A game by
    link has none: while it is played its state holds no other player's secret cards and its draws
    come from its links. Once it is over every card is known, and the final screen's replay steps
    through it as through any game."""
    if session.link is not None:
        return ""
    screens, viewer = session.screens, session.viewing_seat
    return gamelog.panel(screens.log_lines(session.game, viewer), screens.log_pictures(session.game, viewer))


def _players(entry: GameEntry) -> str:
    if entry.min_players == entry.max_players:
        return tn("{count} player", "{count} players", entry.min_players)
    return t("{least}–{most} players", least=entry.min_players, most=entry.max_players)


def home_screen(session: Session, saved: Sequence[str]) -> str:
    cards = []
    for entry in registry.GAMES.values():
        title = t(entry.title)
        actions = button(
            esc(t("Play")), "choose", entry.id, label=t("Play {game}", game=title), class_="primary"
        )
        actions += _rules_button(entry.id, t("Rules of {game}", game=title))
        if entry.daily:
            actions += button(
                esc(t("Today's challenge")),
                "daily",
                entry.id,
                label=t("Today's challenge: {game}", game=title),
            )
        if entry.id in saved:
            actions = button(
                esc(t("Continue")),
                "resume",
                entry.id,
                label=t("Continue {game}", game=title),
                class_="primary",
                focus=True,
            ) + button(esc(t("New game")), "choose", entry.id, label=t("New game of {game}", game=title))
        cards.append(
            tag(
                "li",
                cover(entry)
                + tag("h3", esc(title), id=f"game-{entry.id}")
                + tag("p", esc(t(entry.summary)))
                + tag("p", esc(_players(entry)), class_="players")
                + tag("div", actions, class_="actions"),
                class_=f"game-card game-{entry.id}",
                aria_labelledby=f"game-{entry.id}",
            )
        )
    return tag(
        "section",
        tag("h2", esc(t("Choose a game")), id="home-heading")
        + tag(
            "p",
            esc(
                t(
                    "Take turns at one screen, play against the computer, or play with friends far "
                    "away on their own devices, by link: nothing to install, no sign-up."
                )
            ),
            class_="lede",
        )
        + tag("p", esc(session.message), id="status", role="status", aria_live="polite")
        + tag("ul", join(cards), class_="games")
        + tag("div", button(esc(t("Statistics")), "stats") + _language_switch(), class_="home-tools"),
        class_="home",
        aria_labelledby="home-heading",
    )


def _seat_card(i: int, name: str, kind: str, kinds: Sequence[str], removable: bool) -> str:
    """A seat of the set-up form as a card: the picture of its kind (a person, a computer) beside
    the name, then what it plays as. The picture follows the list at once, before any answer from
    Python (static/shell.css, by which option is chosen); the class is where that cannot work."""
    remove = (
        button(
            esc(t("Remove")),
            "remove-seat",
            i,
            label=t("Remove player {number}", number=i + 1),
            class_="small",
        )
        if removable
        else ""
    )
    avatar = tag(
        "span",
        icon("i-person", "kind-picture person-picture") + icon("i-computer", "kind-picture computer-picture"),
        class_="avatar",
    )
    plays = "person" if kind == registry.PERSON else "computer"
    return tag(
        "li",
        avatar
        + tag(
            "div",
            tag("label", esc(t("Player {number} name", number=i + 1)), for_=f"name-{i}")
            + tag("div", _input(i, name) + remove, class_="seat-row"),
            class_="seat-name",
        )
        + tag(
            "div",
            tag(
                "label",
                esc(t("Player {number} plays as", number=i + 1)),
                for_=f"kind-{i}",
                class_="kind-label",
            )
            + _kind_select(i, kind, kinds),
            class_="seat-kind",
        ),
        class_=f"seat-card plays-{plays}",
    )


def setup_screen(session: Session, *, offer_guide: bool = False) -> str:
    """The seats and settings of a new game; on a first visit to a game with a guided first game
    (none of it finished here, none in progress), that game is offered first."""
    entry = registry.GAMES[session.game_id or ""]
    form = session.form
    removable = len(form.names) > entry.min_players
    seats = [_seat_card(i, name, form.kinds[i], entry.kinds, removable) for i, name in enumerate(form.names)]
    add = button(esc(t("Add player")), "add-seat") if len(form.names) < entry.max_players else ""
    resume = (
        button(esc(t("Continue saved game")), "continue", class_="secondary")
        if session.game is not None
        else ""
    )
    message = tag("p", esc(session.message), id="status", role="status", aria_live="polite")
    invite = (
        button(esc(t("Invite friends by link")), "invite", class_="secondary")
        if entry.max_players > 1
        else ""
    )
    actions: str = tag(
        "div", button(esc(t("Start game")), "start", class_="primary") + invite + resume, class_="actions"
    )
    if session.replacing and session.game is not None:
        actions = _replace_question(session)
    lede = t(
        "{players} share this screen and take turns; any seat can be a computer.", players=_players(entry)
    )
    if entry.max_players > 1:
        lede += " " + t("Friends far away play on their own devices: invite them by link.")
    summary = session.screens.settings_summary(session.options)
    settings = (
        tag(
            "p",
            esc(summary) + " " + button(esc(t("Change")), "settings", class_="small"),
            class_="settings-line",
        )
        if summary
        else ""
    )
    guided = (
        tag(
            "p",
            esc(t("New to {game}? A guided first game teaches it as you play.", game=t(entry.title)))
            + " "
            + button(esc(t("Play the guided game")), "guide", entry.id, class_="small"),
            class_="guide-line",
        )
        if offer_guide and entry.guided and session.game is None
        else ""
    )
    return tag(
        "section",
        tag(
            "div",
            cover(entry) + tag("h2", esc(t("New game: {game}", game=t(entry.title))), id="start-heading"),
            class_="game-banner",
        )
        + guided
        + tag("p", esc(lede), class_="lede")
        + tag("ol", join(seats), class_="seats")
        + tag("div", add, class_="seat-tools")
        + settings
        + message
        + actions
        + tag(
            "div",
            _rules_button(entry.id) + button(esc(t("All games")), "home", class_="small"),
            class_="menu",
        ),
        class_=f"start game-{entry.id}",
        aria_labelledby="start-heading",
    )


def _described(session: Session) -> str:
    """A game in progress in a few words: its players, and its round where it has one."""
    players = ", ".join(session.rules.players(session.game))
    round_ = session.screens.round(session.game)
    return t("{players}, round {number}", players=players, number=round_) if round_ is not None else players


def carried_question(saved: Session, carried: Session) -> str:
    """Asked when a link carries another game of a kind whose game in progress is saved here."""
    title = t(registry.GAMES[carried.game_id or ""].title)
    return tag(
        "section",
        tag("h2", esc(t("Replace your saved game?")), id="carried-heading")
        + tag(
            "p",
            esc(t("This link holds a game of {game} ({theirs}).", game=title, theirs=_described(carried)))
            + " "
            + esc(t("Your saved game ({mine}) is lost if you play the link's game.", mine=_described(saved))),
            id="carried-text",
        )
        + tag(
            "div",
            button(esc(t("Keep playing my saved game")), "keep-saved", class_="primary", focus=True)
            + button(esc(t("Play the game from the link")), "take-carried"),
            class_="actions",
        ),
        role="alertdialog",
        aria_labelledby="carried-heading",
        aria_describedby="carried-text",
        class_="confirm carried",
    )


def _replace_question(session: Session) -> str:
    """Asked before a new game replaces the saved one: only one game is kept per kind of game."""
    where = _described(session)
    return tag(
        "div",
        tag("h3", esc(t("Replace the saved game?")), id="replace-heading")
        + tag(
            "p",
            esc(t("The game in progress ({game}) is lost if a new game starts.", game=where)),
            id="replace-text",
        )
        + tag(
            "div",
            button(esc(t("Keep playing the saved game")), "continue", class_="primary", focus=True)
            + button(esc(t("Start the new game")), "start", "replace"),
            class_="actions",
        ),
        role="alertdialog",
        aria_labelledby="replace-heading",
        aria_describedby="replace-text",
        class_="confirm",
    )


def _kind_select(i: int, chosen: str, kinds: Sequence[str]) -> str:
    options = join(tag("option", esc(kind_name(kind)), value=kind, selected=kind == chosen) for kind in kinds)
    return tag("select", options, id=f"kind-{i}", name=f"kind-{i}")


def _input(i: int, name: str) -> str:
    return void(
        "input",
        id=f"name-{i}",
        name=f"name-{i}",
        value=name,
        maxlength=MAX_NAME,
        autocomplete="off",
        enterkeyhint="go",
        data_enter="start",
        data_person=t("Player {number}", number=i + 1),
        data_computer=t("Computer {number}", number=i + 1),
    )


def handoff_screen(session: Session) -> str:
    """Nothing of the game is shown: the previous player's secrets stay theirs."""
    seat = session.seat
    name = session.names[seat] if seat is not None else ""
    return tag(
        "section",
        tag("h2", esc(t("Pass the device to {name}", name=name)), id="handoff-heading")
        + tag("p", esc(t("{name}, press the button when only you can see the screen.", name=name)))
        + tag(
            "div",
            button(esc(t("I am {name}: show my turn", name=name)), "ready", class_="primary", focus=True),
            class_="actions",
        ),
        class_="handoff",
        aria_labelledby="handoff-heading",
    )


def _language_switch() -> str:
    """Every language the page speaks, each named in itself; the current one is pressed."""
    buttons = join(
        button(esc(name), "language", code, pressed=code == language(), lang=code)
        for code, name in LANGUAGES.items()
    )
    return tag("div", buttons, class_="languages", role="group", aria_label=t("Language"))


def solo_best(session: Session, history: Sequence[Record]) -> str:
    """Under a finished solo game: the best solo score of this game in this browser, or a new best."""
    if session.archived or len(session.names) != 1:
        return ""
    scores = [
        record.scores[0] for record in history if record.game == session.game_id and len(record.names) == 1
    ]
    if not scores:
        return ""
    best, score = max(scores), session.rules.outcome(session.game).scores[0]
    if score == best and scores.count(best) == 1 and len(scores) > 1:
        text = tn("A new best: {count} point!", "A new best: {count} points!", best)
    else:
        text = tn(
            "Your best solo score here: {count} point.", "Your best solo score here: {count} points.", best
        )
    return tag("p", esc(text), class_="best")


def solo_par(session: Session) -> str:
    """Under a finished solo game: its par, where the game gives one (``GameScreens.par``)."""
    if len(session.names) != 1 or session.game is None:
        return ""
    said = session.screens.par(session.game)
    more = session.screens.par_more(session.game)
    if not said:
        return ""
    asked = tag("p", button(esc(more), "par", class_="small")) if more else ""
    return tag("p", esc(said), class_="par") + asked


def place(scores: Sequence[int], seat: int = 0) -> int:
    """Where ``seat`` finished: 1 + how many scored more (a tie shares the place)."""
    return 1 + sum(1 for score in scores if score > scores[seat])


def shared_result(session: Session) -> list[str]:
    """The daily result as Share sends it, but for the site's address: game, date, score (and the
    place, against the day's computers) and the game's spoiler-free picture of how the score was
    made, nothing of how it was played. Empty until the challenge is over."""
    if session.daily is None or session.game is None or not session.rules.is_over(session.game):
        return []
    result = session.rules.outcome(session.game)
    title = t(registry.GAMES[session.game_id or ""].title)
    points = tn("{count} point", "{count} points", result.scores[0])
    text = (
        t(
            "Shelfie daily challenge, {game}, {date}: {points}, place {place} of {players}",
            game=title,
            date=session.daily,
            points=points,
            place=place(result.scores),
            players=len(result.scores),
        )
        if len(result.scores) > 1
        else t(
            "Shelfie daily challenge, {game}, {date}: {points}", game=title, date=session.daily, points=points
        )
    )
    picture = session.screens.share_picture(session.game)
    return [text, *([picture] if picture else [])]


def next_challenge(daily_date: str) -> str:
    """When the next daily challenge opens (midnight UTC, when the day's date changes): the date in
    words, which static/page.js turns into a countdown in the same language (data-left, data-ready)."""
    try:
        opens = date.fromisoformat(daily_date) + timedelta(days=1)
    except ValueError:
        return ""
    return tag(
        "p",
        tag(
            "time",
            esc(t("The next challenge opens on {date}.", date=day(opens.isoformat()))),
            datetime=f"{opens.isoformat()}T00:00:00Z",
            data_countdown=True,
            data_left=t("The next challenge opens in {hours}\u00a0h {minutes}\u00a0min."),
            data_ready=t("The next challenge is ready: open it from all games."),
        ),
        class_="next-daily",
    )


def daily_result(session: Session) -> str:
    """Today's challenge is over: the score (and the place, against the day's computers), what
    Share sends, shown as it will read (its hyphens non-breaking, so the date never parts on a
    phone), the Share button, and when the next challenge opens."""
    scores = session.rules.outcome(session.game).scores
    said = tn("You scored {count} point.", "You scored {count} points.", scores[0])
    if len(scores) > 1:
        said += " " + t(
            "You finished in place {place} of {players}.", place=place(scores), players=len(scores)
        )
    preview = tag(
        "figure",
        tag("figcaption", esc(t("Your result, as it will be shared")))
        + tag("p", join((esc(line.replace("-", "\u2011")) for line in shared_result(session)), void("br"))),
        class_="share-preview",
    )
    return tag(
        "section",
        tag("h2", esc(t("Today's challenge, {date}", date=day(session.daily or ""))), id="daily-heading")
        + tag("p", esc(said))
        + preview
        + tag("p", esc(session.message), role="status", aria_live="polite")
        + tag("div", button(esc(t("Share your result")), "share", class_="primary"), class_="actions")
        + next_challenge(session.daily or ""),
        class_="daily",
        aria_labelledby="daily-heading",
    )


def _rules_button(game_id: str | None, label: str | None = None) -> str:
    return button(esc(t("Rules")), "rules", game_id, label=label, class_="small")


def under_rules(session: Session) -> str:
    """Where closing the rules goes, in the words of the button that does it."""
    if session.screen is Screen.HOME or session.game_id is None:
        return t("Back to all games")
    if session.screen is Screen.STATS:
        return t("Back to the statistics")
    if session.screen is Screen.SETTINGS:
        return t("Back to the settings")
    if session.screen is Screen.SETUP or session.game is None:
        return t("Back to the set-up")
    return t("Back to the game")


def rules_screen(game_id: str, back_label: str | None = None) -> str:
    """The rules over whatever screen was open; closing them goes back to it, nothing lost. The
    button is named for the screen it goes back to (``back_label``; the game when not given)."""
    label = back_label if back_label is not None else t("Back to the game")
    back = tag(
        "div",
        button(esc(label), "close-rules", class_="primary", focus=True),
        class_="actions",
    )
    return tag("div", back + registry.screens(game_id).rules() + back, class_="rules-screen")


def stats_screen(session: Session, history: Sequence[Record]) -> str:
    """Per game, a card: games played, wins against each computer level, best and average, a chart
    and the latest games to replay."""
    parts = []
    for entry in registry.GAMES.values():
        figures = stats(list(history), entry.id)
        title = t(entry.title)
        heading = tag("h3", esc(title), id=f"stats-{entry.id}")
        body: str
        if not figures.played:
            body = tag("p", esc(t("No finished games yet.")), class_="note")
        else:
            body = _figures(figures, title) + chart(figures.scores, entry.id) + recent(history, entry.id)
        parts.append(tag("section", heading + body, class_="stats-game", aria_labelledby=f"stats-{entry.id}"))
    tools = tag(
        "div",
        button(esc(t("Export the history")), "export-history")
        + file_picker(esc(t("Import a history file")), "import-history", "application/json,.json"),
        class_="actions history-tools",
    )
    message = tag("p", esc(session.message), id="status", role="status", aria_live="polite")
    return tag(
        "section",
        tag("h2", esc(t("Statistics")), id="stats-heading")
        + message
        + tag("div", join(parts), class_="stats-games")
        + tools
        + tag("div", button(esc(t("All games")), "home", class_="small"), class_="menu"),
        class_="stats",
        aria_labelledby="stats-heading",
    )


def _figures(figures: Stats, title: str) -> str:
    """The game's figures as a table; best and average count only games a person played, so a
    history of computers' games says so instead of showing empty figures."""
    rows = [
        (t("Games played"), str(figures.played)),
        *(
            (
                t("Won against {level}", level=kind_name(level)),
                t("{won} of {played}", won=won, played=played),
            )
            for level, (won, played) in figures.wins_by_level.items()
        ),
    ]
    if figures.best is not None and figures.average is not None:
        rows += [(t("Best score"), str(figures.best)), (t("Average score"), decimal(figures.average))]
    if figures.daily_played:
        rows += [
            (t("Daily challenges played"), str(figures.daily_played)),
            (t("Best daily challenge"), str(figures.daily_best)),
        ]
    table = tag(
        "table",
        # The card's heading shows the game; the caption names the table for a screen reader.
        tag("caption", esc(t("Statistics of {game}", game=title)), class_="sr-only")
        + tag(
            "tbody",
            join(tag("tr", tag("th", esc(a), scope="row") + tag("td", esc(b))) for a, b in rows),
        ),
        class_="scores figures",
    )
    if figures.best is None:
        table += tag("p", esc(t("Best and average scores count the games a person played.")), class_="note")
    return table


def axis_top(most: int) -> tuple[int, int]:
    """The chart's highest gridline and the step between its gridlines: a round step (1, 2 or 5
    times a power of ten) giving at most four steps, the top the first step at or above ``most``."""
    most = max(most, 1)
    base = 1
    while True:
        for factor in (1, 2, 5):
            step = base * factor
            if -(-most // step) <= 4:
                return -(-most // step) * step, step
        base *= 10


def chart(scores: Sequence[int], game_id: str) -> str:
    """The scores over time as our own SVG line over a shaded area, on axes: points up the left
    from zero on round gridlines, the games along the bottom (the first and the latest numbered),
    the best and the latest score labelled with their numbers; every number in words beside it.
    One game draws no line."""
    if not scores:
        return ""
    words = t("Your best score in each game, oldest first: {scores}.", scores=", ".join(map(str, scores)))
    said = tag("p", esc(words), class_="chart-words")
    if len(scores) < 2:
        return said
    width, height, left, right, top_pad, bottom = 300, 130, 30, 12, 18, 22
    top, step = axis_top(max(scores))
    floor = height - bottom
    span = (width - left - right) / (len(scores) - 1)

    def y_of(value: int) -> float:
        return floor - (floor - top_pad) * value / top

    spots = [(left + i * span, y_of(score)) for i, score in enumerate(scores)]
    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in spots)
    grid = join(
        tag(
            "line", x1=left, y1=f"{y_of(value):.1f}", x2=width - right, y2=f"{y_of(value):.1f}", class_="grid"
        )
        + tag("text", str(value), x=left - 5, y=f"{y_of(value) + 4:.1f}", text_anchor="end", class_="tick")
        for value in range(0, top + 1, step)
    )
    games = join(
        tag(
            "text",
            esc(t("game {number}", number=i + 1)),
            x=f"{spots[i][0]:.1f}",
            y=height - 6,
            text_anchor=anchor,
            class_="tick",
        )
        for i, anchor in ((0, "start"), (len(scores) - 1, "end"))
    )
    area = tag("polygon", points=f"{left},{floor} {points} {spots[-1][0]:.1f},{floor}", class_="area")
    line = tag("polyline", points=points, fill="none", stroke="currentColor", stroke_width=2)
    dots = join(tag("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=3) for x, y in spots)
    best = scores.index(max(scores))
    labelled = sorted({best, len(scores) - 1})
    numbers = join(
        tag(
            "text",
            str(scores[i]),
            x=f"{spots[i][0]:.1f}",
            y=f"{spots[i][1] - 7:.1f}",
            text_anchor="start" if i == 0 else "end" if i == len(scores) - 1 else "middle",
            class_="value",
        )
        for i in labelled
    )
    drawing = tag(
        "svg",
        tag("title", words, id=f"chart-{game_id}") + grid + games + area + line + dots + numbers,
        class_="chart",
        viewBox=f"0 0 {width} {height}",
        role="img",
        aria_labelledby=f"chart-{game_id}",
    )
    return drawing + said


def settings_screen(session: Session) -> str:
    """The chosen game's own settings form; saving goes back to the set-up."""
    entry = registry.GAMES[session.game_id or ""]
    message = tag("p", esc(session.message), id="status", role="status", aria_live="polite")
    return tag(
        "section",
        tag("h2", esc(t("Settings of {game}", game=t(entry.title))), id="settings-heading")
        + session.screens.settings_form(session.options, session.typed)
        + message
        + tag(
            "div",
            button(esc(t("Save")), "save-settings", class_="primary")
            + button(esc(t("Use the standard set-up")), "reset-settings")
            + button(esc(t("Back")), "choose", entry.id),
            class_="actions",
        ),
        class_="settings",
        aria_labelledby="settings-heading",
    )


def guide_offer(entries: Sequence[GameEntry]) -> str:
    """Offered on a first visit: learn a game by playing it, one step at a time (a button for each
    game that has a guided first game)."""
    if len(entries) == 1:
        said = t(
            "A guided first game against the computer teaches {game} in a few minutes.",
            game=t(entries[0].title),
        )
        starts = button(esc(t("Start the guided game")), "guide", entries[0].id, class_="primary", focus=True)
    else:
        said = t("A guided first game against the computer teaches a game in a few minutes.")
        starts = join(
            button(
                esc(t("Learn {game}", game=t(entry.title))), "guide", entry.id, class_="primary", focus=n == 0
            )
            for n, entry in enumerate(entries)
        )
    return tag(
        "section",
        tag("h2", esc(t("New here?")), id="guide-heading")
        + tag("p", esc(said))
        + tag("div", starts + button(esc(t("No thanks")), "no-guide"), class_="actions"),
        class_="guide-offer",
        aria_labelledby="guide-heading",
    )


def recent(history: Sequence[Record], game_id: str) -> str:
    """The latest games that can be replayed, newest first."""
    items = [
        _recent_item(index, record)
        for index, record in reversed(list(enumerate(history)))
        if record.game == game_id and record.save is not None
    ][:10]
    if not items:
        return ""
    return tag("h4", esc(t("Recent games"))) + tag("ul", join(items), class_="recent")


def guide_panel(said: str) -> str:
    """The guide's words for this step; the game's table places it beside its own instructions."""
    return tag(
        "section",
        tag("p", esc(said)) + button(esc(t("Skip the guide")), "end-guide", class_="small"),
        class_="guide",
        aria_label=t("Guide"),
    )


def _recent_item(index: int, record: Record) -> str:
    """A finished game: its date, everyone's score, who won, and its replay button."""
    date = day(record.date) if record.date else t("undated")
    scores = ", ".join(f"{name} {score}" for name, score in zip(record.names, record.scores, strict=True))
    winners = [record.names[seat] for seat in record.winners if 0 <= seat < len(record.names)]
    replay = button(
        esc(t("Replay")),
        "replay-history",
        index,
        label=t("Replay the game of {date}: {scores}", date=date, scores=scores),
        class_="small",
    )
    # A name and its score never part: "Computer 2 51" broken after the 2 reads as two scores; the
    # comma after them stays with them too, so no line begins with one.
    last = len(record.names) - 1
    pairs = join(
        (
            tag(
                "span",
                tag("span", esc(name), class_="who")
                + " "
                + tag("strong", str(score))
                + ("," if n < last else ""),
                class_="pair",
            )
            for n, (name, score) in enumerate(zip(record.names, record.scores, strict=True))
        ),
        " ",
    )
    said = tag("span", esc(date), class_="when") + tag("span", pairs)
    if winners:
        won = tn("Winner: {names}", "Winners: {names}", len(winners), names=listing(winners))
        said += tag("span", esc(won), class_="won")
    return tag("li", tag("span", said, class_="game-said") + replay)
