//! Loops with phis (including a swap-style phi cycle that needs a
//! temporary), conditional branches whose edges carry copies, switch,
//! unreachable, through ptxas.

mod common;

use common::*;
use ptxc_ir::{addrspace, IntPredicate, Module, Opcode, Value};

/// `for (i = 0; i < n; i++) sum += i;` plus a swap loop:
/// `a, b = x, y; for (j = 0; j < n; j++) { t = a; a = b; b = t; }`
fn loops_module() -> Module {
    let mut m = Module::new("loops.cu");
    let void = m.types.void();
    let i32t = m.types.i32();
    let p1 = m.types.ptr(addrspace::GLOBAL);
    let k = define(&mut m, "loops", void, &[p1, i32t, i32t, i32t], |b| {
        let entry = b.create_block("entry");
        let head = b.create_block("for.cond");
        let body = b.create_block("for.body");
        let swap_head = b.create_block("swap.cond");
        let swap_end = b.create_block("swap.end");
        b.append_and_switch(entry);
        let zero = Value::Const(b.module.const_int(i32t, 0));
        let one = Value::Const(b.module.const_int(i32t, 1));
        b.br(head);

        b.append_and_switch(head);
        let i = b.phi(i32t, &[(zero, entry)], "i");
        let sum = b.phi(i32t, &[(zero, entry)], "sum");
        let c = b.icmp(IntPredicate::Slt, i, Value::Arg(1), "cmp");
        b.cond_br(c, body, swap_head);

        b.append_and_switch(body);
        let sum2 = b.binary(Opcode::Add, sum, i, 0, "add");
        let i2 = b.binary(Opcode::Add, i, one, 0, "inc");
        b.br(head);
        let (ii, si) = (i.as_inst().unwrap(), sum.as_inst().unwrap());
        b.func
            .set_operands(ii, &[zero, Value::Block(entry), i2, Value::Block(body)]);
        b.func
            .set_operands(si, &[zero, Value::Block(entry), sum2, Value::Block(body)]);

        // The swap loop: a latch that branches back with a,b exchanged, and
        // exits using the values of this iteration (needs edge-only copies).
        b.append_and_switch(swap_head);
        let j = b.phi(i32t, &[(zero, head)], "j");
        let a = b.phi(i32t, &[(Value::Arg(2), head)], "a");
        let bb = b.phi(i32t, &[(Value::Arg(3), head)], "b");
        let j2 = b.binary(Opcode::Add, j, one, 0, "j.next");
        let more = b.icmp(IntPredicate::Slt, j2, Value::Arg(1), "more");
        b.cond_br(more, swap_head, swap_end);
        b.func.set_operands(
            j.as_inst().unwrap(),
            &[zero, Value::Block(head), j2, Value::Block(swap_head)],
        );
        b.func.set_operands(
            a.as_inst().unwrap(),
            &[Value::Arg(2), Value::Block(head), bb, Value::Block(swap_head)],
        );
        b.func.set_operands(
            bb.as_inst().unwrap(),
            &[Value::Arg(3), Value::Block(head), a, Value::Block(swap_head)],
        );

        b.append_and_switch(swap_end);
        let out = Value::Arg(0);
        b.store(sum, out, 4, false);
        let i64t = b.module.types.i64();
        let one64 = Value::Const(b.module.const_int(i64t, 1));
        let two64 = Value::Const(b.module.const_int(i64t, 2));
        let pa = b.gep(i32t, out, &[one64], true, "");
        b.store(a, pa, 4, false);
        let pb = b.gep(i32t, out, &[two64], true, "");
        b.store(bb, pb, 4, false);
        b.ret(None);
    });
    mark_kernel(&mut m, k);
    m
}

#[test]
fn loops_and_phi_cycles() {
    let ptx = emit_and_check("loops", &loops_module());
    // The swap needs a temporary: three moves for a and b.
    assert!(ptx.contains("mov.b32"), "{ptx}");
    let body: Vec<&str> = ptx.lines().collect();
    let movs = body.iter().filter(|l| l.trim_start().starts_with("mov.b32")).count();
    assert!(movs >= 3, "{ptx}");
}

#[test]
fn switch_with_phi_and_unreachable() {
    let mut m = Module::new("switch.cu");
    let void = m.types.void();
    let i32t = m.types.i32();
    let i8t = m.types.i8();
    let p1 = m.types.ptr(addrspace::GLOBAL);
    for (name, ty) in [("sw32", i32t), ("sw8", i8t)] {
        let k = define(&mut m, name, void, &[p1, ty], |b| {
            let entry = b.create_block("entry");
            let c1 = b.create_block("sw.bb");
            let c2 = b.create_block("sw.bb1");
            let dead = b.create_block("sw.dead");
            let end = b.create_block("sw.epilog");
            b.append_and_switch(entry);
            let k1 = Value::Const(b.module.const_int(ty, 1));
            let k7 = Value::Const(b.module.const_int(ty, 7));
            let k200 = Value::Const(b.module.const_int(ty, 200));
            let k9 = Value::Const(b.module.const_int(ty, -9));
            b.switch(Value::Arg(1), end, &[(k1, c1), (k7, c2), (k200, end), (k9, dead)]);
            b.append_and_switch(c1);
            b.br(end);
            b.append_and_switch(c2);
            b.br(end);
            b.append_and_switch(dead);
            b.unreachable();
            b.append_and_switch(end);
            let v10 = Value::Const(b.module.const_int(i32t, 10));
            let v20 = Value::Const(b.module.const_int(i32t, 20));
            let v30 = Value::Const(b.module.const_int(i32t, 30));
            let v0 = Value::Const(b.module.const_int(i32t, 0));
            let r = b.phi(i32t, &[(v10, c1), (v20, c2), (v30, entry)], "r");
            let _ = v0;
            b.store(r, Value::Arg(0), 4, false);
            b.ret(None);
        });
        mark_kernel(&mut m, k);
    }
    // A switch on an i1.
    let i1 = m.types.i1();
    let kb = define(&mut m, "swbool", void, &[p1, i1], |b| {
        let entry = b.create_block("entry");
        let yes = b.create_block("yes");
        let end = b.create_block("end");
        b.append_and_switch(entry);
        let t = Value::Const(b.module.const_int(i1, 1));
        b.switch(Value::Arg(1), end, &[(t, yes)]);
        b.append_and_switch(yes);
        let one = Value::Const(b.module.const_int(i32t, 1));
        b.store(one, Value::Arg(0), 4, false);
        b.br(end);
        b.append_and_switch(end);
        b.ret(None);
    });
    mark_kernel(&mut m, kb);
    let ptx = emit_and_check("switch", &m);
    assert!(ptx.contains("setp.eq.b32"), "{ptx}");
    assert!(ptx.contains("setp.eq.b16") && ptx.contains("200"), "{ptx}");
    assert!(ptx.contains("trap;"), "{ptx}");
}
