"""scripts/ensure-engines as a fresh machine meets it, on any machine: against fake ``apt-get``,
``sudo`` and ``id`` on a PATH that holds no browser, so the install path is tested where the
engines are installed too. It never fails the build: an engine it cannot install is skipped by the
tests with a reason."""

import os
import shutil
from pathlib import Path

import pytest

from tests.fake_commands import fake_bin, run_script

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "ensure-engines"

FAKES = {
    "apt-get": '#!/bin/sh\necho "apt-get $* DEBIAN_FRONTEND=${DEBIAN_FRONTEND:-unset}" >> "$CALLS"\n'
    '[ -n "$APT_FAILS" ] && exit 100\nexit 0\n',
    "sudo": '#!/bin/sh\necho "sudo $1 $2" >> "$CALLS"\nshift\nexec "$@"\n',
    "id": '#!/bin/sh\necho "$FAKE_UID"\n',
}


@pytest.fixture
def run(tmp_path):
    bin_dir = fake_bin(tmp_path / "bin", FAKES)
    for tool in ("dirname", "env"):
        found = shutil.which(tool)
        assert found is not None
        (bin_dir / tool).symlink_to(found)
    calls = tmp_path / "calls"

    def go(*installed: str, **env: str) -> tuple[int, list[str], str]:
        fake_bin(bin_dir, dict.fromkeys(installed, "#!/bin/sh\n"))
        full = {"PATH": str(bin_dir), "CALLS": str(calls), "FAKE_UID": "0", **env}
        return run_script(["/bin/bash", str(SCRIPT)], full, calls)

    return go


def test_as_root_it_installs_what_is_missing_noninteractively(run):
    code, calls, _ = run()
    assert code == 0
    assert calls == [
        "apt-get update -qq DEBIAN_FRONTEND=noninteractive",
        "apt-get install -y -qq firefox-esr webkit2gtk-driver xvfb DEBIAN_FRONTEND=noninteractive",
    ]


def test_only_the_missing_packages_are_installed_and_none_when_all_are_there(run):
    assert run("firefox-esr", "Xvfb")[1][-1] == (
        "apt-get install -y -qq webkit2gtk-driver DEBIAN_FRONTEND=noninteractive"
    )
    assert run("firefox-esr", "Xvfb", "WebKitWebDriver") == (0, [], "")


def test_as_a_user_it_asks_sudo_never_to_prompt(run):
    code, calls, _ = run(FAKE_UID="1000")
    assert code == 0
    assert calls[0] == "sudo -n env"


def test_when_apt_get_fails_the_build_goes_on_and_says_why(run):
    code, _, stderr = run(APT_FAILS="1")
    assert code == 0
    assert "could not install firefox-esr webkit2gtk-driver xvfb" in stderr


def test_the_script_is_executable():
    assert os.access(SCRIPT, os.X_OK)
