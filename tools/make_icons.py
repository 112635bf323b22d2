"""Renders static/icon.svg into the PNG app icons of the web app manifest.

Run: .venv/bin/python -m tools.make_icons   (the PNGs are committed; rerun after changing the logo)
Maskable icons keep the artwork inside the central 80% safe zone on a full-bleed background.
"""

from playwright.sync_api import sync_playwright

from tools.site import ROOT, launch_args

SIZES = (192, 512)
BACKGROUND = "#6b3f1d"


def page_for(size: int, maskable: bool) -> str:
    svg = (ROOT / "static/icon.svg").read_text().replace("<svg ", '<svg width="100%" height="100%" ', 1)
    inner = int(size * (0.62 if maskable else 1.0))
    background = BACKGROUND if maskable else "transparent"
    return (
        "<html><body style='margin:0'>"
        f"<div style='width:{size}px;height:{size}px;display:grid;place-items:center;background:{background}'>"
        f"<div style='width:{inner}px;height:{inner}px'>{svg}</div>"
        "</div></body></html>"
    )


def main() -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        for size in SIZES:
            for maskable in (False, True):
                page = browser.new_page(viewport={"width": size, "height": size})
                page.set_content(page_for(size, maskable))
                name = f"{'maskable' if maskable else 'icon'}-{size}.png"
                page.screenshot(path=str(ROOT / "static/icons" / name), omit_background=not maskable)
                page.close()
        browser.close()


if __name__ == "__main__":
    main()
