/* The twin of double_lock_bug: the worker releases m before the helper
 * takes it again. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;

static void add(int v)
{
    pthread_mutex_lock(&m);
    total = total + v;
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    total = total + 1;
    pthread_mutex_unlock(&m);
    add(2);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
