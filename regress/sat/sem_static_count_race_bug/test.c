/* A semaphore whose count is 2 from its static initialiser: both workers
 * get in and race.  The skeleton's semaphore place starts at 0, so a
 * semaphore with non-zero initial bytes gets no place (and its
 * operations stop proofs): a proof here would be wrong. */
#include <pthread.h>
#include <semaphore.h>

sem_t s = {{2}};
int x;

void *w(void *a)
{
    (void)a;
    sem_wait(&s);
    x = x + 1;
    sem_post(&s);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, w, 0);
    pthread_create(&b, 0, w, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
