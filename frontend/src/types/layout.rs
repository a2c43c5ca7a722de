//! Record layout: where each member of a `struct`/`class`/`union` goes, the record's size
//! and alignment, as the x86-64 System V ABI (and so g++, and nvcc for device code) lays
//! them out, including GCC's packing: `#pragma pack(N)` caps every member's alignment at
//! `N`, `__attribute__((packed))` aligns members to one byte (unless they ask for more),
//! and under either, bit-fields go at the next free bit, even across the boundary of
//! their type's size.
//!
//! A bit-field is read and written through a storage unit (`BitField::unit`): in the
//! usual layout an object of its type aligned to its size; in a packed layout the smallest
//! power-of-two integer inside the record that holds the bits (a wider unit would touch
//! bytes beyond the record), or the bytes the bits touch when no such integer fits.

use super::{BitField, Field, MemberDecl, RecordId, TypeTable};

/// How tightly a record's members are packed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Packing {
    /// `#pragma pack(N)` in effect where the record is defined: no member is aligned to
    /// more than `N` bytes.
    pub max_align: Option<u64>,
    /// `__attribute__((packed))` on the record: members are aligned to one byte, or to
    /// what an alignment specifier on the member asks.
    pub packed: bool,
}

/// Layout requests on individual members, by index into the declared members.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemberLayout {
    /// `alignas(n)`, `__align__(n)`, `__attribute__((aligned(n)))` on a member: never
    /// lowers its natural alignment unless it is packed.
    pub aligns: Vec<(usize, u64)>,
    /// `__attribute__((packed))` on a member: aligned to one byte (or to what it asks).
    pub packed: Vec<usize>,
    /// Bases whose tail padding later members may reuse (the Itanium ABI does for a
    /// base that is not POD): their data size, less than their size.
    pub data_sizes: Vec<(usize, u64)>,
}

impl Packing {
    /// Whether bit-fields are packed at the next free bit (GCC skips the rule that a
    /// bit-field must not cross its type's boundary under any `#pragma pack`, too).
    fn packs_bits(&self) -> bool {
        self.packed || self.max_align.is_some()
    }

    /// The alignment of a member whose type is aligned to `natural`, with `requested`
    /// from an alignment specifier on the member, itself declared packed or not.
    fn member_align(&self, natural: u64, requested: Option<u64>, packed_member: bool) -> u64 {
        let a = if self.packed || packed_member {
            requested.unwrap_or(1)
        } else {
            natural.max(requested.unwrap_or(1))
        };
        self.max_align.map_or(a, |n| a.min(n)).max(1)
    }
}

impl TypeTable {
    /// Completes a record with its fields (name, type), computing C/C++ layout: each field
    /// at the next multiple of its alignment (all at 0 in a union), the size rounded up to
    /// the largest alignment, an empty record 1 byte.
    pub fn complete_record(&mut self, id: RecordId, fields: Vec<(String, super::TypeId)>) {
        let decls = fields.into_iter().map(|(n, t)| (n, t, None)).collect();
        self.complete_record_with_bits(id, decls);
    }

    /// [`TypeTable::complete_record`] with bit-fields, laid out as the x86-64 System V
    /// ABI (and so g++ and nvcc) lays them out: a bit-field goes at the next free bit
    /// unless it would cross a boundary of its type's size, then at that boundary; a
    /// zero-width one moves to the next boundary; named bit-fields align the record as
    /// their type does; an ordinary member starts at the next byte its alignment allows.
    pub fn complete_record_with_bits(&mut self, id: RecordId, fields: Vec<MemberDecl>) {
        self.complete_record_aligned(id, fields, &MemberLayout::default(), 1, Packing::default());
    }

    /// [`TypeTable::complete_record_with_bits`] with alignment specifiers and packing:
    /// `members` holds the requests on members, `min_align` is the record's own requested
    /// alignment (`struct __align__(16) S`); the size is rounded up to the result.
    pub fn complete_record_aligned(
        &mut self,
        id: RecordId,
        fields: Vec<MemberDecl>,
        members: &MemberLayout,
        min_align: u64,
        packing: Packing,
    ) {
        let is_union = self.records[id.0 as usize].is_union;
        let mut bitpos = 0u64;
        let mut size = 0u64;
        let mut align = min_align.max(1);
        let mut laid = Vec::with_capacity(fields.len());
        for (index, (name, ty, width)) in fields.into_iter().enumerate() {
            let requested = members
                .aligns
                .iter()
                .filter(|(i, _)| *i == index)
                .map(|(_, a)| *a)
                .max();
            let natural = self.align_of(ty).max(1);
            let a = packing.member_align(natural, requested, members.packed.contains(&index));
            let s = self.size_of(ty);
            if is_union {
                bitpos = 0;
            }
            if let Some(w) = width.map(u64::from) {
                let unit = (s * 8).max(1);
                let packed_bits = packing.packs_bits();
                if w == 0 {
                    // The next boundary of the type's natural alignment, packed or not.
                    let boundary = if packed_bits { natural * 8 } else { unit };
                    bitpos = bitpos.div_ceil(boundary).saturating_mul(boundary);
                    continue;
                }
                if !packed_bits && bitpos / unit != (bitpos + w - 1) / unit {
                    bitpos = bitpos.div_ceil(unit).saturating_mul(unit);
                }
                let start = bitpos;
                bitpos += w;
                size = size.max(bitpos.div_ceil(8));
                if name.is_empty() {
                    continue;
                }
                align = align.max(a);
                let (offset, bits) = if packed_bits {
                    // The unit is chosen once the record's size is known (below).
                    (start / 8, (start % 8) as u32)
                } else {
                    ((start / unit) * s, (start % unit) as u32)
                };
                laid.push(Field {
                    name,
                    ty,
                    offset,
                    bits: Some(BitField {
                        offset: bits,
                        width: w as u32,
                        unit: if packed_bits { 0 } else { unit as u32 },
                    }),
                });
                continue;
            }
            align = align.max(a);
            if name.starts_with("<base ") && self.is_empty_class(ty) {
                // The empty base optimization: an empty base class takes no space.
                laid.push(Field {
                    name,
                    ty,
                    offset: 0,
                    bits: None,
                });
                continue;
            }
            let at = bitpos.div_ceil(8).div_ceil(a).saturating_mul(a);
            let end = at.saturating_add(s);
            let data = members
                .data_sizes
                .iter()
                .find(|(i, _)| *i == index)
                .map_or(s, |&(_, d)| d.min(s));
            bitpos = at.saturating_add(data).saturating_mul(8);
            size = size.max(end);
            laid.push(Field {
                name,
                ty,
                offset: at,
                bits: None,
            });
        }
        let size = if size == 0 {
            1
        } else {
            size.div_ceil(align).saturating_mul(align)
        };
        for f in &mut laid {
            if let Some(bits) = f.bits.as_mut().filter(|b| b.unit == 0) {
                (f.offset, *bits) = packed_unit(f.offset, *bits, size);
            }
        }
        let r = &mut self.records[id.0 as usize];
        r.fields = laid;
        r.size = size;
        r.align = align;
        r.complete = true;
        self.completed_records.push(id);
    }
}

/// The storage unit of a packed bit-field whose bits start at bit `bits.offset` (< 8) of
/// byte `first` of a record of `size` bytes: the smallest power-of-two integer of at most
/// 8 bytes that holds them and lies inside the record (moved back from `first` when it
/// would reach past the end), else the bytes the bits touch. Returns the unit's offset
/// and the bits within it.
fn packed_unit(first: u64, bits: BitField, size: u64) -> (u64, BitField) {
    let span = (u64::from(bits.offset) + u64::from(bits.width)).div_ceil(8);
    let p = span.next_power_of_two();
    if p > 8 || p > size {
        let unit = (span * 8) as u32;
        return (first, BitField { unit, ..bits });
    }
    let at = first.min(size - p);
    let offset = bits.offset + ((first - at) * 8) as u32;
    (
        at,
        BitField {
            offset,
            width: bits.width,
            unit: (p * 8) as u32,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{TypeId, TypeKind};

    fn record(t: &mut TypeTable, union: bool) -> (TypeId, RecordId) {
        let ty = t.new_record("R", union);
        let TypeKind::Record(id) = *t.kind(ty) else {
            unreachable!()
        };
        (ty, id)
    }

    fn pack(n: u64) -> Packing {
        Packing {
            max_align: Some(n),
            packed: false,
        }
    }

    /// (offset, bit offset, unit) of every field.
    fn placed(t: &TypeTable, id: RecordId) -> Vec<(u64, u32, u32)> {
        let r = t.record(id);
        r.fields
            .iter()
            .map(|f| f.bits.map_or((f.offset, 0, 0), |b| (f.offset, b.offset, b.unit)))
            .collect()
    }

    fn m(name: &str, ty: TypeId, width: Option<u32>) -> MemberDecl {
        (name.to_string(), ty, width)
    }

    // Expected layouts are those g++ -m64 prints (sizeof, alignof, offsetof and the
    // bytes a bit-field write changes).

    #[test]
    fn pragma_pack_one_places_members_and_bits_at_the_next_byte_and_bit() {
        // struct { char c; unsigned f:28; int x; }: f at bits 8..36, x at 5, size 9.
        let mut t = TypeTable::new();
        let (ty, id) = record(&mut t, false);
        let fields = vec![
            m("c", TypeId::CHAR, None),
            m("f", TypeId::UINT, Some(28)),
            m("x", TypeId::INT, None),
        ];
        t.complete_record_aligned(id, fields, &MemberLayout::default(), 1, pack(1));
        assert_eq!((t.size_of(ty), t.align_of(ty)), (9, 1));
        assert_eq!(placed(&t, id), vec![(0, 0, 0), (1, 0, 32), (5, 0, 0)]);
    }

    #[test]
    fn pragma_pack_two_caps_alignment_and_lets_bits_cross() {
        // struct { char c; int x; unsigned f:20; unsigned g:15; }: x at 2, f at bits
        // 48..68, g at 68..83; size 12, align 2.
        let mut t = TypeTable::new();
        let (ty, id) = record(&mut t, false);
        let fields = vec![
            m("c", TypeId::CHAR, None),
            m("x", TypeId::INT, None),
            m("f", TypeId::UINT, Some(20)),
            m("g", TypeId::UINT, Some(15)),
        ];
        t.complete_record_aligned(id, fields, &MemberLayout::default(), 1, pack(2));
        assert_eq!((t.size_of(ty), t.align_of(ty)), (12, 2));
        // f: bytes 6..8 in a 4-byte unit at 6; g: bytes 8..10, its 4-byte unit moved back
        // to 8 (it ends at the record's end), bit 4.
        assert_eq!(placed(&t, id), vec![(0, 0, 0), (2, 0, 0), (6, 0, 32), (8, 4, 32)]);
    }

    #[test]
    fn pragma_pack_named_bit_field_aligns_record_to_capped_type_alignment() {
        // struct { int f:3; } under pack(2): size 2, align 2.
        let mut t = TypeTable::new();
        let (ty, id) = record(&mut t, false);
        t.complete_record_aligned(
            id,
            vec![m("f", TypeId::INT, Some(3))],
            &MemberLayout::default(),
            1,
            pack(2),
        );
        assert_eq!((t.size_of(ty), t.align_of(ty)), (2, 2));
        assert_eq!(placed(&t, id), vec![(0, 0, 8)]);
    }

    #[test]
    fn zero_width_bit_field_aligns_to_its_type_under_packing() {
        // struct { char c; int :0; char d; } under pack(1): d at 4, size 5.
        let mut t = TypeTable::new();
        let (ty, id) = record(&mut t, false);
        let fields = vec![
            m("c", TypeId::CHAR, None),
            m("", TypeId::INT, Some(0)),
            m("d", TypeId::CHAR, None),
        ];
        t.complete_record_aligned(id, fields, &MemberLayout::default(), 1, pack(1));
        assert_eq!((t.size_of(ty), t.align_of(ty)), (5, 1));
        assert_eq!(placed(&t, id)[1], (4, 0, 0));
    }

    #[test]
    fn packed_attribute_keeps_requested_member_alignment() {
        // struct __attribute__((packed)) { char c; int x __attribute__((aligned(8))); long long l; }
        let mut t = TypeTable::new();
        let (ty, id) = record(&mut t, false);
        let fields = vec![
            m("c", TypeId::CHAR, None),
            m("x", TypeId::INT, None),
            m("l", TypeId::LONGLONG, None),
        ];
        let packed = Packing {
            max_align: None,
            packed: true,
        };
        let members = MemberLayout {
            aligns: vec![(1, 8)],
            packed: Vec::new(),
            data_sizes: Vec::new(),
        };
        t.complete_record_aligned(id, fields, &members, 1, packed);
        assert_eq!((t.size_of(ty), t.align_of(ty)), (24, 8));
        assert_eq!(placed(&t, id), vec![(0, 0, 0), (8, 0, 0), (12, 0, 0)]);
    }

    #[test]
    fn packed_bit_field_without_a_fitting_power_of_two_unit_uses_its_bytes() {
        // struct __attribute__((packed)) { char c:4; unsigned f:20; }: 3 bytes, f at bits
        // 4..24: no 4-byte unit fits in 3 bytes.
        let mut t = TypeTable::new();
        let (ty, id) = record(&mut t, false);
        let fields = vec![m("c", TypeId::CHAR, Some(4)), m("f", TypeId::UINT, Some(20))];
        let packed = Packing {
            max_align: None,
            packed: true,
        };
        t.complete_record_aligned(id, fields, &MemberLayout::default(), 1, packed);
        assert_eq!((t.size_of(ty), t.align_of(ty)), (3, 1));
        assert_eq!(placed(&t, id), vec![(0, 0, 8), (0, 4, 24)]);
    }

    #[test]
    fn unpacked_bit_fields_keep_type_sized_units() {
        // struct { char c; unsigned f:28; }: f crosses no boundary at bit 8? It does
        // (8 + 28 > 32), so it starts at 32: unit at 4, size 8.
        let mut t = TypeTable::new();
        let (ty, id) = record(&mut t, false);
        let fields = vec![m("c", TypeId::CHAR, None), m("f", TypeId::UINT, Some(28))];
        t.complete_record_with_bits(id, fields);
        assert_eq!((t.size_of(ty), t.align_of(ty)), (8, 4));
        assert_eq!(placed(&t, id), vec![(0, 0, 0), (4, 0, 32)]);
    }
}
