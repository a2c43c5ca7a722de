// Translation phase 2 (issue 42): every backslash-newline is deleted before
// tokens are formed, so a splice may fall inside a string literal (CUTLASS's
// static_assert messages), a character literal, an identifier, a number or an
// operator, and a `//` comment continues onto the next line. \
   this line is part of the comment above
static_assert(sizeof(int) == 4, "a message that goes on \
over two lines");

__host__ __device__ long long run() {
    const char* s = "abc\
def";
    char c = '\
x';
    int long_\
name = 12\
34;
    long long r = 0;
    for (int i = 0; s[i]; ++i)
        r = r * 3 + s[i];
    r = r * 1000 + c;
    r = r * 10000 + long_name;
    r +\
= sizeof("a\
b");
    return r;
}
