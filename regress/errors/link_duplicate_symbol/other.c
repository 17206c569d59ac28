int counter = 1;
void bump(void) { counter++; }
