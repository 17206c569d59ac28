/* Two races.  The baseline knows hits; the search past it finds misses,
 * a new bug.  The JSON lists hits under passed_findings, so a baseline
 * made of this run knows both (a rolling baseline alternated "new"
 * bugs on every run of this unchanged program). */
#include <pthread.h>

int hits;
int misses;

static void *worker(void *arg)
{
    hits++;
    misses++;
    return arg;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
