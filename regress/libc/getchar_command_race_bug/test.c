/* A command byte from standard input decides whether main skips the
 * lock: the input 'q' makes the update race with the worker. */
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int state;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    state++;
    pthread_mutex_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    int c = getchar();
    if (c == 'q') {
        state = -1;           /* quick exit path forgets the lock */
    } else {
        pthread_mutex_lock(&lock);
        state++;
        pthread_mutex_unlock(&lock);
    }
    pthread_join(t, 0);
    return 0;
}
