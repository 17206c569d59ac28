/* main hands the address over with its bytes reversed; main then writes the
   block (plain), publishes it, and holds m2.  t spins until a trylock of m2
   FAILS (which orders nothing) and writes the block: t's first access comes
   after the publication, yet nothing orders main's write before it. */
#include <pthread.h>
#include <stdlib.h>
static unsigned char spread[sizeof(int *)];
static int ready, done; static int *g;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
static void *t(void *arg) {
    int *got = 0; unsigned char *b = (unsigned char *)&got; int ok = 0;
    while (!ok) { pthread_mutex_lock(&m);
      if (ready) { for (unsigned i = 0; i < sizeof got; i++) b[i] = spread[sizeof got - 1 - i]; ok = 1; }
      pthread_mutex_unlock(&m); }
    while (pthread_mutex_trylock(&m2) == 0) pthread_mutex_unlock(&m2);
    *got = 3;
    __atomic_store_n(&done, 1, __ATOMIC_SEQ_CST);
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

    g = c;                      /* publication */
    pthread_mutex_lock(&m2);
    while (!__atomic_load_n(&done, __ATOMIC_SEQ_CST)) ;
    pthread_mutex_unlock(&m2);
    pthread_join(th, NULL); free(hold); free(c);
    return 0; }
