#include <pthread.h>
#include <stdlib.h>

int *first, *second;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static int *make(void) { return malloc(sizeof(int)); }

void *one(void *arg)
{
    int *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    int *c = make();
    pthread_mutex_lock(&m);
    first = c;
    pthread_mutex_unlock(&m);
    *c = 1;
    free(a);
    free(b);
    return 0;
}

void *two(void *arg)
{
    int *d = make();
    pthread_mutex_lock(&m);
    second = d;
    int *c = first;
    pthread_mutex_unlock(&m);
    *d = 2;
    if (c)
        *c = 3;
    return 0;
}

int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, one, 0);
    pthread_create(&t2, 0, two, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
