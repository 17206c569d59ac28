/* Both threads write shared.  The finding id sorts the two functions:
 * pnbmc 56 wrote race:shared:t2f/t1f here and race:shared:t1f/t2f with
 * the creations swapped, so a baseline saw the same race as new. */
#include <pthread.h>
int shared;
void *t1f(void *x) { shared = 1; return 0; }
void *t2f(void *x) { shared = 2; return 0; }
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, t1f, 0);
    pthread_create(&b, 0, t2f, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
