//! Prelude items (issue 16): the implicit prelude's tokens cut into top-level
//! declarations, each with the names that make it needed, so a compile hands the parser
//! only the declarations its file can reach instead of all 80,000 tokens.
//!
//! [`split`] runs when the prelude snapshot is recorded (once per build): an item is a
//! declaration at namespace scope (up to its `;`, or the `}` of a function body), and the
//! opening and closing lines of `namespace ... {` and `extern "C" {` blocks are items of
//! their own, so the declarations inside are cut the same way. Each item gets *keys*: a
//! superset of the names it declares (extra names only keep it more often), or
//! [`Keys::Always`] when its shape is not one the rules below understand.
//!
//! [`select`] runs per compile, after the user's file is preprocessed: a name is needed
//! when a token of the user's file spells it, when a kept item spells it, or when the
//! compiler looks it up itself ([`LOOKED_UP_BY_NAME`]); an item is kept when one of its
//! keys is needed. Why dropping the others changes nothing: every lookup starts from a
//! name a token spells (operators, which need no name, make an item `Always`), so a
//! declaration no needed name reaches can never be found; and no declaration of the
//! prelude leaves anything in the output unless it is used (an empty file's PTX is
//! empty; tests/scaling.rs checks it). The kept items stay in their order.

use super::unread_bodies;
use crate::symbol::{Interner, Sym};
use crate::token::{Token, TokenKind as K};

/// Names the compiler looks up or calls without a token of the file spelling them: the
/// record types of `threadIdx`/`blockDim` read whole and of launch configurations, the
/// heap functions of `new`/`delete`, what `printf` and `assert` become, and `std`, where brace lists and structured bindings
/// look for `initializer_list` and `tuple_size`. The 128-bit helpers IR generation calls
/// (`BACKEND_LIBRARY_CALLS`) are needed once a token spells `__int128`.
pub(crate) const LOOKED_UP_BY_NAME: &[&str] = &[
    "uint3",
    "dim3",
    "malloc",
    "free",
    "vprintf",
    "__assertfail",
    "memcpy",
    "memset",
    "std",
];

/// What makes an item needed.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Keys {
    /// Kept in every compile.
    Always,
    /// Kept when one of these names is needed.
    Names(Vec<Sym>),
}

/// A top-level declaration of the prelude: tokens `start..end` of its output.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Item {
    pub start: u32,
    pub end: u32,
    pub keys: Keys,
}

/// Cuts the prelude's tokens into items (see the module comment).
pub(crate) fn split(toks: &[Token], interner: &Interner) -> Vec<Item> {
    let text = |t: &Token| interner.get(t.text);
    let mut items = Vec::new();
    let mut start = 0usize;
    let mut depth = 0usize;
    // Open `namespace`/`extern "C"` blocks at depth 0 (their contents are cut too).
    let mut blocks = 0usize;
    // Whether the `{` that opened depth 1 starts a function body (the item ends at `}`).
    let mut body = false;
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        match t.kind {
            K::LBrace if depth == 0 => {
                let head = &toks[start..i];
                if opens_block(head, &text) {
                    items.push(item(start, i + 1, Keys::Always));
                    blocks += 1;
                    start = i + 1;
                    i += 1;
                    continue;
                }
                body = opens_body(head, &text);
                depth = 1;
            }
            K::LBrace => depth += 1,
            K::RBrace if depth == 0 => {
                // The end of a block: whatever is pending is malformed, keep it.
                if start < i {
                    items.push(item(start, i, Keys::Always));
                }
                blocks = blocks.saturating_sub(1);
                let end = absorb_semicolons(toks, i + 1);
                items.push(item(i, end, Keys::Always));
                start = end;
                i = end;
                continue;
            }
            K::RBrace => {
                depth -= 1;
                if depth == 0 && body {
                    let end = absorb_semicolons(toks, i + 1);
                    items.push(item(start, end, classify(&toks[start..end], &text)));
                    start = end;
                    i = end;
                    continue;
                }
            }
            K::Semi if depth == 0 => {
                items.push(item(start, i + 1, classify(&toks[start..i + 1], &text)));
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if start < toks.len() {
        items.push(item(start, toks.len(), Keys::Always));
    }
    let _ = blocks;
    items
}

fn item(start: usize, end: usize, keys: Keys) -> Item {
    Item {
        start: start as u32,
        end: end as u32,
        keys,
    }
}

/// The index after any `;`s at `i` (stray ones after a function body or block).
fn absorb_semicolons(toks: &[Token], mut i: usize) -> usize {
    while toks.get(i).is_some_and(|t| t.kind == K::Semi) {
        i += 1;
    }
    i
}

/// `namespace N {`, `inline namespace N {`, `namespace {`, `extern "C" {`.
fn opens_block<'t>(head: &[Token], text: &impl Fn(&Token) -> &'t str) -> bool {
    if let [e, lang] = head {
        if e.kind == K::KwExtern && lang.kind == K::StrLit && text(lang).starts_with('"') {
            return true;
        }
    }
    let rest = match head.first().map(|t| t.kind) {
        Some(K::KwInline) => &head[1..],
        _ => head,
    };
    matches!(rest, [n] | [n, _] if n.kind == K::KwNamespace) && rest.get(1).is_none_or(|t| t.kind == K::Ident)
}

/// Whether a `{` after `head` opens a function body: the head has parameters and is no
/// class, enumeration, typedef or initializer.
fn opens_body<'t>(head: &[Token], text: &impl Fn(&Token) -> &'t str) -> bool {
    let head = after_template_heads(head).unwrap_or(head);
    let Some(first) = head.first() else { return false };
    if matches!(
        first.kind,
        K::KwTypedef | K::KwStruct | K::KwClass | K::KwUnion | K::KwEnum | K::KwUsing
    ) {
        return false;
    }
    let _ = text;
    // An `=` outside parentheses starts an initializer; inside them it is a default
    // argument (`int f(int a = 0) {`).
    let mut paren = 0usize;
    let mut has_params = false;
    for t in head {
        match t.kind {
            K::LParen => {
                paren += 1;
                has_params = true;
            }
            K::RParen => paren = paren.saturating_sub(1),
            K::Assign if paren == 0 => return false,
            _ => {}
        }
    }
    has_params
}

/// The token that closes the `<` at `toks[open]` (a `>`, or a `>>` closing it with an
/// inner one); `None` when none does.
fn closing_angle(toks: &[Token], open: usize) -> Option<usize> {
    let mut angle = 0i32;
    for (k, t) in toks.iter().enumerate().skip(open) {
        match t.kind {
            K::Lt => angle += 1,
            K::Gt => angle -= 1,
            K::Shr => angle -= 2,
            _ => {}
        }
        if angle <= 0 {
            return Some(k);
        }
    }
    None
}

/// The tokens after the `template <...>` heads at the start of `toks`; `None` when a
/// `template` is not followed by a balanced `<...>` (an explicit instantiation).
fn after_template_heads(mut toks: &[Token]) -> Option<&[Token]> {
    while toks.first().is_some_and(|t| t.kind == K::KwTemplate) {
        if toks.get(1)?.kind != K::Lt {
            return None;
        }
        toks = &toks[closing_angle(toks, 1)? + 1..];
    }
    Some(toks)
}

/// The keys of one declaration `toks` (ending with its `;` or `}`).
fn classify<'t>(toks: &[Token], text: &impl Fn(&Token) -> &'t str) -> Keys {
    let idents = || toks.iter().filter(|t| t.kind == K::Ident);
    // Operators are found by no name; the preprocessor's markers and top-level assembly
    // act alone.
    // `operator new`/`operator delete`: ptxc's new-expressions call malloc and free
    // themselves, so only a call by name reaches these, and it spells `new`/`delete`.
    let allocation = toks.windows(2).find(|w| {
        w[0].kind == K::Ident
            && text(&w[0]) == "operator"
            && w[1].kind == K::Ident
            && matches!(text(&w[1]), "new" | "delete")
    });
    if let Some(w) = allocation {
        return Keys::Names(vec![w[1].text]);
    }
    let starts_asm = toks
        .first()
        .is_some_and(|t| matches!(text(t), "asm" | "__asm__" | "__asm"));
    // Operators declared in a class body (members, hidden friends) are found only
    // through an object of the class, whose type some needed name spells.
    let in_class_body = after_template_heads(toks)
        .and_then(|d| d.first())
        .is_some_and(|t| matches!(t.kind, K::KwStruct | K::KwClass | K::KwUnion));
    // A namespace-scope operator template with a parameter of a class template's type
    // (`operator==(const pair<T1, T2>&, ...)`) is needed only with that class.
    if let Some(classes) = operator_template_classes(toks, text) {
        return Keys::Names(classes);
    }
    let mut depth = 0usize;
    if starts_asm
        || toks.iter().any(|t| {
            match t.kind {
                K::LBrace => depth += 1,
                K::RBrace => depth = depth.saturating_sub(1),
                _ => {}
            }
            matches!(t.kind, K::PragmaUnroll | K::PragmaPack | K::PragmaEnd | K::Eof)
                || (t.kind == K::Ident && text(t) == "operator" && !(in_class_body && depth > 0))
        })
    {
        return Keys::Always;
    }
    let Some(decl) = after_template_heads(toks) else {
        return Keys::Always;
    };
    let Some(first) = decl.first() else { return Keys::Always };
    let all_names = || Keys::Names(idents().map(|t| t.text).collect());
    match first.kind {
        K::KwStaticAssert | K::Semi => Keys::Always,
        K::KwUsing => match decl {
            // `using X = ...;` declares X.
            [_, name, eq, ..] if name.kind == K::Ident && eq.kind == K::Assign => Keys::Names(vec![name.text]),
            // `using ::X;`, `using N::X;` bring X in: only a lookup of X finds it.
            [_, rest @ .., last, semi]
                if semi.kind == K::Semi
                    && last.kind == K::Ident
                    && rest
                        .iter()
                        .all(|t| matches!(t.kind, K::Ident | K::ColonColon | K::KwTypename)) =>
            {
                Keys::Names(vec![last.text])
            }
            // `using namespace N;` changes every lookup.
            _ => Keys::Always,
        },
        K::KwTypedef | K::KwEnum | K::KwNamespace => all_names(),
        // `struct S f(...);` declares a function returning a class (and S, if new).
        K::KwStruct | K::KwClass | K::KwUnion if returns_class(decl) => match declaration_keys(decl, false, text) {
            Some(Keys::Names(mut names)) => {
                names.push(decl[1].text);
                Keys::Names(names)
            }
            _ => all_names(),
        },
        K::KwStruct | K::KwClass | K::KwUnion => class_keys(decl),
        _ if decl.len() < toks.len() => variable_template_keys(decl)
            .or_else(|| declaration_keys(decl, true, text))
            .unwrap_or_else(all_names),
        _ => declaration_keys(decl, false, text).unwrap_or_else(all_names),
    }
}

/// The class templates `X` of an operator function template's parameters of the form
/// `X<...T...>` (`T` one of its template parameters, not followed by `::`), when it is
/// one declared at namespace scope and has such a parameter; `None` otherwise.
///
/// Why the operator needs no other key: such a parameter is a deduced context, and
/// deduction takes no conversions, so a call that selects the operator has an
/// argument of type `X<...>` or of a class derived from one. Some needed declaration
/// spells `X` to make that type (a variable's, a function's returning it, a derived
/// class's base list), so `X` is needed whenever the operator can be.
fn operator_template_classes<'t>(toks: &[Token], text: &impl Fn(&Token) -> &'t str) -> Option<Vec<Sym>> {
    if toks.first()?.kind != K::KwTemplate || toks.get(1)?.kind != K::Lt {
        return None;
    }
    let decl = after_template_heads(toks)?;
    let head = &toks[..toks.len() - decl.len()];
    // Template parameter names: an identifier that ends a parameter of a head
    // (`class T1,`, `size_t I>`, `class T = int`, `class... Ts`), not one inside a
    // default argument's template-id.
    let mut params: Vec<Sym> = Vec::new();
    let mut angle = 0i32;
    for (k, t) in head.iter().enumerate() {
        match t.kind {
            K::Lt => angle += 1,
            K::Gt => angle -= 1,
            K::Shr => angle -= 2,
            K::Ident
                if angle == 1
                    && head
                        .get(k + 1)
                        .is_some_and(|n| matches!(n.kind, K::Comma | K::Gt | K::Assign)) =>
            {
                params.push(t.text)
            }
            _ => {}
        }
    }
    // `operator` (no class body before it), then the parameter list after the operator's
    // symbol: `operator == (`, `operator () (`.
    if decl
        .iter()
        .any(|t| matches!(t.kind, K::KwStruct | K::KwClass | K::KwUnion | K::LBrace))
        && decl.iter().position(|t| t.kind == K::LBrace)
            < decl.iter().position(|t| t.kind == K::Ident && text(t) == "operator")
    {
        return None;
    }
    let at = decl.iter().position(|t| t.kind == K::Ident && text(t) == "operator")?;
    let open = at + 1 + decl[at + 1..].iter().skip(1).position(|t| t.kind == K::LParen)? + 1;
    let mut depth = 0usize;
    let mut close = None;
    for (k, t) in decl.iter().enumerate().skip(open) {
        match t.kind {
            K::LParen => depth += 1,
            K::RParen => {
                depth -= 1;
                if depth == 0 {
                    close = Some(k);
                    break;
                }
            }
            _ => {}
        }
    }
    let list = &decl[open + 1..close?];
    let mut classes = Vec::new();
    for (k, t) in list.iter().enumerate() {
        if t.kind != K::Ident || list.get(k + 1).is_none_or(|n| n.kind != K::Lt) {
            continue;
        }
        if k > 0 && list[k - 1].kind == K::KwTypename {
            continue;
        }
        // The template-id's arguments, up to its matching `>`.
        let Some(end) = closing_angle(list, k + 1) else {
            continue;
        };
        let deduced = list[k + 2..end]
            .iter()
            .any(|a| a.kind == K::Ident && params.contains(&a.text));
        let nested = list.get(end + 1).is_some_and(|n| n.kind == K::ColonColon);
        // `>>` closing two template-ids at once: the outer one's arguments hold this.
        let closes_two = list[end].kind == K::Shr;
        if deduced && !nested && !closes_two && !classes.contains(&t.text) {
            classes.push(t.text);
        }
    }
    (!classes.is_empty()).then_some(classes)
}

/// Whether `decl` is `struct S f(...)...`: a function declaration whose return type is
/// an elaborated class name, with no class body.
fn returns_class(decl: &[Token]) -> bool {
    decl.get(1).is_some_and(|t| t.kind == K::Ident)
        && decl.iter().any(|t| t.kind == K::LParen)
        && !decl.iter().any(|t| t.kind == K::LBrace)
}

/// A class (or its forward declaration): the names before its body. Declarators after
/// the body (`struct S {...} s;`) define an object: kept always.
fn class_keys(decl: &[Token]) -> Keys {
    let body = decl.iter().position(|t| t.kind == K::LBrace);
    let head_end = body.unwrap_or(decl.len());
    if let Some(open) = body {
        let mut depth = 0usize;
        let close = decl.iter().enumerate().skip(open).find_map(|(k, t)| {
            match t.kind {
                K::LBrace => depth += 1,
                K::RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(k);
                    }
                }
                _ => {}
            }
            None
        });
        match close {
            Some(c) if decl[c + 1..].iter().all(|t| t.kind == K::Semi) => {}
            _ => return Keys::Always,
        }
    }
    // A specialization's arguments (`struct is_same<T, T>`) declare nothing.
    let names: Vec<Sym> = decl[..head_end]
        .iter()
        .take_while(|t| !matches!(t.kind, K::Colon | K::Lt))
        .filter(|t| t.kind == K::Ident)
        .map(|t| t.text)
        .collect();
    match names.is_empty() {
        true => Keys::Always,
        false => Keys::Names(names),
    }
}

/// A function or variable declaration: the function's name when there is one declarator
/// named by a plain identifier before its parameters; `None` (every name of the
/// declaration) otherwise. A `template` declaration has one declarator, so a comma
/// outside parentheses there is a template argument list's (`typename
/// tuple_element<I, pair<T1, T2>>::type& get(...)` declares only `get`).
fn declaration_keys<'t>(decl: &[Token], template: bool, text: &impl Fn(&Token) -> &'t str) -> Option<Keys> {
    let mut paren = 0usize;
    let mut name = None;
    for (k, t) in decl.iter().enumerate() {
        match t.kind {
            K::LParen => {
                if paren == 0 && name.is_none() {
                    let before = decl[..k].last()?;
                    if before.kind == K::Ident && !attribute_like(text(before)) {
                        // A qualified name (`X::f`) belongs to a class: all names.
                        if decl[..k].len() >= 2 && decl[k - 2].kind == K::ColonColon {
                            return None;
                        }
                        name = Some(before.text);
                    }
                }
                paren += 1;
            }
            K::RParen => paren = paren.saturating_sub(1),
            // A second declarator or an initializer: all names.
            K::Comma if paren == 0 && !template => return None,
            K::Assign if paren == 0 => return None,
            // A function body: the declaration is complete.
            K::LBrace if paren == 0 && name.is_some() => break,
            K::LBrace if name.is_none() => return None,
            _ => {}
        }
    }
    name.map(|n| Keys::Names(vec![n]))
}

/// A variable template `template <...> T name = init;`: it has one declarator, so the
/// name before the first `=` outside parentheses is all it declares (its initializer's
/// commas may be template arguments, which `declaration_keys` cannot tell apart).
fn variable_template_keys(decl: &[Token]) -> Option<Keys> {
    let mut paren = 0usize;
    for (k, t) in decl.iter().enumerate() {
        match t.kind {
            K::LParen => paren += 1,
            K::RParen => paren = paren.saturating_sub(1),
            K::LBrace => return None,
            K::Assign if paren == 0 => {
                let name = decl[..k].last().filter(|n| n.kind == K::Ident)?;
                return Some(Keys::Names(vec![name.text]));
            }
            _ => {}
        }
    }
    None
}

/// Identifiers that take a parenthesized operand in a declaration head without being
/// the declared name.
fn attribute_like(s: &str) -> bool {
    s.starts_with("__attribute")
        || s.starts_with("__declspec")
        || s.starts_with("__align")
        || s.starts_with("__launch_bounds")
        || s.starts_with("__maxnreg")
        || s.starts_with("__cluster_dims")
        || matches!(
            s,
            "alignas" | "decltype" | "noexcept" | "throw" | "sizeof" | "__nv_noinline"
        )
}

/// Bytes of an item's record in an [`ItemTable`]: first token and end token,
/// little-endian u32s.
const ITEM_BYTES: usize = 8;

/// Bytes of a posting in an [`ItemTable`]: a key (string-table index), then the item it
/// makes needed; little-endian u32s.
const POSTING_BYTES: usize = 8;

/// Items as a compile reads them from a snapshot: fixed-size records read in place, so
/// a compile decodes nothing it does not use and allocates nothing per item.
#[derive(Clone, Copy)]
pub(crate) struct ItemTable<'a> {
    /// One [`ITEM_BYTES`] record per item, in token order.
    items: &'a [u8],
    /// The items kept in every compile ([`Keys::Always`]), as little-endian u32s.
    always: &'a [u8],
    /// One [`POSTING_BYTES`] record per key of every item, sorted by key then item: the
    /// items a name makes needed are one binary search away.
    postings: &'a [u8],
}

/// The three arrays of an [`ItemTable`] for `items` (records, always-kept items,
/// postings), each key written as `key` numbers it (the snapshot's string-table index).
pub(crate) fn encode_items(items: &[Item], mut key: impl FnMut(Sym) -> u32) -> [Vec<u8>; 3] {
    let mut records = Vec::with_capacity(items.len() * ITEM_BYTES);
    let mut always = Vec::new();
    let mut postings: Vec<(u32, u32)> = Vec::new();
    for (k, it) in items.iter().enumerate() {
        records.extend_from_slice(&it.start.to_le_bytes());
        records.extend_from_slice(&it.end.to_le_bytes());
        match &it.keys {
            Keys::Always => always.extend_from_slice(&(k as u32).to_le_bytes()),
            Keys::Names(names) => postings.extend(names.iter().map(|&n| (key(n), k as u32))),
        }
    }
    postings.sort_unstable();
    postings.dedup();
    let postings = postings
        .iter()
        .flat_map(|&(key, item)| key.to_le_bytes().into_iter().chain(item.to_le_bytes()))
        .collect();
    [records, always, postings]
}

/// The little-endian u32 at `at` of `bytes` (0 past the end: damaged bytes select less,
/// they never panic).
#[inline]
fn u32_at(bytes: &[u8], at: usize) -> u32 {
    bytes
        .get(at..at + 4)
        .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

impl<'a> ItemTable<'a> {
    /// The table over the arrays [`encode_items`] wrote; `None` if their lengths are
    /// not whole records.
    pub(crate) fn new([items, always, postings]: [&'a [u8]; 3]) -> Option<ItemTable<'a>> {
        let whole = items.len() % ITEM_BYTES == 0 && always.len() % 4 == 0 && postings.len() % POSTING_BYTES == 0;
        whole.then_some(ItemTable {
            items,
            always,
            postings,
        })
    }

    /// How many items there are.
    pub(crate) fn len(&self) -> usize {
        self.items.len() / ITEM_BYTES
    }

    /// Item `k`'s tokens `start..end`.
    fn item(&self, k: usize) -> (usize, usize) {
        let at = k * ITEM_BYTES;
        let start = u32_at(self.items, at) as usize;
        let end = u32_at(self.items, at + 4) as usize;
        (start, end.max(start))
    }

    /// The items kept in every compile.
    fn always(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.always.len() / 4).map(|k| u32_at(self.always, 4 * k) as usize)
    }

    /// The items that key `key` (a string-table index) makes needed.
    fn keyed_by(&self, key: u32) -> impl Iterator<Item = usize> + '_ {
        let count = self.postings.len() / POSTING_BYTES;
        let key_of = |p: usize| u32_at(self.postings, p * POSTING_BYTES);
        // The first posting of `key`: a binary search over the sorted records.
        let (mut lo, mut hi) = (0, count);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if key_of(mid) < key {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        (lo..count)
            .take_while(move |&p| key_of(p) == key)
            .map(|p| u32_at(self.postings, p * POSTING_BYTES + 4) as usize)
    }
}

/// The tokens of the kept items, in order: the items reached from `initial`, the names
/// the user's tokens spell ([`initial_names`]; see the module comment). `token` decodes the prelude's token `k` (of
/// `count`); `key_of` gives the key (string-table index) that spells a name, if any.
/// The bodies of the functions `unread` names are not parsed, so their names reach
/// nothing (`unread_bodies.rs`).
pub(crate) fn select(
    table: &ItemTable,
    count: usize,
    token: impl Fn(usize) -> Token,
    key_of: impl Fn(Sym) -> Option<u32>,
    initial: (Vec<Sym>, bool),
    interner: &Interner,
    unread: Option<&dyn Fn(Sym) -> bool>,
) -> Vec<Token> {
    // Names already needed, one bit each.
    let mut needed = vec![0u64; interner.len().div_ceil(64)];
    let mut work: Vec<Sym> = Vec::new();
    let helpers = int128_helpers(interner);
    let (initial, mut int128_seen) = initial;
    let mut mention = |s: Sym, work: &mut Vec<Sym>| {
        if let Some(word) = needed.get_mut(s.0 as usize / 64) {
            let bit = 1u64 << (s.0 % 64);
            if *word & bit == 0 {
                *word |= bit;
                work.push(s);
            }
        }
    };
    for s in initial {
        mention(s, &mut work);
    }
    let mut mention_token = |t: &Token, work: &mut Vec<Sym>| match t.kind {
        K::Ident => mention(t.text, work),
        K::KwInt128 if !int128_seen => {
            int128_seen = true;
            helpers.iter().for_each(|&s| mention(s, work));
        }
        _ => {}
    };
    let mut kept = vec![false; table.len()];
    let in_namespace = match unread {
        Some(_) => namespace_scopes(table, count, &token, interner),
        None => Vec::new(),
    };
    let mut keep = |k: usize, kept: &mut Vec<bool>, work: &mut Vec<Sym>| {
        kept[k] = true;
        let (start, end) = table.item(k);
        let mut end = end.min(count);
        if let Some(unread) = unread.filter(|_| start < end) {
            let toks: Vec<Token> = (start..end).map(&token).collect();
            end = unread_bodies::head_end(&toks, in_namespace[k], unread).map_or(end, |h| start + h);
        }
        for i in start..end {
            mention_token(&token(i), work);
        }
    };
    for k in table.always() {
        if kept.get(k) == Some(&false) {
            keep(k, &mut kept, &mut work);
        }
    }
    while let Some(s) = work.pop() {
        let Some(key) = key_of(s) else { continue };
        for k in table.keyed_by(key) {
            if kept.get(k) == Some(&false) {
                keep(k, &mut kept, &mut work);
            }
        }
    }
    let mut out: Vec<Token> = Vec::new();
    // Where each open `namespace N {`/`extern "C" {` began in `out`. A block that
    // encloses no kept declaration is left out, open and close, once a block with the
    // same head is in `out` (the first keeps `N` declared for `using namespace N;`).
    let mut opened: Vec<(usize, usize)> = Vec::new();
    let mut heads: Vec<Vec<Sym>> = Vec::new();
    for k in (0..table.len()).filter(|&k| kept[k]) {
        let (start, end) = table.item(k);
        let end = end.min(count);
        if start >= end {
            continue;
        }
        if token(start).kind == K::RBrace {
            if let Some((before, after)) = opened.pop() {
                let head: Vec<Sym> = out[before..after].iter().map(|t| t.text).collect();
                let seen = heads.contains(&head);
                if !seen {
                    heads.push(head);
                } else if out.len() == after {
                    out.truncate(before);
                    continue;
                }
            }
        }
        let before = out.len();
        out.extend((start..end).map(&token));
        if token(end - 1).kind == K::LBrace {
            opened.push((before, out.len()));
        }
    }
    crate::work::add(out.len() as u64 + table.len() as u64);
    out
}

/// IR generation calls the 128-bit helpers by name, only where a 128-bit type is.
fn int128_helpers(interner: &Interner) -> Vec<Sym> {
    crate::parser::deferred_library_bodies::BACKEND_LIBRARY_CALLS
        .iter()
        .filter_map(|name| interner.lookup(name))
        .collect()
}

/// The names needed before any item is kept, in [`select`]'s order: those `user`'s
/// tokens spell (the 128-bit helpers where the first `__int128` is), then
/// [`LOOKED_UP_BY_NAME`]; and whether `user` spells `__int128`. Which items [`select`]
/// keeps depends on the user's file through these alone. A name the user's tokens
/// spell again is listed once, where it first appears ([`select`] skips the repeats:
/// a file's hundreds of thousands of identifiers are a few thousand names).
pub(crate) fn initial_names(user: &[Token], interner: &Interner) -> (Vec<Sym>, bool) {
    let mut names = Vec::new();
    let mut int128 = false;
    let mut seen = vec![0u64; interner.len().div_ceil(64)];
    for t in user {
        match t.kind {
            K::Ident => {
                let (word, bit) = (t.text.0 as usize / 64, 1u64 << (t.text.0 % 64));
                match seen.get_mut(word) {
                    Some(w) if *w & bit != 0 => {}
                    Some(w) => {
                        *w |= bit;
                        names.push(t.text);
                    }
                    None => names.push(t.text),
                }
            }
            K::KwInt128 if !int128 => {
                int128 = true;
                names.extend(int128_helpers(interner));
            }
            _ => {}
        }
    }
    names.extend(LOOKED_UP_BY_NAME.iter().filter_map(|n| interner.lookup(n)));
    (names, int128)
}

/// For each item, whether it stands inside a `namespace` block.
fn namespace_scopes(
    table: &ItemTable,
    count: usize,
    token: &impl Fn(usize) -> Token,
    interner: &Interner,
) -> Vec<bool> {
    // The open blocks, innermost last: whether each is a namespace (else `extern "C"`).
    let mut open: Vec<bool> = Vec::new();
    let mut inside = vec![false; table.len()];
    for (k, inside) in inside.iter_mut().enumerate() {
        let (start, end) = table.item(k);
        let end = end.min(count);
        if start >= end {
            continue;
        }
        if token(start).kind == K::RBrace && end - start <= 2 {
            open.pop();
        }
        *inside = open.contains(&true);
        if token(end - 1).kind == K::LBrace {
            let toks: Vec<Token> = (start..end).map(token).collect();
            open.push(unread_bodies::opens_namespace(&toks, interner));
        }
    }
    inside
}

#[cfg(test)]
#[path = "prelude_items_tests.rs"]
mod tests;
