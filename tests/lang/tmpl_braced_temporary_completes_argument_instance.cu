// `T{}` makes an object of `T`, so `T` must be complete there ([expr.type.conv]): a
// class template specialization named so far only as a template argument (here while
// another class template's member is being instantiated, which leaves it waiting) is
// instantiated at the braces, and the temporary's members (its `operator()`, its
// bases' members) are there for the call after it. A functor that derives from a
// selector and asks it for a fixed level, called as `Getter{}()` in a constant
// member's initializer, as tuning tables choose a policy.

struct Settings {
    int width;
    int depth;
};

struct LevelTable {
    __host__ __device__ constexpr Settings operator()(int level) const {
        return level >= 80 ? Settings{level / 10, 3} : Settings{2, 1};
    }
};

template <class Table, int Level>
struct FixedLevel : Table {
    __host__ __device__ constexpr Settings operator()() const { return Table::operator()(Level); }
};

template <class Getter>
struct Chosen {
    static constexpr Settings settings = Getter{}();
    static constexpr int spare = Getter{}().depth + 1;
};

template <class Provider, class T>
struct Sized {
    static constexpr int bytes = Provider::settings.width * static_cast<int>(sizeof(T));
};

template <class Getter, class T>
using sized_t = Sized<Chosen<Getter>, T>;

template <class Table, class T>
struct Plan {
    static constexpr int bytes = sized_t<FixedLevel<Table, 80>, T>::bytes;
    static constexpr int low = sized_t<FixedLevel<Table, 10>, T>::bytes;
    static constexpr int spare = Chosen<FixedLevel<Table, 90>>::spare;
};

__host__ __device__ long long run() {
    long long s = Plan<LevelTable, int>::bytes;         // 8 * 4
    s = s * 100 + Plan<LevelTable, short>::low;         // 2 * 2
    s = s * 10 + Plan<LevelTable, char>::spare;         // 3 + 1
    static_assert(Plan<LevelTable, double>::bytes == 64, "constant");
    return s;
}
