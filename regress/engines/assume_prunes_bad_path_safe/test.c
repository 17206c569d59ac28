/* The worker assumes its input is below 5, so the path that raises the
 * flag (input above 5) is never taken: the assertion holds. */
#include <pthread.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag;

static void *worker(void *arg)
{
    (void)arg;
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x < 5);
    if (x > 5) {
        pthread_mutex_lock(&m);
        flag = 1;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    if (!(flag == 0))
        reach_error();
    return 0;
}
