//! Vector legalization: arithmetic on an IR vector type the target has no packed
//! instruction for is split into one scalar operation per lane (`extractelement` of each
//! operand, the scalar op, `insertelement` into the result), so the PTX printer only ever
//! sees vector arithmetic it can print as one packed instruction. Which vectors are legal
//! follows the type-translation document's table, gated by SM (specs/ir.md, "Vector types
//! and splitting"); CUDA's own vector types are records and never reach this pass.
//! Preserves: everything but the split instructions, whose uses get the rebuilt vector.

use ptxc_ir::types::TypeData;
use ptxc_ir::{Function, Inst, Module, NodeHeader, Opcode, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Whether arithmetic on `<len x elem>` is one packed instruction on `sm`, as the
/// type-translation document's table gives it: `half2` from sm_70 (sm_53-69 have
/// `.f16x2` loads and stores only in its table), `bfloat162` from sm_80 (`fma.rn.bf16x2`,
/// which also carries add/sub/mul below sm_90's `add/sub/mul.bf16x2`, as nvcc prints
/// them), `short2` and `char4` packed in a 32-bit register from sm_70.
pub fn is_legal(m: &Module, elem: Type, len: u32, sm: u32) -> bool {
    match (m.types.get(elem), len) {
        (TypeData::Half, 2) => sm >= 70,
        (TypeData::BFloat, 2) => sm >= 80,
        (TypeData::Int(16), 2) | (TypeData::Int(8), 4) => sm >= 70,
        _ => false,
    }
}

/// Splits the illegal vector arithmetic of `f` for `sm`.
pub fn run(m: &mut Module, f: &mut Function, sm: u32) {
    let mut work: Vec<Inst> = Vec::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            let d = f.inst(i);
            let split = (d.opcode().is_binary() || d.opcode() == Opcode::FNeg)
                && matches!(m.types.get(d.ty), TypeData::Vector { elem, len } if !is_legal(m, *elem, *len, sm));
            if split {
                work.push(i);
            }
        }
    }
    let mut replaced: FxHashMap<Value, Value> = FxHashMap::default();
    let mut dead: FxHashSet<Inst> = FxHashSet::default();
    for i in work {
        let ty = f.inst(i).ty;
        let TypeData::Vector { elem, len } = *m.types.get(ty) else {
            continue;
        };
        let header = f.inst(i).header;
        let operands = f.operands(i).to_vec();
        let i32t = m.types.i32();
        let mut acc = Value::Const(m.const_poison(ty));
        for lane in 0..len {
            let index = Value::Const(m.const_int(i32t, i128::from(lane)));
            let lanes: Vec<Value> = operands
                .iter()
                .map(|&v| Value::Inst(insert(f, i, NodeHeader::new(Opcode::ExtractElement), elem, &[v, index])))
                .collect();
            let scalar = insert(f, i, header, elem, &lanes);
            let rebuilt = insert(
                f,
                i,
                NodeHeader::new(Opcode::InsertElement),
                ty,
                &[acc, Value::Inst(scalar), index],
            );
            acc = Value::Inst(rebuilt);
        }
        replaced.insert(Value::Inst(i), acc);
        dead.insert(i);
    }
    if !dead.is_empty() {
        f.replace_all_uses(&replaced);
        f.remove_insts(&dead);
    }
}

/// A new instruction placed before `before`.
fn insert(f: &mut Function, before: Inst, header: NodeHeader, ty: Type, ops: &[Value]) -> Inst {
    let i = f.create_inst(header, ty, ops);
    f.insert_before(before, i);
    i
}

#[cfg(test)]
mod tests {
    use ptxc_ir::parser::parse_module;
    use ptxc_ir::printer::print_module;

    fn legalize(text: &str, sm: u32) -> String {
        let mut m = parse_module(text).expect("parses");
        let ids: Vec<_> = m.functions.keys().collect();
        for id in ids {
            let mut f = std::mem::take(&mut m.functions[id]);
            super::run(&mut m, &mut f, sm);
            m.functions[id] = f;
        }
        print_module(&m)
    }

    const SRC: &str = "define <4 x float> @f(<4 x float> %a, <4 x float> %b, <2 x half> %h) {
entry:
  %s = fadd <4 x float> %a, %b
  %p = fmul <2 x half> %h, %h
  ret <4 x float> %s
}
";

    #[test]
    fn float4_splits_into_four_lanes_half2_stays_packed() {
        let out = legalize(SRC, 80);
        assert_eq!(out.matches("extractelement <4 x float>").count(), 8, "{out}");
        assert_eq!(out.matches("fadd float").count(), 4, "{out}");
        assert_eq!(out.matches("insertelement <4 x float>").count(), 4, "{out}");
        assert!(out.contains("fmul <2 x half> %h, %h"), "{out}");
        assert!(!out.contains("fadd <4 x float>"), "{out}");
    }

    #[test]
    fn half2_splits_below_sm53() {
        let out = legalize(SRC, 50);
        assert!(!out.contains("fmul <2 x half>"), "{out}");
        assert_eq!(out.matches("fmul half").count(), 2, "{out}");
    }

    #[test]
    fn the_legality_table_follows_the_document() {
        let mut m = ptxc_ir::Module::new("t");
        use ptxc_ir::types::TypeData;
        let h = m.types.intern(TypeData::Half);
        let bf = m.types.intern(TypeData::BFloat);
        let (i16t, i8t, f32t) = (m.types.int(16), m.types.i8(), m.types.float());
        assert!(super::is_legal(&m, h, 2, 70) && !super::is_legal(&m, h, 2, 69) && !super::is_legal(&m, h, 4, 90));
        assert!(super::is_legal(&m, bf, 2, 80) && !super::is_legal(&m, bf, 2, 75));
        assert!(super::is_legal(&m, i16t, 2, 70) && super::is_legal(&m, i8t, 4, 70));
        assert!(!super::is_legal(&m, f32t, 2, 100) && !super::is_legal(&m, f32t, 4, 90));
    }
}
