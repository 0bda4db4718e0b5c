"""The three units a pypto block runs on, one AI Core's: its cube side (AIC) and its two vector cores
(AIV0, AIV1). pypto_pro compiles one kernel body for both kinds of core (`pl.section_cube()` and
`pl.section_vector()` mark the parts each runs); the front end runs the body once per unit, each
run recording only its unit's instructions. A kernel that never reaches the vector side (no Vec
tile, vector section, vector instruction or cross-core flag in its cube run) runs once.

The runs take turns: a run goes on until it finishes or reaches a `wait_cross_core` whose
`set_cross_core` no run has made yet; then the next run that can go on does. So every set is
recorded before the waits it releases, in the order the hardware could run them (the trace's order
is its issue order), and a wait that nothing will ever release is a KernelError at its line (the
kernel would hang). Each run is a thread, but only one runs at a time."""
from __future__ import annotations

import threading

from ..errors import KernelError

AIC, AIV0, AIV1 = 0, 1, 2
UNIT_NAMES = ("AIC", "AIV0", "AIV1")


class _Stop(BaseException):
    """Ends a run whose block failed in another run."""


class UnitRuns:
    """Runs `body(unit)` for the three units of a block, one at a time, in turns."""

    def __init__(self, session):
        self.session = session
        self.cond = threading.Condition()
        self.turn = AIC
        self.done = set()
        self.waiting = {}   # unit -> the predicate that lets it go on
        self.hang = None    # the unit whose wait nothing releases
        self.error = None
        self.stopped = False

    def run(self, body):
        threads = [threading.Thread(target=self._run, args=(unit, body), daemon=True) for unit in (AIC, AIV0, AIV1)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        if self.error is not None:
            raise self.error

    def _run(self, unit, body):
        with self.cond:
            self.cond.wait_for(lambda: self.turn == unit or self.stopped)
            if self.stopped:
                return
        try:
            with self.session.active():
                body(unit)
        except _Stop:
            return
        except BaseException as error:  # the block's first failure is the call's error
            with self.cond:
                if self.error is None:
                    self.error = error
                self.stopped = True
                self.cond.notify_all()
            return
        with self.cond:
            self.done.add(unit)
            self._hand_on(unit)

    def wait_until(self, unit, ready, what):
        """Called by `unit`'s run at a wait that `ready()` must allow: other runs go on until it does.
        A wait no run will release raises KernelError (`what`: the wait, as the kernel wrote it)."""
        with self.cond:
            if ready():
                return
            self.waiting[unit] = ready
            self._hand_on(unit)
            self.cond.wait_for(lambda: self.turn == unit or self.stopped)
            if self.stopped:
                raise _Stop()
            del self.waiting[unit]
            if self.hang == unit:
                self.stopped = True
                self.cond.notify_all()
                raise KernelError(f"{what} on {UNIT_NAMES[unit]}: no set_cross_core on the other units releases it "
                                  f"(they have finished or wait themselves): the kernel hangs here")

    def _hand_on(self, unit):
        """The next unit after `unit` that can go on takes the turn (a unit not started, or one whose
        wait is now released); if none can and one waits, that wait hangs."""
        for step in (1, 2, 3):
            other = (unit + step) % 3
            if other in self.done or (other != AIC and not self.session.uses_vector):
                continue  # a kernel with no vector side runs on its cube side alone
            if other not in self.waiting or self.waiting[other]():
                self.turn = other
                self.cond.notify_all()
                return
        if self.waiting:
            self.hang = self.turn = min(self.waiting)
        else:
            self.turn, self.stopped = None, True  # every run has finished (or has none to do)
        self.cond.notify_all()
