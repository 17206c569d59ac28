#include <assert.h>
#include <errno.h>
#include <math.h>
int main(void)
{
    double ip;
    assert(lround(2.5) == 3 && lround(-2.5) == -3 && lrint(2.5) == 2 && lrint(3.5) == 4);
    assert(llround(-0.5) == -1 && llrint(-1.5) == -2 && lroundf(1.5f) == 2 && lrintf(0.5f) == 0);
    assert(modf(-3.25, &ip) == -0.25 && ip == -3.0);
    assert(fmin(1.0, NAN) == 1.0 && fmax(NAN, -2.0) == -2.0 && fmin(-1.0, 2.0) == -1.0 && fmax(-1.0, 2.0) == 2.0);
    assert(fminf(1.0f, 2.0f) == 1.0f && fmaxf(1.0f, 2.0f) == 2.0f);
    assert(copysign(3.0, -0.0) == -3.0 && copysignf(-2.0f, 1.0f) == 2.0f && fabsf(-4.5f) == 4.5f);
    assert(nearbyint(2.5) == 2.0 && nearbyintf(3.5f) == 4.0f);
    errno = 0;
    double r = fmod(1.0, 0.0);
    assert(r != r && errno == EDOM);
    errno = 0;
    r = sqrt(-1.0);
    assert(r != r && errno == EDOM);
    errno = 0;
    r = sqrt(-0.0);
    assert(r == 0 && signbit(r) && errno == 0);
    assert(fmodf(7.5f, 2.0f) == 1.5f);
    return 0;
}
