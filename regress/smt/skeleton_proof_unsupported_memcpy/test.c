#include <pthread.h>
#include <string.h>
char buf[512], src[512] = "hello";
int level = 4;
int low;
void *w(void *a) { level = level / 2; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); memcpy(buf, src, 300); if (level < 3) low = 1; pthread_join(t, 0); return low + buf[0]; }
