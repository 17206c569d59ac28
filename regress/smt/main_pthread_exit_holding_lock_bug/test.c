/* main ends with pthread_exit while it holds m: the process goes on with
 * the worker, whose lock waits forever (pthread_exit ends main alone; only
 * a return from main ends the process). */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int g;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    g = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, worker, NULL);
    pthread_exit(NULL);
}
