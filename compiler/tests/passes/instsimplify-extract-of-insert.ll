; pass: instsimplify
; A record returned by value and inlined leaves `insertvalue` chains that are
; read back field by field (`optional<int>`: the value, then `has_value`): an
; `extractvalue` at a path an `insertvalue` wrote is the value written, through
; later inserts at other paths; a path inside a field inserted whole stays.
%struct.Opt = type { %struct.Storage, i8 }
%struct.Storage = type { i32 }

define i32 @f(i32 %x, %struct.Storage %s) {
entry:
  %a = insertvalue %struct.Opt undef, i32 %x, 0, 0
  %b = insertvalue %struct.Opt %a, i8 1, 1
  %flag = extractvalue %struct.Opt %b, 1
  %value = extractvalue %struct.Opt %b, 0, 0
  %c = insertvalue %struct.Opt %b, %struct.Storage %s, 0
  %inner = extractvalue %struct.Opt %c, 0, 0
  %z = zext i8 %flag to i32
  %sum = add i32 %z, %value
  %r = add i32 %sum, %inner
  ret i32 %r
}
; CHECK: %inner = extractvalue %struct.Opt %c, 0, 0
; CHECK: %sum = add i32 1, %x
