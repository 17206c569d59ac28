// GCC __sync_fetch_and_add from two threads: atomic, no race, no lost update.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
static int c;
static void *worker(void *arg)
{
    (void)arg;
    __sync_fetch_and_add(&c, 1);
    return NULL;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int old = __sync_fetch_and_add(&c, 1);
    pthread_join(t, NULL);
    assert(c == 2 && (old == 0 || old == 1));
    return 0;
}
