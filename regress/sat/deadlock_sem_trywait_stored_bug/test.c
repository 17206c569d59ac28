#include <pthread.h>
#include <semaphore.h>
sem_t s; int r;
void *t1(void *x) { r = sem_trywait(&s); sem_wait(&s); return 0; }
int main(void) { pthread_t x; sem_init(&s, 0, 1); pthread_create(&x, 0, t1, 0); pthread_join(x, 0); return 0; }
