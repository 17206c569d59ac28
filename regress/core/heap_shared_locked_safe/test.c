/* A heap-allocated object (with its own mutex) shared by two workers. */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

extern void reach_error(void);

struct shared {
    pthread_mutex_t lock;
    int count;
};

static void *worker(void *arg)
{
    struct shared *s = arg;

    pthread_mutex_lock(&s->lock);
    s->count++;
    pthread_mutex_unlock(&s->lock);
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;
    struct shared *s = malloc(sizeof *s);

    if (s == NULL)
        return 1;
    pthread_mutex_init(&s->lock, NULL);
    s->count = 0;
    pthread_create(&t1, NULL, worker, s);
    pthread_create(&t2, NULL, worker, s);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    if (s->count != 2)
        reach_error();
    pthread_mutex_destroy(&s->lock);
    free(s);
    return 0;
}
