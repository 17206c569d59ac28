/* Thread routines that end without a return statement are common; their
 * results are fine as long as nobody reads them: one join passes NULL,
 * the other stores the result into ignored, which is then overwritten
 * before it is read.  Nothing uninitialised is read: "safe". */
#include <assert.h>
#include <pthread.h>

static int hits;

static void *worker(void *arg)
{
    (void)arg;
    __atomic_fetch_add(&hits, 1, __ATOMIC_SEQ_CST);
}

int main(void)
{
    pthread_t a, b;
    void *ignored;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, &ignored);
    ignored = &hits;
    assert(ignored == &hits);
    assert(__atomic_load_n(&hits, __ATOMIC_SEQ_CST) == 2);
    return 0;
}
