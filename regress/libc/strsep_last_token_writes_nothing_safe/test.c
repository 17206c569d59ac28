/* strsep writes only the delimiter it finds (glibc, musl, BSD): two
 * threads splitting one shared string that has no delimiter do not race,
 * and a string literal without one is not written */
#include <assert.h>
#include <pthread.h>
#include <string.h>

char shared[] = "abc";

void *split(void *arg)
{
    char *rest = shared;
    char *tok = strsep(&rest, ",");
    assert(tok == shared && rest == 0);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, split, 0);
    pthread_create(&b, 0, split, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    char *lit = (char *)"xyz";
    assert(strsep(&lit, ",") != 0 && lit == 0);
    return 0;
}
