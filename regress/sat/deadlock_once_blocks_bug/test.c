#include <pthread.h>
#include <semaphore.h>
pthread_once_t o = PTHREAD_ONCE_INIT; sem_t s;
void init(void) { sem_wait(&s); }
void *t1(void *x) { pthread_once(&o, init); return 0; }
int main(void) { pthread_t x; sem_init(&s, 0, 0); pthread_create(&x, 0, t1, 0); pthread_once(&o, init); pthread_join(x, 0); return 0; }
