/* setter publishes x = 1 under the lock; main reaches the error when it
 * sees the new value, so the witness must contain the setter's write. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x;

static void *setter(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    x = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    int v;

    pthread_create(&t, NULL, setter, NULL);
    pthread_mutex_lock(&m);
    v = x;
    pthread_mutex_unlock(&m);
    if (v == 1)
        reach_error();
    pthread_join(t, NULL);
    return 0;
}
