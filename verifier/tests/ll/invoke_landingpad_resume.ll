; Exception handling has no GPU equivalent; personality too.
; sm: 80
; expect: Personality function is not allowed.
; expect: invoke is not supported
; expect: landingpad is not supported
; expect: resume is not supported
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @__gxx_personality_v0(...)
declare void @may_throw()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
