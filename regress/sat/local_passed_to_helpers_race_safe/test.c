/* Each worker fills a buffer of its own through a helper and sums it
 * through another: the buffer's address goes only to functions that run
 * in the worker's thread and keep it nowhere, so no other thread reaches
 * it and the workers' writes to their buffers never race; the sum is
 * locked. */
#include <pthread.h>
#include <assert.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int sum;

static void fill(int *v, int base)
{
    v[0] = base;
    v[1] = base + 1;
    v[2] = base + 2;
}

static int total(const int *v)
{
    return v[0] + v[1] + v[2];
}

static void *worker(void *arg)
{
    int id = arg != 0;
    int buf[3];
    fill(buf, id);
    int t = total(buf);
    pthread_mutex_lock(&lock);
    sum += t;
    pthread_mutex_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, (void *)0);
    pthread_create(&b, 0, worker, (void *)1);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(sum == 9);
    return 0;
}
