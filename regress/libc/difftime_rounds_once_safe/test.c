/* difftime subtracts exactly and rounds once, as glibc does (x86-64: in
 * long double); two conversions to double would round twice. */
#include <assert.h>
#include <limits.h>
#include <time.h>
int main(void)
{
    time_t big = (time_t)1 << 60;
    assert(difftime(big + 1, big) == 1.0);
    assert(difftime(big, big + 1) == -1.0);
    assert(difftime(((time_t)1 << 53) + 1, 1) == 9007199254740992.0);
    assert(difftime(LONG_MAX, LONG_MIN) == 18446744073709551616.0);
    assert(difftime(LONG_MIN, LONG_MAX) == -18446744073709551616.0);
    assert(difftime(5, 7) == -2.0);
    return 0;
}
