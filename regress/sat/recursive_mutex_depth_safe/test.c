#include <pthread.h>
/* A recursive mutex taken again by a helper while its caller holds it:
 * the helper's lock and unlock only count (hold depth 2 and back to 1),
 * the outer unlock releases it.  Both threads update the counters under
 * it. */
pthread_mutex_t r;
int total, calls;
static void record(int v)
{
    pthread_mutex_lock(&r);
    total = total + v;
    pthread_mutex_unlock(&r);
}
void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&r);
    calls = calls + 1;
    record(2);
    pthread_mutex_unlock(&r);
    return 0;
}
int main(void)
{
    pthread_mutexattr_t attr;
    pthread_t a, b;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&r, &attr);
    pthread_mutexattr_destroy(&attr);
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return total + calls;
}
