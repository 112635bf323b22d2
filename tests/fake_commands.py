"""Stand-ins for system commands (apt-get, sudo, id, …), so install scripts are tested as a fresh
machine meets them, on any machine: each stand-in records how it was called in ``$CALLS``."""

import subprocess
from collections.abc import Mapping
from pathlib import Path


def fake_bin(folder: Path, scripts: Mapping[str, str]) -> Path:
    """A folder of executable shell scripts named as the commands they stand in for."""
    folder.mkdir(exist_ok=True)
    for name, text in scripts.items():
        (folder / name).write_text(text)
        (folder / name).chmod(0o755)
    return folder


def run_script(command: list[str], env: Mapping[str, str], calls: Path) -> tuple[int, list[str], str]:
    """Run an install script; its exit code, the stand-ins' calls (this run's only) and its stderr."""
    calls.write_text("")
    done = subprocess.run(command, env=dict(env), capture_output=True, text=True, check=False)
    return done.returncode, calls.read_text().splitlines(), done.stderr
