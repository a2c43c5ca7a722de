//! Function attributes, parameter attributes the [`ParamAttrs`] fields do not
//! model, atomic sync scopes and calling conventions.
//!
//! Each is an enum whose keyword variants come from one table (the
//! `keyword_enum!` invocations below): the table gives the printer its text
//! (`Display`) and the parser its lookup (`from_keyword`), so a keyword is
//! spelled in exactly one place. Each enum also has a variant for text LLVM
//! accepts that no stage of ptxc interprets (`memory(none)`,
//! `dereferenceable(8)`, `syncscope("agent")`, `cc 71`), kept so the text
//! parser reads every `.ll` file `llvm-as-19` reads and prints it back.
//!
//! [`ParamAttrs`]: crate::function::ParamAttrs

use crate::printer::write_escaped;
use std::fmt;

/// Declares an enum whose unit variants are keywords, each with its text,
/// plus variants carrying data that the caller prints and parses itself.
/// Generates `keyword` (variant -> text) and `from_keyword` (text -> variant)
/// from the one list.
macro_rules! keyword_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $v:ident = $s:literal, )*
        }
        $(
            $(#[$xmeta:meta])*
            $x:ident ( $($xt:ty),* ),
        )*
    ) => {
        $(#[$meta])*
        #[derive(Clone, PartialEq, Eq, Hash, Debug)]
        pub enum $name {
            $( #[doc = concat!("`", $s, "`")] $v, )*
            $( $(#[$xmeta])* $x($($xt),*), )*
        }

        impl $name {
            /// Every keyword variant with its text, in table order.
            pub const KEYWORDS: &'static [($name, &'static str)] = &[
                $( ($name::$v, $s), )*
            ];

            /// The keyword of a keyword variant; None for a data-carrying one.
            pub fn keyword(&self) -> Option<&'static str> {
                match self {
                    $( $name::$v => Some($s), )*
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// The keyword variant spelled `text`.
            pub fn from_keyword(text: &str) -> Option<$name> {
                match text {
                    $( $s => Some($name::$v), )*
                    _ => None,
                }
            }
        }
    };
}

keyword_enum! {
    /// One function attribute, as in an `attributes #N = { ... }` group.
    pub enum FnAttr {
        AlwaysInline = "alwaysinline",
        ArgMemOnly = "argmemonly",
        Builtin = "builtin",
        Cold = "cold",
        Convergent = "convergent",
        DisableSanitizerInstrumentation = "disable_sanitizer_instrumentation",
        FnRetThunkExtern = "fn_ret_thunk_extern",
        Hot = "hot",
        HybridPatchable = "hybrid_patchable",
        InaccessibleMemOnly = "inaccessiblememonly",
        InaccessibleMemOrArgMemOnly = "inaccessiblemem_or_argmemonly",
        InlineHint = "inlinehint",
        JumpTable = "jumptable",
        MinSize = "minsize",
        MustProgress = "mustprogress",
        Naked = "naked",
        NoBuiltin = "nobuiltin",
        NoCallback = "nocallback",
        NoCfCheck = "nocf_check",
        NoDuplicate = "noduplicate",
        NoFree = "nofree",
        NoImplicitFloat = "noimplicitfloat",
        NoInline = "noinline",
        NoMerge = "nomerge",
        NonLazyBind = "nonlazybind",
        NoProfile = "noprofile",
        NoRecurse = "norecurse",
        NoRedZone = "noredzone",
        NoReturn = "noreturn",
        NoSanitizeBounds = "nosanitize_bounds",
        NoSanitizeCoverage = "nosanitize_coverage",
        NoSync = "nosync",
        NoUnwind = "nounwind",
        NullPointerIsValid = "null_pointer_is_valid",
        OptDebug = "optdebug",
        OptForFuzzing = "optforfuzzing",
        OptNone = "optnone",
        OptSize = "optsize",
        PresplitCoroutine = "presplitcoroutine",
        ReadNone = "readnone",
        ReadOnly = "readonly",
        ReturnsTwice = "returns_twice",
        SafeStack = "safestack",
        SanitizeAddress = "sanitize_address",
        SanitizeHwAddress = "sanitize_hwaddress",
        SanitizeMemory = "sanitize_memory",
        SanitizeMemTag = "sanitize_memtag",
        SanitizeNumericalStability = "sanitize_numerical_stability",
        SanitizeThread = "sanitize_thread",
        ShadowCallStack = "shadowcallstack",
        SkipProfile = "skipprofile",
        Speculatable = "speculatable",
        SpeculativeLoadHardening = "speculative_load_hardening",
        Ssp = "ssp",
        SspReq = "sspreq",
        SspStrong = "sspstrong",
        StrictFp = "strictfp",
        UwTable = "uwtable",
        WillReturn = "willreturn",
        WriteOnly = "writeonly",
    }
    /// A string attribute `"key"` or `"key"="value"` (unescaped text):
    /// `"nvvm.kernel"`, `"nvvm.cluster_dim"="2,1,1"`.
    Str(String, Option<String>),
    /// Any other attribute LLVM accepts, verbatim: a keyword with arguments
    /// (`memory(none)`, `uwtable(sync)`, `allocsize(0)`), `word=value` in a
    /// group, or a keyword outside the table.
    Other(String),
}

impl FnAttr {
    /// The attribute's name: the keyword, a string attribute's key, or the
    /// text of an [`FnAttr::Other`] before `(` or `=` (`memory(none)` -> `memory`).
    pub fn key(&self) -> &str {
        match self {
            FnAttr::Str(k, _) => k,
            FnAttr::Other(t) => t.split(['(', '=']).next().unwrap_or(t),
            kw => kw.keyword().unwrap_or(""),
        }
    }

    /// The value of `"key"="value"` or of `word=value`.
    pub fn value(&self) -> Option<&str> {
        match self {
            FnAttr::Str(_, v) => v.as_deref(),
            FnAttr::Other(t) => t.split_once('=').map(|(_, v)| v),
            _ => None,
        }
    }
}

impl fmt::Display for FnAttr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FnAttr::Str(key, value) => {
                let mut s = String::from("\"");
                write_escaped(&mut s, key.as_bytes());
                s.push('"');
                if let Some(v) = value {
                    s.push_str("=\"");
                    write_escaped(&mut s, v.as_bytes());
                    s.push('"');
                }
                f.write_str(&s)
            }
            FnAttr::Other(t) => f.write_str(t),
            kw => f.write_str(kw.keyword().unwrap_or("")),
        }
    }
}

keyword_enum! {
    /// A parameter or return attribute that [`ParamAttrs`] has no field for.
    ///
    /// [`ParamAttrs`]: crate::function::ParamAttrs
    pub enum ParamAttr {
        NoCapture = "nocapture",
        NonNull = "nonnull",
        InReg = "inreg",
        Returned = "returned",
        NoFree = "nofree",
        Nest = "nest",
        ReadNone = "readnone",
        WriteOnly = "writeonly",
        ImmArg = "immarg",
        NoExt = "noext",
        SwiftSelf = "swiftself",
        SwiftError = "swifterror",
        SwiftAsync = "swiftasync",
        AllocAlign = "allocalign",
        AllocPtr = "allocptr",
        DeadOnUnwind = "dead_on_unwind",
        Writable = "writable",
    }
    /// An attribute with a parenthesised argument, verbatim
    /// (`dereferenceable(8)`, `byref(%struct.S)`); its name is in
    /// [`ParamAttr::WITH_ARGUMENT`].
    Other(String),
}

impl ParamAttr {
    /// Parameter attributes written with a parenthesised argument.
    pub const WITH_ARGUMENT: &'static [&'static str] = &[
        "byref",
        "preallocated",
        "inalloca",
        "elementtype",
        "dereferenceable",
        "dereferenceable_or_null",
        "alignstack",
        "range",
        "nofpclass",
        "initializes",
        "captures",
    ];
}

impl fmt::Display for ParamAttr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamAttr::Other(t) => f.write_str(t),
            kw => f.write_str(kw.keyword().unwrap_or("")),
        }
    }
}

keyword_enum! {
    /// The `syncscope("...")` of an atomic or fence. No sync scope at all is
    /// LLVM's system scope (`Option<SyncScope>::None`).
    pub enum SyncScope {
        SingleThread = "singlethread",
        Block = "block",
        Cluster = "cluster",
        Device = "device",
        System = "system",
    }
    /// A scope name no stage interprets, verbatim (LLVM accepts any string).
    Other(String),
}

impl SyncScope {
    /// The name between the quotes of `syncscope("...")`.
    pub fn name(&self) -> &str {
        match self {
            SyncScope::Other(s) => s,
            kw => kw.keyword().unwrap_or(""),
        }
    }

    /// The scope named `name`.
    pub fn from_name(name: &str) -> SyncScope {
        SyncScope::from_keyword(name).unwrap_or_else(|| SyncScope::Other(name.to_string()))
    }
}

impl fmt::Display for SyncScope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::from("syncscope(\"");
        write_escaped(&mut s, self.name().as_bytes());
        s.push_str("\")");
        f.write_str(&s)
    }
}

keyword_enum! {
    /// The calling convention of a function or call site; the C convention
    /// (`ccc`, or none written) is `Option<CallingConv>::None`.
    pub enum CallingConv {
        Fast = "fastcc",
        Cold = "coldcc",
        PtxKernel = "ptx_kernel",
        PtxDevice = "ptx_device",
        SpirFunc = "spir_func",
        SpirKernel = "spir_kernel",
        AmdGpuKernel = "amdgpu_kernel",
        Tail = "tailcc",
        Swift = "swiftcc",
        CxxFastTls = "cxx_fast_tlscc",
        PreserveMost = "preserve_mostcc",
        PreserveAll = "preserve_allcc",
        Ghc = "ghccc",
    }
    /// `cc N`: a convention by number, kept as written (`cc 71` is
    /// `ptx_kernel`'s number, `cc 72` `ptx_device`'s).
    Numbered(u32),
}

impl CallingConv {
    /// LLVM's number of `ptx_kernel`.
    pub const PTX_KERNEL_NUMBER: u32 = 71;

    /// True for `ptx_kernel`, by keyword or by number.
    pub fn is_ptx_kernel(&self) -> bool {
        matches!(
            self,
            CallingConv::PtxKernel | CallingConv::Numbered(Self::PTX_KERNEL_NUMBER)
        )
    }
}

impl fmt::Display for CallingConv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallingConv::Numbered(n) => write!(f, "cc {n}"),
            kw => f.write_str(kw.keyword().unwrap_or("")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_round_trip_through_the_table() {
        for (attr, text) in FnAttr::KEYWORDS {
            assert_eq!(FnAttr::from_keyword(text).as_ref(), Some(attr));
            assert_eq!(attr.to_string(), *text);
        }
        for (attr, text) in ParamAttr::KEYWORDS {
            assert_eq!(ParamAttr::from_keyword(text).as_ref(), Some(attr));
            assert_eq!(attr.to_string(), *text);
        }
        for (cc, text) in CallingConv::KEYWORDS {
            assert_eq!(CallingConv::from_keyword(text).as_ref(), Some(cc));
            assert_eq!(cc.to_string(), *text);
        }
        for (_, text) in SyncScope::KEYWORDS {
            assert_eq!(SyncScope::from_name(text).name(), *text);
        }
    }

    #[test]
    fn data_variants_print_their_text() {
        assert_eq!(
            FnAttr::Str("k".into(), Some("v\"".into())).to_string(),
            "\"k\"=\"v\\22\""
        );
        assert_eq!(FnAttr::Str("nvvm.kernel".into(), None).key(), "nvvm.kernel");
        assert_eq!(FnAttr::Other("memory(none)".into()).key(), "memory");
        assert_eq!(SyncScope::from_name("agent").to_string(), "syncscope(\"agent\")");
        assert_eq!(CallingConv::Numbered(71).to_string(), "cc 71");
        assert!(CallingConv::Numbered(71).is_ptx_kernel() && CallingConv::PtxKernel.is_ptx_kernel());
    }
}
