/* The worker's loop works in its registers alone but ends (x goes 4, 6,
 * 8, 10, 12, 14, 0 and the loop stops there): its state never repeats,
 * so no lasso exists and main's join returns.  The lock makes the
 * threads' order matter, so the search has runs to look at. */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int out;
void *worker(void *arg)
{
    unsigned x = (unsigned)(unsigned long)arg, n = 0;
    while (x != 0) {
        x = (x + 2) % 16;
        n++;
    }
    pthread_mutex_lock(&m);
    out += (int)n;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, (void *)4);
    pthread_mutex_lock(&m);
    out += 1;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
