/* The failing path of sem_trywait writes without the semaphore: the
 * two workers race. */
#include <pthread.h>
#include <semaphore.h>
sem_t s; int x;
void *w(void *a) { (void)a; if (sem_trywait(&s) == 0) { x = x + 1; sem_post(&s); } else { x = 5; } return 0; }
int main(void) { pthread_t a, b; sem_init(&s, 0, 1); pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0); pthread_join(a, 0); pthread_join(b, 0); return 0; }
