/* write may write only part of the buffer: a program that takes any
 * non-failing write for a full one is wrong. */
#include <assert.h>
#include <unistd.h>
int main(void)
{
    char msg[] = "hello";
    long n = write(1, msg, 5);
    assert(n == 5 || n == -1);
    return 0;
}
