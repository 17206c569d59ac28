/* An uninitialised local whose address escapes to a worker: both threads
 * update it under different locks, so the race is found whatever its
 * initial value. */
#include <pthread.h>
pthread_mutex_t worker_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t main_lock = PTHREAD_MUTEX_INITIALIZER;
void *bump(void *arg)
{
    int *hits = arg;
    pthread_mutex_lock(&worker_lock);
    *hits = *hits + 1;
    pthread_mutex_unlock(&worker_lock);
    return 0;
}
int main(void)
{
    pthread_t t;
    int hits;
    pthread_create(&t, 0, bump, &hits);
    pthread_mutex_lock(&main_lock);
    hits = hits + 2;
    pthread_mutex_unlock(&main_lock);
    pthread_join(t, 0);
    return 0;
}
