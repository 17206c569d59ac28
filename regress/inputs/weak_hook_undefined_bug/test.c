/* An optional hook no input file defines: the weak reference links to
 * address 0, so the fallback path runs (unsynchronised). */
#include <assert.h>
#include <pthread.h>

extern void plugin_count(int *c) __attribute__((weak));
int hits;

static void *worker(void *p)
{
    (void)p;
    if (plugin_count)
        plugin_count(&hits);
    else
        hits++;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(hits == 2);
    return 0;
}
