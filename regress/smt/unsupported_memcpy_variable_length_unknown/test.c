/* A memcpy whose run-time length may exceed 32 bytes cuts. */
#include <pthread.h>
#include <string.h>
char buf[64], src[64] = "hello";
int level = 4;
void *w(void *a) { (void)a; level = level / 2; return 0; }
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, w, 0);
    memcpy(buf, src, (unsigned)level * 10);
    pthread_join(t, 0);
    return buf[0];
}
