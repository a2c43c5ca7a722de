//! `emit_module` never panics: thousands of randomly corrupted variants of
//! a module that touches most constructs (operands swapped for values of
//! the wrong kind, opcodes, types, predicates and flags changed,
//! instructions removed, blocks reordered) must each give PTX or a
//! `PtxError`.

mod common;

use common::*;
use ptxc_ir::{
    addrspace, AtomicRmwOp, ConstData, FloatPredicate, GlobalVar, InstFlags, IntPredicate, Linkage, Module, NodeHeader,
    Opcode, Ordering, Value,
};
use ptxc_ptx::{emit_module, PtxOptions};

fn base_module() -> Module {
    let mut m = Module::new("fuzz.cu");
    let void = m.types.void();
    let i1 = m.types.i1();
    let i8t = m.types.i8();
    let i32t = m.types.i32();
    let i64t = m.types.i64();
    let f32t = m.types.float();
    let f64t = m.types.double();
    let p0 = m.types.ptr(0);
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let st = m.types.literal_struct(vec![i32t, f64t], false);
    let arr = m.types.array(i32t, 8);
    let init = m.const_int(i32t, 3);
    let g = m.add_global(GlobalVar {
        name: "g".into(),
        ty: i32t,
        addrspace: addrspace::GLOBAL,
        linkage: Linkage::External,
        is_constant: false,
        initializer: Some(init),
        align: 4,
        externally_initialized: false,
        section: None,
    });
    let elems = vec![m.const_int(i32t, 1), m.const_float(f64t, 2.0)];
    let sinit = m.consts.intern(ConstData::Aggregate { ty: st, elems });
    m.add_global(GlobalVar {
        name: "s".into(),
        ty: st,
        addrspace: addrspace::CONSTANT,
        linkage: Linkage::Internal,
        is_constant: true,
        initializer: Some(sinit),
        align: 8,
        externally_initialized: false,
        section: None,
    });
    let helper = define(&mut m, "helper", f64t, &[i32t, f32t], |b| {
        let e = b.create_block("entry");
        b.append_and_switch(e);
        let x = b.cast(Opcode::SIToFP, Value::Arg(0), f64t, "");
        let y = b.cast(Opcode::FPExt, Value::Arg(1), f64t, "");
        let r = b.binary(Opcode::FRem, x, y, 0, "");
        b.ret(Some(r));
    });
    let k = define(&mut m, "k", void, &[p1, i32t, f32t, p0, i8t], |b| {
        let entry = b.create_block("entry");
        let head = b.create_block("head");
        let body = b.create_block("body");
        let exit = b.create_block("exit");
        let sw1 = b.create_block("sw1");
        b.append_and_switch(entry);
        let zero = Value::Const(b.module.const_int(i32t, 0));
        let one = Value::Const(b.module.const_int(i32t, 1));
        let loc = b.alloca(arr, 4, "loc");
        b.br(head);
        b.append_and_switch(head);
        let i = b.phi(i32t, &[(zero, entry)], "i");
        let acc = b.phi(f32t, &[(Value::Arg(2), entry)], "acc");
        let c = b.icmp(IntPredicate::Slt, i, Value::Arg(1), "");
        b.cond_br(c, body, exit);
        b.append_and_switch(body);
        let w = b.cast(Opcode::SExt, i, i64t, "");
        let z64 = Value::Const(b.module.const_int(i64t, 0));
        let p = b.gep(arr, loc, &[z64, w], true, "");
        b.store(i, p, 4, false);
        let q = b.gep(i32t, Value::Arg(0), &[w], true, "");
        let v = b.load(i32t, q, 4, true, "");
        let sum = b.binary(Opcode::Add, v, i, 0, "");
        let mulv = b.binary(Opcode::Mul, sum, i, 0, "");
        let fv = b.cast(Opcode::SIToFP, mulv, f32t, "");
        let acc2 = b.binary(Opcode::FAdd, acc, fv, 0, "");
        let cmpf = b.fcmp(FloatPredicate::Ult, acc2, Value::Arg(2), "");
        let sel = b.select(cmpf, acc2, acc, "");
        let old = b.atomic_rmw(AtomicRmwOp::Add, Value::Global(g), one, Ordering::Monotonic, "");
        let h = b.call(helper, &[old, sel], "");
        let ht = b.cast(Opcode::FPTrunc, h, f32t, "");
        let i2 = b.binary(Opcode::Add, i, one, InstFlags::NSW, "");
        b.br(head);
        b.func.set_operands(
            i.as_inst().unwrap(),
            &[zero, Value::Block(entry), i2, Value::Block(body)],
        );
        b.func.set_operands(
            acc.as_inst().unwrap(),
            &[Value::Arg(2), Value::Block(entry), ht, Value::Block(body)],
        );
        b.append_and_switch(exit);
        let t = b.cast(Opcode::Trunc, i, i8t, "");
        let eq = b.icmp(IntPredicate::Eq, t, Value::Arg(4), "");
        let z = b.cast(Opcode::ZExt, eq, i32t, "");
        b.store(z, Value::Arg(3), 4, false);
        let fpi = b.cast(Opcode::FPToSI, acc, i32t, "");
        b.store(fpi, Value::Arg(0), 4, false);
        // Vectors and struct values.
        let v2 = b.module.types.vector(i32t, 2);
        let vv = b.load(v2, Value::Arg(0), 8, false, "");
        let vs = b.binary(Opcode::Add, vv, vv, 0, "");
        let h = |op| NodeHeader {
            opcode: op,
            subop: 0,
            flags: InstFlags::default(),
            num_operands: 0,
        };
        let e = b.emit(h(Opcode::ExtractElement), i32t, &[vs, Value::Arg(1)], "");
        b.store(vs, Value::Arg(3), 8, false);
        let pair = b.module.types.literal_struct(vec![i32t, f32t], false);
        let undef = Value::Const(b.module.const_undef(pair));
        let ins = b.emit(h(Opcode::InsertValue), pair, &[undef, Value::Inst(e), zero], "");
        let ex = b.emit(h(Opcode::ExtractValue), i32t, &[Value::Inst(ins), zero], "");
        b.store(Value::Inst(ex), Value::Arg(3), 4, false);
        b.switch(Value::Arg(1), sw1, &[(one, exit)]);
        b.append_and_switch(sw1);
        let _ = i1;
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    m
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Applies one random corruption to `m`.
fn mutate(m: &mut Module, rng: &mut Rng) {
    let fids: Vec<_> = m
        .functions
        .keys()
        .filter(|&f| !m.functions[f].is_declaration())
        .collect();
    let fid = fids[rng.below(fids.len())];
    let consts = m.consts.len();
    let types = m.types.len();
    let globals: Vec<_> = m.globals.keys().collect();
    let funcs: Vec<_> = m.functions.keys().collect();
    let f = &mut m.functions[fid];
    let placed: Vec<_> = f.layout.iter().flat_map(|&b| f.blocks[b].insts.clone()).collect();
    if placed.is_empty() {
        return;
    }
    let inst = placed[rng.below(placed.len())];
    let all_insts: Vec<_> = f.insts.keys().collect();
    let blocks: Vec<_> = f.blocks.keys().collect();
    use cranelift_entity::EntityRef;
    match rng.below(9) {
        0 | 1 => {
            let n = f.operands(inst).len();
            if n > 0 {
                let k = rng.below(n);
                let v = match rng.below(6) {
                    0 => Value::Inst(all_insts[rng.below(all_insts.len())]),
                    1 => Value::Arg(rng.below(7) as u32),
                    2 => Value::Const(ptxc_ir::Constant::new(rng.below(consts))),
                    3 => Value::Global(globals[rng.below(globals.len())]),
                    4 => Value::Func(funcs[rng.below(funcs.len())]),
                    _ => Value::Block(blocks[rng.below(blocks.len())]),
                };
                f.operands_mut(inst)[k] = v;
            }
        }
        2 => f.inst_mut(inst).ty = ptxc_ir::Type::new(rng.below(types)),
        3 => f.inst_mut(inst).header.subop = rng.below(40) as u16,
        4 => f.inst_mut(inst).header.opcode = Opcode::ALL[rng.below(Opcode::ALL.len())],
        5 => f.inst_mut(inst).aux_ty = Some(ptxc_ir::Type::new(rng.below(types))),
        6 => f.remove_inst(inst),
        7 => {
            let n = f.layout.len();
            f.layout.swap(rng.below(n), rng.below(n));
        }
        _ => f.inst_mut(inst).header.flags = InstFlags(rng.next() as u16),
    }
}

#[test]
fn corrupted_modules_never_panic() {
    let base = base_module();
    let opts = PtxOptions::default();
    // The unmodified module is valid and accepted by ptxas.
    emit_and_check("fuzz_base", &base);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut ok, mut err) = (0, 0);
    for round in 0..3000 {
        let mut m = base.clone();
        for _ in 0..1 + rng.below(3) {
            mutate(&mut m, &mut rng);
        }
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| emit_module(&m, &opts)));
        match result {
            Ok(Ok(_)) => ok += 1,
            Ok(Err(_)) => err += 1,
            Err(_) => panic!("emit_module panicked on corrupted module, round {round}"),
        }
    }
    assert!(
        ok > 100 && err > 100,
        "ok {ok}, err {err}: mutations should produce both"
    );
}
