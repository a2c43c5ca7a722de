//! Text dumps of the token stream (`--emit=tokens`), the preprocessed source (`-E`) and of
//! the IL (`--emit=ast`).
//!
//! The IL dump is an indented tree: one node per line, expressions as
//! `Kind details : type [lvalue]`, so implicit conversions are visible as `Cast` lines.

use std::fmt::Write;

use crate::il::{Expr, ExprKind, Function, Init, KernelLaunch, Stmt, StmtKind, TranslationUnit, VarKind};
use crate::source::SourceMap;
use crate::symbol::Interner;
use crate::token::{Token, TokenKind};

/// One line per token: `file:line:col Kind 'spelling'`.
pub fn tokens_to_string(toks: &[Token], sources: &SourceMap, interner: &Interner) -> String {
    let mut s = String::new();
    for t in toks {
        if t.kind == TokenKind::Eof {
            s.push_str("Eof\n");
            continue;
        }
        let (line, col) = sources.line_col(t.span.file, t.span.start);
        let _ = writeln!(
            s,
            "{}:{}:{} {:?} '{}'",
            sources.name(t.span.file),
            line,
            col,
            t.kind,
            interner.get(t.text)
        );
    }
    s
}

/// The preprocessed source as `nvcc -E` (GCC's `cpp`) prints it: each token on its source
/// line, `# LINE "FILE"` markers where the file changes or lines jump, a space where the
/// source had one or where two tokens would otherwise lex as one. Pragmas the parser acts
/// on (`#pragma unroll`) are printed as directive lines.
pub fn preprocessed_text(toks: &[Token], sources: &SourceMap, interner: &Interner) -> String {
    let mut s = String::new();
    let mut place: Option<(crate::source::FileId, usize)> = None;
    let mut prev: Option<&str> = None;
    for t in toks {
        let text = interner.get(t.text);
        match t.kind {
            TokenKind::Eof => break,
            TokenKind::PragmaEnd => {
                s.push('\n');
                place = None; // A marker puts the next line back in place.
                prev = None;
                continue;
            }
            _ => {}
        }
        let line = sources.line_col(t.span.file, t.span.start).0;
        let pragma = matches!(t.kind, TokenKind::PragmaUnroll | TokenKind::PragmaPack);
        match place {
            Some((file, at)) if file == t.span.file && line >= at && line <= at + 8 => {
                for _ in at..line {
                    s.push('\n');
                    prev = None;
                }
            }
            _ => {
                if !s.is_empty() && !s.ends_with('\n') {
                    s.push('\n');
                }
                let _ = writeln!(s, "# {line} \"{}\"", sources.name(t.span.file));
                prev = None;
            }
        }
        if pragma && prev.is_some() {
            s.push('\n');
            prev = None;
        }
        place = Some((t.span.file, line));
        if let Some(p) = prev {
            if t.space_before || would_merge(p, text) {
                s.push(' ');
            }
        }
        s.push_str(text);
        prev = Some(text);
    }
    if !s.ends_with('\n') {
        s.push('\n');
    }
    s
}

/// Whether `a` followed directly by `b` could lex as different tokens (two words, or two
/// punctuators that may join: `+` `+`, `-` `>`, `<` `<=`, `.` `.`, ...).
fn would_merge(a: &str, b: &str) -> bool {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '\'' || c == '"';
    let (Some(last), Some(first)) = (a.chars().last(), b.chars().next()) else {
        return false;
    };
    (word(last) && word(first))
        || (last.is_ascii_digit() || last == '.') && first == '.'
        || "+-<>=&|:#.%*/!^".contains(last) && "+-<>=&|:#.%*/".contains(first)
}

/// The IL of a translation unit as text.
pub fn dump_il(tu: &TranslationUnit) -> String {
    let mut d = Dumper { tu, out: String::new() };
    d.out.push_str("types:\n");
    for (id, kind) in tu.types.iter() {
        let _ = writeln!(d.out, "  t{} {:?} = {}", id.index(), kind, tu.types.display(id));
    }
    for f in &tu.functions {
        d.function(f);
    }
    d.out
}

struct Dumper<'t, 'a> {
    tu: &'t TranslationUnit<'a>,
    out: String,
}

impl Dumper<'_, '_> {
    fn ty(&self, t: crate::types::TypeId) -> String {
        self.tu.types.display(t)
    }

    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn function(&mut self, f: &Function) {
        let mut flags = String::new();
        if f.extern_c {
            flags.push_str(" extern_c");
        }
        if f.is_static {
            flags.push_str(" static");
        }
        if f.inline != crate::il::InlineHint::None {
            let _ = write!(flags, " inline={:?}", f.inline);
        }
        let head = format!(
            "func f{} {} \"{}\" {:?}{} : {}",
            f.id.0,
            f.name,
            f.mangled,
            f.exec,
            flags,
            self.ty(f.ty)
        );
        self.line(0, &head);
        for &p in f.params {
            let v = self.tu.var(p);
            let text = format!("param v{} {} : {}", p.0, v.name, self.ty(v.ty));
            self.line(1, &text);
        }
        match f.body {
            Some(b) => self.stmt(b, 1),
            None => self.line(1, "(declaration only)"),
        }
    }

    fn stmt(&mut self, s: &Stmt, depth: usize) {
        match &s.kind {
            StmtKind::Compound(list) => {
                self.line(depth, "Compound");
                for st in list.iter() {
                    self.stmt(st, depth + 1);
                }
            }
            StmtKind::Decl { var, init } => {
                let v = self.tu.var(*var);
                let kind = match v.kind {
                    VarKind::Local => "local",
                    VarKind::Param { .. } => "param",
                    VarKind::Global { .. } => "static",
                };
                let text = format!("Decl {kind} v{} {} : {}", var.0, v.name, self.ty(v.ty));
                self.line(depth, &text);
                if let Some(i) = init {
                    self.init(i, depth + 1);
                }
            }
            StmtKind::Expr(e) => {
                self.line(depth, "ExprStmt");
                self.expr(e, depth + 1);
            }
            StmtKind::If { cond, then, els } => {
                self.line(depth, "If");
                self.expr(cond, depth + 1);
                self.stmt(then, depth + 1);
                if let Some(e) = els {
                    self.line(depth, "Else");
                    self.stmt(e, depth + 1);
                }
            }
            StmtKind::While { cond, body } => {
                self.line(depth, "While");
                self.expr(cond, depth + 1);
                self.stmt(body, depth + 1);
            }
            StmtKind::DoWhile { body, cond } => {
                self.line(depth, "DoWhile");
                self.stmt(body, depth + 1);
                self.expr(cond, depth + 1);
            }
            StmtKind::For { init, cond, inc, body } => {
                self.line(depth, "For");
                match init {
                    Some(i) => self.stmt(i, depth + 1),
                    None => self.line(depth + 1, "(no init)"),
                }
                match cond {
                    Some(c) => self.expr(c, depth + 1),
                    None => self.line(depth + 1, "(no cond)"),
                }
                match inc {
                    Some(c) => self.expr(c, depth + 1),
                    None => self.line(depth + 1, "(no inc)"),
                }
                self.stmt(body, depth + 1);
            }
            StmtKind::Break => self.line(depth, "Break"),
            StmtKind::Continue => self.line(depth, "Continue"),
            StmtKind::Label { label, name } => self.line(depth, &format!("Label {name} L{}", label.0)),
            StmtKind::Goto(label) => self.line(depth, &format!("Goto L{}", label.0)),
            StmtKind::Asm(a) => {
                self.line(depth, &format!("Asm {:?}", a.template));
                for o in a.outputs.iter().chain(a.inputs.iter()) {
                    self.line(depth + 1, &format!("\"{}\"", o.constraint));
                    self.expr(o.expr, depth + 2);
                }
            }
            StmtKind::Unroll { count, body } => {
                self.line(depth, &format!("Unroll {count}"));
                self.stmt(body, depth + 1);
            }
            StmtKind::Return(v) => {
                self.line(depth, "Return");
                if let Some(e) = v {
                    self.expr(e, depth + 1);
                }
            }
            StmtKind::Empty => self.line(depth, "Empty"),
        }
    }

    fn init(&mut self, i: &Init, depth: usize) {
        match i {
            Init::Expr(e) => self.expr(e, depth),
            Init::List(items) => {
                self.line(depth, &format!("InitList ({} items)", items.len()));
                for it in items.iter() {
                    self.init(it, depth + 1);
                }
            }
            Init::Str(units) => self.line(depth, &format!("InitStr {:?}", String::from_utf8_lossy(units))),
        }
    }

    fn expr(&mut self, e: &Expr, depth: usize) {
        let head = match &e.kind {
            ExprKind::IntConst(v) => format!("IntConst {v}"),
            ExprKind::IsConstantEvaluated => "IsConstantEvaluated".to_string(),
            ExprKind::FloatConst(v) => format!("FloatConst {v:?}"),
            ExprKind::StringLit(b) => format!("StringLit {:?}", String::from_utf8_lossy(b)),
            ExprKind::Var(v) => format!("Var v{} {}", v.0, self.tu.var(*v).name),
            ExprKind::Func(f) => format!("Func f{} {}", f.0, self.tu.func(*f).name),
            ExprKind::Unary { op, .. } => format!("Unary {op:?}"),
            ExprKind::IncDec { pre, inc, .. } => format!(
                "{}{}",
                if *pre { "Pre" } else { "Post" },
                if *inc { "Inc" } else { "Dec" }
            ),
            ExprKind::Binary { op, .. } => format!("Binary {op:?}"),
            ExprKind::LogAnd { .. } => "LogAnd".into(),
            ExprKind::LogOr { .. } => "LogOr".into(),
            ExprKind::Assign { .. } => "Assign".into(),
            ExprKind::CompoundAssign {
                op,
                compute_ty,
                to_compute,
                from_compute,
                ..
            } => format!(
                "CompoundAssign {op:?} compute={} to={to_compute:?} from={from_compute:?}",
                self.ty(*compute_ty)
            ),
            ExprKind::Conditional { .. } => "Conditional".into(),
            ExprKind::Cast { kind, .. } => format!("Cast {kind:?}"),
            ExprKind::Call { callee, .. } => format!("Call f{} {}", callee.0, self.tu.func(*callee).name),
            ExprKind::CallIndirect { .. } => "CallIndirect".into(),
            ExprKind::Launch(KernelLaunch { kernel, config, .. }) => {
                format!(
                    "Launch f{} {} ({} config values)",
                    kernel.0,
                    self.tu.func(*kernel).name,
                    config.len()
                )
            }
            ExprKind::Index { .. } => "Index".into(),
            ExprKind::Member { base, field } => {
                let name = self
                    .tu
                    .types
                    .record_of(base.ty)
                    .and_then(|r| r.fields.get(*field as usize))
                    .map_or("?", |f| f.name.as_str());
                format!("Member .{name} (field {field})")
            }
            ExprKind::Comma { .. } => "Comma".into(),
            ExprKind::StmtExpr { .. } => "StmtExpr".into(),
            ExprKind::SpecialReg { reg, component } => {
                format!("SpecialReg {}.{}", reg.name(), ["x", "y", "z"][*component as usize % 3])
            }
            ExprKind::SpecialRegWhole { reg } => format!("SpecialReg {}", reg.name()),
            ExprKind::WarpSize => "WarpSize".into(),
            ExprKind::Error => "Error".into(),
            ExprKind::AddressConstant { offset, .. } => format!("AddressConstant +{offset}"),
        };
        let lv = if e.lvalue { " lvalue" } else { "" };
        let text = format!("{head} : {}{lv}", self.ty(e.ty));
        self.line(depth, &text);
        match &e.kind {
            ExprKind::Member { base, .. } => self.expr(base, depth + 1),
            ExprKind::Unary { operand, .. } | ExprKind::IncDec { operand, .. } | ExprKind::Cast { operand, .. } => {
                self.expr(operand, depth + 1)
            }
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::LogAnd { lhs, rhs }
            | ExprKind::LogOr { lhs, rhs }
            | ExprKind::Assign { lhs, rhs }
            | ExprKind::CompoundAssign { lhs, rhs, .. }
            | ExprKind::Comma { lhs, rhs } => {
                self.expr(lhs, depth + 1);
                self.expr(rhs, depth + 1);
            }
            ExprKind::Index { base, index } => {
                self.expr(base, depth + 1);
                self.expr(index, depth + 1);
            }
            ExprKind::Conditional { cond, then, els } => {
                self.expr(cond, depth + 1);
                self.expr(then, depth + 1);
                self.expr(els, depth + 1);
            }
            ExprKind::Call { args, .. } => {
                for a in args.iter() {
                    self.expr(a, depth + 1);
                }
            }
            ExprKind::CallIndirect { callee, args } => {
                self.expr(callee, depth + 1);
                for a in args.iter() {
                    self.expr(a, depth + 1);
                }
            }
            ExprKind::Launch(KernelLaunch { config, args, .. }) => {
                for a in config.iter().chain(args.iter()) {
                    self.expr(a, depth + 1);
                }
            }
            ExprKind::AddressConstant { object: Some(o), .. } => self.expr(o, depth + 1),
            ExprKind::StmtExpr { body, value } => {
                self.stmt(body, depth + 1);
                if let Some(v) = value {
                    self.expr(v, depth + 1);
                }
            }
            _ => {}
        }
    }
}
