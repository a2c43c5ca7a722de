// Alias templates as template template arguments (plain, qualified, and a
// class's member alias template named `Fn::template call`), and members of
// qualified class template instances as types (`ns::Box<N>::type`,
// `typename ns::Box<N>::template rebind<T>`), as CCCL's type_list.h uses them.
template <class... Ts> struct List { static constexpr int n = sizeof...(Ts); };
template <class T, class U> struct Pair { static constexpr int n = sizeof(T) + sizeof(U); };
template <class T> using Ptr = T*;
template <class... Ts> using AppendInt = List<Ts..., int>;
template <template <class...> class F, class... Ts> using apply = F<Ts...>;
struct Quote {
    template <class... Ts> using call = List<Ts...>;
};
namespace ns {
template <class T> using Twice = Pair<T, T>;
template <int N> struct Box {
    using type = int[N];
    template <template <class...> class F, class... Ts> using call = F<Ts...>;
    template <class T> using rebind = T[N];
};
}  // namespace ns
template <class Fn, class... Ts>
using call_indirect = typename ns::Box<sizeof(List<Fn, Ts...>*)>::template call<Fn::template call, Ts...>;
using Ints4 = typename ns::Box<4>::type;
using Ints3 = ns::Box<3>::type;
template <class T> using Three = typename ns::Box<3>::template rebind<T>;

__host__ __device__ long long run() {
    long long s = sizeof(apply<Ptr, double>);
    s = s * 10 + apply<AppendInt, char, char>::n;
    s = s * 10 + call_indirect<Quote, int, int, int, int>::n;
    s = s * 10 + apply<ns::Twice, short>::n;
    s = s * 10 + apply<::ns::Twice, char>::n;
    s = s * 100 + sizeof(Ints4) + sizeof(Ints3);
    s = s * 100 + sizeof(Three<short>);
    return s;
}
