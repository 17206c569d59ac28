/* Two threads write one variable: the verdict line named T2's write
 * first and the witness's summary line T1's.  Both name them in one
 * order now. */
#include <pthread.h>

int data;

static void *worker(void *arg)
{
    data = (int)(long)arg;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, (void *)1);
    pthread_create(&b, 0, worker, (void *)2);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
