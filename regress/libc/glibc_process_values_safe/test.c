#include <assert.h>
#include <stdlib.h>
#include <unistd.h>

int main(void)
{
    assert(getpid() < 4194304); /* below pid_max, at most 2^22 */
    assert(getenv("") == NULL); /* glibc: no variable has the empty name */
    return 0;
}
