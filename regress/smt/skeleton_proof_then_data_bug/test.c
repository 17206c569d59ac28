/* Every access is under the lock (the skeleton proves race freedom), but
 * the check-then-act on the balance spans two critical sections: the
 * assertion fails when both withdrawals pass the check, which only the
 * data decides, so the smt unrolling finds it. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int balance = 10;

static void *withdraw(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    int enough = balance >= 8;
    pthread_mutex_unlock(&m);
    if (enough) {
        pthread_mutex_lock(&m);
        balance = balance - 8;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void)
{
    pthread_t a;
    pthread_create(&a, NULL, withdraw, NULL);
    withdraw(NULL);
    pthread_join(a, NULL);
    assert(balance >= 0);
    return 0;
}
