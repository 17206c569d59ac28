/* main takes m inside an atomic section while the worker may hold m and
 * wait at its own section: a global deadlock. */
#include <pthread.h>
#include <stddef.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    __VERIFIER_atomic_begin();
    x++;
    __VERIFIER_atomic_end();
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    __VERIFIER_atomic_begin();
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    __VERIFIER_atomic_end();
    pthread_join(t, NULL);
    return 0;
}
