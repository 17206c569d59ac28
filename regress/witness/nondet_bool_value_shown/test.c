#include <assert.h>
#include <pthread.h>
_Bool __VERIFIER_nondet_bool(void);
int x;
void *w(void *a) { if (__VERIFIER_nondet_bool()) x = 1; return 0; }
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    pthread_join(t, 0);
    assert(x == 0);
    return 0;
}
