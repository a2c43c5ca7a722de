// sieve of Eratosthenes in a local bool array
__host__ __device__ long long run() {
    bool composite[500] = {};
    long long count = 0, sum = 0;
    for (int i = 2; i < 500; i++) {
        if (composite[i]) continue;
        count++;
        sum += i;
        for (int j = i * i; j < 500; j += i) composite[j] = true;
    }
    return count * 1000000 + sum;
}
