#include <pthread.h>
#include <stdlib.h>

void *roll(void *arg)
{
    return (void *)lrand48();   /* one hidden state: not thread-safe */
}

int main(void)
{
    pthread_t a, b;
    srand48(7);
    pthread_create(&a, 0, roll, 0);
    pthread_create(&b, 0, roll, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
