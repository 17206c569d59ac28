/* main stops at the depth bound after creating the waiter: the waiter
 * then waits for ever, but main would signal it: no global deadlock
 * (bounded-safe, as T0 stops at the bound).  With --depth 50: safe. */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready;
static int deep(int n) { return n ? deep(n - 1) + 1 : 0; }
static void *waiter(void *a)
{
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&cv, &m);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, waiter, 0);
    int r = deep(40);
    pthread_mutex_lock(&m);
    ready = r;
    pthread_cond_signal(&cv);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
