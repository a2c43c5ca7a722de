//! The thread compiles run on: one with a large stack, kept for the calling thread's
//! life and reused by each of its compiles.
//!
//! A thread made per compile cost the NVRTC library's small programs a tenth of their
//! CPU time (issue 46; specs/performance.md, NVRTC): a 256 MiB stack is more than glibc
//! keeps for reuse, so each compile mapped a new one and faulted in fresh zeroed pages as
//! it went deeper, and mimalloc set up a new heap whose pages were fresh too. A kept
//! thread touches the same stack pages and its heap's freed pages again. Each calling
//! thread has its own, so compiles on different threads still run in parallel; it ends
//! when the calling thread does. A child process made by `fork` starts its own (the
//! parent's thread is not in it).

use std::any::Any;
use std::cell::RefCell;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::mpsc;

/// Stack for the compiling thread: recursion in the parser and IR generation is
/// bounded by the frontend's nesting limits, and this leaves ample room for it.
const COMPILER_STACK_BYTES: usize = 256 << 20;

/// The part of it the parse may use (instances nest in the parses that ask for them);
/// the rest is room for the frames above the parse and for unwinding once it stops.
pub(super) const FRONTEND_STACK_BYTES: usize = COMPILER_STACK_BYTES - (64 << 20);

type Job = Box<dyn FnOnce() + Send>;

/// A calling thread's compile thread: its queue, and the process that started it.
struct CompileThread {
    jobs: mpsc::Sender<Job>,
    process: u32,
}

thread_local! {
    /// This thread's compile thread, made by its first compile.
    static THREAD: RefCell<Option<CompileThread>> = const { RefCell::new(None) };
}

/// Starts a compile thread that runs the jobs sent to it until the sender is dropped.
fn start() -> mpsc::Sender<Job> {
    let (jobs, queue) = mpsc::channel::<Job>();
    std::thread::Builder::new()
        .name("ptxc-compile".into())
        .stack_size(COMPILER_STACK_BYTES)
        .spawn(move || queue.iter().for_each(|job| job()))
        .expect("spawn the compiler thread");
    jobs
}

/// Hands `job` to this thread's compile thread, starting one if there is none or the
/// last one is gone.
fn send(mut job: Job) {
    let process = std::process::id();
    THREAD.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_some_and(|t| t.process != process) {
            // A child `fork` made (Python's multiprocessing does, after the parent
            // compiled): the compile thread stayed in the parent, so nothing reads this
            // copy of its queue. Forgotten, not dropped: the thread may have held the
            // queue's lock when the process was copied.
            std::mem::forget(slot.take());
        }
        loop {
            let thread = slot.get_or_insert_with(|| CompileThread { jobs: start(), process });
            match thread.jobs.send(job) {
                Ok(()) => return,
                Err(mpsc::SendError(back)) => {
                    job = back;
                    *slot = None;
                }
            }
        }
    });
}

/// Runs `job` on the calling thread's compile thread (with [`COMPILER_STACK_BYTES`] of
/// stack) and waits for it; a panic is passed on to the caller unchanged (so tests and
/// fuzzers see it), and the compile thread stays for the next job.
pub(super) fn on_big_stack<T: Send + 'static>(job: impl FnOnce() -> T + Send + 'static) -> T {
    let (done, result) = mpsc::sync_channel::<Result<T, Box<dyn Any + Send>>>(1);
    send(Box::new(move || {
        // The caller waits for this; it cannot have gone.
        let _ = done.send(catch_unwind(AssertUnwindSafe(job)));
    }));
    match result.recv() {
        Ok(Ok(value)) => value,
        Ok(Err(panic)) => resume_unwind(panic),
        // Only a panic that escaped `catch_unwind` (one in dropping its payload) ends the
        // thread without an answer.
        Err(mpsc::RecvError) => panic!("the compiler thread stopped without finishing its job"),
    }
}

#[cfg(test)]
mod tests {
    use super::on_big_stack;

    #[test]
    fn jobs_of_one_thread_share_its_compile_thread() {
        let first = on_big_stack(|| std::thread::current().id());
        let second = on_big_stack(|| std::thread::current().id());
        assert_eq!(first, second);
        assert_ne!(first, std::thread::current().id());
    }

    #[test]
    fn a_panic_reaches_the_caller_and_the_thread_stays() {
        let before = on_big_stack(|| std::thread::current().id());
        let panicked = std::panic::catch_unwind(|| on_big_stack(|| panic!("job failed")));
        let message = panicked.expect_err("the panic is passed on");
        assert_eq!(message.downcast_ref::<&str>(), Some(&"job failed"));
        assert_eq!(on_big_stack(|| std::thread::current().id()), before);
    }

    #[test]
    fn threads_have_their_own_compile_threads() {
        let here = on_big_stack(|| std::thread::current().id());
        let there = std::thread::spawn(|| on_big_stack(|| std::thread::current().id()))
            .join()
            .unwrap();
        assert_ne!(here, there);
    }

    #[test]
    fn the_stack_is_large() {
        // 64 MiB of locals in one frame chain: far past a default 8 MiB thread.
        fn deep(n: u32) -> u64 {
            let block = std::hint::black_box([n as u8; 1 << 16]);
            match n {
                0 => u64::from(block[7]),
                _ => deep(n - 1) + u64::from(block[3]),
            }
        }
        let expected: u64 = (1..=1024u32).map(|n| u64::from(n as u8)).sum();
        assert_eq!(on_big_stack(|| deep(1024)), expected);
    }
}
