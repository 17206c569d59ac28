#include <pthread.h>
/* Each thread calls the same helper twice.  The net returns from a
 * function to every call site of its thread, which makes a loop (back
 * from the second call to after the first); the skeleton's call-site
 * places match each return with its call, so every run ends and the
 * deadlock proof goes through.  The locks are always taken in the same
 * order. */
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
int x, y;
static void transfer(int v)
{
    pthread_mutex_lock(&a);
    pthread_mutex_lock(&b);
    x = x - v;
    y = y + v;
    pthread_mutex_unlock(&b);
    pthread_mutex_unlock(&a);
}
void *worker(void *arg)
{
    (void)arg;
    transfer(1);
    transfer(2);
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    transfer(3);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return x + y;
}
