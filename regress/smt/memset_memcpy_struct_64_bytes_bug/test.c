/* As memset_memcpy_struct_64_bytes_safe, but the check fails when the
 * deposit of 1 goes first (history[1] + history[2] == 4). */
#include <pthread.h>
#include <string.h>
extern void reach_error(void);
struct account { pthread_mutex_t lock; int balance; int history[12]; };
static struct account acc;
static void *deposit(void *arg)
{
    int amount = (int)(long)arg;
    pthread_mutex_lock(&acc.lock);
    acc.balance += amount;
    acc.history[amount] = acc.balance;
    pthread_mutex_unlock(&acc.lock);
    return NULL;
}
int main(void)
{
    struct account snap;
    pthread_t a, b;
    memset(&acc, 0, sizeof acc);
    pthread_mutex_init(&acc.lock, NULL);
    pthread_create(&a, NULL, deposit, (void *)1L);
    pthread_create(&b, NULL, deposit, (void *)2L);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    memcpy(&snap, &acc, sizeof snap);
    if (snap.balance != 3 || snap.history[1] + snap.history[2] < 5)
        reach_error();
    return 0;
}
