// Device-side malloc/free (CUDA's device heap): a linked list and a scratch
// array built on the heap, read back and released.
#include <cstdlib>

struct Node {
    int value;
    Node* next;
};

__host__ __device__ long long run() {
    Node* head = NULL;
    for (int i = 1; i <= 20; ++i) {
        Node* n = (Node*)malloc(sizeof(Node));
        if (n == NULL) return -1;
        n->value = i * i - 3 * i;
        n->next = head;
        head = n;
    }
    int count = 12;
    long long* scratch = (long long*)malloc(count * sizeof(long long));
    if (scratch == NULL) return -2;
    for (int i = 0; i < count; ++i) scratch[i] = (long long)i << (i * 3);
    long long sum = 0;
    int pos = 0;
    while (head != NULL) {
        Node* next = head->next;
        sum = sum * 3 + head->value + scratch[pos++ % count] % 1000;
        free(head);
        head = next;
    }
    free(scratch);
    free(NULL);
    return sum;
}
