/* Lock-order inversion hidden behind a helper function.
 *
 * transfer() locks the source account, then the destination account.
 * Looks harmless, but one thread moves money from checking to savings
 * while another moves money from savings to checking: each can hold its
 * first lock and wait forever for the other one.
 *
 *   pnbmc examples/lock_order.c
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

struct account {
    pthread_mutex_t lock;
    int balance;
};

static struct account checking = { PTHREAD_MUTEX_INITIALIZER, 100 };
static struct account savings = { PTHREAD_MUTEX_INITIALIZER, 50 };

static void transfer(struct account *from, struct account *to, int amount)
{
    pthread_mutex_lock(&from->lock);
    pthread_mutex_lock(&to->lock); /* second lock: order depends on caller */
    from->balance -= amount;
    to->balance += amount;
    pthread_mutex_unlock(&to->lock);
    pthread_mutex_unlock(&from->lock);
}

static void *save_money(void *arg)
{
    (void)arg;
    transfer(&checking, &savings, 30);
    return NULL;
}

static void *pay_rent(void *arg)
{
    (void)arg;
    transfer(&savings, &checking, 10);
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, save_money, NULL);
    pthread_create(&t2, NULL, pay_rent, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);

    assert(checking.balance + savings.balance == 150);
    return 0;
}
