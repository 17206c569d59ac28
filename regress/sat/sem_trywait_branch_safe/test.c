/* Two consumers take the one post with sem_trywait and write only on
 * success: the branch on the result makes the skeleton take the token. */
#include <pthread.h>
#include <semaphore.h>
sem_t full; int data;
void *p(void *a) { (void)a; data = 5; sem_post(&full); return 0; }
void *c(void *a) { (void)a; if (sem_trywait(&full) != 0) return 0; data = 6; return 0; }
int main(void) { pthread_t a, b, d; sem_init(&full, 0, 0); pthread_create(&a, 0, p, 0); pthread_create(&b, 0, c, 0); pthread_create(&d, 0, c, 0); pthread_join(a, 0); pthread_join(b, 0); pthread_join(d, 0); return 0; }
