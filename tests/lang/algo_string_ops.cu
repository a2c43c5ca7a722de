// hand-written strlen, strcmp, reverse on char arrays
__host__ __device__ int my_strlen(const char* s) {
    int n = 0;
    while (s[n]) n++;
    return n;
}

__host__ __device__ int my_strcmp(const char* a, const char* b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

__host__ __device__ void reverse(char* s) {
    for (int i = 0, j = my_strlen(s) - 1; i < j; i++, j--) {
        char t = s[i];
        s[i] = s[j];
        s[j] = t;
    }
}

__host__ __device__ long long run() {
    char buf[] = "device code";
    reverse(buf);
    long long s = my_strlen(buf);
    s = s * 1000 + my_strcmp(buf, "edoc ecived") + 500;
    s = s * 1000 + my_strcmp("abc", "abd") + 500;
    s = s * 1000 + my_strcmp("b", "a") + 500;
    s = s * 1000 + buf[0];
    return s;
}
