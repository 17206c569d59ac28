#include <pthread.h>
/* Mutexes, data and thread ids in arrays and a struct, always at constant
 * indices: every address is a constant, so the skeleton can prove the
 * race check. */
struct account { int balance; pthread_mutex_t lock; };
struct account acc[2] = {{10, PTHREAD_MUTEX_INITIALIZER},
                         {20, PTHREAD_MUTEX_INITIALIZER}};
pthread_t th[2];
static void deposit(int amount)
{
    pthread_mutex_lock(&acc[1].lock);
    acc[1].balance = acc[1].balance + amount;
    pthread_mutex_unlock(&acc[1].lock);
}
void *first(void *a)
{
    pthread_mutex_lock(&acc[0].lock);
    acc[0].balance = acc[0].balance - 5;
    pthread_mutex_unlock(&acc[0].lock);
    deposit(5);
    return 0;
}
void *second(void *a)
{
    deposit(7);
    return 0;
}
int main(void)
{
    pthread_create(&th[0], 0, first, 0);
    pthread_create(&th[1], 0, second, 0);
    pthread_join(th[0], 0);
    pthread_join(th[1], 0);
    return acc[0].balance + acc[1].balance;
}
