/* GCC's __atomic_compare_exchange_n with weak = 1 may fail spuriously as
 * C11's weak form; weak = 0 may not. */
#include <assert.h>
static int flag;
int main(void)
{
    int expected = 0;
    int strong = __atomic_compare_exchange_n(&flag, &expected, 1, 0,
                                             __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    assert(strong);
    expected = 1;
    int weak = __atomic_compare_exchange_n(&flag, &expected, 2, 1,
                                           __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    assert(weak);
    return 0;
}
