//! Error types: parse errors (with line) and runtime faults (with full location).

use std::fmt;

/// A syntax or decode error in PTX input.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    /// 1-based PTX line.
    pub line: u32,
    /// What went wrong.
    pub msg: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PTX line {}: {}", self.line, self.msg)
    }
}

impl std::error::Error for ParseError {}

/// What kind of failure a [`SimError`] is: what a CUDA runtime reports for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FaultKind {
    /// Anything else (bad input, an unsupported feature).
    #[default]
    Other,
    /// A launch the kernel cannot take (shape, shared memory, parameters).
    Launch,
    /// An access outside any allocation or space.
    Address,
    /// An access not aligned to its size.
    Misaligned,
    /// A `trap` instruction or another fault of a running thread.
    Trap,
    /// A device-side `assert` failed.
    Assert,
    /// The thread-instruction limit was reached.
    Timeout,
    /// Threads wait at a barrier that can never complete.
    Deadlock,
}

/// A fault found while running a kernel, or a bad launch request.
#[derive(Debug, Clone, PartialEq)]
pub struct SimError {
    /// What kind of failure this is.
    pub kind: FaultKind,
    /// What went wrong.
    pub msg: String,
    /// Kernel name, if a launch was running.
    pub kernel: Option<String>,
    /// Block index (ctaid).
    pub block: Option<[u32; 3]>,
    /// Thread index (tid).
    pub thread: Option<[u32; 3]>,
    /// PTX line of the faulting instruction.
    pub line: Option<u32>,
    /// Faulting address.
    pub addr: Option<u64>,
}

impl SimError {
    /// An error with only a message.
    pub fn msg(m: impl Into<String>) -> Self {
        SimError {
            kind: FaultKind::Other,
            msg: m.into(),
            kernel: None,
            block: None,
            thread: None,
            line: None,
            addr: None,
        }
    }
}

impl From<ParseError> for SimError {
    fn from(e: ParseError) -> Self {
        let mut s = SimError::msg(e.msg);
        s.line = Some(e.line);
        s
    }
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {}", self.msg)?;
        if let Some(k) = &self.kernel {
            write!(f, "\n  kernel: {k}")?;
        }
        if let Some(b) = self.block {
            write!(f, "\n  block: ({},{},{})", b[0], b[1], b[2])?;
        }
        if let Some(t) = self.thread {
            write!(f, "\n  thread: ({},{},{})", t[0], t[1], t[2])?;
        }
        if let Some(l) = self.line {
            write!(f, "\n  PTX line: {l}")?;
        }
        if let Some(a) = self.addr {
            write!(f, "\n  address: {a:#x}")?;
        }
        Ok(())
    }
}

impl std::error::Error for SimError {}
