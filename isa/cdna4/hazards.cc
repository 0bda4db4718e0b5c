#include "isa/cdna4/hazards.h"

#include <algorithm>
#include <bitset>
#include <cstring>

namespace sim::cdna4 {

const std::vector<HazardRule>& hazard_rules() {
  // cdna4-isa.md §4.4; p is the producer's passes (footprint.h)
  static const std::vector<HazardRule> rules = {
      {"valu-write-mfma-read", "VALU writes a VGPR or AGPR",
       "an MFMA (or v_mfma_ld_scale_b32) reads it: A, B, C or a scale", "2", true},
      {"xdl-write-srcc-same", "an XDL MFMA writes D",
       "the next XDL reads it as SrcC, same size and exact overlap (an accumulate chain)", "0 (2 when p = 2)", true},
      {"xdl-write-srcc-overlap", "an XDL MFMA writes D", "an XDL reads an overlapping, not identical, SrcC",
       "p + 2: 4 / 6 / 10 / 18 for p = 2 / 4 / 8 / 16", true},
      {"xdl-write-mfma-srcab", "an XDL MFMA writes D", "an MFMA reads it as SrcA, SrcB or a scale",
       "p + 3, + 1 when p != 2: 5 / 8 / 12 / 20", true},
      {"xdl-write-valu-access", "an XDL MFMA writes D",
       "a VALU reads or writes it (v_accvgpr_read included), or a VMEM / LDS instruction reads it", "5 / 8 / 12 / 20",
       true},
      {"xdl-srcc-valu-overwrite", "an XDL MFMA reads SrcC", "a VALU overwrites it (write after read)",
       "p - 1: 1 / 3 / 7 / 15", true},
      {"cmpx-exec-mfma", "v_cmpx writes EXEC", "an MFMA", "4",
       false},  // the model executes no EXEC writer (no v_cmpx): listed for completeness
      {"store-data-overwrite", "a VMEM store of more than 8 bytes (x3 / x4) holds its data VGPRs",
       "a VALU overwrites them", "1", true},
  };
  return rules;
}

namespace {

constexpr int64_t kWindow = 21;  // no rule asks for more than 20 states

bool is_vector(const Registers& r) { return r.file != RegFile::S; }

// The registers both name (count 0: none).
Registers intersection(const Registers& a, const Registers& b) {
  Registers r{a.file, std::max(a.first, b.first), 0};
  if (a.overlaps(b)) r.count = std::min(a.first + a.count, b.first + b.count) - r.first;
  return r;
}

bool same(const Registers& a, const Registers& b) {
  return a.file == b.file && a.first == b.first && a.count == b.count;
}

// VGPRs then AGPRs, a bit each: the registers a newer instruction has written since (an older
// producer's write of them is superseded: LLVM counts the wait states since the latest definition)
using Claimed = std::bitset<kVgprs + kAgprs>;
size_t bit_of(RegFile file, int index) { return static_cast<size_t>((file == RegFile::A ? kVgprs : 0) + index); }

// The parts of `r` no newer write has claimed, as runs of consecutive registers.
std::vector<Registers> unclaimed(const Registers& r, const Claimed& claimed) {
  std::vector<Registers> runs;
  for (int i = r.first; i < r.first + r.count; ++i) {
    if (claimed[bit_of(r.file, i)]) continue;
    if (!runs.empty() && runs.back().first + runs.back().count == i)
      ++runs.back().count;
    else
      runs.push_back({r.file, i, 1});
  }
  return runs;
}

void claim(const Registers& r, Claimed& claimed) {
  for (int i = r.first; i < r.first + r.count; ++i) claimed.set(bit_of(r.file, i));
}

int xdl_access_states(int p) { return p == 2 ? 5 : p + 4; }

enum class Effect : uint8_t { Raw, Waw, War };

struct Violation {
  const char* rule = nullptr;
  int required = 0;
  Registers registers;  // where producer and consumer meet
  Effect effect = Effect::Raw;
};

void copy_out(Wave& w, const Registers& r, std::vector<uint32_t>& values, std::vector<uint8_t>& written) {
  for (int i = 0; i < r.count; ++i) {
    values.insert(values.end(), w.reg(r.file, r.first + i), w.reg(r.file, r.first + i) + kLanes);
    written.insert(written.end(), w.written(r.file, r.first + i), w.written(r.file, r.first + i) + kLanes);
  }
}

void copy_in(Wave& w, const Registers& r, const uint32_t* values, const uint8_t* written) {
  for (int i = 0; i < r.count; ++i) {
    std::memcpy(w.reg(r.file, r.first + i), values + static_cast<size_t>(i) * kLanes, kLanes * sizeof(uint32_t));
    std::memcpy(w.written(r.file, r.first + i), written + static_cast<size_t>(i) * kLanes, kLanes);
  }
}

}  // namespace

namespace {

template <typename Entry>
void claim_writes(const Entry& e, Claimed& claimed) {
  for (const Registers& w : e.writes) claim(w, claimed);
}

}  // namespace

HazardChecker::History& HazardChecker::history_of(const Wave& wave) {
  if (histories_.size() <= static_cast<size_t>(wave.id)) histories_.resize(static_cast<size_t>(wave.id) + 1);
  return histories_[static_cast<size_t>(wave.id)];
}

void HazardChecker::before(State& state, Wave& wave, const Footprint& f, const std::string& at) {
  History& h = history_of(wave);
  const bool hardware = state.sink.mode() == DiagnosticMode::Hardware;
  const bool mfma = f.unit == Unit::Mfma, valu = f.unit == Unit::Valu;
  const bool memory = f.unit == Unit::Vmem || f.unit == Unit::Lds;
  const bool product = f.passes > 0;
  // v_mfma_ld_scale_b32 only names the scale registers: its MFMA reads them, and is checked for it
  if (f.row->op == Op::LdScale) return;
  std::vector<RegisterRead> reads = f.reads;
  if (product && wave.ld_scale) {
    reads.push_back({wave.ld_scale->a, Role::Scale});
    reads.push_back({wave.ld_scale->b, Role::Scale});
  }
  h.pending_old.clear();
  h.pending_written.clear();
  h.substituted.clear();
  // the old values of what it writes, should a later consumer read them too early
  if (hardware && (valu || product))
    for (const Registers& w : f.writes)
      if (is_vector(w)) copy_out(wave, w, h.pending_old, h.pending_written);

  Claimed claimed;
  for (auto e = h.recent.rbegin(); e != h.recent.rend(); claim_writes(*e, claimed), ++e) {
    const int64_t present = h.states - e->states - e->own;
    if (present >= kWindow) break;
    std::vector<Violation> found;
    auto check = [&](const char* rule, int required, const Registers& where, Effect effect) {
      if (present < required && where.count > 0) found.push_back({rule, required, where, effect});
    };
    const int p = e->passes;
    for (const Registers& written : e->writes) {
      for (const Registers& w : unclaimed(written, claimed)) {
        for (const RegisterRead& r : reads) {
          if (!is_vector(r.registers)) continue;
          const Registers meet = intersection(r.registers, w);
          if (meet.count == 0) continue;
          if (e->valu && mfma) check("valu-write-mfma-read", 2, meet, Effect::Raw);
          if (!e->xdl) continue;
          if (product && r.role == Role::SrcC) {
            if (same(r.registers, written))
              check("xdl-write-srcc-same", p == 2 ? 2 : 0, meet, Effect::Raw);
            else
              check("xdl-write-srcc-overlap", p + 2, meet, Effect::Raw);
          } else if (mfma) {
            check("xdl-write-mfma-srcab", xdl_access_states(p), meet, Effect::Raw);
          } else if (valu || memory) {
            check("xdl-write-valu-access", xdl_access_states(p), meet, Effect::Raw);
          }
        }
        if (e->xdl && valu)
          for (const Registers& mine : f.writes)
            if (is_vector(mine))
              check("xdl-write-valu-access", xdl_access_states(p), intersection(mine, w), Effect::Waw);
      }
    }
    if (valu)
      for (const Registers& mine : f.writes) {
        if (!is_vector(mine)) continue;
        for (const Registers& c : e->srcc) check("xdl-srcc-valu-overwrite", p - 1, intersection(mine, c), Effect::War);
        for (const Registers& d : e->data) check("store-data-overwrite", 1, intersection(mine, d), Effect::War);
      }
    if (found.empty()) continue;
    const Violation& v = *std::max_element(
        found.begin(), found.end(), [](const Violation& a, const Violation& b) { return a.required < b.required; });
    const std::string verb = v.effect == Effect::Raw ? " reads " : " writes ";
    state.report(DiagnosticCode::CdnaHazard,
                 std::string(f.row->mnemonic) + verb + v.registers.text() + " " + std::to_string(present) +
                     " wait states after " + e->mnemonic + " at " + e->at +
                     (v.effect == Effect::War ? " read it" : " wrote it") + " (rule " + v.rule +
                     (p > 0 ? ", " + std::to_string(p) + " passes" : std::string()) + ")",
                 std::to_string(v.required) + " wait states (s_nop or independent instructions)",
                 std::to_string(present));
    if (!hardware) continue;
    // the pipeline's answer: the old value read, or the producer's write landing last
    for (const Violation& x : found) {
      if (x.effect == Effect::War) continue;
      size_t offset = 0;
      for (const Registers& w : e->writes) {
        if (!is_vector(w)) continue;
        const Registers meet = intersection(x.registers, w);
        if (meet.count > 0 && !e->old_values.empty()) {
          Substitution s{meet, {}, {}, x.effect == Effect::Waw};
          copy_out(wave, meet, s.values, s.written);
          const size_t at_lane = offset + static_cast<size_t>(meet.first - w.first) * kLanes;
          copy_in(wave, meet, e->old_values.data() + at_lane, e->old_written.data() + at_lane);
          h.substituted.push_back(std::move(s));
        }
        offset += static_cast<size_t>(w.count) * kLanes;
      }
    }
  }
  (void)at;
}

void HazardChecker::abandon(Wave& wave) {
  History& h = history_of(wave);
  for (auto s = h.substituted.rbegin(); s != h.substituted.rend(); ++s)
    copy_in(wave, s->registers, s->values.data(), s->written.data());
  h.substituted.clear();
}

void HazardChecker::after(Wave& wave, const Footprint& f, const std::string& at) {
  History& h = history_of(wave);
  for (auto s = h.substituted.rbegin(); s != h.substituted.rend(); ++s) {
    if (s->producer_lands_last) {
      copy_in(wave, s->registers, s->values.data(), s->written.data());
      continue;
    }
    // a read too early: the registers the consumer did not write get the producer's values back
    for (int i = 0; i < s->registers.count; ++i) {
      const Registers one{s->registers.file, s->registers.first + i, 1};
      const bool rewritten =
          std::any_of(f.writes.begin(), f.writes.end(), [&](const Registers& w) { return w.overlaps(one); });
      if (!rewritten)
        copy_in(wave, one, s->values.data() + static_cast<size_t>(i) * kLanes,
                s->written.data() + static_cast<size_t>(i) * kLanes);
    }
  }
  h.substituted.clear();
  const bool valu = f.unit == Unit::Valu, xdl = f.passes > 0;
  const bool vmem_store = f.unit == Unit::Vmem && f.store;
  const bool writes_vector =
      std::any_of(f.writes.begin(), f.writes.end(), [](const Registers& w) { return is_vector(w); });
  // any vector write joins the history: it supersedes older producers of its registers
  if (valu || xdl || vmem_store || writes_vector) {
    Entry e;
    e.states = h.states;
    e.own = f.wait_states;
    e.valu = valu, e.xdl = xdl, e.vmem_store = vmem_store;
    e.passes = f.passes;
    for (const Registers& w : f.writes)
      if (is_vector(w)) e.writes.push_back(w);
    for (const RegisterRead& r : f.reads) {
      if (r.role == Role::SrcC && is_vector(r.registers)) e.srcc.push_back(r.registers);
      if (r.role == Role::Data && is_vector(r.registers)) e.data.push_back(r.registers);
    }
    e.old_values = std::move(h.pending_old);
    e.old_written = std::move(h.pending_written);
    e.mnemonic = f.row->mnemonic;
    e.at = at;
    h.recent.push_back(std::move(e));
  }
  h.states += f.wait_states;
  while (!h.recent.empty() && h.states - h.recent.front().states - h.recent.front().own >= kWindow)
    h.recent.pop_front();
}

}  // namespace sim::cdna4
