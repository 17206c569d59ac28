/* memcpy of a local's unwritten bytes into calloc'd memory: the copied
 * bytes are indeterminate again (C: b[0] may be 5), so reading one is
 * taken as 0 and bounds the verdict.  The simulator treated a calloc'd
 * object as written whatever was copied into it and answered safe. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
static int g;
static void *w(void *a) { (void)a; g = 1; return 0; }
int main(void)
{
    char a[4];
    char *b = calloc(4, 1);
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    if (!b)
        return 0;
    memcpy(b, a, 4);
    if (b[0] == 5)
        reach_error();
    pthread_join(t, 0);
    free(b);
    return 0;
}
