// main holds m while it calls once; the worker runs init first, which
// needs m: main waits for the once, the worker for m, a global deadlock
#include <pthread.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void init(void) { pthread_mutex_lock(&m); pthread_mutex_unlock(&m); }
void *worker(void *a) { pthread_once(&once, init); return 0; }
int main(void)
{
    pthread_t t;
    pthread_mutex_lock(&m);
    pthread_create(&t, 0, worker, 0);
    pthread_once(&once, init);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
