/* memcpy of unwritten local bytes into another local: the encoding marks
 * the destination bytes written only where the source bytes were, so the
 * read of b[0] is a cut (the simulator's uninitialised read), not a read
 * of 0 (the encoding answered safe; b[0] may be 5). */
#include <pthread.h>
#include <string.h>
extern void reach_error(void);
static int g;
static void *w(void *a) { (void)a; g = 1; return 0; }
int main(void)
{
    char a[4];
    char b[4];
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    memcpy(b, a, 4);
    if (b[0] == 5)
        reach_error();
    pthread_join(t, 0);
    return 0;
}
