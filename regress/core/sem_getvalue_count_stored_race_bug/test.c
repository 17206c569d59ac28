#include <pthread.h>
#include <semaphore.h>

/* sem_getvalue stores the count into v while main reads v. */
sem_t s;
int v;

void *prober(void *arg) { (void)arg; sem_getvalue(&s, &v); return 0; }

int main(void)
{
    pthread_t t;
    sem_init(&s, 0, 0);
    pthread_create(&t, 0, prober, 0);
    int r = v;
    pthread_join(t, 0);
    return r;
}
