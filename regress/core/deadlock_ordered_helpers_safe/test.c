/* Same transfers as deadlock_lock_order_helpers, but the helper always
 * locks the account with the smaller id first: no circular wait. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

struct account {
    pthread_mutex_t lock;
    int id; /* never written after initialisation */
    int balance;
};

static struct account acc_a = { PTHREAD_MUTEX_INITIALIZER, 1, 100 };
static struct account acc_b = { PTHREAD_MUTEX_INITIALIZER, 2, 100 };

static void transfer(struct account *from, struct account *to, int amount)
{
    struct account *first = from->id < to->id ? from : to;
    struct account *second = from->id < to->id ? to : from;

    pthread_mutex_lock(&first->lock);
    pthread_mutex_lock(&second->lock);
    from->balance -= amount;
    to->balance += amount;
    pthread_mutex_unlock(&second->lock);
    pthread_mutex_unlock(&first->lock);
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
    if (acc_a.balance != 110 || acc_b.balance != 90)
        reach_error();
    return 0;
}
