/* A mutex local to main, handed to a thread, never initialised: locking
 * it is undefined behaviour (its bytes are whatever the stack held).
 * The engines take its bytes as 0 (unlocked) and say so: never "safe". */
#include <pthread.h>

static int counter;

static void *worker(void *arg)
{
    pthread_mutex_t *m = arg;
    pthread_mutex_lock(m);
    counter++;
    pthread_mutex_unlock(m);
    return NULL;
}

int main(void)
{
    pthread_mutex_t m;
    pthread_t t;
    pthread_create(&t, NULL, worker, &m);
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
