int real_get(int i) { return i + 1; }
int get(int i) __attribute__((alias("real_get")));
