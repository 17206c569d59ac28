/* A thread start routine of two parameters, cast to the type
 * pthread_create wants: the thread gets one argument, its second
 * parameter is indeterminate (undefined behaviour).  Unknown, never
 * "safe". */
#include <assert.h>
#include <pthread.h>

static int g;

static void *worker(void *arg, int extra)
{
    (void)arg;
    g = extra;
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, (void *(*)(void *))worker, NULL);
    pthread_join(t, NULL);
    assert(g != 77);
    return 0;
}
