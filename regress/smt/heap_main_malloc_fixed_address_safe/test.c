/* main allocates the shared record (with its lock) before anything else
 * and hands it to a worker; both update it under the lock. */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

struct record {
    pthread_mutex_t lock;
    int hits;
};

static void *worker(void *arg)
{
    struct record *r = arg;
    pthread_mutex_lock(&r->lock);
    r->hits++;
    pthread_mutex_unlock(&r->lock);
    return NULL;
}

int main(void)
{
    struct record *r = malloc(sizeof *r);
    pthread_t t;
    pthread_mutex_init(&r->lock, NULL);
    r->hits = 0;
    pthread_create(&t, NULL, worker, r);
    pthread_mutex_lock(&r->lock);
    r->hits++;
    pthread_mutex_unlock(&r->lock);
    pthread_join(t, NULL);
    free(r);
    return 0;
}
