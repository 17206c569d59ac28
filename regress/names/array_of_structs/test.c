/* Transfers into account 1 from two threads: accounts[1].balance races,
 * each thread's own lock (a different accounts[i].lock) does not help. */
#include <pthread.h>
#include <stddef.h>

struct account {
    pthread_mutex_t lock;
    int id;
    long balance;
};

static struct account accounts[3];

static void *deposit(void *arg)
{
    struct account *own = arg;
    pthread_mutex_lock(&own->lock);
    accounts[1].balance += 10;
    pthread_mutex_unlock(&own->lock);
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    for (int i = 0; i < 3; i++)
        pthread_mutex_init(&accounts[i].lock, NULL);
    pthread_create(&a, NULL, deposit, &accounts[0]);
    pthread_create(&b, NULL, deposit, &accounts[2]);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
