/* main hands the block's address to t over a lock with its bytes reversed
   (no word ever holds it whole); t rebuilds the address, stores it whole
   into a global and then writes the block.  main's write after the unlock
   races with it. */
#include <pthread.h>
#include <stdlib.h>
static unsigned char spread[sizeof(int *)];
static int ready; static int *g;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *t(void *arg) {
    int *got = 0; unsigned char *b = (unsigned char *)&got; int ok = 0;
    while (!ok) { pthread_mutex_lock(&m);
      if (ready) { for (unsigned i = 0; i < sizeof got; i++) b[i] = spread[sizeof got - 1 - i]; ok = 1; }
      pthread_mutex_unlock(&m); }
    g = got;      /* publishes the block (stored whole into a global) */
    *got = 3;     /* races with main's write below */
    return NULL; }
int main(void) {
    pthread_t th; pthread_create(&th, NULL, t, NULL);
    int *c = malloc(sizeof *c); *c = 1;
    int **hold = malloc(sizeof *hold); *hold = c;
    const unsigned char *b = (const unsigned char *)hold;
    pthread_mutex_lock(&m);
    for (unsigned i = 0; i < sizeof c; i++) spread[sizeof c - 1 - i] = b[i];
    ready = 1;
    pthread_mutex_unlock(&m);

    *c = 2;

    pthread_join(th, NULL); free(hold); free(c);
    return 0; }
