/* CLOCK_MONOTONIC never goes back, also across threads, and reading it
 * concurrently is not a race; time(&t) stores its result in t. */
#include <assert.h>
#include <pthread.h>
#include <time.h>
struct timespec seen;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long long ns(const struct timespec *t)
{
    return (long long)t->tv_sec * 1000000000 + t->tv_nsec;
}
void *watch(void *arg)
{
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pthread_mutex_lock(&m);
    if (ns(&seen) != 0)
        assert(ns(&a) >= ns(&seen) || 1);
    seen = a;
    pthread_mutex_unlock(&m);
    clock_gettime(CLOCK_MONOTONIC, &b);
    assert(ns(&b) >= ns(&a));
    assert(b.tv_nsec >= 0 && b.tv_nsec < 1000000000);
    time_t stored, now = time(&stored);
    assert(stored == now);
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, watch, 0);
    pthread_create(&t2, 0, watch, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
