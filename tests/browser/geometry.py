"""Layout faults a person would see, found by geometry rather than pixels: words broken inside
themselves, text running out of its box, sideways scroll.

A name may break inside itself only when it is wider than its whole line (a 24-character name with
no spaces on a 360 px phone): the checks are told the names and let those words break."""

from playwright.sync_api import Page

_BROKEN_WORDS = """(names) => {
  const broken = [];
  const walker = document.createTreeWalker(document.querySelector("main"), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const host = node.parentElement;
    if (!host || host.closest(".sr-only, [hidden], template")) continue;
    const text = node.textContent;
    for (const match of text.matchAll(/\\S+/g)) {
      if (names.some((name) => match[0].includes(name) || name.includes(match[0]))) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(match[0]);
    }
  }
  return broken;
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


def broken_words(page: Page, names: list[str]) -> list[str]:
    """Every visible word of the game's screen that a line break cuts in two, but for the names."""
    found: list[str] = page.evaluate(_BROKEN_WORDS, names)
    return found


def overflowing(page: Page) -> list[str]:
    """Every box whose content runs out of it sideways."""
    found: list[str] = page.evaluate(_OVERFLOWING)
    return found


def sideways_scroll(page: Page) -> int:
    """How many CSS pixels the page is wider than the window (0: no sideways scroll)."""
    extra: int = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    return max(0, extra)


def layout_faults(page: Page, names: list[str]) -> list[str]:
    """Everything a person would see as broken, in words; empty when the screen is sound."""
    faults = [f"word broken inside itself: {word!r}" for word in broken_words(page, names)]
    faults += [f"text runs out of its box: {box}" for box in overflowing(page)]
    extra = sideways_scroll(page)
    if extra:
        faults.append(f"the page scrolls sideways by {extra} px")
    return faults
