/* A thread that set a thread-specific value keeps its slot after its
 * join (README: thread-specific data), so five create/join rounds with
 * three slots reach the thread bound; each new thread's value is NULL. */
#include <assert.h>
#include <pthread.h>

static pthread_key_t k;

static void *worker(void *arg)
{
    (void)arg;
    assert(pthread_getspecific(k) == NULL);
    pthread_setspecific(k, (void *)9);
    return NULL;
}

int main(void)
{
    pthread_key_create(&k, NULL);
    for (int i = 0; i < 5; i++) {
        pthread_t t;
        pthread_create(&t, NULL, worker, NULL);
        pthread_join(t, NULL);
    }
    return 0;
}
