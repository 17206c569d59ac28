/* memcpy of written local bytes: the destination counts as written and
 * holds the copied value, so the bug is found. */
#include <pthread.h>
#include <string.h>
extern void reach_error(void);
static int g;
static void *w(void *a) { (void)a; g = 1; return 0; }
int main(void)
{
    char a[4];
    a[0] = 5;
    a[1] = a[2] = a[3] = 0;
    char b[4];
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    memcpy(b, a, 4);
    if (b[0] == 5)
        reach_error();
    pthread_join(t, 0);
    return 0;
}
