/* The realtime clock may be set back between two readings of time():
 * the assertion can fail. */
#include <assert.h>
#include <time.h>
int main(void)
{
    time_t a = time(0);
    time_t b = time(0);
    assert(b >= a);
    return 0;
}
