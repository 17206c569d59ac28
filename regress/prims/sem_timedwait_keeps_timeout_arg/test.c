/* In a program that does not read errno, sem_timedwait keeps its two
 * arguments: a wait that times out writes nothing (the timeout argument
 * stays as it was), and one that gets the post decrements the count. */
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
#include <time.h>
sem_t s;
void *poster(void *a) { sem_post(&s); return a; }
int main(void)
{
    pthread_t t;
    struct timespec ts = {5, 7};
    sem_init(&s, 0, 0);
    pthread_create(&t, 0, poster, 0);
    int rc = sem_timedwait(&s, &ts);
    assert(ts.tv_sec == 5 && ts.tv_nsec == 7);
    pthread_join(t, 0);
    int v = -1;
    sem_getvalue(&s, &v);
    assert(rc == 0 ? v == 0 : rc == -1 && v == 1);
    return 0;
}
