/* The only race, on stats, is suppressed: the search past it explores
 * every run and finds none, so the check counts as safe (pnbmc 56:
 * bounded-safe); the JSON says so in past_it. */
#include <pthread.h>
int stats;
int balance;
void *worker(void *a)
{
    stats++; // pnbmc-ignore race: benign statistics counter
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
