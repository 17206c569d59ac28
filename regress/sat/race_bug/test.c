#include <pthread.h>
int x;
void *w(void *a) { x = 1; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); x = 2; pthread_join(t, 0); return 0; }
