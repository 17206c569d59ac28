/* The destructor reads what the thread left in its buffer; a second
 * thread may have changed the shared limit meanwhile: the assertion in
 * the destructor fails in some schedule (the witness runs through it and
 * replays on the compiled program). */
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
pthread_key_t key;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int limit = 10;
static void check(void *p)
{
    int *v = p;
    pthread_mutex_lock(&m);
    assert(*v <= limit);
    pthread_mutex_unlock(&m);
    free(v);
}
static void *worker(void *a)
{
    int *v = malloc(sizeof *v);
    *v = 5;
    pthread_setspecific(key, v);
    return a;
}
static void *shrink(void *a)
{
    pthread_mutex_lock(&m);
    limit = 3;
    pthread_mutex_unlock(&m);
    return a;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_key_create(&key, check);
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, shrink, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
