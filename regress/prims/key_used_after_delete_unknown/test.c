#include <pthread.h>
#include <stdlib.h>

pthread_key_t scratch;

void *worker(void *arg)
{
    pthread_setspecific(scratch, arg);   /* main may have deleted it */
    return 0;
}

int main(void)
{
    pthread_t t;
    static int value;
    pthread_key_create(&scratch, 0);
    pthread_create(&t, 0, worker, &value);
    pthread_key_delete(scratch);
    pthread_join(t, 0);
    return 0;
}
