/* Four workers started from one pthread_create call in a loop, checked
 * with --threads 4: nothing is cut, the result is a full proof. */
#include <pthread.h>
#include <stddef.h>

#define WORKERS 4

extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    count++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t[WORKERS];

    for (int i = 0; i < WORKERS; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < WORKERS; i++)
        pthread_join(t[i], NULL);
    if (count != WORKERS)
        reach_error();
    return 0;
}
