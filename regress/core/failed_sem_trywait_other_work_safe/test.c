/* Workers take a slot with sem_trywait or count a miss in their own
 * variable: no access is ordered by a failure alone, so the try view's
 * search finds no race and the verdicts stay safe. */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t slots;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int served;

static void *worker(void *arg)
{
    int *missed = arg;
    if (sem_trywait(&slots) == 0) {
        pthread_mutex_lock(&m);
        served++;
        pthread_mutex_unlock(&m);
    } else {
        (*missed)++;
    }
    return 0;
}

int main(void)
{
    int missed[2] = {0, 0};
    pthread_t t[2];
    sem_init(&slots, 0, 1);
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, &missed[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(served + missed[0] + missed[1] == 2);
    return 0;
}
