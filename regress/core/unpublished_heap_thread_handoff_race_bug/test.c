/* A block goes from thread to thread without a global: T1 allocates and
 * returns it, main joins T1 and passes it to T2 and T3 at their
 * creation, and those two write it without a lock. */
#include <pthread.h>
#include <stdlib.h>

typedef struct { int hits; int misses; } stats_t;

static void *make(void *arg)
{
    (void)arg;
    stats_t *s = malloc(sizeof *s);
    if (!s)
        abort();
    s->hits = 0;
    s->misses = 0;
    return s;
}

static void *count(void *arg)
{
    stats_t *s = arg;
    s->hits++;
    return NULL;
}

int main(void)
{
    pthread_t t1, t2, t3;
    void *r;
    pthread_create(&t1, NULL, make, NULL);
    pthread_join(t1, &r);
    stats_t *s = r;
    s->misses = 1;
    pthread_create(&t2, NULL, count, s);
    pthread_create(&t3, NULL, count, s);
    pthread_join(t2, NULL);
    pthread_join(t3, NULL);
    free(s);
    return 0;
}
