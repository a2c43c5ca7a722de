//! Function bodies: blocks, instructions and local value numbering.
//!
//! Locals share one namespace (arguments, blocks, results), as in LLVM.
//! Unnamed entities take the next `%N` in order; an explicit `%N` must be
//! that next number. A use of a value not yet defined leaves a placeholder
//! operand that is patched when the function ends; a use of a block not yet
//! defined creates the block, which its label later places in the layout.

use super::lexer::{Tok, Token};
use super::metadata::RawMd;
use super::module_items::Param;
use super::{GlobalRef, ParseError, Parser};
use crate::entities::{Block, FuncId, Inst, Type};
use crate::function::{Function, InstExtra};
use crate::node::{InstFlags, NodeHeader};
use crate::opcode::Opcode;
use crate::printer::type_to_string;
use crate::types::TypeData;
use crate::value::Value;
use rustc_hash::{FxHashMap, FxHashSet};

/// What a local name stands for.
#[derive(Copy, Clone)]
enum Local {
    Val(Value),
    Block(Block),
}

/// How a local is spelled: `%name` or `%N`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) enum Key {
    Name(String),
    Id(u32),
}

impl Key {
    fn show(&self) -> String {
        match self {
            Key::Name(n) => format!("%{n}"),
            Key::Id(n) => format!("%{n}"),
        }
    }
}

/// An operand: known now, or a forward reference patched later.
pub(super) enum Opnd {
    V(Value),
    Fwd(Key, Token, Type),
}

/// Placeholder stored in an operand slot until its fixup runs.
const PENDING: Value = Value::Arg(u32::MAX);

/// Per-function parsing state.
pub(super) struct FnCtx {
    f: Function,
    locals: FxHashMap<Key, Local>,
    next_id: u32,
    fixups: Vec<(Inst, usize, Key, Token, Type)>,
    defined_blocks: FxHashSet<Block>,
    block_uses: Vec<(Block, Token)>,
    current: Option<Block>,
    attachments: Vec<(Inst, String, RawMd)>,
}

/// An instruction ready to be created.
pub(super) struct Built {
    pub(super) header: NodeHeader,
    pub(super) ty: Type,
    pub(super) ops: Vec<Opnd>,
    pub(super) aux_ty: Option<Type>,
    pub(super) align: u32,
    pub(super) extra: InstExtra,
    /// `!kind !N` attachments, resolved when the module's metadata is.
    pub(super) attachments: Vec<(String, RawMd)>,
}

impl Built {
    pub(super) fn new(opcode: Opcode, ty: Type, ops: Vec<Opnd>) -> Self {
        Built {
            header: NodeHeader {
                opcode,
                subop: 0,
                flags: InstFlags::default(),
                num_operands: 0,
            },
            ty,
            ops,
            aux_ty: None,
            align: 0,
            extra: InstExtra::default(),
            attachments: Vec::new(),
        }
    }
}

impl Parser<'_> {
    /// Parses `{ blocks }` into function `id`, whose header is already set.
    pub(super) fn function_body(&mut self, id: FuncId, params: &[Param]) -> Result<(), ParseError> {
        self.expect_punct('{')?;
        let f = std::mem::take(&mut self.m.functions[id]);
        let mut cx = FnCtx {
            f,
            locals: FxHashMap::default(),
            next_id: 0,
            fixups: Vec::new(),
            defined_blocks: FxHashSet::default(),
            block_uses: Vec::new(),
            current: None,
            attachments: Vec::new(),
        };
        for (i, p) in params.iter().enumerate() {
            let key = if p.name.is_empty() {
                cx.next_id += 1;
                Key::Id(cx.next_id - 1)
            } else {
                Key::Name(p.name.clone())
            };
            cx.locals.insert(key, Local::Val(Value::Arg(i as u32)));
        }
        let r = self.blocks(&mut cx);
        self.m.functions[id] = cx.f;
        for (i, kind, raw) in cx.attachments {
            self.md.attachments.push((id, i, kind, raw));
        }
        r
    }

    fn blocks(&mut self, cx: &mut FnCtx) -> Result<(), ParseError> {
        if self.is_punct('}') {
            return self.err("function body requires at least one basic block");
        }
        while !self.eat_punct('}') {
            self.block(cx)?;
        }
        for (b, at) in &cx.block_uses {
            if !cx.defined_blocks.contains(b) {
                return Err(Self::err_at(at, "use of undefined label"));
            }
        }
        for (inst, idx, key, at, ty) in std::mem::take(&mut cx.fixups) {
            let v = match cx.locals.get(&key) {
                Some(Local::Val(v)) => *v,
                Some(Local::Block(_)) => {
                    return Err(Self::err_at(&at, format!("'{}' is a label, not a value", key.show())))
                }
                None => return Err(Self::err_at(&at, format!("use of undefined value '{}'", key.show()))),
            };
            self.check_type(cx, v, ty, &at, &key)?;
            cx.f.operands_mut(inst)[idx] = v;
        }
        Ok(())
    }

    /// A label (or an implicit unnamed one) and instructions through a terminator.
    fn block(&mut self, cx: &mut FnCtx) -> Result<(), ParseError> {
        let at = self.token().clone();
        let key = match self.peek().clone() {
            Tok::Label(l) => {
                self.bump();
                match l.parse::<u32>() {
                    Ok(n) if l.bytes().all(|b| b.is_ascii_digit()) => {
                        if n != cx.next_id {
                            return Err(Self::err_at(
                                &at,
                                format!("label expected to be numbered '{}'", cx.next_id),
                            ));
                        }
                        cx.next_id += 1;
                        Key::Id(n)
                    }
                    _ => Key::Name(l),
                }
            }
            _ => {
                cx.next_id += 1;
                Key::Id(cx.next_id - 1)
            }
        };
        let b = match cx.locals.get(&key) {
            Some(Local::Block(b)) if !cx.defined_blocks.contains(b) => *b,
            Some(_) => return Err(Self::err_at(&at, format!("redefinition of '{}'", key.show()))),
            None => {
                let b = match &key {
                    Key::Name(n) => cx.f.create_block(n),
                    Key::Id(_) => cx.f.create_block(""),
                };
                cx.locals.insert(key, Local::Block(b));
                b
            }
        };
        cx.defined_blocks.insert(b);
        cx.f.append_block(b);
        cx.current = Some(b);
        loop {
            if matches!(self.peek(), Tok::Punct('}') | Tok::Label(_) | Tok::Eof) {
                return self.err("expected an instruction; the block has no terminator");
            }
            if let Some(op) = self.instruction(cx)? {
                if op.is_terminator() {
                    return Ok(());
                }
            }
        }
    }

    // ------------------------------------------------------------ operands

    fn local_key(&self) -> Option<Key> {
        match self.peek() {
            Tok::LocalVar(n) => Some(Key::Name(n.clone())),
            Tok::LocalId(n) => Some(Key::Id(*n)),
            _ => None,
        }
    }

    /// A value of type `ty`.
    pub(super) fn value(&mut self, cx: &mut FnCtx, ty: Type) -> Result<Opnd, ParseError> {
        if let Some(key) = self.local_key() {
            let at = self.token().clone();
            self.bump();
            return match cx.locals.get(&key) {
                Some(Local::Val(v)) => {
                    let v = *v;
                    self.check_type(cx, v, ty, &at, &key)?;
                    Ok(Opnd::V(v))
                }
                Some(Local::Block(_)) => Err(Self::err_at(&at, format!("'{}' is a label, not a value", key.show()))),
                None => Ok(Opnd::Fwd(key, at, ty)),
            };
        }
        match self.peek() {
            Tok::GlobalVar(_) | Tok::GlobalId(_) => {
                let at = self.token().clone();
                let (v, space) = match self.global_ref()? {
                    GlobalRef::Var(g) => (Value::Global(g), self.m.globals[g].addrspace),
                    GlobalRef::Func(f) => (Value::Func(f), 0),
                };
                if self.m.types.ptr_addrspace(ty) != Some(space) {
                    return Err(Self::err_at(&at, self.mismatch(&at, ty, space)));
                }
                Ok(Opnd::V(v))
            }
            Tok::Word(w) if w == "asm" => self.err("inline asm is not supported"),
            Tok::Word(w) if w == "none" => self.err("'none' token values are only supported after 'within'"),
            _ => Ok(Opnd::V(Value::Const(self.parse_const(ty)?))),
        }
    }

    /// Fails unless local value `v` has type `ty` (LLVM's parser checks this too).
    fn check_type(&self, cx: &FnCtx, v: Value, ty: Type, at: &Token, key: &Key) -> Result<(), ParseError> {
        let actual = match v {
            Value::Inst(i) => Some(cx.f.inst(i).ty),
            Value::Arg(n) => match cx.f.ty.map(|t| self.m.types.get(t)) {
                Some(TypeData::Function { params, .. }) => params.get(n as usize).copied(),
                _ => None,
            },
            _ => None,
        };
        match actual {
            Some(t) if t != ty => Err(Self::err_at(
                at,
                format!(
                    "'{}' defined with type '{}' but expected '{}'",
                    key.show(),
                    type_to_string(&self.m.types, t),
                    type_to_string(&self.m.types, ty)
                ),
            )),
            _ => Ok(()),
        }
    }

    /// `T value`, returning the type too.
    pub(super) fn typed_value(&mut self, cx: &mut FnCtx) -> Result<(Type, Opnd), ParseError> {
        let ty = self.parse_type()?;
        let v = self.value(cx, ty)?;
        Ok((ty, v))
    }

    /// `%bb` as a block reference (creating the block on first mention).
    pub(super) fn block_ref(&mut self, cx: &mut FnCtx) -> Result<Opnd, ParseError> {
        let at = self.token().clone();
        let Some(key) = self.local_key() else {
            return self.err(format!("expected a label, found {}", self.describe()));
        };
        self.bump();
        let b = match cx.locals.get(&key) {
            Some(Local::Block(b)) => *b,
            Some(Local::Val(_)) => return Err(Self::err_at(&at, format!("'{}' is a value, not a label", key.show()))),
            None => {
                let b = match &key {
                    Key::Name(n) => cx.f.create_block(n),
                    Key::Id(_) => cx.f.create_block(""),
                };
                cx.locals.insert(key, Local::Block(b));
                b
            }
        };
        cx.block_uses.push((b, at));
        Ok(Opnd::V(Value::Block(b)))
    }

    /// `label %bb`
    pub(super) fn label(&mut self, cx: &mut FnCtx) -> Result<Opnd, ParseError> {
        self.expect_word("label")?;
        self.block_ref(cx)
    }

    // ------------------------------------------------------------ instructions

    /// One instruction (or a skipped debug record); returns its opcode.
    fn instruction(&mut self, cx: &mut FnCtx) -> Result<Option<Opcode>, ParseError> {
        let at = self.token().clone();
        if matches!(self.peek(), Tok::Word(w) if w.starts_with("#dbg_")) {
            self.bump();
            self.skip_balanced()?;
            return Ok(None);
        }
        let result = match self.local_key() {
            Some(k) => {
                self.bump();
                self.expect_punct('=')?;
                Some(k)
            }
            None => None,
        };
        let Some(word) = self.word().map(str::to_string) else {
            return self.err(format!("expected an instruction, found {}", self.describe()));
        };
        let built = self.instruction_body(cx, &word)?;
        let op = built.header.opcode;
        self.emit(cx, built, result, &at)?;
        Ok(Some(op))
    }

    fn emit(&mut self, cx: &mut FnCtx, b: Built, result: Option<Key>, at: &Token) -> Result<(), ParseError> {
        let mut ops = Vec::with_capacity(b.ops.len());
        let mut pending = Vec::new();
        for (k, o) in b.ops.into_iter().enumerate() {
            match o {
                Opnd::V(v) => ops.push(v),
                Opnd::Fwd(key, t, ty) => {
                    ops.push(PENDING);
                    pending.push((k, key, t, ty));
                }
            }
        }
        let i = cx.f.create_inst(b.header, b.ty, &ops);
        cx.f.inst_mut(i).aux_ty = b.aux_ty;
        cx.f.inst_mut(i).align = b.align;
        if b.extra != InstExtra::default() {
            *cx.f.extra_mut(i) = b.extra;
        }
        for (kind, raw) in b.attachments {
            cx.attachments.push((i, kind, raw));
        }
        for (k, key, t, ty) in pending {
            cx.fixups.push((i, k, key, t, ty));
        }
        let block = cx
            .current
            .ok_or_else(|| Self::err_at(at, "instruction outside a block"))?;
        cx.f.push_inst(block, i);
        let is_void = self.m.types.is_void(b.ty);
        match result {
            Some(_) if is_void => return Err(Self::err_at(at, "instructions returning void cannot have a name")),
            Some(key) => {
                if cx.locals.contains_key(&key) {
                    return Err(Self::err_at(at, format!("redefinition of '{}'", key.show())));
                }
                match &key {
                    Key::Name(n) => cx.f.set_inst_name(i, n),
                    Key::Id(n) => {
                        if *n != cx.next_id {
                            return Err(Self::err_at(
                                at,
                                format!("instruction expected to be numbered '%{}'", cx.next_id),
                            ));
                        }
                        cx.next_id += 1;
                    }
                }
                cx.locals.insert(key, Local::Val(Value::Inst(i)));
            }
            None if !is_void => {
                cx.locals.insert(Key::Id(cx.next_id), Local::Val(Value::Inst(i)));
                cx.next_id += 1;
            }
            None => {}
        }
        Ok(())
    }
}
