"""Layout faults a person would see, found by geometry rather than pixels: words broken inside
themselves, text running out of its box, sideways scroll, controls too small for a finger, a
board under the turn panel, and a heading drawn larger than the level above it.

A word may break inside itself only when it is too wide to sit whole on its line: wider than the
region it is in (inside the padding of the card, list item or section around it), or than half its table (whose other
columns need room too): a 24-character name with no spaces on a 360 px phone or in a computer's
compact board. Any shorter word a line break cuts, a player's name included ("Com / pute / r 2" in
a narrow board header), is a fault."""

from playwright.sync_api import Page

REGION = "section, article, li, fieldset, figure, form, dialog, [role=alertdialog], details, main"
"""The boxes whose width is a word's line: the card or section it sits in (a question asked before
something is lost is a card of its own), not the inline or flex box right around it (which a layout
can squeeze below any word)."""

_BROKEN_WORDS = """(region) => {
  // The width a line of the region has: inside its padding.
  const contentWidth = (box) => {
    const style = getComputedStyle(box);
    return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  };
  const broken = [];
  const main = document.querySelector("main");
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const host = node.parentElement;
    if (!host || host.closest(".sr-only, [hidden], template")) continue;
    const text = node.textContent;
    for (const match of text.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const pieces = [...range.getClientRects()].filter((r) => r.width > 0);
      const tops = new Set(pieces.map((r) => Math.round(r.top)));
      if (tops.size < 2) continue;
      const width = pieces.reduce((sum, r) => sum + r.width, 0);
      const table = host.closest("table");
      const line = table ? table.clientWidth / 2 : contentWidth(host.closest(region));
      if (width <= line) broken.push(`${match[0]} (${Math.round(width)} px on a ${Math.round(line)} px line)`);
    }
  }
  return broken;
}"""

TOUCH_WIDTH = 768
"""At this width and below a finger is the pointer: every control is at least 44 by 44 CSS px."""
TARGET = 44
CELL = 32
"""A square of a board laid out as a table (My Shelfie's living room of 9 columns for 3 or 4
players, a Splitter pad of 8 columns) is at least 32 by 32 CSS px: 44 px squares cannot fit a 360 px phone (9 x 44 = 396) without
sideways scroll, so the board fills the width instead and its squares stay well above WCAG 2.5.8's
24 px minimum."""

_SMALL_TARGETS = """([target, cell]) => {
  const small = [];
  for (const el of document.querySelectorAll("main button, main input, main select, main summary, main a[href]")) {
    if (el.closest(".sr-only, [hidden]") || !el.getClientRects().length) continue;
    const box = el.getBoundingClientRect();
    // A radio button or checkbox counts with its label, which takes the same tap.
    const label = el.closest("label") || (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`));
    const area = label && ["radio", "checkbox"].includes(el.type) ? label.getBoundingClientRect() : box;
    const least = el.closest("td, th") && el.closest("table").rows.length > 4 ? cell : target;
    if (Math.round(area.width) < least || Math.round(area.height) < least) {
      const name = el.getAttribute("aria-label") || el.textContent.trim() || el.id || el.tagName;
      small.push(`${name.slice(0, 40)}: ${Math.round(area.width)} x ${Math.round(area.height)}`);
    }
  }
  return small;
}"""

_OVERLAPS = """() => {
  const boxes = (css) => [...document.querySelectorAll(css)].filter((el) => el.getClientRects().length)
    .map((el) => [el, el.getBoundingClientRect()]);
  const panels = boxes("main .turn");
  const boards = boxes("main .player, main .own, main .other, main .room");
  const out = [];
  for (const [panel, p] of panels) {
    for (const [board, b] of boards) {
      if (panel.contains(board) || board.contains(panel)) continue;
      const x = Math.min(p.right, b.right) - Math.max(p.left, b.left);
      const y = Math.min(p.bottom, b.bottom) - Math.max(p.top, b.top);
      if (x > 1 && y > 1) out.push(`${panel.className} over ${board.className}: ${Math.round(x)} x ${Math.round(y)} px`);
    }
  }
  return out;
}"""

_OVERFLOWING = """() => {
  const out = [];
  for (const el of document.querySelectorAll("main *")) {
    if (el.closest(".sr-only") || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.overflowX !== "visible" || el.tagName === "svg" || el.closest("svg")) continue;
    if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && style.display !== "inline") {
      out.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
    }
  }
  return out;
}"""


_HEADINGS_OUT_OF_SIZE = """() => {
  const out = [];
  const shown = (level) => [...document.querySelectorAll(`main h${level}`)]
    .filter((el) => !el.closest(".sr-only, [hidden]") && el.getClientRects().length);
  const size = (el) => parseFloat(getComputedStyle(el).fontSize);
  for (const level of [2, 3]) {
    const above = shown(level);
    if (!above.length) continue;
    const least = Math.min(...above.map(size));
    for (const el of shown(level + 1)) {
      if (size(el) > least) out.push(`h${level + 1} "${el.textContent.trim().slice(0, 30)}" ${size(el)} px > h${level} ${least} px`);
    }
  }
  return out;
}"""


def broken_words(page: Page) -> list[str]:
    """Every visible word of the screen that a line break cuts in two though it could sit whole."""
    found: list[str] = page.evaluate(_BROKEN_WORDS, REGION)
    return found


def small_targets(page: Page) -> list[str]:
    """Every control smaller than a fingertip, on a touch-sized screen (none are counted wider); a
    board's squares by ``CELL``."""
    if page.evaluate("window.innerWidth") > TOUCH_WIDTH:
        return []
    found: list[str] = page.evaluate(_SMALL_TARGETS, [TARGET, CELL])
    return found


def overlaps(page: Page) -> list[str]:
    """Every board that the turn panel covers, or that covers it."""
    found: list[str] = page.evaluate(_OVERLAPS)
    return found


def overflowing(page: Page) -> list[str]:
    """Every box whose content runs out of it sideways."""
    found: list[str] = page.evaluate(_OVERFLOWING)
    return found


def headings_out_of_size(page: Page) -> list[str]:
    """Every heading drawn larger than a heading of the level above it on the same screen: a
    section's title that outshouts its screen's."""
    found: list[str] = page.evaluate(_HEADINGS_OUT_OF_SIZE)
    return found


def sideways_scroll(page: Page) -> int:
    """How many CSS pixels the page is wider than the window (0: no sideways scroll)."""
    extra: int = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    return max(0, extra)


def layout_faults(page: Page) -> list[str]:
    """Everything a person would see as broken, in words; empty when the screen is sound."""
    faults = [f"word broken inside itself: {word}" for word in broken_words(page)]
    faults += [f"text runs out of its box: {box}" for box in overflowing(page)]
    faults += [f"control smaller than {TARGET} x {TARGET} px: {control}" for control in small_targets(page)]
    faults += [f"overlap: {where}" for where in overlaps(page)]
    faults += [f"heading larger than the level above: {heading}" for heading in headings_out_of_size(page)]
    extra = sideways_scroll(page)
    if extra:
        faults.append(f"the page scrolls sideways by {extra} px")
    return faults
