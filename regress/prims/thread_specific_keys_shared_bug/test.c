/* Thread-specific values are per thread, but what they point to is not:
 * both workers store a pointer to the same counter and update it through
 * their key without a lock. */
#include <pthread.h>
pthread_key_t counter_key;
int shared_counter;
void *work(void *arg)
{
    (void)arg;
    pthread_setspecific(counter_key, &shared_counter);
    int *c = pthread_getspecific(counter_key);
    *c = *c + 1;
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_key_create(&counter_key, 0);
    pthread_create(&t1, 0, work, 0);
    pthread_create(&t2, 0, work, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
