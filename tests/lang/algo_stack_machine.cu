// a tiny stack machine interpreting an enum-coded program with a switch
enum Op { PUSH, ADD, MUL, DUP, SWAP, SUB, END };

__host__ __device__ long long exec(const int* code) {
    long long st[16];
    int sp = 0;
    for (int pc = 0;; pc++) {
        switch (code[pc]) {
        case PUSH: st[sp++] = code[++pc]; break;
        case ADD: sp--; st[sp - 1] += st[sp]; break;
        case MUL: sp--; st[sp - 1] *= st[sp]; break;
        case SUB: sp--; st[sp - 1] -= st[sp]; break;
        case DUP: st[sp] = st[sp - 1]; sp++; break;
        case SWAP: {
            long long t = st[sp - 1];
            st[sp - 1] = st[sp - 2];
            st[sp - 2] = t;
            break;
        }
        default: return st[sp - 1];
        }
    }
}

__host__ __device__ long long run() {
    const int prog[] = {PUSH, 7, DUP, MUL, PUSH, 3, SWAP, SUB, DUP, ADD, PUSH, 1000, MUL, END};
    return exec(prog);
}
