// Only the worker writes its __thread/_Thread_local copies: main's copies stay 0, so the assert fails (no race).
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
static __thread int t;
static _Thread_local int u;
static void *worker(void *arg)
{
    (void)arg;
    t = 1;
    u = 1;
    return NULL;
}
int main(void)
{
    pthread_t w;
    pthread_create(&w, NULL, worker, NULL);
    u = 2;
    pthread_join(w, NULL);
    assert(t == 1 || u == 1);
    return 0;
}
