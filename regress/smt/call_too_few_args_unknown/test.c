/* A call through a function pointer of the wrong type passes one argument
 * to a function of two parameters: undefined behaviour (b is whatever
 * the register or stack held), so the assertion may fail.  Every engine
 * answers unknown; the encoding used to keep b's previous value and
 * claim "safe". */
#include <assert.h>
#include <pthread.h>

static int g;

static int add(int a, int b)
{
    return a + b;
}

static void *worker(void *arg)
{
    (void)arg;
    g = 1;
    return NULL;
}

int main(void)
{
    int (*one_arg)(int) = (int (*)(int))add;
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int r = one_arg(1);
    pthread_join(t, NULL);
    assert(r != 1234567);
    return 0;
}
