/* Reads of constant objects (a const table, string literals) commute
 * with everything: they are folded into the thread's local steps, so the
 * witness of the lost update shows only the counter's accesses. */
#include <assert.h>
#include <pthread.h>
static const int weights[4] = {1, 2, 3, 4};
int total;
void *add(void *arg)
{
    const char *name = arg;
    int w = weights[name[0] - 'a'];
    int t = total;
    total = t + w;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, add, "b");
    pthread_create(&b, 0, add, "c");
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(total == 5);
    return 0;
}
