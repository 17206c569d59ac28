/* The worker locks m, then calls a helper that locks m again: a normal
 * mutex blocks its own owner forever. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;

static void add(int v)
{
    pthread_mutex_lock(&m); /* BUG: the caller already holds m */
    total = total + v;
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    total = total + 1;
    add(2);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
