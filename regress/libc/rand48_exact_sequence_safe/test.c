#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static uint64_t B(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
int main(void)
{
    srand48(12345);
    assert(lrand48() == 483889296L);
    assert(mrand48() == -347106078L);
    assert(B(drand48()) == 0x3fca79c631151180ULL);
    assert(lrand48() == 1556452597L);
    assert(mrand48() == -1150195914L);
    assert(B(drand48()) == 0x3fed01e74addff80ULL);
    assert(lrand48() == 747232120L);
    assert(mrand48() == -610396746L);
    assert(B(drand48()) == 0x3fda9263d6bd9a40ULL);
    assert(lrand48() == 416972020L);
    assert(mrand48() == -1350293123L);
    assert(B(drand48()) == 0x3fe0c7af2c1eaf40ULL);
    unsigned short x[3] = {1, 2, 3}, s[3] = {7, 8, 9};
    assert(nrand48(x) == 949179875L);
    assert(jrand48(x) == 1130126687L);
    assert(B(erand48(x)) == 0x3fe4eeb35863be40ULL);
    assert(x[0] == 7666 && x[1] == 39619 && x[2] == 42869);
    unsigned short *old = seed48(s);
    assert(old[0] == 62842 && old[1] == 31072 && old[2] == 34365);
    assert(lrand48() == 145925617L);
    return 0;
}
