/* A block is filled privately, published through a global under a
 * lock, then written again by its thread outside it: that write races
 * with the reader, which found the block through the global. */
#include <pthread.h>
#include <stdlib.h>
#include <stddef.h>

typedef struct { int a; int b; int c; } rec_t;

static rec_t *shared;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *writer(void *arg)
{
    (void)arg;
    rec_t *r = malloc(sizeof *r);
    if (!r)
        abort();
    r->a = 1;
    r->b = 2;
    r->c = 3;
    pthread_mutex_lock(&m);
    shared = r;
    pthread_mutex_unlock(&m);
    r->b = 20;
    return NULL;
}

static void *reader(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    rec_t *r = shared;
    pthread_mutex_unlock(&m);
    int v = 0;
    if (r)
        v = r->b;
    return (void *)(long)v;
}

int main(void)
{
    pthread_t w, r;
    pthread_create(&w, NULL, writer, NULL);
    pthread_create(&r, NULL, reader, NULL);
    pthread_join(w, NULL);
    pthread_join(r, NULL);
    free(shared);
    return 0;
}
