"""Lighthouse's audit of the page (mobile preset, its simulated slow 4G and a CPU four times slower), served
by tools/site.py: netlify.toml's headers and precompressed files, as a host serves them.

Run: .venv/bin/python -m benchmarks.lighthouse [--runs N] [--path index.html?game=dicegame] [--returning]
(`make bench` installs Lighthouse from benchmarks/lighthouse/package-lock.json and runs it).
Prints each category's score and the performance metrics, medians over the runs.

Lighthouse audits a first visit (it empties the browser's storage). --returning audits a returning
player instead: a profile that visited the page once (service worker installed, Python's memory
snapshot stored) and Lighthouse told to keep storage, so Python is restored from the snapshot.
"""

import argparse
import json
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.site import CHROMIUM_FLAGS, ROOT, chromium_path, launch_args, serve

CLI = ROOT / "benchmarks/lighthouse/node_modules/lighthouse/cli/index.js"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
METRICS = {
    "first-contentful-paint": "First Contentful Paint",
    "largest-contentful-paint": "Largest Contentful Paint",
    "total-blocking-time": "Total Blocking Time",
    "speed-index": "Speed Index",
    "interactive": "Time to Interactive",
}


def browser_path() -> str:
    """The whole Chromium, as players run it: $SHELFIE_CHROMIUM, Debian's, else Playwright's own."""
    found = chromium_path()
    if found:
        return found
    with sync_playwright() as playwright:
        return playwright.chromium.executable_path


def visit_once(url: str, profile: Path, stay_seconds: float = 0) -> None:
    """A first visit in ``profile``, until the service worker and the snapshot are both stored,
    then ``stay_seconds`` more with the page open."""
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(profile, **launch_args())
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        page.get_by_text("Ready to play offline").wait_for(timeout=120_000)
        assert page.evaluate("shelfieSnapshot.saved") == "stored"
        page.wait_for_timeout(stay_seconds * 1000)
        context.close()


def audit(url: str, out: Path, profile: Path | None = None) -> dict[str, object]:
    flags = " ".join(
        ["--headless=new", *CHROMIUM_FLAGS, *([f"--user-data-dir={profile}"] if profile else [])]
    )
    subprocess.run(
        [
            "node",
            str(CLI),
            url,
            "--quiet",
            "--output=json",
            f"--output-path={out}",
            f"--only-categories={','.join(CATEGORIES)}",
            f"--chrome-flags={flags}",
            "--max-wait-for-load=90000",
            *(["--disable-storage-reset"] if profile else []),
        ],
        check=True,
        env={**os.environ, "CHROME_PATH": browser_path()},
    )
    report: dict[str, object] = json.loads(out.read_text())
    return report


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--path", default="index.html", help="the page, relative to the site")
    parser.add_argument(
        "--site", type=Path, default=ROOT, help="a built checkout to audit instead of this one"
    )
    parser.add_argument("--returning", action="store_true", help="audit a returning player's visit")
    args = parser.parse_args()
    if not CLI.exists():
        raise SystemExit(
            "Lighthouse is not installed: npm ci --prefix benchmarks/lighthouse (make bench does)"
        )
    scores: dict[str, list[float]] = {name: [] for name in CATEGORIES}
    metrics: dict[str, list[float]] = {name: [] for name in METRICS}
    transfer: list[float] = []
    shifts: list[float] = []
    failed: set[str] = set()
    with serve(args.site.resolve()) as base, tempfile.TemporaryDirectory() as tmp:
        for run in range(args.runs):
            profile = Path(tmp) / f"profile{run}" if args.returning else None
            if profile:
                visit_once(base + args.path, profile)
            report = audit(base + args.path, Path(tmp) / f"run{run}.json", profile)
            categories = report["categories"]
            audits = report["audits"]
            assert isinstance(categories, dict) and isinstance(audits, dict)
            for name in CATEGORIES:
                scores[name].append(100 * categories[name]["score"])
            for name in METRICS:
                metrics[name].append(audits[name]["numericValue"])
            transfer.append(audits["total-byte-weight"]["numericValue"])
            shifts.append(audits["cumulative-layout-shift"]["numericValue"])
            failed |= {
                f"{found['title']} ({name})"
                for name in CATEGORIES[1:]
                for ref in categories[name]["auditRefs"]
                if ref["weight"] and (found := audits[ref["id"]])["score"] is not None and found["score"] < 1
            }
            version = report["lighthouseVersion"]
    visit = "a returning visit" if args.returning else "a first visit"
    print(f"Lighthouse {version}, mobile preset, {args.runs} runs of {args.path} ({visit}), medians")
    print("  ".join(f"{name} {statistics.median(values):.0f}" for name, values in scores.items()))
    for name, label in METRICS.items():
        print(f"{label}: {statistics.median(metrics[name]) / 1000:.1f} s")
    print(f"Cumulative Layout Shift: {statistics.median(shifts):.3f}")
    print(f"bytes transferred (as served, compressed): {statistics.median(transfer) / 1e6:.2f} MB")
    for title in sorted(failed):
        print(f"not passed: {title}")


if __name__ == "__main__":
    main()
