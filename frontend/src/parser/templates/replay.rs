//! The parser's context around a replay of stored tokens: a function template
//! instance, a class template instance, a member template instance or an
//! out-of-class member of a class template is parsed again from its recorded
//! position, as if at namespace scope. [`Parser::leave_context`] saves (and
//! clears) everything that belongs to the place the replay starts from, and
//! [`Parser::return_to`] puts it back.

use crate::sema::labels::FnLabels;
use crate::sema::stmt::JumpTarget;
use crate::sema::templates::Instantiation;
use crate::sema::FnCtx;
use crate::symbol::Sym;
use crate::types::TypeId;

use crate::parser::Parser;

/// What [`Parser::leave_context`] saved.
pub(in crate::parser) struct SavedContext<'a> {
    pos: usize,
    in_launch_config: bool,
    in_template_args: bool,
    extern_c: bool,
    class_ctor_name: Option<Sym>,
    pattern_value_params: Vec<(Sym, u32, TypeId)>,
    fn_ctx: Option<FnCtx>,
    jump_targets: Vec<JumpTarget<'a>>,
    labels: FnLabels,
    instantiation: Option<Instantiation>,
}

impl<'a> Parser<'a> {
    /// Saves the current context and clears it for a replay (the position is kept
    /// until the caller moves it).
    pub(in crate::parser) fn leave_context(&mut self) -> SavedContext<'a> {
        SavedContext {
            pos: self.pos,
            in_launch_config: std::mem::replace(&mut self.in_launch_config, false),
            in_template_args: std::mem::replace(&mut self.in_template_args, false),
            extern_c: std::mem::replace(&mut self.extern_c, false),
            class_ctor_name: self.class_ctor_name.take(),
            pattern_value_params: std::mem::take(&mut self.pattern_value_params),
            fn_ctx: self.sema.fn_ctx.take(),
            jump_targets: std::mem::take(&mut self.sema.jump_targets),
            labels: self.sema.take_labels(),
            instantiation: self.sema.instantiation.take(),
        }
    }

    /// Restores a context saved by [`Parser::leave_context`].
    pub(in crate::parser) fn return_to(&mut self, saved: SavedContext<'a>) {
        self.pos = saved.pos;
        self.in_launch_config = saved.in_launch_config;
        self.in_template_args = saved.in_template_args;
        self.extern_c = saved.extern_c;
        self.class_ctor_name = saved.class_ctor_name;
        self.pattern_value_params = saved.pattern_value_params;
        self.sema.fn_ctx = saved.fn_ctx;
        self.sema.jump_targets = saved.jump_targets;
        self.sema.restore_labels(saved.labels);
        self.sema.instantiation = saved.instantiation;
    }
}
