// C11 <threads.h> condition variable and mutex (threads from pthreads):
// the waiter loops on its predicate, so the handshake always completes.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#include <threads.h>

static mtx_t m;
static cnd_t c;
static int ready;

static void *waiter(void *arg)
{
    (void)arg;
    mtx_lock(&m);
    while (!ready)
        cnd_wait(&c, &m);
    assert(ready == 1);
    mtx_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t w;
    mtx_init(&m, mtx_plain);
    cnd_init(&c);
    pthread_create(&w, NULL, waiter, NULL);
    mtx_lock(&m);
    ready = 1;
    cnd_signal(&c);
    mtx_unlock(&m);
    pthread_join(w, NULL);
    cnd_destroy(&c);
    mtx_destroy(&m);
    return 0;
}
