/* note() is called with NULL by one worker and with the shared slot,
 * without the lock, by the other: its store then races with the locked
 * update.  Its parameter is not the same constant at every call. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long slot;

static void note(long *out, long v)
{
    if (out != NULL)
        *out = v;
}

static void *quiet(void *arg)
{
    (void)arg;
    note(NULL, 1);
    pthread_mutex_lock(&m);
    slot = 2;
    pthread_mutex_unlock(&m);
    return NULL;
}

static void *loud(void *arg)
{
    (void)arg;
    note(&slot, 3);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, quiet, NULL);
    pthread_create(&b, NULL, loud, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
