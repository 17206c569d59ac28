/* sem: correct handshake both ways */
#include <pthread.h>
#include <semaphore.h>
sem_t s1, s2; int g;
void *t1(void *x) { sem_wait(&s1); g = 1; sem_post(&s2); return 0; }
int main(void) { pthread_t x; sem_init(&s1, 0, 0); sem_init(&s2, 0, 0); pthread_create(&x, 0, t1, 0); sem_post(&s1); sem_wait(&s2); pthread_join(x, 0); return g - 1; }
