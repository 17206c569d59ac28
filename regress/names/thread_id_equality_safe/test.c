#include <assert.h>
#include <pthread.h>
#include <stdio.h>

pthread_t owner;
int first;

void *worker(void *arg)
{
    pthread_t me = pthread_self();
    printf("thread %lu\n", (unsigned long)me);
    assert(pthread_equal(me, pthread_self()));
    assert(me != 0 || me == 0);
    return 0;
}

int main(void)
{
    pthread_t a;
    owner = pthread_self();
    pthread_create(&a, 0, worker, 0);
    pthread_join(a, 0);
    assert(owner == pthread_self());
    return 0;
}
