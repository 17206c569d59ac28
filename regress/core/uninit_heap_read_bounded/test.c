/* malloc returns uninitialised memory: a field nobody wrote has an
 * unspecified value; pnbmc takes 0 and bounds the verdict by that choice
 * (never "safe" by luck of a zero). */
#include <pthread.h>
#include <stdlib.h>
void reach_error(void);
struct job { int id; int state; };
int main(void)
{
    struct job *j = malloc(sizeof *j);
    j->id = 1;
    if (j->state == 3)
        reach_error();
    free(j);
    return 0;
}
