/* The logger tries the lock and, when it is busy, writes the shared
 * statistics anyway: that write races with the owner's.  A failed
 * trylock needs another thread to hold the lock at that moment. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static int hits;

static void *logger(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&log_lock);
    if (pthread_mutex_trylock(&stats_lock) == 0) {
        hits++;
        pthread_mutex_unlock(&stats_lock);
    } else {
        hits++; /* BUG: stats_lock is not held here */
    }
    pthread_mutex_unlock(&log_lock);
    return NULL;
}

static void *owner(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&stats_lock);
    hits = hits * 2;
    pthread_mutex_unlock(&stats_lock);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, logger, NULL);
    pthread_create(&b, NULL, owner, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
