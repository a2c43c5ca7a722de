; Exception handling constructs NVVM rejects; the parser must read them so
; the verifier can say so.
target triple = "nvptx64-nvidia-cuda"

declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)
declare i32 @__CxxFrameHandler3(...)

define void @with_landingpad(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %cont unwind label %lpad

cont:
  ret void

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  resume { ptr, i32 } %lp
}

define void @with_funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 1)
          to label %done unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler] unwind label %cleanup

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %done

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

done:
  ret void
}
