/* Each entry thread announces itself and spins until three have: with
 * two threads none ever returns, so the harness waits forever to join
 * them (natively, main joining two such threads hangs).  With three
 * they all return. */
#include <pthread.h>

int arrived;

void f(void)
{
    __atomic_add_fetch(&arrived, 1, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&arrived, __ATOMIC_SEQ_CST) < 3)
        ;
}
