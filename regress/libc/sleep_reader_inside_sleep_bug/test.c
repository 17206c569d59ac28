/* Another thread reads CLOCK_MONOTONIC while main sleeps 10 ms: its
 * reading x may lie inside the sleep, and main's next reading b need not
 * be 10 ms past x (the sleep counts from its own start): fails when x is
 * read half-way through the sleep. */
#include <assert.h>
#include <pthread.h>
#include <time.h>
static long long now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000 + t.tv_nsec;
}
long long x;
void *reader(void *arg)
{
    x = now();
    return arg;
}
int main(void)
{
    long long a = now();
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    struct timespec ms10 = {0, 10000000};
    nanosleep(&ms10, 0);
    long long b = now();
    pthread_join(t, 0);
    assert(!(x > a && x < a + 10000000 && b < x + 10000000));
    return 0;
}
