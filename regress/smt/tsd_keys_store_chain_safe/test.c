/* Each thread keeps its own buffer under one thread-specific key; the
 * worker's value never replaces main's.  Some queries about the key table
 * are left to Z3's default solver (--stats: smt-fallbacks); the answer
 * is the same. */
#include <assert.h>
#include <pthread.h>

static pthread_key_t key;
static int main_buf, worker_buf;

static void *worker(void *arg)
{
    (void)arg;
    pthread_setspecific(key, &worker_buf);
    assert(pthread_getspecific(key) == &worker_buf);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_key_create(&key, NULL);
    pthread_setspecific(key, &main_buf);
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    assert(pthread_getspecific(key) == &main_buf);
    return 0;
}
