/* Two workers take two locks in opposite orders while a logger loops
 * over a third lock: the lock-order deadlock needs none of the logger's
 * steps, which the search ran first. */
#include <pthread.h>

static pthread_mutex_t log_m = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
static int logged, moved;

static void *logger(void *arg)
{
    (void)arg;
    for (int i = 0; i < 10; i++) {
        pthread_mutex_lock(&log_m);
        logged++;
        pthread_mutex_unlock(&log_m);
    }
    return NULL;
}

static void *forward(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    moved++;
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
    return NULL;
}

static void *backward(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a);
    moved--;
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return NULL;
}

int main(void)
{
    pthread_t l, f, k;
    pthread_create(&l, NULL, logger, NULL);
    pthread_create(&f, NULL, forward, NULL);
    pthread_create(&k, NULL, backward, NULL);
    pthread_join(l, NULL);
    pthread_join(f, NULL);
    pthread_join(k, NULL);
    return 0;
}
