"""A target's default machine configuration: the first row of models/<target>/configs.def, read
through the bindings (the name is written nowhere else)."""
from __future__ import annotations

from .. import _core


def default_config(target):
    return next(c["name"] for c in getattr(_core, f"{target}_configs")() if c["default"])
