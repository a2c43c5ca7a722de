// expect: error 11:5: no operator "+=" matches these operands (operand types are: "Q" += {...})
// expect: error 13:10: a brace-enclosed list is not allowed here
// expect: error 14:13: too many initializer values
// A brace list on the right of an assignment: a class needs an assignment operator
// taking it, a scalar takes at most one value, and a compound assignment to a
// scalar takes no list at all ([expr.ass]/9)
struct Q {
    int x;
};
__device__ int f(Q q) {
    q += {1};
    int a = 0;
    a += {2};
    a = {1, 2};
    return a + q.x;
}
