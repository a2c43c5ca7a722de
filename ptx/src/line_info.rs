//! `-lineinfo`: the `.loc FILE LINE COLUMN` lines before instructions and the
//! `.file N "path"` table at the end of the module, as nvcc prints them, so
//! profilers and ptxas map the PTX back to source lines.
//!
//! Each IR instruction carries the position of its source statement
//! ([`ir::SrcLoc::stmt_start`]); selection puts a [`PtxInst::Loc`] before the
//! first machine instruction of each new position, [`tidy`] drops the ones no
//! instruction follows, and [`number_files`] numbers the files in order of
//! first use. Files without a path (ptxc's built-in headers) get no `.loc`:
//! their instructions stay attributed to the calling statement.

use crate::inst::PtxInst;
use rustc_hash::FxHashMap;

/// Line starts of the source files, by the frontend's file number.
#[derive(Clone, Debug, Default)]
pub struct LineTable {
    files: FxHashMap<u32, SourceLines>,
}

#[derive(Clone, Debug)]
struct SourceLines {
    path: String,
    line_starts: Vec<u32>,
}

impl LineTable {
    /// An empty table.
    pub fn new() -> Self {
        LineTable::default()
    }

    /// Adds file `id` (the frontend's number) at `path` with contents `text`.
    pub fn add_file(&mut self, id: u32, path: String, text: &str) {
        let mut line_starts = vec![0];
        line_starts.extend(
            text.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(k, _)| k as u32 + 1),
        );
        self.files.insert(id, SourceLines { path, line_starts });
    }

    /// The 1-based line and column of byte `offset` of file `id`; `None` for
    /// files not in the table.
    pub fn position(&self, id: u32, offset: u32) -> Option<(u32, u32)> {
        let f = self.files.get(&id)?;
        let line = f.line_starts.partition_point(|&s| s <= offset).max(1);
        let col = offset - f.line_starts[line - 1] + 1;
        Some((line as u32, col))
    }

    /// The path of file `id`.
    pub fn path(&self, id: u32) -> Option<&str> {
        self.files.get(&id).map(|f| f.path.as_str())
    }
}

/// Drops `.loc` lines that no instruction follows before the next `.loc`
/// or label, and repeats of the position in effect; a label starts afresh
/// (control arrives there from elsewhere).
pub fn tidy(body: &mut Vec<PtxInst>) {
    let mut out: Vec<PtxInst> = Vec::with_capacity(body.len());
    let mut current: Option<(u32, u32, u32)> = None;
    for inst in body.drain(..) {
        match inst {
            PtxInst::Loc { file, line, col } => {
                if matches!(out.last(), Some(PtxInst::Loc { .. })) {
                    out.pop();
                }
                if current != Some((file, line, col)) {
                    out.push(inst);
                }
            }
            PtxInst::Label(_) => {
                if matches!(out.last(), Some(PtxInst::Loc { .. })) {
                    out.pop();
                }
                current = None;
                out.push(inst);
            }
            _ => {
                if let Some(PtxInst::Loc { file, line, col }) = out.last() {
                    current = Some((*file, *line, *col));
                }
                out.push(inst);
            }
        }
    }
    if matches!(out.last(), Some(PtxInst::Loc { .. })) {
        out.pop();
    }
    *body = out;
}

/// Renumbers the `.loc` files of function bodies (frontend numbers) as PTX
/// file numbers 1, 2, ... in order of first use, one body at a time in
/// output order, so each body can be printed as soon as it is lowered.
#[derive(Default)]
pub struct FileNumbering {
    numbers: FxHashMap<u32, u32>,
    order: Vec<u32>,
}

impl FileNumbering {
    /// Renumbers the `.loc` files of `body`, the next body in output order.
    pub fn number(&mut self, body: &mut [PtxInst]) {
        for inst in body.iter_mut() {
            if let PtxInst::Loc { file, .. } = inst {
                let n = *self.numbers.entry(*file).or_insert_with(|| {
                    self.order.push(*file);
                    self.order.len() as u32
                });
                *file = n;
            }
        }
    }

    /// The `.file` lines of the files numbered so far.
    pub fn file_lines(&self, table: &LineTable) -> String {
        let mut s = String::new();
        for (k, id) in self.order.iter().enumerate() {
            let path = table
                .path(*id)
                .unwrap_or_default()
                .replace('\\', "\\\\")
                .replace('"', "\\\"");
            s.push_str(&format!("\t.file\t{} \"{path}\"\n", k + 1));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::{Label, MachInst};
    use crate::opcode::Opcode;

    #[test]
    fn positions_are_one_based_lines_and_columns() {
        let mut t = LineTable::new();
        t.add_file(3, "/src/k.cu".into(), "ab\n  cd\n\nx");
        assert_eq!(t.position(3, 0), Some((1, 1)));
        assert_eq!(t.position(3, 1), Some((1, 2)));
        assert_eq!(t.position(3, 5), Some((2, 3)));
        assert_eq!(t.position(3, 9), Some((4, 1)));
        assert_eq!(t.position(4, 0), None);
    }

    #[test]
    fn tidy_keeps_one_loc_per_change_and_drops_dangling_ones() {
        let loc = |line| PtxInst::Loc { file: 1, line, col: 1 };
        let op = || PtxInst::Op(MachInst::new(Opcode::Ret));
        let label = || PtxInst::Label(Label { func: 0, num: 1 });
        let mut body = vec![
            loc(1),
            loc(2),
            op(),
            loc(2),
            op(),
            loc(3),
            label(),
            loc(2),
            op(),
            loc(4),
        ];
        tidy(&mut body);
        assert_eq!(body, vec![loc(2), op(), op(), label(), loc(2), op()]);
    }

    #[test]
    fn files_are_numbered_in_order_of_first_use() {
        let mut t = LineTable::new();
        t.add_file(7, "/a.cu".into(), "");
        t.add_file(2, "/b.h".into(), "");
        let mut f1 = vec![PtxInst::Loc {
            file: 7,
            line: 1,
            col: 1,
        }];
        let mut f2 = vec![
            PtxInst::Loc {
                file: 2,
                line: 1,
                col: 1,
            },
            PtxInst::Loc {
                file: 7,
                line: 2,
                col: 1,
            },
        ];
        let mut numbering = FileNumbering::default();
        numbering.number(&mut f1);
        numbering.number(&mut f2);
        let files = numbering.file_lines(&t);
        assert_eq!(files, "\t.file\t1 \"/a.cu\"\n\t.file\t2 \"/b.h\"\n");
        assert_eq!(
            f2[0],
            PtxInst::Loc {
                file: 2,
                line: 1,
                col: 1
            }
        );
        assert_eq!(
            f2[1],
            PtxInst::Loc {
                file: 1,
                line: 2,
                col: 1
            }
        );
    }
}
