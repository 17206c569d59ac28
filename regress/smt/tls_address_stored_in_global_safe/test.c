// the address of a __thread variable stored in a global names main's
// copy (model/tls.c); the store through it writes that copy
#include <assert.h>
#include <pthread.h>
__thread int v;
int *p;
int main(void)
{
    p = &v;
    *p = 3;
    assert(v == 3);
    return 0;
}
