"""scripts/ensure-chromium as a fresh machine meets it, on any machine.

The script runs against stand-ins: a browser path that does not exist, and fake ``apt-get``,
``sudo``, ``id`` and venv Python that record how they were called. So the path a machine
without Chromium takes (as root, or through sudo) is tested even where Chromium is installed.
"""

import os
from pathlib import Path

import pytest

from tests.fake_commands import fake_bin, run_script

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "ensure-chromium"

FAKES = {
    "apt-get": """#!/bin/sh
echo "apt-get $* DEBIAN_FRONTEND=${DEBIAN_FRONTEND:-unset}" >> "$CALLS"
[ -n "$APT_FAILS" ] && exit 100
case "$*" in *install*) mkdir -p "$(dirname "$SHELFIE_DEBIAN_CHROMIUM")"; printf '#!/bin/sh\\n' > "$SHELFIE_DEBIAN_CHROMIUM"; chmod +x "$SHELFIE_DEBIAN_CHROMIUM";; esac
""",
    "sudo": """#!/bin/sh
echo "sudo $1" >> "$CALLS"
exec "$@"
""",
    "id": """#!/bin/sh
echo "$FAKE_UID"
""",
    "python": """#!/bin/sh
if [ "$1" = "-" ]; then cat > /dev/null; exit "${PLAYWRIGHT_BROWSER_MISSING:-1}"; fi
echo "python $*" >> "$CALLS"
""",
}


@pytest.fixture
def run(tmp_path):
    bin_dir = fake_bin(tmp_path / "bin", FAKES)
    calls = tmp_path / "calls"

    def go(**env: str) -> tuple[int, list[str], str]:
        full = {
            "PATH": f"{bin_dir}:/usr/bin:/bin",
            "CALLS": str(calls),
            "FAKE_UID": "0",
            "SHELFIE_DEBIAN_CHROMIUM": str(tmp_path / "no-such-dir" / "chromium"),
            "SHELFIE_VENV_PYTHON": str(bin_dir / "python"),
            **env,
        }
        return run_script([str(SCRIPT)], full, calls)

    return go


def test_as_root_without_chromium_it_installs_debians_package_noninteractively(run):
    code, calls, _ = run()
    assert code == 0
    assert calls == [
        "apt-get update -qq DEBIAN_FRONTEND=noninteractive",
        "apt-get install -y -qq chromium DEBIAN_FRONTEND=noninteractive",
    ]


def test_as_a_user_it_installs_through_sudo(run):
    code, calls, _ = run(FAKE_UID="1000")
    assert code == 0
    assert calls == [
        "sudo env",
        "apt-get update -qq DEBIAN_FRONTEND=noninteractive",
        "sudo env",
        "apt-get install -y -qq chromium DEBIAN_FRONTEND=noninteractive",
    ]


def test_when_apt_get_fails_it_falls_back_to_playwrights_download(run):
    code, calls, stderr = run(APT_FAILS="1")
    assert code == 0
    assert calls[-1] == "python -m playwright install chromium"
    assert "trying Playwright's download" in stderr


def test_an_installed_browser_is_used_as_it_is(run, tmp_path):
    browser = tmp_path / "chromium"
    browser.write_text("#!/bin/sh\n")
    browser.chmod(0o755)
    assert run(SHELFIE_DEBIAN_CHROMIUM=str(browser)) == (0, [], "")
    assert run(SHELFIE_CHROMIUM=str(browser)) == (0, [], "")
    assert run(PLAYWRIGHT_BROWSER_MISSING="0") == (0, [], "")


def test_a_named_browser_that_does_not_exist_is_an_error_not_a_silent_install(run, tmp_path):
    code, calls, stderr = run(SHELFIE_CHROMIUM=str(tmp_path / "missing"))
    assert code == 1
    assert calls == []
    assert "is not an executable file" in stderr


def test_the_script_is_executable():
    assert os.access(SCRIPT, os.X_OK)
