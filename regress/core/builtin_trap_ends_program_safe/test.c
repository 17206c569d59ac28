/* __builtin_trap() ends the program abnormally, as abort() does: a run
 * that reaches it ends there (no assertion failure, no deadlock). */
#include <pthread.h>

int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    x++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    if (x == 1)
        __builtin_trap();
    return 0;
}
