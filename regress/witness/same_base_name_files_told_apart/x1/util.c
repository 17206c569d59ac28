int shared;
void *w1(void *a) {
    shared = 1;
    return 0;
}
