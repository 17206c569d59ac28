/* Values of unsigned C types (through typedefs such as uint64_t, struct
 * members, array elements) print unsigned in the witness, as the program
 * sees them; signed ones and pointers as before. */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

unsigned us = 5;
unsigned char uc;
uint64_t big;
_Bool flag;
struct rec {
    int a;
    unsigned short b[2];
} st;
int sgn = -3;

static void *worker(void *arg)
{
    (void)arg;
    us -= 8;
    uc = 250;
    big = 0xfffffffffffffff0ull;
    flag = 1;
    st.b[1] = 65535;
    st.a = -1;
    sgn--;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    unsigned local = us;
    assert(local != 4294967293u || uc != 250 || big != 0xfffffffffffffff0ull ||
           !flag || st.b[1] != 65535 || st.a != -1 || sgn != -4);
    pthread_join(t, 0);
    return 0;
}
