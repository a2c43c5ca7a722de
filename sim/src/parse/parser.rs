//! Recursive-descent parser from tokens to `ast::Module`.
//!
//! Accepts the subset of PTX that nvcc and ptxc emit: module directives,
//! variable declarations with alignment/arrays/initializers, `.entry`/`.func`
//! with parameter and return lists, scoped bodies, labels, guarded
//! instructions and every operand shape. Unknown module-level directives that
//! carry no semantics (`.file`, `.loc`, `.pragma`, performance hints) are skipped.

use super::ast::*;
use super::lexer::{lex, Tok, Token};
use crate::error::ParseError;

/// Parses a whole PTX module.
pub fn parse(src: &str) -> Result<Module, ParseError> {
    let toks = lex(src)?;
    let mut p = Parser { toks, pos: 0 };
    p.module()
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
}

const SPACES: &[&str] = &[".reg", ".param", ".shared", ".local", ".global", ".const", ".sreg"];

/// Parses a numeric literal as written (without sign).
pub fn parse_lit(s: &str) -> Option<Lit> {
    let t = s.trim_end_matches(['U', 'u']);
    if let Some(h) = t.strip_prefix("0f").or_else(|| t.strip_prefix("0F")) {
        return u32::from_str_radix(h, 16).ok().map(Lit::F32Bits);
    }
    if let Some(h) = t.strip_prefix("0d").or_else(|| t.strip_prefix("0D")) {
        return u64::from_str_radix(h, 16).ok().map(Lit::F64Bits);
    }
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return u64::from_str_radix(h, 16).ok().map(Lit::Int);
    }
    if let Some(h) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        return u64::from_str_radix(h, 2).ok().map(Lit::Int);
    }
    if t.contains(['.', 'e', 'E']) {
        return t.parse::<f64>().ok().map(Lit::Float);
    }
    if t.len() > 1 && t.starts_with('0') {
        return u64::from_str_radix(&t[1..], 8).ok().map(Lit::Int);
    }
    t.parse::<u64>().ok().map(Lit::Int)
}

fn negate(l: Lit) -> Lit {
    match l {
        Lit::Int(v) => Lit::Int(v.wrapping_neg()),
        Lit::Float(f) => Lit::Float(-f),
        Lit::F32Bits(b) => Lit::F32Bits(b ^ 0x8000_0000),
        Lit::F64Bits(b) => Lit::F64Bits(b ^ (1 << 63)),
    }
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.tok)
    }
    fn peek_at(&self, k: usize) -> Option<&Tok> {
        self.toks.get(self.pos + k).map(|t| &t.tok)
    }
    fn line(&self) -> u32 {
        self.toks
            .get(self.pos)
            .or(self.toks.last())
            .map(|t| t.line)
            .unwrap_or(0)
    }
    fn err<T>(&self, msg: impl Into<String>) -> Result<T, ParseError> {
        Err(ParseError {
            line: self.line(),
            msg: msg.into(),
        })
    }
    fn next(&mut self) -> Result<Tok, ParseError> {
        match self.toks.get(self.pos) {
            Some(t) => {
                self.pos += 1;
                Ok(t.tok.clone())
            }
            None => self.err("unexpected end of input"),
        }
    }
    fn is_punct(&self, c: char) -> bool {
        self.peek() == Some(&Tok::Punct(c))
    }
    fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect_punct(&mut self, c: char) -> Result<(), ParseError> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.err(format!("expected '{c}', found {:?}", self.peek()))
        }
    }
    fn word(&mut self) -> Result<String, ParseError> {
        match self.next()? {
            Tok::Word(w) => Ok(w),
            t => {
                self.pos -= 1;
                self.err(format!("expected a name, found {t:?}"))
            }
        }
    }
    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Word(x)) if x == w)
    }
    fn number(&mut self) -> Result<Lit, ParseError> {
        let neg = self.eat_punct('-');
        match self.next()? {
            Tok::Num(n) => match parse_lit(&n) {
                Some(l) => Ok(if neg { negate(l) } else { l }),
                None => self.err(format!("bad number {n}")),
            },
            t => self.err(format!("expected a number, found {t:?}")),
        }
    }
    fn int(&mut self) -> Result<u64, ParseError> {
        match self.number()? {
            Lit::Int(v) => Ok(v),
            _ => self.err("expected an integer"),
        }
    }
    fn skip_to_semicolon(&mut self) -> Result<(), ParseError> {
        while !self.eat_punct(';') {
            self.next()?;
        }
        Ok(())
    }

    fn module(&mut self) -> Result<Module, ParseError> {
        let mut m = Module::default();
        while let Some(t) = self.peek().cloned() {
            let Tok::Word(w) = t else {
                return self.err(format!("unexpected {t:?} at module scope"));
            };
            match w.as_str() {
                ".version" => {
                    self.pos += 1;
                    m.version = match self.next()? {
                        Tok::Num(n) => n,
                        t => return self.err(format!("bad .version {t:?}")),
                    };
                }
                ".target" => {
                    self.pos += 1;
                    m.target.push(self.word()?);
                    while self.eat_punct(',') {
                        m.target.push(self.word()?);
                    }
                }
                ".address_size" => {
                    self.pos += 1;
                    m.address_size = self.int()? as u32;
                }
                ".file" | ".loc" | ".pragma" | ".section" => {
                    self.pos += 1;
                    if w == ".section" {
                        self.skip_braces()?;
                    } else {
                        self.skip_line_directive()?;
                    }
                }
                _ => self.module_item(&mut m)?,
            }
        }
        Ok(m)
    }

    fn skip_line_directive(&mut self) -> Result<(), ParseError> {
        let line = self.toks[self.pos - 1].line;
        while let Some(t) = self.toks.get(self.pos) {
            if t.line != line || t.tok == Tok::Punct(';') {
                break;
            }
            self.pos += 1;
        }
        self.eat_punct(';');
        Ok(())
    }

    fn skip_braces(&mut self) -> Result<(), ParseError> {
        while !self.is_punct('{') {
            self.next()?;
        }
        let mut depth = 0;
        loop {
            match self.next()? {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                _ => {}
            }
        }
    }

    fn module_item(&mut self, m: &mut Module) -> Result<(), ParseError> {
        let mut is_extern = false;
        let mut linkage = Linkage::Internal;
        loop {
            if self.is_word(".visible") {
                linkage = Linkage::Visible;
            } else if self.is_word(".weak") || self.is_word(".common") {
                linkage = Linkage::Weak;
            } else if self.is_word(".extern") {
                is_extern = true;
                linkage = Linkage::Extern;
            } else {
                break;
            }
            self.pos += 1;
        }
        if self.is_word(".entry") || self.is_word(".func") {
            let mut f = self.function()?;
            f.linkage = linkage;
            m.funcs.push(f);
            return Ok(());
        }
        if let Some(Tok::Word(w)) = self.peek() {
            if SPACES.contains(&w.as_str()) {
                let mut d = self.decl()?;
                d.is_extern = is_extern;
                d.linkage = linkage;
                self.expect_punct(';')?;
                m.vars.push(d);
                return Ok(());
            }
        }
        self.err(format!("unexpected {:?} at module scope", self.peek()))
    }

    fn function(&mut self) -> Result<Function, ParseError> {
        let is_entry = self.word()? == ".entry";
        let mut rets = Vec::new();
        if self.is_punct('(') {
            rets = self.param_list()?;
        }
        let line = self.line();
        let name = self.word()?;
        let mut params = Vec::new();
        if self.is_punct('(') {
            params = self.param_list()?;
        }
        // performance directives: .maxntid 256, 1, 1 / .reqntid / .minnctapersm / .noreturn;
        // the cluster ones shape the launch, the others are hints.
        let (mut cluster, mut explicit_cluster, mut max_threads) = (None, false, None);
        while let Some(Tok::Word(w)) = self.peek() {
            if w.starts_with('.') {
                let directive = w.clone();
                self.pos += 1;
                let mut values = Vec::new();
                while let Some(t) = self.peek() {
                    match t {
                        Tok::Num(n) => values.push(match parse_lit(n) {
                            Some(Lit::Int(v)) => u32::try_from(v).ok(),
                            _ => None,
                        }),
                        Tok::Punct(',') => {}
                        _ => break,
                    }
                    self.pos += 1;
                }
                match directive.as_str() {
                    ".explicitcluster" => explicit_cluster = true,
                    ".reqnctapercluster" => {
                        let dims: Option<Vec<u32>> = values.into_iter().collect();
                        let mut shape = [1u32; 3];
                        for (k, v) in dims.unwrap_or_default().into_iter().take(3).enumerate() {
                            shape[k] = v;
                        }
                        cluster = Some(shape);
                    }
                    ".maxntid" | ".reqntid" => {
                        let dims: Option<Vec<u32>> = values.into_iter().collect();
                        max_threads = dims.map(|d| d.iter().product());
                    }
                    _ => {}
                }
            } else {
                break;
            }
        }
        let body = if self.eat_punct(';') { None } else { Some(self.body()?) };
        Ok(Function {
            name,
            is_entry,
            params,
            rets,
            body,
            linkage: Linkage::Internal,
            line,
            cluster,
            explicit_cluster,
            max_threads,
        })
    }

    fn param_list(&mut self) -> Result<Vec<VarDecl>, ParseError> {
        self.expect_punct('(')?;
        let mut v = Vec::new();
        if self.eat_punct(')') {
            return Ok(v);
        }
        loop {
            v.push(self.decl()?);
            if self.eat_punct(')') {
                return Ok(v);
            }
            self.expect_punct(',')?;
        }
    }

    /// `.space [.align N] [.vN] .type name[<N>][dims] [= init]`
    fn decl(&mut self) -> Result<VarDecl, ParseError> {
        let line = self.line();
        let space = self.word()?.trim_start_matches('.').to_string();
        let mut d = VarDecl {
            space,
            align: 0,
            ty: String::new(),
            vec: 1,
            name: String::new(),
            range: None,
            array: Vec::new(),
            init: Vec::new(),
            is_extern: false,
            linkage: Linkage::Internal,
            line,
        };
        loop {
            let w = self.word()?;
            if !w.starts_with('.') {
                d.name = w;
                break;
            }
            match w.as_str() {
                ".align" => d.align = self.int()? as u32,
                // `.attribute(.managed)`: managed memory behaves as global memory here.
                ".attribute" => {
                    self.expect_punct('(')?;
                    self.word()?;
                    self.expect_punct(')')?;
                }
                ".v2" => d.vec = 2,
                ".v4" => d.vec = 4,
                ".v8" => d.vec = 8,
                ".ptr" | ".global" | ".shared" | ".local" | ".const" => {}
                _ if w.starts_with(".align") => {}
                _ => d.ty = w[1..].to_string(),
            }
        }
        if self.eat_punct('<') {
            d.range = Some(self.int()? as u32);
            self.expect_punct('>')?;
        }
        while self.eat_punct('[') {
            if self.eat_punct(']') {
                d.array.push(None);
            } else {
                d.array.push(Some(self.int()?));
                self.expect_punct(']')?;
            }
        }
        if self.eat_punct('=') {
            self.init_list(&mut d.init)?;
        }
        Ok(d)
    }

    fn init_list(&mut self, out: &mut Vec<Init>) -> Result<(), ParseError> {
        if self.eat_punct('{') {
            if self.eat_punct('}') {
                return Ok(());
            }
            loop {
                self.init_list(out)?;
                if self.eat_punct('}') {
                    return Ok(());
                }
                self.expect_punct(',')?;
            }
        }
        let masked = matches!(self.peek(), Some(Tok::Num(_))) && matches!(self.peek_at(1), Some(Tok::Punct('(')));
        if masked {
            let mask = self.int()?;
            if !(0..8).any(|k| mask == 0xFF << (8 * k)) {
                return self.err(format!("mask {mask:#x} does not select one byte"));
            }
            self.expect_punct('(')?;
            let mut inner = Vec::new();
            self.init_operand(&mut inner)?;
            self.expect_punct(')')?;
            let operand = inner.pop().expect("one operand");
            out.push(Init::Masked(mask, Box::new(operand)));
            return Ok(());
        }
        self.init_operand(out)
    }

    /// A symbol address (`name`, `generic(name)+4`) or a number, with `+ n` offsets.
    fn init_operand(&mut self, out: &mut Vec<Init>) -> Result<(), ParseError> {
        match self.peek() {
            Some(Tok::Word(w)) => {
                let mut w = w.clone();
                self.pos += 1;
                let mut generic = false;
                if w == "generic" && self.eat_punct('(') {
                    w = self.word()?;
                    self.expect_punct(')')?;
                    generic = true;
                }
                let mut off = 0i64;
                if self.eat_punct('+') {
                    off = self.int()? as i64;
                }
                out.push(Init::Sym(w, off, generic));
            }
            _ => {
                let mut lit = self.number()?;
                // An integer constant expression such as `1000 + 546` (in mask operands).
                while let Lit::Int(v) = lit {
                    if !self.eat_punct('+') {
                        break;
                    }
                    lit = Lit::Int(v.wrapping_add(self.int()?));
                }
                out.push(Init::Lit(lit));
            }
        }
        Ok(())
    }

    fn body(&mut self) -> Result<Vec<Stmt>, ParseError> {
        self.expect_punct('{')?;
        let mut out = Vec::new();
        let mut depth = 1;
        loop {
            let line = self.line();
            match self.peek().cloned() {
                None => return self.err("unterminated function body"),
                Some(Tok::Punct('{')) => {
                    self.pos += 1;
                    depth += 1;
                    out.push(Stmt::Open);
                }
                Some(Tok::Punct('}')) => {
                    self.pos += 1;
                    depth -= 1;
                    if depth == 0 {
                        return Ok(out);
                    }
                    out.push(Stmt::Close);
                }
                Some(Tok::Punct('@')) => out.push(Stmt::Inst(self.inst()?)),
                Some(Tok::Word(w)) => {
                    if self.peek_at(1) == Some(&Tok::Punct(':')) {
                        self.pos += 2;
                        if self.is_word(".branchtargets") {
                            self.pos += 1;
                            let mut v = vec![self.word()?];
                            while self.eat_punct(',') {
                                v.push(self.word()?);
                            }
                            self.expect_punct(';')?;
                            out.push(Stmt::BranchTargets(w, v, line));
                        } else {
                            out.push(Stmt::Label(w, line));
                        }
                    } else if SPACES.contains(&w.as_str()) {
                        let d = self.decl()?;
                        out.push(Stmt::Decl(d));
                        while self.eat_punct(',') {
                            // `.reg .b32 a, b, c;`
                            let prev = match out.last() {
                                Some(Stmt::Decl(p)) => p.clone(),
                                _ => return self.err("internal: declaration list"),
                            };
                            let mut d2 = prev;
                            d2.name = self.word()?;
                            d2.range = None;
                            if self.eat_punct('<') {
                                d2.range = Some(self.int()? as u32);
                                self.expect_punct('>')?;
                            }
                            out.push(Stmt::Decl(d2));
                        }
                        self.expect_punct(';')?;
                    } else if w.starts_with('.') {
                        // .pragma, .loc, .maxnreg ... : no semantics here
                        self.pos += 1;
                        if w == ".loc" || w == ".file" {
                            self.skip_line_directive()?;
                        } else {
                            self.skip_to_semicolon()?;
                        }
                    } else {
                        out.push(Stmt::Inst(self.inst()?));
                    }
                }
                Some(t) => return self.err(format!("unexpected {t:?} in function body")),
            }
        }
    }

    fn inst(&mut self) -> Result<InstAst, ParseError> {
        let line = self.line();
        let mut guard = None;
        if self.eat_punct('@') {
            let neg = self.eat_punct('!');
            guard = Some((self.word()?, neg));
        }
        let opcode = self.word()?;
        let mut operands = Vec::new();
        if !self.eat_punct(';') {
            loop {
                operands.push(self.operand()?);
                if self.eat_punct(';') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        Ok(InstAst {
            guard,
            opcode,
            operands,
            line,
        })
    }

    fn operand(&mut self) -> Result<OperandAst, ParseError> {
        match self.peek().cloned() {
            Some(Tok::Punct('{')) => {
                self.pos += 1;
                let mut v = Vec::new();
                loop {
                    v.push(self.operand()?);
                    if self.eat_punct('}') {
                        return Ok(OperandAst::Vector(v));
                    }
                    self.expect_punct(',')?;
                }
            }
            Some(Tok::Punct('(')) => {
                self.pos += 1;
                let mut v = Vec::new();
                if self.eat_punct(')') {
                    return Ok(OperandAst::List(v));
                }
                loop {
                    v.push(self.operand()?);
                    if self.eat_punct(')') {
                        return Ok(OperandAst::List(v));
                    }
                    self.expect_punct(',')?;
                }
            }
            Some(Tok::Punct('[')) => {
                self.pos += 1;
                let mut base = None;
                let mut off = 0i64;
                if let Some(Tok::Word(_)) = self.peek() {
                    base = Some(self.word()?);
                    // `[handle, {coordinates}]` of surface and texture instructions: a
                    // list of the handle and the coordinate vector.
                    if self.eat_punct(',') {
                        let coords = self.operand()?;
                        self.expect_punct(']')?;
                        let handle = OperandAst::Name(base.unwrap_or_default());
                        return Ok(OperandAst::List(vec![handle, coords]));
                    }
                    while self.eat_punct('+') {
                        off = off.wrapping_add(self.int()? as i64);
                    }
                    if self.is_punct('-') {
                        off = off.wrapping_add(self.int()? as i64);
                    }
                } else {
                    off = self.int()? as i64;
                }
                self.expect_punct(']')?;
                Ok(OperandAst::Addr(base, off))
            }
            Some(Tok::Punct('!')) => {
                self.pos += 1;
                Ok(OperandAst::Not(self.word()?))
            }
            Some(Tok::Word(w)) => {
                self.pos += 1;
                if self.eat_punct('|') {
                    // `d|p`, or `_|p` with the value discarded (elect.sync)
                    return Ok(OperandAst::Pair(w, self.word()?));
                }
                if w == "_" {
                    return Ok(OperandAst::Sink);
                }
                Ok(OperandAst::Name(w))
            }
            Some(Tok::Num(_)) | Some(Tok::Punct('-')) => Ok(OperandAst::Imm(self.number()?)),
            t => self.err(format!("bad operand {t:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_entry_with_params_and_body() {
        let m = parse(
            ".version 8.0\n.target sm_80\n.address_size 64\n\
             .global .align 4 .b8 s[3] = {1, 2, 3};\n\
             .visible .entry k(.param .u64 k_p0, .param .u32 k_p1)\n.maxntid 256, 1, 1\n{\n\
             .reg .b32 %r<4>;\n ld.param.u32 %r1, [k_p1+0];\n@!%p1 bra L1;\nL1:\n\
             st.global.v2.u32 [%rd1+-8], {%r1, %r2};\n shfl.sync.down.b32 %r1|%p2, %r2, 1, 31, -1;\n ret;\n}\n",
        )
        .unwrap();
        assert_eq!(m.address_size, 64);
        assert_eq!(m.vars[0].init.len(), 3);
        let f = &m.funcs[0];
        assert!(f.is_entry);
        assert_eq!(f.max_threads, Some(256));
        assert_eq!(f.params.len(), 2);
        let body = f.body.as_ref().unwrap();
        assert!(matches!(&body[0], Stmt::Decl(d) if d.range == Some(4)));
        let Stmt::Inst(st) = &body[4] else {
            panic!("{:?}", body[4])
        };
        assert_eq!(st.operands[0], OperandAst::Addr(Some("%rd1".into()), -8));
        let Stmt::Inst(sh) = &body[5] else { panic!() };
        assert_eq!(sh.operands[0], OperandAst::Pair("%r1".into(), "%p2".into()));
        assert_eq!(sh.operands[4], OperandAst::Imm(Lit::Int(u64::MAX)));
    }

    #[test]
    fn literals() {
        assert_eq!(parse_lit("0f3F800000"), Some(Lit::F32Bits(0x3f80_0000)));
        assert_eq!(parse_lit("0x10"), Some(Lit::Int(16)));
        assert_eq!(parse_lit("1.5"), Some(Lit::Float(1.5)));
        assert_eq!(parse_lit("17"), Some(Lit::Int(17)));
    }
}
