/* The baseline knows the race on stats; the one on balance is new.  The
 * search stops at the first race: pnbmc 56 reported only the known one
 * (bounded-safe, exit 0).  It now searches on past it. */
#include <pthread.h>
int stats;
int balance;
void *worker(void *a)
{
    stats++;
    balance = balance + 10;
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return balance;
}
