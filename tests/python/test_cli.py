"""The command line, as a user runs it."""
import subprocess
import sys


def run(*args):
    return subprocess.run([sys.executable, "-m", "mxsim", *args], capture_output=True, text=True)


def test_info_tables():
    summary = run("info")
    assert summary.returncode == 0 and "scale rules (9)" in summary.stdout
    formats = run("info", "formats")
    assert formats.returncode == 0
    lines = formats.stdout.splitlines()
    assert lines[0].split()[:3] == ["format", "bits", "encoding"]
    assert any(line.split()[:4] == ["e4m3", "8", "finite_nan_all_ones", "448"] for line in lines)
    assert any(line.split()[:4] == ["hif8", "8", "hifloat8", "32768"] for line in lines)
    rules = run("info", "scale-rules")
    assert rules.returncode == 0 and "trn3" in rules.stdout and "ascend_alg1" in rules.stdout


def test_demo_runs():
    demo = run("demo")
    assert demo.returncode == 0, demo.stderr
    assert "MXE4M3 rule=trn3 block=trn3: scales (1, 16)" in demo.stdout


def test_bad_input_exits_2():
    bad = run("info", "bogus")
    assert bad.returncode == 2 and "invalid choice" in bad.stderr
    assert run().returncode == 2
