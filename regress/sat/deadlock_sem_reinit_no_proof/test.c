/* sem re-init while positive: init(0) resets a count of 1, the wait starves */
#include <pthread.h>
#include <semaphore.h>
sem_t s;
void *t1(void *x) { sem_wait(&s); return 0; }
int main(void) { pthread_t x; sem_init(&s, 0, 1); sem_init(&s, 0, 0); pthread_create(&x, 0, t1, 0); pthread_join(x, 0); return 0; }
