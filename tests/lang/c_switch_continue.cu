// continue and break inside a switch inside a loop
__host__ __device__ long long run() {
    long long acc = 0;
    for (int i = 0; i < 20; i++) {
        switch (i % 4) {
        case 0:
            continue;
        case 1:
            acc += i;
            break;
        case 2:
            acc *= 2;
        default:
            acc -= 1;
        }
        acc += 100;
    }
    return acc;
}
