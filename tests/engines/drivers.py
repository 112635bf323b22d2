"""One small driver interface over three browser engines, so each cross-engine test is written once.

Chromium runs through Playwright. Firefox and WebKit run through Playwright's own builds where they
are installed (a machine with internet), else through what drives the stock builds Debian ships:
Firefox ESR's built-in Marionette server (PyPI ``marionette-driver``) and WebKitGTK's
``WebKitWebDriver`` (through Selenium) on an Xvfb screen. Playwright cannot drive stock builds.

Elements are found as a person names them: by role and accessible name, worked out in the page by
one script (``_FIND``) for the WebDriver engines, by Playwright's own engine for Playwright; clicks
and typing are the engines' own (WebDriver element clicks, Playwright actions), not script calls.
"""

import contextlib
import os
import select
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Protocol

from tools.site import RESTART as PAGE_RESTART

BOOT_SECONDS = 120
STEP_SECONDS = 30

MINIBROWSER = [
    Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"),
    Path("/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser"),
]
"""Where Debian's webkit2gtk-4.1 puts WebKitGTK's MiniBrowser, the browser WebKitWebDriver drives."""

FIREFOX_BASELINE_WASM = {"javascript.options.wasm_optimizingjit": False}
WEBKIT_BASELINE_WASM = {"JSC_useOMGJIT": "false"}
"""Python's WebAssembly compiled by each engine's baseline compiler alone (SpiderMonkey's, WebKit's
BBQ), as Chromium's is by Liftoff alone in the tests (tools/site.py, BASELINE_WASM_FLAGS): the same
module and results, without the optimising compiles that cost a test machine's cores more than
they give a test. WebKit's is most of a cold start's CPU there: 7.8 s of CPU with it, 2.9 without
(docs/PERFORMANCE.md)."""

_FIND = """
const [role, name] = arguments;
const norm = (text) => (text || "").replace(/\\s+/g, " ").trim();
const named = (el) => {
  if (el.getAttribute("aria-label")) return norm(el.getAttribute("aria-label"));
  const by = el.getAttribute("aria-labelledby");
  if (by) return norm(by.split(/\\s+/).map((id) => document.getElementById(id)?.textContent).join(" "));
  if (el.id) {
    const label = document.querySelector(`label[for="${CSS.escape(el.id)}"]`);
    if (label) return norm(label.textContent);
  }
  if (el.tagName === "TABLE") return norm(el.querySelector("caption")?.textContent);
  const said = (node) => node.nodeType === Node.TEXT_NODE ? node.textContent
    : node.nodeType !== Node.ELEMENT_NODE || node.getAttribute("aria-hidden") === "true" ? ""
    : [...node.childNodes].map(said).join("");
  return norm(said(el));
};
const selectors = {
  button: "button, [role=button]", link: "a[href]", heading: "h1, h2, h3, h4, h5, h6",
  textbox: "input:not([type]), input[type=text]", combobox: "select", table: "table", list: "ol, ul",
};
const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
return [...document.querySelectorAll(selectors[role])].filter((el) => shown(el) && named(el) === name);
"""


class Driver(Protocol):
    """What a cross-engine test may do with a page: a person's actions and a look at the page."""

    engine: str

    def open(self, url: str) -> None:
        """Load ``url`` and wait until Python has drawn the page."""

    def open_plain(self, url: str) -> None:
        """Load ``url``, a page that is not the game (a blog post around an embed)."""

    def reload(self) -> None:
        """Reload and wait until Python has drawn the page again."""

    def restart(self, url: str) -> None:
        """Begin a new visit to ``url`` (of the page's own origin) on the Python already started, its
        storage emptied first, and wait until Python has drawn it (static/page.js,
        ``shelfieRestart``)."""

    def click(self, role: str, name: str) -> None:
        """Click the one visible element of ``role`` called ``name``."""

    def fill(self, label: str, text: str) -> None:
        """Type ``text`` into the field labelled ``label``, replacing what it held."""

    def paste(self, label: str, text: str) -> None:
        """Paste ``text`` into the field labelled ``label`` (a link from a chat), replacing what it
        held: put in at once, as a paste is, not typed key by key."""

    def choose(self, label: str, option: str) -> None:
        """Choose the option shown as ``option`` in the list labelled ``label``."""

    def count(self, role: str, name: str) -> int:
        """How many visible elements of ``role`` are called ``name``."""

    def script(self, source: str, *args: Any) -> Any:
        """The value of ``source``, a function body run in the page with ``arguments``."""

    def enter_frame(self, css: str) -> None:
        """Act inside the iframe ``css`` from now on, once Python has drawn it."""

    def leave_frame(self) -> None:
        """Act on the page itself again."""

    def close(self) -> None:
        """End the browser."""


def wait_until(driver: Driver, source: str, what: str, seconds: float = STEP_SECONDS) -> Any:
    """Poll a script until it returns something true; fail saying ``what`` was awaited."""
    deadline = time.monotonic() + seconds
    while True:
        value = driver.script(source)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{driver.engine}: waited {seconds:.0f} s for {what}")
        time.sleep(0.1)


def wait_for(driver: Driver, role: str, name: str, seconds: float = STEP_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while driver.count(role, name) == 0:
        if time.monotonic() > deadline:
            raise AssertionError(f"{driver.engine}: no {role} called {name!r} after {seconds:.0f} s")
        time.sleep(0.1)


READY = "return document.documentElement.getAttribute('data-ready') === 'true'"
RESTART = (
    "history.replaceState(null, '', arguments[0]);"
    " (window.wrappedJSObject || window).shelfieRestart({ clear: true }); return true;"
)
"""tools/site.py's RESTART as a WebDriver script, not awaited: ``shelfieRestart`` takes data-ready
away before its first wait, so READY then waits for the new visit's page. (Marionette's scripts see
the page's own globals through ``wrappedJSObject``.)"""
STATE = """return JSON.stringify({
  readyState: document.readyState,
  html: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`),
  shown: (document.body?.innerText ?? "").slice(0, 300),
  requests: performance.getEntriesByType("resource").map((e) => `${e.name.split("/").pop()} ${Math.round(e.duration)} ms`),
});"""
"""A page's state for a failure's message: how far its start got, and what it fetched."""
ANSWERED = "return !document.querySelector('#app[data-pending]')"
"""The worker has answered every press (static/page.js marks the game data-pending meanwhile)."""


class _WebDriverBase:
    """The WebDriver engines: find by the shared script, act with the engine's own clicks."""

    engine = ""

    def _run(self, source: str, *args: Any) -> Any:
        raise NotImplementedError

    def _navigate(self, url: str) -> None:
        raise NotImplementedError

    def _refresh(self) -> None:
        raise NotImplementedError

    def _switch(self, frame: Any) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def fresh(self) -> bool:
        """Back on an empty page at the top level, ready for another test; False when the engine
        no longer answers (a crashed or hung browser is then started anew)."""
        try:
            self._switch(None)
            self._navigate("about:blank")
            return bool(self._run("return location.href === 'about:blank'"))
        except Exception:
            return False

    def enter_frame(self, css: str) -> None:
        frame = wait_until(self, f"return document.querySelector({css!r})", f"the frame {css}")
        self._switch(frame)
        wait_until(self, READY, "Python to draw the frame", BOOT_SECONDS)

    def leave_frame(self) -> None:
        self._switch(None)

    def script(self, source: str, *args: Any) -> Any:
        return self._run(source, *args)

    def open(self, url: str) -> None:
        self._navigate(url)
        try:
            wait_until(self, READY, "Python to draw the page", BOOT_SECONDS)
        except AssertionError as error:
            raise AssertionError(f"{error}; the page then: {self._state()}") from None

    def _state(self) -> str:
        """What a page that never became ready shows, for the failure's message."""
        try:
            return str(self._run(STATE))
        except Exception as error:  # the engine no longer answers: that is the state
            return f"no answer ({type(error).__name__})"

    def open_plain(self, url: str) -> None:
        self._navigate(url)

    def reload(self) -> None:
        self._run("document.documentElement.removeAttribute('data-ready')")
        self._refresh()
        wait_until(self, READY, "Python to draw the page again", BOOT_SECONDS)

    def restart(self, url: str) -> None:
        self._run(RESTART, url)
        wait_until(self, READY, "Python to draw the new visit", BOOT_SECONDS)

    def _one(self, role: str, name: str) -> Any:
        deadline = time.monotonic() + STEP_SECONDS
        while True:
            found = self._run(_FIND, role, name)
            if len(found) == 1:
                return found[0]
            if len(found) > 1:
                raise AssertionError(f"{self.engine}: {len(found)} {role}s called {name!r}")
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.engine}: no {role} called {name!r}")
            time.sleep(0.1)

    def count(self, role: str, name: str) -> int:
        return len(self._run(_FIND, role, name))

    def click(self, role: str, name: str) -> None:
        element = self._one(role, name)
        self._run("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        wait_until(self, ANSWERED, "the worker's answer", BOOT_SECONDS)

    def fill(self, label: str, text: str) -> None:
        element = self._one("textbox", label)
        element.click()
        self._run("arguments[0].select()", element)  # typing replaces what is selected, as for a person
        element.send_keys(text)

    def paste(self, label: str, text: str) -> None:
        # A link is hundreds of characters: typed key by key over WebDriver, WebKitGTK's driver
        # failed now and then with an unknown error on a busy machine. A paste puts it in at once.
        element = self._one("textbox", label)
        element.click()
        self._run(
            "const [box, text] = arguments; box.value = text;"
            "box.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste', data: text}));",
            element,
            text,
        )

    def choose(self, label: str, option: str) -> None:
        element = self._one("combobox", label)
        self._run(
            "const [list, shown] = arguments;"
            "list.value = [...list.options].find((o) => o.textContent.trim() === shown).value;"
            "list.dispatchEvent(new Event('change', {bubbles: true}));",
            element,
            option,
        )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class MarionetteFirefox(_WebDriverBase):
    """Debian's Firefox ESR, headless, through its built-in Marionette server."""

    engine = "firefox"

    def __init__(self, binary: str, baseline_wasm: bool = True) -> None:
        from marionette_driver.marionette import Marionette

        self.profile = Path(tempfile.mkdtemp(prefix="shelfie-firefox-"))
        port = _free_port()
        prefs = {
            "marionette.port": port,
            "browser.shell.checkDefaultBrowser": False,
            "datareporting.policy.dataSubmissionEnabled": False,
            "app.update.disabledForTesting": True,
            "browser.startup.homepage_override.mstone": '"ignore"',
            "network.proxy.type": 0,
            "dom.serviceWorkers.testing.enabled": True,
            **(FIREFOX_BASELINE_WASM if baseline_wasm else {}),
        }
        (self.profile / "user.js").write_text(
            "".join(
                f"user_pref({key!r}, {str(value).lower() if isinstance(value, bool) else value});\n".replace(
                    "'", '"'
                )
                for key, value in prefs.items()
            )
        )
        self.process = subprocess.Popen(
            [binary, "--headless", "--marionette", "--no-remote", "-profile", str(self.profile)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.marionette = Marionette(host="127.0.0.1", port=port, startup_timeout=BOOT_SECONDS)
        self.marionette.start_session()
        self.version = str(self.marionette.session_capabilities["browserVersion"])

    def _run(self, source: str, *args: Any) -> Any:
        return self.marionette.execute_script(source, script_args=list(args), new_sandbox=False)

    def _navigate(self, url: str) -> None:
        self.marionette.navigate(url)

    def _refresh(self) -> None:
        # Marionette's refresh is a forced reload, which bypasses the service worker: a person's
        # reload is a navigation to the same address.
        self.marionette.navigate(self._run("return location.href"))

    def _switch(self, frame: Any) -> None:
        self.marionette.switch_to_frame(frame)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.marionette.delete_session()
        self.process.terminate()
        self.process.wait(timeout=30)
        shutil.rmtree(self.profile, ignore_errors=True)


class WebKitGTK(_WebDriverBase):
    """Debian's WebKitGTK (Safari's engine family) through WebKitWebDriver, on an Xvfb screen."""

    engine = "webkit"

    def __init__(self, driver: str, browser: str, display: str, baseline_wasm: bool = True) -> None:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = browser
        options.add_argument("--automation")
        # Selenium waits on WebKitWebDriver with no time limit: a MiniBrowser that never answered its
        # new session (once in CI) hung the whole run. Its requests now give up after BOOT_SECONDS
        # (the client takes the socket default when it is made), and a session that could not be
        # started is tried once more with a fresh driver before the test fails.
        previous = socket.getdefaulttimeout()
        socket.setdefaulttimeout(BOOT_SECONDS)
        try:
            for attempt in (1, 2):
                compilers = WEBKIT_BASELINE_WASM if baseline_wasm else {}
                service = Service(executable_path=driver, env={**os.environ, "DISPLAY": display, **compilers})
                try:
                    self.driver = webdriver.WebKitGTK(options=options, service=service)
                    break
                except Exception:
                    if attempt == 2:
                        raise
        finally:
            socket.setdefaulttimeout(previous)
        self.driver.set_window_size(1280, 1017)
        self.version = str(self.driver.capabilities.get("browserVersion", ""))

    def fresh(self) -> bool:
        """Never: WebKitGTK is started anew for every test, as it was before the other engines were
        kept. One that had started Python on several pages (of one web process, or of new windows)
        twice in three runs of ``make test`` never drew the next page in 120 s."""
        return False

    def _run(self, source: str, *args: Any) -> Any:
        return self.driver.execute_script(source, *args)

    def _navigate(self, url: str) -> None:
        self.driver.get(url)

    def _refresh(self) -> None:
        self.driver.refresh()

    def _switch(self, frame: Any) -> None:
        if frame is None:
            self.driver.switch_to.default_content()
        else:
            self.driver.switch_to.frame(frame)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.driver.quit()


class PlaywrightDriver:
    """Any engine Playwright has a build of: Chromium here, Firefox and WebKit where installed."""

    def __init__(self, engine: str, browser: Any) -> None:
        self.engine = engine
        self.context = browser.new_context(viewport={"width": 1280, "height": 1017})
        self.page = self.context.new_page()
        self.root: Any = self.page
        """The page, or the frame entered (``enter_frame``)."""

    def open(self, url: str) -> None:
        self.page.goto(url)
        self.page.wait_for_selector("html[data-ready=true]", timeout=BOOT_SECONDS * 1000)

    def open_plain(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.evaluate("document.documentElement.removeAttribute('data-ready')")
        self.page.reload()
        self.page.wait_for_selector("html[data-ready=true]", timeout=BOOT_SECONDS * 1000)

    def restart(self, url: str) -> None:
        self.page.evaluate(PAGE_RESTART, [url, True])  # the browser suite's warm pages' restart
        self.page.wait_for_selector("html[data-ready=true]", timeout=BOOT_SECONDS * 1000)

    def _named(self, role: str, name: str) -> Any:
        return self.root.get_by_role(role, name=name, exact=True)

    def click(self, role: str, name: str) -> None:
        self._named(role, name).click(timeout=STEP_SECONDS * 1000)
        wait_until(self, ANSWERED, "the worker's answer", BOOT_SECONDS)

    def fill(self, label: str, text: str) -> None:
        self.root.get_by_label(label, exact=True).fill(text)

    def paste(self, label: str, text: str) -> None:
        self.root.get_by_label(label, exact=True).fill(text)

    def choose(self, label: str, option: str) -> None:
        self.root.get_by_label(label, exact=True).select_option(label=option)

    def count(self, role: str, name: str) -> int:
        return int(self._named(role, name).and_(self.root.locator(":visible")).count())

    def script(self, source: str, *args: Any) -> Any:
        wrapped = f"(args) => (function () {{ {source} }}).apply(null, args)"
        return self.root.evaluate(wrapped, list(args))

    def enter_frame(self, css: str) -> None:
        self.root = self.page.wait_for_selector(css).content_frame()
        self.root.wait_for_selector("html[data-ready=true]", timeout=BOOT_SECONDS * 1000)

    def leave_frame(self) -> None:
        self.root = self.page

    def close(self) -> None:
        self.context.close()


@contextlib.contextmanager
def xvfb() -> Iterator[str]:
    """A virtual screen for WebKitGTK, which draws to one even when nothing is looked at. Xvfb picks
    a free display itself and names it (``-displayfd``), so test processes running side by side
    (pytest-xdist) never race for one number."""
    named, told = os.pipe()
    process = subprocess.Popen(
        ["Xvfb", "-displayfd", str(told), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(told,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(told)
    try:
        number = b""
        deadline = time.monotonic() + 10
        while not number.endswith(b"\n"):
            ready, _, _ = select.select([named], [], [], max(0.0, deadline - time.monotonic()))
            chunk = os.read(named, 16) if ready else b""
            if not chunk:
                raise RuntimeError("Xvfb did not start")
            number += chunk
        yield f":{int(number)}"
    finally:
        os.close(named)
        process.terminate()
        process.wait(timeout=10)
