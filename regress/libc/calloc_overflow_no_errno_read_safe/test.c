#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

static int shared;

static void *worker(void *arg)
{
    size_t n = *(size_t *)arg;
    char *p = calloc(n, SIZE_MAX / 4);  /* overflows for n >= 5 */
    if (!p)
        return NULL;
    shared = p[0];   /* n < 5: a zeroed byte */
    free(p);
    return NULL;
}

int main(void)
{
    pthread_t t;
    size_t n = 8;
    pthread_create(&t, NULL, worker, &n);
    pthread_join(t, NULL);
    assert(shared == 0);
    return 0;
}
