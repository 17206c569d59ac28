/* x is assigned only when c holds, and read only when c holds: every
 * read sees the assigned value, no run reads it uninitialised. */
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static int shared;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    shared++;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void)
{
    pthread_t t;
    int x;
    int c = __VERIFIER_nondet_int() > 0;
    pthread_create(&t, NULL, worker, NULL);
    if (c)
        x = 5;
    pthread_mutex_lock(&lock);
    shared++;
    pthread_mutex_unlock(&lock);
    if (c)
        assert(x == 5);
    pthread_join(t, NULL);
    return 0;
}
