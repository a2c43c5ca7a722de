//! Rendering diagnostics: codespan-reporting text for people, JSON lines
//! (`--diagnostics-format=json`) for tools.

use codespan_reporting::diagnostic::{Diagnostic, LabelStyle, Severity};
use codespan_reporting::term;
use ptxc_frontend::{FileId, SourceMap};

/// Renders `diags` to a string in the chosen format.
pub fn render(sources: &SourceMap, diags: &[Diagnostic<FileId>], json: bool) -> String {
    let mut out = String::new();
    let config = term::Config::default();
    for d in diags {
        if json {
            out.push_str(&to_json(sources, d));
            out.push('\n');
        } else {
            match term::emit_into_string(&config, sources, d) {
                Ok(s) => out.push_str(&s),
                Err(_) => {
                    out.push_str(&format!("{}: {}\n", severity_name(d.severity), d.message));
                }
            }
        }
    }
    out
}

/// Renders `diags` in nvcc's one-line form, as NVRTC's program log has them:
/// `file(line): error: message`, the source line indented by two spaces and a caret
/// under the column, then a blank line; notes follow as `file(line): note: ...`.
pub fn render_one_line(sources: &SourceMap, diags: &[Diagnostic<FileId>]) -> String {
    let mut out = String::new();
    for d in diags {
        let severity = severity_name(d.severity);
        let primary = d
            .labels
            .iter()
            .find(|l| l.style == LabelStyle::Primary)
            .or(d.labels.first());
        let Some(label) = primary else {
            out.push_str(&format!("{severity}: {}\n", d.message));
            for n in &d.notes {
                out.push_str(&format!("note: {n}\n"));
            }
            continue;
        };
        let (line, _) = sources.line_col(label.file_id, label.range.start as u32);
        let name = sources.name(label.file_id);
        out.push_str(&format!("{name}({line}): {severity}: {}\n", d.message));
        let text = sources.text(label.file_id);
        let start = label.range.start.min(text.len());
        let line_start = text[..start].rfind('\n').map_or(0, |k| k + 1);
        let line_end = text[start..].find('\n').map_or(text.len(), |k| start + k);
        let source_line = text[line_start..line_end].trim_end_matches('\r');
        let caret: String = source_line
            .get(..start - line_start)
            .unwrap_or("")
            .chars()
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        out.push_str(&format!("  {source_line}\n  {caret}^\n"));
        for n in &d.notes {
            out.push_str(&format!("{name}({line}): note: {n}\n"));
        }
        out.push('\n');
    }
    out
}

/// Counts errors (and worse) among `diags`.
pub fn error_count(diags: &[Diagnostic<FileId>]) -> usize {
    diags.iter().filter(|d| d.severity >= Severity::Error).count()
}

fn severity_name(s: Severity) -> &'static str {
    match s {
        Severity::Bug => "bug",
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
        Severity::Help => "help",
    }
}

fn to_json(sources: &SourceMap, d: &Diagnostic<FileId>) -> String {
    let mut labels = Vec::new();
    for l in &d.labels {
        let (line, col) = sources.line_col(l.file_id, l.range.start as u32);
        labels.push(format!(
            "{{\"file\":{},\"start\":{},\"end\":{},\"line\":{},\"column\":{},\"message\":{}}}",
            json_str(sources.name(l.file_id)),
            l.range.start,
            l.range.end,
            line,
            col,
            json_str(&l.message)
        ));
    }
    let notes: Vec<String> = d.notes.iter().map(|n| json_str(n)).collect();
    format!(
        "{{\"severity\":\"{}\",\"code\":{},\"message\":{},\"labels\":[{}],\"notes\":[{}]}}",
        severity_name(d.severity),
        d.code.as_deref().map(json_str).unwrap_or_else(|| "null".into()),
        json_str(&d.message),
        labels.join(","),
        notes.join(",")
    )
}

fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
