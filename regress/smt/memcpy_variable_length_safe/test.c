#include <assert.h>
#include <pthread.h>
#include <string.h>

/* A copy of a run-time length: 4 bytes, or 2 once the worker ran. */
char buf[16], src[16] = "hello";
int n = 4;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    n = 2;
    pthread_mutex_unlock(&m);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    int k = n;
    pthread_mutex_unlock(&m);
    memcpy(buf, src, (size_t)k);
    assert(buf[1] == 'e' && (buf[2] == 0 || buf[2] == 'l') && buf[4] == 0);
    pthread_join(t, 0);
    return 0;
}
