//! Parser and sema tests: source text in, IL dump or diagnostics (message + spanned text)
//! out.

use crate::{parse_translation_unit, FrontendOptions, SourceMap};

/// Compiles `src`; Ok(IL dump) or Err(list of "message @ `spanned text`").
pub(crate) fn compile(src: &str) -> Result<String, Vec<String>> {
    let arena = bumpalo::Bump::new();
    let mut sm = SourceMap::new();
    let main = sm.add_builtin("test.cu", src.to_string());
    match parse_translation_unit(&arena, &mut sm, main, &FrontendOptions::default()) {
        Ok(tu) => Ok(crate::dump_il(&tu)),
        Err(diags) => Err(diags
            .iter()
            .filter(|d| d.severity == codespan_reporting::diagnostic::Severity::Error)
            .map(|d| {
                let snippet = d
                    .labels
                    .first()
                    .map(|l| sm.text(l.file_id)[l.range.clone()].to_string())
                    .unwrap_or_default();
                format!("{} @ `{}`", d.message, snippet)
            })
            .collect()),
    }
}

#[test]
fn vadd_kernel() {
    let il = compile(
        "__global__ void vadd(const float* a, const float* b, float* c, int n) {\n\
           int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
           if (i < n) c[i] = a[i] + b[i];\n\
         }",
    )
    .unwrap();
    println!("{il}");
    assert!(il.contains("\"_Z4vaddPKfS0_Pfi\" Global"));
}
