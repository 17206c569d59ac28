/* A checker thread asserts on a counter that two unlocked updaters
 * change; a logger thread loops first.  The failing run needs only the
 * updaters and the checker. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int logged, count;

static void *logger(void *arg)
{
    (void)arg;
    for (int i = 0; i < 10; i++) {
        pthread_mutex_lock(&m);
        logged++;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

static void *bump(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    count++;
    pthread_mutex_unlock(&m);
    return NULL;
}

static void *check(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    int c = count;
    pthread_mutex_unlock(&m);
    assert(c != 1);
    return NULL;
}

int main(void)
{
    pthread_t l, u, k;
    pthread_create(&l, NULL, logger, NULL);
    pthread_create(&u, NULL, bump, NULL);
    pthread_create(&k, NULL, check, NULL);
    pthread_join(l, NULL);
    pthread_join(u, NULL);
    pthread_join(k, NULL);
    return 0;
}
