#include <assert.h>
#include <fcntl.h>
#include <unistd.h>

int main(void)
{
    int a = open("a", O_RDONLY);
    int b = open("b", O_RDONLY);
    if (a >= 0 && b >= 0)
        assert(a != b); /* both open: distinct */
    int p[2];
    if (pipe(p) == 0)
        assert(p[0] != a && p[1] != b && p[0] != p[1]);
    return 0;
}
