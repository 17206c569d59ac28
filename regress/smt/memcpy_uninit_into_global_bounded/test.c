/* memcpy of unwritten local bytes into a global: the global's copied
 * bytes count as unwritten until written again, so reading gbuf[0] (it
 * may be 5) bounds the verdict. */
#include <pthread.h>
#include <string.h>
extern void reach_error(void);
static char gbuf[4];
static int g;
static void *w(void *a) { (void)a; g = 1; return 0; }
int main(void)
{
    char a[4];
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    memcpy(gbuf, a, 4);
    if (gbuf[0] == 5)
        reach_error();
    pthread_join(t, 0);
    return 0;
}
