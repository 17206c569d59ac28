#include <pthread.h>
int counter;
void bump(void);
int main(void) { bump(); return counter; }
