// Default template arguments holding `<` or `>` as comparisons inside parentheses
// (`bool SingleWord = (sizeof(T) < 16)>`, as CUB's tile states declare them): the
// angle brackets inside the parentheses neither open nor close an argument list.
namespace tiles {
template <class T, bool Small = (sizeof(T) < 8)>
struct Word;
template <class T>
struct Word<T, true> {
    static constexpr int kind = 1;
};
template <class T>
struct Word<T, false> {
    static constexpr int kind = 2;
};

template <bool B>
struct flag {
    static constexpr bool value = B;
};

template <class T, class U = flag<(sizeof(T) > 2)>, int N = (sizeof(T) >> 1)>
struct Pick {
    static constexpr int value = U::value * 10 + N;
};

template <class T, int Bits = (sizeof(T) < 4 ? 16 : 64)>
__host__ __device__ int bits_of(T) { return Bits; }
}  // namespace tiles

struct Wide {
    char bytes[12];
};

__host__ __device__ long long run()
{
    using namespace tiles;
    return Word<int>::kind * 100000 + Word<Wide>::kind * 10000 + Pick<double>::value * 100 + Pick<char>::value +
           bits_of(short(1)) * 1000000LL + bits_of(1.0) * 100000000LL;
}
