/* The same job, fully written before it is read (and a calloc'd one,
 * zeroed by definition; a struct copy carries the written bytes). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
void reach_error(void);
struct job { int id; int state; };
int main(void)
{
    struct job *j = malloc(sizeof *j);
    struct job *k = calloc(1, sizeof *k);
    struct job copy;
    j->id = 1;
    j->state = 2;
    memcpy(&copy, j, sizeof copy);
    if (j->state == 3 || k->state != 0 || copy.state != 2)
        reach_error();
    free(j);
    free(k);
    return 0;
}
