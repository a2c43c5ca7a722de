//! ptxc's NVVM-like intermediate representation.
//!
//! A [`Module`] holds per-kind uniquing tables ([`TypeStore`],
//! [`ConstStore`], [`MdStore`]), global variables and functions. A function
//! holds blocks in layout order and instruction nodes ([`InstData`]) whose
//! operands are stored contiguously in the function's operand arena. The
//! text form is LLVM IR syntax (see `printer`), so LLVM's own tools can read
//! what ptxc produces. specs/ir.md describes the design.

#![warn(missing_docs)]

pub mod analysis;
pub mod annotations;
pub mod attributes;
pub mod builder;
pub mod constants;
pub mod entities;
pub mod fold;
pub mod format;
pub mod function;
pub mod import;
mod in_place;
pub mod intrinsics;
pub mod launch_attrs;
pub mod local_names;
pub mod metadata;
pub mod metadata_keys;
pub mod module;
pub mod node;
pub mod opcode;
pub mod operand_views;
pub mod parser;
pub mod printer;
pub mod replacements;
pub mod type_leaves;
pub mod types;
pub mod value;
pub mod verify;
pub mod work;

pub use annotations::{Annotation, AnnotationKey, AnnotationTarget, AnnotationValue, NVVMIR_VERSION};
pub use attributes::{CallingConv, FnAttr, ParamAttr, SyncScope};
pub use builder::FuncBuilder;
pub use constants::{ConstData, ConstStore, ConstType, InlineAsm};
pub use entities::{Block, Constant, FuncId, GlobalId, Inst, MdNode, Type};
pub use format::{Arity, Format, OperandKind};
pub use function::{BlockData, ClauseKind, FastMath, Function, InstExtra, Linkage, ParamAttrs, SrcLoc};
pub use intrinsics::{Intrinsic, IntrinsicName};
pub use launch_attrs::{LaunchAttrKey, LaunchAttrs};
pub use metadata::{MdData, MdStore};
pub use module::{GlobalVar, Module};
pub use node::{InstData, InstFlags, NodeHeader};
pub use opcode::{AtomicRmwOp, FloatPredicate, IntPredicate, Opcode, Ordering};
pub use operand_views::SwitchCases;
pub use parser::{parse_module, ParseError};
pub use printer::{print_function, print_module};
pub use replacements::Replacements;
pub use type_leaves::{is_scalar_type, ScalarLeaf, MAX_SCALAR_LEAVES};
pub use types::{addrspace, TypeData, TypeStore};
pub use value::Value;
