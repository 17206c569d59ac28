/* C11 call_once after a branch to main's return: the escaped local x
 * keeps its address when the once routine returns (it was cleared) */
#include <assert.h>
#include <threads.h>
once_flag once = ONCE_FLAG_INIT;
int runs, stop;
void init(void)
{
    runs++;
}
void set(int *p)
{
    *p = 3;
}
int main(void)
{
    int x = 0;
    set(&x);
    if (stop != 0)
        return 1;
    call_once(&once, init);
    assert(x == 4);
    return 0;
}
