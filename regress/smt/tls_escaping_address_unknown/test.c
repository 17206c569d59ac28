// the address of a __thread variable stored in a global: which copy it
// names is outside the model, in the smt engine as in the others
#include <pthread.h>
__thread int v;
int *p;
int main(void)
{
    p = &v;
    *p = 3;
    return 0;
}
