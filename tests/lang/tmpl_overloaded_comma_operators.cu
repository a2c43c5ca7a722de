// An overloaded comma operator ([over.oper], [over.match.oper]): a non-member
// `operator,` template (deduced from the right operand), a member `operator,`, and an
// ordinary non-member one are called for class operands; the built-in comma still
// applies to other operands and where no operator function is viable
struct Digits {
    long long v;
};
template <class T>
__host__ __device__ Digits operator,(Digits d, T next) {
    return Digits{d.v * 10 + (long long)next};
}

struct Sum {
    int total;
    __host__ __device__ Sum operator,(int x) const { return Sum{total + x}; }
};

struct Tag {
    int id;
};
__host__ __device__ int operator,(Tag a, Tag b) { return a.id * 100 + b.id; }

__host__ __device__ long long run() {
    Digits d{1};
    Digits r = (d, 2, 3.9f, (short)4);
    Sum s{5};
    Sum t = (s, 6, 7);
    int side = 0;
    // No operator,(Sum, Tag): the built-in comma, evaluated left to right.
    Tag u = (side += 3, t, Tag{8});
    int joined = (Tag{4}, Tag{9});
    int plain = (side++, side * 2);
    return ((r.v * 100 + t.total) * 100 + u.id) * 10000 + joined * 100 + plain;
}
