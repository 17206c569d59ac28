#include <assert.h>

int shift = 40;

int main(void)
{
    unsigned v = 1u << shift;
    assert(v != 12345);
    return 0;
}
