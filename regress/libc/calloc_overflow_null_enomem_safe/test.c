#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

static size_t count = SIZE_MAX / 2 + 2;

static void *worker(void *arg)
{
    (void)arg;
    errno = 0;
    int *p = calloc(count, 2);  /* 2^64 + 2 bytes: overflows */
    assert(p == NULL);
    assert(errno == ENOMEM);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
