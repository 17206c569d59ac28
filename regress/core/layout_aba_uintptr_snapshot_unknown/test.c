/* FINDING: SOUNDNESS (wrong safe). Concurrent ABA: reader snapshots (uintptr_t)top under a lock, writer frees top and mallocs a new one, reader compares (uintptr_t)top == seen. Native (gcc -DWIDEN, usleep only widens the window) fails 8/8; pnbmc new+old (auto, explicit): safe.
 * Command: pnbmc --timeout 60 S1b_aba_uintptr_snapshot.c */
/* ABA with the snapshot kept as uintptr_t (taken before the free) */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>
struct node { int val; };
struct node *top;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *reader(void *a) {
  pthread_mutex_lock(&m);
  if (top->val != 1) { pthread_mutex_unlock(&m); return 0; }
  uintptr_t seen = (uintptr_t)top;
  pthread_mutex_unlock(&m);
#ifdef WIDEN
  usleep(20000);
#endif
  pthread_mutex_lock(&m);
  if ((uintptr_t)top == seen)          /* "unchanged" */
    assert(top->val == 1);             /* natively fails: new block, same address */
  pthread_mutex_unlock(&m);
  return 0;
}
void *writer(void *a) {
#ifdef WIDEN
  usleep(5000);
#endif
  pthread_mutex_lock(&m);
  struct node *old = top;
  top = NULL;
  free(old);
  top = malloc(sizeof *top);
  top->val = 2;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  top = malloc(sizeof *top); top->val = 1;
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0); pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0); pthread_join(w, 0);
  free(top);
  return 0;
}
