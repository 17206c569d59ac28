/* Lock-order inversion where both locks are taken inside a helper that
 * receives the accounts as pointers: transfer(a, b) vs transfer(b, a). */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

struct account {
    pthread_mutex_t lock;
    int balance;
};

static struct account acc_a = { PTHREAD_MUTEX_INITIALIZER, 100 };
static struct account acc_b = { PTHREAD_MUTEX_INITIALIZER, 100 };

static void transfer(struct account *from, struct account *to, int amount)
{
    pthread_mutex_lock(&from->lock);
    pthread_mutex_lock(&to->lock);
    from->balance -= amount;
    to->balance += amount;
    pthread_mutex_unlock(&to->lock);
    pthread_mutex_unlock(&from->lock);
}

static void *a_to_b(void *arg)
{
    (void)arg;
    transfer(&acc_a, &acc_b, 10);
    return NULL;
}

static void *b_to_a(void *arg)
{
    (void)arg;
    transfer(&acc_b, &acc_a, 20);
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, a_to_b, NULL);
    pthread_create(&t2, NULL, b_to_a, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    if (acc_a.balance + acc_b.balance != 200)
        reach_error();
    return 0;
}
