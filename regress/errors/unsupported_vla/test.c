/* A variable-length array: not supported.  The report names the
 * construct at its declaration (not the llvm.stacksave call that clang
 * emits before it), and the verdict is unknown. */
#include <pthread.h>

static int sum;

static void *worker(void *arg)
{
    int n = (int)(long)arg;
    int v[n];
    for (int i = 0; i < n; i++)
        v[i] = i;
    sum = v[n - 1];
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)3L);
    pthread_join(t, NULL);
    return 0;
}
