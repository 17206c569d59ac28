// __thread and _Thread_local variables written by two threads unlocked: no race, each sees its own copy.
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
    assert(t == 1 && u == 1);
    return NULL;
}
int main(void)
{
    pthread_t w;
    pthread_create(&w, NULL, worker, NULL);
    t = 2;
    u = 2;
    pthread_join(w, NULL);
    assert(t == 2 && u == 2);
    return 0;
}
