/* The worker takes the lock, then loops forever in its registers
 * (x goes 4, 6, 8, ..., 14, 0, 2, 4, ... and never is 5): main waits for
 * the lock for ever while no thread can move. */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int flag;
void *spinner(void *arg)
{
    unsigned x = (unsigned)(unsigned long)arg;
    pthread_mutex_lock(&m);
    while (x != 5)
        x = (x + 2) % 16;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, spinner, (void *)4);
    pthread_mutex_lock(&m);
    flag = 1;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
