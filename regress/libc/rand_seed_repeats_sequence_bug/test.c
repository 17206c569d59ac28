#include <assert.h>
#include <stdlib.h>

int main(void)
{
    int first[3], again[3];
    srand(5);
    for (int i = 0; i < 3; i++)
        first[i] = rand();
    srand(5);               /* the same seed: the same sequence (C 7.22.2.2) */
    for (int i = 0; i < 3; i++)
        again[i] = rand();
    assert(first[0] == again[0] && first[1] == again[1] &&
           first[2] == again[2]);
    srand(1);               /* rand before any srand is srand(1)'s sequence */
    int one = rand();
    srand(6);
    int six = rand();
    assert(one == six);     /* another seed: may differ */
    return 0;
}
