#include <pthread.h>
#include <string.h>
/* Each worker fills a shared buffer with memset and copies it out with
 * memcpy, both under the lock; main reads it after the joins. */
struct rec { int id; char tag[8]; };
struct rec shared, saved[2];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *filler(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    memset(&shared, 7, sizeof shared);
    memcpy(&saved[0], &shared, sizeof shared);
    pthread_mutex_unlock(&m);
    return 0;
}
void *clearer(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    memset(&shared, 0, sizeof shared);
    memcpy(&saved[1], &shared, sizeof shared);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, filler, 0);
    pthread_create(&b, 0, clearer, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return shared.id + saved[0].tag[1];
}
