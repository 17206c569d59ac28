#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>

pthread_key_t k;
int freed;

static void release(void *p) { freed++; }

void *worker(void *arg)
{
    pthread_setspecific(k, arg);
    return 0;
}

int main(void)
{
    pthread_t t;
    static int v;
    assert(pthread_key_create(&k, release) == 0);
    pthread_create(&t, 0, worker, &v);
    pthread_join(t, 0);
    assert(freed == 1);
    assert(pthread_key_delete(k) == 0);
    assert(pthread_key_delete(k) == EINVAL);
    assert(pthread_key_delete(k + 1) == EINVAL);
    return 0;
}
