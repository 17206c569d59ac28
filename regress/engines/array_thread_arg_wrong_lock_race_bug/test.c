/* The twin of array_thread_arg_own_lock_safe where every thread adds to
 * slots[0] but still under its own locks[i]: different mutexes do not
 * exclude each other, the updates race. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t locks[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                   PTHREAD_MUTEX_INITIALIZER};
static int slots[3];

static void *worker(void *arg)
{
    int i = (int)(long)arg;
    pthread_mutex_lock(&locks[i]);
    slots[0] = slots[0] + i + 1; /* BUG: slots[0] belongs to locks[0] */
    pthread_mutex_unlock(&locks[i]);
    return NULL;
}

int main(void)
{
    pthread_t t[3];

    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, worker, (void *)(long)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    return 0;
}
