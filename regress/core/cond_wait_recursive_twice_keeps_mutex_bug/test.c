/* A condition wait on a recursive mutex that main locked twice releases
 * one level only (glibc; POSIX warns the implicit unlock "may not
 * actually release the mutex"): main waits holding m, and the signaller
 * waits for m.  Natively the program hangs. */
#include <pthread.h>

static pthread_mutex_t m;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int ready;

static void *signaller(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&m, &a);
    pthread_t t;
    pthread_create(&t, 0, signaller, 0);
    pthread_mutex_lock(&m);
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&c, &m);
    pthread_mutex_unlock(&m);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
