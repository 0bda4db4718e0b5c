"""ASC-RACE: accesses of the same bytes from two pipes, at least one a write, that no
synchronisation orders (isa/ascend950/races.h, vector clocks over the pipes). Checked against an
independent oracle written here: reachability in the graph of program order per pipe and the
synchronisation edges (set_flag -> wait_flag, rls_buf -> the next get_buf of its ID, unit flags,
set_intra_block -> wait_intra_block, pipe_barrier(PIPE_ALL)), with conflicts found at tile
granularity from the operand names, between pipes of one unit (an AI Core's cube side or one of
its vector cores). The
recorded traces have no race; removing each get_buf / rls_buf pair from them gives a race exactly
when the oracle finds an unordered conflict, and every race reported names two instructions the
oracle says conflict unordered."""
import glob
import os
import re
import shutil

import pytest

import mxsim

HERE = os.path.join(os.path.dirname(__file__), "..", "..", "traces", "ascend950")
TRACES = sorted(glob.glob(os.path.join(HERE, "*.mxt")))
# the traces small enough for the quadratic oracle and a replay per removed pair (the 512 x 1024 x
# 512 quant-matmul has 1,024 pairs: its recorded form is checked race-free by the model alone)
SMALL = [path for path in TRACES if os.path.getsize(path) < 100_000]

PIPE_OF = {"copy_gm_to_cbuf_multi_nd2nz": "mte2", "copy_gm_to_cbuf_multi_dn2nz": "mte2", "load_cbuf_to_ca": "mte1",
           "load_cbuf_to_cb": "mte1", "load_cbuf_to_ca_mx": "mte1", "load_cbuf_to_cb_mx": "mte1",
           "copy_cbuf_to_bt": "mte1", "copy_cbuf_to_fbuf": "mte1", "mad_mx": "m", "copy_matrix_cc_to_gm": "fix",
           "copy_matrix_cc_to_ub": "fix", "copy_gm_to_ubuf_align": "mte2", "copy_ubuf_to_gm_align": "mte3",
           "copy_ubuf_to_cbuf": "mte3", "vconv": "v"}
UNIT_FLAGGED = ("mad_mx", "copy_matrix_cc_to_gm", "copy_matrix_cc_to_ub")


def _unit(o):
    """(core, vector core or -1): the unit an instruction runs on."""
    return int(o.get("core", 0)), int(o.get("aiv", -1))


def _intra_target(unit, event):
    """The (unit, flag) a set_intra_block signals (assumption A15)."""
    core, aiv = unit
    return ((core, -1), event + 16 * aiv) if aiv >= 0 else ((core, event // 16), event % 16)


def _instructions(text):
    """(line number, mnemonic, operands) of each instruction line."""
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split()
        if not words or words[0] in ("mxt", "target", "config", "buffer", "end") or words[0].startswith("#"):
            continue
        operands = dict(w.split("=", 1) for w in words[1:])
        out.append((number, words[0], operands))
    return out


def _pipe(mnemonic, operands):
    """(unit, pipe): each unit's pipes are its own."""
    if mnemonic in PIPE_OF:
        return _unit(operands), PIPE_OF[mnemonic]
    pipe = operands["tpipe" if mnemonic == "wait_flag" else "pipe"]
    return _unit(operands), pipe.removeprefix("PIPE_").lower()


def _tile(operand):
    return re.sub(r"\[.*", "", operand)


def _accesses(mnemonic, o):
    """(tile, write) pairs at tile granularity."""
    if mnemonic == "mad_mx":
        reads = [o["a"], o["b"]] + [o[k] for k in ("scale_a", "scale_b", "bias") if k in o]
        if o.get("cmatrix_init_val", "1") == "0" and o.get("cmatrix_source", "0") == "0":
            reads.append(o["c"])
        return [(_tile(t), False) for t in reads] + [(_tile(o["c"]), True)]
    if "dst" in o and "src" in o:
        return [(_tile(o["src"]), False), (_tile(o["dst"]), True)]
    return []


def oracle_races(text):
    """The (earlier line, later line) pairs of conflicting accesses from different pipes that no
    path of program order and synchronisation orders."""
    steps = _instructions(text)
    n = len(steps)
    before = [0] * n  # bitset of the steps each step is ordered after
    last_on_pipe, sets, waits, released, handed = {}, {}, {}, {}, {}
    intra_sets, intra_waits = {}, {}
    barrier = {}  # unit -> its last pipe_barrier(PIPE_ALL)
    for i, (line, mnemonic, o) in enumerate(steps):
        pipe = _pipe(mnemonic, o)
        unit = pipe[0]
        preds = []
        if pipe in last_on_pipe:
            preds.append(last_on_pipe[pipe])
        if unit in barrier:
            preds.append(barrier[unit])
        if mnemonic == "wait_flag":
            key = (unit, o["pipe"], o["tpipe"], o["event_id"])
            k = waits.get(key, 0)
            waits[key] = k + 1
            if k < len(sets.get(key, [])):
                preds.append(sets[key][k])
        elif mnemonic == "wait_intra_block":
            key = (unit, int(o["event_id"]))
            k = intra_waits.get(key, 0)
            intra_waits[key] = k + 1
            if k < len(intra_sets.get(key, [])):
                preds.append(intra_sets[key][k])
        elif mnemonic == "get_buf" and (unit, o["id"]) in released:
            preds.append(released[(unit, o["id"])])
        elif mnemonic in UNIT_FLAGGED and o.get("unit_flag", "0") in ("2", "3"):
            l0c = _tile(o["c"] if mnemonic == "mad_mx" else o["src"])
            if l0c in handed:
                preds.append(handed[l0c])
        if mnemonic == "pipe_barrier" and o["pipe"] == "PIPE_ALL":
            preds = [last for (u, _), last in last_on_pipe.items() if u == unit]
        for p in preds:
            before[i] |= before[p] | (1 << p)
        if mnemonic == "set_flag":
            sets.setdefault((unit, o["pipe"], o["tpipe"], o["event_id"]), []).append(i)
        elif mnemonic == "set_intra_block":
            intra_sets.setdefault(_intra_target(unit, int(o["event_id"])), []).append(i)
        elif mnemonic == "rls_buf":
            released[(unit, o["id"])] = i
        elif mnemonic in UNIT_FLAGGED and o.get("unit_flag") == "3":
            handed[_tile(o["c"] if mnemonic == "mad_mx" else o["src"])] = i
        if mnemonic == "pipe_barrier" and o["pipe"] == "PIPE_ALL":
            barrier[unit] = i
        last_on_pipe[pipe] = i
    races = set()
    for j, (line_j, mnemonic_j, o_j) in enumerate(steps):
        for i in range(j):
            line_i, mnemonic_i, o_i = steps[i]
            pipe_i, pipe_j = _pipe(mnemonic_i, o_i), _pipe(mnemonic_j, o_j)
            # one unit's pipes: the oracle's tile granularity cannot tell the two vector cores'
            # halves of one tile apart (test_a_vector_core_race_with_the_cube_side covers the pairs
            # across an AI Core's units, which the model checks too; across cores it checks none: A14)
            if pipe_i == pipe_j or pipe_i[0] != pipe_j[0] or before[j] >> i & 1:
                continue
            for tile_i, write_i in _accesses(mnemonic_i, o_i):
                for tile_j, write_j in _accesses(mnemonic_j, o_j):
                    if tile_i == tile_j and (write_i or write_j):
                        races.add((line_i, line_j))
    return races


def _get_rls_pairs(lines):
    out = []
    for i, line in enumerate(lines):
        m = re.match(r"get_buf pipe=(\S+) id=(\d+) mode=0(.*)$", line)
        if m:  # the release of the same pipe, ID and unit (core= / aiv= at the line's end)
            j = next(j for j in range(i + 1, len(lines))
                     if re.match(rf"rls_buf pipe={m[1]} id={m[2]} mode=0{m[3]}$", lines[j]))
            out.append((i, j))
    return out


def _reported(result):
    pairs = set()
    for d in result.diagnostics:
        if d["code"] == "ASC-RACE":
            lines = [int(x) for x in re.findall(r"\(line (\d+), pipe", d["message"])]
            pairs.add((min(lines), max(lines)))
    return pairs


@pytest.mark.parametrize("path", TRACES, ids=os.path.basename)
def test_recorded_traces_have_no_race(path):
    if path in SMALL:
        assert oracle_races(open(path).read()) == set()
    assert not [d for d in mxsim.run(path, mode="hardware").diagnostics if d["code"] == "ASC-RACE"]


@pytest.mark.parametrize("path", SMALL, ids=os.path.basename)
def test_removing_each_mutex_pair_is_a_race_where_the_oracle_finds_one(path, tmp_path):
    for payload in glob.glob(os.path.join(HERE, "*.npz")):
        shutil.copy(payload, tmp_path)
    lines = open(path).read().split("\n")
    raced = 0
    for i, j in _get_rls_pairs(lines):
        text = "\n".join(line for k, line in enumerate(lines) if k not in (i, j))
        trace = tmp_path / "removed.mxt"
        trace.write_text(text)
        expected = oracle_races(text)
        reported = _reported(mxsim.run(trace, mode="hardware"))
        assert bool(reported) == bool(expected), (lines[i], lines[j])
        assert reported <= expected, (lines[i], lines[j])
        raced += bool(reported)
    assert raced > 0


def test_a_race_is_an_error_in_strict_mode_naming_both_instructions(tmp_path):
    for payload in glob.glob(os.path.join(HERE, "*.npz")):
        shutil.copy(payload, tmp_path)
    lines = open(os.path.join(HERE, "seed_mxfp8.mxt")).read().split("\n")
    # the producer side of the first L1 tile: MTE2's copy into l1_0 no longer releases it to MTE1
    i, j = _get_rls_pairs(lines)[0]
    assert "PIPE_MTE2" in lines[i] and "l1_0" in lines[i + 1]
    trace = tmp_path / "race.mxt"
    trace.write_text("\n".join(line for k, line in enumerate(lines) if k not in (i, j)))
    with pytest.raises(mxsim.DiagnosticError) as error:
        mxsim.run(trace)
    message = str(error.value)
    assert "ASC-RACE" in message and "load_cbuf_to_ca" in message and "copy_gm_to_cbuf_multi_nd2nz" in message
    assert f"line {i + 1}" in message and "tile 'l1_0'" in message and "pipe mte2" in message


def test_in_hardware_mode_a_timed_race_reads_the_bytes_from_before_the_write(tmp_path):
    """Timed, a write lands when its instruction ends: the MTE1 load that no longer waits for MTE2's
    copy starts while the copy runs and reads L1 as it was (never written), so the output is wrong
    the way silicon's plausibly would be. Untimed, the functional model runs the pipes in trace
    order (the copy first) and only the race diagnostic says something is amiss. Synchronised
    traces give their recorded outputs either way."""
    for payload in glob.glob(os.path.join(HERE, "*.npz")):
        shutil.copy(payload, tmp_path)
    lines = open(os.path.join(HERE, "seed_mxfp8.mxt")).read().split("\n")
    i, j = _get_rls_pairs(lines)[0]
    trace = tmp_path / "race.mxt"
    trace.write_text("\n".join(line for k, line in enumerate(lines) if k not in (i, j)))
    timed = mxsim.run(trace, mode="hardware", timing=True)
    rows = timed.timeline
    load = next(r for r in rows if r["mnemonic"] == "load_cbuf_to_ca")
    copy = next(r for r in rows if r["mnemonic"] == "copy_gm_to_cbuf_multi_nd2nz")
    assert copy["start_ns"] < load["start_ns"] < copy["end_ns"]  # the load overtakes the copy's end
    assert timed.mismatches and any(d["code"] == "MEM-UNINIT" for d in timed.diagnostics)
    untimed = mxsim.run(trace, mode="hardware")
    assert not untimed.mismatches and [d["code"] for d in untimed.diagnostics] == ["ASC-RACE"]
    for path in TRACES:
        assert mxsim.run(path, mode="hardware", timing=True).ok


def test_a_vector_core_race_with_the_cube_side(tmp_path):
    """The chained kernel's vector core inserts into L1 and signals the cube side, which waits before
    loading it: without that set / wait pair (the cube side's wait for AIV0), the cube's MTE1 load
    and AIV0's MTE3 insert are unordered: ASC-RACE naming both units' pipes."""
    for payload in glob.glob(os.path.join(HERE, "*.npz")):
        shutil.copy(payload, tmp_path)
    text = open(os.path.join(HERE, "mx_chain_epilogue_4core.mxt")).read()
    lines = text.split("\n")
    first_set = next(i for i, line in enumerate(lines) if line == "set_intra_block pipe=PIPE_MTE3 event_id=1 aiv=0")
    first_wait = next(i for i, line in enumerate(lines) if line == "wait_intra_block pipe=PIPE_MTE1 event_id=1")
    trace = tmp_path / "race.mxt"
    trace.write_text("\n".join(line for k, line in enumerate(lines) if k not in (first_set, first_wait)))
    races = [d["message"] for d in mxsim.run(trace, mode="hardware").diagnostics if d["code"] == "ASC-RACE"]
    assert races and all("pipe aiv0_mte3" in m and "pipe mte1" in m and "tile 'l1_1'" in m for m in races)
