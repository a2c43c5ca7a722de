// expect: error 8:5: case label value has already appeared in this switch
// expect: error 10:5: case label value has already appeared in this switch
// expect: error 12:5: the second constant in a case range must be larger than the first
// GNU case ranges (issue 42): a value covered twice and a reversed range, with nvcc's texts.
__device__ int pick(int x) {
    switch (x) {
    case 1 ... 5: return 1;
    case 3: return 2;
    case 6 ... 9: return 3;
    case 9 ... 12: return 4;
    case 20 ... 30: return 5;
    case 40 ... 35: return 6;
    default: return 0;
    }
}
