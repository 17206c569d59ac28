/* The only race (on stats) is suppressed; with --threads 2 the search past
 * it is cut by the thread bound: the SARIF log must say that the race
 * check is bounded-safe, as the text and JSON do. */
#include <pthread.h>
int stats;
void *worker(void *a)
{
    (void)a;
    stats++; // pnbmc-ignore race: benign counter
    return 0;
}
int main(void)
{
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], 0);
    return 0;
}
