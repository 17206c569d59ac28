#include <pthread.h>
#include <stdlib.h>
#include <assert.h>

typedef struct { int id; int vals[6]; int sum; } job_t;

static job_t *slots[3];
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static job_t *job_new(int id)
{
    job_t *j = malloc(sizeof *j);
    if (!j)
        abort();
    j->id = id;
    j->sum = 0;
    for (int i = 0; i < 6; i++) {
        j->vals[i] = id + i;
        j->sum += j->vals[i];
    }
    return j;
}

static void *worker(void *arg)
{
    int id = (int)(long)arg;
    job_t *j = job_new(id);
    pthread_mutex_lock(&lock);
    slots[id] = j;
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void)
{
    pthread_t t[3];
    for (long i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < 3; i++) {
        assert(slots[i]->sum == 6 * i + 15);
        free(slots[i]);
    }
    return 0;
}
