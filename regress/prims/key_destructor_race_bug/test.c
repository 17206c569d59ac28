/* Two threads' destructors update a counter without a lock: a race
 * inside code no instruction calls (each thread runs it as it ends). */
#include <pthread.h>
#include <stdlib.h>
pthread_key_t key;
int released;
static void release(void *p)
{
    released++;
    free(p);
}
static void *worker(void *a)
{
    pthread_setspecific(key, malloc(4));
    return a;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_key_create(&key, release);
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return released;
}
