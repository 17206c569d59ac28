/* A struct assigned to itself through two pointers to it: clang copies
 * with llvm.memcpy, whose ranges may be equal (not partly overlapping). */
#include <assert.h>
#include <pthread.h>
struct pair { int a, b; } g = {1, 2};
struct pair *p = &g, *q = &g;
void *copy(void *arg)
{
    *p = *q;
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, copy, 0);
    pthread_join(t, 0);
    assert(g.a == 1 && g.b == 2);
    return 0;
}
