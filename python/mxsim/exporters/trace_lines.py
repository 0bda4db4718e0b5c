"""A recorded trace as the exporters read it: the canonical `.mxt` text (the model's own reader
and printer, so comments, spacing and number spellings are already settled) split into its
header, buffer declarations and instructions, each operand value parsed into a small tree that
an exporter renders in its vendor's source language."""
from __future__ import annotations

import keyword
import re
from dataclasses import dataclass, field

from .. import _core
from ..errors import TraceError


@dataclass(frozen=True)
class Number:
    text: str  # as the canonical printer wrote it: a decimal or 0x integer, or a float


@dataclass(frozen=True)
class String:
    text: str


@dataclass(frozen=True)
class Name:
    """A bare name: a buffer, or a word the instruction defines (an engine, an ALU op, a dtype)."""
    text: str


@dataclass(frozen=True)
class Items:
    values: tuple


@dataclass(frozen=True)
class Reference:
    """name[index].method(key=value, ...)...: a view of a buffer."""
    name: str
    index: str | None                 # the slice text between the brackets, as written
    calls: tuple = ()                 # (method, ((key, value), ...)), in order


@dataclass
class Line:
    number: int                       # the line in the trace file (1-based)
    word: str                         # "buffer" or the mnemonic
    operands: list = field(default_factory=list)  # (key, value tree); for a buffer, its fields
    name: str = ""                    # a buffer's name
    space: str = ""                   # a buffer's memory space
    queue: str = ""                   # an instruction's `@queue` prefix, when written
    text: str = ""                    # the canonical line

    def get(self, key, default=None):
        return next((v for k, v in self.operands if k == key), default)


@dataclass
class TraceText:
    path: str
    target: str
    config: str                       # "" when the trace names none (the target's default)
    canonical: str
    lines: list                       # Line, in order (header and `end` excluded)

    def where(self, line=None) -> str:
        """file:line:1 of a line, for errors (the file alone for None)."""
        return self.path if line is None else f"{self.path}:{line.number}:1"

    @property
    def buffers(self):
        return [line for line in self.lines if line.word == "buffer"]


_TOKEN = re.compile(r'\s*(?:(?P<string>"(?:[^"\\]|\\.)*")|(?P<number>-?(?:0[xX][0-9a-fA-F]+|(?:[0-9]|\.[0-9])[0-9a-zA-Z.+-]*))'
                    r'|(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<punct>[\[\](),=.:]))')


class _Parser:
    def __init__(self, text, where):
        self.text, self.pos, self.where = text, 0, where

    def fail(self, expected):
        raise TraceError(f"{self.where}: {self.text[self.pos:self.pos + 20]!r} in the canonical line {self.text!r}; "
                         f"expected {expected}")

    def peek(self):
        m = _TOKEN.match(self.text, self.pos)
        return m

    def take(self, kind=None, text=None):
        m = self.peek()
        if m is None or (kind and m.group(kind) is None) or (text is not None and m.group(0).strip() != text):
            self.fail(text or kind)
        self.pos = m.end()
        return m.group(0).strip()

    def at(self, text):
        m = self.peek()
        return m is not None and m.group(0).strip() == text

    def value(self):
        m = self.peek()
        if m is None:
            self.fail("a value")
        if m.group("string") is not None:
            self.pos = m.end()
            raw = m.group("string")[1:-1]
            return String(re.sub(r"\\(.)", r"\1", raw))
        if m.group("number") is not None:
            self.pos = m.end()
            return Number(m.group("number"))
        if m.group("punct") == "[":
            self.pos = m.end()
            items = []
            while not self.at("]"):
                items.append(self.value())
                if not self.at("]"):
                    self.take(text=",")
            self.take(text="]")
            return Items(tuple(items))
        if m.group("name") is not None:
            self.pos = m.end()
            return self.reference(m.group("name"))
        self.fail("a value")

    def reference(self, name):
        index = None
        if self.at("["):
            start = self.text.index("[", self.pos)
            end = self.text.index("]", start)
            index, self.pos = self.text[start + 1:end], end + 1
        calls = []
        while self.at("."):
            self.take(text=".")
            method = self.take("name")
            self.take(text="(")
            arguments = []
            while not self.at(")"):
                key = self.take("name")
                self.take(text="=")
                arguments.append((key, self.value()))
                if not self.at(")"):
                    self.take(text=",")
            self.take(text=")")
            calls.append((method, tuple(arguments)))
        if index is None and not calls:
            return Name(name)
        return Reference(name, index, tuple(calls))

    def operands(self):
        out = []
        while self.pos < len(self.text) and self.text[self.pos:].strip():
            key = self.take("name")
            self.take(text="=")
            out.append((key, self.value()))
        return out


def read_trace(path) -> TraceText:
    """The trace at `path`, canonical and split into lines (a TraceError names a malformed one)."""
    path = str(path)
    with open(path, "rb") as f:
        data = f.read()
    from ..run import _decode
    return parse_trace(_decode(data, path), path)


def parse_trace(text, path) -> TraceText:
    """`text`, a trace named `path` in errors, canonical and split into lines."""
    canonical = _core.canonical_mxt(text, path)
    # the canonical text keeps one line per statement, in order, and drops blank and comment lines
    sources = [number for number, raw in enumerate(text.split("\n"), 1)
               if raw.strip() and not raw.strip().startswith("#")]
    target = config = ""
    lines = []
    for index, text in enumerate(canonical.splitlines()):
        number = sources[index] if index < len(sources) else index + 1
        where = f"{path}:{number}:1"
        line_text = text
        queue = ""
        if text.startswith("@"):
            queue, _, text = text.partition(" ")
        word, _, rest = text.partition(" ")
        if word == "target":
            target = rest.strip()
        elif word == "config":
            config = rest.strip()
        elif word in ("mxt", "end", ""):
            continue
        elif word == "buffer":
            name, space, fields = (rest.split(" ", 2) + ["", ""])[:3]
            lines.append(Line(number, word, _Parser(fields, where).operands(), name=name, space=space,
                              text=line_text))
        else:
            lines.append(Line(number, word, _Parser(rest, where).operands(), queue=queue[1:], text=line_text))
    return TraceText(path, target, config, canonical, lines)


def integer(value) -> int:
    """A Number operand's integer value (decimal or 0x)."""
    return int(value.text, 0)


def integers(value) -> list:
    """An Items operand of Numbers as ints (shapes)."""
    return [integer(v) for v in value.values]


def variable_for(name, variables: dict, reserved) -> str:
    """The Python variable exported source gives buffer `name`: the name itself where it is one
    and not `reserved` (the source's own names), else prefixed with b_ until unused; remembered in
    `variables` (buffer name -> variable)."""
    if name not in variables:
        safe = name if name.isidentifier() and not keyword.iskeyword(name) and name not in reserved else f"b_{name}"
        while safe in variables.values():
            safe = "b_" + safe
        variables[name] = safe
    return variables[name]
