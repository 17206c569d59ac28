/* A do-while loop creates the workers (its test is at the bottom: the
 * latch and the header are different blocks of one round), each on its
 * own counter, all under one lock: no race, no deadlock. */
#include <pthread.h>
static pthread_t tid[3];
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count[3], total;
static void *worker(void *arg)
{
    int *c = arg;
    *c = 1;
    pthread_mutex_lock(&m);
    total = total + *c;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    int i = 0;
    do {
        pthread_create(&tid[i], 0, worker, &count[i]);
        i++;
    } while (i < 3);
    i = 0;
    do {
        pthread_join(tid[i], 0);
        i++;
    } while (i < 3);
    return total == 3 ? 0 : 1;
}
