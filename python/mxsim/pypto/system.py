"""pl.system: pypto_pro's synchronisation calls and the CCE instructions they lower to (pypto
system_ops): sync_src / sync_dst (set_flag / wait_flag), the bar_* pipe barriers and the mutex
tokens (get_buf / rls_buf), and the cross-core flags between an AI Core's cube side and its two
vector cores (set_cross_core / wait_cross_core, which on the 950 lower to set_intra_block /
wait_intra_block)."""
from __future__ import annotations

import enum

from ..errors import KernelError
from ..frontend.kernel_line import caller
from .kernel import current
from .ops import Pipe
from .units import AIC

PipeType = Pipe


def _pipe(value, what):
    if not isinstance(value, Pipe):
        raise KernelError(f"{caller()}: {what}={value!r}; expected a pl.PipeType")
    return value


def _event(event_id, limit, what):
    if isinstance(event_id, bool) or not isinstance(event_id, int) or not 0 <= event_id < limit:
        raise KernelError(f"{caller()}: {what} event_id={event_id!r}; expected 0..{limit - 1}")
    return event_id


def _pair(set_pipe, wait_pipe, event_id, what):
    s, w = _pipe(set_pipe, "set_pipe"), _pipe(wait_pipe, "wait_pipe")
    if s is w or Pipe.ALL in (s, w):
        # pypto system_ops: the two pipes differ and neither is ALL
        raise KernelError(f"{caller()}: {what}(set_pipe={s.name}, wait_pipe={w.name}); expected two different pipes, "
                          f"neither ALL")
    return [("pipe", s.value), ("tpipe", w.value), ("event_id", _event(event_id, 8, what))]


def sync_src(*, set_pipe, wait_pipe, event_id):
    """pl.system.sync_src(set_pipe=, wait_pipe=, event_id=): set_flag on set_pipe (event 0..7)."""
    current().issue("set_flag", _pair(set_pipe, wait_pipe, event_id, "sync_src"))


def sync_dst(*, set_pipe, wait_pipe, event_id):
    """pl.system.sync_dst(set_pipe=, wait_pipe=, event_id=): wait_flag on wait_pipe (event 0..7)."""
    current().issue("wait_flag", _pair(set_pipe, wait_pipe, event_id, "sync_dst"))


class CrossCoreSyncMode(enum.IntEnum):
    """pypto CrossCoreSyncMode (the mode_id the lowering passes). The model runs INTRA_BLOCK: an AI
    Core's cube side and both its vector cores."""
    INTER_BLOCK = 0
    INTER_SUBBLOCK = 1
    INTRA_BLOCK = 2
    UNICAST_BLOCK = 3


def _cross(pipe, event_id, sync_mode, what):
    p = _pipe(pipe, "pipe")
    if p is Pipe.ALL:
        raise KernelError(f"{caller()}: {what}(pipe=ALL); expected the pipe that sets or waits")
    if sync_mode is not CrossCoreSyncMode.INTRA_BLOCK:
        raise KernelError(f"{caller()}: {what} sync_mode={sync_mode!r}; expected CrossCoreSyncMode.INTRA_BLOCK (the "
                          f"model has the cube side and both vector cores of one AI Core; UNICAST_BLOCK, INTER_BLOCK and "
                          f"INTER_SUBBLOCK are not modelled)")
    return p, _event(event_id, 16, what)


def set_cross_core(*, pipe, event_id, sync_mode=CrossCoreSyncMode.INTRA_BLOCK):
    """pl.system.set_cross_core(pipe=, event_id=, sync_mode=INTRA_BLOCK): on the cube side
    set_intra_block(pipe, id) and (pipe, id + 16), one for each vector core; on vector core J
    set_intra_block(pipe, id), which the cube side waits on as id + 16 J. It runs on the side of the
    section it is in (outside both: PIPE_V and PIPE_MTE3 are the vector cores', the rest the cube's)."""
    p, event = _cross(pipe, event_id, sync_mode, "set_cross_core")
    session = current()
    session.uses_vector = True
    ids = [event, event + 16] if session.aiv < 0 else [event]
    issued = [session.issue("set_intra_block", [("pipe", p.value), ("event_id", i)]) for i in ids]
    if not all(issued):
        return  # another unit's run records it
    targets = [(1, event), (2, event)] if session.aiv < 0 else [(AIC, event + 16 * session.aiv)]
    for unit, slot in targets:
        key = (session.core, unit, slot)
        session.cross_sets[key] = session.cross_sets.get(key, 0) + 1


def wait_cross_core(*, pipe, event_id, sync_mode=CrossCoreSyncMode.INTRA_BLOCK):
    """pl.system.wait_cross_core(pipe=, event_id=, sync_mode=INTRA_BLOCK): on the cube side
    wait_intra_block(pipe, id) and (pipe, id + 16), a set from each vector core; on a vector core
    wait_intra_block(pipe, id). Until the other units' runs make the sets, they go on first."""
    p, event = _cross(pipe, event_id, sync_mode, "wait_cross_core")
    session = current()
    session.uses_vector = True
    if (session.side_of("wait_intra_block", [("pipe", p.value)]) == "aiv") != (session.aiv >= 0):
        return  # another unit's run records it
    slots = [event, event + 16] if session.aiv < 0 else [event]
    keys = [(session.core, session.unit, s) for s in slots]
    session.runs.wait_until(session.unit, lambda: all(session.cross_sets.get(k, 0) > 0 for k in keys),
                            f"{caller()}: wait_cross_core(pipe={p.name}, event_id={event})")
    for key, slot in zip(keys, slots):
        session.cross_sets[key] -= 1
        session.issue("wait_intra_block", [("pipe", p.value), ("event_id", slot)])


def _barrier(pipe):
    def bar():
        current().issue("pipe_barrier", [("pipe", pipe.value)])
    bar.__name__ = f"bar_{pipe.name.lower()}"
    bar.__doc__ = f"pl.system.{bar.__name__}(): pipe_barrier({pipe.value})."
    return bar


bar_v, bar_m, bar_mte1, bar_mte2, bar_mte3, bar_fix, bar_all = (
    _barrier(p) for p in (Pipe.V, Pipe.M, Pipe.MTE1, Pipe.MTE2, Pipe.MTE3, Pipe.FIX, Pipe.ALL))


def _mutex(pipe, mutex_id):
    if isinstance(mutex_id, bool) or not isinstance(mutex_id, int) or not 0 <= mutex_id <= 31:
        raise KernelError(f"{caller()}: mutex_id={mutex_id!r}; expected 0..31")
    return [("pipe", _pipe(pipe, "pipe").value), ("id", mutex_id), ("mode", 0)]


def mutex_lock(*, pipe, mutex_id):
    """pl.system.mutex_lock(pipe=, mutex_id=): get_buf(pipe, id, 0)."""
    current().issue("get_buf", _mutex(pipe, mutex_id))


def mutex_unlock(*, pipe, mutex_id):
    """pl.system.mutex_unlock(pipe=, mutex_id=): rls_buf(pipe, id, 0)."""
    current().issue("rls_buf", _mutex(pipe, mutex_id))
