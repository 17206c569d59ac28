/* test.c: the threads; bump() and counter live in counter.c */
#include <pthread.h>
#include <stddef.h>

extern int counter;
void bump(void);

static void *worker(void *arg)
{
    (void)arg;
    bump();
    return NULL;
}

int main(void)
{
    pthread_t a;
    pthread_create(&a, NULL, worker, NULL);
    int seen = counter;
    pthread_join(a, NULL);
    return seen;
}
