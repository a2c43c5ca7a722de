//! Metadata: `!N = [distinct] !{...}` definitions, `!name = !{!N, ...}`
//! named metadata, and instruction attachments (`!pragma !3`, kept; an
//! attachment naming a specialized node such as `!dbg !DILocation` is
//! dropped). A distinct node may name itself directly among its operands
//! (`!0 = distinct !{!0, !1}`, the `!llvm.loop` idiom), which becomes
//! [`MdData::SelfRef`]; any other cycle is an error.
//!
//! Numbered nodes may refer to later ones, so definitions are collected raw
//! and resolved into uniqued [`MdNode`]s when the module is complete.
//! Specialized nodes (`!DILocation(...)`, debug info) have no IR form: they
//! are skipped, a tuple operand naming one becomes `null`, and a named
//! metadata operand naming one is dropped.

use super::lexer::{Tok, Token};
use super::{GlobalRef, ParseError, Parser};
use crate::entities::{FuncId, Inst, MdNode};
use crate::metadata::MdData;
use rustc_hash::{FxHashMap, FxHashSet};

/// A metadata operand before numbered references are resolved.
#[derive(Clone, Debug)]
pub(super) enum RawMd {
    Null,
    Ref(u32, Token),
    Node(MdData),
    Tuple(Vec<RawMd>),
}

/// Metadata seen so far.
#[derive(Default)]
pub(crate) struct MdState {
    /// `!N` definitions (node, written `distinct`, where); `None` marks a
    /// specialized node we skip.
    defs: FxHashMap<u32, (Option<RawMd>, bool, Token)>,
    named: Vec<(String, Vec<(u32, Token)>)>,
    /// Instruction attachments waiting for the definitions they name.
    pub(super) attachments: Vec<(FuncId, Inst, String, RawMd)>,
}

impl Parser<'_> {
    /// `!N = [distinct] !{...}` or a skipped specialized node.
    pub(super) fn md_definition(&mut self, id: u32, at: Token) -> Result<(), ParseError> {
        self.expect_punct('=')?;
        let distinct = self.eat_word("distinct");
        let raw = match self.peek().clone() {
            Tok::Exclaim => Some(self.md_tuple()?),
            Tok::Word(w) if w.starts_with('!') => {
                self.bump();
                self.skip_balanced()?;
                None
            }
            _ => return self.err(format!("expected metadata node, found {}", self.describe())),
        };
        if self.md.defs.insert(id, (raw, distinct, at.clone())).is_some() {
            return Err(Self::err_at(&at, format!("redefinition of metadata !{id}")));
        }
        Ok(())
    }

    /// `!name = !{!N, ...}`
    pub(super) fn named_md(&mut self, name: String) -> Result<(), ParseError> {
        self.expect_punct('=')?;
        if *self.peek() != Tok::Exclaim {
            return self.err("expected '!{' after named metadata");
        }
        self.bump();
        self.expect_punct('{')?;
        let mut ops = Vec::new();
        if !self.eat_punct('}') {
            loop {
                let at = self.token().clone();
                match self.bump() {
                    Tok::MdId(n) => ops.push((n, at)),
                    _ => return Err(Self::err_at(&at, "named metadata operands must be '!N' references")),
                }
                if self.eat_punct('}') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        self.md.named.push((name, ops));
        Ok(())
    }

    /// `!{ op, ... }`
    fn md_tuple(&mut self) -> Result<RawMd, ParseError> {
        self.enter()?;
        self.bump();
        self.expect_punct('{')?;
        let mut ops = Vec::new();
        if !self.eat_punct('}') {
            loop {
                ops.push(self.md_operand()?);
                if self.eat_punct('}') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        self.leave();
        Ok(RawMd::Tuple(ops))
    }

    fn md_operand(&mut self) -> Result<RawMd, ParseError> {
        let at = self.token().clone();
        match self.peek().clone() {
            Tok::Word(w) if w == "null" => {
                self.bump();
                Ok(RawMd::Null)
            }
            Tok::Word(w) if w.starts_with('!') => {
                self.bump();
                self.skip_balanced()?;
                Ok(RawMd::Null)
            }
            Tok::MdId(n) => {
                self.bump();
                Ok(RawMd::Ref(n, at))
            }
            Tok::MdString(s) => {
                self.bump();
                Ok(RawMd::Node(MdData::String(String::from_utf8_lossy(&s).into_owned())))
            }
            Tok::Exclaim => self.md_tuple(),
            _ => {
                let ty = self.parse_type()?;
                if matches!(self.peek(), Tok::GlobalVar(_) | Tok::GlobalId(_)) {
                    return Ok(RawMd::Node(match self.global_ref()? {
                        GlobalRef::Var(g) => MdData::Global(g),
                        GlobalRef::Func(f) => MdData::Func(f),
                    }));
                }
                let c = self.parse_const(ty)?;
                Ok(RawMd::Node(MdData::Const(c)))
            }
        }
    }

    /// Reads `!kind !N` / `!kind !{...}` attachments at the current token
    /// into `out`; inline specialized nodes (`!dbg !DILocation(...)`) and
    /// inline `distinct` nodes are skipped.
    pub(super) fn md_attachments(&mut self, out: &mut Vec<(String, RawMd)>) -> Result<(), ParseError> {
        while let Tok::MdVar(kind) = self.peek().clone() {
            self.bump();
            let at = self.token().clone();
            match self.peek().clone() {
                Tok::MdId(n) => {
                    self.bump();
                    out.push((kind, RawMd::Ref(n, at)));
                }
                Tok::Exclaim => {
                    let raw = self.md_tuple()?;
                    out.push((kind, raw));
                }
                _ => self.skip_md_value()?,
            }
        }
        Ok(())
    }

    /// Skips `!kind !N` / `!kind !{...}` attachments at the current token.
    pub(super) fn skip_md_attachments(&mut self) -> Result<(), ParseError> {
        while matches!(self.peek(), Tok::MdVar(_)) {
            self.bump();
            self.skip_md_value()?;
        }
        Ok(())
    }

    pub(super) fn skip_md_value(&mut self) -> Result<(), ParseError> {
        match self.peek().clone() {
            Tok::MdId(_) | Tok::MdString(_) => {
                self.bump();
                Ok(())
            }
            Tok::Exclaim => {
                self.bump();
                self.skip_balanced()
            }
            Tok::Word(w) if w.starts_with('!') || w == "distinct" => {
                self.bump();
                if w == "distinct" {
                    return self.skip_md_value();
                }
                self.skip_balanced()
            }
            _ => self.err(format!("expected metadata, found {}", self.describe())),
        }
    }

    /// Resolves every metadata definition and the named metadata.
    pub(super) fn finish_metadata(&mut self) -> Result<(), ParseError> {
        // Every reference must name a definition, but only nodes reachable
        // from named metadata are built: the others can only be reached from
        // dropped attachments, and may be self-referential (`!llvm.loop`).
        let mut ids: Vec<u32> = self.md.defs.keys().copied().collect();
        ids.sort_unstable();
        for id in ids {
            if let (Some(raw), _, _) = &self.md.defs[&id] {
                self.check_refs(raw)?;
            }
        }
        let mut memo: FxHashMap<u32, Option<MdNode>> = FxHashMap::default();
        let named = std::mem::take(&mut self.md.named);
        for (name, ops) in named {
            let mut nodes = Vec::new();
            for (id, at) in ops {
                if let Some(n) = self.resolve_md_ref(id, &at, &mut memo, &mut FxHashSet::default())? {
                    nodes.push(n);
                }
            }
            if let Some(entry) = self.m.named_md.iter_mut().find(|(n, _)| *n == name) {
                entry.1.extend(nodes);
            } else {
                self.m.named_md.push((name, nodes));
            }
        }
        for (f, i, kind, raw) in std::mem::take(&mut self.md.attachments) {
            self.check_refs(&raw)?;
            let node = self.resolve_raw(&raw, &mut memo, &mut FxHashSet::default())?;
            if let Some(n) = node {
                self.m.functions[f].set_metadata(i, &kind, n);
            }
        }
        Ok(())
    }

    fn check_refs(&self, raw: &RawMd) -> Result<(), ParseError> {
        match raw {
            RawMd::Ref(id, at) if !self.md.defs.contains_key(id) => {
                Err(Self::err_at(at, format!("use of undefined metadata '!{id}'")))
            }
            RawMd::Tuple(ops) => ops.iter().try_for_each(|op| self.check_refs(op)),
            _ => Ok(()),
        }
    }

    fn resolve_md_ref(
        &mut self,
        id: u32,
        at: &Token,
        memo: &mut FxHashMap<u32, Option<MdNode>>,
        active: &mut FxHashSet<u32>,
    ) -> Result<Option<MdNode>, ParseError> {
        if let Some(&r) = memo.get(&id) {
            return Ok(r);
        }
        let Some((raw, distinct, _)) = self.md.defs.get(&id).cloned() else {
            return Err(Self::err_at(at, format!("use of undefined metadata '!{id}'")));
        };
        if !active.insert(id) || active.len() > super::MAX_DEPTH as usize {
            return Err(Self::err_at(
                at,
                format!("cyclic metadata through '!{id}' is not supported"),
            ));
        }
        let r = match raw {
            Some(RawMd::Tuple(ops)) if distinct => {
                let mut out = Vec::with_capacity(ops.len());
                for op in &ops {
                    out.push(match op {
                        RawMd::Ref(r, _) if *r == id => Some(self.m.md.self_ref()),
                        _ => self.resolve_raw(op, memo, active)?,
                    });
                }
                Some(self.m.md.distinct(out))
            }
            Some(raw) => self.resolve_raw(&raw, memo, active)?,
            None => None,
        };
        active.remove(&id);
        memo.insert(id, r);
        Ok(r)
    }

    fn resolve_raw(
        &mut self,
        raw: &RawMd,
        memo: &mut FxHashMap<u32, Option<MdNode>>,
        active: &mut FxHashSet<u32>,
    ) -> Result<Option<MdNode>, ParseError> {
        Ok(match raw {
            RawMd::Null => None,
            RawMd::Ref(id, at) => self.resolve_md_ref(*id, at, memo, active)?,
            RawMd::Node(d) => Some(self.m.md.intern(d.clone())),
            RawMd::Tuple(ops) => {
                let mut out = Vec::with_capacity(ops.len());
                for op in ops {
                    out.push(self.resolve_raw(op, memo, active)?);
                }
                Some(self.m.md.tuple(out))
            }
        })
    }
}
