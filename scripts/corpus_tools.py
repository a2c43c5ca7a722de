"""What the public-corpus scripts (survey-cu.py, compare-static.py) share: finding
NVIDIA's tools and running a command with a time limit."""
import os
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def tool(name, env):
    """NVIDIA tool `name`: $env, else the repository's caches, else PATH."""
    if os.environ.get(env):
        return os.environ[env]
    for base in (".cache/nvcc/nvidia/cu13/bin", ".cache/cuda/nvidia/cu13/bin", ".cache/toolkit/nvidia/cu13/bin"):
        path = os.path.join(ROOT, base, name)
        if os.access(path, os.X_OK):
            return path
    return shutil.which(name)


def run(cmd, timeout=300):
    """Exit code and combined output of `cmd` (-1 and "timeout" past `timeout` s)."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return -1, "timeout"
