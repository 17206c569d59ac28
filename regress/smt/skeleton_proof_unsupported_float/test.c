#include <pthread.h>
double level = 4.0;
int low;
void *w(void *a) { level = level * 0.5; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); if (level < 3.0) low = 1; pthread_join(t, 0); return low; }
