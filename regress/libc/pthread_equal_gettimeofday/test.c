/* pthread_equal compares thread ids exactly; gettimeofday gives any
 * reading with tv_usec below 10^6. */
#include <pthread.h>
#include <assert.h>
#include <sys/time.h>
pthread_t main_id;
void *w(void *a) { assert(!pthread_equal(pthread_self(), main_id)); struct timeval tv; gettimeofday(&tv, 0); assert(tv.tv_usec < 1000000); return 0; }
int main(void) { pthread_t t; main_id = pthread_self(); assert(pthread_equal(main_id, pthread_self())); pthread_create(&t, 0, w, 0); pthread_join(t, 0); return 0; }
