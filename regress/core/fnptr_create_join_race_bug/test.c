// main creates and joins its threads through function pointers (a table
// of pthread_create, a pointer to pthread_join); the two threads race on
// g, and main's read after the first join races with the second thread.
#include <pthread.h>
#include <stddef.h>

typedef int (*create_fn)(pthread_t *, const pthread_attr_t *,
                         void *(*)(void *), void *);
static create_fn creators[1] = {pthread_create};
static int (*join_fn)(pthread_t, void **) = pthread_join;
static int g;

static void *worker(void *arg)
{
    (void)arg;
    g++;
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    creators[0](&a, NULL, worker, NULL);
    join_fn(a, NULL);
    int v = g;
    creators[0](&b, NULL, worker, NULL);
    v += g;
    join_fn(b, NULL);
    return v;
}
