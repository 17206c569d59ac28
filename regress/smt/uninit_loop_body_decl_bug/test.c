/* A local declared inside a loop body is indeterminate each time its
 * declaration is reached: the first pass assigns last, the second one
 * does not, and reads it.  Taken as the previous pass's value (what the
 * variable's one stack slot holds) the assertion would always hold and
 * the verdict would be "safe"; taken as 0 (one of its possible values)
 * it fails. */
#include <assert.h>
#include <pthread.h>

static int total;

static void *adder(void *arg)
{
    (void)arg;
    __atomic_fetch_add(&total, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, adder, NULL);
    for (int round = 0; round < 2; round++) {
        int last;
        if (round == 0)
            last = 5;
        assert(last == 5);
    }
    pthread_join(t, NULL);
    return 0;
}
