// A thread sets x to INT_MAX; main then tests x + 1 > x, which C leaves
// undefined for that x (gcc folds the test to true even at -O0, and the
// assertion fails; clang's -O0 code wraps and it holds).
#include <assert.h>
#include <limits.h>
#include <pthread.h>
#include <stddef.h>

static int x;

static void *setter(void *arg)
{
    (void)arg;
    x = INT_MAX;
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, setter, NULL);
    pthread_join(t, NULL);
    int y = x;
    assert(!(y + 1 > y));
    return 0;
}
