// structs modified through pointers passed to functions
struct Acc { long long sum; int n; };

__host__ __device__ void push(Acc* a, int v) {
    a->sum += v;
    a->n++;
}

__host__ __device__ long long run() {
    Acc a = {0, 0};
    for (int i = 1; i <= 20; i++) push(&a, i * i);
    Acc arr[2] = {{1, 1}, {2, 2}};
    push(&arr[1], 40);
    return a.sum * 1000 + a.n * 10 + arr[1].sum + arr[1].n;
}
