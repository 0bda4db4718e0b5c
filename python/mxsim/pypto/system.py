"""pl.system: pypto_pro's synchronisation calls and the CCE instructions they lower to (pypto
system_ops): sync_src / sync_dst (set_flag / wait_flag), the bar_* pipe barriers and the mutex
tokens (get_buf / rls_buf). Cross-core synchronisation (set_cross_core, wait_cross_core) needs the
vector cores, which the model does not have yet."""
from __future__ import annotations

from ..errors import KernelError
from ..frontend.kernel_line import caller
from .kernel import current
from .ops import Pipe

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


def _barrier(pipe):
    def bar():
        current().issue("pipe_barrier", [("pipe", pipe.value)])
    bar.__name__ = f"bar_{pipe.name.lower()}"
    bar.__doc__ = f"pl.system.{bar.__name__}(): pipe_barrier({pipe.value})."
    return bar


bar_m, bar_mte1, bar_mte2, bar_mte3, bar_fix, bar_all = (
    _barrier(p) for p in (Pipe.M, Pipe.MTE1, Pipe.MTE2, Pipe.MTE3, Pipe.FIX, Pipe.ALL))


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
