/* The second worker forgets the mutex: its write and the first worker's
 * are neither ordered nor under a common mutex, so one run proves
 * nothing about races and the search finds the race. */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
void *careful(void *arg)
{
    pthread_mutex_lock(&m);
    counter = counter + 1;
    pthread_mutex_unlock(&m);
    return 0;
}
void *careless(void *arg)
{
    counter = counter + 1;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, careful, 0);
    pthread_create(&b, 0, careless, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
