/* Functions named __VERIFIER_atomic_* run without interleaving: the
 * check-then-withdraw below can never overdraw the account. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static int balance = 100;

void __VERIFIER_atomic_withdraw(int amount)
{
    if (balance >= amount)
        balance -= amount;
}

static void *spend60(void *arg)
{
    (void)arg;
    __VERIFIER_atomic_withdraw(60);
    return NULL;
}

static void *spend70(void *arg)
{
    (void)arg;
    __VERIFIER_atomic_withdraw(70);
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
