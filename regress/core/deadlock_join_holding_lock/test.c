/* main holds m while joining a thread that needs m: every run deadlocks
 * (main waits for the thread, the thread waits for m). */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    done = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL); /* BUG: joins while holding m */
    pthread_mutex_unlock(&m);
    return done ? 0 : 1;
}
