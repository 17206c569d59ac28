/* main reads a malloc'd flag nobody wrote (indeterminate, taken as 0)
 * and then waits for a worker that breaks an invariant under a lock.
 * The uninitialised read bounds only what depends on it: the assertion
 * failure after it is a real bug in a run where the flag reads 0 and
 * must be reported, with a witness that replays. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int balance = 10;

static void *withdraw(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    balance -= 15;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    int *flag = malloc(sizeof *flag);
    if (!flag)
        return 0;
    pthread_t t;
    pthread_create(&t, NULL, withdraw, NULL);
    int f = *flag;
    pthread_join(t, NULL);
    if (f == 0) {
        pthread_mutex_lock(&m);
        assert(balance >= 0);
        pthread_mutex_unlock(&m);
    }
    free(flag);
    return 0;
}
