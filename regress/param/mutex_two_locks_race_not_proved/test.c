/* Half of the workers guard `total` with one mutex, half with another:
 * two workers of different halves race.  The explicit engine with one
 * thread per site cannot see it; the parameterised engine must not
 * prove it either. */
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg)
{
    pthread_mutex_t *m = arg ? &a : &b;
    pthread_mutex_lock(m);
    total = total + 1 > 5 ? 0 : total + 1;
    pthread_mutex_unlock(m);
    return 0;
}
int main(void)
{
    pthread_t t;
    int half = 0;
    while (1) {
        half = !half;
        pthread_create(&t, 0, worker, half ? &t : 0);
    }
}
