/* main reads its own local l through p on the line where it reads the
 * shared g: pnbmc folds the read of l into main's step (l is private),
 * replay took it for the witness's 'read g' step and diverged. */
#include <pthread.h>
int g, h;
void *thr(void *a) { h = g; return 0; }
int main(void)
{
    pthread_t t;
    int l = 7;
    int *p = &l;
    pthread_create(&t, 0, thr, 0);
    int v = *p + g;
    h = v;
    pthread_join(t, 0);
    return v;
}
