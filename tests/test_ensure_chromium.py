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
case "$*" in *install*)
  for package in "$@"; do
    case "$package" in
      chromium) made="$SHELFIE_DEBIAN_CHROMIUM";;
      chromium-headless-shell) made="$SHELFIE_DEBIAN_HEADLESS_SHELL";;
      *) continue;;
    esac
    mkdir -p "$(dirname "$made")"; printf '#!/bin/sh\\n' > "$made"; chmod +x "$made"
  done;;
esac
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
            "SHELFIE_DEBIAN_HEADLESS_SHELL": str(tmp_path / "no-such-dir" / "chromium-headless-shell"),
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
        "apt-get install -y -qq chromium chromium-headless-shell DEBIAN_FRONTEND=noninteractive",
    ]


def test_as_a_user_it_installs_through_sudo(run):
    code, calls, _ = run(FAKE_UID="1000")
    assert code == 0
    assert calls == [
        "sudo env",
        "apt-get update -qq DEBIAN_FRONTEND=noninteractive",
        "sudo env",
        "apt-get install -y -qq chromium chromium-headless-shell DEBIAN_FRONTEND=noninteractive",
    ]


def test_when_apt_get_fails_it_falls_back_to_playwrights_download(run):
    code, calls, stderr = run(APT_FAILS="1")
    assert code == 0
    assert calls[-1] == "python -m playwright install chromium"
    assert "trying Playwright's download" in stderr


def executable(path: Path) -> str:
    path.write_text("#!/bin/sh\n")
    path.chmod(0o755)
    return str(path)


def test_an_installed_browser_is_used_as_it_is(run, tmp_path):
    browser, shell = executable(tmp_path / "chromium"), executable(tmp_path / "chromium-headless-shell")
    assert run(SHELFIE_DEBIAN_CHROMIUM=browser, SHELFIE_DEBIAN_HEADLESS_SHELL=shell) == (0, [], "")
    assert run(SHELFIE_CHROMIUM=browser) == (0, [], "")
    assert run(PLAYWRIGHT_BROWSER_MISSING="0") == (0, [], "")


def test_debians_chromium_without_its_headless_shell_gets_the_shell_alone(run, tmp_path):
    browser = executable(tmp_path / "chromium")
    code, calls, _ = run(SHELFIE_DEBIAN_CHROMIUM=browser)
    assert code == 0
    assert calls[-1] == "apt-get install -y -qq chromium-headless-shell DEBIAN_FRONTEND=noninteractive"


def test_debians_chromium_alone_will_do_when_the_shell_cannot_be_installed(run, tmp_path):
    code, calls, stderr = run(SHELFIE_DEBIAN_CHROMIUM=executable(tmp_path / "chromium"), APT_FAILS="1")
    assert code == 0
    assert not any("playwright install" in call for call in calls)
    assert "the tests run on the whole Chromium" in stderr


def test_a_named_browser_that_does_not_exist_is_an_error_not_a_silent_install(run, tmp_path):
    code, calls, stderr = run(SHELFIE_CHROMIUM=str(tmp_path / "missing"))
    assert code == 1
    assert calls == []
    assert "is not an executable file" in stderr


def test_the_script_is_executable():
    assert os.access(SCRIPT, os.X_OK)
