#include <assert.h>
#include <pthread.h>
pthread_barrier_t b;
int x;
void *w(void *a)
{
    pthread_barrier_wait(&b);
    x = 1;
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_barrier_init(&b, 0, 2);
    pthread_create(&t, 0, w, 0);
    pthread_barrier_wait(&b);
    assert(x == 1);
    pthread_join(t, 0);
    return 0;
}
