#define _GNU_SOURCE
#include <pthread.h>
#include <assert.h>
#include <errno.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP;
int in;
void *t(void *a){
  if (pthread_mutex_trylock(&m) == 0) {
    assert(pthread_mutex_trylock(&m) == EBUSY);
    in++; assert(in == 1); in--;
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void){
  pthread_t th;
  while (__VERIFIER_nondet_int()) pthread_create(&th, 0, t, 0);
  return 0;
}
