/* Locals declared in loop bodies and in a function called from the
 * loop, each assigned (or initialised) before it is read on every pass,
 * and a parameter: no uninitialised value is read, the verdict is
 * "safe" (the fresh value each declaration gets is always overwritten
 * first). */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int sum;

static int twice(int v)
{
    int r;
    r = 2 * v;
    return r;
}

static void *worker(void *arg)
{
    int n = (int)(long)arg;
    for (int i = 0; i < n; i++) {
        int step = twice(i);
        int copy;
        if (step > 2)
            copy = step - 1;
        else
            copy = step + 1;
        pthread_mutex_lock(&m);
        sum += copy;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)3L);
    pthread_join(t, NULL);
    assert(sum == 1 + 3 + 3);
    return 0;
}
