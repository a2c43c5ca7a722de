//! Anonymous union and struct members (C++ [class.union.anon]):
//! `struct L { int kind; union { int id; float f; }; };`. The union is a field of the
//! class without a name (laid out and aggregate-initialized like any member); the names
//! of its members are members of the class, reached through it (`l.id` is `l.<union>.id`).

use crate::types::TypeId;

use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// A member declaration with no declarator whose type `ty` is a class: when the
    /// class is unnamed (`union { int id; float f; };`), an unnamed field of it, with
    /// the names of its members declared in the class scope so member functions name
    /// them unqualified. (A named class declared there adds no member.)
    pub fn act_on_anonymous_member(&mut self, ty: TypeId, fields: &mut Vec<crate::types::MemberDecl>) {
        if !self.types.record_of(ty).is_some_and(|r| r.name.is_empty()) {
            return;
        }
        let index = super::data_members::laid_out_count(fields) as u32;
        fields.push((String::new(), ty.unqualified(), None));
        for name in self.anonymous_member_names(ty) {
            let sym = self.interner.intern(&name);
            self.declare_name(sym, crate::sema::lookup::Entity::Field(index));
        }
    }

    /// The field indices from class `ty` through its anonymous members to the member
    /// named `name` of one of them (`[1, 0]` for `id` above); `None` when no anonymous
    /// member has it.
    pub fn anonymous_member_path(&self, ty: TypeId, name: &str) -> Option<Vec<u32>> {
        let rec = self.types.record_of(ty.unqualified())?;
        for (i, f) in rec.fields.iter().enumerate() {
            if !f.name.is_empty() || f.bits.is_some() || !self.types.is_record(f.ty) {
                continue;
            }
            let inner = self.types.record_of(f.ty)?;
            if let Some(k) = inner.fields.iter().position(|g| g.name == name) {
                return Some(vec![i as u32, k as u32]);
            }
            if let Some(mut rest) = self.anonymous_member_path(f.ty, name) {
                rest.insert(0, i as u32);
                return Some(rest);
            }
        }
        None
    }

    /// The field of class `ty` a mem-initializer naming `name` initializes
    /// ([class.base.init]): the member of that name, or the anonymous member holding it
    /// (`V(int a) : id(a)` initializes `V`'s unnamed union through `id`); `None` when the
    /// class has neither. The bool says the member is reached through an anonymous one.
    pub fn mem_initializer_field(&self, ty: TypeId, name: &str) -> Option<(usize, bool)> {
        let rec = self.types.record_of(ty.unqualified())?;
        if let Some(i) = rec.fields.iter().position(|f| f.name == name) {
            return Some((i, false));
        }
        let path = self.anonymous_member_path(ty, name)?;
        Some((*path.first()? as usize, true))
    }

    /// Whether field `index` of class `class` is a union (an anonymous one, or a member
    /// of union type).
    pub fn is_union_field(&self, class: TypeId, index: usize) -> bool {
        let Some(rec) = self.types.record_of(class.unqualified()) else {
            return false;
        };
        rec.fields
            .get(index)
            .and_then(|f| self.types.record_of(f.ty))
            .is_some_and(|r| r.is_union)
    }

    /// The names of the members of anonymous class `ty`, and of anonymous members
    /// nested in it: the names its enclosing class gains.
    pub fn anonymous_member_names(&self, ty: TypeId) -> Vec<String> {
        let Some(rec) = self.types.record_of(ty.unqualified()) else {
            return Vec::new();
        };
        let mut names = Vec::new();
        for f in &rec.fields {
            if !f.name.is_empty() {
                names.push(f.name.clone());
            } else if f.bits.is_none() {
                names.extend(self.anonymous_member_names(f.ty));
            }
        }
        names
    }
}
