/* A worker destroys the mutex while main may hold it. */
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int shutting_down;

static void *janitor(void *arg)
{
    (void)arg;
    pthread_mutex_destroy(&lock);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_mutex_lock(&lock);
    pthread_create(&t, 0, janitor, 0);
    shutting_down = 1;
    pthread_mutex_unlock(&lock);
    pthread_join(t, 0);
    return 0;
}
