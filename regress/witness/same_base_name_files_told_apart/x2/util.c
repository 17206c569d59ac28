extern int shared;
void *w2(void *a) { return (void*)(long)shared; }
