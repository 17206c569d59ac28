#include <pthread.h>
#include <stdlib.h>
/* Every call's result is checked, Butenof style; the error paths would
 * touch the log without the lock, but a lock of a normal mutex, an
 * unlock by the owner, a create and a join always return 0, so they
 * are never taken. */
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total, log_entries;
static void fail(void)
{
    log_entries = log_entries + 1;
    abort();
}
void *worker(void *arg)
{
    int status;
    (void)arg;
    status = pthread_mutex_lock(&m);
    if (status != 0)
        fail();
    total = total + 1;
    status = pthread_mutex_unlock(&m);
    if (status != 0)
        fail();
    return 0;
}
int main(void)
{
    pthread_t a, b;
    if (pthread_create(&a, 0, worker, 0) != 0)
        fail();
    if (pthread_create(&b, 0, worker, 0) != 0)
        fail();
    if (pthread_join(a, 0) != 0)
        fail();
    if (pthread_join(b, 0) != 0)
        fail();
    return total;
}
