#include <pthread.h>
#include <assert.h>

/* One token, one signal, two waiters; main cancels the first.  A
 * cancelled waiter must not consume the signal (POSIX): if it was the
 * one woken, the signal passes to the other, which takes the token. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int tokens;

static void unlock_it(void *p) { pthread_mutex_unlock(p); }

static void *waiter(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_cleanup_push(unlock_it, &m);
    while (tokens == 0)
        pthread_cond_wait(&c, &m);
    tokens--;
    pthread_cleanup_pop(1);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    void *ra, *rb;
    pthread_create(&a, NULL, waiter, NULL);
    pthread_create(&b, NULL, waiter, NULL);
    pthread_mutex_lock(&m);
    tokens = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    pthread_cancel(a);
    pthread_join(a, &ra);
    if (ra == PTHREAD_CANCELED) {
        pthread_join(b, &rb);
        assert(rb != PTHREAD_CANCELED);
    } else {
        pthread_cancel(b);
        pthread_join(b, &rb);
    }
    return 0;
}
