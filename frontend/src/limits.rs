//! The frontend's resource limits (issue 47): a compile whose work grows without bound
//! stops with a diagnostic that names the limit and the place, never by being killed.
//! specs/driver.md ("Resource limits") lists them with the flags that set them.
//!
//! - Parse work: the units of work the parser and its semantic actions do (every token
//!   the parser reads, template replays included, and every scope a lookup walks: the
//!   `parse+sema` counter of `--time-passes`, [`crate::work`]) are bounded by a budget
//!   proportional to the input's tokens. Past it the parser reads the end of input
//!   everywhere, so every loop of the parser ends (each one stops at the end of input),
//!   what it reported after the limit is taken back, and one error stands at the token
//!   where the budget ran out ([`WorkGuard`]).
//! - Template instantiation depth (nvcc's `-ftemplate-depth`, 1024 by default as C++
//!   recommends) and the number of instances made in one compile.
//! - Stack: instantiations nest in one another (each replay of a template's tokens runs
//!   inside the parse that asked for it), so where the caller says how much stack the
//!   frontend has ([`Limits::stack_bytes`]) the parser stops before it runs out.

use std::cell::{Cell, RefCell};

use crate::diag::{Diags, Trial};
use crate::source::Span;

/// The default for `-ftemplate-depth`: the minimum C++ recommends for nested
/// instantiations ([implimits]: 1024), clang's default. nvcc 13's is 200 (measured: a
/// chain of 200 class template instances compiles, 201 is "excessive recursion"), so
/// what nvcc compiles, ptxc does.
pub const DEFAULT_TEMPLATE_DEPTH: u32 = 1024;

/// Instances (function, class, variable and alias templates) one compile may make.
pub const DEFAULT_MAX_INSTANTIATIONS: u32 = 1_000_000;

/// Parse work allowed whatever the input's size (units of [`crate::work`]).
pub const PARSE_WORK_FLOOR: u64 = 200_000_000;

/// Parse work allowed per token of the preprocessed input, beyond the floor.
pub const PARSE_WORK_PER_TOKEN: u64 = 2_000;

/// The largest object in bytes: its size in bits must fit in 64 bits, as NVVM and
/// ptxc's IR count sizes (nvcc's frontend takes objects up to 2^64 bytes, and past
/// 2^61 its NVVM declares them without a size: `.global .b8 a;`). An array or class
/// larger is "array is too large" or "class is too large", nvcc's words for one past
/// its own limit.
pub const MAX_OBJECT_BYTES: u64 = (1 << 61) - 1;

/// The limits a compile runs under (`FrontendOptions::limits`).
#[derive(Clone, Debug)]
pub struct Limits {
    /// `--ptxc-max-parse-work=N`: the parse-work budget; `None`, the default
    /// ([`PARSE_WORK_FLOOR`] + [`PARSE_WORK_PER_TOKEN`] per token).
    pub parse_work: Option<u64>,
    /// `-ftemplate-depth=N`: instantiations nested in one another.
    pub template_depth: u32,
    /// `--ptxc-max-instantiations=N`: instances made in one compile.
    pub instantiations: u32,
    /// Bytes of stack the parse may use below where it starts (the driver's compiling
    /// thread has them); `None`, for a caller on a thread of unknown size, leaves the
    /// stack to the nesting and depth limits alone.
    pub stack_bytes: Option<usize>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            parse_work: None,
            template_depth: DEFAULT_TEMPLATE_DEPTH,
            instantiations: DEFAULT_MAX_INSTANTIATIONS,
            stack_bytes: None,
        }
    }
}

impl Limits {
    /// The parse-work budget for an input of `tokens` tokens.
    pub fn parse_work_budget(&self, tokens: usize) -> u64 {
        self.parse_work
            .unwrap_or_else(|| PARSE_WORK_FLOOR.saturating_add(PARSE_WORK_PER_TOKEN.saturating_mul(tokens as u64)))
    }
}

/// The address of a local of the caller's frame: how deep the stack is (it grows down
/// on every target ptxc runs on).
#[inline(always)]
pub fn stack_address() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

/// Why the compile stopped: the message, where, and the diagnostics to keep.
#[derive(Clone, Debug)]
struct Stop {
    at: StopPlace,
    message: String,
    /// What was reported before the stop (later reports are follow-ons of reading the
    /// end of input everywhere).
    before: Trial,
}

#[derive(Clone, Copy, Debug)]
enum StopPlace {
    /// The parser's token at this index.
    Token(usize),
    Span(Span),
}

/// The parse-work budget and the stop it causes (held by Sema, shared by every parser
/// over the same tokens). The parser asks [`WorkGuard::over`] for each token it reads.
#[derive(Debug)]
pub struct WorkGuard {
    /// The value of [`crate::work::total`] past which the parser stops (0 once stopped).
    limit: Cell<u64>,
    budget: Cell<u64>,
    stop: RefCell<Option<Stop>>,
}

impl Default for WorkGuard {
    fn default() -> Self {
        WorkGuard {
            limit: Cell::new(u64::MAX),
            budget: Cell::new(u64::MAX),
            stop: RefCell::new(None),
        }
    }
}

impl WorkGuard {
    /// Starts the budget: `budget` more units of work from now.
    pub fn start(&self, budget: u64) {
        self.budget.set(budget);
        self.limit.set(crate::work::total().saturating_add(budget));
    }

    /// Whether the parser must stop, with the work counter at `total`; the first time,
    /// records the parser's token index `at` as the place.
    #[inline]
    pub fn over(&self, total: u64, at: usize, diags: &Diags) -> bool {
        if total <= self.limit.get() {
            return false;
        }
        self.stop_over_budget(at, diags);
        true
    }

    /// Out of line: inlined, its message made the parser's every token read save and
    /// restore six registers.
    #[cold]
    #[inline(never)]
    fn stop_over_budget(&self, at: usize, diags: &Diags) {
        if self.stop.borrow().is_none() {
            let message = format!(
                "the parser stopped here: the compile exceeded its limit of {} units of parsing work \
                 (tokens read and scopes searched; --ptxc-max-parse-work=N sets it)",
                self.budget.get()
            );
            self.stop_with(StopPlace::Token(at), message, diags);
        }
    }

    /// Stops the compile at `span` with `message` (another limit ran out): the parser
    /// reads the end of input from now on. The first stop is the one reported.
    pub fn stop_at(&self, span: Span, message: String, diags: &Diags) {
        if self.stop.borrow().is_none() {
            self.stop_with(StopPlace::Span(span), message, diags);
        }
    }

    fn stop_with(&self, at: StopPlace, message: String, diags: &Diags) {
        self.limit.set(0);
        *self.stop.borrow_mut() = Some(Stop {
            at,
            message,
            before: diags.begin_trial(),
        });
    }

    /// Whether the compile was stopped.
    pub fn stopped(&self) -> bool {
        self.stop.borrow().is_some()
    }

    /// After parsing: if the compile was stopped, takes back what was reported after the
    /// stop and reports the stop (`span_of` gives a token index's span).
    pub fn report(&self, diags: &mut Diags, span_of: impl Fn(usize) -> Span) {
        let Some(stop) = self.stop.borrow_mut().take() else {
            return;
        };
        diags.end_trial_clamped(stop.before);
        let span = match stop.at {
            StopPlace::Token(k) => span_of(k),
            StopPlace::Span(s) => s,
        };
        diags.standing_error(span, stop.message);
    }
}
