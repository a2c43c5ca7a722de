//! IR-in, IR-out tests of single passes: textual IR goes through the IR
//! parser, one pass of the pipeline runs on every definition (with the
//! context the pipeline would give it at -O3 for sm_80), the structural
//! verifier checks the result, and the test reads the printed module.

use super::{PassContext, PIPELINE};
use ptxc_ir::{parse_module, print_module};

/// The printed module after the pipeline pass `name` ran on `text`.
pub fn after_pass(text: &str, name: &str) -> String {
    after_pass_for(text, name, 80)
}

/// [`after_pass`] for target `sm_{sm}`; the module passes `global-dce` (run
/// first and last) and `legalize-i128` (run after the per-function passes) are
/// accepted as names too.
pub fn after_pass_for(text: &str, name: &str, sm: u32) -> String {
    let mut m = parse_module(text).unwrap_or_else(|e| panic!("test IR does not parse: {e:?}"));
    if name == "global-dce" {
        super::global_dce::run(&mut m);
        return verified_print(&m, name);
    }
    if name == "legalize-i128" {
        super::legalize_i128::run(&mut m);
        return verified_print(&m, name);
    }
    let pass = PIPELINE
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no pipeline pass named {name}"));
    let cx = PassContext::new(&m, 3, sm);
    let mut ids: Vec<_> = m.functions.keys().collect();
    // inline-callees walks callees first, as in the pipeline.
    if name == super::INLINE_CALLEES {
        ids = super::callers_first::callees_first(&m, &ids);
    }
    for id in ids {
        if m.functions[id].is_declaration() || !(pass.enabled)(&cx, id) {
            continue;
        }
        let mut f = std::mem::take(&mut m.functions[id]);
        (pass.run)(&cx, &mut m, &mut f);
        m.functions[id] = f;
    }
    verified_print(&m, name)
}

/// The printed module, after the structural verifier found it well formed.
fn verified_print(m: &ptxc_ir::Module, name: &str) -> String {
    if let Err(errors) = ptxc_ir::verify::verify_module(m) {
        panic!("{name} broke the IR: {errors:?}\n{}", print_module(m));
    }
    print_module(m)
}

/// The body of `@name` in a printed module (from `define` to the closing brace).
pub fn body_of<'a>(printed: &'a str, name: &str) -> &'a str {
    let start = printed
        .find(&format!("@{name}("))
        .and_then(|at| printed[..at].rfind("define"))
        .unwrap_or_else(|| panic!("no @{name} in\n{printed}"));
    let end = printed[start..]
        .find("\n}")
        .map(|e| start + e + 2)
        .unwrap_or(printed.len());
    &printed[start..end]
}
