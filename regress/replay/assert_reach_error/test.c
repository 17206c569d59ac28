/* Every access is under the lock (no data race), but the balance check and
 * the withdrawal are two separate critical sections: both threads can pass
 * the check before either withdraws, and the balance goes negative. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int balance = 100;

static void withdraw(int amount)
{
    int ok;

    pthread_mutex_lock(&m);
    ok = balance >= amount;
    pthread_mutex_unlock(&m);
    if (!ok)
        return;
    pthread_mutex_lock(&m);
    balance -= amount;
    pthread_mutex_unlock(&m);
}

static void *spend60(void *arg)
{
    (void)arg;
    withdraw(60);
    return NULL;
}

static void *spend70(void *arg)
{
    (void)arg;
    withdraw(70);
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, spend60, NULL);
    pthread_create(&b, NULL, spend70, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    if (balance < 0)
        reach_error();
    return 0;
}
