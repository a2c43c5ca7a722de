// includes another header from the same folder
#include "lang_guard.h"
#include "lang_once.h"

#define NESTED_SUM(a, b) (guarded_twice(a) + (b) + once_value())
