/* Each worker stamps the shared record with time(NULL) under the lock.
 * time() stores through its argument only when it is not NULL, and every
 * call passes NULL: that store never runs. */
#include <pthread.h>
#include <stddef.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long last_seen;
static int updates;

static void note(long *out, long v)
{
    if (out != NULL)
        *out = v;
}

static void *worker(void *arg)
{
    (void)arg;
    time_t now = time(NULL);
    pthread_mutex_lock(&m);
    last_seen = (long)now;
    updates++;
    note(NULL, (long)now);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
