//! Translation phases 1 and 2 ([lex.phases]): a UTF-8 byte order mark at the start of a
//! file is dropped and every backslash-newline is deleted, splicing physical lines into
//! logical ones before tokenization, so a splice may fall anywhere (inside an identifier,
//! a string literal or a `//` comment, as g++ and nvcc accept).
//!
//! The lexer works on the spliced text; [`Spliced::original`] maps its offsets back, so
//! tokens and diagnostics keep spans in the file as written.

use std::borrow::Cow;

/// A file's text after phases 1 and 2, with the map back to the text as written.
pub struct Spliced<'a> {
    /// The logical text (borrowed when there was nothing to remove).
    pub text: Cow<'a, str>,
    /// For each removal, in order: the offset in `text` where it was, and the bytes
    /// removed up to and including it.
    removed: Vec<(u32, u32)>,
}

const BYTE_ORDER_MARK: &str = "\u{feff}";

/// Splices `text`'s lines (a backslash followed by `\n` or `\r\n`) and drops a leading
/// byte order mark.
pub fn splice_lines(text: &str) -> Spliced<'_> {
    let bom = if text.starts_with(BYTE_ORDER_MARK) {
        BYTE_ORDER_MARK.len()
    } else {
        0
    };
    let body = &text[bom..];
    if bom == 0 && !body.contains("\\\n") && !body.contains("\\\r\n") {
        return Spliced {
            text: Cow::Borrowed(text),
            removed: Vec::new(),
        };
    }
    let mut removed = Vec::new();
    let mut total = bom as u32;
    if bom > 0 {
        removed.push((0, total));
    }
    let mut out = String::with_capacity(body.len());
    let bytes = body.as_bytes();
    let mut copied = 0;
    let mut i = 0;
    while let Some(k) = body[i..].find('\\') {
        let at = i + k;
        let splice_len = match bytes.get(at + 1) {
            Some(b'\n') => 2,
            Some(b'\r') if bytes.get(at + 2) == Some(&b'\n') => 3,
            _ => 0,
        };
        if splice_len == 0 {
            i = at + 1;
            continue;
        }
        out.push_str(&body[copied..at]);
        copied = at + splice_len;
        i = copied;
        total += splice_len as u32;
        removed.push((out.len() as u32, total));
    }
    out.push_str(&body[copied..]);
    Spliced {
        text: Cow::Owned(out),
        removed,
    }
}

impl Spliced<'_> {
    /// The offset in the text as written of the byte at `offset` in the logical text
    /// (a byte right after a splice maps to after the backslash-newline).
    pub fn original(&self, offset: u32) -> u32 {
        let before = self.removed.partition_point(|&(at, _)| at <= offset);
        offset + if before == 0 { 0 } else { self.removed[before - 1].1 }
    }

    /// The written range of the logical range `start..end`: its first byte to just past
    /// its last byte, so a token ending before a splice does not cover it.
    pub fn original_range(&self, start: u32, end: u32) -> (u32, u32) {
        if self.removed.is_empty() {
            return (start, end);
        }
        let from = self.original(start);
        let to = if end > start { self.original(end - 1) + 1 } else { from };
        (from, to)
    }

    /// [`Self::original_range`] for ranges asked in the order of the text (the lexer's
    /// tokens): each answer goes on from the removals the last one passed, where a
    /// search of all removals per token cost as much as lexing in files that splice
    /// most lines (CUTLASS's macros).
    pub fn in_order(&self) -> OriginalRanges<'_> {
        OriginalRanges {
            removed: &self.removed,
            passed: 0,
        }
    }
}

/// Maps logical ranges in ascending order back to the text as written
/// ([`Spliced::in_order`]).
pub struct OriginalRanges<'s> {
    removed: &'s [(u32, u32)],
    /// How many removals lie at or before the last offset mapped.
    passed: usize,
}

impl OriginalRanges<'_> {
    /// [`Spliced::original_range`]; `start` must not be below the last range's end
    /// less one.
    #[inline]
    pub fn range(&mut self, start: u32, end: u32) -> (u32, u32) {
        if self.removed.is_empty() {
            return (start, end);
        }
        let from = self.original(start);
        let to = if end > start { self.original(end - 1) + 1 } else { from };
        (from, to)
    }

    fn original(&mut self, offset: u32) -> u32 {
        while self.removed.get(self.passed).is_some_and(|&(at, _)| at <= offset) {
            self.passed += 1;
        }
        offset
            + if self.passed == 0 {
                0
            } else {
                self.removed[self.passed - 1].1
            }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_without_splices_is_borrowed() {
        let s = splice_lines("int x; // a \\ b\n");
        assert!(matches!(s.text, Cow::Borrowed(_)));
        assert_eq!(s.original_range(4, 5), (4, 5));
    }

    #[test]
    fn ranges_in_order_map_as_one_at_a_time() {
        let src = "a\\\nb c\\\r\nd \\\n\\\ne \"x\\\ny\" f";
        let s = splice_lines(src);
        let mut in_order = s.in_order();
        let mut lexer_like = Vec::new();
        for (k, c) in s.text.char_indices() {
            if c != ' ' {
                lexer_like.push((k as u32, k as u32 + 1));
            }
        }
        lexer_like.push((s.text.len() as u32, s.text.len() as u32));
        for (start, end) in lexer_like {
            assert_eq!(in_order.range(start, end), s.original_range(start, end));
        }
    }

    #[test]
    fn splices_join_lines_anywhere() {
        let src = "\"ab\\\ncd\" in\\\r\nt";
        let s = splice_lines(src);
        assert_eq!(s.text, "\"abcd\" int");
        // The string literal covers its splice; `int` starts before one.
        assert_eq!(s.original_range(0, 6), (0, 8));
        assert_eq!(
            &src[s.original_range(7, 10).0 as usize..s.original_range(7, 10).1 as usize],
            "in\\\r\nt"
        );
    }

    #[test]
    fn byte_order_mark_is_dropped() {
        let src = "\u{feff}int\\\nx";
        let s = splice_lines(src);
        assert_eq!(s.text, "intx");
        assert_eq!(s.original_range(0, 3), (3, 6));
        assert_eq!(s.original_range(3, 4), (8, 9));
    }
}
