#!/usr/bin/env python3
"""Mutation campaign for `mxsim run`: COUNT mutated copies of seed traces, each run as its own
process under an address-space limit and a wall-clock timeout, with every outcome counted.

    scripts/mutation_campaign.py 100000            # the campaign of record (about an hour on 2 cores)
    scripts/mutation_campaign.py 400 --jobs 2      # the test command's bounded run

A run ends in exactly one outcome:
    exit 0                  the mutant is a valid trace and replayed cleanly
    exit 1                  it replayed with diagnostics or expected-output mismatches
    exit 2 positioned       bad input, and the message names file:line[:column]
  and these are failures of mxsim (the script exits 1 when any occurs, keeping each case):
    exit 2 unpositioned     bad input without a position in the message
    traceback               an exception escaped (a Python traceback on stderr)
    signal                  the process died of a signal (a crash or the sanitizer's abort)
    hang                    it ran past the timeout
    other exit              any other exit status

Each run is a child forked from a process that has already imported mxsim (so a case costs the
replay, not the interpreter's start), with RLIMIT_AS set before it reads the trace and SIGALRM armed
for the timeout: `mxsim.cli.main(["run", trace])` exactly as the command line runs it. Mutations
are drawn from a seeded generator (--seed), so a campaign replays the same mutants: byte edits
(flips, insertions of ASCII, control and non-ASCII bytes, deletions), line edits (delete,
duplicate, swap, truncate the file), token edits (numbers replaced by extremes, names by other
names of the trace, long tokens), header edits and payload edits (names pointing at FIFOs,
devices, directories, absolute or missing paths, and a corrupted copy of the archive).
"""
from __future__ import annotations

import argparse
import collections
import glob
import io
import os
import random
import re
import resource
import shutil
import signal
import sys
import tempfile
import time
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_ARCHIVE_LIMIT_BYTES = 4 << 20  # seeds by default: traces whose .npz is at most 4 MiB
POSITIONED = re.compile(r"\.mxt:\d+(:\d+)?: ")
BAD = ("exit 2 unpositioned", "traceback", "signal", "hang", "other exit")
EXTREMES = ["0", "-1", "1", "7", "2147483647", "2147483648", "-2147483649", "9223372036854775807",
            "-9223372036854775808", "18446744073709551616", "0x7fffffffffffffff", "0xffffffffffffffff", "1e308",
            "-0.0", "nan", "inf", "1.5", "0x", "--1", "65536", "4294967296"]
ODD_PAYLOADS = ["/dev/zero", "/dev/urandom", "fifo.npy", "dir.npy", "missing.npy", "missing.npz/x", "corrupt.npz/{m}",
                "/nonexistent/abs.npy", "", "a.npz/", ".npz/x", "x" * 300 + ".npy"]


def mutate(text: str, names: list[str], rng: random.Random) -> bytes:
    data = bytearray(text.encode())
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(11)
        lines = data.split(b"\n")
        if kind == 0 and data:  # flip a bit
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        elif kind == 1:  # insert a byte: structure, control, non-ASCII
            i = rng.randrange(len(data) + 1)
            data[i:i] = bytes([rng.choice(b"[](),=:\"#@\\-.x0 \t\r\x00\x7f\x80\xc3\xa9\xef\xbb\xbf\xff")])
        elif kind == 2 and data:  # delete a span
            i = rng.randrange(len(data))
            del data[i:i + rng.randint(1, 16)]
        elif kind == 3 and len(lines) > 1:  # delete, duplicate or swap lines
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            choice = rng.randrange(3)
            if choice == 0:
                del lines[i]
            elif choice == 1:
                lines.insert(j, lines[i])
            else:
                lines[i], lines[j] = lines[j], lines[i]
            data = bytearray(b"\n".join(lines))
        elif kind == 4:  # truncate the file
            del data[rng.randrange(len(data) + 1):]
        elif kind == 5:  # a number becomes an extreme
            numbers = list(re.finditer(rb"-?(0x[0-9a-fA-F]+|\d+(\.\d+)?)", bytes(data)))
            if numbers:
                m = rng.choice(numbers)
                data[m.start():m.end()] = rng.choice(EXTREMES).encode()
        elif kind == 6 and names:  # a name becomes another name of the trace
            words = list(re.finditer(rb"[A-Za-z_][A-Za-z0-9_]*", bytes(data)))
            if words:
                m = rng.choice(words)
                data[m.start():m.end()] = rng.choice(names).encode()
        elif kind == 7:  # a long token
            i = rng.randrange(len(data) + 1)
            data[i:i] = rng.choice([b"x", b"[", b"1", b"a=1 ", b"[1, "]) * rng.choice([100, 10_000, 100_000])
        elif kind == 8:  # the header
            data = bytearray(re.sub(rb"^mxt \d+", rng.choice([b"mxt 1", b"mxt 3", b"mxt -1", b"mxt", b"mxt 2 2"]),
                                    bytes(data), count=1))
        elif kind == 9:  # a payload or expect name points somewhere odd
            specs = list(re.finditer(rb'(payload|expect)="([^"]*)"', bytes(data)))
            if specs:
                m = rng.choice(specs)
                member = m.group(2).split(b"/")[-1].decode(errors="replace")
                odd = rng.choice(ODD_PAYLOADS).replace("{m}", member)
                data[m.start(2):m.end(2)] = odd.encode()
        elif kind == 10 and len(lines) > 2:  # an operand or attribute dropped or given twice
            i = rng.randrange(1, len(lines))
            fields = lines[i].split(b" ")
            if len(fields) > 2:
                j = rng.randrange(1, len(fields))
                if rng.randrange(2):
                    del fields[j]
                else:
                    fields.insert(j, fields[j])
                lines[i] = b" ".join(fields)
                data = bytearray(b"\n".join(lines))
    return bytes(data)


def prepare(work: str, seeds: list[str]) -> list[tuple[str, str, list[str]]]:
    """Copy the seed traces and archives into `work`, beside the odd payload files; returns
    (stem, text, names) per seed."""
    out = []
    for path in seeds:
        stem = os.path.splitext(os.path.basename(path))[0]
        archive = os.path.splitext(path)[0] + ".npz"
        if os.path.exists(archive):
            shutil.copy(archive, os.path.join(work, stem + ".npz"))
        text = open(path).read()
        names = sorted(set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text)))
        out.append((stem, text, names))
    os.mkfifo(os.path.join(work, "fifo.npy"))
    os.mkdir(os.path.join(work, "dir.npy"))
    # a corrupted archive: the first seed's, with bytes flipped in its data
    archives = sorted(glob.glob(os.path.join(work, "*.npz")))
    if archives:
        blob = bytearray(open(archives[0], "rb").read())
        for i in range(len(blob) // 2, len(blob), max(1, len(blob) // 7)):
            blob[i] ^= 0x55
        open(os.path.join(work, "corrupt.npz"), "wb").write(bytes(blob))
    return out


def child(trace: str, memory_limit: int, timeout: int, out_fd: int, options: list[str]) -> None:
    """In the forked child: limits, then the command line's own `mxsim run`."""
    os.dup2(out_fd, 1)
    os.dup2(out_fd, 2)
    resource.setrlimit(resource.RLIMIT_AS, (memory_limit, memory_limit))
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    signal.alarm(timeout)
    sys.stdout = io.TextIOWrapper(os.fdopen(1, "wb", buffering=0, closefd=False), write_through=True)
    sys.stderr = io.TextIOWrapper(os.fdopen(2, "wb", buffering=0, closefd=False), write_through=True)
    from mxsim import cli
    try:
        code = cli.main(["run", *options, trace])
    except SystemExit as exit_request:
        code = exit_request.code if isinstance(exit_request.code, int) else 2
    except BaseException:
        traceback.print_exc()
        code = 99
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def classify(status: int, output: str) -> str:
    if os.WIFSIGNALED(status):
        return "hang" if os.WTERMSIG(status) == signal.SIGALRM else "signal"
    code = os.WEXITSTATUS(status)
    if code == 99 or "Traceback (most recent call last)" in output:
        return "traceback"
    if code == 0:
        return "exit 0"
    if code == 1:
        return "exit 1"
    if code == 2:
        return "exit 2 positioned" if POSITIONED.search(output) else "exit 2 unpositioned"
    return "other exit"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("count", type=int, help="mutated traces to run")
    parser.add_argument("--seed", type=int, default=1, help="the mutation generator's seed (default 1)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="runs at a time (default: the cores)")
    parser.add_argument("--memory-gib", type=float, default=4.0, help="address-space limit per run (default 4)")
    parser.add_argument("--timeout", type=int, default=10, help="seconds per run (default 10)")
    parser.add_argument("--seeds", nargs="*", help="seed traces (default: every trace under traces/ whose payload "
                        "archive is at most 4 MiB)")
    parser.add_argument("--timing", action="store_true", help="run each mutant with `mxsim run --timing` (the "
                        "timing model too, where the trace's target has one)")
    parser.add_argument("--keep", default=None, help="directory for the failing cases (default: a temporary one)")
    args = parser.parse_args(argv)

    import mxsim.cli  # noqa: F401  (imported once, before the forks)

    # the recorded traces, less those with large payloads (the 2048^3 GEMM: each of its mutants
    # would copy 25 MB and replay 17 GFLOP, for no reader path the smaller traces do not reach)
    seeds = args.seeds or sorted(p for p in glob.glob(os.path.join(ROOT, "traces", "*", "*.mxt"))
                                 if not os.path.exists(os.path.splitext(p)[0] + ".npz")
                                 or os.path.getsize(os.path.splitext(p)[0] + ".npz") <= SEED_ARCHIVE_LIMIT_BYTES)
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="mxsim-mutants-")
    keep = args.keep or os.path.join(work, "failures")
    os.makedirs(keep, exist_ok=True)
    corpus = prepare(work, seeds)
    memory_limit = int(args.memory_gib * (1 << 30))
    counts: collections.Counter[str] = collections.Counter()
    examples: dict[str, str] = {}
    running: dict[int, tuple[str, int, str]] = {}  # pid -> (trace, output file, seed stem)
    started = time.monotonic()

    def reap(block: bool) -> None:
        pid, status = os.waitpid(-1, 0 if block else os.WNOHANG)
        if pid == 0:
            return
        trace, out_fd, stem = running.pop(pid)
        os.lseek(out_fd, 0, os.SEEK_SET)
        with os.fdopen(out_fd, "rb") as stream:
            output = stream.read(1 << 16).decode(errors="replace")
        os.unlink(trace + ".out")
        outcome = classify(status, output)
        counts[outcome] += 1
        if outcome in BAD:
            kept = os.path.join(keep, f"{outcome.replace(' ', '_')}-{sum(counts.values())}-{stem}.mxt")
            shutil.copy(trace, kept)
            examples.setdefault(outcome, f"{kept}: {output.strip()[-400:]}")
        os.unlink(trace)

    for case in range(args.count):
        while len(running) >= args.jobs:
            reap(block=True)
        stem, text, names = corpus[rng.randrange(len(corpus))]
        trace = os.path.join(work, f"{stem}.m{case}.mxt")
        with open(trace, "wb") as f:
            f.write(mutate(text, names, rng))
        # payload names are relative to the trace: the mutant sits beside its seed's archive. Its
        # output goes to a file, not a pipe, so a long message cannot block the child.
        out_fd = os.open(trace + ".out", os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
        pid = os.fork()
        if pid == 0:
            child(trace, memory_limit, args.timeout, out_fd, ["--timing"] if args.timing else [])
        running[pid] = (trace, out_fd, stem)
        if (case + 1) % 10000 == 0:
            print(f"  {case + 1} runs, {time.monotonic() - started:.0f} s", flush=True)
    while running:
        reap(block=True)

    elapsed = time.monotonic() - started
    print(f"mutation campaign: {args.count} runs of mutated traces ({len(corpus)} seeds, seed {args.seed}), "
          f"RLIMIT_AS {args.memory_gib:g} GiB, timeout {args.timeout} s, {args.jobs} at a time, {elapsed:.0f} s")
    for outcome in ("exit 0", "exit 1", "exit 2 positioned") + BAD:
        print(f"  {outcome:20} {counts[outcome]}")
    for outcome, example in examples.items():
        print(f"first {outcome}: {example}")
    bad = sum(counts[o] for o in BAD)
    if bad:
        print(f"mutation campaign: {bad} failures kept in {keep}")
        return 1
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
