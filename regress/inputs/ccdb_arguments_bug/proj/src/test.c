/* config.h is found only with the database's -I../include (relative to
 * the entry's directory); WORKER_WRITES comes from its -D. */
#include "config.h"
#include <pthread.h>
#include <stddef.h>

static int shared;

static void *worker(void *arg)
{
    (void)arg;
#if SHARED_WRITE && WORKER_WRITES
    shared = 1;
#endif
    return NULL;
}

int main(void)
{
    pthread_t a;
    pthread_create(&a, NULL, worker, NULL);
    int v = shared;
    pthread_join(a, NULL);
    return v;
}
