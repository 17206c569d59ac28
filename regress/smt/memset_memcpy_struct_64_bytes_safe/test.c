/* memset and memcpy of a 64-byte struct (a mutex, a balance and a
 * history): longer than 24 bytes, which the encoding once left
 * unsupported; each is one write of up to 256 bytes now.  The two
 * deposits leave balance 3 and history[1] + history[2] of 4 or 5. */
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
    if (snap.balance != 3 || snap.history[1] + snap.history[2] < 4)
        reach_error();
    return 0;
}
