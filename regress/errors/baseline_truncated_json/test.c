/* Both threads write shared; the baseline's id keeps the order an
 * earlier pnbmc wrote for the creations swapped (t2f/t1f).  Ids compare
 * with their function lists sorted: pnbmc 56 reported this race as new. */
#include <pthread.h>
int shared;
void *t1f(void *x) { shared = 1; return 0; }
void *t2f(void *x) { shared = 2; return 0; }
int main(void)
{
    pthread_t a, b;
    pthread_create(&b, 0, t2f, 0);
    pthread_create(&a, 0, t1f, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
