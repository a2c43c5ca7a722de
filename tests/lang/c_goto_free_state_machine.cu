// a state machine written with a switch inside a loop
enum State { START, IN_NUMBER, IN_WORD, DONE };

__host__ __device__ long long run() {
    const char* text = "ab 12 cde 345 f 6";
    int state = START;
    long long numbers = 0, words = 0, value = 0, total = 0;
    for (int i = 0; state != DONE; i++) {
        char c = text[i];
        bool digit = c >= '0' && c <= '9';
        bool alpha = c >= 'a' && c <= 'z';
        switch (state) {
        case IN_NUMBER:
            if (digit) {
                value = value * 10 + (c - '0');
                break;
            }
            total += value;
            numbers++;
            state = START;
            // fall through: classify c again
        case START:
            if (digit) {
                value = c - '0';
                state = IN_NUMBER;
            } else if (alpha) {
                state = IN_WORD;
            } else if (c == 0) {
                state = DONE;
            }
            break;
        case IN_WORD:
            if (!alpha) {
                words++;
                state = c == 0 ? DONE : START;
            }
            break;
        }
    }
    return total * 100 + numbers * 10 + words;
}
