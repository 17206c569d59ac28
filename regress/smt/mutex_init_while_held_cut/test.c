/* A worker re-initialises the mutex while main may hold it: glibc's init
 * just overwrites it (main's lock is lost), POSIX leaves it undefined. */
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int count;

static void *resetter(void *arg)
{
    (void)arg;
    pthread_mutex_init(&lock, 0);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, resetter, 0);
    pthread_mutex_lock(&lock);
    count++;
    pthread_mutex_unlock(&lock);
    pthread_join(t, 0);
    return 0;
}
