// Worker uses plain c++ while main uses __sync_fetch_and_add: race and lost update.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
static int c;
static void *worker(void *arg)
{
    (void)arg;
    c++;
    return NULL;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    __sync_fetch_and_add(&c, 1);
    pthread_join(t, NULL);
    assert(c == 2);
    return 0;
}
